"""The game state: players, cards, locations and Site structures (9.0).

A location is a `Location` object rather than a column number, so a Character keeps its
place when a column to its left collapses (9.1.4.1) and numbers are derived on output.
Card values follow the rules for what is active: a Character's or Site's own text from the
moment it is placed, a State's once it has resolved (24.5.1), a face-down Feng Shui Site's
never (24.4), a canceled card's never except its restrictions (33.0, 33.3).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import chain

from refbase.engines.shadowfist.model.abilities import Ability, AbilitySet, combine, parse_ability
from refbase.engines.shadowfist.model.records import CardSpec, Modifier, PlayerSpec, Scenario
from refbase.engines.shadowfist.model.resource_types import resource_factions
from refbase.engines.shadowfist.model.vocabulary import (
    SITE_TYPES,
    CardType,
    Duration,
    Format,
    Keyword,
    ModifierKind,
    Restriction,
    Row,
    Zone,
)
from refbase.engines.shadowfist.model.written import Selector, WrittenAbility

#: What continuous abilities written on cards add to a card (continuous.py installs it).
Extra = Callable[["Card"], Iterable["Granted"]]
#: What they add to a card's damage against / from one other card (continuous.py installs it).
Versus = Callable[["Card", "Card"], Iterable["Granted"]]

GOALS = {Format.MULTIPLAYER: 5, Format.DUEL: 6}


@dataclass(eq=False, slots=True)
class Location:
    """A column of a player's Site structure, or the unspecified location (9.1.2.2)."""

    player: str
    unspecified: bool = False
    front: str | None = None
    back: str | None = None


@dataclass(eq=False, slots=True)
class Player:
    id: str
    power: int
    bfv: int
    failed_attack: bool
    site_played: bool
    deck_size: int | None
    unlisted_hand: int = 0  # cards in hand the scenario does not list (22.2.4, 22.2.5)
    hand_size: int = 6  # the calculated hand size (9.2.2.1, 9.2.2.2)
    columns: list[Location] = field(default_factory=list)
    unspecified: Location = field(init=False)
    eliminated: bool = False
    deck_top: list[str] = field(default_factory=list)  # put on top of the deck, top first (43.0)

    def __post_init__(self) -> None:
        self.unspecified = Location(self.id, unspecified=True)


@dataclass(eq=False, slots=True)
class Grant:
    """Abilities and modifiers given by a resolved effect, until `duration` ends (26.5)."""

    abilities: tuple[Ability, ...]
    modifiers: tuple[Modifier, ...]
    duration: Duration
    source: str
    group: str | None = None  # the source's title when it is Not Cumulative (49.4)
    copied: bool = False  # rules text copied onto the card (36.0): blanked with it (32.0)
    #: given only against / from a kind of card (29.7): asked with the other card of a damage
    #: (`Board.versus`), the selector read from the card whose effect gave it (`by`)
    against: Selector | None = None
    damage_from: Selector | None = None
    by: str | None = None

    @property
    def versus(self) -> Selector | None:
        return self.against if self.against is not None else self.damage_from


@dataclass(slots=True)
class ControlGrant:
    """One take-control effect on a card's control stack (35.3.4): who controlled the card
    before it, and how long it lasts (None: while a turn-and-maintain ability holds, 10.4,
    `maintained_by` naming that ability's card)."""

    previous: str
    duration: Duration | None
    maintained_by: str | None = None


