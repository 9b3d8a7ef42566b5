"""Counters placed and removed by card text (rule 10.5: only text that says "counter" makes
counters), and removing a card's own counters as the cost of its ability (24.1.4): real cards'
text copied from the community card dump, and the engine resolving Miasma's."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Miasma": ("Character", "Unique. Regenerate. When a Character is smoked, put a counter on Miasma. Remove a "
                            "counter to inflict one damage on a Character at Miasma's location."),
    "The Pinnacles": ("Feng Shui Site", "Unique. Place a counter on this card at the end of a successful attack "
                                        "you declared. Remove 3 counters :: Gain 1 Power."),
    "Devil's Rope": ("State", "Schtick. Play on a Site. Once per turn, you may sacrifice a Character at this "
                              "location to place X counters on Devil's Rope. X= that Character's Fighting. Remove "
                              "a counter :: Inflict 1 damage on any Character at this location."),
    "Confucian Initiate": ("Character", "Uncopyable. This card enters play with two counters on it. At the start "
                                        "of your turn, remove a counter. While there are no counters on this card, "
                                        "it gains +1 Fighting and Superleap."),
    "Jiang Fei": ("Character", "Unique. Comes into play with two counters on her. Place a counter on her at the "
                               "start of your turn. Remove a counter and target a Character :: Target cannot "
                               "intercept her this turn."),
}


def _read(title: str) -> dict[str, Any]:
    """The sentence of `title` that reads, by its text, from the card's compiled abilities."""
    kind, text = CARDS[title]
    return {a["text"]: a for a in compile_text(text, title, kind).abilities if isinstance(a, dict)}


def test_10_5_miasma_puts_a_counter_on_itself_and_removes_one_to_inflict_damage() -> None:
    trigger, use = compiled_objects("Miasma", *CARDS["Miasma"])
    assert trigger["trigger"] == {"on": "smoked", "card": {"type": "character"}}
    assert trigger["effect"] == {"effect": "add_counters", "amount": 1, "aim": "self"}
    assert use["kind"] == "activated"
    assert use["effect"] == {"effect": "damage", "amount": 1, "aim": "chosen", "choose": True,
                             "select": {"type": "character", "at_this_location": True}, "remove_counters": 1}


@pytest.mark.parametrize(("title", "text", "removed"), [
    ("The Pinnacles", "Remove 3 counters :: Gain 1 Power.", 3),
    ("Devil's Rope", "Remove a counter :: Inflict 1 damage on any Character at this location.", 1),
])
def test_24_1_4_removing_counters_is_the_cost(title: str, text: str, removed: int) -> None:
    assert _read(title)[text]["effect"]["remove_counters"] == removed


def test_10_5_confucian_initiate_removes_a_counter_at_the_start_of_your_turn() -> None:
    got = _read("Confucian Initiate")["At the start of your turn, remove a counter."]
    assert got["effect"] == {"effect": "remove_counters", "amount": 1, "aim": "self"}


def test_10_5_a_counter_placed_on_her_is_not_read_as_the_triggers_card() -> None:
    assert "Place a counter on her at the start of your turn." not in _read("Jiang Fei")


def _miasma(counters: int, actions: list[dict[str, Any]]) -> dict[str, Any]:
    kind, text = CARDS["Miasma"]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 10},
                      {"id": "miasma", "title": "Miasma", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3, "counters": counters, "abilities": compile_text(text, "Miasma", kind).abilities},
                      {"id": "ally", "title": "Ally", "type": "character", "controller": "A", "column": 1,
                       "fighting": 4}],
            "actions": actions}


_USE = {"do": "use", "id": "u1", "player": "A", "card": "miasma", "ability": 3, "targets": ["ally"]}


def test_24_1_4_miasma_pays_with_its_counter_and_inflicts_one_damage() -> None:
    answer = as_json(resolve(_miasma(1, [_USE, {"do": "pass"}])))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["ally"]["damage"] == 1
    assert "counters" not in answer["final"]["cards"]["miasma"]


def test_24_1_4_without_a_counter_miasma_cannot_pay() -> None:
    answer = as_json(resolve(_miasma(0, [_USE])))
    assert answer["outcome"] == "illegal"
    assert "10.5" in answer["illegal"]["rules"]


def test_10_5_a_character_smoked_puts_a_counter_on_miasma() -> None:
    smoke = {"do": "effect", "id": "e1", "player": "A", "card": "Blast", "source_type": "event",
             "effect": "smoke", "targets": ["ally"]}
    answer = as_json(resolve(_miasma(0, [smoke, {"do": "pass"}, {"do": "pass"}])))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["cards"]["miasma"]["counters"] == 1
