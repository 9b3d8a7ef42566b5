""""You may ignore resource conditions when playing <cards>", on real cards' text copied from the
community card dump: the card's text lets its controller play such cards without their resource
conditions (rule 6.0, the card's text over rule 8.4 and rule 25.1's play requirements); other
cards still need theirs in the pool (rule 18.1)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites, player, scenario

CHIU_FA = ("Unique. You may ignore resource conditions when playing Demon Characters. Turn to play a Demon "
           "Character at -1 cost.")
BLACKSMITH = ("You may ignore resource conditions when playing <Sword> States. Turn to return a <Sword> State from "
              "your smoked pile to your hand.")
ICE_PAGODA = "You may ignore [H] resource conditions when playing States on Ice Characters."


def test_8_4_chiu_fa_ignores_the_resource_conditions_of_demon_characters() -> None:
    result = compile_text(CHIU_FA, "Chiu Fa", "Character")
    assert result.complete
    assert result.abilities[1] == {"kind": "continuous", "playing": {"type": "character", "designator": "Demon"},
                                   "ignores_resources": True,
                                   "text": "You may ignore resource conditions when playing Demon Characters."}


def test_8_4_master_blacksmith_ignores_the_resource_conditions_of_sword_states() -> None:
    (made, _) = compile_text(BLACKSMITH, "Master Blacksmith", "Character").abilities
    assert made["playing"] == {"type": "state", "designator": "Sword"} and made["ignores_resources"] is True


def test_8_4_ignoring_one_kind_of_resource_stays_not_modelled() -> None:
    """Ice Pagoda waives only [H] conditions of States played on some Characters: not all of them."""
    result = compile_text(ICE_PAGODA, "Ice Pagoda", "Site")
    assert not result.abilities and result.not_modelled[0].category == "play permission or cost reduction"


def _play(title: str) -> dict[str, Any]:
    chiu = {"id": "chiu", "title": "Chiu Fa", "type": "character", "controller": "A", "fighting": 4, "column": 1,
            "abilities": compile_text(CHIU_FA, "Chiu Fa", "Character").abilities}
    played = {"id": "imp", "title": title, "type": "character", "controller": "A", "zone": "hand", "cost": 1,
              "fighting": 2, "requires": ["Lotus", "Lotus"]}
    return scenario([*home_sites(), chiu, played], [{"do": "play", "player": "A", "card": "imp", "column": 1},
                                                   {"do": "pass"}], [player("A", 1), player("B")])


def test_6_0_a_demon_character_is_played_without_its_resources_while_chiu_fa_is_in_play() -> None:
    answer = as_json(resolve(_play("Ghost Demon")))
    assert answer["outcome"] == "resolved" and answer["final"]["cards"]["imp"]["zone"] == "in_play"
    step = next(s for s in answer["steps"] if "ignore the resource conditions" in s["text"])
    assert "6.0" in step["rules"] and "8.4" in step["rules"]


def test_25_1_another_character_still_needs_its_resource_conditions() -> None:
    illegal = as_json(resolve(_play("Ghost Monk")))["illegal"]
    assert "requires 2x lotus" in illegal["reason"] and "8.4" in illegal["rules"]


@pytest.mark.parametrize("ability", [
    {"kind": "continuous", "text": "t", "ignores_resources": True},
    {"kind": "activated", "text": "t", "ignores_resources": True, "playing": {"type": "character"},
     "effect": {"effect": "gain_power", "amount": 1, "aim": "none"}}])
def test_8_4_ignoring_resources_needs_a_continuous_ability_with_playing(ability: dict[str, Any]) -> None:
    card = {"id": "c", "title": "C", "type": "character", "controller": "A", "fighting": 1, "column": 1,
            "abilities": [ability]}
    with pytest.raises(Exception, match="ignores_resources"):
        resolve(scenario([*home_sites(), card], []))
