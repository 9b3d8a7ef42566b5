"""X values (48.0: the X is always defined in the text): the sentence defining X and the
sentences using it are read together, from real cards' printed text (community card dump), as
a count of cards in play (`per`, `x.cards`) or of one kind of resource in the pool (18.1:
`per_resource`, `x.resource`). What the language cannot count leaves every X sentence unread."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

SHATTERING_FIRE = ("Target a Character. Inflict X non-combat damage on target. "
                   "X= the number of [M] resources in your pool.")
GATHERING_THE_FIRE = "Inflict X damage on target card. X= the number of <Fire> cards in play."
THUNDER_BIRD = "Unique. +X Fighting. X= the number of Feng Shui Sites in play."
AETHER_SPIRIT = "Stealth. +X damage, X = the number of [M] cards you control."
FRENZY = ("Play on a Character. Subject gains +X Fighting and Loyalty. "
          "X = the number of damaged Characters in play.")
MIGHT_OF_THE_ELEPHANT = "X= the number of [a] resources in your pool."
MOUNTAIN_MONASTERY = ("Not Cumulative. All <Monk> Characters you control inflict +X damage while attacking. "
                      "X= the number of <Monk> Characters you control.")


def _objects(text: str, title: str, kind: str) -> list[dict[str, Any]]:
    result = compile_text(text, title, kind)
    assert result.complete, result.not_modelled
    return [a for a in result.abilities if isinstance(a, dict)]


def test_48_0_shattering_fire_x_is_the_magic_resources_in_the_pool() -> None:
    """Shattering Fire: the effect's amount is X, counted from the pool (18.1)."""
    (played,) = _objects(SHATTERING_FIRE, "Shattering Fire", "Event")
    assert played["effect"]["x"] == {"resource": "magic"} and "amount" not in played["effect"]
    assert played["text"] == SHATTERING_FIRE  # both sentences quoted: one ability


def test_48_0_gathering_the_fire_x_counts_fire_cards_in_play() -> None:
    (played,) = _objects(GATHERING_THE_FIRE, "Gathering the Fire", "Event")
    assert played["effect"]["x"] == {"cards": {"designator": "Fire"}}


def test_48_0_thunder_bird_plus_x_fighting_is_one_for_each_feng_shui_site() -> None:
    (bonus,) = _objects(THUNDER_BIRD, "Thunder Bird", "Character")
    assert bonus["modifiers"] == [{"kind": "fighting", "value": 1}] and bonus["per"] == {"type": "feng_shui_site"}


def test_48_0_aether_spirit_x_defined_in_the_sentence_using_it() -> None:
    (bonus,) = _objects(AETHER_SPIRIT, "Aether Spirit", "Character")
    assert bonus["modifiers"] == [{"kind": "damage_bonus", "value": 1}]
    assert bonus["per"] == {"controller": "you", "talent": "magic"}


def test_48_0_frenzy_keeps_loyalty_when_x_is_zero() -> None:
    """Frenzy: "+X Fighting and Loyalty": the count multiplies the Fighting only; Loyalty is
    granted apart, so it stays when no Character is damaged."""
    _, counted, granted = _objects(FRENZY, "Frenzy", "State")
    assert counted["per"] == {"type": "character", "state": "damaged"} and "grants" not in counted
    assert granted["grants"] == ["Loyalty"] and "per" not in granted


def test_48_0_mountain_monastery_keeps_its_selector_and_condition() -> None:
    (bonus,) = _objects(MOUNTAIN_MONASTERY, "Mountain Monastery", "Site")
    assert bonus["affects"] == bonus["per"] == {"type": "character", "designator": "Monk", "controller": "you"}
    assert bonus["condition"] == {"is": "attacking"}


def test_48_0_might_of_the_elephant_fighting_x_defined_and_not_used() -> None:
    """A Character whose text defines X and uses it in no sentence: X is its Fighting."""
    (fighting,) = _objects(MIGHT_OF_THE_ELEPHANT, "Might of the Elephant", "Character")
    assert fighting["per_resource"] == "ascended" and fighting["modifiers"] == [{"kind": "fighting", "value": 1}]


@pytest.mark.parametrize(("text", "title", "kind"), [
    ("Inflict X damage on target Character. X= the number of Power-generating Sites you control minus two.",
     "Made-up Blaster", "Event"),  # "minus two" on an effect's amount
    ("+X Fighting. X= the number of turned Characters in your smoked pile.", "Made-up Mourner", "Character"),
    ("X = the number of Events in the smoked pile of the opponent to your left.", "Gibbering Horror", "Character"),
    ("Weapon. Turn subject Site and pay 1 Power to inflict X damage on target Character at subject's location. "
     "X= the number of [H] in your pool.", "Tesla Lightning Cannon", "State"),
    ("Heal up to X damage from cards you control. X = the number of [C] resources in your pool.",
     "Healing Earth", "Event"),
    ("X= the number of [H] resources in your pool.", "Orbital Laser Strike", "Event"),  # used by no sentence
])
def test_48_0_every_sentence_of_an_x_the_language_cannot_count_stays_unread(text: str, title: str, kind: str) -> None:
    result = compile_text(text, title, kind)
    unread = {n.text: n.reason for n in result.not_modelled}
    x_sentences = [s for s in unread if "X" in s]
    assert x_sentences and all(unread[s] for s in x_sentences)
    assert not any(isinstance(a, dict) and "X" in a.get("text", "") for a in result.abilities)


