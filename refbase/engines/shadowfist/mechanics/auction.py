"""Uniqueness auctions (31.0, 49.9): two face-up Unique cards with the same title in play.

The player who brought the new copy opens with at least 1 Power, or, with no Power, that
copy is canceled and toasted (31.5, 31.5.1). Bidding then goes clockwise; a player the
script does not mention passes; it ends when all others pass in succession (31.6). Only
the winner pays (31.7) and chooses the copy that stays (31.7.1): keeping the original
toasts the new copy, keeping the new copy smokes the original. Auctions are not effects
and nothing else happens meanwhile (31.3).
"""

from __future__ import annotations

from collections.abc import Callable

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.checks.restrictions import identity_rules, same_title
from refbase.engines.shadowfist.mechanics.zones import leave_play, leave_play_rules
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import Bid, Keep
from refbase.engines.shadowfist.model.vocabulary import Do, Phase, Zone


def check_unique_copies(game: Game, new: Card, starter: str, rules: tuple[RuleRef, ...]) -> None:
    """Start an auction if `new` is a face-up Unique card and another copy is in play (31.1)."""
    if not (new.in_play and new.unique and not new.face_down):
        return
    original = next((c for c in game.board.in_play() if c is not new and c.unique
                     and not c.face_down and same_title(c, new)), None)
    if original is not None:
        uniqueness_auction(game, new, original, starter, rules + identity_rules(new, original))


def uniqueness_auction(game: Game, new: Card, original: Card, starter: str,
                       rules: tuple[RuleRef, ...]) -> None:
    """Run the auction to its end (31.2-31.7.1)."""
    with game.in_phase(Phase.AUCTION, aside=True):
        _auction(game, new, original, starter, rules)


def _auction(game: Game, new: Card, original: Card, starter: str,
             rules: tuple[RuleRef, ...]) -> None:
    board = game.board
    game.step(f"Two Unique copies of {new.title} are in play: a uniqueness auction starts, "
              f"opened by {starter}.", rules + R.UNIQUENESS_AUCTION + R.OPENING_UNIQUENESS)
    if board.players[starter].power == 0:
        new.canceled = True
        leave_play(game, new, Zone.TOASTED, f"{starter} has no Power to open the auction, so the "
                   f"new {new.title} is canceled", R.OPENING_BID)
        return
    high, winner = _opening(game, starter), starter
    high, winner = bidding(game, high, winner)
    board.players[winner].power -= high
    game.step(f"{winner} wins the auction and pays {high} Power; nobody else pays.",
              R.WINNING_AUCTION)
    _keep(game, winner, new, original)


#: bids offered as options: the lowest this many, and the highest (every amount between is
#: legal too): a player with a huge Power would otherwise be offered a million bids
BID_CHOICES = 12


def bid_choices(low: int, high: int) -> list[int]:
    """The bids offered from `low` to `high`: the lowest BID_CHOICES and `high` itself."""
    if high < low:
        return []
    first = list(range(low, min(high, low + BID_CHOICES - 1) + 1))
    return first if first[-1] == high else [*first, high]


#: what opening the bidding cites (31.5), and what a bid and a pass in the bidding cite (31.6):
#: the legality query cites them where it decides these on the live game
OPENING_RULES = R.OPENING_BID
BID_RULES = R.BIDDING
PASS_BID_RULES = R.BIDDING


def _opening(game: Game, starter: str) -> int:

    power = game.board.players[starter].power
    listed = "" if power <= BID_CHOICES else f" (any amount up to {power}; the lowest and the highest are listed)"
    bid = game.require(Do.BID, starter, "opening_bid", bid_choices(1, power),
                       R.OPENING_BID, f"{starter} must open the auction with a bid of at least 1{listed}",
                       lambda _: OPENING_RULES)  # each listed bid is legal and logs the opening step
    assert isinstance(bid, Bid)
    check(1 <= bid.amount <= power, f"{starter}'s opening bid must be between 1 and its "
          f"{power} Power", R.OPENING_BID + R.BIDDING)
    game.step(f"{starter} opens the bidding at {bid.amount} Power.", OPENING_RULES)
    return bid.amount


def bidding(game: Game, high: int, winner: str) -> tuple[int, str]:
    """Clockwise from the high bidder until everyone else passes in succession (31.6); effects
    that say so may be played after any bid or pass (31.3, in_auction.py)."""

    board, script = game.board, game.script
    seat = winner
    while True:
        seat = board.clockwise_after(seat)[0]
        game.hooks.in_auction_effects(game, None if seat == winner else seat, high)
        if seat == winner:
            return high, winner
        nxt = script.peek()
        if nxt is not None and nxt.do in (Do.BID, Do.PASS_BID) and nxt.player == seat:
            action = script.take()
            if isinstance(action, Bid):
                power = board.players[seat].power
                check(high < action.amount <= power, f"{seat} must bid more than {high} and "
                      f"no more than its {power} Power", R.BIDDING)
                high, winner = action.amount, seat
                game.step(f"{seat} bids {high} Power.", BID_RULES)
                continue
        game.step(f"{seat} passes.", PASS_BID_RULES)


def _keep_rules(game: Game, new: Card, original: Card) -> Callable[[str], tuple[RuleRef, ...]] | None:
    """The rules of the first step keeping a copy logs: the other copy leaving play (31.7.1),
    the new one toasted, the original smoked; None (each tried) unless both are in play."""
    if not (new.in_play and original.in_play):
        return None
    return lambda kept: (leave_play_rules(game, new, Zone.TOASTED, R.WINNING_UNIQUENESS) if kept == original.id
                         else leave_play_rules(game, original, Zone.SMOKED, R.WINNING_UNIQUENESS))


def _keep(game: Game, winner: str, new: Card, original: Card) -> None:
    keep = game.require(Do.KEEP, winner, "keep", [original.id, new.id], R.WINNING_UNIQUENESS,
                        f"{winner} won the auction and must choose which {new.title} stays",
                        _keep_rules(game, new, original))
    card_id = keep.card if isinstance(keep, Keep) else None
    check(card_id in (original.id, new.id), f"{winner} must keep one of the two copies of "
          f"{new.title}", R.WINNING_UNIQUENESS)
    if card_id == original.id:
        new.canceled = True
        leave_play(game, new, Zone.TOASTED, f"{winner} keeps the original {original.title}; the new "
                   f"copy is canceled", R.WINNING_UNIQUENESS)
    else:
        original.canceled = True
        leave_play(game, original, Zone.SMOKED, f"{winner} keeps the new {new.title}; the original "
                   f"is canceled", R.WINNING_UNIQUENESS)
