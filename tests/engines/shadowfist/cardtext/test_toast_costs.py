"""Toasting a card as a cost (46.0), read from real cards' printed text (quoted verbatim from
the community card dump): one card its player controls in play, or one in its smoked pile
(9.2.1); counts, random picks and other phrasings stay not modelled."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

_PILE_CHARACTER = {"type": "character", "controller": "you", "in_smoked_pile": True}


def test_46_0_dump_scrounger_turns_and_toasts_a_character_from_its_smoked_pile() -> None:
    c = compile_text("Turn and toast a Character in your smoked pile :: Gain 1 Power.", "Dump Scrounger", "character")
    assert c.complete
    assert c.abilities[0]["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none", "turn_self": True,
                                        "toast": _PILE_CHARACTER}


def test_46_0_void_toasts_a_character_it_controls_once_per_turn() -> None:
    text = ("Unique. Toughness: 1. Once per turn, you may sacrifice a Character to unturn this card. "
            "Once per turn, you may toast a Character you control to heal this card.")
    c = compile_text(text, "Void", "character")
    assert c.complete
    ability = c.abilities[-1]
    assert ability["once_per"] == "turn" and ability["effect"]["effect"] == "heal"
    assert ability["effect"]["toast"] == {"type": "character", "controller": "you"}


def test_46_0_tomb_spirit_toasts_one_of_the_characters_in_its_smoked_pile() -> None:
    text = "Toast one of the characters in your smoked pile to give Tomb Spirit +2 Fighting until the end of the turn."
    c = compile_text(text, "Tomb Spirit", "character")
    assert c.complete and c.abilities[0]["effect"]["toast"] == _PILE_CHARACTER
    assert c.abilities[0]["effect"]["aim"] == "self"


def test_46_0_arcanotechnician_toasts_one_card_and_chooses_another() -> None:
    text = ("Turn Arcanotechnician, toast a Character in your smoked pile, and choose a card in your smoked pile "
            ":: Return that card to your hand.")
    effect = compile_text(text, "Arcanotechnician", "character").abilities[0]["effect"]
    assert effect["toast"] == _PILE_CHARACTER and effect["choose"] is True
    assert effect["select"] == {"controller": "you", "in_smoked_pile": True}


def test_46_0_toasting_several_or_random_cards_stays_not_modelled() -> None:
    for title, text in (
            ("Plains of Ash", "Toast 2 cards from your smoked pile :: Plains of Ash gains +1 Body until you lose "
                              "control of it."),
            ("Charnel Ground", "Turn this card and toast a random Character in your smoked pile :: Gain 1 Power."),
            ("Viking Burial", "Toast a Character in your smoked pile and a State in your smoked pile :: "
                              "Gain 2 Power."),
            ("Temporal Realignment", "Toast X cards from your smoked pile to shuffle X cards from your smoked pile "
                                     "into your deck.")):
        assert not compile_text(text, title, "site").complete, title


def _scrounger(toast: str) -> dict[str, Any]:
    text = "Turn and toast a Character in your smoked pile :: Gain 1 Power."
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [{"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "scrounger", "title": "Dump Scrounger", "type": "character", "controller": "A",
                       "column": 1, "fighting": 2,
                       "abilities": compile_text(text, "Dump Scrounger", "character").abilities},
                      {"id": "spent", "title": "Spent Event", "type": "event", "controller": "A", "zone": "smoked"},
                      {"id": "theirs", "title": "Their Dead", "type": "character", "controller": "B",
                       "zone": "smoked"}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "scrounger", "ability": 0,
                         "toast": toast},
                        {"do": "pass"}]}


def test_46_0_a_toast_cost_refuses_a_card_its_selector_does_not_pick() -> None:
    """An Event in the pile is not a Character; another player's Character is not in your pile."""
    for toast in ("spent", "theirs"):
        result = as_json(resolve(_scrounger(toast)))
        assert result["outcome"] == "illegal", (toast, result["outcome"])
        assert "46.0" in {r.split(":")[-1] for r in result["illegal"]["rules"]}, result["illegal"]
