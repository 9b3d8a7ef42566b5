""""X = the total cost of all States this card is the subject of", "X= the number of damage
counters on other [g] Characters you control": X adds a value of each card a selector picks, its
printed cost (8.5) or its damage counters (29.0), on a continuous ability (48.0: `per_value`).
Seamus' and Miu Tsui Fa's texts copied verbatim from the community card dump."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

SEAMUS = "Unique. Independent. +X Fighting. X = the total cost of all States this card is the subject of."
MIU_TSUI_FA = "Unique. +X fighting. X= the number of damage counters on other [g] Characters you control."


def test_48_0_seamus_adds_the_costs_of_the_states_on_him() -> None:
    (seamus,) = compiled_objects("Seamus", "Character", SEAMUS)
    assert seamus["per"] == {"type": "state", "on_itself": True} and seamus["per_value"] == "cost"
    assert seamus["modifiers"] == [{"kind": "fighting", "value": 1}]


def test_48_0_miu_tsui_fa_adds_the_damage_on_her_other_hand_characters() -> None:
    (miu,) = compiled_objects("Miu Tsui Fa", "Character", MIU_TSUI_FA)
    assert miu["per"] == {"type": "character", "controller": "you", "other": True, "faction": "hand"}
    assert miu["per_value"] == "damage"


@pytest.mark.parametrize(("text", "kind"), [
    ("Inflict X damage on target Character. X= the number of damage counters on Characters you control.", "Event"),
    ("+X Fighting. X= the total cost of those cards.", "Character"),  # which cards: another sentence's
    ("Subject gains +X Fighting. X= the total cost of all States this card is the subject of.", "State"),
])
def test_48_0_totals_the_language_cannot_say_stay_unread(text: str, kind: str) -> None:
    assert not compile_text(text, "Someone", kind).complete


def test_48_0_per_value_needs_cards_to_count() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
                             "per_value": "cost"})
    assert "per_value" in str(exc.value.messages)


def _board(extra: list[dict[str, Any]]) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 6, "column": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "A1", "controller": "A", **site},
                      {"id": "b1", "title": "B1", "controller": "B", **site}, *extra],
            "actions": [{"do": "pass"}]}


def test_48_0_seamus_counts_each_state_on_him_as_its_cost() -> None:
    seamus = {"id": "seamus", "title": "Seamus", "type": "character", "controller": "A", "column": 1, "fighting": 1,
              "abilities": compile_text(SEAMUS, "Seamus", "Character").abilities}
    pal = {"id": "pal", "title": "Pal", "type": "character", "controller": "A", "column": 1, "fighting": 2}
    states = [{"id": "s1", "title": "S1", "type": "state", "controller": "A", "attached_to": "seamus", "cost": 2},
              {"id": "s2", "title": "S2", "type": "state", "controller": "B", "attached_to": "seamus", "cost": 3},
              {"id": "s3", "title": "S3", "type": "state", "controller": "A", "attached_to": "pal", "cost": 4}]
    final = as_json(resolve(_board([seamus, pal, *states])))["final"]["cards"]
    assert final["seamus"]["fighting"] == 6  # 1 + 2 + 3; the State on another card is not his


def test_48_0_miu_tsui_fa_counts_damage_on_her_other_hand_characters_only() -> None:
    miu = {"id": "miu", "title": "Miu Tsui Fa", "type": "character", "controller": "A", "column": 1, "fighting": 2,
           "requires": ["Guiding Hand"], "damage": 1,
           "abilities": compile_text(MIU_TSUI_FA, "Miu Tsui Fa", "Character").abilities}
    monks = [{"id": f"m{i}", "title": f"Monk {i}", "type": "character", "controller": owner, "column": 1,
              "fighting": 5, "damage": hurt, "requires": ["Guiding Hand"]}
             for i, (owner, hurt) in enumerate((("A", 2), ("A", 1), ("B", 3)))]
    final = as_json(resolve(_board([miu, *monks])))["final"]["cards"]
    assert final["miu"]["fighting"] == 4  # 2 + 2 + 1 - her own 1 damage; B's Monk and her own not counted
