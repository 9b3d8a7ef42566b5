"""Resolve a UFS scenario: validate, play the attack, run the attack stack, report.

Outcomes: `resolved`; `illegal` at the first action that breaks a rule (`action` is its index
in `actions`, or -1 for playing `attack` itself, which happens before `actions[0]`: the
script's `current` before anything is taken); `pending` when the script stops before a
decision the rules leave to a player. A game that ends (A.1) stops the resolution; any action
left after that is illegal.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from refbase.engines.common import DecisionNeeded, Illegal, Outcome, Pending, Resolution, RuleViolation, Script, Watched
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.attack import play_attack, run_stack
from refbase.engines.ufs.final import build_final
from refbase.engines.ufs.game_end import GameOver
from refbase.engines.ufs.model import Action, Block, Enhance, Pass, Respond, Scenario
from refbase.engines.ufs.scenario import load_scenario
from refbase.engines.ufs.state import Table, build_table, window_closed_before
from refbase.engines.ufs.turn import FormViolation, run_turn


def resolve(payload: Any, boards: bool = False) -> Resolution:
    """Validate (ScenarioInvalid on malformed input) and resolve a UFS scenario; `boards`: the
    board before and after every step too (`Resolution.boards`)."""
    return resolve_watching(payload, watch=False, boards=boards).resolution


def resolve_watching(payload: Any, watch: bool = True, boards: bool = False) -> Watched:
    """Resolve, and report where the game stood each time the script ran out (`Script.expect`)."""
    scenario = load_scenario(payload)
    table = build_table(scenario)
    if boards:
        table.log.watch_boards(lambda: build_final(table, _attack_id(scenario)).to_json())
    script: Script[Action] = Script(scenario.actions, watch)
    illegal: Illegal | None = None
    pending: Pending | None = None
    try:
        _run(table, scenario, script)
    except FormViolation as violation:
        illegal = Illegal(-1, violation.reason, violation.rules)
    except RuleViolation as violation:
        illegal = Illegal(script.current, violation.reason, violation.rules)
    except DecisionNeeded as decision:
        pending = decision.pending
        if pending.amends is not None and script.current >= 0:  # the action being handled
            pending = dataclasses.replace(pending, amends=(script.current, *pending.amends[1:]))
    except GameOver:
        illegal = _after_game_over(table, script)
    outcome = Outcome.ILLEGAL if illegal else Outcome.PENDING if pending else Outcome.RESOLVED
    final = build_final(table, _attack_id(scenario)).to_json()
    resolution = Resolution("ufs", outcome, table.log.steps, final, illegal, pending, table.log.recorded_boards())
    return Watched(resolution, tuple(script.standings), script.position)


def _attack_id(scenario: Scenario) -> str | None:
    return None if scenario.attack is None else scenario.attack.card.id


def _run(table: Table, scenario: Scenario, script: Script[Action]) -> None:
    if scenario.turn is not None:
        run_turn(table, scenario.turn, script)
        played = bool(table.attacks)
    else:
        assert scenario.attack is not None  # the schema requires it without turn
        played = play_attack(table, scenario.attack) is not None
        if played:
            run_stack(table, script)
    if script.done:
        return
    leftover = script.take()
    if not played:
        raise RuleViolation("the attack was not played and the Combat Phase has ended: no attack sequence "
                            "follows", R.FAILED_FORM_ENDS_COMBAT)
    closed = window_closed_before(table, script.current)
    if isinstance(leftover, Respond):
        what = leftover.keyword or f"a response to the attack {leftover.condition}"
        keyword = {"Breaker": R.BREAKER, "Reversal": R.REVERSAL}.get(str(leftover.keyword), ())
        raise RuleViolation(f"no game event that {what} can respond to happens at this point{closed}",
                            R.VALID_RESPONSE + R.RESPONSE_WINDOW + keyword)
    if isinstance(leftover, Pass):
        raise RuleViolation(f"every attack sequence has resolved and no response window is open{closed}: there is "
                            "nothing left to pass on", R.ATTACK_RESOLUTION + R.RESPONSE_WINDOW + R.RESPONSE_WINDOW_CLOSES)
    if isinstance(leftover, Enhance):
        raise RuleViolation(f"the Enhance Step has ended: both players passed in succession, and no attack is "
                            f"left for this action{closed}", R.ENHANCE_STEP_ENDS + R.ATTACK_RESOLUTION)
    if isinstance(leftover, Block):
        raise RuleViolation("the defender decides once whether to attempt to block an attack, and the block "
                            "status was then determined: no attack is left to block", R.BLOCK_DECISION + R.BLOCK_STATUS)
    raise RuleViolation("every attack sequence has resolved: no attack is left for this action",
                        R.ATTACK_RESOLUTION + R.ENTER_ATTACK_SEQUENCE)


def _after_game_over(table: Table, script: Script[Action]) -> Illegal | None:
    leftover = script.peek()
    if leftover is None:
        return None
    return Illegal(leftover.index, f"the game is over: {table.winner} has won", R.WIN_BY_VITALITY + R.WIN_BY_CYCLING
                   + R.PAUSE_CONDITIONS)
