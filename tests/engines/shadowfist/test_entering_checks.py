"""Checks shared by every way of putting a State into play (refbase.engines.shadowfist.checks.entering_checks)."""

from __future__ import annotations

from refbase.engines.shadowfist import resolve

from ._support import as_json


def test_49_10_a_vehicle_on_a_site_is_refused_for_not_being_a_character():
    """49.10: "A Vehicle State may only be played on a Character"; the reason says so."""
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B", "power": 3}],
               "cards": [{"id": "as", "title": "As Site", "type": "feng_shui_site", "controller": "A", "column": 1,
                          "row": "front", "body": 5},
                         {"id": "v2", "title": "Big Ass Car", "type": "state", "controller": "A", "zone": "hand",
                          "cost": 0, "abilities": ["Vehicle"]}],
               "actions": [{"do": "play", "player": "A", "card": "v2", "attached_to": "as"}]}
    illegal = as_json(resolve(payload))["illegal"]
    assert "only be played on a Character" in illegal["reason"] and "49.10" in illegal["rules"]


def test_25_5_3_a_state_on_a_card_that_gains_not_a_legal_subject_for_states_is_smoked():
    """25.5.3: a subject that gains "not a legal subject for States" smokes its States."""
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B", "power": 3}],
               "cards": [{"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1,
                          "row": "front", "body": 5},
                         {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                          "fighting": 2},
                         {"id": "gun", "title": "Gun", "type": "state", "controller": "A", "attached_to": "hero",
                          "abilities": ["Weapon"]}],
               "actions": [{"do": "effect", "id": "e1", "player": "A", "card": "Shield Spell", "source_type": "event",
                            "effect": "grant", "targets": ["hero"], "abilities": ["Not a legal subject for States"]},
                           {"do": "pass"}]}
    result = as_json(resolve(payload))
    assert result["outcome"] == "resolved", result["illegal"]
    assert result["final"]["cards"]["gun"]["zone"] == "smoked"
    assert any("25.5.3" in s["rules"] for s in result["steps"])


def _grasshopper_board(player: str) -> dict:
    """Little Grasshopper ("You cannot play States on this card.") under A; a State in `player`'s hand."""
    return {"game": "shadowfist", "active_player": player,
            "players": [{"id": "A", "power": 3}, {"id": "B", "power": 3}],
            "cards": [{"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "bs", "title": "Bs Site", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "hopper", "title": "Little Grasshopper", "type": "character", "controller": "A",
                       "column": 1, "fighting": 1, "abilities": ["You cannot play States on this card"]},
                      {"id": "gun", "title": "Gun", "type": "state", "controller": player, "zone": "hand",
                       "cost": 0, "abilities": ["Weapon"]}],
            "actions": [{"do": "play", "player": player, "card": "gun", "attached_to": "hopper"}, {"do": "pass"}]}


def test_25_5_its_controller_cannot_play_states_on_a_card_whose_text_says_so():
    """6.0 over 25.5: "You cannot play States on this card" refuses its controller's State."""
    illegal = as_json(resolve(_grasshopper_board("A")))["illegal"]
    assert "cannot play States on it" in illegal["reason"] and "25.5.1" in illegal["rules"]
    assert "6.0" in illegal["rules"]


def test_25_5_an_opponent_may_still_play_a_state_on_it():
    """25.5 Tip: States can be played on your opponents' cards; the text bars only its controller."""
    result = as_json(resolve(_grasshopper_board("B")))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["gun"]["attached_to"] == "hopper"
