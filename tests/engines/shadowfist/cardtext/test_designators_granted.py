"""A continuous ability that gives a designator ("Subject gains +1 Fighting and the designator
Cyborg"): the cards it acts on have it as if printed in their title (14.0; the rules FAQ: cards
"considered to be Abominations" have gained the designator), while the ability is active (10.1)
and its condition holds (10.2). Read from real cards' text verbatim; a designator chosen by a
player, given by an effect for a time, or quoted stays not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

BIONIC = ("Not Cumulative. Play on a Character. When this card is played, heal up to 3 damage from subject. "
          "Subject gains +1 Fighting and the designator Cyborg.")
BAD_COLONEL = ("Turn and maintain to take control of a <Soldier> card. "
               "All <Soldiers> you control gain the designator <Hood> and +1 damage.")
HARATI = "Unique. All your Characters at this location gain Regenerate and the designator <Demon>."
UNDER_THE_KNIFE = "Not Cumulative. Subject Character gains -1 Fighting, +4 damage, and the designator <Eunuch>."


def test_14_0_bionic_enhancements_subject_gains_cyborg() -> None:
    """Bionic Enhancements: the State's subject (25.5) gains +1 Fighting and the designator."""
    *_, gained = compiled_objects("Bionic Enhancements", "State", BIONIC)
    assert gained == {"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
                      "designators": ["Cyborg"], "text": "Subject gains +1 Fighting and the designator Cyborg."}


def test_14_0_bad_colonel_soldiers_you_control_gain_hood() -> None:
    _, gained = compiled_objects("Bad Colonel", "Character", BAD_COLONEL)
    assert gained["designators"] == ["Hood"]
    assert gained["affects"] == {"designator": "Soldiers", "controller": "you"}
    assert gained["modifiers"] == [{"kind": "damage_bonus", "value": 1}]


def test_14_0_harati_characters_at_this_location_gain_demon() -> None:
    (gained,) = compiled_objects("Harati", "Character", HARATI)
    assert gained["grants"] == ["Regenerate"] and gained["designators"] == ["Demon"]
    assert gained["affects"] == {"type": "character", "controller": "you", "at_this_location": True}


def test_14_0_under_the_knife_the_designator_after_two_modifiers() -> None:
    (gained,) = compiled_objects("Under the Knife", "State", UNDER_THE_KNIFE)
    assert gained["designators"] == ["Eunuch"]
    assert gained["modifiers"] == [{"kind": "fighting", "value": -1}, {"kind": "damage_bonus", "value": 4}]


@pytest.mark.parametrize(("text", "title", "kind"), [
    # given by an effect, for a time: only a continuous ability gives a designator here
    ("It gains Regenerate and the designator <Ghost> until it leaves play.", "The Becoming", "Event"),
    ('Character gains the designator "Ghost."', "Registry of the Damned", "Site"),  # quoted, and which Character?
    ("Subject Character gains a designator of your choice other than Eunuch.", "Sinister Accusations", "State"),
    ("Choose a designator when Blue Monk enters play.", "Blue Monk", "Character"),
])
def test_designators_chosen_or_given_for_a_time_stay_not_modelled(text: str, title: str, kind: str) -> None:
    result = compile_text(text, title, kind)
    assert not result.abilities and result.not_modelled, result


def _harati_board(where: int) -> dict[str, Any]:
    """Harati at column 1; my Imp at column `where`; the opponent's Demon Hunter may turn to
    inflict 2 damage on target <Demon> Character."""
    site = {"type": "site", "row": "front", "body": 6}
    return {"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A1", "controller": "A", "column": 1, **site},
                      {"id": "a2", "title": "Site A2", "controller": "A", "column": 2, **site},
                      {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site},
                      {"id": "harati", "title": "Harati", "type": "character", "controller": "A", "column": 1,
                       "fighting": 6, "abilities": compile_text(HARATI, "Harati", "Character").abilities},
                      {"id": "imp", "title": "Imp", "type": "character", "controller": "A", "column": where,
                       "fighting": 3},
                      {"id": "hunter", "title": "Hunter", "type": "character", "controller": "B", "column": 1,
                       "fighting": 1, "abilities": [{"kind": "activated", "effect": {
                           "effect": "damage", "amount": 2, "aim": "chosen", "turn_self": True,
                           "select": {"type": "character", "designator": "Demon"}}}]}],
            "actions": [{"do": "use", "id": "u1", "player": "B", "card": "hunter", "ability": 0, "targets": ["imp"]},
                        {"do": "pass"}, {"do": "pass"}]}


def test_14_0_a_character_at_haratis_location_is_a_demon() -> None:
    result = as_json(resolve(_harati_board(1)))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["imp"]["damage"] == 2
    assert any("given by a continuous ability" in s["text"] for s in result["steps"])


def test_14_0_a_character_elsewhere_is_no_demon() -> None:
    result = as_json(resolve(_harati_board(2)))
    assert result["outcome"] == "illegal" and "14.0" in result["illegal"]["rules"]


@pytest.mark.parametrize(("ability", "field"), [
    ({"kind": "continuous", "designators": ["Cyborg Ninja"]}, "designators"),  # one word (14.1)
    ({"kind": "activated", "designators": ["Cyborg"],
      "effect": {"effect": "gain_power", "amount": 1, "aim": "none"}}, "designators"),
    ({"kind": "continuous", "designators": ["Cyborg"], "against": {"type": "site"}}, "designators"),
])
def test_a_designator_written_where_the_language_has_none_is_refused_naming_the_field(
        ability: dict[str, Any], field: str) -> None:
    payload = _harati_board(1)
    payload["cards"][3]["abilities"] = [ability]
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert field in str(err.value)


def test_14_0_arcanowave_reinforcer_inflict_and_gain_in_one_ability() -> None:
    """Arcanowave Reinforcer: "inflict +1 damage and gain the designator" is one continuous ability."""
    text = "All Characters you control inflict +1 damage and gain the designator Abomination."
    (gained,) = compiled_objects("Arcanowave Reinforcer", "Edge", text)
    assert gained["modifiers"] == [{"kind": "damage_bonus", "value": 1}]
    assert gained["designators"] == ["Abomination"]
    assert gained["affects"] == {"type": "character", "controller": "you"}
