"""The changing state of the table while a UFS scenario resolves.

`Seat` holds one player's numbers and piles; `Place` says where each card of the request is.
Counted zones (momentum, card pool, discard pile, deck) are numbers or lists because the
scenario gives counts, not cards, for them. UFS zone names used in `final.cards`:
`hand`, `staging`, `card_pool`, `discard`, `deck`, `removed` (removed from the game).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from refbase.engines.common import RuleRef, StepLog
from refbase.engines.ufs import model as m
from refbase.engines.ufs.vocabulary import AttackZone, BlockResult, Phase, SequenceKind, SequenceState, Zone

AnyCard = m.Card | m.StagingCard | m.Character
FACE_DOWN_NOTE = "face down: a foundation with no other values, private to its controller"


@dataclass(slots=True)
class Seat:
    """One player's changing numbers and piles."""

    player: m.Player
    index: int
    vitality: int
    momentum: int
    #: the card pool, oldest (leftmost) first: a card id, or None for a card the scenario only counts
    pool: list[str | None]
    #: the discard pile bottom to top; a card id for cards of the request, None for others
    discard: list[str | None]
    #: known control values of the top of the deck, top first
    deck: list[int]
    #: cards left in the deck, or None when the deck holds more than the listed values
    deck_size: int | None
    cycle: list[int] | None
    next_card_difficulty: int
    check_modifier: int = 0
    rechecks: int = 0
    cycled: bool = False

    @property
    def id(self) -> str:
        return self.player.id

    @property
    def card_pool(self) -> int:
        return len(self.pool)

    @property
    def character(self) -> m.Character:
        return self.player.character


@dataclass(slots=True)
class Place:
    """Where one card of the request is, and its ready/committed state (C.1)."""

    zone: Zone
    controller: str
    ready: bool = True
    note: str | None = None


@dataclass(slots=True)
class Sequence:
    """One attack going through (or waiting for) its attack sequence (G), with its current state.

    `kind` is `attack` (the scenario's attack), `reversal` (I.3.10) or `multiple_copy` (I.3.8).
    `key` names it in `final.attacks`: the card id, or `<attack id>#copy<n>` for a copy.
    """

    key: str
    name: str
    kind: SequenceKind
    attacker: str
    defender: str
    printed: m.Card
    card_id: str | None
    zone: AttackZone
    speed: int
    damage: int
    difficulty: int
    keywords: tuple[m.Keyword, ...]
    unblockable: bool
    state: SequenceState = SequenceState.PENDING
    block: BlockResult = BlockResult.NOT
    block_card: str | None = None
    dealt: int = 0
    dropped: bool = False
    reversal_attempted: bool = False
    used: set[tuple[str, str]] = field(default_factory=set)
    #: players who played an enhance ability this Enhance Step (H.3.1.1.2)
    played_by: set[str] = field(default_factory=set)
    #: an ability created the rule effect "this attack deals no damage" (J.3.5)
    no_damage: bool = False
    #: a definition effect set its zone (C.3.3.3): a null zone is mid by that rule, not the printing
    zone_defined: bool = False


def new_sequence(card: m.Card, attacker: str, defender: str, kind: SequenceKind, *, key: str,
                 card_id: str | None, blank: bool = False) -> Sequence:
    """A sequence whose current state starts from the card's printed values (C.3.3.4.4).

    A multiple copy copies the printed values but its text box is blank (`blank`): no keywords.
    """
    return Sequence(key, card.name, kind, attacker, defender, card, card_id, card.zone or AttackZone.MID,
                    card.speed or 0, card.damage or 0, card.difficulty,
                    () if blank else card.keywords, False if blank else card.unblockable)


