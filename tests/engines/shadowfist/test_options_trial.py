"""The legality query's short cuts: trials stopped once the tried action is settled
(`Script.trial`), effects and decisions decided on the live game (`live_checks`).

Each must give exactly the answer full trials give: the same actions, labels and rules (an
option's rules include those of the first step the tried action logged). All of them replaced at
once is the replay oracle, checked on every prefix of every library scenario; each one alone
(which tells which short cut broke an answer) on a third of them."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from refbase.engines import options
from refbase.engines.common import ScenarioInvalid, Script
from refbase.engines.shadowfist import options as sf_options
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.procedure import establishing
from refbase.engines.shadowfist.standings import candidates, live_checks

from ._support import LIBRARY_DIR, load

LIBRARY = sorted((Path(__file__).resolve().parents[3] / "scenarios" / "shadowfist").glob("*.json"))


def _answer(payload: dict[str, Any]) -> tuple[Any, ...]:
    a = options(payload)
    return (a.outcome, json.dumps(a.at, sort_keys=True), a.illegal, a.pending,
            [(json.dumps(o.action, sort_keys=True), o.label, o.rules, o.open) for o in a.options])


@cache
def _fast(path: Path, k: int) -> tuple[Any, ...] | None:
    """The answer at prefix `k` with every short cut in place (None: the prefix is invalid),
    worked out once for all the tests below: each compares it with a slower way."""
    scenario = json.loads(path.read_text())["scenario"]
    try:
        return _answer({**scenario, "actions": scenario["actions"][:k]})
    except ScenarioInvalid:
        return None


Patch = tuple[Any, str, Any]  # (module or class, name, its full-trial replacement)

STOP_TRIALS: tuple[Patch, ...] = ((Script, "stop_trials", False),)
SETTLE_EFFECTS: tuple[Patch, ...] = ((live_checks, "settle_effects", lambda game, scene, accepts, cands: cands),)
DECISIONS: tuple[Patch, ...] = ((live_checks, "decision_taken_here", lambda game, do, player: False),)
BIDS: tuple[Patch, ...] = ((live_checks, "bid_taken_here", lambda game, seat: False),)
MOVES: tuple[Patch, ...] = ((live_checks, "move_decided", lambda game, scene, move, live: None),
                            (live_checks, "moves_taken_here", lambda game: True))  # every point offers them, tried
END_OF_TURN: tuple[Patch, ...] = ((live_checks, "reaches_untouched", lambda game, do, player=None: False),)
ALL_PASSING: tuple[Patch, ...] = ((live_checks, "pass_taken_here", lambda game: False),)
USES: tuple[Patch, ...] = ((live_checks, "_decide_use", lambda game, scene, accepts, cand, action: cand),)
STEALTH: tuple[Patch, ...] = ((live_checks, "_decide_stealth", lambda game, scene, accepts, cand, action: cand),)
ESTABLISHING: tuple[Patch, ...] = ((establishing, "decided_here", lambda game, action: False),)
TAKEN_EARLIER: tuple[Patch, ...] = ((candidates, "_taken_earlier", lambda game, cands, takes: cands),
                                    (candidates, "_generates_earlier", lambda game: False))
PASSING: tuple[Patch, ...] = (
    (candidates, "_all_pass_decided",
     lambda game, scene: not game.script.standings and not game.turn_state.checked_priority),
    (candidates, "_decide_pass", lambda game, scene, cand: cand))
UNTOUCHED: tuple[Patch, ...] = ((Game, "reaches_untouched", lambda self, do, player=None: False), *MOVES)
#: every short cut of the query at once: each candidate tried in full, as without them
EVERY_SHORT_CUT = tuple({(id(target), name): (target, name, slow) for target, name, slow in (
    *STOP_TRIALS, *SETTLE_EFFECTS, *DECISIONS, *BIDS, *MOVES, *END_OF_TURN, *ALL_PASSING, *USES, *STEALTH,
    *ESTABLISHING, *TAKEN_EARLIER, *PASSING, *UNTOUCHED)}.values())


def _same_on_every_prefix(path: Path, monkeypatch: pytest.MonkeyPatch, patches: tuple[Patch, ...]) -> None:
    """The answer at every prefix of a library scenario, then again with each short cut of
    `patches` replaced by the full-trial way: equal."""
    scenario = json.loads(path.read_text())["scenario"]
    for k in range(len(scenario.get("actions", [])) + 1):
        fast = _fast(path, k)
        if fast is None:
            continue
        with monkeypatch.context() as m:
            for target, name, slow in patches:
                m.setattr(target, name, slow)
            assert _answer({**scenario, "actions": scenario["actions"][:k]}) == fast, f"prefix {k}"


def _third(n: int) -> list[Path]:
    """One library scenario in three, starting at the `n`th: each short cut alone is checked on
    a third of the library (the thirds rotate between short cuts, so that together they cover it),
    all of them at once on all of it."""
    return LIBRARY[n % 3::3]


@pytest.mark.slow
@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_no_short_cut_of_the_query_changes_an_answer(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The legality query with every short cut below replaced by trying each candidate in full
    (the replay oracle) gives the same answer at every prefix of every library scenario."""
    _same_on_every_prefix(path, monkeypatch, EVERY_SHORT_CUT)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(0), ids=lambda p: p.stem)