def test_9_2_1_cenotaph_fighting_x_counts_characters_in_your_smoked_pile() -> None:
    """Cenotaph: "Unique. Assassinate. X= the number of Characters in your smoked pile." """
    text = "Unique. Assassinate. X= the number of Characters in your smoked pile."
    (fighting,) = _objects(text, "Cenotaph", "Character")
    assert fighting["per"] == {"type": "character", "controller": "you", "in_smoked_pile": True}


WITCH_HEADS = "Inflict X damage on target Character. X= the number of Characters in your smoked pile."


def test_9_2_1_shrieking_witch_heads_counts_only_characters_in_your_own_smoked_pile() -> None:
    (played,) = _objects(WITCH_HEADS, "Shrieking Witch Heads", "Event")
    assert played["effect"]["x"] == {"cards": {"type": "character", "controller": "you", "in_smoked_pile": True}}
    site = {"type": "site", "row": "front", "body": 6, "column": 1}
    smoked = {"type": "character", "zone": "smoked", "fighting": 1}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 1}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                         {"id": "b1", "title": "Site B", "controller": "B", **site},
                         {"id": "m1", "title": "Mine 1", "controller": "A", **smoked},
                         {"id": "m2", "title": "Mine 2", "controller": "A", **smoked},
                         {"id": "e1", "title": "My Old Edge", "type": "edge", "controller": "A", "zone": "smoked"},
                         {"id": "t1", "title": "Theirs", "controller": "B", **smoked},
                         {"id": "heads", "title": "Shrieking Witch Heads", "type": "event", "controller": "A",
                          "zone": "hand", "cost": 1, "abilities": [played]},
                         {"id": "big", "title": "Big", "type": "character", "controller": "B", "column": 1,
                          "fighting": 9}],
               "actions": [{"do": "use", "id": "u1", "player": "A", "card": "heads", "ability": 0,
                            "targets": ["big"]}, {"do": "pass"}]}
    result = as_json(resolve(payload))
    assert result["final"]["cards"]["big"]["damage"] == 2  # two Characters of mine: not the Edge, not B's
    assert "9.2.1" in {r for s in result["steps"] for r in s.get("rules", [])}


def _fire_scenario(magic_in_play: int, magic_smoked: int) -> dict[str, Any]:
    (played,) = _objects(SHATTERING_FIRE, "Shattering Fire", "Event")
    site = {"type": "site", "row": "front", "body": 6, "column": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 1}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", "provides": ["Magic"] * magic_in_play, **site},
                      {"id": "b1", "title": "Site B", "controller": "B", "provides": ["Magic"], **site},
                      {"id": "old", "title": "Old", "type": "character", "controller": "A", "zone": "smoked",
                       "fighting": 1, "provides": ["Magic"] * magic_smoked},
                      {"id": "fire", "title": "Shattering Fire", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 1, "abilities": [played]},
                      {"id": "big", "title": "Big", "type": "character", "controller": "B", "column": 1,
                       "fighting": 9}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "fire", "ability": 0, "targets": ["big"]},
                        {"do": "pass"}]}


@pytest.mark.parametrize(("in_play", "smoked", "damage"), [(1, 0, 1), (2, 3, 5), (0, 0, 0)])
def test_18_1_shattering_fire_counts_your_pool_in_play_and_smoked_not_an_opponents(
        in_play: int, smoked: int, damage: int) -> None:
    result = as_json(resolve(_fire_scenario(in_play, smoked)))
    assert result["outcome"] == "resolved"
    assert result["final"]["cards"]["big"].get("damage", 0) == damage
    assert "48.0" in {r for s in result["steps"] for r in s.get("rules", [])}


def test_48_0_an_effect_with_both_x_and_an_amount_is_refused_naming_the_field() -> None:
    payload = _fire_scenario(1, 0)
    payload["cards"][3]["abilities"][0]["effect"]["amount"] = 2
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert "effect.x" in str(err.value)


def test_18_1_a_count_of_an_unknown_resource_is_refused_naming_the_field() -> None:
    payload = _fire_scenario(1, 0)
    payload["cards"][3]["abilities"][0]["effect"]["x"] = {"resource": "cooking"}
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert "x.resource" in str(err.value)
