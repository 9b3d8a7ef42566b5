"""An effect's amount printed with another one for a board condition ("Turn to draw 1 card, or 3
cards if "Malachi" is in play"): the amount is a variable of the effect, determined when it is
generated (24.2), and a quoted title names any card of that title (42.0). Hermes' and Malachi's
texts copied verbatim from the community card dump."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

HERMES = "Unique. Turn to draw 1 card, or 3 cards if \"Malachi\" is in play."
MALACHI = "Unique. Turn to inflict 1 damage on any Character in play, or 3 damage if \"Hermes\" is in play."


def test_24_2_hermes_draws_one_card_or_three_while_malachi_is_in_play() -> None:
    (hermes,) = compiled_objects("Hermes", "Character", HERMES)
    assert hermes["kind"] == "activated" and hermes["text"] == HERMES.removeprefix("Unique. ")
    assert hermes["effect"]["effect"] == "draw" and hermes["effect"]["amount"] == 1
    assert hermes["effect"]["amount_if"] == {"amount": 3, "condition": {"is": "card_in_play",
                                                                         "select": {"title": "Malachi"}}}


def test_24_2_malachi_inflicts_one_damage_or_three_while_hermes_is_in_play() -> None:
    (malachi,) = compiled_objects("Malachi", "Character", MALACHI)
    effect = malachi["effect"]
    assert effect["effect"] == "damage" and effect["amount"] == 1 and effect["select"] == {"type": "character"}
    assert effect["amount_if"]["amount"] == 3 and effect["amount_if"]["condition"]["select"] == {"title": "Hermes"}


@pytest.mark.parametrize("text", [
    "Turn to draw 1 card, or 3 cards if you are attacking.",  # not a condition of the board
    "Turn to inflict 1 damage on target Character, or 3 damage if a Hermes is in play.",  # no quoted title
    "Turn to inflict 1 damage on target Character and gain 1 Power, or 3 damage if \"Hermes\" is in play.",
])
def test_24_2_other_amounts_the_language_cannot_say_stay_unread(text: str) -> None:
    compiled = compile_text(text, "Someone", "Character")
    assert not compiled.complete


def _malachi(with_hermes: bool) -> dict[str, Any]:
    hermes = [{"id": "hermes", "title": "Hermes", "type": "character", "controller": "B", "fighting": 1,
               "column": 1}] if with_hermes else []
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "malachi", "title": "Malachi", "type": "character", "controller": "A", "column": 1,
                       "fighting": 1, "abilities": compile_text(MALACHI, "Malachi", "Character").abilities},
                      {"id": "foe", "title": "Foe", "type": "character", "controller": "B", "column": 1,
                       "fighting": 5}, *hermes],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "malachi", "ability": 1,
                         "targets": ["foe"]}, {"do": "pass"}]}


def test_24_2_malachis_amount_is_fixed_by_the_board_as_it_is_generated() -> None:
    """An opponent's Hermes counts too (42.0: any card of that title); without one, 1 damage."""
    helped = as_json(resolve(_malachi(True)))
    assert helped["outcome"] == "resolved", helped
    assert helped["final"]["cards"]["foe"]["damage"] == 3
    assert any("holds" in s["text"] and "24.2" in s.get("rules", []) for s in helped["steps"])
    alone = as_json(resolve(_malachi(False)))
    assert alone["outcome"] == "resolved", alone
    assert alone["final"]["cards"]["foe"]["damage"] == 1


def test_24_2_another_amount_replaces_a_written_amount_only() -> None:
    other = {"amount": 3, "condition": {"is": "card_in_play", "select": {"title": "Hermes"}}}
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "activated", "effect": {"effect": "draw", "aim": "none", "amount": 1,
                                                             "per": {"type": "site"}, "amount_if": other}})
    assert "amount_if" in str(exc.value.messages)
    with pytest.raises(ValidationError) as cond:
        WRITTEN_SCHEMA.load({"kind": "activated", "effect": {"effect": "draw", "aim": "none", "amount": 1,
                                                             "amount_if": {**other, "condition": {"is": "attacking"}}}})
    assert "condition" in str(cond.value.messages)
