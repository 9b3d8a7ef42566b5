"""A cost-reduction ability for a kind of card (37.0: "a cost-reduction ability like The Dragon
Throne, 'You may play Characters... at -1 cost.' ... can be used whenever matching cards are
played"): read from real cards' printed text copied from the community card dump, and applied
only to the cards it names (a State: only one played onto the card, 25.5)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import PASS, cards, character, fss, player, run, scenario
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

EMPIRE = "Limited. You may play Sites at -1 cost."
TANK_COMMANDER = ("You may play <Tank> States on this card at -1 cost. +1 Fighting and Tactics while the subject of "
                  "a <Tank> State.")
REDUCTION = [{"kind": "cost_reduction", "value": 1}]


def test_37_0_you_may_play_sites_at_minus_1_cost() -> None:
    (ability,) = compiled_objects("Empire of Evil", "Edge", EMPIRE)
    assert ability["modifiers"] == REDUCTION and ability["playing"] == {"type": "site"}


def test_37_0_states_on_this_card_at_minus_1_cost() -> None:
    ability = compiled_objects("Tank Commander", "Character", TANK_COMMANDER)[0]
    assert ability["playing"] == {"type": "state", "designator": "Tank"} and ability["onto_this_card"] is True
    hidden = compiled_objects("Hidden Tomb", "Feng Shui Site", "You may play States on Hidden Tomb at -1 cost.")[0]
    assert hidden["playing"] == {"type": "state"} and hidden["onto_this_card"] is True


def test_37_0_a_bold_faced_word_before_the_type_is_no_designator() -> None:
    """"Faceoff Events" names a bold-faced word, not a designator: left unread, never widened."""
    assert not compile_text("You may play Faceoff Events at -1 cost.", "Maverick Trucker", "Character").complete


def test_49_11_vehicle_states_are_states_with_the_vehicle_restriction() -> None:
    """"Vehicle States" are the States printed with the Vehicle restriction (49.11): a
    selector's `restriction`, not a designator."""
    text = "Guts. Toughness 1. You may play Vehicle States on Maverick Trucker at -1 cost."
    ability = compiled_objects("Maverick Trucker", "Character", text)[0]
    assert ability["playing"] == {"type": "state", "restriction": "vehicle"} and ability["onto_this_card"] is True


def _empire(hand: dict[str, Any]) -> dict[str, Any]:
    empire = {"id": "empire", "title": "Empire of Evil", "type": "edge", "controller": "A",
              "abilities": compiled_objects("Empire of Evil", "Edge", EMPIRE)}
    return run(scenario([fss("a1", "A", 1, 6), fss("b1", "B", 1, 6), empire, hand],
                        [{"do": "play", "player": "A", "card": "h", "reductions": ["empire"], "column": 2}, PASS],
                        players=[player("A", 5), player("B")]))


def test_37_0_empire_of_evil_reduces_a_sites_cost_only() -> None:
    site = {"id": "h", "title": "Some Site", "type": "site", "controller": "A", "zone": "hand", "cost": 2, "body": 5}
    played = _empire(site)
    assert played["outcome"] == "resolved", played.get("illegal")
    assert cards(played)["h"]["zone"] == "in_play" and played["final"]["players"]["A"]["power"] == 4
    hero = {"id": "h", "title": "Hero", "type": "character", "controller": "A", "zone": "hand", "cost": 2,
            "fighting": 2}
    refused = _empire(hero)
    assert refused["outcome"] == "illegal" and "37.0" in refused["illegal"]["rules"]
    assert "for Hero" in refused["illegal"]["reason"]


def test_37_0_tank_commander_reduces_a_tank_state_played_on_him_only() -> None:
    tc = character("tc", "A", 3, column=1, title="Tank Commander",
                   abilities=compiled_objects("Tank Commander", "Character", TANK_COMMANDER))
    tank = {"id": "s", "title": "Panzer Tank", "type": "state", "controller": "A", "zone": "hand", "cost": 2}
    board = [fss("a1", "A", 1, 6), tc, character("other", "A", 2, column=1), tank]

    def play(onto: str) -> dict[str, Any]:
        return run(scenario(board, [{"do": "play", "player": "A", "card": "s", "attached_to": onto,
                                     "reductions": ["tc"]}, PASS], players=[player("A", 5), player("B")]))
    on_him = play("tc")
    assert on_him["outcome"] == "resolved", on_him.get("illegal")
    assert on_him["final"]["players"]["A"]["power"] == 4
    assert play("other")["outcome"] == "illegal"
