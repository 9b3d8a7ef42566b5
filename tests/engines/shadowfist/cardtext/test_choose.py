"""Choosing without targeting (rule 24.1.3: "Some effects require you to "target" or "choose"
when identifying which cards will be affected. ... These two words are not synonymous"):
"inflict 1 damage on a Character" and "Choose a Character ::" pick cards the effect does not
target, so an effect that changes targets (26.6.4) cannot change them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _abilities(title: str) -> list[Any]:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"]).abilities


def test_24_1_3_tommy_gun_a_character_at_this_location_is_chosen() -> None:
    """Tommy Gun: "Weapon. Play on a Character. Unturn this card when an opponent's Character is
    smoked. Turn to inflict 1 damage on a Character at this location." """
    assert _abilities("Tommy Gun")[-1]["effect"] == {
        "effect": "damage", "amount": 1, "aim": "chosen", "choose": True,
        "select": {"type": "character", "at_this_location": True}, "turn_self": True}


def test_24_1_3_choose_in_the_cost_is_not_a_target() -> None:
    """Reascension Spy: "Turn and maintain and choose a damaged Character :: Take control of that Character." """
    made = compile_text("Turn and maintain and choose a damaged Character :: Take control of that Character.",
                        "Reascension Spy", "Character").abilities[0]
    assert made["kind"] == "turn_and_maintain"
    assert made["effect"] == {"effect": "take_control", "aim": "chosen", "choose": True,
                              "select": {"type": "character", "state": "damaged"}}


def test_24_1_3_a_target_and_a_choice_in_one_ability_are_not_modelled() -> None:
    result = compile_text("Turn and target a Site :: Inflict 1 damage on a Character.", "Foo", "Character")
    assert not result.abilities and result.not_modelled[0].reason.startswith("several targets")


def _tommy(retarget: bool) -> dict[str, Any]:
    hero = {"type": "character", "fighting": 3, "column": 1}
    actions: list[dict[str, Any]] = [{"do": "use", "id": "tg", "player": "A", "card": "gun", "ability": 3,
                                      "targets": ["thug"]}]
    if retarget:
        actions.append({"do": "effect", "id": "bf", "player": "B", "card": "Brain Fire", "source_type": "event",
                        "effect": "retarget", "targets": ["tg"], "from": "thug", "to": "hero"})
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "hero", "title": "Hero", "controller": "A", **hero},
                      {"id": "gun", "title": "Tommy Gun", "type": "state", "controller": "A", "attached_to": "hero",
                       "abilities": _abilities("Tommy Gun")},
                      {"id": "thug", "title": "Buddy", "controller": "A", **hero}],
            "actions": actions + [{"do": "pass"}]}


def test_24_1_3_tommy_guns_chosen_character_takes_the_damage() -> None:
    answer = as_json(resolve(_tommy(retarget=False)))
    assert answer["outcome"] == "resolved" and answer["final"]["cards"]["thug"]["damage"] == 1


def test_26_6_4_a_chosen_card_is_no_target_and_cannot_be_changed() -> None:
    illegal = as_json(resolve(_tommy(retarget=True)))["illegal"]
    assert "not synonymous" in illegal["reason"] and {"24.1.3", "26.6.4"} <= set(illegal["rules"])


def test_24_1_3_hanging_gardens_another_site_is_chosen_and_not_this_card() -> None:
    """Hanging Gardens: "Turn :: Unturn another Site.": chosen, not targeted (24.1.3), any Site
    but Hanging Gardens itself."""
    (ability,) = compile_text("Turn :: Unturn another Site.", "Hanging Gardens", "Feng Shui Site").abilities
    assert ability["effect"]["select"] == {"type": "site", "other": True} and ability["effect"]["choose"] is True


def test_24_1_3_another_site_cannot_be_this_card() -> None:
    (ability,) = compile_text("Turn :: Unturn another Site.", "Hanging Gardens", "Feng Shui Site").abilities
    site = {"type": "feng_shui_site", "row": "front", "body": 7}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "hg", "title": "Hanging Gardens", "controller": "A", "column": 1, "abilities": [ability],
                          "turned": False, **site},
                         {"id": "a2", "title": "Other Site", "controller": "A", "column": 2, "turned": True, **site},
                         {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site}],
               "actions": [{"do": "use", "id": "u1", "player": "A", "card": "hg", "ability": 0, "targets": ["hg"]},
                           {"do": "pass"}]}
    assert as_json(resolve(payload))["outcome"] == "illegal"
    payload["actions"][0]["targets"] = ["a2"]
    result = as_json(resolve(payload))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["a2"]["turned"] is False
