"""Records of abilities written on cards as objects (10.0): what the scenario says a card says.

A card's `abilities` list holds printed bold-faced words ("Toughness: 2", abilities.py) and,
for everything else its rules text does, objects loaded into `WrittenAbility`:

* `continuous` (10.1, 10.2): modifiers and bold-faced abilities on the card itself or on the
  cards a `Selector` picks, while a `Condition` holds, optionally `per` card counted, counter
  or resource in the pool (`per_resource`, 18.1);
* `turn_and_maintain` (10.4): a `use` turns the card and generates `effect`; what it grants
  lasts while the card stays in play and turned;
* `triggered` (26.1): `effect` is generated when `trigger` happens, always (mandatory, 26.1.1)
  or only when a `use` action chooses to (`optional`, 26.1.2);
* `activated` (24.0): an effect the card's controller generates with a `use` action;
* `once_per` on an activated, turn-and-maintain or triggered ability: its use limit ("Once per
  turn, ..."), the card's text over the rules (6.0);
* `play_on` (25.5.1): a State's valid subjects ("Play on a Character you control."), the
  `affects` selector a subject must fit when the State is played or placed; never used;
* `enters_with` (10.5): the `counters` the card has as it enters play ("Enters play with
  four counters on it"): placed as it enters, not by a triggered effect; never used.

Plain frozen dataclasses, loaded by schemas_abilities.py and read by continuous.py,
triggers.py and using.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from refbase.engines.shadowfist.model.records import Modifier
from refbase.engines.shadowfist.model.vocabulary import CardType, Duration, EffectKindName


class AbilityKind(StrEnum):
    CONTINUOUS = "continuous"
    TURN_AND_MAINTAIN = "turn_and_maintain"
    TRIGGERED = "triggered"
    ACTIVATED = "activated"
    PLAY_ON = "play_on"
    #: "Play only if you control a <Secret> card": a requirement of playing the card (25.1, 24.1),
    #: its `condition` a condition on the board, checked as the card is played
    PLAY_IF = "play_if"
    ENTERS_WITH = "enters_with"  # "Enters play with four counters on it" (10.5): never used


def used_by_a_use(kind: AbilityKind, optional: bool) -> bool:
    """Whether a `use` action uses an ability of this kind: activated (24.0), turn-and-maintain
    (10.4) or a voluntary trigger (26.1.2); a continuous ability (10.1) and a mandatory trigger
    (26.1.1) are never used. The one answer for the engine's check and the catalogue's naming."""
    return kind in (AbilityKind.ACTIVATED, AbilityKind.TURN_AND_MAINTAIN) or (kind == AbilityKind.TRIGGERED and optional)


class Whose(StrEnum):
    """Whose cards a selector picks, seen from the ability's controller."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"


class Is(StrEnum):
    """What a condition looks for (10.2)."""

    ATTACKING = "attacking"
    INTERCEPTING = "intercepting"
    IN_COMBAT = "in_combat"
    TURNED = "turned"
    UNTURNED = "unturned"
    DAMAGED = "damaged"  # at least `n` damage counters, 1 unless said (29.0)
    HAS_COUNTERS = "has_counters"  # at least `n` counters on it, 1 unless said (10.5; damage is no counter here)
    AT_THIS_LOCATION = "at_this_location"
    YOUR_TURN = "your_turn"
    OPPONENTS_TURN = "opponents_turn"  # another player's turn (22.0)
    YOUR_MAIN_SHOT = "your_main_shot"  # your turn, after the Establishing Shot and before its end (22.3)
    MAIN_SHOT = "main_shot"  # any player's Main Shot (22.3): "during any Main Shot"
    ATTACK_UNDER_WAY = "attack_under_way"  # an attack has been declared and has not ended (28.0); with
    # `select`, against a target it picks (28.1)
    ABOUT_TO_ENTER_COMBAT = "about_to_enter_combat"  # in the pre-combat scene of its combat
    # conditions on the board, seen from the ability's card (10.2)
    CARD_IN_PLAY = "card_in_play"  # a card fitting `select` is in play ("while you control a <Cop>")
    SUBJECT_OF = "subject_of"  # a State fitting `select` is on the card (25.5)
    HAS_POWER = "has_power"  # its controller has at least `n` Power in the pool (9.2.6)
    OPPONENT_CLOSER_TO_VICTORY = "opponent_closer_to_victory"  # an opponent's count of 4.1 is higher
    ONE_SITE_FROM_VICTORY = "one_site_from_victory"  # its controller's count of 4.1 is the goal less 1
    HAND_AT_MOST = "hand_at_most"  # its controller has at most `n` cards in hand (9.2.2)
    ATTACKING_ALONE = "attacking_alone"  # the attack's only attacker (28.1.4)
    IN_FRONT_ROW = "in_front_row"  # a Site in the front row of its location (9.1.2)
    HAS_RESOURCES = "has_resources"  # its controller's pool holds `resources` (18.1)
    MORE_RESOURCES = "more_resources"  # its controller's pool holds more of the one resource in
    # `resources` than each opponent's (18.1: "while you have more [M] resources than each opponent")
    IN_FACEOFF = "in_faceoff"  # one of the two Characters of the Faceoff under way (41.0, 41.7)
    ENTERED_THIS_TURN = "entered_this_turn"  # it entered play in this turn ("until the end of the turn in
    # which they enter play"); a card that leaves play and returns has entered anew (34.0)
    OPPONENT_CONTROLS_MORE = "opponent_controls_more"  # an opponent controls more cards fitting
    # `select` than its controller does (35.0: each card's controller; "while an opponent controls
    # more Unique cards than you")


