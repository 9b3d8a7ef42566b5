"""Sites whose text says they generate no Power (rules 22.2.2, 10.2): "Generates no Power while
<condition>" is a continuous `power_reduced_to` 0, active while its condition holds; "while A or
B" is one such ability for each condition, either alone leaving the Site generating none. Real
cards' text copied from the community card dump, and the engine's Power generation counting it."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Primeval Forest": ("Feng Shui Site", "Limited. Generates no Power while damaged or in your back row."),
    "The Forest of Fallen Banners": ("Site", "Unique. Generates no Power if there are Characters at this "
                                             "location. Draw a card when a Character you control is smoked by an "
                                             "opponent."),
    "Motor Pool": ("Site", "Generates no Power while turned."),
}
_NONE = [{"kind": "power_reduced_to", "value": 0}]


def _abilities(title: str) -> list[dict[str, Any]]:
    kind, text = CARDS[title]
    compiled = compile_text(text, title, kind)
    assert compiled.complete, compiled.not_modelled
    return [{k: v for k, v in a.items() if k != "text"} for a in compiled.abilities if isinstance(a, dict)]


def test_22_2_2_primeval_forest_generates_no_power_while_damaged_or_in_the_back_row() -> None:
    assert _abilities("Primeval Forest") == [
        {"kind": "continuous", "modifiers": _NONE, "condition": {"is": "damaged"}},
        {"kind": "continuous", "modifiers": _NONE, "condition": {"is": "in_front_row", "of": "source", "not": True}}]


def test_22_2_2_forest_of_fallen_banners_generates_no_power_with_characters_at_its_location() -> None:
    assert _abilities("The Forest of Fallen Banners")[0] == {
        "kind": "continuous", "modifiers": _NONE,
        "condition": {"is": "card_in_play", "select": {"type": "character", "at_this_location": True}}}


@pytest.mark.parametrize(("title", "kind", "text"), [
    ("Some State", "State", "Generates no Power while turned."),  # a State's modifiers act on its subject
    ("Some Character", "Character", "Generates no Power while in your back row."),  # only a Site has a row
    ("Some Site", "Site", "Generates 1 Power while damaged or turned."),  # "or" is read only for "no Power"
])
def test_22_2_2_generating_no_power_is_not_read_elsewhere(title: str, kind: str, text: str) -> None:
    assert not compile_text(text, title, kind).complete


def _site(card_id: str, title: str, column: int, row: str, **more: Any) -> dict[str, Any]:
    return {"id": card_id, "title": title, "type": "feng_shui_site", "controller": "A", "column": column,
            "row": row, "body": 6, "power": 1, **more}


def _generation(cards: list[dict[str, Any]]) -> int:
    """Player A's Power after its Power generation, from 0."""
    scenario = {"game": "shadowfist", "active_player": "A", "establishing_shot": True,
                "players": [{"id": "A", "power": 0, "hand": 6}, {"id": "B", "power": 0}],
                "cards": cards, "actions": []}
    answer = as_json(resolve(scenario))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    return int(answer["final"]["players"]["A"]["power"])


def _forest(row: str, damage: int) -> dict[str, Any]:
    kind, text = CARDS["Primeval Forest"]
    return _site("pf", "Primeval Forest", 1, row, damage=damage,
                 abilities=compile_text(text, "Primeval Forest", kind).abilities)


@pytest.mark.parametrize(("row", "damage", "power"), [("front", 0, 2), ("front", 1, 1), ("back", 0, 1), ("back", 2, 1)])
def test_22_2_2_primeval_forest_in_power_generation(row: str, damage: int, power: int) -> None:
    other = _site("gm", "Gold Mine", 1, "front" if row == "back" else "front", body=5)
    other = other if row == "back" else {**other, "column": 2}
    assert _generation([other, _forest(row, damage)]) == power


@pytest.mark.parametrize(("column", "power"), [(1, 0), (2, 1)])
def test_22_2_2_forest_of_fallen_banners_with_a_character_at_its_location(column: int, power: int) -> None:
    kind, text = CARDS["The Forest of Fallen Banners"]
    forest = {**_site("fb", "The Forest of Fallen Banners", 1, "front"), "type": "site",
              "abilities": compile_text(text, "The Forest of Fallen Banners", kind).abilities}
    guard = {"id": "ch", "title": "Guard", "type": "character", "controller": "A", "fighting": 2, "column": column}
    assert _generation([forest, _site("gm", "Gold Mine", 2, "front", power=0), guard]) == power
