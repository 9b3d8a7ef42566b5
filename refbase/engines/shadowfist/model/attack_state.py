"""What an attack in progress remembers: attackers, interceptors, target, and outcome.

Cards are remembered by `Handle` (34.0): a card that left play and came back is a new card
and no longer attacks, intercepts or is the target.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from refbase.engines.shadowfist.model.board import Card, Handle, Location
from refbase.engines.shadowfist.model.vocabulary import Fate, Row, Stage


class _Participant:
    """What attackers and interceptors share: a card remembered by its handle (34.0), still
    taking part while in play as the same card, under the same controller, and not ceased."""

    __slots__ = ()
    handle: Handle
    controller: str
    ceased: bool

    @property
    def card(self) -> Card:
        return self.handle.card

    @property
    def active(self) -> bool:
        return not self.ceased and self.handle.live and self.card.controller == self.controller


@dataclass(eq=False, slots=True)
class Attacker(_Participant):
    handle: Handle
    controller: str
    home: Location | None
    ceased: bool = False
    stealth_used: bool = False
    target: Handle | None = None  # its own target, once an effect split the attack (28.1.3.1, 28.4)
    at: Location | None = None  # that target's location (28.3)
    fell_in_combat: bool = False  # left play in combat, with interceptors of its chain left (28.6.4)


@dataclass(eq=False, slots=True)
class Interceptor(_Participant):
    handle: Handle
    controller: str
    attacker: Attacker
    position: int
    previous: Location | None
    ceased: bool = False
    fought: bool = False


@dataclass(eq=False, slots=True)
class SiteFateChoice:
    site: Card
    choice: Fate
    column: int | None
    row: Row | None
    owner_before: str


@dataclass(eq=False)
class AttackState:
    declarer: str
    target_handle: Handle
    target_controller: str
    location: Location
    attackers: list[Attacker] = field(default_factory=list)
    interceptors: list[Interceptor] = field(default_factory=list)
    stage: Stage = Stage.DECLARED
    intercepting: str | None = None
    moved: dict[str, Location | None] = field(default_factory=dict)
    damaged_by_combat: bool = False
    fates: list[SiteFateChoice] = field(default_factory=list)
    premature: bool = False
    in_combat: bool = False
    #: the ids of each attacker and its opponent (an interceptor, or the target) while in combat (30.0)
    combat_pairs: list[tuple[str, str]] = field(default_factory=list)

    @property
    def target(self) -> Card:
        return self.target_handle.card

    def target_in_play(self) -> bool:
        return self.target_handle.live

    def target_of(self, attacker: Attacker) -> Card:
        """The card this attacker attacks: its own target if the attack was split (28.4)."""
        return attacker.target.card if attacker.target is not None else self.target

    def target_live_of(self, attacker: Attacker) -> bool:
        return attacker.target.live if attacker.target is not None else self.target_in_play()

    def location_of(self, attacker: Attacker) -> Location:
        """The location of the attacker's target, where it is intercepted (28.3, 28.6.2)."""
        return attacker.at if attacker.target is not None and attacker.at is not None else self.location

    def targets(self) -> list[Card]:
        """Every target of the attack, the original first (28.4: an effect split it)."""
        split = [a.target.card for a in self.active_attackers() if a.target is not None]
        return list(dict.fromkeys([self.target, *split]))

    def is_target(self, card: Card) -> bool:
        return card is self.target or any(a.target is not None and a.target.card is card
                                          for a in self.attackers if a.active)

    def locations(self) -> list[Location]:
        return list(dict.fromkeys([self.location, *(self.location_of(a) for a in self.active_attackers())]))

    def active_attackers(self) -> list[Attacker]:
        return [a for a in self.attackers if a.active]

    def attacker_of(self, card: Card) -> Attacker | None:
        for a in self.attackers:  # a plain loop: asked of every Character at every point the query makes
            if a.handle.card is card and a.active:
                return a
        return None

    def interceptor_of(self, card: Card) -> Interceptor | None:
        for i in self.interceptors:
            if i.handle.card is card and i.active:
                return i
        return None

    def chain(self, attacker: Attacker) -> list[Interceptor]:
        """Interceptors of `attacker` still intercepting, in chain order (28.6.4)."""
        return sorted((i for i in self.interceptors if i.attacker is attacker and i.active),
                      key=lambda i: i.position)

    def is_attacking(self, card: Card) -> bool:
        return self.attacker_of(card) is not None

    def involves(self, card: Card) -> bool:
        """Attacking, intercepting or attacked (35.3.6, 38.3)."""
        return self.is_attacking(card) or self.interceptor_of(card) is not None or self.is_target(card)