class Of(StrEnum):
    """Which card a condition looks at: the card affected, the card the ability is on, or that
    State's subject."""

    AFFECTED = "affected"
    SOURCE = "source"
    SUBJECT = "subject"  # the subject of the State the ability is on (25.5): "while subject is attacking"


class On(StrEnum):
    """Trigger conditions (26.1, 30.2) and delayed-effect times (26.4)."""

    ENTERS_PLAY = "enters_play"
    PLAYED = "played"  # played from hand (25.0): an Event, or a card put into play
    ATTACK_DECLARED = "attack_declared"
    TURNS_TO_ATTACK = "turns_to_attack"  # declared as an attacker (28.1.4)
    JOINS_ATTACK = "joins_attack"  # turned to join another player's attack (28.4)
    ENTERS_COMBAT = "enters_combat"
    SMOKED = "smoked"
    DAMAGED = "damaged"
    SMOKES = "smokes"  # this card smokes another by the damage it inflicts (20.1, 29.4)
    INFLICTS_DAMAGE = "inflicts_damage"  # this card inflicts damage on another (29.0, 29.4)
    ENTERS_COMBAT_WITH = "enters_combat_with"  # this card and another enter combat with each other (30.2)
    REDUCES_BODY = "reduces_body"  # this card's damage reduces a Site's Body to zero (30.3.3, 20.1)
    START_OF_TURN = "start_of_turn"
    END_OF_TURN = "end_of_turn"
    END_OF_ATTACK = "end_of_attack"
    LEAVES_PLAY = "leaves_play"  # smoked, toasted, sacrificed, returned to hand (34.0)
    ATTACK_SUCCEEDS = "attack_succeeds"  # combat damage was inflicted on its target (28.11)
    ATTACK_FAILS = "attack_fails"  # its target took no combat damage (28.12)
    REVEALED = "revealed"  # a face-down Feng Shui Site turns face up (24.4, 30.3.2)
    SACRIFICED = "sacrificed"  # put in the smoked pile by its controller, not smoked (45.0)
    HEALED = "healed"  # damage is removed from it: any removal is healing (16.0)
    SEIZED = "seized"  # a Site reduced to zero by combat damage changes control (30.3.3.2)
    TURNED = "turned"  # a card turns (21.0): by_player is who turned it
    BURNED = "burned"  # the attack's declarer burns a Feng Shui Site reduced to zero (12.0, 30.3.3.3, 30.3.3.4)
    FACEOFF_WON = "faceoff_won"  # a Character survives a Faceoff's combat that smoked the other: its
    # controller wins (41.4)


class Per(StrEnum):
    """How often an ability may be used ("Once per turn": each player's turn counts, 6.1)."""

    TURN = "turn"


class Aim(StrEnum):
    """Which cards a written effect affects."""

    SELF = "self"            # the card the ability is on (a State's: that State)
    SUBJECT = "subject"      # a State's subject
    TRIGGER_CARD = "trigger_card"  # the card the trigger happened to
    CHOSEN = "chosen"        # cards the `use` action names, each matching `select`
    ALL = "all"              # every card in play matching `select`
    NONE = "none"            # no cards (gain Power, ...)


class Players(StrEnum):
    """The players a written effect acts on when not only its controller ("All players gain 1
    Power", 17.2; "All players draw 3 cards", 22.2.5)."""

    ALL = "all"  # every player still in the game, its controller included


