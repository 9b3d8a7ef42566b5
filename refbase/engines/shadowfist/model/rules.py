"""Every rule the Shadowfist engine can cite, by name; the only place rule numbers appear.

Each constant is a tuple of `RuleRef` (built with `cr`), so citations combine with `+`.
`ALL_RULES` collects them all, so a test can check each exists in the knowledge base.
"""

from __future__ import annotations

from refbase.engines.common import RuleRef, collect_rules, cr


def numbers(rules: tuple[RuleRef, ...]) -> str:
    """`(7.4)`: the numbers of rules, for a 422 message that names them in words."""
    return f"({', '.join(r.number for r in rules)})"


# --- Winning and elimination (4.x, 5.x) -------------------------------------------
VICTORY = cr("4.1")
GOAL_MULTIPLAYER = cr("4.1.1")
GOAL_DUEL = cr("4.1.2")
FINAL_SITE = cr("4.2")
NO_SITES_EXCEPTION = cr("4.3")
CHECK_VICTORY = cr("4.4")
POST_ATTACK_CHECK = cr("4.4.1")
PLAYED_SITE_CHECK = cr("4.4.2")
GAME_END = cr("4.5")
DEFAULT_WIN = cr("4.6")
DECKING = cr("5.1")
ELIMINATION = cr("5.3")
ELIMINATION_CLEANUP = cr("5.3.1")
OWNED_AFTER_ELIMINATION = cr("5.3.2")

# --- Card types (7.x) ----------------------------------------------------------------
STATES = cr("7.4")
EVENTS = cr("7.6")

# --- The table (9.x) ----------------------------------------------------------------
SITE_STRUCTURE = cr("9.1.1")
LOCATION = cr("9.1.2")
UNSPECIFIED_LOCATION = cr("9.1.2.2")
ADD_FIRST_SITE = cr("9.1.3.1")
ADD_SUBSEQUENT_SITE = cr("9.1.3.2")
REMOVE_SITE = cr("9.1.4")
COLLAPSE_STRUCTURE = cr("9.1.4.1")
SUBJECT_LEAVES_PLAY = cr("9.2.4")
INACTIVE_OUT_OF_PLAY = cr("9.2.3")
BFV_PILE = cr("9.2.5")

# --- Major topics (10.x - 21.x) -------------------------------------------------------
ABILITIES = cr("10.0")
CONTINUOUS = cr("10.1")
CONDITIONAL = cr("10.2")
TURN_AND_MAINTAIN = cr("10.4")
COUNTERS = cr("10.5")
COUNTERS_REMAIN = cr("10.5.1")
NOT_COUNTERS = cr("10.5.2")
TURN_TO_MOVE = cr("10.3.1")
TURN_TO_HEAL = cr("10.3.2")
BURN_FOR_VICTORY = cr("12.1.1")
BURN_FOR_POWER = cr("12.1.2")
CHANGE_LOCATION = cr("13.0")
LEGAL_DESTINATIONS = cr("13.1")
DESIGNATORS = cr("14.0")
DESIGNATOR_WORDS = cr("14.1")
DESIGNATOR_FORMS = cr("14.2")
HEALING = cr("16.0")
HEAL_ONLY_DAMAGED = cr("16.1")
GOLDEN_RULE = cr("6.0")  # "A card does what it says": its text takes precedence over the rules
#: a use limit printed on a card ("Once per turn"): the card does what it says (6.0), and "per
#: turn" counts every player's turn (6.1, You Xia's example)
USE_LIMIT = GOLDEN_RULE + cr("6.1")
CANNOT_BE_HEALED = cr("16.2")
CANNOT_TURN_TO_HEAL = cr("16.4")
GAIN_POWER = cr("17.2.2")
RESOURCE_TYPE = cr("18.2")
PAY_POWER = cr("17.2.5")
SEIZING = cr("19.0")
SMOKING = cr("20.0")
NOT_SMOKED_BY_EVENTS = cr("20.3")
SMOKED_BY_DAMAGE = cr("20.1")
SMOKED_BY_LOST_BONUS = cr("20.2")
TURNING = cr("21.0")

