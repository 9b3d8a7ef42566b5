"""Typed records of a loaded Shadowfist scenario: the board as submitted and every action.

Plain frozen dataclasses (the model of python-chess and pokerkit): one small record per
action kind, `do` naming the kind as written in the request.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from refbase.engines.shadowfist.model.vocabulary import (
    CardType,
    Do,
    Duration,
    EffectKindName,
    Fate,
    Format,
    ModifierKind,
    Pile,
    Priority,
    Row,
    Side,
    Timing,
    Zone,
)

if TYPE_CHECKING:
    from refbase.engines.shadowfist.model.written import WrittenAbility


@dataclass(frozen=True, slots=True)
class Modifier:
    kind: ModifierKind
    value: int


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    id: str
    power: int = 0
    burned_for_victory: int | None = None
    failed_attack_this_turn: bool = False
    site_played_this_turn: bool = False
    deck_size: int | None = None
    hand: int | None = None  # cards in hand, listed or not (22.2.4, 22.2.5)
    hand_size: int | None = None  # the calculated hand size (9.2.2.2); default 6


@dataclass(frozen=True, slots=True)
class CardSpec:
    id: str
    title: str
    type: CardType
    controller: str
    subtitle: str = ""
    owner: str | None = None
    zone: Zone = Zone.IN_PLAY
    column: int | None = None
    row: Row | None = None
    attached_to: str | None = None
    fighting: int | None = None
    body: int | None = None
    power: int | None = None
    damage: int = 0
    cost: int | None = None
    turned: bool = False
    face_down: bool = False
    unique: bool = False
    requires: tuple[str, ...] = ()  # resource requirements (8.4)
    provides: tuple[str, ...] = ()  # resource provisions (8.6)
    attacks_out_of_turn: bool = False  # its text lets it attack in an opponent's turn (28.1.2)
    abilities: tuple[str, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    fighting_is_x: bool = False  # Fighting is an X defined by the card's text (48.0, 48.1)
    cost_is_x: bool = False  # cost X, chosen when played (48.3)
    x_min: int = 0  # the minimum value of X its text gives (48.0)
    factions: tuple[str, ...] = ()
    counters: int = 0
    entered_this_turn: bool = False  # it entered play in this turn, before the scenario starts (22.0)
    written: tuple[WrittenAbility, ...] = ()  # the ability objects of `abilities` (written.py)


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action record; `do` names the kind as written in the request."""

    do: ClassVar[Do]


@dataclass(frozen=True, slots=True)
class DeclareAttack(Action):
    do: ClassVar[Do] = Do.DECLARE_ATTACK
    player: str
    attackers: tuple[str, ...]
    target: str
    without_turning: tuple[str, ...] = ()  # attackers whose text lets them attack unturned (6.0 over 28.1)


@dataclass(frozen=True, slots=True)
class Join(Action):
    do: ClassVar[Do] = Do.JOIN
    player: str
    attackers: tuple[str, ...]
    targets: dict[str, str] = field(default_factory=dict)  # attacker -> target, split attacks (28.4)


@dataclass(frozen=True, slots=True)
class Place:
    player: str
    column: int | None = None


@dataclass(frozen=True, slots=True)
class Move(Action):
    do: ClassVar[Do] = Do.MOVE
    player: str
    character: str
    to: Place


@dataclass(frozen=True, slots=True)
class Assignment:
    attacker: str
    chain: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Intercept(Action):
    do: ClassVar[Do] = Do.INTERCEPT
    player: str
    assignments: tuple[Assignment, ...]


@dataclass(frozen=True, slots=True)
class UseStealth(Action):
    do: ClassVar[Do] = Do.STEALTH
    player: str
    attacker: str
    bypass: str


@dataclass(frozen=True, slots=True)
class SiteFate(Action):
    do: ClassVar[Do] = Do.SITE_FATE
    player: str
    site: str
    choice: Fate
    column: int | None = None
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class Bid(Action):
    do: ClassVar[Do] = Do.BID
    player: str
    amount: int


