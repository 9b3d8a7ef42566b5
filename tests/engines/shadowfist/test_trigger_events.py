"""Trigger events `reduces_body`, `seized` and `enters_combat_with`: the source (29.4) of the
damage that reduces a Site's Body to zero triggers, by combat damage before the Site's fate is
chosen (30.3.3), by non-combat damage as the Site is smoked (20.1), another card's damage not; a
seized Site's trigger is the seizer's (30.3.3.2); cards entering combat with each other (30.2)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve

JACKAL = {"kind": "triggered", "text": "Gain 1 Power when this card reduces a Site's body to 0.",
          "trigger": {"on": "reduces_body", "card": {"type": "site"}},
          "effect": {"effect": "gain_power", "amount": 1, "aim": "none"}}


def _scenario(attackers: list[str], fighting: int) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "a1", "title": "A1", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 6},
                      {"id": "b1", "title": "B1", "type": "site", "controller": "B", "column": 1, "row": "front", "body": 6},
                      {"id": "b2", "title": "B2", "type": "site", "controller": "B", "column": 2, "row": "front", "body": 6},
                      {"id": "jackal", "title": "Hunger of the Jackal", "type": "character", "controller": "A",
                       "fighting": fighting, "column": 1, "abilities": [JACKAL]},
                      {"id": "gunman", "title": "Gunman", "type": "character", "controller": "A", "fighting": 6, "column": 1}],
            "actions": [{"do": "declare_attack", "player": "A", "attackers": attackers, "target": "b1"},
                        {"do": "site_fate", "player": "A", "site": "b1", "choice": "smoke"}]}


def _power(result: Any) -> int:
    return int(result.final["players"]["A"]["power"])


def test_30_3_3_the_source_of_the_reducing_damage_triggers() -> None:
    assert _power(resolve(_scenario(["jackal"], 6))) == 1


def test_29_4_another_cards_damage_does_not_trigger_it() -> None:
    assert _power(resolve(_scenario(["gunman"], 6))) == 0


def test_20_1_non_combat_damage_reducing_a_site_to_zero_triggers_too() -> None:
    """The Site is smoked by the non-combat damage (20.1); its source reduced its Body to zero."""
    payload = _scenario(["jackal"], 6)
    payload["cards"][3]["abilities"].append(
        {"kind": "activated", "text": "Turn :: Inflict 6 non-combat damage on target Site.",
         "effect": {"effect": "damage", "amount": 6, "aim": "chosen", "select": {"type": "site"}, "turn_self": True}})
    payload["actions"] = [{"do": "use", "id": "u1", "player": "A", "card": "jackal", "ability": 1, "targets": ["b1"]},
                          {"do": "pass"}]
    result = resolve(payload)
    assert result.final["cards"]["b1"]["zone"] == "smoked"
    assert _power(result) == 1


ARENA = {"kind": "triggered", "text": "Any player who seizes this Site gains 1 Power.", "trigger": {"on": "seized"},
         "effect": {"effect": "gain_power", "amount": 1, "aim": "none"}}


def test_30_3_3_2_a_seized_site_triggers_for_its_new_controller_smoking_it_does_not() -> None:
    """Battle Arena: seized, its trigger is the seizer's (control changes at once, 30.3.3.2)."""
    for choice, power in (("seize", 1), ("smoke", 0)):
        payload = _scenario(["gunman"], 6)
        payload["cards"][1]["abilities"] = [ARENA]
        payload["actions"][1]["choice"] = choice
        if choice == "seize":
            payload["actions"].append({"do": "place_attackers", "player": "A", "at_seized_site": []})
        result = resolve(payload)
        assert _power(result) == power
        assert result.final["players"]["B"]["power"] == 0


IRON_WORKS = {"kind": "triggered",
              "text": "When any Character enters combat with this card, inflict 1 non-combat damage on that Character.",
              "trigger": {"on": "enters_combat_with", "card": {"type": "character"}},
              "effect": {"effect": "damage", "amount": 1, "aim": "trigger_card"}}


