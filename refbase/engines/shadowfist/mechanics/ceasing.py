"""Attackers ceasing to attack, and whether the attack goes on (28.5, 28.5.1, 35.3.6).

`update_attack` is run after every resolved effect and every combat: it notices a target
that left play or changed hands (28.5.1, 35.3.6), attackers that changed controller
(35.3.6) or left play, and then the interceptors' side (interceptors.py).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.mechanics import interceptors
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import Attacker, AttackState
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.vocabulary import Stage


def cease_attacking(game: Game, atk: AttackState, attacker: Attacker, why: str,
                    rules: tuple[RuleRef, ...]) -> None:
    """The attacker leaves the attack; its interceptors have nothing left to intercept."""
    if attacker.ceased:
        return
    attacker.ceased = True
    if attacker.card.in_play:
        game.step(f"{attacker.card.title} ceases attacking: {why}.", rules)
    interceptors.release_chain(game, atk, attacker,
                               "the attacker it intercepted is no longer attacking")


def ongoing(game: Game, atk: AttackState) -> bool:
    """False once every attacker has ceased: the attack ends prematurely (28.5).

    Asked after a scene or a combat: what it finds is reported as part of that point."""
    with game.in_phase(game.last_entered):
        return _ongoing(game, atk)


def _ongoing(game: Game, atk: AttackState) -> bool:
    update_attack(game)
    if game.attack is not atk or game.winner is not None:
        return False
    if atk.active_attackers():
        return True
    if not atk.premature:
        atk.premature = True
        game.step("No attacker is still attacking: the attack ends prematurely.", R.PREMATURE_END)
    return False


def update_attack(game: Game) -> None:
    """Apply every ceasing condition the last change has caused."""
    atk = game.attack
    if atk is None or atk.stage in (Stage.FOUGHT_TARGET, Stage.ENDED):
        return
    for attacker in atk.attackers:
        _check_attacker(game, atk, attacker)
    interceptors.update_interceptors(game, atk)


def _check_attacker(game: Game, atk: AttackState, attacker: Attacker) -> None:
    card = attacker.card
    if attacker.ceased:
        return
    if not attacker.handle.live:
        attacker.ceased = True
        if attacker.fell_in_combat:
            interceptors.release_chain(game, atk, attacker, f"{card.title} left play in combat",
                                       R.PREMATURE_END + R.CHAIN)
        elif not atk.in_combat:
            interceptors.release_chain(game, atk, attacker, f"{card.title} left play outside combat")
        return
    if card.controller != attacker.controller:
        cease_attacking(game, atk, attacker, f"it is now controlled by {card.controller}",
                        R.CONTROL_DURING_ATTACK + R.PREMATURE_END)
    elif not atk.target_live_of(attacker):
        cease_attacking(game, atk, attacker, "its target left play", R.CEASING_TO_ATTACK)
    elif atk.target_of(attacker).controller == attacker.controller:
        cease_attacking(game, atk, attacker, "its target is now controlled by its own controller",
                        R.CEASING_TO_ATTACK + R.CONTROL_DURING_ATTACK)