@dataclass(frozen=True, slots=True)
class PassBid(Action):
    do: ClassVar[Do] = Do.PASS_BID
    player: str


@dataclass(frozen=True, slots=True)
class Keep(Action):
    do: ClassVar[Do] = Do.KEEP
    player: str
    card: str


@dataclass(frozen=True, slots=True)
class Divide(Action):
    do: ClassVar[Do] = Do.DIVIDE
    player: str
    card: str
    damage: dict[str, int]


@dataclass(frozen=True, slots=True)
class Relocate(Action):
    """Where each Character of a collapsing location goes: "left" or "right" (9.1.4.1)."""

    do: ClassVar[Do] = Do.RELOCATE
    player: str
    moves: dict[str, Side]


@dataclass(frozen=True, slots=True)
class PlaceCard(Action):
    """Where a card goes when the rules leave its location to its controller and the script
    did not say: a Character's column (25.4, 35.3, 44.1), a Site's column and row (9.1.3.2)."""

    do: ClassVar[Do] = Do.PLACE
    player: str
    card: str
    column: int
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class PlaceAttackers(Action):
    """Which of the seizing player's attackers stay at the seized Site's location (28.8)."""

    do: ClassVar[Do] = Do.PLACE_ATTACKERS
    player: str
    at_seized_site: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Play(Action):
    do: ClassVar[Do] = Do.PLAY
    player: str
    card: str
    column: int | None = None
    row: Row | None = None
    attached_to: str | None = None
    from_pile: Pile = Pile.HAND  # smoked: played from the smoked pile (44.2)
    permitted_by: str | None = None  # the card allowing it (44.2)
    x: int | None = None  # the value of X for a card costing X (48.3)
    reductions: tuple[str, ...] = ()  # cards whose cost-reduction abilities apply (37.0)


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    do: ClassVar[Do] = Do.END_TURN
    player: str


@dataclass(frozen=True, slots=True)
class Pass(Action):
    do: ClassVar[Do] = Do.PASS
    player: str | None = None


@dataclass(frozen=True, slots=True)
class Use(Action):
    """Use an ability written on a card, named by its place in `abilities` (using.py)."""

    do: ClassVar[Do] = Do.USE
    id: str
    player: str
    card: str
    ability: int
    targets: tuple[str, ...] = ()
    sacrifice: str | None = None  # the card a "sacrifice a <card>" cost sacrifices (45.1)
    discard: str | None = None  # the card in hand a "discard a <card>" cost discards (39.0)
    turn: str | None = None  # the card a "turn a <card> you control" cost turns (24.1.4)
    toast: str | None = None  # the card a "toast a <card>" cost toasts, in play or its smoked pile (46.0)
    give_to: str | None = None  # the opponent a "give an opponent N Power" cost gives it to (17.2.4)
    #: how a `divided` effect's damage is divided among its chosen cards, fixed on generation (24.2)
    divide: dict[str, int] | None = None
    #: a written redirection's source of damage, a card or a damage effect (38.2); a written
    #: copy's original, the card whose text is copied (36.0)
    source: str | None = None
    to: str | None = None  # a written redirection's new recipient, when its text lets the player choose (38.2)
    #: for an ability that plays a card (37.0): a State's subject, a Character's column and the
    #: cards whose cost-reduction abilities also apply
    attached_to: str | None = None
    column: int | None = None
    reductions: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Cost:
    turn: str | None = None
    turn_other: str | None = None  # a second card turned with `turn`: "Turn this card and a Site you control" (24.1.4)
    power: int = 0
    sacrifice: str | None = None
    discard: str | None = None  # a card in its player's hand, to the toasted pile (39.0)
    toast: str | None = None  # a card its player controls or has in its smoked pile (46.0)
    counters: int = 0  # counters removed from the effect's own card (10.5, 24.1.4)
    damage_self: int = 0  # non-combat damage the effect's own card inflicts on itself (24.1.4, 29.2)
    give_power: int = 0  # Power its player gives to `give_to` (17.2.4)
    give_to: str | None = None


