"""The running game: board, step log, the script of actions and what is in progress.

`Script` is a cursor over the actions. The procedure peeks at the next action at every
point where a player could act; an action that does not fit that point means the players
there pass (the contract: "players not mentioned are taken to pass"). Actions are taken
before they are checked, so a `RuleViolation` always blames `script.current`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from refbase.engines.common import DecisionNeeded, Pending, RuleRef, RuleViolation, StepLog
from refbase.engines.shadowfist.attack_state import AttackState
from refbase.engines.shadowfist.board import Board, Card
from refbase.engines.shadowfist.records import Action
from refbase.engines.shadowfist.stack import Scene


class Script:
    """The scenario's actions, consumed in order."""

    def __init__(self, actions: tuple[Action, ...]):
        self.actions = actions
        self.pos = 0
        self.current = -1

    def peek(self) -> Action | None:
        return self.actions[self.pos] if self.pos < len(self.actions) else None

    def take(self) -> Action:
        self.current = self.pos
        self.pos += 1
        return self.actions[self.current]

    def next_is(self, do: str, player: str | None = None) -> bool:
        nxt = self.peek()
        return nxt is not None and nxt.do == do and (player is None or getattr(nxt, "player", None) == player)

    @property
    def done(self) -> bool:
        return self.pos >= len(self.actions)


@dataclass(eq=False, slots=True)
class Signpost:
    """A damage redirection (38.1): damage from `source` meant for `origin` goes to `to`."""

    source: str
    origin: str
    to: Card
    to_incarnation: int
    by: str
    label: str
    during_attack: bool


@dataclass(eq=False)
class Game:
    board: Board
    script: Script
    active: str
    log: StepLog = field(default_factory=StepLog)
    scene: Scene | None = None
    scene_serial: int = 0
    attack: AttackState | None = None
    attacks: list[dict[str, Any]] = field(default_factory=list)
    turn_over: bool = False
    winner: str | None = None
    contenders: set[str] = field(default_factory=set)
    signposts: dict[tuple[str, str], Signpost] = field(default_factory=dict)
    phase: str = "main_shot"

    def step(self, text: str, rules: tuple[RuleRef, ...], phase: str | None = None) -> None:
        self.log.add(phase or self.phase, text, tuple(dict.fromkeys(rules)))

    def name(self, card: Card | str) -> str:
        card = self.board.cards[card] if isinstance(card, str) else card
        return card.title

    def require(self, do: str, player: str | None, decision: str, options: list[Any],
                rules: tuple[RuleRef, ...], why: str) -> Action:
        """The next action must make this decision: take it, or stop pending / illegal."""
        nxt = self.script.peek()
        if nxt is None:
            raise DecisionNeeded(Pending(decision, player, tuple(options), rules))
        action = self.script.take()
        if action.do != do or (player is not None and getattr(action, "player", None) != player):
            raise RuleViolation(why, rules)
        return action


def check(condition: bool, reason: str, rules: tuple[RuleRef, ...]) -> None:
    """The small building block of every `verify_*` function."""
    if not condition:
        raise RuleViolation(reason, rules)
