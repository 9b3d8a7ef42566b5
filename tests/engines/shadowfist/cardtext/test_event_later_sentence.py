"""An Event's later sentence naming its target back is a later part of its one effect (24.6),
on the same target fixed as it is generated (24.2); a sentence choosing a target of its own, or
following an effect with no single kind of target, stays a second effect, unread. Twenty Lashes'
text copied verbatim from the community card dump."""

from __future__ import annotations

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

TWENTY_LASHES = ("Target a Character :: Inflict 3 Unstoppable non-combat damage on target. Target gains +3 Fighting "
                 "until it leaves play.")


def test_24_6_twenty_lashes_second_sentence_is_a_part_on_the_same_target() -> None:
    (lashes,) = compiled_objects("Twenty Lashes", "Event", TWENTY_LASHES)
    effect = lashes["effect"]
    assert effect["effect"] == "damage" and effect["amount"] == 3 and effect["select"] == {"type": "character"}
    assert effect["then"] == [{"effect": "grant", "aim": "chosen", "modifiers": [{"kind": "fighting", "value": 3}],
                               "duration": "permanent"}]
    assert lashes["text"] == TWENTY_LASHES


def test_24_6_a_later_sentence_without_a_targeted_effect_before_it_stays_unread() -> None:
    """After an effect on all cards ("Smoke all Sites"), or on a card that is no Event's,
    "Target gains" names no card of the effect."""
    for text, kind in (("Smoke all Sites. Target gains +3 Fighting until it leaves play.", "Event"),
                       ("Turn to inflict 1 damage on target Character. Target gains +3 Fighting.", "Character")):
        result = compile_text(text, "Foo", kind)
        assert [n.text for n in result.not_modelled] == [text.split(". ")[1]], text


def test_24_6_twenty_lashes_damages_then_raises_the_fighting_of_its_target() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                          "row": "front", "body": 6},
                         {"id": "site_b", "title": "Site B", "type": "site", "controller": "B", "column": 1,
                          "row": "front", "body": 6},
                         {"id": "lashes", "title": "Twenty Lashes", "type": "event", "controller": "A",
                          "zone": "hand", "abilities": compile_text(TWENTY_LASHES, "Twenty Lashes", "Event").abilities},
                         {"id": "foe", "title": "Foe", "type": "character", "controller": "B", "column": 1,
                          "fighting": 5}],
               "actions": [{"do": "use", "id": "u1", "player": "A", "card": "lashes", "ability": 0,
                            "targets": ["foe"]}, {"do": "pass"}]}
    result = as_json(resolve(payload))
    assert result["outcome"] == "resolved", result
    foe = result["final"]["cards"]["foe"]
    assert foe["damage"] == 3 and foe["fighting"] == 5 + 3 - 3  # current Fighting (15.1)
    assert "24.6" in {r for s in result["steps"] for r in s.get("rules", [])}
