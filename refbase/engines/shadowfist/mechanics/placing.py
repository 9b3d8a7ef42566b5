"""Moving a card by effect: "place", "put" or "move" (44.3), which is not playing it.

A State moves to a new subject that meets its subject constraints when it is chosen, and
its timing restrictions are ignored (44.3). A Character moves to the location the effect
names (13.0): an attacked Character takes its attackers with it (28.3); its controller
cannot move an attacking Character by its own choice (28.3: "Attackers may not voluntarily
change location").
"""

from __future__ import annotations

from refbase.engines.shadowfist.checks.entering_checks import verify_state_subject
from refbase.engines.shadowfist.mechanics import interceptors, retarget
from refbase.engines.shadowfist.mechanics.zones import follow_subject
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card, Location
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import CardType


def _destination(game: Game, a: EffectAction, card: Card) -> Location:
    owner = a.players[0] if a.players else card.controller
    columns = game.board.players[owner].columns
    check(a.column is not None and 1 <= a.column <= len(columns), f"{owner} has no column "
          f"{a.column}: a moved Character needs `column` (and `players` for another player's "
          f"structure)", R.LOCATION + R.CHANGE_LOCATION)
    return columns[(a.column or 1) - 1]


def verify_move_card(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    check(len(cards) == 1, "a move effect moves one card", R.OTHER_WAYS_TO_PLAY)
    card = cards[0]
    if card.type == CardType.STATE:
        check(a.attached_to is not None and a.attached_to != card.attached_to,
              f"moving {card.title} needs `attached_to`: a new subject", R.PLACE_PUT_MOVE)
        verify_state_subject(game, card, a.attached_to or "", R.PLACE_PUT_MOVE)
        return
    check(card.is_character, f"{card.title} is a {card.type.replace('_', ' ')}: only Characters "
          f"and States are moved by effect here", R.PLACE_PUT_MOVE)
    atk = game.attack
    check(atk is None or not atk.is_attacking(card) or card.controller != a.player,
          f"{card.title} is attacking: attackers may not voluntarily change location",
          R.ATTACKER_LOCATION)
    check(_destination(game, a, card) is not card.location, f"{card.title} is already there",
          R.CHANGE_LOCATION)


def resolve_move_card(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    a = effect.request
    for card in cards:
        if card.type == CardType.STATE:
            _move_state(game, effect, card)
            continue
        columns = game.board.players[a.players[0] if a.players else card.controller].columns
        if not a.column or a.column > len(columns):
            game.step(f"{effect.label} resolves, but that location no longer exists.", R.RESOLVING)
            continue
        dest = columns[a.column - 1]
        card.location = dest
        game.step(f"{effect.label} resolves: {card.title} is moved to {game.board.describe(dest)} "
                  f"(moved by an effect, not played).", R.CHANGE_LOCATION + R.PLACE_PUT_MOVE
                  + R.RESOLVING)
        atk = game.attack
        if atk is not None and card is atk.target:
            interceptors.target_moved(game, atk, dest)
        interceptor = atk.interceptor_of(card) if atk is not None else None
        if interceptor is not None and interceptor.active and not interceptor.fought:
            interceptors.stop_intercepting(game, interceptor, "it was moved by an effect",
                                           R.INTERCEPTOR_LOCATION + R.CEASING_INTERCEPTION)
        retarget.follow_split_target(game, card)


def _move_state(game: Game, effect: Effect, state: Card) -> None:
    subject = game.board.cards[effect.request.attached_to or ""]
    if not subject.in_play:
        game.step(f"{effect.label} resolves, but {subject.title} has left play: {state.title} "
                  f"stays where it is.", R.PLACE_PUT_MOVE + R.RESOLVING)
        return
    state.attached_to = subject.id
    follow_subject(game, subject, announce=True)
    game.step(f"{effect.label} resolves: {state.title} is placed on {subject.title} (placing is "
              f"not playing; the State's timing restrictions do not apply).",
              R.PLACE_PUT_MOVE + R.RESOLVING)


def describe_move_card(game: Game, a: EffectAction) -> str:
    where = game.name(a.attached_to) if a.attached_to else f"column {a.column}"
    return f"move {', '.join(game.name(t) for t in a.targets)} to {where}"
