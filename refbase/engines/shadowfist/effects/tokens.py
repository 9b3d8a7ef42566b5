"""Tokens (47.0): cards an effect creates, with the values the effect gives them.

A token has Toast It (47.0, 49.7): when it would leave play to any pile it is toasted.
The scenario writes the token on the effect (`token`: id, title, type, values); it joins
the board when the effect resolves, under the effect's player's control.
"""

from __future__ import annotations

from refbase.engines.shadowfist.mechanics.entering import enter_play
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import Ability, parse_ability
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import CardSpec, EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Restriction, Zone


def verify_token(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    spec = a.token
    assert spec is not None  # `needs` makes it required
    check(spec.id not in game.board.cards, f"a card {spec.id!r} already exists: the token needs "
          f"a new id", R.TOKENS)
    check(spec.type != CardType.EVENT, "a token is a card in play: it cannot be an Event",
          R.TOKENS + R.EVENTS)


def make_token(spec: CardSpec, player: str) -> Card:
    """The card a token effect provides: title, type and printed values (47.0), Toast It."""
    printed = tuple(parse_ability(a) for a in spec.abilities)
    if not any(a.name == Restriction.TOAST_IT for a in printed):
        printed += (Ability("toast it"),)
    return Card(id=spec.id, title=spec.title, type=CardType(spec.type), owner=player,
                controller=player, zone=Zone.TOASTED, fighting=spec.fighting or 0,
                body=spec.body or 0, power=spec.power or 0, cost=spec.cost or 0,
                unique=spec.unique, printed=printed, modifiers=spec.modifiers)


def resolve_token(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    a = effect.request
    assert a.token is not None
    token = make_token(a.token, effect.player)
    game.board.cards[token.id] = token
    enter_play(game, scene, token, effect.player, a, f"{effect.label} resolves and creates the "
               f"token {token.title} (it has Toast It)", R.TOKENS + R.TOAST_IT + R.RESOLVING)


def describe_token(game: Game, a: EffectAction) -> str:
    spec = a.token
    return f"create the token {spec.title if spec else '?'}"