class CardState(StrEnum):
    """A state a selector may ask of a card: turned (21.0) or not, damaged (29.0) or not, a
    Site in the front or back row of its location (9.1.2)."""

    TURNED = "turned"
    UNTURNED = "unturned"
    DAMAGED = "damaged"
    UNDAMAGED = "undamaged"
    FRONT_ROW = "front-row"
    BACK_ROW = "back-row"
    ATTACKING = "attacking"  # an attacker of the attack under way, not removed from it (28.1.4, 28.5)
    INTERCEPTING = "intercepting"  # an interceptor of the attack under way, still intercepting (28.6)
    UNREVEALED = "unrevealed"  # a face-down Feng Shui Site, not yet revealed (25.7.1, 24.4)
    ATTACKED = "attacked"  # a target of the attack under way (28.1; its attackers' own once split, 28.4)


@dataclass(frozen=True, slots=True)
class Selector:
    """Cards picked by type, designator (14.0), faction (18.2), controller, place, state and
    printed cost (8.5); `any_of` holds alternatives ("a Character or Site", "<Hood> or <Thief>
    Characters"): a card fits when it fits the other words and at least one alternative."""

    type: CardType | None = None
    designator: str | None = None
    faction: str | None = None
    controller: Whose = Whose.ANY
    at_this_location: bool = False
    other: bool = False
    unique: bool | None = None
    state: CardState | None = None
    cost_at_most: int | None = None
    cost_at_least: int | None = None
    printed_fighting_at_most: int | None = None  # a Character's printed numerical Fighting (8.7; X fits none)
    printed_fighting_at_least: int | None = None
    #: "printed Fighting", not "printed numerical Fighting": a Fighting of X is compared by its
    #: value (8.7; 48.1: a blanked X is a printed Fighting of 0)
    printed_fighting_of_x: bool = False
    #: a Character's current Fighting, its bonuses and damage counted (15.1: "Fighting" in rules
    #: text): "Characters with Fighting of 8 or more", "whose Fighting is odd"
    fighting_at_most: int | None = None
    fighting_at_least: int | None = None
    fighting_parity: str | None = None  # "odd" or "even"
    #: its current Fighting against the selector's own card's (15.1): "lower", "at_most", "higher",
    #: "at_least" ("Characters whose Fighting is lower than this card's")
    fighting_vs_source: str | None = None
    #: whose the card is, seen from the ability's controller: its owner, not its controller (35.0:
    #: you control what you play, and may control cards another player owns; "cards you own")
    owner: Whose = Whose.ANY
    #: a State whose subject this picks (25.5: "a State on a card you own")
    on: Selector | None = None
    #: a card of this title (8.1): a title in quotation marks names any card of that title, the
    #: ability's own card too (42.0: 'other than "Obsidian Mountain"')
    title: str | None = None
    #: a Site with a printed Power score above zero (8.8.1: "Power-generating Site")
    power_generating: bool = False
    talent: str | None = None  # a talent resource in its requirements or provisions (18.2)
    #: how many resources it requires (its resource conditions, 8.4) or provides (8.6)
    requires_at_least: int | None = None
    requires_at_most: int | None = None
    provides_at_least: int | None = None
    provides_at_most: int | None = None
    #: a faction or talent among its resource conditions (8.4: "a Character that requires [e]"),
    #: not only in its provisions
    requires: str | None = None
    #: at least this many damage counters on it (29.0: "a Character that has at least 3 damage")
    damage_at_least: int | None = None
    #: a restriction printed on it: "Weapon State", "Vehicle State" (49.10, 49.11), bold-faced
    #: words, not designators
    restriction: str | None = None
    #: the subject of a State this selector picks ("a Character that is the subject of a
    #: Vehicle State", 25.5): a State on it fits
    subject_of: Selector | None = None
    any_of: tuple[Selector, ...] = ()
    #: exclusions ("non-[M] Character", "card that is not a <Lodge> Character"): a card fits only
    #: when it fits none of them
    none_of: tuple[Selector, ...] = ()
    #: cards in the smoked pile (9.2.1) of the player `controller` names, not in play: only
    #: counted (`per`), never affected or chosen
    in_smoked_pile: bool = False
    #: cards in the hand of the ability's controller (9.2.2), not in play: only chosen for an
    #: effect that plays a card ("Turn to play a <Pledged> Character at -1 cost", 25.0, 37.0)
    in_hand: bool = False
    #: "the target of its attack": the card the selector's own card is attacking (28.1; its own
    #: target once an effect split the attack, 28.4)
    its_attack_target: bool = False
    #: "the target of subject's attack": the card a State's subject is attacking (25.5, 28.1)
    subject_attack_target: bool = False
    #: "every card it is in combat with": the selector's own card's opponents in the combat under
    #: way (30.0: its interceptor or target, or the attacker it intercepts)
    in_combat_with_source: bool = False
    #: only the card the ability is on ("an Event that targets this card")
    itself: bool = False
    #: a card whose unresolved effects in the scene target a card this picks ("an Event that
    #: targets an Ice Character you control"): "target", not "choose" (24.1.3)
    targeting: Selector | None = None
    #: a State on the selector's own card ("each State it is the subject of", "each State that
    #: is placed on him"): its subject is that card (25.5)
    on_itself: bool = False


