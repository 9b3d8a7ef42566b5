"""Who makes an effect: its card and that card's type, as immunity (40.0) and redirection
(38.5) name it. The card is a card of the scenario, or only a type (`source_type`) for a card
the scenario does not list."""

from __future__ import annotations

from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.vocabulary import CardType


def maker_type(game: Game, a: EffectAction) -> CardType | None:
    """The type of the card making the effect."""
    card = game.board.cards.get(a.card)
    return card.type if card is not None else CardType(a.source_type) if a.source_type else None


def maker_words(game: Game, a: EffectAction) -> str:
    """The card making an effect, in words: its title, or its type as immunity names it."""
    card = game.board.cards.get(a.card)
    kind = maker_type(game, a)
    return card.title if card is not None else f"{(kind or 'card').replace('_', ' ')}s".title()
