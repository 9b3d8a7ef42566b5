"""Revealing face-down Feng Shui Sites by effect, and more than two Unique copies (31.8).

A `reveal` effect (like Killing Rain's) turns face-down Feng Shui Sites face up when it
resolves; auctions are checked after it has resolved, not in its middle (31.2, 24.8.1.2).
Two copies of a title make an ordinary uniqueness auction opened by the new copy's
controller (31.5.1). More than two copies in play at once follow 31.8: the auctions run in
the order the active player chose (the order of the effect's targets); the players who
control a copy get the option to open in turn, clockwise from the active player, and may
decline even with Power (`pass_bid`, or not being mentioned); if all decline, every copy is
toasted; otherwise bidding goes as usual and the winner keeps one copy, all others toasted.
"""

from __future__ import annotations

from refbase.engines.common import Candidate, Standing
from refbase.engines.shadowfist.checks.restrictions import same_title
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.mechanics.auction import bidding, uniqueness_auction
from refbase.engines.shadowfist.mechanics.zones import leave_play, leave_play_rules
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import Bid, EffectAction, Keep
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import Do, Phase, Zone
from refbase.engines.shadowfist.model.written import On


def verify_reveal(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """Only face-down Feng Shui Sites can be revealed (24.4, 25.7.1)."""
    for card in cards:
        check(card.is_fss and card.face_down, f"{card.title} is not a face-down Feng Shui Site",
              R.VOLUNTARY_REVEAL + R.LEGAL_CHOICES)


def resolve_reveal(game: Game, scene: Scene, effect: Effect) -> None:
    """Reveal every target still face down, then the resolution auctions (24.8.1.2)."""
    revealed = [h.card for h in effect.targets if h.live and h.card.face_down]
    for card in revealed:
        card.face_down = False
    for card in revealed:  # once all are face up: "when a Feng Shui Site is revealed" (26.1)
        triggers.notice(game, On.REVEALED, card)
    titles = ", ".join(c.title for c in revealed) or "nothing (its targets are gone)"
    game.step(f"{effect.label} resolves: it reveals {titles}.", R.RESOLVING + R.VOLUNTARY_REVEAL)
    resolution_auctions(game, revealed)


def resolution_auctions(game: Game, new: list[Card]) -> None:
    """Auctions for the titles that now have two or more face-up Unique copies (24.8.1.2)."""
    done: set[str] = set()
    for card in new:
        if not (card.in_play and card.unique) or card.title.casefold() in done:
            continue
        done.add(card.title.casefold())
        copies = [c for c in game.board.in_play() if c.unique and not c.face_down and same_title(c, card)]
        if len(copies) > 2:
            more_than_two(game, copies)
        elif len(copies) == 2:
            original = next((c for c in copies if c not in new), None)
            fresh = copies[1] if original is None else next(c for c in copies if c is not original)
            uniqueness_auction(game, fresh, original or copies[0], fresh.controller,
                               R.RESOLUTION_AUCTION)


def more_than_two(game: Game, copies: list[Card]) -> None:
    """31.8: the option to open passes among the copies' controllers; all copies but one go."""
    with game.in_phase(Phase.AUCTION, aside=True):
        _more_than_two(game, copies)


def _more_than_two(game: Game, copies: list[Card]) -> None:
    board = game.board
    title = copies[0].title
    game.step(f"{len(copies)} Unique copies of {title} are in play at once: the option to start "
              f"the auction goes round the copies' controllers; the active player chose the order "
              f"of the auctions.",
              R.MORE_THAN_TWO_UNIQUES + R.UNIQUENESS_AUCTION + R.RESOLUTION_AUCTION)
    seats = [game.active] + board.opponents(game.active)
    holders = [p for p in seats if any(c.controller == p for c in copies)]
    opening: tuple[int, str] | None = None
    for player in holders:
        opening = _offer(game, player, title)
        if opening is not None:
            break
    if opening is None:
        for card in copies:
            card.canceled = True
            leave_play(game, card, Zone.TOASTED, f"every player with a copy declined to start the "
                       f"auction; {card.title} goes to the toasted pile", R.MORE_THAN_TWO_UNIQUES)
        return
    high, winner = bidding(game, *opening)
    board.players[winner].power -= high
    game.step(f"{winner} wins the auction and pays {high} Power; nobody else pays.",
              R.WINNING_AUCTION)
    ids = [c.id for c in copies]
    # the first step keeping a copy logs: the first other copy leaving play (31.8)
    first_leaving = (lambda kept: leave_play_rules(game, next(c for c in copies if c.id != kept), Zone.TOASTED,
                                                   R.MORE_THAN_TWO_UNIQUES)) \
        if all(c.in_play for c in copies) else None
    keep = game.require(Do.KEEP, winner, "keep", ids, R.MORE_THAN_TWO_UNIQUES,
                        f"{winner} won the auction and must choose which {title} stays", first_leaving)
    kept = keep.card if isinstance(keep, Keep) else None
    check(kept in ids, f"{winner} must keep one of the copies of {title}", R.MORE_THAN_TWO_UNIQUES)
    for card in copies:
        if card.id != kept:
            card.canceled = True
            leave_play(game, card, Zone.TOASTED, f"{winner} keeps {board.cards[str(kept)].title} "
                       f"({kept}); this copy goes to the toasted pile", R.MORE_THAN_TWO_UNIQUES)


#: what starting the auction with a bid and declining to start it cite (31.8, 31.5)
_STARTS = R.MORE_THAN_TWO_UNIQUES + R.OPENING_BID
_DECLINES = R.MORE_THAN_TWO_UNIQUES


def _offer_standing(game: Game, player: str, title: str, power: int) -> Standing:
    """Where `player` may open the auction or decline (`_offer`): it takes the player's bid or
    pass and lets any other action go on. Every bid listed is legal (at most the Power, 31.5)
    and so is declining: where an appended one would reach this point untouched, they are
    offered as listed, citing the step each logs."""
    live = game.reaches_untouched(Do.BID, player) and game.reaches_untouched(Do.PASS_BID, player)
    cands = [Candidate({"do": "bid", "player": player, "amount": n}, f"{player} opens with {n}",
                       rules=R.OPENING_BID + (_STARTS if live else ()), checked=live)
             for n in range(1, min(power, 3) + 1)]
    cands.append(Candidate({"do": "pass_bid", "player": player}, f"{player} declines to start",
                           rules=R.MORE_THAN_TWO_UNIQUES + (_DECLINES if live else ()), checked=live))
    return Standing(str(Phase.AUCTION), f"{player} may start the {title} auction", player, None, tuple(cands),
                    R.MORE_THAN_TWO_UNIQUES, len(game.log.steps),
                    frozenset({(str(Do.BID), player), (str(Do.PASS_BID), player)}))


def _offer(game: Game, player: str, title: str) -> tuple[int, str] | None:
    """`player` may open with a bid or decline, even with Power (31.8)."""
    power = game.board.players[player].power
    game.script.expect(lambda: _offer_standing(game, player, title, power))
    nxt = game.script.peek()
    if isinstance(nxt, Bid) and nxt.player == player:
        game.script.take()
        check(1 <= nxt.amount <= power, f"{player}'s opening bid must be between 1 and its "
              f"{power} Power", R.OPENING_BID + R.BIDDING)
        game.step(f"{player} starts the auction with a bid of {nxt.amount} Power.", _STARTS)
        return nxt.amount, player
    if nxt is not None and nxt.do == Do.PASS_BID and nxt.player == player:
        game.script.take()
    game.step(f"{player} declines to start the auction; the option passes to the next player "
              f"clockwise who controls a copy.", _DECLINES)
    return None
