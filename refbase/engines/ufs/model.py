"""Typed records of a loaded UFS scenario: cards, players, the attack, and one record per action.

These are what `scenario.load_scenario` produces from the request JSON (the UFS scenario of docs/api.md).
They are frozen: the engine's changing state lives in `state.Table`, never here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from refbase.engines.ufs.vocabulary import AttackDestination, AttackZone, CardType, EffectTarget, Event, FormKind, KeywordName, Zone

ZONES: tuple[str, ...] = tuple(z.value for z in AttackZone)

#: marks printed beside a character card's name for its version (B.6.1.2)
VERSION_DOTS = "\u2022\u00b7\u25cf\u2219"


#: how a scenario writes the infinity symbol, which is not a resource symbol (L.1.1)
INFINITY = ("infinity", "\u221e")


def is_infinity(symbol: str) -> bool:
    return symbol.strip().casefold() in INFINITY


def real_symbols(symbols: tuple[str, ...]) -> tuple[str, ...]:
    """The resource symbols among a card's symbols: infinity symbols are not (L.1.1)."""
    return tuple(s for s in symbols if not is_infinity(s))


def character_name(name: str) -> str:
    """A character's name as play compares it: a character card's version dots are part of
    its name for deck construction only (B.6.1.2.1); case and spacing do not count."""
    return " ".join(name.translate({ord(d): " " for d in VERSION_DOTS}).split()).casefold()


def same_character(a: str, b: str) -> bool:
    """Do two names name the same character in play ("Kai \u2022" and "Kai" do, B.6.1.2.1)?"""
    return character_name(a) == character_name(b)


@dataclass(frozen=True, slots=True)
class Keyword:
    """One keyword as written on a card (I.2): `Stun: 1` -> name "Stun", rating 1.

    `character` holds the I.2.4 prefix ("Kai Stun: 1"); `only` marks "[Character Name] Only"
    (I.3.2.1), where `character` is the named character.
    """

    text: str
    name: KeywordName
    rating: int | None = None
    character: str | None = None
    only: bool = False
    #: Combo's "(requirement(s))" (I.3.3.1), e.g. "Kick"
    requirement: str | None = None


@dataclass(frozen=True, slots=True)
class Character:
    """A player's starting character (B.1): it sits in the staging area and can be committed."""

    id: str
    name: str
    hand_size: int
    max_vitality: int
    ready: bool = True
    #: resource symbols (B.6.6); None when the scenario does not say
    resources: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class StagingCard:
    """A foundation, asset or attached character card in the staging area (D.2.2)."""

    id: str
    type: CardType
    ready: bool = True
    name: str | None = None
    keywords: tuple[Keyword, ...] = ()
    attached_to: str | None = None
    #: face down: a foundation with no other values (D.2.2.2), private to its controller (C.2.2.1)
    face_down: bool = False

    @property
    def label(self) -> str:
        return self.name or self.id

    @property
    def is_foundation(self) -> bool:
        return self.face_down or self.type == CardType.FOUNDATION

    @property
    def printed_keywords(self) -> tuple[Keyword, ...]:
        """The keywords the card has in play: none while face down (no values but foundation)."""
        return () if self.face_down else self.keywords


@dataclass(frozen=True, slots=True)
class Card:
    """A card that can be played: the attack, or a card in hand (attack, action, foundation...).

    Attack values (`zone`, `speed`, `damage`) are set for attack cards; `block_zone` and
    `block_modifier` (B.6.3, B.6.4) for cards that can block.
    """

    id: str
    name: str
    type: CardType
    difficulty: int
    zone: AttackZone | None = None
    speed: int | None = None
    damage: int | None = None
    block_zone: AttackZone | None = None
    block_modifier: int | None = None
    control: int | None = None
    keywords: tuple[Keyword, ...] = ()
    unblockable: bool = False
    #: resource symbols (B.6.6); None when the scenario does not say
    resources: tuple[str, ...] | None = None
    #: a card in the card pool may be committed (C.1); other cards are read as ready
    ready: bool = True