def test_stopping_a_trial_early_changes_no_answer(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _same_on_every_prefix(path, monkeypatch, STOP_TRIALS)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(1), ids=lambda p: p.stem)
def test_effects_decided_on_the_live_game_are_the_ones_trials_accept(path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """`live_checks` runs the scene's and generation's checks instead of a trial: same answer."""
    _same_on_every_prefix(path, monkeypatch, SETTLE_EFFECTS)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(2), ids=lambda p: p.stem)
def test_decisions_offered_without_trials_are_the_ones_trials_accept(path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A decision listing its options with the rules each one's step cites (a Site's fate,
    30.3.3) is offered without trying each option: the same answer as trying them."""
    _same_on_every_prefix(path, monkeypatch, DECISIONS)


@pytest.mark.parametrize("path", [p for p in LIBRARY if '"bid"' in p.read_text() or "auction" in p.name],
                         ids=lambda p: p.stem)
def test_bids_offered_without_trials_are_the_ones_trials_accept(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bidding seat's bids (31.6) are offered without trying each amount: same answer."""
    _same_on_every_prefix(path, monkeypatch, BIDS)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(3), ids=lambda p: p.stem)
def test_moves_decided_on_the_live_game_are_the_ones_trials_accept(path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A move (13.0) is offered without a trial where it would be taken: the same answer as
    trying every candidate move at every point."""
    _same_on_every_prefix(path, monkeypatch, MOVES)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(4), ids=lambda p: p.stem)
def test_rule_22_3_2_3_end_of_turn_decided_where_it_is_taken_is_what_trials_accept(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Declaring the end of the turn (22.3.2.3), at a Main Shot that every earlier point passes
    it on to, is decided there by the engine's `verify_end_turn`: the same answer as a trial
    (so are the decisions and bids decided where they are taken untouched)."""
    _same_on_every_prefix(path, monkeypatch, END_OF_TURN)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(5), ids=lambda p: p.stem)
def test_rule_23_0_all_passing_after_declaration_points_is_what_trials_accept(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Everyone passing (23.0) at a scene that only join and interception points precede is
    offered as the script running out there shows it, without a trial: the same answer."""
    _same_on_every_prefix(path, monkeypatch, ALL_PASSING)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(6), ids=lambda p: p.stem)
def test_rule_24_0_uses_decided_by_verify_use_are_the_ones_trials_accept(path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Using a written ability (24.0), decided where a scene would take it by `verify_use` (the
    checks `generate_use` runs before anything changes) and cited by the first step it would
    log: the same answer as trying each use in full."""
    _same_on_every_prefix(path, monkeypatch, USES)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(7), ids=lambda p: p.stem)
