"""A card in play returned to its owner's hand (rule 9.2.2; 35.3.5: to its owner's, whoever
controls it): the `return_to_hand` kind's patterns (effects/text_patterns.py) on real cards'
printed text, copied from the community card dump, and the engine resolving them (34.0: the
card forgets its damage; 49.7: a Toast It card is toasted instead)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Blade Palm": ("Event", "Target a card :: Return target to its owner's hand."),
    "Imprisoned": ("Event", "Return target Character to its owner's hand."),
    "Monkey King": ("Edge", "Turn Monkey King to return any [e] card to its owner's hand."),
    "Banish": ("Event", "All [d] characters in play return to their owners' hands."),
    "Onslaught of the Turtle": ("Event", "All [H] cards are returned to their owners' hands."),
    "Ghostly Seducer": ("Character", "Turn to send any turned character back to its owner's hand."),
}


def effect(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    compiled = compile_text(text, title, kind)
    assert compiled.complete, compiled.not_modelled
    (ability,) = [a for a in compiled.abilities if isinstance(a, dict)]
    return dict(ability["effect"])


@pytest.mark.parametrize(("title", "expected"), [
    ("Blade Palm", {"effect": "return_to_hand", "aim": "chosen", "select": {}}),
    ("Imprisoned", {"effect": "return_to_hand", "aim": "chosen", "select": {"type": "character"}}),
    ("Monkey King", {"effect": "return_to_hand", "aim": "chosen", "select": {"faction": "lotus"}, "choose": True,
                     "turn_self": True}),
    ("Banish", {"effect": "return_to_hand", "aim": "all", "select": {"type": "character", "faction": "dragons"}}),
    ("Onslaught of the Turtle", {"effect": "return_to_hand", "aim": "all", "select": {"talent": "tech"}}),
    ("Ghostly Seducer", {"effect": "return_to_hand", "aim": "chosen",
                         "select": {"type": "character", "state": "turned"}, "choose": True, "turn_self": True}),
])
def test_9_2_2_return_to_its_owners_hand_is_read(title: str, expected: dict[str, Any]) -> None:
    assert effect(title) == expected


@pytest.mark.parametrize("text", [
    # an exception the language cannot say stays unread, never read without it
    "Turn during your Main Shot and target an unturned Character :: return that Character to its owner's hand, "
    "even if it is now turned.",
    "Tails: return subject character to its owner's hand.",
])
def test_9_2_2_a_return_with_unread_words_is_not_modelled(text: str) -> None:
    assert not compile_text(text, "Card", "Character").complete


def _imprisoned(**target: Any) -> dict[str, Any]:
    kind, text = CARDS["Imprisoned"]
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "thug", "title": "Thug", "type": "character", "controller": "A", "fighting": 3,
                       "column": 1, "damage": 1, **target},
                      {"id": "ev", "title": "Imprisoned", "type": "event", "controller": "B", "zone": "hand",
                       "cost": 0, "abilities": compile_text(text, "Imprisoned", kind).abilities}],
            "actions": [{"do": "use", "id": "u", "player": "B", "card": "ev", "ability": 0, "targets": ["thug"]},
                        {"do": "pass"}]}


def test_9_2_2_imprisoned_returns_a_character_to_its_owners_hand_without_its_damage() -> None:
    answer = as_json(resolve(_imprisoned()))
    thug = answer["final"]["cards"]["thug"]
    assert answer["outcome"] == "resolved" and thug["zone"] == "hand" and not thug.get("damage")
    assert {"9.2.2", "34.0"} <= {r for s in answer["steps"] for r in s["rules"]}


def test_35_3_5_a_taken_over_character_goes_to_its_owners_hand() -> None:
    answer = as_json(resolve(_imprisoned(owner="B")))
    thug = answer["final"]["cards"]["thug"]
    assert thug["zone"] == "hand" and thug["controller"] == "B"
    assert "35.3.5" in {r for s in answer["steps"] for r in s["rules"]}


def test_49_7_a_toast_it_character_returned_to_hand_is_toasted() -> None:
    answer = as_json(resolve(_imprisoned(abilities=["Toast It"])))
    assert answer["final"]["cards"]["thug"]["zone"] == "toasted"
