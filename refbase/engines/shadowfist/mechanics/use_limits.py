"""Use limits printed on cards ("Once per turn, ..."): the card does what it says (6.0).

"Per turn" counts every player's turn, not only its controller's (6.1: You Xia's example), so
the count starts afresh with each turn (`begin_next_turn`). A card that leaves play and returns
is a new card (34.0) with its own count. An ability is counted when its effect is generated
(paid for and placed on the stack), even if that effect is later canceled.
"""

from __future__ import annotations

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.written import WrittenAbility


def _key(card: Card, ability: WrittenAbility) -> tuple[str, int, int]:
    return card.id, card.incarnation, ability.index


def used_up(game: Game, card: Card, ability: WrittenAbility) -> bool:
    """Has this limited ability been used as often as its limit allows this turn?"""
    return ability.once_per is not None and _key(card, ability) in game.turn_state.used


def verify_limit(game: Game, card: Card, ability: WrittenAbility) -> None:
    """Refuse a `use` of an ability whose limit is spent."""
    check(not used_up(game, card, ability), f"{card.title}'s ability {ability.index} can be used "
          f"only once per turn, and it has been used this turn", R.USE_LIMIT)


def count_use(game: Game, card: Card, ability: WrittenAbility) -> None:
    """Record a use of a limited ability, said in a step."""
    if ability.once_per is None:
        return
    game.turn_state.used.add(_key(card, ability))
    game.step(f"{card.title}'s ability {ability.index} is limited to once per turn: it cannot be "
              f"used again this turn.", R.USE_LIMIT)