@dataclass(frozen=True, slots=True)
class Condition:
    """While `is_` holds (or, `negated`, does not) for the card named by `of` (10.2); `select`
    and `n` are what a condition on the board looks for."""

    is_: Is
    of: Of = Of.AFFECTED
    select: Selector | None = None
    n: int = 1
    negated: bool = False
    #: `has_resources`: the faction or talent resources the pool must hold, one entry each
    #: ("while you have [Chi] and [Tech] in your pool": chi, tech)
    resources: tuple[str, ...] = ()
    #: `attack_under_way`: who declared the attack (28.1), seen from the ability's controller
    #: ("during an attack you declared", "during an opponent's attack")
    declarer: Whose = Whose.ANY


@dataclass(frozen=True, slots=True)
class Trigger:
    """When `on` happens to a card matching `card` (None: this card; `any`: any card). For
    `smokes` and `inflicts_damage` this card is the one smoking or damaging, `card` the one
    smoked or damaged (None: any card), and `combat` asks for combat damage (29.1)."""

    on: On
    card: Selector | None = None
    any_card: bool = False
    whose_turn: Whose = Whose.ANY
    combat: bool = False
    #: it happens to this State's subject (25.5), not to this card; on what a card does (`smokes`,
    #: `inflicts_damage`, ...), the subject does it
    subject: bool = False
    declarer: Whose = Whose.ANY  # who declared the attack, for an attack's declaration or result
    #: for `turns_to_attack`: the target of the attack the card turned to attack (28.1; its own
    #: target once an effect split the attack, 28.4) fits this
    target: Selector | None = None
    #: for `played`: the card played is a State played on this card, its subject (25.5)
    onto_this_card: bool = False
    #: for `smoked`, `burned`, `turned` and `seized`: who smoked, burned, turned or seized the
    #: card, seen from this card's controller (a card's player turns it for a cost or to attack
    #: or move, 24.1.4, 28.1, 10.3.1; an effect's controller turns it, 35.0);
    #: the controller of the effect that smoked it or of the damage's source (35.0, 29.4, 20.1);
    #: the attack's declarer who chose to burn or seize a Site (30.3.3, 19.0)
    by_player: Whose = Whose.ANY
    #: for `inflicts_damage`: the card damaged is the target of this card's attack (28.1; its
    #: own target once an effect split the attack, 28.4)
    attack_target: bool = False


#: triggers on what this card does to another card, not on what happens to this card
BY_THIS_CARD = (On.SMOKES, On.INFLICTS_DAMAGE, On.REDUCES_BODY, On.ENTERS_COMBAT_WITH)
#: triggers on what a player does to a card, which `by_player` may name: who smoked, burned,
#: turned or seized it (35.0, 30.3.3, 21.0, 19.0)
BY_A_PLAYER = (On.SMOKED, On.BURNED, On.TURNED, On.SEIZED)


@dataclass(frozen=True, slots=True)
class Delayed:
    """An effect set up by its parent effect, generated at `at` (26.4)."""

    at: On
    effect: Template


@dataclass(frozen=True, slots=True)
class AmountIf:
    """"Draw 1 card, or 3 cards if "Malachi" is in play": the effect's amount is `amount`
    instead of its written one when `condition` holds as the effect is generated (24.2: its
    variables are determined then)."""

    amount: int
    condition: Condition


