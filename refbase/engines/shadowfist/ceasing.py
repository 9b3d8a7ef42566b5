"""Attackers ceasing to attack and interceptors ceasing to intercept, and why.

`update_attack` is run after every resolved effect and every combat: it notices a target
that left play or changed hands (28.5.1, 35.3.6), attackers and interceptors that changed
controller (35.3.6), attackers smoked outside combat (28.6.6), and interceptors a Superleap
or Assassinate attacker may now bypass (28.6.6, 50.15, 50.2).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist import rules as R
from refbase.engines.shadowfist.attack_state import Attacker, AttackState, Interceptor
from refbase.engines.shadowfist.board import Board, Card, Location
from refbase.engines.shadowfist.game import Game


def cease_attacking(game: Game, attacker: Attacker, why: str, rules: tuple[RuleRef, ...]) -> None:
    """The attacker leaves the attack; its interceptors have nothing left to intercept."""
    if attacker.ceased:
        return
    attacker.ceased = True
    if attacker.card.in_play:
        game.step(f"{attacker.card.title} ceases attacking: {why}.", rules)
    atk = game.attack
    if atk is not None:
        for interceptor in atk.chain(attacker):
            stop_intercepting(game, interceptor, "the attacker it intercepted is no longer attacking",
                              R.CEASING_INTERCEPTION)


def stop_intercepting(game: Game, interceptor: Interceptor, why: str,
                      rules: tuple[RuleRef, ...]) -> None:
    """The interceptor ceases intercepting and returns if it had moved (28.6.6, 28.6.6.1)."""
    if interceptor.ceased:
        return
    interceptor.ceased = True
    if interceptor.card.in_play and interceptor.card.incarnation == interceptor.incarnation:
        game.step(f"{interceptor.card.title} ceases intercepting: {why}.", rules)
        return_from_interception(game, interceptor.card, interceptor.previous)


def return_from_interception(game: Game, card: Card, previous: Location | None) -> None:
    """Back to the last location before moving, unless it is at its controller's own (28.6.6.1)."""
    board = game.board
    loc = card.location
    if not card.in_play or loc is None or loc.player == card.controller:
        return
    if previous is not None and board.exists(previous) and previous.player == card.controller:
        card.location = previous
    else:
        card.location = board.home_location(card.controller, None)
    game.step(f"{card.title} returns to {board.describe(card.location)}.",
              R.RETURNING_FROM_INTERCEPTION)


def bypasses(board: Board, atk: AttackState, attacker: Card, interceptor: Card) -> tuple[RuleRef, ...]:
    """Why `attacker` cannot be intercepted by `interceptor` (empty if it can)."""
    abilities = board.abilities(attacker)
    shielded = board.abilities(interceptor).immune_to("character")
    if abilities.has("superleap") and interceptor.turned and not shielded:
        return R.SUPERLEAP
    if abilities.has("assassinate") and atk.target.is_character:
        return R.ASSASSINATE
    return ()


def update_attack(game: Game) -> None:
    """Apply every ceasing condition the last change has caused."""
    atk = game.attack
    if atk is None or atk.stage in ("fought_target", "ended"):
        return
    board = game.board
    for attacker in atk.attackers:
        _check_attacker(game, atk, attacker)
    for interceptor in atk.interceptors:
        if interceptor.ceased:
            continue
        card = interceptor.card
        if not card.in_play or card.incarnation != interceptor.incarnation:
            interceptor.ceased = True
        elif card.controller != interceptor.controller:
            stop_intercepting(game, interceptor, f"it is now controlled by {card.controller}",
                              R.CONTROL_DURING_ATTACK + R.CEASING_INTERCEPTION)
        elif not interceptor.attacker.active and not atk.in_combat:
            stop_intercepting(game, interceptor, "the attacker it intercepted is no longer attacking",
                              R.CEASING_INTERCEPTION)
        elif not interceptor.fought and (why := bypasses(board, atk, interceptor.attacker.card, card)):
            stop_intercepting(game, interceptor,
                              f"{interceptor.attacker.card.title} can now bypass it",
                              R.CEASING_INTERCEPTION + why)


def _check_attacker(game: Game, atk: AttackState, attacker: Attacker) -> None:
    card = attacker.card
    if attacker.ceased:
        return
    if not card.in_play or card.incarnation != attacker.incarnation:
        attacker.ceased = True
        if not atk.in_combat:
            for interceptor in atk.chain(attacker):
                stop_intercepting(game, interceptor, f"{card.title} left play outside combat",
                                  R.CEASING_INTERCEPTION)
        return
    if card.controller != attacker.controller:
        cease_attacking(game, attacker, f"it is now controlled by {card.controller}",
                        R.CONTROL_DURING_ATTACK + R.PREMATURE_END)
    elif not atk.target_in_play():
        cease_attacking(game, attacker, "its target left play", R.CEASING_TO_ATTACK)
    elif atk.target.controller == attacker.controller:
        cease_attacking(game, attacker, "its target is now controlled by its own controller",
                        R.CEASING_TO_ATTACK + R.CONTROL_DURING_ATTACK)
