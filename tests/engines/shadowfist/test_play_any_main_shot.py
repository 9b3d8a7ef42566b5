"""A State whose text says "Play on ... during any Main Shot" (25.1.1: Chi Detachment's text breaks
its timing restriction) is played in another player's Main Shot; others only in their own (25.5)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve

from ._support import as_json


def _board(any_main_shot: bool) -> dict[str, Any]:
    """B plays a Weapon on its own Character during A's Main Shot."""
    play_on: dict[str, Any] = {"kind": "play_on", "text": "Play on a Character during any Main Shot.",
                               "affects": {"type": "character"}}
    if any_main_shot:
        play_on["any_main_shot"] = True
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 3}, {"id": "B", "power": 3}],
            "cards": [{"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "bs", "title": "Bs Site", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "kid", "title": "Kid", "type": "character", "controller": "B", "column": 1,
                       "fighting": 1},
                      {"id": "gun", "title": "Six-Gun", "type": "state", "controller": "B", "zone": "hand",
                       "cost": 1, "abilities": ["Weapon", play_on]}],
            "actions": [{"do": "play", "player": "B", "card": "gun", "attached_to": "kid"}, {"do": "pass"}]}


def test_25_1_1_a_state_played_during_any_main_shot_is_played_in_an_opponents():
    result = as_json(resolve(_board(True)))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["gun"]["attached_to"] == "kid"


def test_25_5_without_it_a_state_waits_for_its_players_own_main_shot():
    illegal = as_json(resolve(_board(False)))["illegal"]
    assert "own Main Shot" in illegal["reason"] and "25.5" in illegal["rules"]


def test_25_1_1_any_main_shot_on_a_continuous_ability_needs_the_cards_it_lets_play():
    payload = _board(True)
    payload["cards"][2]["abilities"] = [{"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
                                         "any_main_shot": True}]
    with pytest.raises(ScenarioInvalid, match=r"abilities\[0\]\.any_main_shot: .* it needs \"playing\""):
        resolve(payload)