@dataclass(frozen=True, slots=True)
class Count:
    """The number a text's X stands for (48.0), counted when the effect is generated (the
    FAQ's Shattering Fire example): the cards in play `cards` picks, seen from the
    ability's card, or the resources of one faction or talent in its controller's pool (18.1)."""

    cards: Selector | None = None
    resource: str | None = None
    #: the resources the ability's subject (a State's subject, else its own card) requires and
    #: provides (8.4, 8.6): "all", "faction", or one faction or talent
    card_resources: str | None = None
    #: a number added to the count ("X= 2 plus the number of <Battleground> Sites in play", 48.0)
    plus: int = 0
    #: a value of one card: its printed `cost` (8.5), its current `fighting` (15.1: reduced by
    #: damage), the `damage` counters on it (29.0) or its `counters` (10.5) ("X= the cost of the
    #: sacrificed Character")
    value: str | None = None
    #: the card `card_resources` and `value` read: the ability's `subject` (a State's subject,
    #: else its own card), the effect's chosen `target`, or the card its cost `paid` (sacrificed,
    #: toasted or discarded)
    of: str = "subject"
    #: "half ..., rounded down": the count divided by this, rounded down (24.2)
    every: int = 1


@dataclass(frozen=True, slots=True)
class Template:
    """The effect an ability generates: an effect kind of effect_kinds.py and its details."""

    effect: EffectKindName
    aim: Aim = Aim.CHOSEN
    select: Selector | None = None
    amount: int | None = None
    x: Count | None = None  # the amount is X, defined by the text (48.0)
    modifiers: tuple[Modifier, ...] = ()
    abilities: tuple[str, ...] = ()
    duration: Duration = Duration.PERMANENT
    power: int = 0
    turn_self: bool = False  # "turn this card" is part of the cost (24.1.4)
    sacrifice_self: bool = False  # "sacrifice this card" is part of the cost (24.1.4, 45.0)
    #: "sacrifice a <card>" is part of the cost: the `use` names one of these (45.1)
    sacrifice: Selector | None = None
    #: "discard a <card>" is part of the cost: the `use` names one of these in its hand (39.0)
    discard: Selector | None = None
    #: "turn a <card> you control" is the cost: the `use` names one of these (24.1.4)
    turn: Selector | None = None
    #: "toast a <card>" is the cost: the `use` names one of these, in play or, for a selector
    #: `in_smoked_pile`, in its player's smoked pile (46.0, 9.2.1)
    toast: Selector | None = None
    #: "remove N counters" is part of the cost: counters taken off this card (10.5, 24.1.4)
    remove_counters: int = 0
    #: "inflict N damage on this card" is part of the cost: non-combat damage the card inflicts
    #: on itself as the effect is generated (24.1.4, 29.2, 29.4)
    damage_self: int = 0
    #: "give an opponent N Power" is part of the cost: Power from its player's pool into the pool
    #: of the opponent the `use` names (17.2.4, 24.1.4)
    give_power: int = 0
    choose: bool = False  # its `chosen` cards are chosen, not targeted (24.1.3)
    #: "on up to four Sites": the most `chosen` cards the use may name, one at least (24.1.3)
    up_to: int | None = None
    #: "Inflict 3 damage, divided any way you choose, on ...": the use divides `amount` among
    #: its chosen cards (`divide`), fixed on generation (24.2)
    divided: bool = False
    delayed: Delayed | None = None
    #: the amount is `amount` for each card this picks, counted when generated (24.2)
    per: Selector | None = None
    #: "for every three <cards>": the amount once per this many cards counted, rounded down (24.2)
    per_every: int = 1
    players: Players | None = None  # whom it acts on, for a kind that reads `players`
    #: the effect's further parts, each applied fully after the one before, in print order
    #: (24.6): "Smoke that Edge and gain 1 Power". A part of `aim` "chosen" acts on the
    #: effect's own cards; a part chooses nothing and pays no cost of its own.
    then: tuple[Template, ...] = ()
    #: a redirection's new recipient (38.2): the card itself (`itself`) or one the `use` names in
    #: its `to`; the chosen card is the damage's original recipient, the `use`'s `source` its source
    redirect_to: Selector | None = None
    #: a written `copy`'s original (36.0): the card in play whose printed rules text it copies
    #: (36.2) onto its own cards, one the `use` names in its `source` that fits this
    copy_from: Selector | None = None
    #: a written `change_target`'s new target of the attack (28.1.3.1): one the `use` names in its
    #: `to` that fits this; the chosen cards are the attackers whose target changes
    change_to: Selector | None = None
    #: a written `cancel` of effects (33.0): the kinds of unresolved effect of the scene the `use`
    #: may name in its `targets` ("cancel an effect that would return a card to play")
    effects: tuple[EffectKindName, ...] = ()
    #: a `play_card` effect's cost reduction ("play a Character at -2 cost", 37.0)
    reduction: int = 0
    #: a `play_card` effect that waives the played card type's timing (25.1.1: Out of the
    #: Barrel, "Play during an opponent's attack :: Play a Character", plays one on an opponent's turn)
    waives_timing: bool = False
    #: an "if" inside the effect ("... until the end of the turn if an opponent has more Feng Shui
    #: Sites in play than you"): a board condition checked when the effect resolves, not a
    #: requirement of its play (24.2's Nine Dragon Temple example); unmet, it changes nothing (24.8)
    condition: Condition | None = None
    #: "or 3 cards if ...": another amount, used when its condition holds as the effect is
    #: generated (24.2)
    amount_if: AmountIf | None = None
    #: a grant's modifiers and words only "against" a kind of recipient of the card's damage, or
    #: only on the damage it takes "from" a kind of source (29.7): "Target gains +3 damage
    #: against Sites until the end of the turn" (26.5); the other card of the damage must fit
    against: Selector | None = None
    damage_from: Selector | None = None


