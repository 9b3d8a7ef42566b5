""""Lose N Power" (rule 17.2.6: Power removed from the pool into the reservoir, not paid), read
from a real card's printed text (copied from the community card dump) into the engine's
`lose_power` effect, and run on a failed attack (28.12)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

DEE = ("Unique. Independent. Tactics. Gain 1 Power when an attack you declared succeeds. Lose 1 Power when an "
       "attack you declared fails.")


def test_17_2_6_inspector_dee_loses_1_power_when_an_attack_you_declared_fails() -> None:
    compiled = compile_text(DEE, "Inspector Dee", "Character")
    assert compiled.complete, compiled.not_modelled
    lose = compiled.abilities[-1]
    assert isinstance(lose, dict)
    assert lose["trigger"] == {"on": "attack_fails", "any_card": True, "declarer": "you"}
    assert lose["effect"] == {"effect": "lose_power", "amount": 1, "aim": "none"}


def _attack(intercepted: bool) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 12, "column": 1}
    actions: list[dict[str, Any]] = [
        {"do": "declare_attack", "player": "A", "attackers": ["dee"], "target": "b1"}, {"do": "pass"}]
    if intercepted:
        actions.append({"do": "intercept", "player": "B", "assignments": [{"attacker": "dee", "chain": ["guard"]}]})
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 2}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site},
                      {"id": "dee", "title": "Inspector Dee", "type": "character", "controller": "A", "column": 1,
                       "fighting": 9, "abilities": compile_text(DEE, "Inspector Dee", "Character").abilities},
                      {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "column": 1,
                       "fighting": 8, "abilities": ["Toughness: 5"]}],
            "actions": actions}


def test_17_2_6_a_failed_attack_costs_inspector_dees_controller_1_power() -> None:
    result = as_json(resolve(_attack(True)))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["players"]["A"]["power"] == 1


def test_17_2_2_a_successful_attack_gains_him_1_power_instead() -> None:
    result = as_json(resolve(_attack(False)))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["players"]["A"]["power"] == 3
