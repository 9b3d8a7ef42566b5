""""Gain 1 Power for each <cards>": an effect's amount counted over the cards a selector picks
(`per` on the effect template), on real cards' text copied from the community card dump. Rule
24.2: the amount is determined when the effect is generated and does not change after."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "\"Now You've Made Us Mad\"": ("Event", "Gain 1 Power for each damaged Character you control."),
    "Blood Lust": ("Event", "Limited. Gain Power equal to the number of damaged Characters controlled by "
                            "opponents."),
    "Chin's Criminal Network": ("Event", "Limited. Gain 1 Power for every three <Hood> cards in play."),
}



def ability(title: str) -> dict[str, Any]:
    return compiled_objects(title, *CARDS[title])[0]


def test_24_2_now_youve_made_us_mad_counts_your_damaged_characters() -> None:
    assert ability("\"Now You've Made Us Mad\"")["effect"] == {
        "effect": "gain_power", "amount": 1, "aim": "none",
        "per": {"type": "character", "controller": "you", "state": "damaged"}}


def test_24_2_blood_lust_power_equal_to_the_number_of_damaged_opposing_characters() -> None:
    assert ability("Blood Lust")["effect"] == {
        "effect": "gain_power", "amount": 1, "aim": "none",
        "per": {"type": "character", "controller": "opponent", "state": "damaged"}}


def test_24_2_one_power_for_every_three_cards_is_not_read_as_for_each() -> None:
    kind, text = CARDS["Chin's Criminal Network"]
    effect = next(a for a in compile_text(text, "Chin's Criminal Network", kind).abilities if isinstance(a, dict))
    assert effect["effect"]["per_every"] == 3  # once for every three, not once for each


def test_24_2_per_needs_an_amount_to_multiply() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "activated", "effect": {"effect": "smoke", "aim": "all",
                                                              "select": {"type": "site"},
                                                              "per": {"type": "character"}}})
    assert "per" in exc.value.messages["effect"]


def _mad(actions: list[dict[str, Any]]) -> dict[str, Any]:
    title = "\"Now You've Made Us Mad\""
    kind, text = CARDS[title]
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "c1", "title": "Hurt 1", "type": "character", "controller": "A", "fighting": 3,
                       "column": 1, "damage": 1},
                      {"id": "c2", "title": "Hurt 2", "type": "character", "controller": "A", "fighting": 3,
                       "column": 1, "damage": 2},
                      {"id": "c3", "title": "Fine", "type": "character", "controller": "A", "fighting": 3,
                       "column": 1},
                      {"id": "c4", "title": "Theirs", "type": "character", "controller": "B", "fighting": 3,
                       "column": 1, "damage": 1},
                      {"id": "mad", "title": title, "type": "event", "controller": "A", "zone": "hand", "cost": 0,
                       "abilities": compile_text(text, title, kind).abilities},
                      {"id": "heal", "title": "Heal", "type": "event", "controller": "B", "zone": "hand", "cost": 0,
                       "abilities": [{"kind": "activated", "effect": {"effect": "heal", "aim": "chosen"}}]}],
            "actions": actions}


def test_24_2_the_power_gained_is_two_for_two_damaged_characters_you_control() -> None:
    answer = as_json(resolve(_mad([{"do": "use", "id": "u", "player": "A", "card": "mad", "ability": 0},
                                   {"do": "pass"}])))
    assert answer["final"]["players"]["A"]["power"] == 2
    assert "24.2" in {r for s in answer["steps"] for r in s["rules"]}


def test_24_2_healing_in_response_does_not_change_the_amount_counted_on_generation() -> None:
    answer = as_json(resolve(_mad([{"do": "use", "id": "u", "player": "A", "card": "mad", "ability": 0},
                                   {"do": "use", "id": "h", "player": "B", "card": "heal", "ability": 0,
                                    "targets": ["c1"]},
                                   {"do": "pass"}])))
    assert answer["final"]["cards"]["c1"]["damage"] == 0
    assert answer["final"]["players"]["A"]["power"] == 2