@dataclass(frozen=True, slots=True)
class WrittenAbility:
    """One ability object of a card's `abilities` list; `index` is its place in that list."""

    kind: AbilityKind
    index: int = 0
    text: str = ""
    modifiers: tuple[Modifier, ...] = ()
    grants: tuple[str, ...] = ()
    #: designators a continuous ability gives ("Subject gains the designator <Cyborg>"): the
    #: cards it acts on have them as if printed in their title (14.0)
    designators: tuple[str, ...] = ()
    affects: Selector | None = None
    condition: Condition | None = None
    per: Selector | None = None
    per_counter: bool = False
    #: "+X Fighting, X = the number of [Magic] resources in your pool" (48.0): for each resource
    #: of this faction or talent in its controller's pool (18.1)
    per_resource: str | None = None
    #: for each resource the affected card requires and provides (8.4, 8.6): "all", "faction",
    #: or one faction or talent ("+X Fighting, X = the number of resources required and
    #: provided by that Character", 48.0)
    per_card_resource: str | None = None
    #: a resource (faction or talent) the card's text provides while it is in play, one for each
    #: card `per` counts, or one (8.6, 18.1): "Infernal Temple provides one [Magic] resource for
    #: each Demon you control"
    provides: str | None = None
    #: "+1 Fighting for every 3 [Dragon] resources in your pool": once per this many counted
    per_every: int = 1
    #: "X= the number of Power-generating Sites you control minus two": this many less than
    #: counted, never below zero (48.0: without a printed minimum, X's minimum is zero)
    per_minus: int = 0
    #: each card `per` picks counted as its printed `cost` (8.5) or its `damage` counters (29.0),
    #: not as 1: "X = the total cost of all States this card is the subject of" (48.0)
    per_value: str | None = None
    #: for each damage counter on the affected card (29.0: "Toughness: X, X= the number of
    #: damage counters on Sam Mallory", 48.0)
    per_damage: bool = False
    #: `per` counts the cards in its controller's smoked pile (9.2.1), not in play
    #: damage modifiers only "against" a kind of recipient / taken only "from" a kind of
    #: source (29.7): the other card of the damage must fit this selector (10.2)
    against: Selector | None = None
    damage_from: Selector | None = None
    trigger: Trigger | None = None
    optional: bool = False
    effect: Template | None = None
    once_per: Per | None = None  # a use limit printed on the card ("Once per turn", 6.0)
    #: a `play_on` State's "during any Main Shot": played in any player's Main Shot, not only
    #: its player's own (the State's text breaking its type's timing, 25.1.1, 25.5); on a
    #: continuous ability with `playing`, its controller plays those cards so (Characters, Edges
    #: and Sites still outside attacks: "You may play Characters during other players' Main Shots")
    any_main_shot: bool = False
    #: on a continuous ability with `playing`: its controller plays those cards ignoring their
    #: resource conditions (6.0 over 8.4, 25.1: "You may ignore resource conditions when playing
    #: Demon Characters")
    ignores_resources: bool = False
    #: a continuous `cost_reduction` only for the cards its controller plays that fit this
    #: ("You may play Sites at -1 cost", 37.0); `onto_this_card`: only States played on this
    #: card, its subject (25.5: "You may play States on Hidden Tomb at -1 cost")
    playing: Selector | None = None
    onto_this_card: bool = False
    #: an `enters_with` ability: the counters the card has as it enters play (10.5)
    counters: int = 0
