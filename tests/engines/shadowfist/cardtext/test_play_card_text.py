"""An ability that plays a card from its player's hand at a reduced cost (37.0, 44.4: "Turn: play a
Character at -2 cost"), on real cards' printed text (copied from the community card dump). The card
is chosen in hand (25.0), its type's timing still holds (25.1.1: the rulebook's Proving Ground
example), and an Event, a Site or "a card" of any type stays unread (an Event is played with its
own effect, a Site with a `play` action)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text

from .._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Family Estate": ("Site", "Turn to play a <Pledged> Character at -1 cost. When a <Lodge> Character is smoked, "
                              "inflict 2 damage on Family Estate."),
    "Grease Monkey": ("Character", "Turn to play a Vehicle State at -1 cost. Turn and choose a Character that is the "
                                   "subject of a Vehicle State :: Heal that Character."),
    "Tomb of Itzcoliuhqui": ("Feng Shui Site", "Unique. Turn to play an Edge at -1 cost. +1 Body for each Edge you "
                                               "control."),
    "The Inner Garden": ("Site", "Turn :: Return a [C] State you own to your hand. Turn :: Play a [C] State at -1 "
                                 "cost."),
    "Dao Biotech Headquarters": ("Site", "Turn to play an <Arcano> card at -1 cost."),
}


def _ability(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    return next(a for a in compile_text(text, title, kind).abilities if isinstance(a, dict))


@pytest.mark.parametrize(("title", "select"), [
    ("Family Estate", {"type": "character", "designator": "Pledged", "in_hand": True}),
    ("Grease Monkey", {"type": "state", "restriction": "vehicle", "in_hand": True}),
    ("Tomb of Itzcoliuhqui", {"type": "edge", "in_hand": True}),
])
def test_37_0_turn_to_play_a_card_at_minus_one_cost(title: str, select: dict[str, Any]):
    effect = _ability(title)["effect"]
    assert effect["effect"] == "play_card" and effect["reduction"] == 1 and effect["turn_self"]
    assert effect["select"] == select


def test_37_0_the_inner_garden_plays_a_chi_state_printed_after_a_cost():
    ability = _ability("The Inner Garden")
    effect = ability["effect"]
    assert ability["text"] == "Turn :: Play a [C] State at -1 cost."
    assert effect["effect"] == "play_card" and effect["select"]["type"] == "state" and effect["reduction"] == 1


def test_25_0_a_card_of_any_type_stays_unread():
    kind, text = CARDS["Dao Biotech Headquarters"]
    compiled = compile_text(text, "Dao Biotech Headquarters", kind)
    assert not compiled.abilities and compiled.not_modelled


def _board(active: str = "A", hand: dict[str, Any] | None = None, **use: Any) -> dict[str, Any]:
    """A turns Family Estate to play a Pledged Character (2 cost) from hand."""
    kid = hand or {"id": "kid", "title": "Pledged Bodyguard", "type": "character", "zone": "hand",
                   "controller": "A", "cost": 2, "fighting": 2}
    return {"game": "shadowfist", "active_player": active,
            "players": [{"id": "A", "power": 1}, {"id": "B", "power": 0}],
            "cards": [{"id": "estate", "title": "Family Estate", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5, "abilities": compile_text(CARDS["Family Estate"][1],
                                                                            "Family Estate", "Site").abilities},
                      {"id": "bs", "title": "Bs Site", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 5}, kid],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "estate", "ability": 0, "targets": ["kid"],
                         "column": 1, **use}, {"do": "pass"}]}


def test_37_0_family_estate_plays_a_pledged_character_for_one_less():
    result = as_json(resolve(_board()))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["kid"]["zone"] == "in_play"
    assert result["final"]["players"]["A"]["power"] == 0 and result["final"]["cards"]["estate"]["turned"]


def test_14_0_family_estate_refuses_a_character_without_the_designator():
    other = {"id": "kid", "title": "Hired Gun", "type": "character", "zone": "hand", "controller": "A",
             "cost": 2, "fighting": 2}
    assert "is not one of the" in as_json(resolve(_board(hand=other)))["illegal"]["reason"]


def test_25_1_1_its_characters_timing_still_holds():
    illegal = as_json(resolve(_board(active="B")))["illegal"]
    assert "own Main Shot" in illegal["reason"] and "25.1.1" in illegal["rules"]


def test_37_0_an_ability_that_plays_no_card_names_no_column():
    board = _board()
    board["cards"][0]["abilities"] = ["Unique", {"kind": "activated", "text": "Turn :: Gain 1 Power.",
                                                 "effect": {"effect": "gain_power", "aim": "none", "amount": 1,
                                                            "turn_self": True}}]
    board["actions"][0] = {"do": "use", "id": "u1", "player": "A", "card": "estate", "ability": 1, "column": 1}
    assert "leave `column` out" in as_json(resolve(board))["illegal"]["reason"]


def _monkey(**use: Any) -> dict[str, Any]:
    """A turns Grease Monkey to play a Vehicle State (1 cost) from hand on it, for no Power."""
    kind, text = CARDS["Grease Monkey"]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 5},
                      {"id": "monkey", "title": "Grease Monkey", "type": "character", "controller": "A", "column": 1,
                       "fighting": 1, "abilities": compile_text(text, "Grease Monkey", kind).abilities},
                      {"id": "bike", "title": "Motorcycle", "type": "state", "zone": "hand", "controller": "A",
                       "cost": 1, "abilities": ["Vehicle", {"kind": "play_on", "text": "Play on a Character.",
                                                            "affects": {"type": "character"}}]}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "monkey", "ability": 0, "targets": ["bike"],
                         **use}, {"do": "pass"}]}


def test_25_5_grease_monkey_plays_a_vehicle_on_the_subject_the_use_names():
    result = as_json(resolve(_monkey(attached_to="monkey")))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["bike"]["attached_to"] == "monkey"


def test_25_5_a_state_played_by_an_ability_needs_its_subject():
    illegal = as_json(resolve(_monkey()))["illegal"]
    assert "attached_to" in illegal["reason"]


def test_25_1_1_lai_kuangs_triggered_play_waives_the_characters_timing():
    """"When an opponent smokes Lai Kuang, you may play a <Demon> Character at -3 cost": an effect
    triggered at a specific time plays the Character in the opponent's turn (25.1.1)."""
    text = "Unique. When an opponent smokes Lai Kuang, you may play a <Demon> Character at -3 cost."
    board = {"game": "shadowfist", "active_player": "B", "players": [{"id": "A", "power": 1}, {"id": "B", "power": 1}],
             "cards": [{"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                        "body": 5},
                       {"id": "bs", "title": "Bs Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                        "body": 5},
                       {"id": "lai", "title": "Lai Kuang", "type": "character", "controller": "A", "column": 1,
                        "fighting": 3, "abilities": compile_text(text, "Lai Kuang", "Character").abilities},
                       {"id": "imp", "title": "Demon Imp", "type": "character", "controller": "A", "zone": "hand",
                        "cost": 4, "fighting": 4},
                       {"id": "ev", "title": "Smoke Bomb", "type": "event", "controller": "B", "zone": "hand",
                        "cost": 0}],
             "actions": [{"do": "effect", "id": "e1", "player": "B", "card": "ev", "effect": "smoke", "targets": ["lai"]},
                         {"do": "pass"},
                         {"do": "use", "id": "u1", "player": "A", "card": "lai", "ability": 1, "targets": ["imp"],
                          "column": 1}, {"do": "pass"}]}
    result = as_json(resolve(board))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["imp"]["zone"] == "in_play" and result["final"]["players"]["A"]["power"] == 0


def test_25_5_the_legality_query_offers_the_vehicle_on_a_legal_subject():
    from refbase.engines.shadowfist.options import options

    board = _monkey()
    board["actions"] = []
    uses = [o.action for o in options(board).options if o.action.get("do") == "use"]
    assert uses == [{"do": "use", "id": "u1-monkey-0", "player": "A", "card": "monkey", "ability": 0,
                     "targets": ["bike"], "attached_to": "monkey"}]


def test_37_0_a_mandatory_triggered_play_keeps_its_reduction():
    """A mandatory trigger's play (its player names the card as the engine asks) pays the cost less
    the template's reduction, in the opponent's turn (25.1.1)."""
    ability = {"kind": "triggered", "text": "When an opponent smokes this card, play a <Demon> Character at -3 cost.",
               "trigger": {"on": "smoked", "by_player": "opponent"},
               "effect": {"effect": "play_card", "aim": "chosen", "choose": True, "reduction": 3,
                          "select": {"type": "character", "designator": "Demon", "in_hand": True}}}
    board = {"game": "shadowfist", "active_player": "B", "players": [{"id": "A", "power": 1}, {"id": "B", "power": 1}],
             "cards": [{"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                        "body": 5},
                       {"id": "bs", "title": "Bs Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                        "body": 5},
                       {"id": "lai", "title": "Sorcerer", "type": "character", "controller": "A", "column": 1,
                        "fighting": 3, "abilities": [ability]},
                       {"id": "imp", "title": "Demon Imp", "type": "character", "controller": "A", "zone": "hand",
                        "cost": 4, "fighting": 4},
                       {"id": "ev", "title": "Smoke Bomb", "type": "event", "controller": "B", "zone": "hand",
                        "cost": 0}],
             "actions": [{"do": "effect", "id": "e1", "player": "B", "card": "ev", "effect": "smoke", "targets": ["lai"]},
                         {"do": "pass"},
                         {"do": "use", "id": "u1", "player": "A", "card": "lai", "ability": 0, "targets": ["imp"]},
                         {"do": "pass"}]}
    result = as_json(resolve(board))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["imp"]["zone"] == "in_play" and result["final"]["players"]["A"]["power"] == 0
