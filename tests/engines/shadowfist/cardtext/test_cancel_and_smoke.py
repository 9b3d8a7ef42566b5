""""Cancel and smoke a [H] card": a written `cancel_and_smoke` effect on a card in play or on a
card being played (an Event, whose play is an unresolved effect of the scene), on real cards'
text copied from the community card dump. Rules 33.0 (canceling), 33.1 (cancels anything: also
the play of the card itself), 33.2 (canceling the effects of a card out of play), 24.1.3.3 (a
card that left play is not smoked), 20.0 (smoking) and the FAQ's "Cancel and smoke" ("they
also smoke the card if the card is in play")."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Natural Order": ("Event", "Cancel and smoke a [H] card."),
    "Cry of the Forgotten Ancestor": ("Event", "Cancel and smoke target [M] card."),
    "Roar of the Beast": ("Event", "Cancel and smoke target card."),
    "Victory for the Underdog": ("Event", "Cancel and smoke any [f] card."),
    "Wrath of the Monarchs": ("Event", "Cancel and smoke a non-Unique <Netherworld> card."),
}


def abilities(title: str) -> list[Any]:
    kind, text = CARDS[title]
    compiled = compile_text(text, title, kind)
    assert compiled.complete
    return compiled.abilities


def effect(title: str) -> dict[str, Any]:
    return dict(next(a for a in abilities(title) if isinstance(a, dict))["effect"])


def test_33_0_natural_order_cancels_and_smokes_a_tech_card_chosen_not_targeted() -> None:
    assert effect("Natural Order") == {"effect": "cancel_and_smoke", "aim": "chosen", "select": {"talent": "tech"},
                                       "choose": True}


def test_33_0_cry_of_the_forgotten_ancestor_targets_a_magic_card() -> None:
    assert effect("Cry of the Forgotten Ancestor") == {"effect": "cancel_and_smoke", "aim": "chosen",
                                                       "select": {"talent": "magic"}}


@pytest.mark.parametrize(("title", "select"), [
    ("Roar of the Beast", {}),
    ("Victory for the Underdog", {"faction": "architects"}),
    ("Wrath of the Monarchs", {"designator": "Netherworld", "unique": False}),
])
def test_33_0_cancel_and_smoke_keeps_the_printed_selector(title: str, select: dict[str, Any]) -> None:
    assert effect(title)["select"] == select


def test_33_0_cancel_and_smoke_with_a_second_effect_is_not_read() -> None:
    compiled = compile_text("Target an Edge :: Cancel and smoke target, and its controller gains 1 Power.",
                            "Political Favors", "Event")
    assert not compiled.complete and not compiled.abilities


def test_33_0_other_cancel_effects_stay_not_modelled() -> None:
    compiled = compile_text("Cancel target Site until the end of the turn.", "Nothing Happens", "Event")
    assert compiled.not_modelled[0].reason.startswith("effect not writable (canceling)")


# --- the engine: Natural Order answering a Tech Event, a Tech Character, a card that left -----

_ZAP = {"id": "zap", "title": "Tech Zap", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
        "requires": ["Tech"], "abilities": [{"kind": "activated", "text": "Inflict 2 damage on target Character.",
                                             "effect": {"effect": "damage", "amount": 2, "aim": "chosen",
                                                        "select": {"type": "character"}}}]}


def _board(extra: list[dict[str, Any]], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 1}],
            "cards": [*home_sites(),
                      {"id": "geek", "title": "Tech Geek", "type": "character", "controller": "A", "fighting": 1,
                       "column": 1, "provides": ["Tech"]},
                      {"id": "v", "title": "Victim", "type": "character", "controller": "B", "fighting": 3,
                       "column": 1},
                      {"id": "order", "title": "Natural Order", "type": "event", "controller": "B", "zone": "hand",
                       "cost": 1, "abilities": abilities("Natural Order")}, *extra],
            "actions": actions}


def _order(target: str) -> dict[str, Any]:
    return {"do": "use", "id": "no", "player": "B", "card": "order", "ability": 0, "targets": [target]}


def test_33_1_natural_order_cancels_a_tech_event_as_it_is_played() -> None:
    r = as_json(resolve(_board([_ZAP], [
        {"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["v"]},
        _order("zap"), {"do": "pass"}])))
    assert r["outcome"] == "resolved" and r["final"]["cards"]["v"]["damage"] == 0
    step = next(s for s in r["steps"] if s["text"].startswith("Natural Order resolves"))
    assert "Tech Zap is canceled" in step["text"] and "33.2" in step["rules"]
    assert r["final"]["cards"]["zap"]["zone"] == "smoked"


def test_33_0_natural_order_cancels_and_smokes_a_tech_character_in_play() -> None:
    r = as_json(resolve(_board([], [_order("geek"), {"do": "pass"}])))
    assert r["final"]["cards"]["geek"]["zone"] == "smoked"
    assert any("20.0" in s["rules"] and "Tech Geek" in s["text"] for s in r["steps"])


def test_33_0_natural_order_refuses_a_card_without_the_tech_resource() -> None:
    r = as_json(resolve(_board([], [_order("v")])))
    assert r["illegal"] is not None and "24.1.3.2" in r["illegal"]["rules"]


def test_33_1_a_card_out_of_play_without_unresolved_effects_cannot_be_canceled() -> None:
    spent = {**_ZAP, "zone": "smoked"}
    r = as_json(resolve(_board([spent], [_order("zap")])))
    assert r["illegal"] is not None and "33.1" in r["illegal"]["rules"]


def test_33_2_a_card_that_left_play_has_its_effect_canceled_but_is_not_smoked() -> None:
    """The rulebook's Eater of Fortune example: the card sacrificed in response to "cancel and
    toast" is not toasted, but its effect is still canceled (33.2, 24.1.3.3)."""
    gun = {"id": "gun", "title": "Tech Gun", "type": "character", "controller": "A", "fighting": 1, "column": 1,
           "provides": ["Tech"], "abilities": [{"kind": "activated", "text": "Turn to inflict 1 damage on target "
                                                "Character.", "effect": {"effect": "damage", "amount": 1,
                                                                         "aim": "chosen",
                                                                         "select": {"type": "character"},
                                                                         "turn_self": True}}]}
    r = as_json(resolve(_board([gun], [
        {"do": "use", "id": "g", "player": "A", "card": "gun", "ability": 0, "targets": ["v"]},
        _order("gun"),
        {"do": "effect", "id": "bye", "player": "A", "card": "Exit", "source_type": "event", "effect": "return_to_hand",
         "targets": ["gun"]},
        {"do": "pass"}])))
    final = r["final"]["cards"]
    assert final["v"]["damage"] == 0 and final["gun"]["zone"] == "hand"
    assert any("no longer affects Tech Gun" in s["text"] and "24.1.3.3" in s["rules"] for s in r["steps"])