def test_rule_50_14_stealth_decided_by_verify_stealth_is_what_trials_accept(path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Stealth (50.14), decided where a scene would take it by `verify_stealth` (the checks
    `generate_stealth` runs before anything changes): the same answer as trying it in full."""
    _same_on_every_prefix(path, monkeypatch, STEALTH)


def test_rule_10_4_a_turn_and_maintain_use_is_offered_without_a_trial(monkeypatch: pytest.MonkeyPatch) -> None:
    """At the Main Shot where the script stops, using Armorer's turn-and-maintain ability is
    decided by `verify_use` on the live game (no trial runs) and cites the step it would log
    first (10.4)."""
    scenario = load(LIBRARY_DIR / "sf-10-4-card-armorer-maintains-damage-and-toughness-for-an-attacker.json")["scenario"]
    payload = {**scenario, "actions": []}

    tried = sf_options.with_action

    def no_use_tried(scenario: Any, action: dict[str, Any]) -> Any:
        assert action["do"] != "use", "a use was tried in full"
        return tried(scenario, action)

    monkeypatch.setattr(sf_options, "with_action", no_use_tried)
    uses = [o for o in options(payload).options if o.action["do"] == "use" and o.action["card"] == "armorer"]
    assert [o.action["targets"] for o in uses if o.action.get("targets") == ["hitter"]] == [["hitter"]]
    assert all("10.4" in [r.number for r in o.rules] for o in uses)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(8), ids=lambda p: p.stem)
def test_rule_22_2_establishing_shot_decisions_decided_where_taken_are_what_trials_accept(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Foregoing Power generation and discarding (22.2.2.1, 22.2.4), decided where every earlier
    point passes them on by the checks the engine runs as it takes them: the same answer as a
    trial each."""
    _same_on_every_prefix(path, monkeypatch, ESTABLISHING)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(9), ids=lambda p: p.stem)
def test_generating_actions_an_earlier_point_takes_are_left_to_it(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rule 23.0: a scene (and the Main Shot, 22.3.2) takes every effect, play, use or Stealth
    appended after it, so a later point does not offer one (`Game.takes_generating`, recorded
    as each standing is made): the same answer as generating them there and trying each."""
    _same_on_every_prefix(path, monkeypatch, TAKEN_EARLIER)


@pytest.mark.slow
@pytest.mark.parametrize("path", _third(10), ids=lambda p: p.stem)
def test_rule_22_1_passing_decided_where_the_script_stops_is_what_trials_accept(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Passing (22.1, 23.3) where the script first stops under checked priority, by name
    (`priority.verify_pass`, citing the step it would log) or by everyone while effects wait
    (the whole stack resolves): the same answer as trying each such pass."""
    _same_on_every_prefix(path, monkeypatch, PASSING)


@pytest.mark.slow
@pytest.mark.parametrize("path", [p for p in LIBRARY if "auction" in p.read_text()], ids=lambda p: p.stem)
def test_rule_31_8_actions_decided_where_every_earlier_point_passes_them_on_are_what_trials_accept(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each point records what it takes (`Standing.takes`): a bidding seat its bid or pass
    (31.6), a player offered to start an auction of uniques its bid or declining (31.8), a
    scene the generating actions. An action every earlier point passes on is decided where it
    would be taken: the same answer as trying every such action in full."""
    _same_on_every_prefix(path, monkeypatch, UNTOUCHED)


def _tried(monkeypatch: pytest.MonkeyPatch, payload: dict[str, Any]) -> list[str]:
    """The `do` of every action the legality query tries by resolving again."""
    tried: list[str] = []
    real = sf_options.resolve_watching

    def spy(scenario: Any, board: Any, watch: bool = True, **kw: Any) -> Any:
        if kw.get("trial"):
            tried.append(str(scenario.actions[-1].do))
        return real(scenario, board, watch, **kw)

    monkeypatch.setattr(sf_options, "resolve_watching", spy)
    options(payload)
    return tried


@pytest.mark.parametrize(("name", "k", "do"), [
    ("sf-31-2-auction-during-the-establishing-shot", 3, "keep"),  # after the bidding points (31.6)
    ("sf-30-3-1-the-defender-divides-the-damage", 1, "divide"),
])
def test_rule_31_7_1_and_30_3_1_decisions_after_bidding_and_scenes_are_decided_live(
        name: str, k: int, do: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keeping a copy (31.7.1) and dividing damage (30.3.1) are offered where the script stops
    without a trial: the bidding and the scenes before them pass the decision on untouched
    (`Game.reaches_untouched`). That the answers equal the trials' is checked above."""
    scenario = load(LIBRARY_DIR / f"{name}.json")["scenario"]
    payload = {**scenario, "actions": scenario["actions"][:k]}
    assert any(o.action["do"] == do for o in options(payload).options)
    assert do not in _tried(monkeypatch, payload)
