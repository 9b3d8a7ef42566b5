"""The legality query, shared by both engines: what could be appended to a scenario's actions.

Like python-chess's `legal_moves`, legality has one source: an engine's own `verify_*` checks.
Each engine records where it stood whenever its script ran out (`Script.expect` ->
`Standing`, with candidate actions generated from the board). Every candidate is appended to
the actions and resolved; it is offered unless the engine finds it illegal at that index. A
candidate the engine decided on the live game (`checked`), or one that leaves the game as the
script running out did (`passes`), needs no such trial.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from refbase.config import MAX_OPTION_CANDIDATES
from refbase.engines.common import (
    Candidate,
    Illegal,
    Outcome,
    Pending,
    Resolution,
    RuleRef,
    ScenarioInvalid,
    Standing,
    Watched,
)

#: An engine's resolve that also reports its standings; `watch=False` skips recording them.
Runner = Callable[..., Watched]
#: Resolve the prefix plus one action (raises ScenarioInvalid); an engine may pass a faster one
#: that reuses the prefix's validated scenario.
Trial = Callable[[dict[str, Any]], Watched]


@dataclass(slots=True)
class Option:
    """One legal next action, ready to append, in words, with the rules that allow it. Not
    frozen, like `Candidate` (hundreds per query on a big board), but never changed once built."""

    action: dict[str, Any]
    label: str
    rules: tuple[RuleRef, ...]
    open: tuple[str, ...] = ()
    #: the index of the action this one replaces (a decision made by filling in a field of the
    #: action being handled), instead of being appended
    replaces: int | None = None


@dataclass(frozen=True, slots=True)
class Options:
    """The answer: the prefix's outcome, where the game stands, and the legal next actions."""

    game: str
    outcome: Outcome
    at: dict[str, Any]
    options: tuple[Option, ...]
    illegal: Illegal | None = None
    pending: Pending | None = None
    #: more candidates than MAX_OPTION_CANDIDATES: only the first ones were checked
    truncated: bool = False

    @property
    def only_pass(self) -> bool:
        """True when passing (or declining) is all a player can do."""
        return bool(self.options) and all(o.action.get("do") in PASSING for o in self.options)


def _key_encoder() -> Callable[[dict[str, Any]], str]:
    """Canonical JSON of an action, the key that tells candidates apart: the standard
    library's C encoder called directly (sorted keys, no circularity check: an action is a
    small tree), about twice as fast as `JSONEncoder.encode`, which a big board's hundreds of
    candidates notice; the same text either way."""
    plain = json.JSONEncoder(sort_keys=True, check_circular=False)
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return plain.encode
    chunks = make(None, plain.default, json.encoder.encode_basestring_ascii, None, ": ", ", ", True, False, True)
    return lambda action: "".join(chunks(action, 0))


_KEY = _key_encoder()

#: Actions that decline to act at a point.
PASSING = frozenset({"pass", "no_block", "pass_bid"})


def query(game: str, payload: dict[str, Any], run: Runner, trial: Trial | None = None,
          limit: int = MAX_OPTION_CANDIDATES) -> Options:
    """Resolve the prefix; if it is not illegal, keep the candidates the engine accepts."""
    watched = run(payload, watch=True)
    resolution, standings = watched.resolution, list(watched.standings)
    if trial is None:
        prefix = list(payload.get("actions") or [])
        trial = lambda action: run({**payload, "actions": [*prefix, action]}, watch=False)  # noqa: E731
    at = _at(standings, resolution.pending)
    if resolution.outcome == Outcome.ILLEGAL:
        return Options(game, resolution.outcome, at, (), resolution.illegal, None)
    actions = list(payload.get("actions") or [])
    found: list[Option] = []
    seen: set[str] = set()
    useful: set[str] = set()
    keyed = _candidates(standings, resolution.pending)
    truncated = False
    merged = _Merged()
    for standing, cand, key in keyed:
        if key in seen:
            continue
        if len(seen) >= limit:
            truncated = True
            break
        seen.add(key)
        if cand.checked and not cand.passes:  # decided on the live game: no trial, no step of its own
            option: Option | None = Option(cand.action, cand.label, merged.checked(cand.rules, standing.rules),
                                           cand.open)
        else:
            option = _try(len(actions), standing, cand, trial, resolution, merged)
        if option is not None:
            found.append(option)
            useful.add(key)
    listed = keyed[:sum(len(st.candidates) for st in standings)]  # not the pending decision's extras
    return Options(game, resolution.outcome, _first_open(at, listed, useful), tuple(found), None,
                   resolution.pending, truncated=truncated)


