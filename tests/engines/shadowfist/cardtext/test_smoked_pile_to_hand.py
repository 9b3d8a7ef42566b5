"""A card chosen in its player's smoked pile (rule 9.2.1) and put into that player's hand (9.2.2)
by a written effect, chosen on generation as a Reload's card is (43.0): real cards' text copied
from the community card dump, and the engine resolving it. A card in play "you own" returned to
your hand stays unread; a card smoked returning itself from the smoked pile is read only after a
trigger on its own smoking (20.0: Skin and Darkness Hunter)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, smoked_pile_event

from ._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Faked Death": ("Event", "Return a Character from your smoked pile to your hand."),
    "Salvage": ("Event", "Return any [H] card in your smoked pile to your hand."),
    "Salvage vPAP": ("Event", "Choose a [H] card in your smoked pile :: Return that card to your hand."),
    "Master Blacksmith": ("Character", "Turn to return a <Sword> State from your smoked pile to your hand."),
    "CDCA Spies": ("Character", "You may return a card from your smoked pile to your hand when this card is "
                                "smoked."),
    "The Inner Garden": ("Site", "Turn :: Return a [C] State you own to your hand."),
    "Skin and Darkness Hunter": ("Character", "Assassinate. Independent. When this card is smoked, you may "
                                              "return it to your hand."),
}



def ability(title: str) -> dict[str, Any]:
    return compiled_objects(title, *CARDS[title])[0]


@pytest.mark.parametrize(("title", "effect"), [
    ("Faked Death", {"effect": "smoked_to_hand", "aim": "chosen", "choose": True,
                     "select": {"type": "character", "controller": "you", "in_smoked_pile": True}}),
    ("Salvage", {"effect": "smoked_to_hand", "aim": "chosen", "choose": True,
                 "select": {"talent": "tech", "controller": "you", "in_smoked_pile": True}}),
    ("Salvage vPAP", {"effect": "smoked_to_hand", "aim": "chosen", "choose": True,
                      "select": {"talent": "tech", "controller": "you", "in_smoked_pile": True}}),
    ("Master Blacksmith", {"effect": "smoked_to_hand", "aim": "chosen", "choose": True, "turn_self": True,
                           "select": {"type": "state", "designator": "Sword", "controller": "you",
                                      "in_smoked_pile": True}}),
])
def test_9_2_2_a_card_chosen_in_your_smoked_pile_returns_to_your_hand(title: str, effect: dict[str, Any]) -> None:
    assert ability(title)["effect"] == effect


def test_9_2_2_cdca_spies_smoked_may_return_a_card_from_your_smoked_pile() -> None:
    got = ability("CDCA Spies")
    assert got["trigger"] == {"on": "smoked"} and got["optional"] is True
    assert got["effect"]["effect"] == "smoked_to_hand"


def test_9_2_1_cards_not_chosen_in_your_smoked_pile_are_not_read() -> None:
    kind, text = CARDS["The Inner Garden"]
    assert not compile_text(text, "The Inner Garden", kind).complete


def test_20_0_skin_and_darkness_hunter_smoked_may_return_itself_from_the_smoked_pile() -> None:
    kind, text = CARDS["Skin and Darkness Hunter"]
    got = compile_text(text, "Skin and Darkness Hunter", kind)
    assert got.complete and got.abilities[:2] == ["Assassinate", "Independent"]
    assert got.abilities[2] == {"kind": "triggered", "text": "When this card is smoked, you may return it to your hand.",
                                "trigger": {"on": "smoked"}, "optional": True,
                                "effect": {"effect": "smoked_to_hand", "aim": "trigger_card"}}


@pytest.mark.parametrize("text", ["When a Character you control is smoked, you may return it to your hand.",
                                  "At the end of the turn in which this card entered play, return it to your hand unless "
                                  "you sacrifice a Character."])
def test_9_2_1_it_returned_from_the_smoked_pile_only_after_this_card_is_smoked(text: str) -> None:
    assert not compile_text(text, "Skin and Darkness Hunter", "Character").complete


def test_20_0_after_this_card_is_smoked_an_effect_on_cards_in_play_does_not_reach_it() -> None:
    """"Return it to its owner's hand" returns a card in play (9.2.2); after "when this card is
    smoked" the card is in its smoked pile (20.0), so the sentence is not read as that effect."""
    compiled = compile_text("When this card is smoked, you may return it to its owner's hand.",
                            "Skin and Darkness Hunter", "Character")
    assert compiled.not_modelled and compiled.not_modelled[0].reason.startswith("cards out of play")


def _faked_death(target: str) -> dict[str, Any]:
    kind, text = CARDS["Faked Death"]
    return smoked_pile_event("Faked Death", compile_text(text, "Faked Death", kind).abilities, target)


def test_9_2_2_faked_death_puts_a_character_from_your_smoked_pile_into_your_hand() -> None:
    answer = as_json(resolve(_faked_death("mine")))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["mine"]["zone"] == "hand"
    assert answer["final"]["cards"]["theirs"]["zone"] == "smoked"


@pytest.mark.parametrize("target", ["theirs", "here"])
def test_9_2_1_faked_death_cannot_choose_outside_your_smoked_pile(target: str) -> None:
    assert "24.1.3.2" in as_json(resolve(_faked_death(target)))["illegal"]["rules"]


def test_24_1_3_3_a_card_that_left_the_smoked_pile_before_resolution_stays_where_it_went() -> None:
    scenario = _faked_death("mine")
    reload = {"do": "effect", "id": "r", "player": "A", "card": "Back Again", "source_type": "event",
              "effect": "reload", "targets": ["mine"]}
    scenario["actions"] = [scenario["actions"][0], reload, {"do": "pass"}]
    answer = as_json(resolve(scenario))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["cards"]["mine"]["zone"] == "deck"
    assert any("no longer in the smoked pile" in s["text"] for s in answer["steps"])

