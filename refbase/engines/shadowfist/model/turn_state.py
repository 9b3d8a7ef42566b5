"""What the engine remembers about the turn sequence: which turn, how Power was generated,
and who holds priority in each scene (22.0-22.2, 23.3). Plain records, no game logic."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(eq=False, slots=True)
class Ring:
    """Scene priority (23.3): who may act now, and who has passed since the last effect."""

    holder: str
    passed: set[str] = field(default_factory=set)
    after_resolution: bool = False  # reopened after an effect resolved (24.8.1.5)


@dataclass(eq=False, slots=True)
class TurnState:
    """The scenario's turn sequence (22.0): the number of this turn and how many it covers."""

    number: int = 1
    limit: int = 1
    checked_priority: bool = False
    establishing_first: bool = False  # the scenario starts with the Establishing Shot (22.2)
    established: bool = False  # an Establishing Shot ran: the final board counts hands
    generated: int | None = None  # Power generated in this turn's Establishing Shot
    skipped_generation: bool = False  # 22.2.2.1
    first_play: int = 0  # index into Game.played where this turn's plays begin (49.2)
    out_of_turn_open: bool = False  # an out-of-turn attack may be declared now (28.1.2)
    rings: dict[int, Ring] = field(default_factory=dict)  # by scene serial
    used: set[tuple[str, int, int]] = field(default_factory=set)  # (card, incarnation, ability) used "once per turn"

    @property
    def more_turns(self) -> bool:
        return self.number < self.limit
