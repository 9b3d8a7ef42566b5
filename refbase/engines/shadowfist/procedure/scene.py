"""Scenes (23.0): a stack of effects, generated in order and resolved last in, first out.

`window` is a point of the procedure where a scene may happen. It takes the script's
effect-generating actions (`effect`, `play`, `move`, `stealth`) into the scene until a
`pass` (everyone passes) or an action that belongs to a later point (a declaration or a
decision: the players here are taken to pass, and a step says so), then resolves the
stack. windows.py lists every scene and what opens it.
"""

from __future__ import annotations

from collections.abc import Callable

from refbase.engines.shadowfist.mechanics import interceptors, triggers
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.records import Action
from refbase.engines.shadowfist.model.stack import Scene
from refbase.engines.shadowfist.model.vocabulary import Do, Phase
from refbase.engines.shadowfist.model.windows import implicit_pass
from refbase.engines.shadowfist.procedure import priority
from refbase.engines.shadowfist.procedure.generation import generate
from refbase.engines.shadowfist.procedure.resolution import resolve_effect

#: Actions that generate effects into the current scene.
GENERATING = frozenset({Do.EFFECT, Do.PLAY, Do.MOVE, Do.STEALTH, Do.USE})


def window(game: Game, phase: Phase, closed: bool = False,
           accepts: Callable[[Action], bool] | None = None,
           on_end: Callable[[Game, Scene], None] | None = None) -> Scene:
    """Run one scene: take generating actions, then resolve LIFO (23.0)."""
    game.scene_serial += 1
    scene = Scene(game.scene_serial, phase, closed)
    previous, game.scene = game.scene, scene
    try:
        with game.in_phase(phase):
            _run(game, scene, accepts, on_end)
    finally:
        game.scene = previous
    return scene


def _run(game: Game, scene: Scene, accepts: Callable[[Action], bool] | None,
         on_end: Callable[[Game, Scene], None] | None) -> None:
    """The scene's generating actions, then resolution last in, first out. With checked
    priority, players may respond again after each effect resolves (24.8.1.5, 24.8.2), the
    last one included: the scene is over when the stack is empty and all have passed (23.5)."""
    while game.winner is None:
        all_named = _generating(game, scene, accepts)
        if not scene.stack:
            break
        if not all_named:
            game.step("All players pass; the scene resolves, last effect first.", R.SCENE)
            _resolve_all(game, scene)
            if triggers.offered_in(game, scene):  # a voluntary trigger of the resolution (26.1.4)
                continue
            break
        _resolve_one(game, scene)
        if game.winner is None:  # the scene is over once the stack is empty and all pass (23.5)
            priority.reopen(game, scene)
    triggers.expire_offers(game, scene)
    if on_end is not None:
        on_end(game, scene)


def generates_here(game: Game, accepts: Callable[[Action], bool] | None, action: Action) -> bool:
    """Does a scene take `action` to generate it (23.0)? Not an action that generates nothing,
    one the scene does not admit (`accepts`: a closed scene's triggered effects, 23.2), nor a
    move into an opponent's location before its player's turn to intercept (13.1): those end
    the scene's generating and go on to the next point. The legality query asks it too."""
    return action.do in GENERATING and (accepts is None or accepts(action)) \
        and not interceptors.awaits_interception_turn(game.attack, action)


def _generating(game: Game, scene: Scene, accepts: Callable[[Action], bool] | None) -> bool:
    """Take the generating actions until everyone passes; True when they passed by name,
    one by one (checked priority), so the stack resolves one effect at a time."""
    while game.winner is None:
        triggers.flush(game, scene)
        game.script.expect(lambda: game.hooks.scene_standing(game, scene, accepts))
        nxt = game.script.peek()
        if nxt is None:
            priority.await_priority(game, scene)
            return False
        if nxt.do == Do.PASS:
            named = nxt.player is not None
            if priority.named_pass(game, scene, game.script.take()):
                continue
            return named and priority.ring(game, scene) is not None
        if not generates_here(game, accepts, nxt):
            priority.verify_scene_over(game, scene, nxt)
            if not scene.closed and not scene.generated:
                whose = game.attack.intercepting if game.attack is not None \
                    and scene.phase == Phase.INTERCEPTION else None
                text, rules = implicit_pass(scene.phase, nxt.do, whose)
                game.step(text, rules)
            return False
        action = game.script.take()
        priority.verify_priority(game, scene, action)
        generate(game, scene, action)
        priority.after_generated(game, scene, action)
    return False


def _resolve_one(game: Game, scene: Scene) -> None:
    effect = scene.stack.pop()
    if not effect.canceled:
        resolve_effect(game, scene, effect)
    triggers.flush(game, scene)


def _resolve_all(game: Game, scene: Scene) -> None:
    while scene.stack and game.winner is None:
        _resolve_one(game, scene)
