""""X= the number of <cards> minus two. X cannot be less than 0.": a count less a number on a
continuous ability, never below zero (48.0: "If X has a minimum value, this will also be given in
the text. Otherwise, the minimum value is zero"; the printed minimum says the same and is read with
the X). Buddhist Monk's text copied verbatim from the community card dump."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

BUDDHIST_MONK = ("+X Fighting. X= the number of Power-generating Sites you control minus two. X cannot be less "
                 "than 0.")


def test_48_0_buddhist_monk_counts_power_generating_sites_less_two() -> None:
    (monk,) = compiled_objects("Buddhist Monk", "Character", BUDDHIST_MONK)
    assert monk["modifiers"] == [{"kind": "fighting", "value": 1}]
    assert monk["per"] == {"type": "site", "controller": "you", "power_generating": True} and monk["per_minus"] == 2
    assert monk["text"] == BUDDHIST_MONK  # the definition and its minimum quoted with the use


def test_48_0_a_count_less_a_number_for_an_effects_amount_stays_unread() -> None:
    text = "Inflict X damage on target Character. X= the number of Sites you control minus two."
    assert not compile_text(text, "Someone", "Event").complete


def test_48_0_per_minus_needs_a_count_on_a_continuous_ability() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}], "per_minus": 2})
    assert "per_minus" in str(exc.value.messages)
    with pytest.raises(ValidationError) as other:
        WRITTEN_SCHEMA.load({"kind": "activated", "per_minus": 2,
                             "effect": {"effect": "gain_power", "aim": "none", "amount": 1}})
    assert "per_minus" in str(other.value.messages)


def _monk(sites: int) -> dict[str, Any]:
    owned = [{"id": f"s{i}", "title": f"A's Site {i}", "type": "site", "controller": "A", "column": i, "row": "front",
              "body": 5, "power": 1} for i in range(1, sites + 1)]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [*owned, {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1,
                               "row": "front", "body": 5, "power": 1},
                      {"id": "monk", "title": "Buddhist Monk", "type": "character", "controller": "A", "column": 1,
                       "fighting": 2, "abilities": compile_text(BUDDHIST_MONK, "Buddhist Monk", "Character").abilities}],
            "actions": []}


@pytest.mark.parametrize(("sites", "fighting"), [(1, 2), (2, 2), (4, 4)])
def test_48_0_buddhist_monks_x_is_never_below_zero(sites: int, fighting: int) -> None:
    """One Site: X is 0, not -1 (48.0); four: X is 2. The opponent's Site is not counted."""
    assert as_json(resolve(_monk(sites)))["final"]["cards"]["monk"]["fighting"] == fighting
