"""Effects during an auction (31.3): only those whose text explicitly allows it.

An auction is a freeze-frame (31.0): the scene it interrupted takes no effects until it is
over. An effect marked `"timing": "auction"` may be generated after any bid or pass,
including in response to the end of the bidding; it starts a closed scene, to which only
triggered effects (and other effects legal during the auction) can respond (31.3, 23.2).
Any other effect the script places inside the auction is illegal.
"""

from __future__ import annotations

from refbase.engines.common import Candidate, Standing
from refbase.engines.shadowfist import live_checks
from refbase.engines.shadowfist import rules as R
from refbase.engines.shadowfist.auction import bid_choices
from refbase.engines.shadowfist.game import Game, check
from refbase.engines.shadowfist.records import Action, EffectAction
from refbase.engines.shadowfist.scene import window
from refbase.engines.shadowfist.vocabulary import Phase

AUCTION_TIMING = "auction"
def bidding_standing(game: Game, seat: str | None, high: int) -> Standing:
    """31.6: `seat` may bid more than `high` or pass; anyone may generate an in-auction effect."""
    cands: list[Candidate] = []
    if seat is not None:
        power = game.board.players[seat].power
        # every amount the engine's check takes (more than the high bid, at most the Power),
        # offered without trials where an appended bid would be taken here (live_checks)
        live = live_checks.bid_taken_here(game)
        cands += [Candidate({"do": "bid", "player": seat, "amount": n}, f"{seat} bids {n}",
                            rules=R.BIDDING, checked=live) for n in bid_choices(high + 1, power)]
        cands.append(Candidate({"do": "pass_bid", "player": seat}, f"{seat} passes", rules=R.BIDDING))
    cands += game.hooks.timed_effects(game, Phase.AUCTION)
    window = f"{seat} may bid" if seat is not None else "the bidding has ended"
    return Standing(str(Phase.AUCTION), window, seat, None, tuple(cands),
                    R.BIDDING + R.IN_AUCTION_EFFECTS, len(game.log.steps))


def _legal_in_auction(action: Action) -> bool:
    return isinstance(action, EffectAction) and (action.timing == AUCTION_TIMING or action.triggered)


def in_auction_effects(game: Game, seat: str | None, high: int) -> None:
    """Closed scenes started by effects that may be played during the auction (31.3), before
    `seat` bids or passes (None: in response to the end of the bidding)."""
    while game.winner is None:
        game.script.expect(lambda: bidding_standing(game, seat, high))
        nxt = game.script.peek()
        if not isinstance(nxt, EffectAction) and (nxt is None or nxt.do != "play"):
            return
        if not isinstance(nxt, EffectAction) or nxt.timing != AUCTION_TIMING:
            game.script.take()
            check(False, "no effects may be played during an auction other than those which "
                  "explicitly say so; the interrupted scene takes effects again once the auction "
                  "is over (mark an effect whose text allows it with \"timing\": \"auction\")",
                  R.IN_AUCTION_EFFECTS + R.AUCTION_TIMING)
        game.step("An effect that may be played during an auction starts a closed scene.",
                  R.IN_AUCTION_EFFECTS + R.CLOSED_SCENE, Phase.AUCTION)
        window(game, Phase.AUCTION, closed=True, accepts=_legal_in_auction)