@dataclass(eq=False, slots=True)
class Card:
    id: str
    title: str
    type: CardType
    owner: str
    controller: str
    zone: Zone
    fighting: int
    body: int
    power: int
    cost: int | None
    damage: int = 0
    corrupted: int = 0
    turned: bool = False
    face_down: bool = False
    unique: bool = False
    requires: tuple[str, ...] = ()  # resource requirements (8.4)
    provides: tuple[str, ...] = ()  # resource provisions (8.6)
    attacks_out_of_turn: bool = False  # 28.1.2
    subtitle: str = ""
    factions: frozenset[str] = frozenset()
    written: tuple[WrittenAbility, ...] = ()
    printed: tuple[Ability, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    location: Location | None = None
    attached_to: str | None = None
    grants: list[Grant] = field(default_factory=list)
    control_returns: list[ControlGrant] = field(default_factory=list)  # the control stack (35.3.4)
    canceled: bool = False
    #: the cards whose turn-and-maintain ability keeps it canceled while it holds (10.4, 33.0)
    canceled_while: set[str] = field(default_factory=set)
    text_active: bool = True
    entered_scene: int | None = None
    entered_turn: int | None = None  # the scenario's turn (TurnState.number) in which it last entered play
    incarnation: int = 0
    blanked: bool = False  # its rules text is inoperative (32.0) ...
    blank_ends: Duration = Duration.PERMANENT  # ... until it leaves play, or as the effect says (32.0 Note)
    blanked_copies: list[Grant] = field(default_factory=list)  # text copied onto it, back when a timed blank ends
    restore: dict[str, int] = field(default_factory=dict)  # printed values to restore on leaving play (34.0)
    fighting_is_x: bool = False  # printed Fighting X, defined by its text (48.0)
    cost_is_x: bool = False  # printed cost X (48.3)
    x_min: int = 0

    @property
    def in_play(self) -> bool:
        return self.zone == Zone.IN_PLAY

    @property
    def is_character(self) -> bool:
        return self.type == CardType.CHARACTER

    @property
    def is_site(self) -> bool:
        return self.type in SITE_TYPES

    @property
    def is_fss(self) -> bool:
        return self.type == CardType.FENG_SHUI_SITE

    def handle(self) -> Handle:
        """This card as it is now, to recognise it later (34.0)."""
        return Handle(self, self.incarnation)

    @property
    def own_text_active(self) -> bool:
        return self.text_active and not self.canceled and not self.canceled_while and not self.face_down \
            and not self.blanked

    def has_restriction(self, name: Restriction) -> bool:
        return (name == Restriction.UNIQUE and self.unique) or any(a.name == name for a in self.printed)

    def names(self) -> set[str]:
        """The titles this card matches: its own and any Identity (49.1)."""
        return {self.title.casefold()} | {str(a.value).casefold() for a in self.printed
                                          if a.name == Restriction.IDENTITY}


@dataclass(frozen=True, slots=True)
class Handle:
    """A card remembered by an effect, an attack or a signpost (34.0).

    A card that leaves play forgets everything and is a new card if it returns: the handle
    is `live` only while the card it remembers is in play as that same card."""

    card: Card
    incarnation: int

    @property
    def live(self) -> bool:
        return self.card.in_play and self.card.incarnation == self.incarnation


Granted = tuple[tuple[Ability, ...], tuple[Modifier, ...], str | None]


def not_cumulative_group(card: Card) -> str | None:
    """The overlap group of a Not Cumulative card: its title (49.4)."""
    return card.title.casefold() if card.has_restriction(Restriction.NOT_CUMULATIVE) else None


def _card(spec: CardSpec) -> Card:
    return Card(
        id=spec.id, title=spec.title, type=CardType(spec.type),
        owner=spec.owner or spec.controller, controller=spec.controller, zone=Zone(spec.zone), fighting=spec.fighting or 0,
        body=spec.body or 0, power=spec.power or 0, cost=spec.cost, damage=spec.damage,
        turned=spec.turned, face_down=spec.face_down,
        unique=spec.unique or any(a.lower() == Restriction.UNIQUE for a in spec.abilities),
        printed=tuple(parse_ability(a) for a in spec.abilities), modifiers=spec.modifiers,
        requires=spec.requires, provides=spec.provides, attacks_out_of_turn=spec.attacks_out_of_turn,
        subtitle=spec.subtitle, written=spec.written,
        factions=frozenset(spec.factions) | resource_factions(spec.requires + spec.provides),
        attached_to=spec.attached_to if spec.zone == Zone.IN_PLAY else None,
        fighting_is_x=spec.fighting_is_x, cost_is_x=spec.cost_is_x, x_min=spec.x_min,
        entered_turn=1 if spec.entered_this_turn and spec.zone == Zone.IN_PLAY else None,
    )


class Board:
    """Players in seating order (clockwise), cards by id, Site structures."""

    def __init__(self, scenario: Scenario):
        fmt = scenario.format or (Format.DUEL if len(scenario.players) == 2 else Format.MULTIPLAYER)
        self.format = fmt
        self.goal = GOALS[fmt]
        self.order = [p.id for p in scenario.players]
        self.players = {p.id: _player(p, scenario.cards) for p in scenario.players}
        self.cards = {c.id: _card(c) for c in scenario.cards}
        self._states: tuple[int, list[Card]] = (-1, [])
        self.initial_titles = {c.id: c.title for c in scenario.cards}
        self.extra: Extra | None = None
        self.versus: Versus | None = None
        #: the resources a card's own text provides now (8.6): set by continuous.attach
        self.provided: Callable[[Card], list[str]] | None = None
        #: the attack role a selector's state asks of a card in the attack under way ("attacking",
        #: 28.1.4; "intercepting", 28.6): set by continuous.install, which knows the game
        self.in_role: Callable[[Card, str], bool] | None = None
        #: the target of a card's attack under way (28.1, 28.4), None when it is not attacking:
        #: set by continuous.install too
        self.attack_target_of: Callable[[Card], Card | None] | None = None
        #: are two cards in combat with each other now (30.0: an attacker and its interceptor, or
        #: its target)? Set by continuous.install too
        self.combat_with: Callable[[Card, Card], bool] | None = None
        #: the cards a card's unresolved effects in the current scene target (24.1.3): set by
        #: continuous.install, which knows the game
        self.aimed_at: Callable[[Card], list[Card]] | None = None
        self.immunity_written = False  # set by continuous.attach (matching.immune reads it)
        #: the designators written continuous abilities give a card now (14.0): set by
        #: continuous.attach when any ability gives one (matching.designated reads it)
        self.given_designators: Callable[[Card], frozenset[str]] | None = None
        self._state_immunity: tuple[int, bool] = (-1, False)
        self.initial_counters = {c.id: c.counters for c in scenario.cards if c.counters}
        #: each card's abilities, while the board is `held` still (None: worked out on each ask)
        self._held: dict[str | tuple[str, str], AbilitySet] | None = None
        self._held_in_play: list[Card] | None = None  # the cards in play, while held still
        self._held_piles: dict[tuple[Zone, str], list[Card]] | None = None  # (zone, owner) -> cards, while held
        #: the last held block's lookups, with its `still` (`held`)
        self._kept: tuple[Hashable, dict[str | tuple[str, str], AbilitySet], list[Card] | None,
                          dict[tuple[Zone, str], list[Card]] | None] | None = None
        self._place_initial(scenario.cards)

    # --- set-up --------------------------------------------------------------------
    def _place_initial(self, specs: Iterable[CardSpec]) -> None:
        specs = [s for s in specs if s.zone == Zone.IN_PLAY]
        for spec in sorted((s for s in specs if s.type in SITE_TYPES),
                           key=lambda s: (s.column or 0, s.row != Row.FRONT)):
            player = self.players[spec.controller]
            while len(player.columns) < (spec.column or 1):
                player.columns.append(Location(player.id))
            loc = player.columns[(spec.column or 1) - 1]
            setattr(loc, spec.row or Row.FRONT, spec.id)
            self.cards[spec.id].location = loc
        for spec in specs:
            if spec.type == CardType.CHARACTER:
                player = self.players[spec.controller]
                loc = player.columns[spec.column - 1] if spec.column and player.columns \
                    else player.unspecified
                self.cards[spec.id].location = loc

    # --- players -------------------------------------------------------------------
    def active_players(self) -> list[str]:
        return [p for p in self.order if not self.players[p].eliminated]

    def clockwise_after(self, player: str) -> list[str]:
        """Players in clockwise order starting left of `player`, ending with `player`."""
        i = self.order.index(player)
        seats = self.order[i + 1:] + self.order[:i + 1]
        return [p for p in seats if not self.players[p].eliminated]

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.clockwise_after(player) if p != player]

    # --- cards ---------------------------------------------------------------------
    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def in_play(self) -> Iterator[Card]:
        if self._held is not None:  # held still: listed once
            if self._held_in_play is None:
                self._held_in_play = [c for c in self.cards.values() if c.in_play]
            return iter(self._held_in_play)
        return (c for c in self.cards.values() if c.in_play)

    def pile(self, zone: Zone, owner: str) -> list[Card]:
        """The cards of `owner` in `zone` (a hand, a smoked pile), in card order; while the
        board is held still, each pile is sorted out once for all of them."""
        if self._held is None:
            return [c for c in self.cards.values() if c.zone == zone and c.owner == owner]
        if self._held_piles is None:
            piles: dict[tuple[Zone, str], list[Card]] = {}
            for c in self.cards.values():
                piles.setdefault((c.zone, c.owner), []).append(c)
            self._held_piles = piles
        return self._held_piles.get((zone, owner), [])

    def states_on(self, card: Card) -> list[Card]:
        return [c for c in self._state_cards() if c.in_play and c.attached_to == card.id]

    def state_immunity(self) -> bool:
        """Does any State print an Immunity for its subject? (kept until a card is added)"""
        size, found = self._state_immunity
        if size != len(self.cards):
            found = any(a.name == Keyword.IMMUNITY for s in self._state_cards() for a in s.printed)
            self._state_immunity = (len(self.cards), found)
        return found

    def _state_cards(self) -> list[Card]:
        """The States among the cards, in card order: asked for on every score lookup, so kept
        until a card is added (a card's type never changes)."""
        size, states = self._states
        if size != len(self.cards):
            states = [c for c in self.cards.values() if c.type == CardType.STATE]
            self._states = (len(self.cards), states)
        return states

    def granted(self, card: Card) -> Iterator[Granted]:
        """Abilities and modifiers acting on `card`: its own, its States', its grants, each
        with its overlap group when its source is Not Cumulative (49.4)."""
        own = card.own_text_active
        yield ((card.printed if own else tuple(a for a in card.printed if a.is_restriction)),
               card.modifiers if own else (), not_cumulative_group(card))
        for state in self.states_on(card):
            if state.own_text_active:
                yield (tuple(a for a in state.printed if not a.is_restriction), state.modifiers,
                       not_cumulative_group(state))
        for grant in card.grants:
            if grant.versus is None:  # one against / from a kind of card acts only on that damage
                yield grant.abilities, grant.modifiers, grant.group
        if self.extra is not None:
            yield from self.extra(card)

    @contextmanager
    def held(self, still: Hashable | None = None) -> Iterator[None]:
        """The board does not change inside this block (the legality query reading where the
        game stands): each card's abilities are worked out once, not on each of the hundreds of
        checks a big board's candidates run. `still`: what else the abilities read (the game's
        logged steps, scene, attack: `continuous.stillness`); a block whose `still` equals the last
        block's finds that block's lookups kept (the stopping points of a query that follow
        one another with nothing happening between them)."""
        outer = self._held
        if outer is None:
            kept = self._kept
            if still is not None and kept is not None and kept[0] == still:
                _, self._held, self._held_in_play, self._held_piles = kept
            else:
                self._held = {}
        try:
            yield
        finally:
            if outer is None:
                held, in_play, piles = self._held, self._held_in_play, self._held_piles
                self._kept = None if still is None or held is None else (still, held, in_play, piles)
                self._held = self._held_in_play = self._held_piles = None

    def abilities(self, card: Card, versus: Card | None = None) -> AbilitySet:
        """Its abilities; with `versus`, the other card of a damage, also those it has only
        against or from that card ("Toughness: 2 against <Cop> cards"). While the board is
        held still, worked out once per card (and per card against another)."""
        held = self._held
        if held is None:
            return self._abilities(card, versus)
        key: str | tuple[str, str] = card.id if versus is None else (card.id, versus.id)
        found = held.get(key)
        if found is None:
            found = held[key] = self._abilities(card, versus)
        return found

    def _abilities(self, card: Card, versus: Card | None) -> AbilitySet:
        plain: list[Ability] = []
        tough: dict[tuple[str, str | None], Ability] = {}
        for abilities, _, group in self._versus(card, versus):
            for a in abilities:
                if a.is_restriction:
                    continue
                if group is not None and a.name == Keyword.TOUGHNESS:
                    best = tough.get((group, a.damage))
                    if best is None or int(a.value or 0) > int(best.value or 0):
                        tough[(group, a.damage)] = a
                else:
                    plain.append(a)
        return combine(plain + list(tough.values()))

    def modifiers(self, card: Card, kind: ModifierKind, versus: Card | None = None) -> list[int]:
        """Values of one kind of modifier; those from Not Cumulative cards with the same
        title overlap and only the largest counts (49.4; other kinds still combine, 49.4.1).
        With `versus`, the other card of a damage: also those only against or from it."""
        plain: list[int] = []
        largest: dict[str, int] = {}
        for _, mods, group in self._versus(card, versus):
            for m in mods:
                if m.kind != kind:
                    continue
                if group is None:
                    plain.append(m.value)
                elif group not in largest or abs(m.value) > abs(largest[group]):
                    largest[group] = m.value
        return plain + list(largest.values())

    def _versus(self, card: Card, versus: Card | None) -> Iterable[Granted]:
        granted: Iterable[Granted] = self.granted(card)
        if versus is not None and self.versus is not None:
            granted = chain(granted, self.versus(card, versus))
        return granted

    def overlaps(self, card: Card, group: str | None) -> bool:
        """Does `card` get more than one thing from Not Cumulative cards titled `group`?"""
        return group is not None and sum(1 for *_, g in self.granted(card) if g == group) > 1

    def fighting(self, card: Card) -> int:
        """Fighting score with bonuses and penalties, before damage (8.7, 15.0)."""
        return max(0, card.fighting + sum(self.modifiers(card, ModifierKind.FIGHTING)))

    def current_fighting(self, card: Card) -> int:
        """Fighting reduced by damage counters, never below zero (15.1, 29.0)."""
        return max(0, self.fighting(card) - card.damage)

    def body(self, card: Card) -> int:
        return max(0, card.body + sum(self.modifiers(card, ModifierKind.BODY)))

    def current_body(self, card: Card) -> int:
        return max(0, self.body(card) - card.damage)

    def is_reduced_to_zero(self, card: Card) -> bool:
        if card.is_character:
            return self.current_fighting(card) <= 0
        return card.is_site and self.current_body(card) <= 0

    # --- locations -----------------------------------------------------------------
    def location_of(self, card: Card) -> Location | None:
        """Where a card is; a State is where its subject is (25.5.6)."""
        if card.type == CardType.STATE and card.attached_to:
            return self.location_of(self.cards[card.attached_to])
        return card.location

    def column_number(self, loc: Location | None) -> int | None:
        if loc is None or loc.unspecified:
            return None
        columns = self.players[loc.player].columns
        return columns.index(loc) + 1 if loc in columns else None

    def describe(self, loc: Location | None) -> str:
        number = self.column_number(loc)
        if loc is None:
            return "no location"
        return f"{loc.player}'s column {number}" if number else f"{loc.player}'s unspecified location"

    def characters_at(self, loc: Location) -> list[Card]:
        return [c for c in self.in_play() if c.is_character and c.location is loc]

    def fss_count(self, player: str) -> int:
        return sum(1 for c in self.in_play() if c.is_fss and c.controller == player)

    def victory_count(self, player: str) -> int:
        """Feng Shui Sites in play plus the burned-for-victory pile (4.1)."""
        return self.fss_count(player) + self.players[player].bfv

    def home_location(self, player: str, column: int | None) -> Location:
        """The player's location `column`, or the first/unspecified one if it has none."""
        columns = self.players[player].columns
        if column is not None and 1 <= column <= len(columns):
            return columns[column - 1]
        return columns[0] if columns else self.players[player].unspecified

    def exists(self, loc: Location) -> bool:
        """Is `loc` one of its player's locations now? The unspecified location is one only
        while the player has no Sites: the first Site's column takes its place (9.1.2.2,
        9.1.3.1), so a card returning there goes to column 1."""
        player = self.players[loc.player]
        return loc in player.columns or (loc is player.unspecified and not player.columns)


def _player(spec: PlayerSpec, cards: Iterable[CardSpec]) -> Player:
    listed = sum(1 for c in cards if c.zone == Zone.BURNED_FOR_VICTORY and c.controller == spec.id)
    bfv = spec.burned_for_victory if spec.burned_for_victory is not None else listed
    listed_hand = sum(1 for c in cards if c.zone == Zone.HAND and c.controller == spec.id)
    player = Player(spec.id, spec.power, bfv, spec.failed_attack_this_turn,
                    spec.site_played_this_turn, spec.deck_size)
    player.unlisted_hand = max(0, (spec.hand or 0) - listed_hand)
    player.hand_size = 6 if spec.hand_size is None else spec.hand_size
    return player
