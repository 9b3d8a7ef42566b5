"""Triggers on who smoked a card: "smoked by an opponent", "when you smoke ..." (the player who
smokes a card is the controller of the effect that smokes it or of the damage's source, 35.0,
29.4), and on another card leaving play (34.0), on real cards' printed text copied from the
community card dump, compiled and run in the engine."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

SYMPHONIC_DISCIPLES = "When this card is smoked by an opponent, you may smoke target Edge."
PUMP_ACTION_SHOTGUN = ("Weapon. When a Unique Character you control is smoked by an opponent, unturn this card. "
                       "Turn this card :: subject Character inflicts +3 damage until the end of the turn.")
DR_HANS = "Unique. Turn to gain 2 Power when you smoke an opponent's Character."
WIRED_TO_BLOW = ("Limited. When a Character you control leaves play, you may target a non-[j] Character :: "
                 "Inflict 1 non-combat damage on target.")
BA_BOOM = "Unique. Uncopyable. When Ba-BOOM! is smoked by an opponent, smoke all Characters and toast Ba-BOOM!"


def test_35_0_symphonic_disciples_smoked_by_an_opponent() -> None:
    (found,) = compiled_objects("Symphonic Disciples", "Character", SYMPHONIC_DISCIPLES)
    assert found["trigger"] == {"on": "smoked", "by_player": "opponent"}
    assert found["effect"] == {"effect": "smoke", "aim": "chosen", "select": {"type": "edge"}}
    assert found["optional"] is True  # "you may" (26.1.2)


def test_35_0_pump_action_shotgun_a_unique_character_you_control_smoked_by_an_opponent() -> None:
    found = compiled_objects("Pump-Action Shotgun v2", "State", PUMP_ACTION_SHOTGUN)[0]
    assert found["trigger"] == {"on": "smoked", "card": {"type": "character", "controller": "you", "unique": True},
                                "by_player": "opponent"}
    assert found["effect"] == {"effect": "unturn", "aim": "self"}


def test_35_0_dr_hans_wulfjaeger_when_you_smoke_an_opponents_character() -> None:
    (found,) = compiled_objects("Dr. Hans Wulfjaeger", "Character", DR_HANS)
    assert found["trigger"] == {"on": "smoked", "card": {"type": "character", "controller": "opponent"},
                                "by_player": "you"}
    assert found["effect"] == {"effect": "gain_power", "amount": 2, "aim": "none", "turn_self": True}


def test_34_0_wired_to_blow_a_character_you_control_leaves_play() -> None:
    (found,) = compiled_objects("Wired to Blow", "Edge", WIRED_TO_BLOW)
    assert found["trigger"] == {"on": "leaves_play", "card": {"type": "character", "controller": "you"}}
    assert found["effect"]["select"] == {"type": "character", "none_of": [{"faction": "jammers"}]}


def test_20_0_ba_boom_toasting_itself_once_smoked_stays_unread() -> None:
    """Smoked, Ba-BOOM! is in its smoked pile when its effect resolves: toasting "this card"
    there is not an effect on a card in play."""
    result = compile_text(BA_BOOM, "Ba-BOOM!", "Character")
    assert [n.reason.split(":")[0] for n in result.not_modelled] == ["cards out of play"]


def _disciples_smoked_by(player: str) -> dict[str, Any]:
    site = {"type": "site", "column": 1, "row": "front", "body": 6}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "A's Site", "controller": "A", **site},
                         {"id": "b1", "title": "B's Site", "controller": "B", **site},
                         {"id": "edge", "title": "A's Edge", "type": "edge", "controller": "A"},
                         {"id": "disciples", "title": "Symphonic Disciples", "type": "character", "controller": "B",
                          "fighting": 2, "column": 1,
                          "abilities": compile_text(SYMPHONIC_DISCIPLES, "Symphonic Disciples", "Character").abilities}],
               "actions": [{"do": "effect", "id": "hit", "player": player, "card": "Blow Things Up!",
                            "source_type": "event", "effect": "smoke", "targets": ["disciples"]},
                           {"do": "pass"},
                           {"do": "use", "id": "u1", "player": "B", "card": "disciples", "ability": 0, "targets": ["edge"]},
                           {"do": "pass"}]}
    return as_json(resolve(payload))


@pytest.mark.parametrize(("smoker", "outcome"), [("A", "resolved"), ("B", "illegal")])
def test_35_0_symphonic_disciples_triggers_only_when_an_opponent_smokes_it(smoker: str, outcome: str) -> None:
    answer = _disciples_smoked_by(smoker)
    assert answer["outcome"] == outcome, answer.get("illegal")
    if outcome == "resolved":
        assert answer["final"]["cards"]["edge"]["zone"] == "smoked"


def _hans_and_damage(controller_of_damage: str) -> dict[str, Any]:
    """An opponent's Thug smoked by the damage of a card, whose controller smokes it (29.4)."""
    site = {"type": "site", "column": 1, "row": "front", "body": 6}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "A's Site", "controller": "A", **site},
                         {"id": "b1", "title": "B's Site", "controller": "B", **site},
                         {"id": "hans", "title": "Dr. Hans Wulfjaeger", "type": "character", "controller": "A",
                          "fighting": 2, "column": 1,
                          "abilities": compile_text(DR_HANS, "Dr. Hans Wulfjaeger", "Character").abilities},
                         {"id": "gun", "title": "Gunman", "type": "character", "controller": controller_of_damage,
                          "fighting": 1, "column": 1, "abilities": [
                              {"kind": "activated", "effect": {"effect": "damage", "amount": 3, "aim": "chosen",
                                                               "select": {"type": "character"}, "turn_self": True}}]},
                         {"id": "thug", "title": "Thug", "type": "character", "controller": "B", "fighting": 2,
                          "column": 1}],
               "actions": [{"do": "use", "id": "shot", "player": controller_of_damage, "card": "gun", "ability": 0,
                            "targets": ["thug"]},
                           {"do": "pass"},
                           {"do": "use", "id": "u1", "player": "A", "card": "hans", "ability": 1},
                           {"do": "pass"}]}
    return as_json(resolve(payload))