# --- The turn, scenes and effects (22.x - 27.x) --------------------------------------
PLAYER_PRIORITY = cr("22.1")
START_OF_TURN = cr("22.2.1")
MAIN_SHOT = cr("22.3")
DECLARE_END_OF_TURN = cr("22.3.2.3")
END_OF_TURN_SCENE = cr("22.3.3")
SCENE = cr("23.0")
SCENE_PRIORITY = cr("23.3")
RESOLVED_SCENE = cr("23.5")
OPEN_SCENE = cr("23.1")
CLOSED_SCENE = cr("23.2")
AFFECTED_CARDS = cr("24.1.3")  # "target" and "choose" are not synonymous
LEGAL_CHOICES = cr("24.1.3.2")
AFFECTED_CARD_LEFT = cr("24.1.3.3")
EFFECT_COST = cr("24.1.4")
GAME_STATE_DETERMINATION = cr("24.2")  # variables and affected cards fixed on generation
VOLUNTARY_REVEAL = cr("24.4")
GENERATION = cr("24.5")
PLACEMENT_ACTIVATION = cr("24.5.1")
GENERATE_AND_TRIGGER = cr("24.5.2")
GENERATION_AUCTION = cr("24.5.4")
GENERATION_RECALCULATION = cr("24.5.5")
STILL_RESOLVES = cr("24.7")
RESOLVING = cr("24.8")
MULTIPLE_PARTS = cr("24.6")  # each part of an effect applied fully, in the order printed
RESOLUTION_DAMAGE = cr("24.8.1.1")
RECALCULATION = cr("24.8.1.3")
RESOLUTION_RESPONSE = cr("24.8.1.5")
RESOLVE_NEXT = cr("24.8.2")
PLAY_REQUIREMENTS = cr("25.1")
CARD_PLAYING_TIMING = cr("25.1.1")
TURNING_WHILE_ENTERING = cr("25.2")
PLAY_EVENT = cr("25.3")
PLAY_CHARACTER = cr("25.4")
PLAY_STATE = cr("25.5")
SUBJECT_BECOMES_ILLEGAL = cr("25.5.3")
STATE_SUBJECT_LEAVES = cr("25.5.4")
STATE_SMOKED_BEFORE_RESOLVING = cr("25.5.7")
PLAY_EDGE = cr("25.6")
PLAY_SITE = cr("25.7")
FSS_FACE_DOWN = cr("25.7.1")
FSS_COST = cr("25.7.2")
FIRST_FSS = cr("25.7.3")
FSS_PLAY_LIMIT = cr("25.7.4")
TRIGGERED = cr("26.1")
MANDATORY_TRIGGER = cr("26.1.1")
VOLUNTARY_TRIGGER = cr("26.1.2")
TRIGGERS_ACTIVE = cr("26.1.3")
TRIGGER_SCENE = cr("26.1.4")
MULTIPLE_TRIGGERS = cr("26.1.5")
RESPONSE_TO_CARD_TYPE = cr("26.2.1")
DELAYED = cr("26.4")
DURATION = cr("26.5")
MODIFY_EXPLICITLY = cr("26.6.1")
MODIFY_GENERALLY = cr("26.6.2")
MODIFY_TARGET = cr("26.6.4")
CEASING_TO_MODIFY = cr("26.6.5")

