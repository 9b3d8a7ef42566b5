"""Selectors by an attack role: "attacking" (28.1.4: the Characters declared as attackers of the
attack under way, not removed from it), "intercepting" (28.6), and the nouns "attacker" and
"interceptor" (only Characters attack or intercept), read from real cards' printed text and
matched by the engine during an attack. "non-attacking" stays not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

BLITZKRIEG = "Limited. Unturn all attacking <Soldier> Characters."
YU_CANGHAI = "Attacking Characters you control gain Lethal."
ESTATE = "While this card is unturned, your attacking Characters inflict +1 combat damage."


def _objects(text: str, title: str, kind: str) -> list[dict[str, Any]]:
    result = compile_text(text, title, kind)
    assert result.complete, result.not_modelled
    return [a for a in result.abilities if isinstance(a, dict)]


def test_28_1_4_blitzkrieg_all_attacking_soldier_characters() -> None:
    (played,) = _objects(BLITZKRIEG, "Blitzkrieg", "Event")
    assert played["effect"]["select"] == {"type": "character", "designator": "Soldier", "state": "attacking"}


def test_28_1_4_yu_canghai_attacking_characters_you_control() -> None:
    (lethal,) = _objects(YU_CANGHAI, "Yu Canghai", "Character")
    assert lethal["affects"] == {"type": "character", "controller": "you", "state": "attacking"}


def test_28_1_4_estate_of_the_coming_storm_your_attacking_characters() -> None:
    (bonus,) = _objects(ESTATE, "Estate of the Coming Storm", "Feng Shui Site")
    assert bonus["affects"] == {"type": "character", "controller": "you", "state": "attacking"}
    assert bonus["condition"] == {"is": "unturned", "of": "source"}


def test_28_1_4_moon_base_target_attacker_is_an_attacking_character() -> None:
    (hit,) = _objects("Turn :: Inflict 1 damage on target attacker.", "Moon Base", "Feng Shui Site")
    assert hit["effect"]["select"] == {"type": "character", "state": "attacking"}


def test_28_6_jaguar_warriors_all_interceptors_while_this_card_is_attacking() -> None:
    text = "All interceptors inflict -1 damage while this card is attacking."
    (penalty,) = _objects(text, "Jaguar Warriors", "Character")
    assert penalty["affects"] == {"type": "character", "state": "intercepting"}
    assert penalty["condition"] == {"is": "attacking", "of": "source"}


def test_28_1_4_buromil_scout_other_attackers() -> None:
    text = "While BuroMil Scout is attacking, other attackers inflict +1 damage."
    (bonus,) = _objects(text, "BuroMil Scout", "Character")
    assert bonus["affects"] == {"type": "character", "state": "attacking", "other": True}


@pytest.mark.parametrize(("text", "title", "kind"), [
    ("Turn and maintain to give target Character -2 damage while it is not attacking.", "Opium Den", "Site"),
])
def test_other_attack_roles_stay_not_modelled(text: str, title: str, kind: str) -> None:
    assert not compile_text(text, title, kind).complete


def _blitz(attackers: list[str]) -> dict[str, Any]:
    (played,) = _objects(BLITZKRIEG, "Blitzkrieg", "Event")
    site = {"type": "site", "row": "front", "body": 9, "column": 1}
    soldier = {"type": "character", "controller": "A", "column": 1, "fighting": 2}
    actions: list[dict[str, Any]] = [{"do": "use", "id": "u1", "player": "A", "card": "blitz", "ability": 1},
                                     {"do": "pass"}]
    if attackers:
        actions.insert(0, {"do": "declare_attack", "player": "A", "attackers": attackers, "target": "b1"})
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 2}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site},
                      {"id": "s1", "title": "First Soldier", **soldier},
                      {"id": "s2", "title": "Second Soldier", "turned": True, **soldier},
                      {"id": "blitz", "title": "Blitzkrieg", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 1, "abilities": ["Limited", played]}],
            "actions": actions}


def test_28_1_4_only_the_soldier_declared_as_an_attacker_unturns() -> None:
    final = as_json(resolve(_blitz(["s1"])))["final"]["cards"]
    assert final["s1"].get("turned", False) is False and final["s2"]["turned"] is True


def test_28_1_4_no_card_is_attacking_outside_an_attack() -> None:
    final = as_json(resolve(_blitz([])))["final"]["cards"]
    assert final["s2"]["turned"] is True


def _nightclub(intercept: bool) -> dict[str, Any]:
    (shot,) = _objects("Turn and target an interceptor :: Inflict 1 non-combat damage on target.", "Nightclub",
                       "Feng Shui Site")
    site = {"type": "site", "row": "front", "body": 9, "column": 1}
    actions: list[dict[str, Any]] = [
        {"do": "declare_attack", "player": "A", "attackers": ["raider"], "target": "b1"}, {"do": "pass"}]
    if intercept:
        actions.append({"do": "intercept", "player": "B", "assignments": [{"attacker": "raider", "chain": ["guard"]}]})
    actions += [{"do": "use", "id": "u1", "player": "A", "card": "club", "ability": 0, "targets": ["guard"]},
                {"do": "pass"}]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "club", "title": "Nightclub", "controller": "A", "abilities": [shot], **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site},
                      {"id": "raider", "title": "Raider", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3},
                      {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "column": 1,
                       "fighting": 3}],
            "actions": actions}


def test_28_6_nightclub_damages_an_interceptor() -> None:
    result = as_json(resolve(_nightclub(True)))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert any("Nightclub" in s["text"] and "1 non-combat damage on Guard" in s["text"] for s in result["steps"])


def test_28_6_a_character_that_did_not_intercept_is_no_interceptor() -> None:
    result = as_json(resolve(_nightclub(False)))
    assert result["outcome"] == "illegal" and "24.1.3.2" in result["illegal"]["rules"]


def test_28_1_4_thunder_initiate_a_designator_before_attacker() -> None:
    """Thunder Initiate: "Turn and target a Thunder attacker :: that Character inflicts +2 damage
    until the end of the turn." An attacking Character with the designator <Thunder> (14.0)."""
    text = "Turn and target a Thunder attacker :: that Character inflicts +2 damage until the end of the turn."
    (boost,) = _objects(text, "Thunder Initiate", "Character")
    assert boost["effect"]["select"] == {"type": "character", "designator": "Thunder", "state": "attacking"}
