"""Drives a scenario: the active player's Main Shot, action by action, into steps.

At the top level the next action decides what happens: effect-generating actions start an
open scene (22.3.2.1), `declare_attack` runs an attack (22.3.2.2), `end_turn` ends the turn
(22.3.2.3). An action that only makes sense inside an attack or auction is illegal here.
"""

from __future__ import annotations

import dataclasses
from functools import partial

from refbase.engines.common import (
    DecisionNeeded,
    Illegal,
    Outcome,
    Pending,
    Resolution,
    RuleViolation,
    Script,
    TrialDone,
    Watched,
)
from refbase.engines.shadowfist.loading.scenario import loads_appended
from refbase.engines.shadowfist.mechanics.victory import end_of_scene
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Board
from refbase.engines.shadowfist.model.continuous import install, stillness
from refbase.engines.shadowfist.model.final import final_board
from refbase.engines.shadowfist.model.game import Game, Hooks, check
from refbase.engines.shadowfist.model.records import AnyAction, DeclareAttack, EffectAction, EndTurn, Scenario
from refbase.engines.shadowfist.model.turn_state import TurnState
from refbase.engines.shadowfist.model.vocabulary import Do, Phase, Priority
from refbase.engines.shadowfist.model.windows import out_of_place
from refbase.engines.shadowfist.procedure.attack import run_attack
from refbase.engines.shadowfist.procedure.establishing import establishing_shot
from refbase.engines.shadowfist.procedure.in_auction import in_auction_effects
from refbase.engines.shadowfist.procedure.scene import GENERATING, window
from refbase.engines.shadowfist.procedure.turn import declare_end_of_turn, expire
from refbase.engines.shadowfist.procedure.using import generate_fired, generate_use
from refbase.engines.shadowfist.standings.candidates import (
    bidding_standing,
    cleanup_standing,
    decision_standing,
    intercept_standing,
    join_standing,
    main_shot_standing,
    scene_standing,
    timed_effects,
)

#: What the layers below call back into (game.Hooks): the procedure's recursive entry points
#: and the legality query's standings.
HOOKS = Hooks(window=window, run_attack=run_attack, generate_use=generate_use,
              generate_fired=generate_fired, expire=expire, in_auction_effects=in_auction_effects,
              main_shot_standing=main_shot_standing, cleanup_standing=cleanup_standing,
              scene_standing=scene_standing, join_standing=join_standing,
              intercept_standing=intercept_standing, decision_standing=decision_standing,
              timed_effects=timed_effects, bidding_standing=bidding_standing)


def new_game(scenario: Scenario, board: Board, watch: bool = False, trial: bool = False) -> Game:
    game = Game(board, Script(scenario.actions, watch), scenario.active_player, HOOKS)
    game.turn_state = TurnState(limit=scenario.turns, checked_priority=scenario.priority == Priority.CHECKED,
                                establishing_first=scenario.establishing_shot)
    install(game)  # continuous abilities written on cards (10.1, 10.2)
    tokens = frozenset(a.token.id for a in scenario.actions if isinstance(a, EffectAction) and a.token)
    game.script.verify_taken = partial(verify_taken, game, tokens)
    # a standing reads the board without changing it; one after another, with nothing
    # happening between them, the lookups of the last one are kept (`continuous.stillness`)
    game.script.still = lambda: board.held(stillness(game))
    game.loads_appended = partial(loads_appended, scenario)
    if trial:
        game.script.trial = lambda: len(game.log.steps)
    return game


def verify_taken(game: Game, tokens: frozenset[str], action: AnyAction) -> None:
    """Every action as it is taken: an eliminated player no longer acts (5.3: its cards are
    removed from the game); a token is a card only once the effect creating it has resolved
    (47.0), so an action naming it earlier names no card."""
    player = action.player
    if isinstance(player, str) and player in game.board.players:
        check(not game.board.players[player].eliminated, f"{player} has been eliminated: it no longer takes part "
              f"in the game", R.ELIMINATION + R.DECKING)
    if not tokens:
        return
    for token in sorted(named_ids(action) & tokens):
        check(token in game.board.cards, f"{token} is a token that does not exist yet: the effect creating it "
              f"has not resolved", R.TOKENS)