# --- Attacks (28.x) -------------------------------------------------------------------
DECLARE_ATTACK = cr("28.1")
ELIGIBLE_ATTACKERS = cr("28.1.1")
LEGAL_TARGET = cr("28.1.3")
DECLARED_ATTACKERS = cr("28.1.4")
ATTACK_RESPONSE = cr("28.2.1")
ATTACKER_LOCATION = cr("28.3")
JOINING = cr("28.4")
PREMATURE_END = cr("28.5")
CEASING_TO_ATTACK = cr("28.5.1")
INTERCEPTION = cr("28.6")
DECLARE_INTERCEPTION = cr("28.6.1")
INTERCEPTOR_ELIGIBILITY = cr("28.6.2")
INTERCEPTION_RESPONSE = cr("28.6.3")
CHAIN = cr("28.6.4")
INTERCEPTOR_LOCATION = cr("28.6.5")
CEASING_INTERCEPTION = cr("28.6.6")
RETURNING_FROM_INTERCEPTION = cr("28.6.6.1")
COMBAT_WITH_INTERCEPTORS = cr("28.6.7")
FAIL_TO_OVERCOME = cr("28.6.8")
COMBAT_WITH_TARGET = cr("28.7")
RETURN_HOME = cr("28.8")
END_OF_ATTACK_SCENE = cr("28.9")
BFP_ENDS_TURN = cr("28.10")
SUCCESSFUL_ATTACK = cr("28.11")
FAILED_ATTACK = cr("28.12")

# --- Damage (29.x) ---------------------------------------------------------------------
DAMAGE = cr("29.0")
COMBAT_DAMAGE = cr("29.1")
DAMAGE_SOURCE = cr("29.4")  # each card that inflicts damage is a separate source
NON_COMBAT_DAMAGE = cr("29.2")
DAMAGE_REDUCTION = cr("29.6")
REDUCTION_TEMPLATES = cr("29.6.3")
REDUCTION_VS_REDIRECTION = cr("29.6.1")
VARIABLE_DAMAGE = cr("29.8")
UNSPECIFIED_DAMAGE = cr("29.5")  # "increases / reduces damage": combat and non-combat damage
MODIFICATION_ORDER = cr("29.7")
CANNOT_BE_REDUCED = cr("29.9")

# --- Combat (30.x) -----------------------------------------------------------------------
COMBAT = cr("30.0")
PRE_COMBAT_SCENE = cr("30.1")
ENTER_COMBAT = cr("30.2")
INFLICT_DAMAGE = cr("30.3")
MULTIPLE_OPPONENTS = cr("30.3.1")
REVEAL_DAMAGED_FSS = cr("30.3.2")
REDUCED_TO_ZERO = cr("30.3.3")
SMOKED_IN_COMBAT = cr("30.3.3.1")
SEIZED = cr("30.3.3.2")
BURNED_FOR_VICTORY = cr("30.3.3.3")
BURNED_FOR_POWER = cr("30.3.3.4")
REVEALED_SITE_AUCTION = cr("30.3.4")
COMBAT_CLEANUP = cr("30.4")

# --- Auctions (31.x) -----------------------------------------------------------------------
UNIQUENESS_AUCTION = cr("31.1")
OPENING_BID = cr("31.5")
OPENING_UNIQUENESS = cr("31.5.1")
BIDDING = cr("31.6")
WINNING_AUCTION = cr("31.7")
WINNING_UNIQUENESS = cr("31.7.1")

# --- The whole turn, priority, resources (docs/shadowfist-turn.md) --------------------------
DECK = cr("1.2")
RESOURCE_REQUIREMENTS = cr("8.4")
PRINTED_COST = cr("8.5")
#: "The cost of all [d] Events is increased by 1": the card's text over the printed cost (6.0, 8.5)
INCREASED_COST = GOLDEN_RULE + PRINTED_COST
RESOURCE_PROVISIONS = cr("8.6")
FIGHTING_SCORE = cr("8.7")
TITLE = cr("8.1")
REFERENCES = cr("42.0")
CURRENT_FIGHTING = cr("15.1")
POWER_SCORE = cr("8.8")
POWER_GENERATING_SITES = cr("8.8.1")
DEFAULT_HAND_SIZE = cr("9.2.2.1")
HAND_SIZE = cr("9.2.2.2")
TURN_AND_MAINTAIN = cr("10.4")
GENERATE_POWER = cr("17.2.1")
RESOURCES = cr("18.0")
RESOURCE_POOL = cr("18.1")
RESOURCE_CONTROL = cr("18.3")
UNTURNING = cr("21.1")
THE_TURN = cr("22.0")
ESTABLISHING_SHOT = cr("22.2")
POWER_GENERATION = cr("22.2.2")
SKIP_GENERATION = cr("22.2.2.1")
UNTURN_STEP = cr("22.2.3")
DISCARD_STEP = cr("22.2.4")
DRAW_STEP = cr("22.2.5")
OUT_OF_TURN_ATTACK = cr("28.1.2")
OUT_OF_TURN_ELIGIBILITY = cr("28.1.2.1")
AUCTION_TIMING = cr("31.2")
IN_AUCTION_EFFECTS = cr("31.3")
MORE_THAN_TWO_UNIQUES = cr("31.8")
RESOLUTION_AUCTION = cr("24.8.1.2")
DISCARDING = cr("39.0")