@pytest.mark.parametrize(("damager", "outcome"), [("A", "resolved"), ("B", "illegal")])
def test_29_4_dr_hans_wulfjaeger_triggers_when_his_controller_smokes_by_damage(damager: str, outcome: str) -> None:
    answer = _hans_and_damage(damager)
    assert answer["outcome"] == outcome, answer.get("illegal")
    if outcome == "resolved":
        assert answer["final"]["players"]["A"]["power"] == 2


TURING_MACHINE = "When a Site is smoked or burned, this card gains +1 Fighting until it leaves play."
APES_OF_WRATH = ("When a card you control is smoked or burned by an opponent, Apes of Wrath gains +1 Fighting "
                 "until it leaves play.")


def test_30_3_3_turing_machine_smoked_or_burned_is_two_triggers() -> None:
    smoked, burned = compiled_objects("Turing Machine", "Character", TURING_MACHINE)
    assert smoked["trigger"] == {"on": "smoked", "card": {"type": "site"}}
    assert burned["trigger"] == {"on": "burned", "card": {"type": "site"}}
    assert smoked["effect"] == burned["effect"] and smoked["text"] == burned["text"] == TURING_MACHINE


def test_30_3_3_apes_of_wrath_smoked_or_burned_by_an_opponent() -> None:
    smoked, burned = compiled_objects("Apes of Wrath", "Character", APES_OF_WRATH)
    assert smoked["trigger"] == {"on": "smoked", "card": {"controller": "you"}, "by_player": "opponent"}
    assert burned["trigger"] == {"on": "burned", "card": {"controller": "you"}, "by_player": "opponent"}


def test_30_3_3_seized_or_burned_of_another_card_stays_unread() -> None:
    """Bao Chou: a Site seized is its seizer's once seized (30.3.3.2), so "a Site you control
    is seized" is not read."""
    text = "Heals when a feng shui site you control is seized or burned."
    assert not compile_text(text, "Bao Chou", "Character").abilities


def _apes_and_burn(choice: str) -> dict[str, Any]:
    """B attacks A's Feng Shui Site with a 5-Fighting Character and chooses its fate."""
    payload = {"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "afss", "title": "A's Temple", "type": "feng_shui_site", "controller": "A",
                          "column": 1, "row": "front", "body": 5},
                         {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1,
                          "row": "front", "body": 6},
                         {"id": "apes", "title": "Apes of Wrath", "type": "character", "controller": "A",
                          "fighting": 3, "column": 1,
                          "abilities": compile_text(APES_OF_WRATH, "Apes of Wrath", "Character").abilities},
                         {"id": "hitter", "title": "Big Hitter", "type": "character", "controller": "B",
                          "fighting": 5, "column": 1}],
               "actions": [{"do": "declare_attack", "player": "B", "attackers": ["hitter"], "target": "afss"},
                           {"do": "site_fate", "player": "B", "site": "afss", "choice": choice}]}
    return as_json(resolve(payload))


@pytest.mark.parametrize("choice", ["burn_for_power", "burn_for_victory", "smoke"])
def test_30_3_3_apes_of_wrath_gains_once_whether_its_site_is_burned_or_smoked(choice: str) -> None:
    """Burning for Power puts the Site in the smoked pile without smoking it (12.1.2): one trigger."""
    answer = _apes_and_burn(choice)
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["apes"]["fighting"] == 4