def test_33_1_natural_order_cancels_a_tech_character_as_it_is_played_and_smokes_it() -> None:
    new = {"id": "new", "title": "New Geek", "type": "character", "controller": "A", "zone": "hand", "fighting": 2,
           "cost": 0, "requires": ["Tech"]}
    r = as_json(resolve(_board([new], [{"do": "play", "player": "A", "card": "new", "column": 1},
                                       _order("new"), {"do": "pass"}])))
    assert r["final"]["cards"]["new"]["zone"] == "smoked"
    assert not any(s["text"].startswith("New Geek resolves") for s in r["steps"])


def test_33_0_canceling_blanks_cannot_be_smoked_by_events_before_the_smoking() -> None:
    """"Cannot be smoked by Events" is rules text, not a restriction (49.0), so the cancel, done
    first as printed, blanks it (33.0) and the smoking then takes the card (20.0)."""
    tough = {"id": "tough", "title": "Tough Geek", "type": "character", "controller": "A", "fighting": 1,
             "column": 1, "provides": ["Tech"], "abilities": ["Cannot be smoked by Events"]}
    r = as_json(resolve(_board([tough], [_order("tough"), {"do": "pass"}])))
    assert r["final"]["cards"]["tough"]["zone"] == "smoked"
    texts = [s["text"] for s in r["steps"]]
    assert texts.index(next(t for t in texts if "Tough Geek is canceled" in t)) < \
        texts.index(next(t for t in texts if "smokes Tough Geek" in t))