# --- More topics (33.x - 46.x) --------------------------------------------------------------
CANCELING = cr("33.0")
CANCELS_ANYTHING = cr("33.1")
CANCELING_OUT_OF_PLAY = cr("33.2")
CARD_MEMORY = cr("34.0")
CONTROL = cr("35.0")
TAKING_CONTROL = cr("35.3")
ALREADY_CONTROLLED = cr("35.3.1")
CARD_STATE_TRANSFER = cr("35.3.2")
CONTROL_EXPIRATION = cr("35.3.4")
CONTROLLED_CARD_LEAVES = cr("35.3.5")
CONTROL_DURING_ATTACK = cr("35.3.6")
REDIRECTION = cr("38.0")
SINGLE_SIGNPOST = cr("38.1.1")
PLAYING_REDIRECTION = cr("38.2")
RESPONDING_WITH_REDIRECTION = cr("38.2.1")
REDIRECT_COMBAT_DAMAGE = cr("38.3")
RECIPIENT_LEAVES_PLAY = cr("38.4")
REDIRECTION_SOURCE = cr("38.5")
REDIRECT_TO_SAME_CARD = cr("38.6")
IMMUNITY = cr("40.0")
IMMUNITY_TO_STATES = cr("40.1")
SACRIFICE = cr("45.0")
SACRIFICE_IMMUNITY = cr("45.2")
SACRIFICE_CHOICE = cr("45.1")
TOASTING = cr("46.0")

# --- More effects: Power, piles, text, tokens, X, faceoffs, targets ------------------
POWER_KEYWORDS = cr("17.2")
GENERATE_POWER = cr("17.2.1")
STEAL_POWER = cr("17.2.3")
GIVE_POWER = cr("17.2.4")
LOSE_POWER = cr("17.2.6")
OUT_OF_PLAY = cr("9.2")
SMOKED_PILE = cr("9.2.1")
HAND = cr("9.2.2")
DRAW = cr("22.2.5")
DISCARDING = cr("39.0")
RELOAD = cr("43.0")
OTHER_WAYS_TO_PLAY = cr("44.0")
RETURN_TO_PLAY = cr("44.1")
PLAY_FROM_SMOKED = cr("44.2")
PLACE_PUT_MOVE = cr("44.3")
ENTER_PLAY_SEQUENCE = cr("44.4")
GENERATE_AND_TRIGGER = cr("24.5.2")
VALID_SUBJECT = cr("25.5.1")
BLANKING = cr("32.0")
COPYING = cr("36.0")
IMPLICIT_COPYING = cr("36.1")
COPYING_PRINTED = cr("36.2")
COPYING_BLANKED = cr("36.3")
COPY_ON_GENERATION = cr("36.4")
COPYING_ONTO_SELF = cr("36.7")
COPYING_CUMULATIVE = cr("36.8")
UNCOPYABLE = cr("49.8")
RESTRICTIONS = cr("49.0")
COST_REDUCTION = cr("37.0")
FACEOFF = cr("41.0")
FACEOFF_TIMING = cr("41.1")
FACEOFF_LOCATION = cr("41.2")
FACEOFF_SCENES = cr("41.3")
FACEOFF_COMBAT = cr("41.4")
FACEOFF_END = cr("41.5")
FACEOFF_NOT_ATTACK = cr("41.6")
CEASING_FACEOFF = cr("41.7")
TOKENS = cr("47.0")
VALUE_OF_X = cr("48.0")
BLANKED_X = cr("48.1")
COST_OF_X = cr("48.3")
REDUCED_COST_OF_X = cr("48.3.1")
CHANGING_TARGET = cr("28.1.3.1")

