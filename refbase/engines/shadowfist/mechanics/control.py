"""Control as a stack (35.3.4).

Every effect that takes control of a card goes on that card's stack with the controller it
replaced (`Card.control_returns`), permanent ones and seizing (35.3.3) too. When an effect
ends, the card goes back to the controller below it only if that effect was on top; one that
ends under a later effect leaves the card where it is, and a card given back to the player
who already controls it does not move or unturn (35.3.1).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.mechanics.zones import change_controller
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card, ControlGrant
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.vocabulary import Duration, Row


def take(game: Game, card: Card, player: str, column: int | None, row: Row | None,
         duration: Duration | None, rules: tuple[RuleRef, ...], maintained_by: str | None = None) -> None:
    """`player` takes control of `card` (which another player controls) for `duration`."""
    previous = card.controller
    change_controller(game, card, player, column, row, rules)
    card.control_returns.append(ControlGrant(previous, duration, maintained_by))


def seized(card: Card, previous: str) -> None:
    """Seizing is taking control for good (35.3.3): it goes on the stack like any other."""
    card.control_returns.append(ControlGrant(previous, Duration.PERMANENT))


def expire(game: Game, duration: Duration) -> None:
    """The control effects lasting `duration` end, the latest first on each card."""
    for card in list(game.board.in_play()):
        for grant in [g for g in reversed(card.control_returns) if g.duration == duration]:
            end(game, card, grant, R.CONTROL_EXPIRATION + R.DURATION)


def end_maintained(game: Game, card: Card, source_id: str, rules: tuple[RuleRef, ...]) -> None:
    """A turn-and-maintain control ability on `source_id` lapsed (10.4)."""
    grant = next((g for g in reversed(card.control_returns)
                  if g.duration is None and g.maintained_by == source_id), None)
    if grant is not None:
        end(game, card, grant, rules)


def end(game: Game, card: Card, grant: ControlGrant, rules: tuple[RuleRef, ...]) -> None:
    """Take `grant` off the card's control stack; the controller below regains the card only
    if it was on top and is not its controller already."""
    stack = card.control_returns
    at = next(i for i, g in enumerate(stack) if g is grant)
    del stack[at]
    if at < len(stack):  # a later effect is above it: it now sits on this one's previous controller
        giver, stack[at].previous = stack[at].previous, grant.previous
        game.step(f"{giver}'s control of {card.title} ends, but {card.controller}'s later control "
                  "stays on top: nothing changes.", rules)
    elif grant.previous == card.controller:
        game.step(f"The effect giving control of {card.title} ends; {card.controller} controls it "
                  "already: it does not move or unturn.", rules + R.ALREADY_CONTROLLED)
    else:
        change_controller(game, card, grant.previous, None, None, rules, regained=True)
