"""Selectors by the "attacking" state (28.1.4: the Characters declared as attackers of the attack
under way, not removed from it), read from real cards' printed text and matched by the engine
during an attack. "intercepting" and "non-attacking" stay not modelled."""

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


@pytest.mark.parametrize(("text", "title", "kind"), [
    ("Turn and target a non-attacking Character :: Unturn target.", "LaGrange Four", "Feng Shui Site"),
    ("Turn and target an interceptor :: Inflict 1 non-combat damage on target.", "Nightclub", "Feng Shui Site"),
    ("Inflict 1 damage on target intercepting Character.", "Made-up Ambusher", "Event"),
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