FREELANCE_PLATOON = "Stealth. When this card damages the target of its attack, you may draw a card."


def test_28_1_freelance_platoon_damages_the_target_of_its_attack() -> None:
    (found,) = compiled_objects("Freelance Platoon", "Character", FREELANCE_PLATOON)
    assert found["trigger"] == {"on": "inflicts_damage", "attack_target": True}
    assert found["effect"] == {"effect": "draw", "amount": 1, "aim": "none"} and found["optional"] is True


def _platoon_attacks(intercepted: bool) -> dict[str, Any]:
    site = {"type": "site", "column": 1, "row": "front", "body": 6}
    cards: list[dict[str, Any]] = [
        {"id": "a1", "title": "A's Site", "controller": "A", **site},
        {"id": "b1", "title": "B's Site", "controller": "B", **site},
        {"id": "platoon", "title": "Freelance Platoon", "type": "character", "controller": "A", "fighting": 3,
         "column": 1, "abilities": compile_text(FREELANCE_PLATOON, "Freelance Platoon", "Character").abilities},
        {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "fighting": 2, "column": 1},
        {"id": "d1", "title": "First Card", "type": "character", "controller": "A", "zone": "deck", "fighting": 1}]
    block = [{"do": "intercept", "player": "B", "assignments": [{"attacker": "platoon", "chain": ["guard"]}]},
             {"do": "pass"}, {"do": "pass"}] if intercepted else [{"do": "pass"}] * 4
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "deck_size": 1}, {"id": "B"}],
               "cards": cards,
               "actions": [{"do": "declare_attack", "player": "A", "attackers": ["platoon"], "target": "b1"}, *block,
                           {"do": "use", "id": "u1", "player": "A", "card": "platoon", "ability": 1},
                           {"do": "pass"}]}
    return as_json(resolve(payload))


def test_28_1_freelance_platoon_draws_only_when_it_damages_its_target() -> None:
    hit = _platoon_attacks(intercepted=False)
    assert hit["outcome"] == "resolved", hit.get("illegal")
    assert hit["final"]["cards"]["d1"]["zone"] == "hand"
    blocked = _platoon_attacks(intercepted=True)  # its damage lands on the interceptor, not its target
    assert blocked["outcome"] == "illegal"
    assert "has not triggered" in blocked["illegal"]["reason"]
    assert any("inflicts 3 combat damage on Guard" in s["text"] for s in blocked["steps"])


MING_I = "Unique. Unturn this card when an opponent turns a Feng Shui Site. Sacrifice a Character you control :: Heal this card."
SEVEN_EVILS = ("Unique. Unturns when any opponent turns a Feng Shui Site. Toast a Character you control to give Seven "
               "Evils Independent until the end of the turn.")


def test_21_0_ming_i_when_an_opponent_turns_a_feng_shui_site() -> None:
    found = compiled_objects("Ming I", "Character", MING_I)[0]
    assert found["trigger"] == {"on": "turned", "card": {"type": "feng_shui_site"}, "by_player": "opponent"}
    assert found["effect"] == {"effect": "unturn", "aim": "self"} and "optional" not in found  # 26.1.1


def test_21_1_seven_evils_unturns_when_any_opponent_turns_a_feng_shui_site() -> None:
    found = compiled_objects("Seven Evils", "Character", SEVEN_EVILS)[0]
    assert found["trigger"] == {"on": "turned", "card": {"type": "feng_shui_site"}, "by_player": "opponent"}
    assert found["effect"] == {"effect": "unturn", "aim": "self"}


@pytest.mark.parametrize(("turner", "ming_turned"), [("B", False), ("A", True)])
def test_21_0_ming_i_unturns_only_when_an_opponent_turns_a_feng_shui_site(turner: str, ming_turned: bool) -> None:
    fss = {"type": "feng_shui_site", "controller": turner, "row": "front", "body": 5, "abilities": [
        {"kind": "activated", "effect": {"effect": "gain_power", "amount": 1, "aim": "none", "turn_self": True}}]}
    payload = {"game": "shadowfist", "active_player": turner, "players": [{"id": "A"}, {"id": "B"}],
               "cards": [*home_sites(),
                         {"id": "fss", "title": "Temple", "column": 2, **fss},
                         {"id": "ming", "title": "Ming I", "type": "character", "controller": "A", "fighting": 10,
                          "column": 1, "turned": True, "abilities": compile_text(MING_I, "Ming I", "Character").abilities}],
               "actions": [{"do": "use", "id": "u1", "player": turner, "card": "fss", "ability": 0}, {"do": "pass"}]}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["ming"]["turned"] is ming_turned
    assert answer["final"]["cards"]["fss"]["turned"] is True
