"""Removing damage is healing (rule 16.0: "Any effect that removes damage is considered healing"):
"Heal up to N damage from X" and "Remove N damage from X" compile to a `heal` effect of at most N
(the heal kind's patterns, effects/text_patterns.py), and resolve as healing that much."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.effects.effect_kinds import KINDS
from refbase.engines.shadowfist.model.vocabulary import EffectKindName
from tests.engines.shadowfist._support import as_json

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _compiled(title: str) -> Any:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"])


def test_16_0_the_heal_patterns_live_with_the_heal_kind() -> None:
    assert any(p.regex.fullmatch("Remove 2 damage from target Site") for p in KINDS[EffectKindName.HEAL].patterns)


def test_16_0_buddhist_gardener_heal_up_to_2_damage_from_target() -> None:
    """Buddhist Gardener: "Turn and maintain and target a Site :: Cancel target. Turn and target a
    Site :: Heal up to 2 damage from target." """
    effect = _compiled("Buddhist Gardener").abilities[1]["effect"]  # [0]: the maintained cancel (10.4)
    assert effect == {"effect": "heal", "amount": 2, "aim": "chosen", "select": {"type": "site"}, "turn_self": True}


def test_16_0_gardener_remove_2_damage_is_healing() -> None:
    """Gardener: "Turn to remove 2 damage from target Feng Shui Site." """
    result = _compiled("Gardener")
    assert result.complete
    assert result.abilities[0]["effect"] == {"effect": "heal", "amount": 2, "aim": "chosen",
                                             "select": {"type": "feng_shui_site"}, "turn_self": True}


def test_16_0_city_hospital_remove_damage_from_a_character_is_chosen_not_targeted() -> None:
    """City Hospital: "Turn to remove 1 damage from a Character. ..." chooses without targeting
    (24.1.3): never read as a target."""
    assert _compiled("City Hospital").abilities[0]["effect"] == {
        "effect": "heal", "amount": 1, "aim": "chosen", "select": {"type": "character"}, "choose": True,
        "turn_self": True}


def _gardener(damage: int) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "g", "title": "Gardener", "type": "character", "controller": "A", "fighting": 1,
                       "column": 1, "abilities": _compiled("Gardener").abilities},
                      {"id": "fss", "title": "Site", "type": "feng_shui_site", "controller": "A", "column": 1,
                       "row": "front", "body": 6, "damage": damage}],
            "actions": [{"do": "use", "id": "u", "player": "A", "card": "g", "ability": 0, "targets": ["fss"]},
                        {"do": "pass"}]}


def test_16_0_gardener_removes_at_most_2_damage() -> None:
    assert as_json(resolve(_gardener(3)))["final"]["cards"]["fss"]["damage"] == 1


def test_16_1_gardener_heals_a_site_with_less_damage_than_it_would_remove() -> None:
    """16.1: "You can, however, use a healing effect on a card that has less damage than the
    effect would heal." """
    answer = as_json(resolve(_gardener(1)))
    assert answer["final"]["cards"]["fss"]["damage"] == 0 and answer["final"]["cards"]["g"]["turned"]


def test_16_1_gardener_cannot_heal_an_undamaged_site() -> None:
    assert "16.1" in as_json(resolve(_gardener(0)))["illegal"]["rules"]


def test_16_1_earth_wind_and_fire_heals_only_the_damaged_cards_you_control() -> None:
    """Earth, Wind, and Fire: "Heal all cards you control." Only damaged cards can be healed
    (16.1), so the undamaged ones are not among its targets and do not make it illegal."""
    abilities = _compiled("Earth, Wind, and Fire").abilities
    assert abilities[0]["effect"] == {"effect": "heal", "aim": "all", "select": {"controller": "you"}}
    scenario = {"game": "shadowfist", "active_player": "A",
                "players": [{"id": "A", "power": 3}, {"id": "B", "power": 0}],
                "cards": [{"id": "hurt", "title": "Hurt", "type": "character", "controller": "A", "fighting": 3,
                           "column": 1, "damage": 2},
                          {"id": "fine", "title": "Fine", "type": "character", "controller": "A", "fighting": 3,
                           "column": 1},
                          {"id": "ev", "title": "Earth, Wind, and Fire", "type": "event", "controller": "A",
                           "zone": "hand", "cost": 0, "abilities": abilities}],
                "actions": [{"do": "use", "id": "u", "player": "A", "card": "ev", "ability": 0}, {"do": "pass"}]}
    answer = as_json(resolve(scenario))
    assert answer["outcome"] == "resolved" and answer["final"]["cards"]["hurt"]["damage"] == 0