@dataclass(slots=True)
class Table:
    seats: dict[str, Seat]
    places: dict[str, Place]
    cards: dict[str, AnyCard]
    active_player: str
    log: StepLog = field(default_factory=StepLog)
    winner: str | None = None
    #: every attack created, in order of creation
    attacks: list[Sequence] = field(default_factory=list)
    #: the attacks whose sequences began, in the order they began (F.2.3.3): final.attacks
    ran: list[Sequence] = field(default_factory=list)
    #: the attack stack (F.2.3): pending attacks, top last
    stack: list[Sequence] = field(default_factory=list)
    #: the phase of the last step, used by `step` when no phase is given
    phase: Phase = Phase.PLAY
    #: abilities played this turn, by key, for [Once per turn] / [Twice per turn] (H.3.2.2)
    turn_uses: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: the whole turn's outcome for `final.turn`, when the scenario plays a turn
    turn_report: dict[str, object] | None = None
    #: attack forms of the turn not played yet: a later one may bring the attack an action is for
    forms_left: int = 0
    #: the last response window that closed, and the script position when it closed, to name it
    #: in a refusal of the action that follows it
    closed_window: tuple[str, int] | None = None
    #: when each card came into a staging area, in order (E.2.5); absent: there from the start
    arrivals: dict[str, int] = field(default_factory=dict)

    def seat(self, pid: str) -> Seat:
        return self.seats[pid]

    def opponent(self, pid: str) -> Seat:
        return next(s for s in self.seats.values() if s.id != pid)

    def name(self, cid: str) -> str:
        card = self.cards.get(cid)
        if isinstance(card, m.StagingCard):
            return card.label
        return card.name if card is not None else cid

    def step(self, text: str, rules: tuple[RuleRef, ...], phase: Phase | None = None) -> None:
        """Log a step; without `phase` it belongs to the same phase as the previous step."""
        self.phase = phase or self.phase
        self.log.add(self.phase, text, rules)

    def move(self, cid: str, zone: Zone) -> None:
        """Move a request card; cards entering a zone are ready by default (D.1.2), and a note on
        how it was in the zone it left no longer holds."""
        place = self.places[cid]
        place.zone, place.ready, place.note = zone, True, None
        if zone == Zone.STAGING:
            self.arrivals[cid] = len(self.arrivals) + 1

    def discard_card(self, cid: str) -> None:
        """Put a request card on top of its controller's discard pile."""
        self.move(cid, Zone.DISCARD)
        self.seats[self.places[cid].controller].discard.append(cid)

    def attachments(self, cid: str) -> list[str]:
        """The staging cards attached directly to `cid` (D.2.2.3)."""
        return [c for c, card in self.cards.items()
                if isinstance(card, m.StagingCard) and card.attached_to == cid and self.places[c].zone == Zone.STAGING]

    def keywords_of(self, cid: str) -> tuple[m.Keyword, ...]:
        """The keywords a card has where it is: a played card's, a staging card's printed ones
        (none face down, D.2.2.2); the starting character has none of the keyword kinds."""
        card = self.cards[cid]
        if isinstance(card, m.StagingCard):
            return card.printed_keywords
        return card.keywords if isinstance(card, m.Card) else ()

    def leave_staging(self, cid: str, zone: Zone) -> list[str]:
        """Move a staging card out; the cards attached to it are discarded (D.2.2.3.2).
        Returns the ids of the attached cards discarded with it."""
        attached = self.attachments(cid)
        if zone == Zone.DISCARD:
            self.discard_card(cid)
        else:
            self.move(cid, zone)
        return attached + [c for other in attached for c in self.leave_staging(other, Zone.DISCARD)]

    def host_of(self, cid: str) -> str:
        """The card at the bottom of `cid`'s attachments: itself when it is not attached."""
        card = self.cards.get(cid)
        while isinstance(card, m.StagingCard) and card.attached_to is not None:
            cid = card.attached_to
            card = self.cards.get(cid)
        return cid

    def commit(self, cid: str) -> list[str]:
        """Commit a card and, sharing its state (D.2.2.3.3), its host and every card attached
        to that host; returns the other cards committed with it."""
        host = self.host_of(cid)
        group = [c for c in self.places if self.places[c].zone == Zone.STAGING and self.host_of(c) == host]
        for other in group:
            self.places[other].ready = False
        return [c for c in group if c != cid]

    def staging_of(self, pid: str) -> list[str]:
        """Ids of the player's cards in the staging area, starting character first."""
        return [cid for cid, p in self.places.items() if p.zone == Zone.STAGING and p.controller == pid]

    def in_hand(self, pid: str, cid: str) -> bool:
        place = self.places.get(cid)
        return place is not None and place.zone == Zone.HAND and place.controller == pid


def window_closed_before(table: Table, index: int) -> str:
    """A note naming the response window that closed just before the action at `index` (or ""),
    so the refusal of that action says where the passes before it went."""
    if table.closed_window is None or table.closed_window[1] != index:
        return ""
    return f" ({table.closed_window[0]} closed just before it, when both players passed in succession)"


def _pool(p: m.Player) -> list[str | None]:
    return [c.id for c in p.pool] if p.pool else [None] * p.card_pool


def build_table(scenario: m.Scenario) -> Table:
    """The table at the start: every card of the request placed, every count from the scenario."""
    seats: dict[str, Seat] = {}
    places: dict[str, Place] = {}
    cards: dict[str, AnyCard] = {}
    if scenario.attack is not None:
        cards[scenario.attack.card.id] = scenario.attack.card
        places[scenario.attack.card.id] = Place(Zone.HAND, scenario.attack.player)
    for index, p in enumerate(scenario.players):
        seats[p.id] = Seat(p, index, p.vitality, p.momentum, _pool(p), [None] * p.discard,
                           list(p.deck), p.deck_size, None if p.cycle is None else list(p.cycle),
                           p.next_card_difficulty, p.check_modifier, p.rechecks)
        cards[p.character.id] = p.character
        places[p.character.id] = Place(Zone.STAGING, p.id, p.character.ready)
        for card in p.staging:
            cards[card.id] = card
            places[card.id] = Place(Zone.STAGING, p.id, card.ready, FACE_DOWN_NOTE if card.face_down else None)
        for hand_card in p.hand:
            cards[hand_card.id] = hand_card
            places[hand_card.id] = Place(Zone.HAND, p.id)
        for pool_card in p.pool:
            cards[pool_card.id] = pool_card
            places[pool_card.id] = Place(Zone.CARD_POOL, p.id, pool_card.ready)
    for drawn in scenario.turn.draw if scenario.turn else ():
        cards[drawn.id] = drawn
        places[drawn.id] = Place(Zone.DECK, scenario.active_player)
    return Table(seats, places, cards, scenario.active_player)
