"""Candidates decided on the live game, the way attack declarations are (`verify_declare`).

The legality query otherwise appends each candidate and resolves the scenario again (a trial):
on a big board with a template for every new effect kind and player, that is dozens of
resolutions per query. At the first scene where the script runs out (join and interception
points before it look for their own declarations only and pass an effect on), the game is
exactly the one a trial would reach before taking the appended action, so the scene's own
checks can run here instead: the window's (`accepts`, priority, 22.1 / 23.3) and the generation
checks of `generate_effect` (23.2, 35.0, 24.1.4, 24.1.3.2, 40.0 and the kind's own). A candidate
they refuse is dropped; one they accept is marked `checked`, with the rules of the first step
its generation would log (`first_generation_rules`: a face-down source revealed, a cost paid,
else the generation). A play (25.0) is decided the same way by `verify_play`, a use of a
written ability (24.0) by `verify_use`, Stealth (50.14) by `verify_stealth` (each with the
scenario's own loading checks, `Game.loads_appended`), citing the first step each would log.

Which point takes an appended action is what the points recorded as their standings were made
(`Standing.takes`, mirroring each point's own dispatch: a scene a pass and the generating
actions, a join or interception point its player's declaration, a bidding seat its bid or pass,
the Main Shot and a decision everything); `Game.reaches_untouched(do, player)` asks them. An
action every earlier point passes on is decided where it would be taken: a decision that names
the rules each option's step cites (a Site's fate, 30.3.3; an opening bid, 31.5) as listed
(`decision_taken_here`), the seat bidding's bids and pass (`bid_taken_here`, 31.6), moves
(13.0) by `verify_move` (`move_decided`), declaring the end of the turn by `verify_end_turn`
(22.3.2.3), everyone passing as the script running out there did (`pass_taken_here`, 23.0).
What a point takes whatever its details is also recorded (`Game.takes_generating`: a scene and
the Main Shot every effect, play, use, move and Stealth, the bidding effects and plays), and
later points do not offer it: it is offered, and decided on the live board, where it would be
taken.

All are checked against full trials on every prefix of the library
(tests/engines/shadowfist/test_options_trial.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from marshmallow import ValidationError

from refbase.engines.common import Candidate, RuleRef, RuleViolation
from refbase.engines.shadowfist.loading.schemas import ActionField
from refbase.engines.shadowfist.mechanics.moving import STEALTH_RULES, verify_move, verify_stealth
from refbase.engines.shadowfist.mechanics.playing import first_play_rules, verify_play
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.records import Action, AnyAction, EffectAction, Move, Play, Use, UseStealth
from refbase.engines.shadowfist.model.stack import Scene
from refbase.engines.shadowfist.model.vocabulary import Do
from refbase.engines.shadowfist.procedure import priority
from refbase.engines.shadowfist.procedure.generation import first_generation_rules, verify_generation
from refbase.engines.shadowfist.procedure.scene import generates_here
from refbase.engines.shadowfist.procedure.using import first_use_rules, verify_use

_FIELD = ActionField()
#: the actions the live checks here may decide
_DECIDED = frozenset({Do.EFFECT, Do.PLAY, Do.USE, Do.STEALTH})


def settle_effects(game: Game, scene: Scene, accepts: Callable[[Action], bool] | None,
                   cands: list[Candidate]) -> list[Candidate]:
    """The candidates, with each effect the live checks can decide decided (see module doc)."""
    if not game.reaches_untouched(Do.EFFECT):
        return cands  # an earlier point would take an appended effect (join points pass it on)
    out: list[Candidate] = []
    for cand in cands:
        decided = _decide(game, scene, accepts, cand)
        if decided is not None:
            out.append(decided)
    return out


def _decide(game: Game, scene: Scene, accepts: Callable[[Action], bool] | None,
            cand: Candidate) -> Candidate | None:
    """The candidate checked, None if the checks refuse it, or as it was (left to a trial)."""
    if cand.checked or cand.action.get("do") not in _DECIDED:
        return cand
    try:
        action = _FIELD.deserialize(cand.action)
    except ValidationError:
        return cand
    if isinstance(action, Play):
        return _decide_by(game, scene, accepts, cand, action, lambda: _play_rules(game, scene, action))
    if isinstance(action, Use):
        return _decide_use(game, scene, accepts, cand, action)
    if isinstance(action, UseStealth):
        return _decide_stealth(game, scene, accepts, cand, action)
    if not isinstance(action, EffectAction):
        return cand
    return _decide_by(game, scene, accepts, cand, action, loads=False,
                      verify=lambda: first_generation_rules(game, action, verify_generation(game, scene, action)))


def _decide_by(game: Game, scene: Scene, accepts: Callable[[Action], bool] | None, cand: Candidate,
               action: AnyAction, verify: Callable[[], tuple[RuleRef, ...] | None], *,
               loads: bool = True, taken: bool = False) -> Candidate | None:
    """An action where the scene would take it: the scenario's loading checks on it (`loads`),
    the engine's own refusal of a player out of the game or a token (`taken`), the priority
    check (22.1, 23.3), then `verify`, the checks the engine runs as it takes the action before
    anything changes, giving the rules of the first step it would log (None: not known before
    it happens, left to a trial)."""
    if not generates_here(game, accepts, action):
        return cand
    if loads and not game.loads_appended(action):
        return None  # refused as the scenario loads, as a trial's would be
    try:
        if taken and game.script.verify_taken is not None:
            game.script.verify_taken(action)
        priority.verify_priority(game, scene, action)
        logged = verify()
    except RuleViolation:
        return None
    if logged is None:
        return cand
    return dataclasses.replace(cand, rules=cand.rules + logged, checked=True)


def _decide_use(game: Game, scene: Scene, accepts: Callable[[Action], bool] | None,
                cand: Candidate, action: Use) -> Candidate | None:
    """Using a written ability (24.0): `verify_use`, the checks `generate_use` runs before it
    changes anything (a face-down source, revealed first, is left to a trial)."""
    return _decide_by(game, scene, accepts, cand, action,
                      lambda: first_use_rules(game, verify_use(game, scene, action)), taken=True)


def _decide_stealth(game: Game, scene: Scene, accepts: Callable[[Action], bool] | None,
                    cand: Candidate, action: UseStealth) -> Candidate | None:
    """Stealth (50.14): `verify_stealth`, the checks `generate_stealth` runs first."""
    return _decide_by(game, scene, accepts, cand, action, lambda: _stealth_rules(game, scene, action), taken=True)


def _play_rules(game: Game, scene: Scene, action: Play) -> tuple[RuleRef, ...]:
    """A play (25.0): `verify_play`, the checks `generate_play` runs before it changes anything."""
    paid, _, final = verify_play(game, scene, action)
    return first_play_rules(game, action, paid, final)


def _stealth_rules(game: Game, scene: Scene, action: UseStealth) -> tuple[RuleRef, ...]:
    verify_stealth(game, scene, action)
    return STEALTH_RULES


def moves_taken_here(game: Game) -> bool:
    """Would an appended move be taken at this point? Not if an earlier scene takes it first
    (join and interception points pass it on): the moves are offered there."""
    return game.reaches_untouched(Do.MOVE)


def move_decided(game: Game, scene: Scene, move: Move, live_scene: bool) -> bool | None:
    """A candidate move (13.0) decided on the live game: taken here only if no earlier point
    would take it (join and interception points pass it on), by the priority holder under
    checked priority (22.1, 23.3), and `verify_move`'s checks (13.1, 10.3.1, 50.11); None (a
    trial decides) for a move in to intercept, offered only in its player's interception turn."""
    if move.to.player != move.player:  # moving in to intercept (13.1, 28.6.1): earlier points pass it on
        if not reaches_untouched(game, None, move.player):
            return None  # a trial decides
    elif not moves_taken_here(game):
        return False  # an earlier scene takes an appended move: it is offered there
    ring = priority.ring(game, scene) if live_scene else None
    if ring is not None and move.player != ring.holder:
        return False
    try:
        verify_move(game, scene, move)
    except RuleViolation:
        return False
    return True


def pass_taken_here(game: Game) -> bool:
    """Would an appended `pass` be taken at this scene as everyone passing (23.0), exactly as
    the script running out here is? Yes when priority is not checked (22.1: no holder's pass
    by name) and every earlier point was a join or interception point, which passes it on."""
    return not game.turn_state.checked_priority and game.reaches_untouched(Do.PASS)


def decision_taken_here(game: Game, do: Do, player: str | None) -> bool:
    """Would a `do` action by `player` appended to the script be taken at this decision, on
    this very game? When every earlier point lets it go (`Game.reaches_untouched`)."""
    return game.reaches_untouched(do, player)


def bid_taken_here(game: Game, seat: str) -> bool:
    """Would a bid or a pass by the seat now bidding, appended, be taken here (31.6)? Not if an
    earlier point takes it (the seat's own earlier turn to bid, say)."""
    return game.reaches_untouched(Do.BID, seat) and game.reaches_untouched(Do.PASS_BID, seat)


def reaches_untouched(game: Game, do: Do | None, player: str | None = None) -> bool:
    """Would an appended `do` action by `player` reach this point untouched (`Game.reaches_untouched`)?"""
    return game.reaches_untouched(do, player)