#: the cost of an effect that costs nothing: shared, as a Cost never changes (an effect record
#: is built for every candidate effect the legality query checks)
NO_COST = Cost()


@dataclass(frozen=True, slots=True)
class EffectAction(Action):
    do: ClassVar[Do] = Do.EFFECT
    id: str
    player: str
    card: str
    effect: EffectKindName
    source_type: CardType | None = None
    targets: tuple[str, ...] = ()
    amount: int | None = None
    abilities: tuple[str, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    duration: Duration = Duration.PERMANENT
    cost: Cost = NO_COST
    source: str | None = None
    from_: str | None = None
    to: str | None = None
    triggered: bool = False
    timing: Timing | None = None  # a closed point its text explicitly allows (22.2, 31.3)
    column: int | None = None
    row: Row | None = None
    players: tuple[str, ...] = ()  # players affected: Power, drawing, discarding (17.2, 39.0)
    attached_to: str | None = None  # the subject of a State returned or played (44.1)
    token: CardSpec | None = None  # the token a `token` effect creates (47.0)
    reduction: int = 0  # the cost reduction of an effect that plays a card (37.0)
    reductions: tuple[str, ...] = ()  # cards whose cost-reduction abilities apply (37.0)
    x: int | None = None  # the value of X chosen for the card played (48.3)
    from_pile: Pile = Pile.HAND  # smoked: an Event played from the smoked pile (44.2)
    permitted_by: str | None = None  # the card allowing it (44.2)
    values: tuple[str, ...] = ()  # printed values a `copy` takes: "fighting", "cost" (36.1, 36.2)
    waives_timing: bool = False  # a card-playing ability that waives the card type's timing (25.1.1)


# --- the Establishing Shot's decisions (22.2) ------------------------------------------------


@dataclass(frozen=True, slots=True)
class SkipGeneration(Action):
    """Forego Power generation to discard more than one card (22.2.2.1)."""

    do: ClassVar[Do] = Do.SKIP_GENERATION
    player: str


@dataclass(frozen=True, slots=True)
class KeepTurned(Action):
    """Cards kept turned in the unturn step to maintain their ability (22.2.3, 10.4)."""

    do: ClassVar[Do] = Do.KEEP_TURNED
    player: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Cards discarded to the toasted pile in the discard step (22.2.4, 39.0): listed hand
    cards by id, plus `unlisted` cards of the hand the scenario does not list."""

    do: ClassVar[Do] = Do.DISCARD
    player: str
    cards: tuple[str, ...] = ()
    unlisted: int = 0


#: Every action record. Each names the player taking it (`player`; only a `pass` may name
#: nobody), so the procedure reads `action.player` from any of them.
AnyAction = (
    DeclareAttack
    | Join
    | Move
    | Intercept
    | UseStealth
    | SiteFate
    | Bid
    | PassBid
    | Keep
    | Divide
    | Relocate
    | PlaceCard
    | PlaceAttackers
    | Play
    | EndTurn
    | Pass
    | Use
    | EffectAction
    | SkipGeneration
    | KeepTurned
    | Discard
)


@dataclass(frozen=True, slots=True)
class Scenario:
    """The whole request, loaded."""

    active_player: str
    players: tuple[PlayerSpec, ...]
    cards: tuple[CardSpec, ...]
    actions: tuple[AnyAction, ...]
    format: Format | None = None
    game: str = "shadowfist"
    establishing_shot: bool = False  # start at the start of the turn (22.2)
    turns: int = 1  # how many turns the scenario may cover (22.0)
    priority: Priority = Priority.IMPLICIT  # checked: every player passes by name (22.1, 23.3)
