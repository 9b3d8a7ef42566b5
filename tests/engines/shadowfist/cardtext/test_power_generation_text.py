"""Power a card's own text generates in its controller's Power generation (rules 22.2.2, 17.2.1):
"Generates N Power [during your Establishing Shot] [while <condition>]" is a continuous `power`
modifier, active while its condition holds (10.2). Real cards' text copied from the community
card dump, and the engine's Establishing Shot counting it."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Novice Students": ("Character", "Generates 1 Power during your Establishing Shot while damaged."),
    "Zen Logician": ("Character", "Generates 1 Power during your Establishing Shot."),
    "Dunwa Saleem": ("Character", "Generates 1 Power during your Establishing Shot if you control another [H] card."),
    "The Jade Dragon": ("State", "This card generates 2 Power during your Establishing Shot."),
}


def ability(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    compiled = compile_text(text, title, kind)
    assert compiled.complete, compiled.not_modelled
    return {k: v for k, v in next(a for a in compiled.abilities if isinstance(a, dict)).items() if k != "text"}


@pytest.mark.parametrize(("title", "expected"), [
    ("Novice Students", {"kind": "continuous", "modifiers": [{"kind": "power", "value": 1}],
                         "condition": {"is": "damaged"}}),
    ("Zen Logician", {"kind": "continuous", "modifiers": [{"kind": "power", "value": 1}]}),
    ("Dunwa Saleem", {"kind": "continuous", "modifiers": [{"kind": "power", "value": 1}],
                      "condition": {"is": "card_in_play",
                                    "select": {"controller": "you", "other": True, "talent": "tech"}}}),
])
def test_22_2_2_power_a_card_generates_is_a_power_modifier(title: str, expected: dict[str, Any]) -> None:
    assert ability(title) == expected


@pytest.mark.parametrize("title", ["The Jade Dragon"])
def test_17_2_1_a_states_own_power_is_not_read(title: str) -> None:
    kind, text = CARDS[title]
    assert not compile_text(text, title, kind).complete


def _students(damage: int) -> dict[str, Any]:
    kind, text = CARDS["Novice Students"]
    return {"game": "shadowfist", "active_player": "A", "establishing_shot": True,
            "players": [{"id": "A", "power": 0, "hand": 6}, {"id": "B", "power": 0}],
            "cards": [{"id": "mine", "title": "Gold Mine", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5, "power": 1},
                      {"id": "ns", "title": "Novice Students", "type": "character", "controller": "A",
                       "fighting": 4, "column": 1, "damage": damage,
                       "abilities": compile_text(text, "Novice Students", kind).abilities}],
            "actions": []}


@pytest.mark.parametrize(("damage", "power"), [(1, 2), (0, 1)])
def test_22_2_2_novice_students_generate_power_only_while_damaged(damage: int, power: int) -> None:
    answer = as_json(resolve(_students(damage)))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["players"]["A"]["power"] == power
