"""Records shared by the game engines: steps, outcomes, rule references, errors.

Engines cite rules as `RuleRef(doc, number)` only; the HTTP layer turns each into a full
citation (`{"doc", "number", "title", "url"}`) from the knowledge base. Engines never import
the knowledge base at run time; a test checks every number they can cite exists there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Generic, TypeVar

from refbase.config import MAX_BOARD_CARDS, MAX_ENGINE_STEPS
from refbase.ruleref import RuleRef, collect_rules, cr, lgr

__all__ = ["RuleRef", "collect_rules", "cr", "lgr"]  # re-exported for the engines


class Outcome(StrEnum):
    """How a resolution ends (the resolution format, docs/api.md)."""

    RESOLVED = "resolved"
    ILLEGAL = "illegal"
    PENDING = "pending"


A = TypeVar("A")


class Script(Generic[A]):
    """The scenario's actions, consumed in order: the one cursor both engines walk.

    `peek()` looks at the next action without taking it; `take()` takes it and makes it
    `current`, so a `RuleViolation` raised while handling it blames the right index."""

    __slots__ = ("actions", "position", "current", "watch", "standings", "trial", "mark", "verify_taken", "still")

    #: stop tried actions early (off only to check that stopping changes no answer)
    stop_trials = True

    def __init__(self, actions: Sequence[A], watch: bool = False, trial: Callable[[], int] | None = None):
        self.actions: tuple[A, ...] = tuple(actions)
        self.position = 0
        self.current = -1
        #: when set, `expect` records where the game stands each time the script has run out
        self.watch = watch
        self.standings: list[Standing] = []
        #: the legality query is trying the last action: `trial` counts the steps logged so
        #: far; once the action has been taken and has logged a step, the next `expect` raises
        #: `TrialDone` (whether it was legal is settled, and the rest is not needed)
        self.trial = trial
        #: steps logged when the tried (last) action was taken: its own steps follow
        self.mark: int | None = None
        #: a check every action meets as it is taken (raises RuleViolation): the game's own
        self.verify_taken: Callable[[A], None] | None = None
        #: what holds the game still while a standing is made (an engine may cache its lookups)
        self.still: Callable[[], AbstractContextManager[None]] = nullcontext

    def expect(self, make: Callable[[], Standing]) -> None:
        """The engine is about to look for an action here; if none is left, record the point.

        `make` is only called when watching and the script is empty, so resolving pays nothing
        for it; the legality query (`options`) reads `standings` afterwards."""
        if self.position >= len(self.actions):
            if self.stop_trials and self.trial is not None and self.mark is not None \
                    and self.trial() > self.mark:
                raise TrialDone
            if self.watch:
                with self.still():
                    self.standings.append(make())

    def peek(self, ahead: int = 0) -> A | None:
        """The next action (or the one `ahead` places after it), not taken."""
        at = self.position + ahead
        return self.actions[at] if at < len(self.actions) else None

    def take(self) -> A:
        self.current = self.position
        self.position += 1
        if self.trial is not None and self.position == len(self.actions):
            self.mark = self.trial()
        action = self.actions[self.current]
        if self.verify_taken is not None:
            self.verify_taken(action)
        return action

    @property
    def done(self) -> bool:
        return self.position >= len(self.actions)


class TrialDone(Exception):
    """A tried action was taken and handled up to the next decision (see `Script.trial`)."""


@dataclass(slots=True)
class Candidate:
    """An action a player might append at a standing point, in words, before it is checked.

    `open` names fields a player fills in (an effect's free details); the action is complete
    without them. Not frozen (a big board's query builds hundreds, and a frozen dataclass is
    about three times slower to build), but never changed once built: `dataclasses.replace`
    makes a changed copy. (Its `action` is a dict, so it was never hashable either.)"""

    action: dict[str, Any]
    label: str
    open: tuple[str, ...] = ()
    #: rules that allow this action, beyond the window's
    rules: tuple[RuleRef, ...] = ()
    #: the engine already ran the `verify_*` check that decides it, on the live state
    checked: bool = False
    #: taking it leaves the game as the script running out here did (everyone passing): it is
    #: legal, and its rules include those of the step the resolution logged next
    passes: bool = False


@dataclass(frozen=True, slots=True)
class Standing:
    """A point where a player could act next and the script had no action for it.

    `candidates` are generated from the board at that point; the legality query keeps those
    the engine's own checks accept when appended. `logged` is how many steps were logged
    before this point, so the steps an appended action produces can be told apart."""

    phase: str
    window: str
    decision_by: str | None
    step: str | None = None
    candidates: tuple[Candidate, ...] = ()
    rules: tuple[RuleRef, ...] = ()
    logged: int = 0
    #: what the point takes of an appended action, as (`do`, player) pairs (player None: anyone's),
    #: taking it or refusing it there; any other action goes on untouched to the next point, as
    #: the script running out did. None: it takes every action (an engine's decision, say)
    takes: frozenset[tuple[str, str | None]] | None = None


@dataclass(frozen=True, slots=True)
class Watched:
    """A resolution seen from the legality query: where the script ran out (`standings`), and
    how many actions the engine took (`taken`; an action never taken was not judged)."""

    resolution: Resolution
    standings: tuple[Standing, ...]
    taken: int
    #: where the tried action's own steps begin in `resolution.steps`, when the engine knows
    first_step: int | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One thing that happened, in words a player understands, with the rules behind it."""

    n: int
    phase: str
    text: str
    rules: tuple[RuleRef, ...]


@dataclass(frozen=True, slots=True)
class Illegal:
    """The first action that breaks a rule: its index in `actions`, why, and the rule."""

    action: int
    reason: str
    rules: tuple[RuleRef, ...]


@dataclass(frozen=True, slots=True)
class Pending:
    """A decision the script leaves open, who makes it, and the legal options."""

    decision: str
    player: str | None
    options: tuple[Any, ...]
    rules: tuple[RuleRef, ...]
    #: the decision is a field of the action being handled (UFS `commit`): the script answers
    #: it by filling that field in, not by appending an action (not part of the JSON answer)
    #: (index of that action, its field, how many options the answer needs)
    amends: tuple[int, str, int] | None = None


@dataclass(slots=True)
class Resolution:
    """What the engine answers. `final` is plain JSON data (cards, players, attack, winner)."""

    game: str
    outcome: Outcome
    steps: list[Step]
    final: dict[str, Any]
    illegal: Illegal | None = None
    pending: Pending | None = None
    #: Only when asked for (`resolve(payload, boards=True)`): the board before any step
    #: (`boards[0]`) and after each step (`boards[n]` for step n), each in `final`'s shape;
    #: a long resolution of a big board has only its first boards (MAX_BOARD_CARDS in all).
    boards: list[dict[str, Any]] | None = None

    def cited(self) -> set[RuleRef]:
        """Every rule this resolution cites (steps, illegal, pending)."""
        refs = {r for s in self.steps for r in s.rules}
        for extra in (self.illegal, self.pending):
            if extra is not None:
                refs.update(extra.rules)
        return refs


def flatten_messages(messages: Any, prefix: str = "") -> dict[str, list[str]]:
    """Marshmallow's nested messages -> flat field paths: `{"players[1].hand[0].block_zone": [...]}`.

    One form for every 422 (engines, API): `_schema` messages and bare strings go to `_body`."""
    if not isinstance(messages, dict):
        items = messages if isinstance(messages, list) else [messages]
        out: dict[str, list[str]] = {}
        for item in items:
            for key, msgs in (flatten_messages(item, prefix).items() if isinstance(item, dict)
                              else [(prefix or "_body", [str(item)])]):
                out.setdefault(key, []).extend(msgs)
        return out
    flat: dict[str, list[str]] = {}
    for key, value in messages.items():
        if key == "_schema":
            path = prefix or "_body"
        elif isinstance(key, int):
            path = f"{prefix}[{key}]"
        else:
            path = f"{prefix}.{key}" if prefix else str(key)
        for sub, msgs in flatten_messages(value, path).items():
            flat.setdefault(sub, []).extend(msgs)
    return flat


class ScenarioInvalid(Exception):
    """Malformed scenario (HTTP 422): `errors` maps a field path to messages.

    Field paths are dotted/indexed like `cards[3].attached_to` or `actions[2].target`.
    """

    def __init__(self, errors: dict[str, list[str]]):
        super().__init__("; ".join(f"{k}: {', '.join(v)}" for k, v in errors.items()))
        self.errors = errors


class RuleViolation(Exception):
    """Raised by `verify_*` checks inside an engine; becomes an `Illegal` outcome."""

    def __init__(self, reason: str, rules: tuple[RuleRef, ...]):
        super().__init__(reason)
        self.reason = reason
        self.rules = rules


class DecisionNeeded(Exception):
    """Raised when the procedure reaches a decision the script does not make."""

    def __init__(self, pending: Pending):
        super().__init__(pending.decision)
        self.pending = pending


class StepLimitExceeded(ScenarioInvalid):
    """The scenario needs more engine steps than the documented limit allows (422)."""

    def __init__(self, limit: int = MAX_ENGINE_STEPS):
        super().__init__({"actions": [f"resolution exceeds the engine step limit of {limit}"]})


def shared(new: Any, old: Any) -> Any:
    """`new`, made of `old`'s objects wherever they are equal: a long resolution's boards then
    cost memory for what changed, not for every card at every step. Boards are never mutated."""
    if new == old:
        return old
    if isinstance(new, dict) and isinstance(old, dict):
        return {key: shared(value, old.get(key)) for key, value in new.items()}
    return new


@dataclass(slots=True)
class StepLog:
    """Collects steps, numbering them and enforcing the engine step limit."""

    limit: int = MAX_ENGINE_STEPS
    steps: list[Step] = field(default_factory=list)
    #: Set by an engine asked for boards: the board as it stands (in `final`'s shape). It is
    #: called before the first step and as each step is logged (engines log a step once its
    #: change is made), so `boards[n]` is the board after step n.
    snapshot: Callable[[], dict[str, Any]] | None = None
    boards: list[dict[str, Any]] = field(default_factory=list)
    #: cards copied into `boards` so far; past MAX_BOARD_CARDS no board is taken
    board_cards: int = 0

    def watch_boards(self, snapshot: Callable[[], dict[str, Any]]) -> None:
        """Record the board now (before any step) and after every step from here on."""
        self.snapshot = snapshot
        self.boards = [self._take(None)]

    def add(self, phase: str, text: str, rules: tuple[RuleRef, ...]) -> Step:
        if not rules:
            raise ValueError(f"step without a rule citation: {text!r}")
        if len(self.steps) >= self.limit:
            raise StepLimitExceeded(self.limit)
        step = Step(len(self.steps) + 1, phase, text, rules)
        self.steps.append(step)
        if self.snapshot is not None and len(self.boards) == len(self.steps) and self.board_cards < MAX_BOARD_CARDS:
            self.boards.append(self._take(self.boards[-1]))
        return step

    def _take(self, previous: dict[str, Any] | None) -> dict[str, Any]:
        assert self.snapshot is not None
        board = self.snapshot()
        self.board_cards += len(board.get("cards") or ())
        return shared(board, previous) if previous is not None else board

    def settle(self, first: int) -> None:
        """Steps after the first `first` were written before their change was complete (a card
        leaving play is announced, then moved): they show the board as it is now."""
        if self.snapshot is not None and len(self.steps) > first and len(self.boards) > first + 1:
            board = self._take(self.boards[first])
            for n in range(first + 1, len(self.boards)):
                self.boards[n] = board

    def recorded_boards(self) -> list[dict[str, Any]] | None:
        """`Resolution.boards`: None unless boards were watched."""
        return list(self.boards) if self.snapshot is not None else None
