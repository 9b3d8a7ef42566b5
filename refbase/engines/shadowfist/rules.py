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
ELIMINATION_CLEANUP = cr("5.3.1")

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
TURN_TO_MOVE = cr("10.3.1")
TURN_TO_HEAL = cr("10.3.2")
BURN_FOR_VICTORY = cr("12.1.1")
BURN_FOR_POWER = cr("12.1.2")
CHANGE_LOCATION = cr("13.0")
LEGAL_DESTINATIONS = cr("13.1")
HEALING = cr("16.0")
HEAL_ONLY_DAMAGED = cr("16.1")
GAIN_POWER = cr("17.2.2")
PAY_POWER = cr("17.2.5")
SEIZING = cr("19.0")
SMOKING = cr("20.0")
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
OPEN_SCENE = cr("23.1")
CLOSED_SCENE = cr("23.2")
LEGAL_CHOICES = cr("24.1.3.2")
AFFECTED_CARD_LEFT = cr("24.1.3.3")
EFFECT_COST = cr("24.1.4")
VOLUNTARY_REVEAL = cr("24.4")
GENERATION = cr("24.5")
PLACEMENT_ACTIVATION = cr("24.5.1")
GENERATION_AUCTION = cr("24.5.4")
STILL_RESOLVES = cr("24.7")
RESOLVING = cr("24.8")
RESOLUTION_DAMAGE = cr("24.8.1.1")
RECALCULATION = cr("24.8.1.3")
PLAY_REQUIREMENTS = cr("25.1")
TURNING_WHILE_ENTERING = cr("25.2")
PLAY_EVENT = cr("25.3")
PLAY_CHARACTER = cr("25.4")
PLAY_STATE = cr("25.5")
SUBJECT_BECOMES_ILLEGAL = cr("25.5.3")
STATE_SUBJECT_LEAVES = cr("25.5.4")
PLAY_EDGE = cr("25.6")
PLAY_SITE = cr("25.7")
FSS_FACE_DOWN = cr("25.7.1")
FSS_COST = cr("25.7.2")
FIRST_FSS = cr("25.7.3")
FSS_PLAY_LIMIT = cr("25.7.4")
DURATION = cr("26.5")

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
NON_COMBAT_DAMAGE = cr("29.2")
DAMAGE_REDUCTION = cr("29.6")
REDUCTION_VS_REDIRECTION = cr("29.6.1")
MODIFICATION_ORDER = cr("29.7")
CANNOT_BE_REDUCED = cr("29.9")

# --- Combat (30.x) -----------------------------------------------------------------------
COMBAT = cr("30.0")
PRE_COMBAT_SCENE = cr("30.1")
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

# --- More topics (33.x - 46.x) --------------------------------------------------------------
CANCELING = cr("33.0")
CARD_MEMORY = cr("34.0")
CONTROL = cr("35.0")
TAKING_CONTROL = cr("35.3")
ALREADY_CONTROLLED = cr("35.3.1")
CONTROL_EXPIRATION = cr("35.3.4")
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
TOASTING = cr("46.0")

# --- Restrictions (49.x) -----------------------------------------------------------------------
IDENTITY = cr("49.1")
LIMITED = cr("49.2")
NOT_CUMULATIVE = cr("49.4")
ONE_SHOT = cr("49.5")
SCHTICK = cr("49.6")
TOAST_IT = cr("49.7")
UNIQUE = cr("49.9")
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


ALL_RULES: frozenset[RuleRef] = collect_rules(globals())
