"""An "if" inside an Event's effect is checked when the effect resolves, not as the Event is
played (24.2: Nine Dragon Temple's example "checks its 'if' condition during resolution"); unmet,
the effect resolves and changes nothing (24.8). Last Stand's text copied verbatim from the
community card dump."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

LAST_STAND = ("All your characters gain +2 Fighting until the end of the turn if an opponent has more feng shui "
              "sites in play than you.")


def test_24_2_last_stand_if_is_on_the_effect_not_a_play_requirement() -> None:
    (stand,) = compiled_objects("Last Stand", "Event", LAST_STAND)
    assert stand["kind"] == "activated" and "condition" not in stand  # not its play timing (25.1.1)
    assert stand["effect"]["condition"] == {"is": "opponent_controls_more", "select": {"type": "feng_shui_site"}}
    assert stand["effect"]["aim"] == "all" and stand["effect"]["duration"] == "turn"


def _last_stand(b_sites: int) -> dict[str, Any]:
    fss = [{"id": f"b{i}", "title": f"B's Site {i}", "type": "feng_shui_site", "controller": "B", "column": i,
            "row": "front", "body": 6} for i in range(1, b_sites + 1)]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "feng_shui_site", "controller": "A", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "stand", "title": "Last Stand", "type": "event", "controller": "A", "zone": "hand",
                       "abilities": compile_text(LAST_STAND, "Last Stand", "Event").abilities},
                      {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                       "fighting": 2}, *fss],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "stand", "ability": 0}, {"do": "pass"}]}


def test_24_2_last_stand_checks_its_if_as_it_resolves() -> None:
    """Two Feng Shui Sites against one: +2 Fighting. One against one: the Event is still played
    (the "if" is no play requirement) and resolves changing nothing (24.8)."""
    behind = as_json(resolve(_last_stand(2)))
    assert behind["outcome"] == "resolved", behind
    assert behind["final"]["cards"]["hero"]["fighting"] == 4
    level = as_json(resolve(_last_stand(1)))
    assert level["outcome"] == "resolved", level
    assert level["final"]["cards"]["hero"]["fighting"] == 2 and level["final"]["cards"]["stand"]["zone"] == "smoked"
    assert any("does not hold" in s["text"] and "24.2" in s.get("rules", []) for s in level["steps"])


def test_24_2_an_effects_condition_is_one_of_the_board() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "activated", "effect": {
            "effect": "gain_power", "aim": "none", "amount": 2, "condition": {"is": "attacking"}}})
    assert "condition" in str(exc.value.messages)
