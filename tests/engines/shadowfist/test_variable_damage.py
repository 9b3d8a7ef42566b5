"""29.8 Variable Damage, and the receiving side's division (29.7 step 5)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist import resolve

EXAMPLE = Path(__file__).resolve().parents[3] / "scenarios" / "shadowfist" / \
    "sf-29-8-variable-damage-hands-without-shadows.json"


def _example() -> dict[str, Any]:
    scenario: dict[str, Any] = json.loads(EXAMPLE.read_text())["scenario"]
    return scenario


def _card(scenario: dict[str, Any], card_id: str) -> dict[str, Any]:
    return next(c for c in scenario["cards"] if c["id"] == card_id)


def test_29_8_example_hands_without_shadows_on_song_riding_a_battlematic_deals_2() -> None:
    result = resolve(_example())
    assert result.final["cards"]["song"]["damage"] == 2
    step = next(s for s in result.steps if s.text.startswith("Hands Fighter inflicts"))
    assert "inflicts 6 combat damage" in step.text  # 5, plus 1 for the Battlematic's Toughness: 1
    assert {r.number for r in step.rules} >= {"29.8", "29.7"}


def test_29_8_variable_damage_is_not_compensated_for_variable_reductions() -> None:
    scenario = _example()
    _card(scenario, "song")["modifiers"] = [{"kind": "damage_taken_divisor", "value": 3}]
    result = resolve(scenario)
    assert result.final["cards"]["song"]["damage"] == 1  # 6 // 3 = 2, then Toughness 1


def test_29_8_a_variable_bonus_never_lowers_the_damage() -> None:
    scenario = _example()
    _card(scenario, "hands-fighter")["fighting"] = 9  # deals 9 anyway, more than Fighting 6 - 1 + 1
    result = resolve(scenario)
    step = next(s for s in result.steps if s.text.startswith("Hands Fighter inflicts"))
    assert "inflicts 9 combat damage" in step.text and "29.8" not in {r.number for r in step.rules}


def test_29_7_step_5_the_recipients_division_comes_before_toughness() -> None:
    scenario = _example()
    scenario["cards"] = [c for c in scenario["cards"] if c["id"] != "hands"]
    _card(scenario, "hands-fighter")["fighting"] = 7
    assert resolve(scenario).final["cards"]["song"]["damage"] == 2  # 7 // 2 = 3, minus Toughness 1
