"""A Character whose text says "Can be played during an opponent's turn" or "Can be played during any
Main Shot" (25.1.1: its text breaks its type's timing restriction, 6.0) is played in another
player's Main Shot, but still outside attacks (25.4): the text breaks only the restriction it names
(Kung Fu Master's text must add "including during an attack")."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve

from ._support import as_json


def _board(words: str | None, attack: bool = False) -> dict[str, Any]:
    """B plays a Character from hand during A's Main Shot (during A's attack, with `attack`)."""
    abilities = [words] if words else []
    cards: list[dict[str, Any]] = [
        {"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 5},
        {"id": "bs", "title": "Bs Site", "type": "site", "controller": "B", "column": 1, "row": "front", "body": 9},
        {"id": "team", "title": "Tactical Team", "type": "character", "controller": "B", "zone": "hand",
         "cost": 1, "fighting": 2, "abilities": abilities}]
    actions: list[dict[str, Any]] = []
    if attack:
        cards.append({"id": "mook", "title": "Mook", "type": "character", "controller": "A", "column": 1,
                      "fighting": 1})
        actions.append({"do": "declare_attack", "player": "A", "attackers": ["mook"], "target": "bs"})
    actions += [{"do": "play", "player": "B", "card": "team", "column": 1}, {"do": "pass"}]
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 3}, {"id": "B", "power": 3}], "cards": cards, "actions": actions}


@pytest.mark.parametrize("words", ["Can be played during an opponent's turn", "Can be played during any Main Shot"])
def test_25_1_1_a_character_played_during_an_opponents_main_shot(words: str):
    result = as_json(resolve(_board(words)))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["team"]["zone"] == "in_play"


def test_25_4_without_it_a_character_waits_for_its_players_own_main_shot():
    illegal = as_json(resolve(_board(None)))["illegal"]
    assert "own Main Shot" in illegal["reason"] and "25.4" in illegal["rules"]


def test_25_4_played_in_an_opponents_turn_still_not_during_an_attack():
    illegal = as_json(resolve(_board("Can be played during an opponent's turn", attack=True)))["illegal"]
    assert "during an attack" in illegal["reason"] and "25.4" in illegal["rules"] and "25.1.1" in illegal["rules"]
