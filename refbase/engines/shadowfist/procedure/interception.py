"""Interception (28.6): the order of players, moving in, declaring and fighting.

The order starts left of the original target's controller and goes clockwise (28.6). In
its turn a player may move Characters to the attack location in an open scene (13.1,
28.6.1), then declare chains of interceptors (28.6.4); combat with first interceptors is
simultaneous, then second ones, and so on (28.6.7). An interceptor still in play after
combat stops its attacker (28.6.8). An interceptor ceases when its attacker does, when it
changes controller, or when its attacker may now bypass it (28.6.6, 35.3.6, 50.2, 50.15);
Characters that moved there and are done return (28.6.6.1).

The scene, combat and ceasing modules are imported as modules (late-bound): they call back
into this one, and the cycle is resolved when the functions run, not when they load.
"""

from __future__ import annotations

from refbase.engines.shadowfist.mechanics import ceasing
from refbase.engines.shadowfist.mechanics.interceptors import (
    could_intercept,
    return_from_interception,
    verify_intercept,
)
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import Attacker, AttackState, Interceptor
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check, next_is
from refbase.engines.shadowfist.model.records import Intercept
from refbase.engines.shadowfist.model.vocabulary import Do, Phase
from refbase.engines.shadowfist.procedure import combat, scene

# --- the procedure ------------------------------------------------------------------------


def run_interception(game: Game, atk: AttackState) -> None:
    """Every player's chance to intercept, in order (28.6)."""
    for player in game.board.clockwise_after(atk.target_controller):
        if not ceasing.ongoing(game, atk):
            break
        atk.intercepting, atk.moved = player, {}
        with game.in_phase(Phase.INTERCEPTION):
            scene.window(game, Phase.INTERCEPTION)
            if ceasing.ongoing(game, atk):
                _declare_or_pass(game, atk, player)
            _return_moved(game, atk, player)
    atk.intercepting = None
    if next_is(game.script, Do.INTERCEPT) or next_is(game.script, Do.JOIN):
        action = game.script.take()
        check(False, f"{action.player} cannot {action.do} now: each player "
              f"had one chance, in order from the left of the target's controller",
              R.INTERCEPTION + R.JOINING)


def _declare_or_pass(game: Game, atk: AttackState, player: str) -> None:
    must = [c for c in _moved_here(game, atk, player) if could_intercept(game, atk, c)]
    game.script.expect(lambda: game.hooks.intercept_standing(game, atk, player, must))
    if not next_is(game.script, Do.INTERCEPT, player):
        if must:
            game.require(Do.INTERCEPT, player, "intercept",
                         [{"attacker": a.card.id, "could_intercept": [c.id for c in must]}
                          for a in atk.active_attackers() if a.controller != player],
                         R.DECLARE_INTERCEPTION,
                         f"{player} moved {', '.join(c.title for c in must)} to the attack "
                         f"location and must declare interception with them")
        return
    action = game.script.take()
    assert isinstance(action, Intercept)
    verify_intercept(game, atk, action, must)
    _declare(game, atk, action)
    scene.window(game, Phase.INTERCEPTION_RESPONSE)
    _combats(game, atk, player)


def _moved_here(game: Game, atk: AttackState, player: str) -> list[Card]:
    cards = [game.board.cards[i] for i in atk.moved]
    return [c for c in cards if c.in_play and c.location in atk.locations()]


def _declare(game: Game, atk: AttackState, a: Intercept) -> None:
    board = game.board
    for assignment in a.assignments:
        attacker = atk.attacker_of(board.cards[assignment.attacker])
        assert attacker is not None
        for position, card_id in enumerate(assignment.chain):
            card = board.cards[card_id]
            atk.interceptors.append(Interceptor(card.handle(), a.player, attacker,
                                                position, atk.moved.get(card_id)))
        chain = [board.cards[i].title for i in assignment.chain]
        game.step(f"{a.player} declares {' then '.join(chain)} as interceptor"
                  f"{'s' if len(chain) > 1 else ''} of {attacker.card.title}.",
                  R.DECLARE_INTERCEPTION + (R.CHAIN if len(chain) > 1 else ()))


def _pairs(atk: AttackState, player: str) -> list[tuple[Attacker, Interceptor]]:
    pairs = []
    for attacker in atk.active_attackers():
        chain = [i for i in atk.chain(attacker) if i.controller == player]
        if chain:
            pairs.append((attacker, chain[0]))
    return pairs


def _combats(game: Game, atk: AttackState, player: str) -> None:
    """First interceptors, then second ones, ... (28.6.7); survivors stop attackers (28.6.8)."""
    while ceasing.ongoing(game, atk) and _pairs(atk, player):
        scene.window(game, Phase.PRE_COMBAT)
        if not ceasing.ongoing(game, atk):
            return
        pairs = _pairs(atk, player)
        if not pairs:
            continue
        with game.in_phase(Phase.COMBAT):
            combat.run_combat(game, atk, [(a.card, i.card) for a, i in pairs],
                              R.COMBAT_WITH_INTERCEPTORS)
            for attacker, interceptor in pairs:
                interceptor.fought = interceptor.ceased = True
                if interceptor.handle.live and attacker.active:
                    ceasing.cease_attacking(game, atk, attacker, f"it failed to overcome "
                                            f"{interceptor.card.title}", R.FAIL_TO_OVERCOME)


def _return_moved(game: Game, atk: AttackState, player: str) -> None:
    """The player's Characters left at an opponent's attack location go back (28.6.6.1)."""
    for card in list(game.board.in_play()):
        loc = card.location
        if card.is_character and card.controller == player and loc is not None \
                and loc.player != player and not atk.is_attacking(card):
            return_from_interception(game, card, atk.moved.get(card.id))
    for interceptor in atk.interceptors:
        if interceptor.controller == player:
            interceptor.ceased = True