@dataclass(frozen=True, slots=True)
class SetValues:
    """Attack values a definition effect sets (J.3.4)."""

    zone: str | None = ""  # "": not set; None: set to null, which makes the base zone mid (C.3.3.2.2.1)
    speed: int | None = None
    damage: int | None = None


@dataclass(frozen=True, slots=True)
class EffectModify:
    speed: int = 0
    damage: int = 0


@dataclass(frozen=True, slots=True)
class Effect:
    """A continuous effect of a player's card on `own` or `opponent` attacks (C.3.3): exactly one
    of `set` / `swap` (definitions, layer 2), `modify` / `grant` (modifiers, layer 3) or
    `deals_no_damage` (a rule effect, J.3.5)."""

    target: EffectTarget = EffectTarget.OWN
    set: SetValues | None = None
    swap: bool = False
    modify: EffectModify | None = None
    grant: Keyword | None = None
    #: a rule effect: the target attacks deal no damage (J.3.5, handled first J.3.5.2, K.1.2)
    deals_no_damage: bool = False


@dataclass(frozen=True, slots=True)
class Player:
    """One player's side of the table as the scenario describes it."""

    id: str
    character: Character
    vitality: int
    momentum: int = 0
    card_pool: int = 0
    #: the card pool as cards, oldest (leftmost) first, when the scenario lists them (D.2.1.2)
    pool: tuple[Card, ...] = ()
    discard: int = 0
    staging: tuple[StagingCard, ...] = ()
    hand: tuple[Card, ...] = ()
    deck: tuple[int, ...] = ()
    deck_size: int | None = None
    cycle: tuple[int, ...] | None = None
    next_card_difficulty: int = 0
    #: an effect's modifier to every control check's final value (E.3.1.2)
    check_modifier: int = 0
    #: re-checks effects give the player, used on checks that would otherwise fall short (E.3.3)
    rechecks: int = 0
    #: continuous effects of the player's cards on attacks (C.3.3)
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class AttackSpec:
    """The attack the active player plays as a form, and cards committed for its check."""

    player: str
    card: Card
    commit: tuple[str, ...] | None = None


# --- actions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pay:
    """Costs of an enhance ability: commit cards, discard momentum / hand cards, a (+n) check
    and the cards committed to pass that check."""

    commit: tuple[str, ...] = ()
    momentum: int = 0
    discard: tuple[str, ...] = ()
    check: int | None = None
    #: the commit decision for the (+n) check cost, apart from the card's own check (E.4.8)
    check_commit: tuple[str, ...] | None = None
    #: "Commit N foundations" (H.4.3: the starting character may stand in for one foundation)
    foundations: tuple[str, ...] = ()
    #: the shorthands Destroy, Remove, Flip (H.4.1.2-H.4.1.4), or the same acts on other cards
    destroy: tuple[str, ...] = ()
    remove: tuple[str, ...] = ()
    flip: tuple[str, ...] = ()

    @property
    def cards(self) -> tuple[tuple[str, str], ...]:
        """(field, card id) of every card the costs name, in payment order."""
        return tuple((name, cid) for name in CARD_COSTS for cid in getattr(self, name))

    @property
    def empty(self) -> bool:
        return not (self.momentum or self.cards)


#: the Pay fields that name cards, in the order the engine pays them
CARD_COSTS = ("commit", "foundations", "flip", "discard", "destroy", "remove")


@dataclass(frozen=True, slots=True)
class Modify:
    """A bonus or penalty to the current attack, with an optional K.4.7 floor or ceiling."""

    speed: int = 0
    damage: int = 0
    difficulty: int = 0
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True, slots=True)
class Restrictions:
    """The printed restrictions of a played ability (H.3): bold terms before the type letter
    (H.3.1), bracketed conditions (H.3.2) and restrictions after the effect text (H.3.3)."""

    first: bool = False
    combo: bool = False
    deadlock: bool = False
    desperation: bool = False
    character: str | None = None
    resource: str | None = None
    zone: Zone | None = None  # hand, staging or card_pool (H.3.2.1)
    per_turn: int | None = None
    your_turn: bool = False
    opponents_turn: bool = False
    your_attack: bool = False
    opponents_attack: bool = False
    enhance_step: bool = False
    while_committed: bool = False
    either_player: bool = False

    @property
    def any(self) -> bool:
        return self != NO_RESTRICTIONS


