"""The example Shadowfist scenario of the public API (scenario and resolution formats, docs/api.md) resolves."""

from __future__ import annotations

from refbase.engines.shadowfist import resolve

from ._support import as_json

CONTRACT_EXAMPLE = {
    "game": "shadowfist", "format": "multiplayer", "active_player": "A",
    "players": [{"id": "A", "power": 3, "burned_for_victory": 0, "failed_attack_this_turn": False},
                {"id": "B", "power": 1}, {"id": "C", "power": 0}],
    "cards": [
        {"id": "hitter", "title": "Big Hitter", "type": "character", "controller": "A", "column": 1,
         "fighting": 4, "damage": 0, "turned": False, "abilities": ["Toughness: 1", "Superleap"]},
        {"id": "bsite", "title": "Mountain Temple", "type": "feng_shui_site", "controller": "B",
         "column": 1, "row": "front", "body": 4, "power": 1, "damage": 0, "face_down": True},
        {"id": "guard", "title": "Gate Guard", "type": "character", "controller": "B", "column": 1,
         "fighting": 2, "turned": False},
        {"id": "sword", "title": "Heavy Sword", "type": "state", "controller": "A",
         "attached_to": "hitter", "modifiers": [{"kind": "damage_bonus", "value": 2}]},
    ],
    "actions": [
        {"do": "declare_attack", "player": "A", "attackers": ["hitter"], "target": "bsite"},
        {"do": "pass"},
        {"do": "intercept", "player": "B", "assignments": [{"attacker": "hitter", "chain": ["guard"]}]},
        {"do": "effect", "id": "e1", "player": "B", "card": "Flying Kick", "source_type": "event",
         "effect": "damage", "amount": 2, "targets": ["hitter"]},
        {"do": "pass"},
        {"do": "site_fate", "player": "A", "site": "bsite", "choice": "burn_for_victory"},
    ],
}


def test_contract_example_resolves_with_a_burned_site() -> None:
    r = as_json(resolve(CONTRACT_EXAMPLE))
    assert r["outcome"] == "resolved" and r["illegal"] is None and r["pending"] is None
    final = r["final"]
    hitter = final["cards"]["hitter"]
    assert (hitter["zone"], hitter["controller"]) == ("in_play", "A")
    assert (hitter["turned"], hitter["damage"]) == (True, 2)
    assert final["cards"]["bsite"]["zone"] == "burned_for_victory"
    assert final["cards"]["guard"]["zone"] == "smoked"
    assert final["players"]["A"] == {**final["players"]["A"], "power": 3, "burned_for_victory": 1}
    assert final["attack"]["status"] == "successful" and final["winner"] is None
    assert set(final["cards"]) == {"hitter", "bsite", "guard", "sword"}


def test_contract_example_first_step_reads_like_the_contract() -> None:
    r = as_json(resolve(CONTRACT_EXAMPLE))
    first = r["steps"][0]
    assert first["phase"] == "declare_attack"
    assert first["text"] == "A turns Big Hitter and declares an attack on Mountain Temple."
    assert "28.1" in first["rules"]


def test_29_7_big_hitter_inflicts_5_and_toughness_reduces_the_flying_kick() -> None:
    texts = [s["text"] for s in as_json(resolve(CONTRACT_EXAMPLE))["steps"]]
    assert any("Flying Kick" in t and "Toughness reduces it to 1" in t for t in texts)
    assert any(t.startswith("Big Hitter inflicts 5 combat damage") and "Gate Guard" in t for t in texts)