def _first_open(at: dict[str, Any], keyed: list[tuple[Standing, Candidate, str]], useful: set[str]) -> dict[str, Any]:
    """Skip optional windows nobody can use (an empty response window) when telling where play is."""
    for standing, _, key in keyed:
        if key in useful:
            return _at([standing], None)
    if not useful and at.get("phase") != "decision":
        return _at([], None)  # the engine takes no appended action: the scenario is over
    return at


def _candidates(standings: list[Standing], pending: Pending | None) -> list[tuple[Standing, Candidate, str]]:
    """Every candidate with the standing it was made at and its key (the action as canonical JSON)."""
    keyed = [(s, c, _KEY(c.action)) for s in standings for c in s.candidates]
    if pending is not None and standings:
        last = standings[-1]
        keyed += [(last, c, _KEY(c.action)) for c in (Candidate(dict(o), label_of(o)) for o in pending.options
                                                       if isinstance(o, dict) and "do" in o)]
    return keyed


class _Merged:
    """An option's rules: its candidate's, those of the step it produced, its standing's, each
    once, in that order. Hundreds of candidates (a big board's declarations) share a few
    tuples of rules (module constants), so each combination is merged once per query, looked
    up by the tuples' identity (kept alive here, so an identity is never reused)."""

    __slots__ = ("_seen", "_checked")

    def __init__(self) -> None:
        self._seen: dict[tuple[int, int, int], tuple[tuple[RuleRef, ...], ...]] = {}
        #: a checked candidate's (no step of its own): by its rules' and its standing's identity
        self._checked: dict[tuple[int, int], tuple[RuleRef, ...]] = {}

    def checked(self, mine: tuple[RuleRef, ...], point: tuple[RuleRef, ...]) -> tuple[RuleRef, ...]:
        """`self(mine, (), point)`, looked up with one key: asked for each of a big board's
        hundreds of checked candidates."""
        found = self._checked.get((id(mine), id(point)))
        if found is None:
            found = self._checked[(id(mine), id(point))] = self(mine, (), point)
        return found

    def __call__(self, mine: tuple[RuleRef, ...], produced: tuple[RuleRef, ...],
                 point: tuple[RuleRef, ...]) -> tuple[RuleRef, ...]:
        key = (id(mine), id(produced), id(point))
        found = self._seen.get(key)
        if found is None:
            found = self._seen[key] = (mine, produced, point, tuple(dict.fromkeys(mine + produced + point)))
        return found[3]


def _try(index: int, standing: Standing, cand: Candidate, trial: Trial, resolution: Resolution,
         merged: _Merged | None = None) -> Option | None:
    """Offer the candidate if the engine takes it at `index` without finding it illegal."""
    produced: tuple[RuleRef, ...] = ()
    if cand.passes:  # the resolution already shows what taking it does
        steps = resolution.steps[standing.logged:standing.logged + 1]
        produced = steps[0].rules if steps else ()
    elif not cand.checked:
        try:
            watched = trial(cand.action)
        except ScenarioInvalid:
            return None
        if not accepted(index, watched):
            return None
        result = watched.resolution
        first = standing.logged if watched.first_step is None else watched.first_step
        steps = result.steps[first:first + 1]
        produced = steps[0].rules if steps else ()
    rules = (merged or _Merged())(cand.rules, produced, standing.rules)
    return Option(cand.action, cand.label, rules, cand.open)


def accepted(index: int, watched: Watched) -> bool:
    """The engine took the action at `index` (it did not stop before it) and found it legal."""
    result = watched.resolution
    illegal_here = result.outcome == Outcome.ILLEGAL and result.illegal is not None and result.illegal.action >= index
    return watched.taken > index and not illegal_here


def _at(standings: list[Standing], pending: Pending | None) -> dict[str, Any]:
    """The first point the script ran out: where an appended action is looked at first."""
    if standings:
        s = standings[0]
        at: dict[str, Any] = {"phase": s.phase, "window": s.window, "decision_by": s.decision_by}
        if s.step is not None:
            at["step"] = s.step
        return at
    if pending is not None:
        return {"phase": "decision", "window": pending.decision, "decision_by": pending.player}
    return {"phase": "over", "window": None, "decision_by": None}


def label_of(action: dict[str, Any]) -> str:
    """A plain label for an action the engine offered without one."""
    who = action.get("player")
    what = str(action.get("do", "act")).replace("_", " ")
    detail = action.get("card") or action.get("keyword") or ""
    return " ".join(str(p) for p in (who, what, detail) if p)
