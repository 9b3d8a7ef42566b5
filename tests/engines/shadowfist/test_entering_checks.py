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
