"""Effects during an auction (31.3): only those whose text explicitly allows it.

An auction is a freeze-frame (31.0): the scene it interrupted takes no effects until it is
over. An effect marked `"timing": "auction"` may be generated after any bid or pass,
including in response to the end of the bidding; it starts a closed scene, to which only
triggered effects (and other effects legal during the auction) can respond (31.3, 23.2).
Any other effect the script places inside the auction is illegal.
"""

from __future__ import annotations

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import Action, EffectAction
from refbase.engines.shadowfist.model.vocabulary import Do, Phase, Timing
from refbase.engines.shadowfist.procedure.scene import window

AUCTION_TIMING = Timing.AUCTION


def legal_in_auction(action: Action) -> bool:
    """What the closed scene an in-auction effect starts accepts (31.3, 23.2)."""
    return isinstance(action, EffectAction) and (action.timing == AUCTION_TIMING or action.triggered)


def in_auction_effects(game: Game, seat: str | None, high: int) -> None:
    """Closed scenes started by effects that may be played during the auction (31.3), before
    `seat` bids or passes (None: in response to the end of the bidding)."""
    while game.winner is None:
        game.script.expect(lambda: game.hooks.bidding_standing(game, seat, high))
        nxt = game.script.peek()
        if not isinstance(nxt, EffectAction) and (nxt is None or nxt.do != Do.PLAY):
            return
        if not isinstance(nxt, EffectAction) or nxt.timing != AUCTION_TIMING:
            game.script.take()
            check(False, "no effects may be played during an auction other than those which "
                  "explicitly say so; the interrupted scene takes effects again once the auction "
                  "is over (mark an effect whose text allows it with \"timing\": \"auction\")",
                  R.IN_AUCTION_EFFECTS + R.AUCTION_TIMING)
        game.step("An effect that may be played during an auction starts a closed scene.",
                  R.IN_AUCTION_EFFECTS + R.CLOSED_SCENE, Phase.AUCTION)
        window(game, Phase.AUCTION, closed=True, accepts=legal_in_auction)