NO_RESTRICTIONS = Restrictions()


@dataclass(frozen=True, slots=True)
class Enhance:
    """Play an enhance ability (H.2.1): the attack's `keyword`, or an ability on `card` whose
    effect is `modify` / `gain_vitality` / `unblockable` / `attack_to`, paying `pay`."""

    index: int
    player: str
    keyword: KeywordName | None = None
    modify: Modify | None = None
    pay: Pay = field(default_factory=Pay)
    card: str | None = None
    ability: str | None = None
    choose: tuple[str, ...] | None = None
    commit: tuple[str, ...] | None = None
    gain_vitality: int = 0
    unblockable: bool = False
    attack_to: AttackDestination | None = None
    restrictions: Restrictions = field(default_factory=Restrictions)
    #: a rule effect: the current attack deals no damage in its Damage Step (J.3.5, K.1.2)
    deals_no_damage: bool = False


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass priority in the Enhance Step (G.1.2)."""

    index: int
    player: str


@dataclass(frozen=True, slots=True)
class Block:
    """Attempt to block with a card from the hand (G.2.1.3); `commit` pays its check."""

    index: int
    player: str
    card: str
    commit: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class NoBlock:
    """Decide not to attempt to block (G.2.1.2)."""

    index: int
    player: str


@dataclass(frozen=True, slots=True)
class Respond:
    """A response ability: `Breaker` after blocking, `Reversal` after a blocked attack resolves,
    or another response whose `condition` names the event it answers (H.2.3)."""

    index: int
    player: str
    card: str
    keyword: KeywordName | None = None
    commit: tuple[str, ...] | None = None
    #: a response ability other than Breaker/Reversal: the event it answers, and its effect
    condition: Event | None = None
    ability: str | None = None
    modify: Modify | None = None
    gain_vitality: int = 0
    pay: Pay = field(default_factory=Pay)
    restrictions: Restrictions = field(default_factory=Restrictions)
    deals_no_damage: bool = False


Action = Enhance | Pass | Block | NoBlock | Respond


@dataclass(frozen=True, slots=True)
class Form:
    """One form of the Combat Phase (F.2.2): play a card from the hand (`attack` or `play`), play
    a form ability (`ability`), or `pass` on further forms."""

    index: int
    do: FormKind
    card: str | None = None
    commit: tuple[str, ...] | None = None
    ability: str | None = None
    gain_vitality: int = 0
    pay: Pay = field(default_factory=Pay)
    restrictions: Restrictions = field(default_factory=Restrictions)


@dataclass(frozen=True, slots=True)
class Turn:
    """The active player's whole turn: Ready Phase, forms, End Phase (F)."""

    review: str | None = None
    draw: tuple[Card, ...] = ()
    forms: tuple[Form, ...] = ()
    #: each player's choice of their attacks that dealt damage kept as momentum (F.3.2.2), by
    #: player id; a player left out has not chosen yet. None: no choice given at all.
    momentum: tuple[tuple[str, tuple[str, ...]], ...] | None = None
    #: True when `momentum` came as one list for both players (each id is one player's attack)
    momentum_combined: bool = False

    #: the Unique copy the player destroys when two differ (E.2.6); alike copies need no choice
    destroy: tuple[str, ...] | None = None

    def momentum_choice(self, pid: str) -> tuple[str, ...] | None:
        """The attacks `pid` named for the momentum, or None if `pid` has not chosen."""
        if self.momentum is None:
            return None
        if self.momentum_combined:
            return self.momentum[0][1]
        return dict(self.momentum).get(pid)


@dataclass(frozen=True, slots=True)
class Scenario:
    """A whole loaded scenario: the table, the attack to play, and the scripted actions."""

    active_player: str
    players: tuple[Player, ...]
    #: None only in a scenario with `turn`, whose forms may play no attack at all
    attack: AttackSpec | None
    actions: tuple[Action, ...]
    turn: Turn | None = None
