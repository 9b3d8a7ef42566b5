"""The end of the game (A.1) and the pause conditions that can arise mid-sequence (E.2).

Pause conditions are checked after anything that can trigger them (lost vitality, a card
taken from the deck) and addressed in their printed order: E.2.1 (0 or less vitality loses)
before E.2.2 (an empty deck is cycled; a player unable to cycle loses, E.2.2.1).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef, ScenarioInvalid
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.state import Seat, Table
from refbase.engines.ufs.vocabulary import Phase, Zone

CYCLE_REMOVES = 10  # E.2.2: "remove the top 10 cards of this new deck from the game"


class GameOver(Exception):
    """A player has lost; the resolution stops with `table.winner` set."""


def check_pause(table: Table) -> None:
    """Address the pause conditions E.2.1 and E.2.2 for both players, in that order."""
    for seat in _seats_in_order(table):
        if seat.vitality <= 0:
            _lose(table, seat, f"{seat.id} is at {seat.vitality} vitality and loses the game; "
                  f"{table.opponent(seat.id).id} wins.", R.LOSE_AT_ZERO_VITALITY + R.WIN_BY_VITALITY)
    for seat in _seats_in_order(table):
        if seat.deck_size == 0:
            cycle(table, seat)


def _seats_in_order(table: Table) -> list[Seat]:
    """The active player first: the order players address simultaneous conditions."""
    return sorted(table.seats.values(), key=lambda s: s.id != table.active_player)


def _lose(table: Table, seat: Seat, text: str, rules: tuple[RuleRef, ...]) -> None:
    table.winner = table.opponent(seat.id).id
    table.step(text, rules, Phase.GAME_END)
    raise GameOver(text)


def cycle(table: Table, seat: Seat) -> None:
    """E.2.2: shuffle the discard pile into a new deck and remove its top 10 cards from the game.

    With 10 or fewer cards in the discard pile the cycle cannot be completed and the player
    loses (E.2.2.1, A.1.2). The order after the shuffle is random, so the scenario gives the
    new deck's top control values in `cycle`; cards of the request that were in the discard
    pile go to the new deck (the shuffle decides whether they are among the 10 removed).
    """
    pile = len(seat.discard)
    if pile <= CYCLE_REMOVES:
        _lose(table, seat, f"{seat.id}'s deck is empty and the discard pile holds only {pile} "
              f"cards, so {seat.id} cannot cycle and loses the game; "
              f"{table.opponent(seat.id).id} wins.", R.CYCLE_DECK + R.CANNOT_CYCLE_LOSES + R.WIN_BY_CYCLING)
    for cid in (c for c in seat.discard if c is not None):
        table.move(cid, Zone.DECK)
        table.places[cid].note = "shuffled into the new deck when cycling; it may be among the 10 removed"
    seat.discard, seat.deck_size, seat.cycled = [], pile - CYCLE_REMOVES, True
    values, seat.cycle = list(seat.cycle or []), []
    if len(values) > seat.deck_size:
        raise ScenarioInvalid({f"players[{seat.index}].cycle": [
            f"lists {len(values)} control values but the cycled deck holds {seat.deck_size} cards"]})
    seat.deck = values
    table.step(f"{seat.id}'s deck is empty: {seat.id} shuffles the {pile} cards of the "
               f"discard pile into a new deck and removes the top {CYCLE_REMOVES} from the game, "
               f"leaving {seat.deck_size} cards.", R.PAUSE_CONDITIONS + R.CYCLE_DECK, Phase.PAUSE)
