"""Resource symbols (B.6.6, E.4.1.2), the ordered card pool (D.2.1.2, I.3.3, K.4.13) and the
restrictions on played abilities (H.3)."""

from __future__ import annotations

import json

import pytest
from ufs_builders import attack, passes, player_a, run, scenario

from refbase import config
from refbase.engines.common import ScenarioInvalid
from refbase.engines.ufs import resolve

LIBRARY = config.PROJECT_ROOT / "scenarios" / "ufs"
KAI = {"name": "Kai", "hand_size": 6, "max_vitality": 20, "resources": ["Fire", "Order"]}


def library(sid: str) -> dict:
    return run(json.loads((LIBRARY / f"{sid}.json").read_text(encoding="utf-8"))["scenario"])


def numbers(result: dict, key: str = "illegal") -> set[str]:
    return {r["number"] for r in result[key]["rules"]}


def pool_card(cid: str, resources: list[str] | None = None, keywords: tuple[str, ...] = ()) -> dict:
    return {"id": cid, "type": "attack", "difficulty": 2, "zone": "low", "speed": 1, "damage": 1,
            "resources": resources, "keywords": list(keywords)}


def test_E_4_1_2_shared_symbol_allows_the_play():
    assert library("ufs-resource-chain-plays")["outcome"] == "resolved"


def test_E_4_1_2_no_shared_symbol_forbids_the_attempt():
    result = library("ufs-resource-chain-broken")
    assert result["illegal"]["action"] == -1 and "E.4.1.2" in numbers(result)


def test_E_4_1_2_pool_cards_without_symbols_do_not_constrain():
    a = player_a(character=KAI, card_pool=[pool_card("jab", resources=[])], deck=[5])
    result = run(scenario(passes() + [{"do": "no_block", "player": "B"}], a=a, card=attack(resources=["Order"])))
    assert result["outcome"] == "resolved"


def test_E_4_1_2_unknown_symbols_are_not_checked():
    a = player_a(card_pool=2, deck=[5])
    assert run(scenario(passes(), a=a, card=attack(resources=["Void"])))["outcome"] == "resolved"


def test_G_2_1_3_1_4_block_cards_must_chain():
    assert library("ufs-block-needs-resource-chain")["final"]["attack"]["block"] == "not"
    options = library("ufs-block-resource-chain-offered")["pending"]["options"]
    assert {o.get("card") for o in options} == {"good", None}


def test_K_3_2_a_card_has_each_symbol_once():
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario(card=attack(resources=["Fire", "fire"])))
    assert any("K.3.2" in msg for msgs in error.value.errors.values() for msg in msgs)


def test_D_2_1_2_the_card_pool_is_listed_in_order_and_reported():
    result = library("ufs-resource-chain-plays")
    assert result["final"]["cards"]["jab"] == {"zone": "card_pool", "controller": "A"}
    assert result["final"]["players"]["A"]["card_pool"] == 2


def test_D_2_1_2_a_malformed_pool_card_names_its_path():
    a = player_a(card_pool=[{"id": "jab", "type": "attack"}])
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario(a=a))
    assert "players[0].card_pool[0].difficulty" in error.value.errors


def test_I_3_3_2_combo_met_by_the_preceding_card():
    assert library("ufs-combo-met")["final"]["attack"]["damage"] == 6


def test_K_4_13_combo_looks_only_at_the_immediately_preceding_card():
    assert "K.4.13" in numbers(library("ufs-combo-not-met"))
    assert "I.3.3.2" in numbers(library("ufs-combo-first-card"))


def test_H_3_1_2_combo_restriction_needs_the_combo_keyword():
    assert "H.3.1.2" in numbers(library("ufs-combo-restriction-without-keyword"))


@pytest.mark.parametrize(("sid", "rule"), [
    ("ufs-first-enhance", "H.3.1.1.2"), ("ufs-deadlock-ability", "H.3.1.3"),
    ("ufs-desperation-ability", "H.3.1.4"), ("ufs-character-ability", "H.3.1.5"),
    ("ufs-opponents-attack-ability", "H.3.2.2.6"), ("ufs-once-per-turn-ability", "H.3.2.2.1"),
])
def test_H_3_restriction_not_met_is_illegal(sid, rule):
    assert rule in numbers(library(sid))


@pytest.mark.parametrize(("sid", "rule"), [
    ("ufs-first-enhance-after-passing", "H.3.1.1.2"), ("ufs-resource-only-ability", "H.3.1.6"),
    ("ufs-your-attack-ability", "H.3.2.2.4"), ("ufs-opponents-turn-ability", "H.3.2.2.5"),
    ("ufs-playable-while-committed", "H.3.3.2"), ("ufs-playable-by-either-player", "H.3.3.3"),
    ("ufs-card-pool-zone-ability", "H.3.2.1.1"),
])
def test_H_3_restriction_met_is_named_with_its_rule(sid, rule):
    result = library(sid)
    assert result["outcome"] == "resolved"
    assert any(rule in {r["number"] for r in s["rules"]} and "restrictions are met" in s["text"] for s in result["steps"])


def test_H_3_1_6_resource_only_ability_needs_the_characters_symbols():
    action = {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1}, "restrictions": {"resource": "Fire"}}
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario([action]))
    assert "players[0].character.resources" in error.value.errors


def test_H_3_1_6_resource_only_ability_without_the_symbol_is_illegal():
    action = {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1}, "restrictions": {"resource": "Void"}}
    assert "H.3.1.6" in numbers(run(scenario([action], a=player_a(character=KAI))))


def test_H_5_1_committed_card_without_the_exception_still_cannot_play():
    a = player_a(staging=[{"id": "fa1", "type": "foundation", "ready": False}])
    action = {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1}}
    assert "H.5.1" in numbers(run(scenario([action], a=a)))


def test_H_3_2_1_zone_ability_only_while_the_card_is_there():
    action = {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1}, "restrictions": {"zone": "card_pool"}}
    assert "H.3.2.1" in numbers(run(scenario([action])))