def named_ids(value: object) -> set[str]:
    """Every string an action holds in its fields (card ids among them), the created token's
    own spec left out."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*(named_ids(v) for v in value)) if value else set()
    if isinstance(value, dict):
        return named_ids(list(value.keys()) + list(value.values()))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return named_ids([getattr(value, f.name) for f in dataclasses.fields(value)
                          if f.name not in ("token", "id")])
    return set()


def run(game: Game) -> None:
    """Apply every action in order (raises RuleViolation / DecisionNeeded)."""
    script = game.script
    if game.turn_state.establishing_first:
        game.turn_state.establishing_first = False
        establishing_shot(game)
    while not script.done:
        nxt = script.peek()
        assert nxt is not None
        if game.winner is not None:
            script.take()
            check(False, f"the game is over: {game.winner} has won", R.GAME_END)
        if nxt.do in GENERATING or (game.turn_state.checked_priority and nxt.do == Do.PASS
                                    and nxt.player is not None):
            check_turn(game, script)
            before = script.position
            scene = window(game, Phase.MAIN_SHOT, on_end=end_of_scene)
            game.turn_state.out_of_turn_open = bool(scene.generated)
            if script.position == before:
                script.take()
                check(False, "this action cannot be taken at this point", R.PLAYER_PRIORITY)
        elif nxt.do == Do.PASS:
            script.take()
        elif isinstance(nxt, DeclareAttack):
            check_turn(game, script, take=True)
            run_attack(game, nxt)
            game.turn_state.out_of_turn_open = False
        elif isinstance(nxt, EndTurn):
            check_turn(game, script, take=True)
            game.turn_state.out_of_turn_open = False
            declare_end_of_turn(game, nxt)
        else:
            script.take()
            reason, rules = out_of_place(nxt.do)
            check(False, reason, rules)
    script.expect(lambda: main_shot_standing(game))


def check_turn(game: Game, script: Script[AnyAction], take: bool = False) -> None:
    """The scenario covers the active player's turn; nothing happens after it ends."""
    if game.turn_over:
        script.take()
        limit = game.turn_state.limit
        check(False, f"{game.active}'s turn is over; the scenario covers {limit} turn"
              f"{'s' if limit > 1 else ''} (`turns` lets it cover more)", R.END_OF_TURN_SCENE)
    if take:
        script.take()


def resolve_scenario(scenario: Scenario, board: Board, boards: bool = False) -> Resolution:
    """Run the game and package the answer (the resolution format, docs/api.md); `boards`: the board before
    and after every step too (`Resolution.boards`)."""
    return resolve_watching(scenario, board, watch=False, boards=boards).resolution


def resolve_watching(scenario: Scenario, board: Board, watch: bool = True, trial: bool = False,
                     boards: bool = False, final: bool = True) -> Watched:
    """Resolve, and report where the turn stood each time the script ran out (`Script.expect`).

    `trial`: the legality query tries the last action; stop once it is handled (`TrialDone`)
    and leave the final board out (nobody reads it). `boards`: record the board at every step.
    `final=False`: leave the final board out too (the legality query does not answer with it)."""
    game = new_game(scenario, board, watch, trial)
    if boards:
        game.log.watch_boards(lambda: final_board(game).to_json())
    outcome = Outcome.RESOLVED
    illegal: Illegal | None = None
    pending: Pending | None = None
    try:
        run(game)
    except TrialDone:
        pass
    except RuleViolation as violation:
        outcome = Outcome.ILLEGAL
        illegal = Illegal(max(game.script.current, 0), violation.reason, violation.rules)
    except DecisionNeeded as needed:
        outcome, pending = Outcome.PENDING, needed.pending
    board_json = final_board(game).to_json() if final and not trial else {}
    resolution = Resolution("shadowfist", outcome, list(game.log.steps), board_json, illegal, pending,
                            game.log.recorded_boards())
    return Watched(resolution, tuple(game.script.standings), game.script.position, game.script.mark)