def test_30_2_a_character_entering_combat_with_a_site_triggers_the_site() -> None:
    """Hartwell Iron Works: the attacker entering combat with it takes 1 damage before combat
    damage (30.2); the Character staying home does not enter combat and takes none."""
    payload = _scenario(["gunman"], 6)
    payload["cards"][1]["abilities"] = [IRON_WORKS]
    result = resolve(payload)
    assert result.final["cards"]["gunman"]["damage"] == 1
    assert result.final["cards"]["jackal"]["damage"] == 0


SCUM = {"kind": "triggered", "text": "When Sewer Scum is healed, it gains -1 Fighting until it leaves play.",
        "trigger": {"on": "healed"},
        "effect": {"effect": "grant", "aim": "trigger_card", "modifiers": [{"kind": "fighting", "value": -1}],
                   "duration": "permanent"}}


def test_16_0_regenerating_is_healing_and_triggers() -> None:
    """Sewer Scum with Regenerate heals at the start of its controller's turn (50.12): any removal
    of damage is healing (16.0); undamaged, a card heals nothing and does not trigger."""
    for damage, fighting in ((2, 5), (0, 6)):
        payload = {"game": "shadowfist", "active_player": "B",
                   "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
                   "cards": [{"id": "a1", "title": "A1", "type": "site", "controller": "A", "column": 1,
                              "row": "front", "body": 6},
                             {"id": "scum", "title": "Sewer Scum", "type": "character", "controller": "A", "fighting": 6,
                              "column": 1, "damage": damage, "abilities": ["Regenerate", SCUM]}],
                   "actions": [{"do": "end_turn", "player": "B"}, {"do": "pass"}]}
        result = resolve(payload)
        assert result.final["cards"]["scum"]["damage"] == 0
        assert result.final["cards"]["scum"]["fighting"] == fighting, result.steps


GUNMAN = {"kind": "triggered",
          "text": "When Redeemed Gunman turns to attack a turned Site, he gains +2 Fighting until the end of the turn.",
          "trigger": {"on": "turns_to_attack", "target": {"type": "site", "state": "turned"}},
          "effect": {"effect": "grant", "aim": "trigger_card", "modifiers": [{"kind": "fighting", "value": 2}],
                     "duration": "turn"}}


def test_28_1_turning_to_attack_a_target_the_trigger_picks() -> None:
    """Redeemed Gunman: +2 only when the target of his attack is a turned Site (28.1)."""
    for turned, damage in ((True, 3), (False, 1)):
        payload = {"game": "shadowfist", "active_player": "A",
                   "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
                   "cards": [{"id": "a1", "title": "A1", "type": "site", "controller": "A", "column": 1,
                              "row": "front", "body": 6},
                             {"id": "b1", "title": "B1", "type": "site", "controller": "B", "column": 1,
                              "row": "front", "body": 6, "turned": turned},
                             {"id": "gunman", "title": "Redeemed Gunman", "type": "character", "controller": "A",
                              "fighting": 1, "column": 1, "abilities": [GUNMAN]}],
                   "actions": [{"do": "declare_attack", "player": "A", "attackers": ["gunman"], "target": "b1"},
                               {"do": "pass"}]}
        assert resolve(payload).final["cards"]["b1"]["damage"] == damage


def test_28_1_a_target_selector_goes_only_with_turning_to_attack() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
               "cards": [{"id": "x", "title": "X", "type": "character", "controller": "A", "fighting": 1,
                          "abilities": [{**GUNMAN, "trigger": {"on": "smoked", "target": {"type": "site"}}}]}],
               "actions": []}
    with pytest.raises(ScenarioInvalid):
        resolve(payload)


def test_25_5_onto_this_card_goes_only_with_played() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
               "cards": [{"id": "x", "title": "X", "type": "character", "controller": "A", "fighting": 1,
                          "abilities": [{**GUNMAN, "trigger": {"on": "smoked", "onto_this_card": True}}]}],
               "actions": []}
    with pytest.raises(ScenarioInvalid):
        resolve(payload)
