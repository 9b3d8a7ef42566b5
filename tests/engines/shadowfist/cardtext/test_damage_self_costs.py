"""Damage a card inflicts on itself as the cost of its ability (24.1.4), read from real cards'
printed text (quoted verbatim from the community card dump): non-combat damage whose source is
the card itself (29.2, 29.4), placed as the effect is generated and reduced as any damage is;
damage on another card as a cost stays not modelled."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

_DISCIPLE = "Turn and inflict 1 damage on White Disciple :: Inflict 2 damage on any target."


def test_24_1_4_white_disciple_turns_and_damages_itself_as_its_cost() -> None:
    c = compile_text(_DISCIPLE, "White Disciple", "character")
    assert c.complete
    assert c.abilities[0]["effect"] == {"effect": "damage", "amount": 2, "aim": "chosen", "select": {},
                                        "turn_self": True, "damage_self": 1}


def test_24_1_4_queen_of_the_ice_pagoda_damages_this_card_as_its_cost() -> None:
    text = "Inflict one damage on this card :: Smoke a State on any Character you control."
    c = compile_text(text, "Queen of the Ice Pagoda", "character")
    assert c.complete and c.abilities[0]["effect"]["damage_self"] == 1
    assert "turn_self" not in c.abilities[0]["effect"]


def test_24_1_4_damage_on_another_card_or_on_a_state_as_a_cost_stays_not_modelled() -> None:
    for title, kind, text in (
            ("SAM Simian", "character", "Once during your Main Shot you may inflict 2 damage to a Site you control :: "
                                        "SAM Simian gains +2 Fighting until the end of the turn."),
            ("Mistress of Blotted Moonlight", "character", "Inflict 3 damage on a Power-generating Site you control "
                                                           ":: Cancel an Event that targets this card."),
            ("Some Gadget", "state", "Inflict 1 damage on this card :: Gain 1 Power.")):
        assert not compile_text(text, title, kind).complete, title


def _disciple(fighting: int, toughness: bool = False) -> dict[str, Any]:
    abilities = compile_text(_DISCIPLE, "White Disciple", "character").abilities
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [{"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "disciple", "title": "White Disciple", "type": "character", "controller": "A",
                       "column": 1, "fighting": fighting,
                       "abilities": abilities + (["Toughness: 1"] if toughness else [])},
                      {"id": "thug", "title": "Thug", "type": "character", "controller": "B", "column": 1,
                       "fighting": 2}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "disciple", "ability": 0,
                         "targets": ["thug"]},
                        {"do": "pass"}]}


def test_24_1_4_the_damage_cost_is_paid_as_the_effect_is_generated() -> None:
    result = as_json(resolve(_disciple(2)))
    assert result["outcome"] == "resolved", result["illegal"]
    cards = result["final"]["cards"]
    assert cards["disciple"]["damage"] == 1 and cards["disciple"]["turned"] is True
    assert cards["thug"]["zone"] == "smoked"
    paid = next(s for s in result["steps"] if "to pay the cost" in s["text"] and "damage" in s["text"])
    assert {"24.1.4", "29.2"} <= set(paid["rules"])


def test_29_2_the_damage_cost_is_reduced_as_any_damage_and_may_smoke_the_card() -> None:
    """Toughness reduces it (29.7); reduced to zero, the card is smoked, its effect still resolves."""
    tough = as_json(resolve(_disciple(2, toughness=True)))
    assert tough["outcome"] == "resolved" and tough["final"]["cards"]["disciple"].get("damage", 0) == 0
    frail = as_json(resolve(_disciple(1)))
    assert frail["outcome"] == "resolved", frail["illegal"]
    assert frail["final"]["cards"]["disciple"]["zone"] == "smoked"
    assert frail["final"]["cards"]["thug"]["zone"] == "smoked"
