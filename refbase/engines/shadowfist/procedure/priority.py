"""Player and scene priority, checked (22.1, 23.3), for scenarios with `"priority": "checked"`.

By default the engine reads the script's order and takes players it does not mention to pass
(the scenario format's reading). With checked priority the engine follows who may act: the active
player has priority to start a scene (22.1); after an effect is generated, players may
respond starting to the left of the player who generated it, clockwise (23.3). A player
passes by name (`{"do": "pass", "player": ...}`) and priority moves to the next player; when
every player has passed in succession the last effect resolves (23.0), and while others
wait they may respond again, the active player first (24.8.1.5, 24.8.2, 23.3): players
pass by name once more for the next one. An unnamed `pass` still means that everyone
passes, for the whole stack. An action by a player who does not hold priority is
illegal, and a script that stops while a player holds priority over a waiting stack is
pending on that player's choice.
"""

from __future__ import annotations

from refbase.engines.common import DecisionNeeded, Pending, RuleRef
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import AnyAction, EffectAction
from refbase.engines.shadowfist.model.stack import Scene
from refbase.engines.shadowfist.model.turn_state import Ring
from refbase.engines.shadowfist.model.vocabulary import Phase


def ring(game: Game, scene: Scene) -> Ring | None:
    """The scene's priority ring, or None when priority is read from the script. A scene not
    opened yet (the one the legality query asks about an appended action starting) gets the
    ring it would open with, not kept: the game goes on as if it had not been asked."""
    if not game.turn_state.checked_priority:
        return None
    rings = game.turn_state.rings
    if scene.serial in rings:
        return rings[scene.serial]
    opened = Ring(game.active)
    if scene.phase == Phase.END_OF_TURN_RESPONSE:  # only opponents may start it (22.3.2.3)
        opened = Ring(game.board.clockwise_after(game.active)[0], {game.active})
    if scene.serial <= game.scene_serial:
        rings[scene.serial] = opened
    return opened


def _rules(scene: Scene) -> tuple[RuleRef, ...]:
    return R.SCENE_PRIORITY if scene.stack else R.PLAYER_PRIORITY + R.SCENE_PRIORITY


def verify_priority(game: Game, scene: Scene, action: AnyAction) -> None:
    """The player generating an effect must hold priority (22.1, 23.3)."""
    verify_responder(game, scene, action)
    r = ring(game, scene)
    player = action.player
    if r is None or player is None or (isinstance(action, EffectAction) and action.triggered):
        return  # triggered effects take precedence over responses (23.3)
    if scene.stack and r.after_resolution:
        why = (f"after an effect resolves, players may respond in turn from the active player, "
               f"so {r.holder} has priority")
    elif scene.stack:
        why = (f"responses go clockwise from the left of the player who generated the last "
               f"effect, so {r.holder} has priority")
    else:
        why = f"{r.holder} has priority to start or add to the scene"
    check(player == r.holder, f"{player} does not have priority: {why}; {r.holder} must act or "
          f"pass (by name) first", _rules(scene) + (R.RESOLUTION_RESPONSE if r.after_resolution else ()))


def verify_responder(game: Game, scene: Scene, action: AnyAction) -> None:
    """Only the active player's opponents respond to its end-of-turn declaration by starting a
    scene (22.3.2.3); once one has, everyone may add to that scene (23.3)."""
    player = action.player
    if scene.phase != Phase.END_OF_TURN_RESPONSE or scene.generated or player != game.active \
            or (isinstance(action, EffectAction) and action.triggered):
        return
    check(False, f"{player} declared the end of the turn: only {player}'s opponents may respond by "
          f"starting a scene; {player} may add effects to a scene an opponent starts",
          R.DECLARE_END_OF_TURN + R.SCENE_PRIORITY)


def after_generated(game: Game, scene: Scene, action: AnyAction) -> None:
    """Responses start to the left of the player who generated the effect (23.3)."""
    r = ring(game, scene)
    player = action.player
    if r is None or player is None:
        return
    r.holder = game.board.clockwise_after(player)[0]
    r.passed.clear()
    r.after_resolution = False


def verify_pass(game: Game, scene: Scene, player: str) -> tuple[RuleRef, ...]:
    """The checks of a pass by name, before it changes anything: the rules of the step it
    logs (the legality query asks it on the live game where the script stops)."""
    r = ring(game, scene)
    assert r is not None
    if _formality(game, scene, r, player):
        return R.DECLARE_END_OF_TURN + R.SCENE_PRIORITY
    check(player == r.holder, f"{player} cannot pass now: {r.holder} has priority", _rules(scene))
    return _rules(scene) + R.SCENE if _all_passed(game, r, player) else _rules(scene)


def _formality(game: Game, scene: Scene, r: Ring, player: str) -> bool:
    """The player who declared the end of the turn passing again before an opponent starts
    the response scene: a formality some scripts write (22.3.2.3)."""
    return player == game.active and player != r.holder and player in r.passed \
        and scene.phase == Phase.END_OF_TURN_RESPONSE and not scene.generated


def _all_passed(game: Game, r: Ring, player: str) -> bool:
    return r.passed | {player} >= set(game.board.active_players())


def named_pass(game: Game, scene: Scene, action: AnyAction) -> bool:
    """A player passes priority by name; True while the scene goes on (someone may still act)."""
    r = ring(game, scene)
    player = action.player
    if r is None or player is None:
        return False
    rules = verify_pass(game, scene, player)
    if _formality(game, scene, r, player):
        game.step(f"{player} declared the end of the turn and does not start a response: {r.holder} has "
                  f"priority.", rules)
        return True  # only opponents may start the scene
    everyone = _all_passed(game, r, player)
    r.passed.add(player)
    r.holder = game.board.clockwise_after(player)[0]
    if everyone:
        game.step(f"{player} passes: every player has passed in succession.", rules)
        return False
    game.step(f"{player} passes; priority goes to {r.holder}.", rules)
    return True


def reopen(game: Game, scene: Scene) -> None:
    """An effect resolved: players may respond before the next resolves (24.8.1.5, 24.8.2), or
    add effects before the scene ends once the stack is empty (23.5); after each resolution
    the active player has priority first (23.3)."""
    r = ring(game, scene)
    if r is None:
        return
    r.holder = game.active
    r.passed.clear()
    r.after_resolution = True
    if scene.stack:
        game.step(f"Players may respond before the next effect resolves; {r.holder} has priority.",
                  R.RESOLUTION_RESPONSE + R.RESOLVE_NEXT + R.SCENE_PRIORITY)
    else:
        game.step(f"Players may add effects before the scene ends; {r.holder} has priority.",
                  R.RESOLUTION_RESPONSE + R.RESOLVED_SCENE + R.SCENE_PRIORITY)


def verify_scene_over(game: Game, scene: Scene, action: AnyAction) -> None:
    """A declaration or decision cannot come while players may still respond to the stack."""
    r = ring(game, scene)
    if r is None or not scene.stack or r.passed >= set(game.board.active_players()):
        return
    game.script.take()
    check(False, f"the scene is still being resolved: {r.holder} has priority, and every player "
          f"must pass before `{action.do}`", R.SCENE_PRIORITY + R.SCENE)


def await_priority(game: Game, scene: Scene) -> None:
    """The script stopped while a player holds priority over a waiting stack: pending."""
    r = ring(game, scene)
    if r is None or not scene.stack or r.passed >= set(game.board.active_players()):
        return
    raise DecisionNeeded(Pending("priority", r.holder, ({"do": "pass", "player": r.holder},),
                                 R.SCENE_PRIORITY))
