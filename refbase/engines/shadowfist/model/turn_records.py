"""Records of the Establishing Shot's decisions (22.2): the actions a player takes there.

Each step has a default the script need not write: Power is generated, every turned card
unturns, nothing is discarded, and the hand is filled up to its size.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from refbase.engines.shadowfist.model.records import Action


@dataclass(frozen=True, slots=True)
class SkipGeneration(Action):
    """Forego Power generation to discard more than one card (22.2.2.1)."""

    do: ClassVar[str] = "skip_generation"
    player: str


@dataclass(frozen=True, slots=True)
class KeepTurned(Action):
    """Cards kept turned in the unturn step to maintain their ability (22.2.3, 10.4)."""

    do: ClassVar[str] = "keep_turned"
    player: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Cards discarded to the toasted pile in the discard step (22.2.4, 39.0): listed hand
    cards by id, plus `unlisted` cards of the hand the scenario does not list."""

    do: ClassVar[str] = "discard"
    player: str
    cards: tuple[str, ...] = ()
    unlisted: int = 0
