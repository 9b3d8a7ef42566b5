"""Triggers on a card being played, and triggers whose effect costs turning this card (26.1.2):
"When this card is played from your hand, ..." (the card itself played, 25.0), "Turn when an
opponent plays a Site :: Gain 1 Power.", "Turn to gain 2 Power when an opponent plays an Event.",
"... when an opponent plays an Event during your turn" (`whose_turn`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _abilities(title: str) -> list[Any]:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"]).abilities


def test_25_0_brave_villagers_trigger_on_being_played_from_hand() -> None:
    (ability,) = _abilities("Brave Villagers")
    assert ability["trigger"] == {"on": "played"} and ability["optional"]
    assert ability["effect"] == {"effect": "damage", "amount": 1, "aim": "chosen", "select": {"type": "character"},
                                 "choose": True}


def test_26_1_2_turning_as_the_cost_of_a_trigger_makes_it_voluntary() -> None:
    """Corrupt Land Agent: "Turn when an opponent plays a Site :: Gain 1 Power."; Smugglers:
    "Turn when a Character you control is smoked :: Gain 1 Power." """
    (agent,) = _abilities("Corrupt Land Agent")
    assert agent["trigger"] == {"on": "played", "card": {"type": "site", "controller": "opponent"}}
    assert agent["optional"] and agent["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none",
                                                     "turn_self": True}
    (smugglers,) = _abilities("Smugglers")
    assert smugglers["trigger"] == {"on": "smoked", "card": {"type": "character", "controller": "you"}}
    assert smugglers["effect"]["turn_self"] and smugglers["optional"]


def test_26_1_2_turn_to_effect_when_trigger() -> None:
    """Dr. Ivan Vasilovich: "Turn to gain 2 Power when an opponent plays an Event." """
    ability = _abilities("Dr. Ivan Vasilovich")[-1]
    assert ability["trigger"] == {"on": "played", "card": {"type": "event", "controller": "opponent"}}
    assert ability["effect"] == {"effect": "gain_power", "amount": 2, "aim": "none", "turn_self": True}


def test_22_0_played_during_your_turn() -> None:
    """Lusignan's Automaton: "You may draw a card when an opponent plays an Event during your turn." """
    ability = _abilities("Lusignan's Automaton")[-1]
    assert ability["trigger"] == {"on": "played", "card": {"type": "event", "controller": "opponent"},
                                  "whose_turn": "you"}


def test_a_cost_other_than_turning_or_a_trigger_the_language_lacks_stays_not_modelled() -> None:
    for text in ("Turn when an opponent plays an Event that toasts a card :: Gain 1 Power.",
                 "Turn when a Character you control is toasted by an opponent :: Gain 1 Power."):
        assert not compile_text(text, "Foo", "Character").abilities, text


def test_26_1_2_a_trigger_whose_effect_has_a_cost_is_voluntary_and_keeps_its_cost() -> None:
    """Shaolin Student: "When an opponent burns a Feng Shui Site you control, sacrifice Shaolin Student
    :: Play a MartialArtist or KungFu Character at -3 cost." Every cost before "::" is paid (24.1.4),
    and a triggered effect with a cost to generate is voluntary even without "may" (26.1.2)."""
    text = ("When an opponent burns a Feng Shui Site you control, sacrifice Shaolin Student :: Play a MartialArtist "
            "or KungFu Character at -3 cost.")
    ability = compile_text(text, "Shaolin Student", "character").abilities[0]
    assert ability["optional"] is True and ability["effect"]["sacrifice_self"] is True
    paid = compile_text("When a Character is smoked, pay 1 Power :: Gain 1 Power.", "Foo", "character").abilities[0]
    assert paid["optional"] is True and paid["effect"]["power"] == 1
    kept = compile_text("When you play a Site, you may sacrifice a Character :: Gain 1 Power.", "Foo",
                        "character").abilities[0]
    assert kept["effect"]["sacrifice"] == {"type": "character"}


def test_26_1_3_a_cost_on_this_card_after_it_left_play_stays_not_modelled() -> None:
    assert not compile_text("When this card is smoked, you may sacrifice this card :: Gain 1 Power.", "Foo",
                            "character").complete


def _played_in(active: str) -> dict[str, Any]:
    """A's watcher gains 1 Power when an opponent plays an Event during A's turn; B plays one."""
    watch = {"kind": "triggered", "trigger": {"on": "played", "card": {"type": "event", "controller": "opponent"},
                                              "whose_turn": "you"},
             "effect": {"effect": "gain_power", "aim": "none", "amount": 1}}
    event = {"kind": "activated", "effect": {"effect": "gain_power", "aim": "none", "amount": 1}}
    return {"game": "shadowfist", "active_player": active, "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "watcher", "title": "Watcher", "type": "character", "controller": "A", "fighting": 1,
                       "column": 1, "abilities": [watch]},
                      {"id": "ev", "title": "B's Event", "type": "event", "controller": "B", "zone": "hand", "cost": 0,
                       "abilities": [event]}],
            "actions": [{"do": "use", "id": "u1", "player": "B", "card": "ev", "ability": 0}, {"do": "pass"}]}


def test_22_0_a_played_trigger_during_your_turn_only_in_your_turn() -> None:
    assert as_json(resolve(_played_in("A")))["final"]["players"]["A"]["power"] == 1
    assert as_json(resolve(_played_in("B")))["final"]["players"]["A"]["power"] == 0
