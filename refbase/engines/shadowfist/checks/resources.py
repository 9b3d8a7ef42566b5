"""Resources (18.0): a player's resource pool, and the check made when a card is played.

A card's resource requirements (8.4) must be in its player's pool (18.1) before it can be
played (25.1). The pool holds the provisions (8.6) of the cards the player controls in play
and of the cards in the player's smoked pile (18.1); cards in hand, in the burned-for-victory
pile or out of the game provide nothing. A card in play provides for its controller, so a
card an opponent took control of provides for that opponent (18.3). Resources are not spent
(18.0): one [Asc] lets you play any number of cards requiring one [Asc]. Symbols are compared
case-insensitively, and a faction's symbol matches however it is spelled ("Asc" is "Ascended",
resource_types.py); talents ("Magic", "Chi") are compared as written.
"""

from __future__ import annotations

from collections import Counter

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Board, Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.matching import matches
from refbase.engines.shadowfist.model.pool import providers, provisions
from refbase.engines.shadowfist.model.resource_types import resource_factions
from refbase.engines.shadowfist.model.written import AbilityKind


def _key(symbol: str) -> str:
    """A faction's symbol however written ("Lot", "Lotus") is one resource (18.2)."""
    plain = " ".join(symbol.split()).casefold()
    return next(iter(resource_factions([plain])), plain)


def pool(board: Board, player: str) -> Counter[str]:
    """`player`'s resource pool: each symbol and how many of it (18.1)."""
    out: Counter[str] = Counter()
    for card in providers(board, player):
        out.update(_key(s) for s in provisions(board, card))
    return out


def missing(board: Board, player: str, card: Card) -> dict[str, int]:
    """The requirements of `card` that `player`'s pool does not meet: symbol -> shortfall."""
    if not card.requires:
        return {}
    have, need = pool(board, player), Counter(_key(s) for s in card.requires)
    return {symbol: n - have[symbol] for symbol, n in need.items() if have[symbol] < n}


def waiving(board: Board, player: str, card: Card) -> Card | None:
    """A card in play `player` controls whose text lets them play cards like this one ignoring
    resource conditions ("You may ignore resource conditions when playing Demon Characters",
    6.0 over 8.4): a continuous ability with `ignores_resources` and a `playing` selector it fits."""
    return next((c for c in board.in_play() if c.controller == player and c.own_text_active
                 for w in c.written if w.kind == AbilityKind.CONTINUOUS and w.ignores_resources
                 and w.playing is not None and matches(board, card, w.playing, c)), None)


def verify_resources(game: Game, player: str, card: Card) -> None:
    """A card is played only with its resource requirements in the pool (25.1, 8.4, 18.1),
    unless a card's text lets its player ignore them (6.0)."""
    short = missing(game.board, player, card)
    if not short:
        return
    waiver = waiving(game.board, player, card)
    if waiver is not None:
        game.step(f"{waiver.title}'s text lets {player} ignore the resource conditions of {card.title}.",
                  R.GOLDEN_RULE + R.RESOURCE_REQUIREMENTS)
        return
    have = pool(game.board, player)
    needs = ", ".join(f"{n}x {s}" for s, n in Counter(_key(s) for s in card.requires).items())
    lacks = ", ".join(f"{n} more {s}" for s, n in short.items())
    holds = ", ".join(f"{n}x {s}" for s, n in sorted(have.items())) or "no resources"
    check(False, f"{card.title} requires {needs}; {player}'s resource pool holds {holds} "
          f"(cards in play it controls and its smoked pile): it needs {lacks}",
          R.PLAY_REQUIREMENTS + R.RESOURCE_REQUIREMENTS + R.RESOURCE_POOL + R.RESOURCE_PROVISIONS
          + R.RESOURCES
          + (R.RESOURCE_CONTROL if _lent(game.board, player) else ()))


def _lent(board: Board, player: str) -> bool:
    """Does an opponent control a card `player` owns that provides resources (18.3)?"""
    return any(c.in_play and c.owner == player and c.controller != player and c.provides
               for c in board.cards.values())

