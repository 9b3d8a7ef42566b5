"""The running game: board, step log, the script of actions and what is in progress.

`Script` (engines.common) is the cursor over the actions. The procedure peeks at the next
action at every point where a player could act; an action that does not fit that point
means the players there pass (the scenario format: "players not mentioned are taken to pass"). Actions are taken
before they are checked, so a `RuleViolation` always blames `script.current`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from refbase.engines.common import Candidate, DecisionNeeded, Pending, RuleRef, RuleViolation, Script, Standing, StepLog
from refbase.engines.shadowfist.model.attack_state import AttackState
from refbase.engines.shadowfist.model.board import Board, Card, Handle
from refbase.engines.shadowfist.model.continuous import Fired
from refbase.engines.shadowfist.model.records import Action, AnyAction, DeclareAttack, Use
from refbase.engines.shadowfist.model.stack import Scene
from refbase.engines.shadowfist.model.turn_state import TurnState
from refbase.engines.shadowfist.model.vocabulary import Do, Duration, Phase


def next_is(script: Script[AnyAction], do: Do, player: str | None = None) -> bool:
    """Is the next action a `do` (by `player`, if given)?"""
    nxt = script.peek()
    return nxt is not None and nxt.do == do and (player is None or nxt.player == player)


@dataclass(eq=False, slots=True)
class Signpost:
    """A damage redirection (38.1): damage from `source` meant for `origin` goes to `to`;
    `redirector` is the card that set it, the source of that damage from then on (38.5)."""

    source: str
    origin: str
    to: Handle
    by: str
    label: str
    during_attack: bool
    redirector: Card | None = None


class Window(Protocol):
    """scene.window: run one scene at `phase` (23.0)."""

    def __call__(self, game: Game, phase: Phase, closed: bool = False,
                 accepts: Callable[[Action], bool] | None = None,
                 on_end: Callable[[Game, Scene], None] | None = None) -> Scene: ...


class DecisionStanding(Protocol):
    """candidates.decision_standing: the point where a decision is awaited."""

    def __call__(self, game: Game, do: Do, player: str | None, decision: str, options: list[Any],
                 rules: tuple[RuleRef, ...],
                 option_rules: Callable[[Any], tuple[RuleRef, ...] | None] | None = None) -> Standing: ...


@dataclass(frozen=True, slots=True)
class Hooks:
    """The entry points of the layers above that the layers below call back into.

    The rules recurse: resolving an effect may run a whole scene (a faceoff, 41.0), a trigger
    opens closed scenes, a Character attacks out of turn (28.1.2), and wherever a
    player could act the legality query wants to know what they could append. The modules
    below the procedure reach those through `game.hooks`, wired once by the engine
    (engine.py), so that no module imports one above it (docs/architecture.md)."""

    window: Window
    run_attack: Callable[[Game, DeclareAttack], None]
    generate_use: Callable[[Game, Scene, Use], None]
    generate_fired: Callable[[Game, Scene, Fired], None]
    expire: Callable[[Game, Duration], None]
    in_auction_effects: Callable[[Game, str | None, int], None]
    # where the script ran out: the legality query's standings (candidates.py)
    main_shot_standing: Callable[[Game, bool], Standing]
    cleanup_standing: Callable[[Game], Standing]
    scene_standing: Callable[[Game, Scene, Callable[[Action], bool] | None], Standing]
    join_standing: Callable[[Game, AttackState, str], Standing]
    intercept_standing: Callable[[Game, AttackState, str, list[Card]], Standing]
    decision_standing: DecisionStanding
    timed_effects: Callable[[Game, Phase], list[Candidate]]
    bidding_standing: Callable[[Game, str | None, int], Standing]


@dataclass(eq=False)
class Game:
    board: Board
    script: Script[AnyAction]
    active: str
    hooks: Hooks
    log: StepLog = field(default_factory=StepLog)
    scene: Scene | None = None
    scene_serial: int = 0
    attack: AttackState | None = None
    #: the two Characters of the Faceoff being resolved, each with its controller then (41.0;
    #: one that leaves play or changes controller ends it for both, 41.7)
    faceoff: tuple[tuple[Handle, str], tuple[Handle, str]] | None = None
    attacks: list[dict[str, Any]] = field(default_factory=list)
    turn_over: bool = False
    winner: str | None = None
    contenders: set[str] = field(default_factory=set)
    signposts: dict[str, Signpost] = field(default_factory=dict)
    played: list[tuple[str, Card]] = field(default_factory=list)
    phase: Phase = Phase.MAIN_SHOT
    last_entered: Phase = Phase.MAIN_SHOT
    turn_state: TurnState = field(default_factory=TurnState)
    closed_standings: int = 0  # closed scenes the script ran out in that pass nothing on (23.2)
    #: the kinds of generating action (`do`) that a point where the script ran out takes
    #: whatever its details, recorded as each standing is made: a scene (23.0) and the Main
    #: Shot (22.3.2) take every one, the bidding effects and plays (31.3). An appended action
    #: of such a kind never reaches a later point, so later points do not offer it
    takes_generating: frozenset[Do] = frozenset()
    #: would this action, appended to the script, load as resolve loads actions (the scenario's
    #: meaning checks: loading/actions_check.py)? Set by the engine; the legality query asks it
    loads_appended: Callable[[AnyAction], bool] = lambda _: True

    def reaches_untouched(self, do: Do | None, player: str | None = None) -> bool:
        """Would an appended `do` action by `player` reach the point being made untouched? Yes
        when every earlier point where the script ran out passes it on (`Standing.takes`, which
        each point records as its standing is made). `do` None: a move into an opponent's
        location, which only a point taking every action stops (13.1, scenes pass it on)."""
        for st in self.script.standings:  # a plain loop: asked for every candidate at every point
            takes = st.takes
            if takes is None or (do is not None and ((do, None) in takes or (do, player) in takes)):
                return False
        return True

    def step(self, text: str, rules: tuple[RuleRef, ...], phase: Phase | None = None) -> None:
        self.log.add(phase or self.phase, text, tuple(dict.fromkeys(rules)))

    @contextmanager
    def in_phase(self, phase: Phase, aside: bool = False) -> Iterator[None]:
        """Steps taken inside belong to `phase`; the phase before comes back afterwards.

        `aside` marks an interlude that does not move the turn on (an auction, 31.3): what is
        noticed after it still belongs to the point it interrupted (`last_entered`)."""
        previous, self.phase = self.phase, phase
        if not aside:
            self.last_entered = phase
        try:
            yield
        finally:
            self.phase = previous

    def take_signpost(self, source: str, origin: str) -> Signpost | None:
        """The signpost for `source`'s damage, if it is set for damage meant for `origin`;
        it is used up (38.1). There is one signpost per source at most (38.1.1)."""
        signpost = self.signposts.get(source)
        if signpost is None or signpost.origin != origin:
            return None
        return self.signposts.pop(source)

    def takes_next_turn(self, player: str) -> bool:
        """Does `player` take the next turn of the scenario (more `turns` follow)? Its actions
        written after this turn's end belong to its own turn."""
        return self.turn_state.more_turns and player == self.board.clockwise_after(self.active)[0]

    def name(self, card: Card | str) -> str:
        card = self.board.cards[card] if isinstance(card, str) else card
        return card.title

    def require(self, do: Do, player: str | None, decision: str, options: list[Any],
                rules: tuple[RuleRef, ...], why: str,
                option_rules: Callable[[Any], tuple[RuleRef, ...] | None] | None = None) -> Action:
        """The next action must make this decision: take it, or stop pending / illegal.

        `option_rules`: the rules of the step each option logs first, given when every option
        is legal as listed (the legality query then offers them without trying each one); None
        for an option whose first step is not known before it is taken (that one is tried)."""
        self.script.expect(lambda: self.hooks.decision_standing(self, do, player, decision, options,
                                                                rules, option_rules))
        nxt = self.script.peek()
        if nxt is None:
            raise DecisionNeeded(Pending(decision, player, tuple(options), rules))
        action = self.script.take()
        if action.do != do or (player is not None and action.player != player):
            raise RuleViolation(why, rules)
        return action


def check(condition: bool, reason: str, rules: tuple[RuleRef, ...]) -> None:
    """The small building block of every `verify_*` function."""
    if not condition:
        raise RuleViolation(reason, rules)
