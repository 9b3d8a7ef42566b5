"""The targets an effect still affects as it resolves (24.1.3.3, 34.0, 40.0)."""

from __future__ import annotations

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.matching import immune
from refbase.engines.shadowfist.model.stack import Effect


def live_targets(game: Game, effect: Effect) -> list[Card]:
    """Targets still in play as the same card (24.1.3.3, 34.0) and not immune to it (40.0)."""
    live = []
    for handle in effect.targets:
        card = handle.card
        if not handle.live:
            game.step(f"{effect.label} no longer affects {card.title}: it left play.",
                      R.AFFECTED_CARD_LEFT + R.RESOLVING)
        elif immune(game.board, card, effect.source, effect.source_type):
            game.step(f"{card.title} is now immune to {effect.label}.", R.IMMUNITY + R.RESOLVING)
        else:
            live.append(card)
    return live