# --- Restrictions (49.x) -----------------------------------------------------------------------
IDENTITY = cr("49.1")
LIMITED = cr("49.2")
NOT_CUMULATIVE = cr("49.4")
NOT_CUMULATIVE_TRIGGERS = cr("49.4.2")
ONE_SHOT = cr("49.5")
SCHTICK = cr("49.6")
TOAST_IT = cr("49.7")
UNIQUE = cr("49.9")
VEHICLE = cr("49.10")
WEAPON = cr("49.11")
VEHICLE = cr("49.10")
WEAPON = cr("49.11")

# --- Bold-faced abilities (50.x) -------------------------------------------------------------
AMBUSH = cr("50.1")
ASSASSINATE = cr("50.2")
CORRUPTED = cr("50.3")
GUTS = cr("50.5")
INDEPENDENT = cr("50.6")
LETHAL = cr("50.9")
LOYALTY = cr("50.10")
MOBILITY = cr("50.11")
REGENERATE = cr("50.12")
STEALTH = cr("50.14")
SUPERLEAP = cr("50.15")
TACTICS = cr("50.16")
TOUGHNESS = cr("50.17")
UNSTOPPABLE = cr("50.18")


#: Rules text the rulebook defines (written on cards like a bold-faced word), by its rule.
RULES_TEXT_ABILITIES = {"cannot be healed": CANNOT_BE_HEALED, "cannot turn to heal": CANNOT_TURN_TO_HEAL,
                        # a Site's "Cannot be healed except when seized": seizing heals it (30.3.3.2)
                        "cannot be healed except when seized": CANNOT_BE_HEALED + SEIZED,
                        "cannot be sacrificed": SACRIFICE_IMMUNITY,
                        "cannot be smoked by events": NOT_SMOKED_BY_EVENTS,
                        "not a legal subject for states": SUBJECT_BECOMES_ILLEGAL + VALID_SUBJECT}
#: Rules text no rule defines, written like a bold-faced word: the card's text over a rule (6.0).
TEXT_OVER_RULES = {
    # its controller may not play States on it (others may): over 25.5's "played on both your and
    # your opponents' cards"
    "you cannot play states on this card": PLAY_STATE + VALID_SUBJECT + GOLDEN_RULE,
    # the declarer's choice of the Site's fate lacks that option (over 30.3.3)
    "cannot be seized": REDUCED_TO_ZERO + SEIZING + GOLDEN_RULE,
    "cannot be burned": REDUCED_TO_ZERO + BURN_FOR_VICTORY + BURN_FOR_POWER + GOLDEN_RULE,
    # damage reduction does not act on the damage this card inflicts (29.9: cards that "cannot"
    # have their damage reduced), or on the damage inflicted on it (over 29.6)
    # a Character, Edge or Site played in any player's Main Shot, not only its own player's
    # (25.1.1: the card's text breaks its type's timing restriction); "outside of an attack" holds
    "can be played during an opponent's turn": CARD_PLAYING_TIMING + GOLDEN_RULE,
    "can be played during any main shot": CARD_PLAYING_TIMING + GOLDEN_RULE,
    "its damage cannot be reduced": CANNOT_BE_REDUCED + GOLDEN_RULE,
    "damage inflicted on it cannot be reduced": CANNOT_BE_REDUCED + GOLDEN_RULE,
    # no signpost may send this card's damage elsewhere, or other damage to it (over 38.2, as
    # Unstoppable damage cannot be redirected, 50.18)
    "its damage cannot be redirected": PLAYING_REDIRECTION + GOLDEN_RULE,
    "damage cannot be redirected to it": PLAYING_REDIRECTION + GOLDEN_RULE,
    # what Loyalty gives (50.10), as rules text: an effect taking control of it changes nothing (over 35.3)
    "cannot be taken control of": TAKING_CONTROL + GOLDEN_RULE,
    # its controller's unturn step leaves it turned (over 22.2.3's "unturn all your turned cards");
    # effects that unturn it still do (21.1)
    "does not unturn during its controller's establishing shot": UNTURN_STEP + GOLDEN_RULE,
    # the card is turned as it enters play (21.0), without turning: nothing "turns" to trigger on
    "enters play turned": TURNING + GOLDEN_RULE}
