"""A selector asking for damage counters on a card (29.0): "target Character that has at least 3
damage" (Just a Scratch)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

JUST_A_SCRATCH = "Heal target Character that has at least 3 damage."


def _abilities() -> list[Any]:
    result = compile_text(JUST_A_SCRATCH, "Just a Scratch", "Event")
    assert result.complete, result.not_modelled
    return result.abilities


def test_29_0_just_a_scratch_a_character_with_at_least_3_damage() -> None:
    """Just a Scratch: "Heal target Character that has at least 3 damage." """
    assert _abilities()[0]["effect"]["select"] == {"type": "character", "damage_at_least": 3}


def _scratch(damage: int) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site a1", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "b1", "title": "Site b1", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "hurt", "title": "Hurt One", "type": "character", "controller": "A", "column": 1,
                       "fighting": 5, "damage": damage},
                      {"id": "js", "title": "Just a Scratch", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 0, "abilities": _abilities()}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "js", "ability": 0, "targets": ["hurt"]},
                        {"do": "pass"}]}


def test_29_0_three_damage_counters_are_healed() -> None:
    result = as_json(resolve(_scratch(3)))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["hurt"]["damage"] == 0


def test_29_0_two_damage_counters_are_no_legal_target() -> None:
    result = as_json(resolve(_scratch(2)))
    assert result["outcome"] == "illegal" and {"24.1.3.2", "29.0"} <= set(result["illegal"]["rules"])


def test_a_bound_below_one_is_refused_naming_the_field() -> None:
    payload = _scratch(3)
    payload["cards"][3]["abilities"][0]["effect"]["select"] = {"type": "character", "damage_at_least": 0}
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert "damage_at_least" in str(err.value)
