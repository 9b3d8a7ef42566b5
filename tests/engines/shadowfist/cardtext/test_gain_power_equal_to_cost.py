"""Power equal to the printed cost (8.5) of the card an effect's cost toasts, sacrifices or
discards (24.1.4), read as the effect is generated (24.2): "Gain Power equal to that Character's
printed cost". Real cards' text copied from the community card dump, and the engine resolving it."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

DESPERATE_MEASURES = ("Toast a Character you control with a cost of 3 or less :: Gain Power equal to that "
                      "Character's printed cost.")


def test_24_2_desperate_measures_gains_the_printed_cost_of_the_toasted_character() -> None:
    compiled = compile_text(DESPERATE_MEASURES, "Desperate Measures", "Event")
    assert compiled.complete, compiled.not_modelled
    effect = compiled.abilities[0]["effect"]  # type: ignore[index]
    assert effect == {"effect": "gain_power", "aim": "none", "x": {"value": "cost", "of": "paid"},
                      "toast": {"type": "character", "controller": "you", "cost_at_most": 3}}


@pytest.mark.parametrize("text", [
    "Turn :: Gain Power equal to that Character's cost.",  # no cost pays a card: which Character?
    "Turn and sacrifice a Character and discard a card :: Gain Power equal to that Character's cost.",  # two
    "Turn :: Gain Power equal to its cost.",  # "its" may be this card's
])
def test_24_1_4_power_equal_to_a_cost_needs_the_one_card_a_cost_pays(text: str) -> None:
    assert not compile_text(text, "Some Character", "Character").complete


def _scenario(cost: int) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 6, "provides": ["Architects", "Architects"]},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "dm", "title": "Desperate Measures", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 0, "abilities": compile_text(DESPERATE_MEASURES, "Desperate Measures", "Event").abilities},
                      {"id": "ch", "title": "Loyal Grunt", "type": "character", "controller": "A", "column": 1,
                       "cost": cost, "fighting": 2}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "dm", "ability": 0, "toast": "ch"}, {"do": "pass"}]}


def test_24_2_desperate_measures_in_the_engine() -> None:
    answer = as_json(resolve(_scenario(2)))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["players"]["A"]["power"] == 2
    assert answer["final"]["cards"]["ch"]["zone"] == "toasted"


def test_24_1_4_desperate_measures_cannot_toast_a_character_costing_more_than_3() -> None:
    answer = as_json(resolve(_scenario(4)))
    assert answer["outcome"] == "illegal"