#: Rules text making a card immune to one bold-faced ability: "cannot be affected by" is immunity,
#: and an immune card cannot have Stealth or Superleap used against it (40.0, item 7).
IMMUNE_TO_ABILITIES = {"not affected by superleap": IMMUNITY + SUPERLEAP,
                       "not affected by stealth": IMMUNITY + STEALTH}
#: Rules text restricting an innate action (written like a bold-faced word): no rule defines the
#: phrase; the card's text takes precedence (6.0) over who may attack (28.1.1) or intercept (28.6.2).
INNATE_RESTRICTIONS = {"cannot attack": ELIGIBLE_ATTACKERS + GOLDEN_RULE,
                       "cannot turn to attack": ELIGIBLE_ATTACKERS + GOLDEN_RULE,
                       "cannot be turned to attack": ELIGIBLE_ATTACKERS + GOLDEN_RULE,
                       "cannot intercept": INTERCEPTOR_ELIGIBILITY + GOLDEN_RULE,
                       "cannot be intercepted": INTERCEPTOR_ELIGIBILITY + GOLDEN_RULE,
                       # which targets it may attack (28.1.3)
                       "cannot attack characters": LEGAL_TARGET + GOLDEN_RULE,
                       "cannot turn to attack characters": LEGAL_TARGET + GOLDEN_RULE,
                       "cannot attack sites": LEGAL_TARGET + GOLDEN_RULE,
                       "cannot turn to attack sites": LEGAL_TARGET + GOLDEN_RULE,
                       # the innate Turn to Change Location (10.3.1); moving with Mobility turns
                       # nothing (50.11), so it stays open
                       "cannot turn to change location": TURN_TO_MOVE + GOLDEN_RULE,
                       # which targets may be attacked: not this card (28.1.3); its own attacks
                       # not a front-row Site, the only kind the rules let it attack (28.1.3)
                       "cannot be attacked": LEGAL_TARGET + GOLDEN_RULE,
                       "cannot attack front-row sites": LEGAL_TARGET + GOLDEN_RULE}
#: Rules text widening an innate action, written the same way: attacking a back-row Site (only a
#: front-row one is a legal target, 28.1.3) or in an opponent's turn (28.1.2); the card breaks
#: only the rule it needs to (6.1): the other attackers are judged by the rules.
INNATE_PERMISSIONS = {"can attack back-row sites": LEGAL_TARGET + GOLDEN_RULE,
                      "may attack back-row sites": LEGAL_TARGET + GOLDEN_RULE,
                      "can attack during an opponent's turn": OUT_OF_TURN_ATTACK + GOLDEN_RULE,
                      "may attack during an opponent's turn": OUT_OF_TURN_ATTACK + GOLDEN_RULE,
                      # declared as an attacker without turning (over 28.1's "by turning"), at
                      # most once a turn and only in its controller's own Main Shot (6.0, 6.1)
                      "may attack without turning once during your main shot": DECLARE_ATTACK + USE_LIMIT,
                      "may attack a character without turning once during your main shot":
                          DECLARE_ATTACK + LEGAL_TARGET + USE_LIMIT}

ALL_RULES: frozenset[RuleRef] = collect_rules(globals())


def cite(refs: tuple[RuleRef, ...]) -> str:
    """The numbers of `refs` for a label that has no citation field: "44.2"."""
    return ", ".join(ref.number for ref in refs)
