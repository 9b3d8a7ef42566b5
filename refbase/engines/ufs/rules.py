"""Every UFS Living Game Rules citation the engine can make, as a named constant.

This is the only module where rule numbers appear. Other modules import these names, so a
test can enumerate everything the engine may cite (`ALL_RULES`) and check each number exists
in the Living Game Rules v0.5. Numbers printed twice in the rulebook (C.3.3.2.1, F.2.2.3,
I.2.2, J.3.2.1) are deliberately never cited: a bare number would be ambiguous.
"""

from __future__ import annotations

from refbase.engines.common import RuleRef, collect_rules, lgr

# --- A. General rules: how the game is won ---------------------------------------------
WIN_BY_VITALITY = lgr("A.1.1")
WIN_BY_CYCLING = lgr("A.1.2")

# --- B. Card properties -----------------------------------------------------------------
ATTACK_ZONE = lgr("B.2.2.1")
BLOCK_ZONE = lgr("B.6.3")
BLOCK_MODIFIER = lgr("B.6.4")
RESOURCE_SYMBOLS = lgr("B.6.6")

# --- C. Card states ---------------------------------------------------------------------
COMMITTED_STATE = lgr("C.1.2")
FACE_DOWN_PRIVATE = lgr("C.2.2.1")
COMMIT_ONLY_READY = lgr("C.1.4")
STATE_REFRESH_ON_RESOLVE = lgr("C.3.3.4.2.3")
LAYER_PRINTED = lgr("C.3.3.1")
LAYER_DEFINITION = lgr("C.3.3.3")
LAYER_CURRENT_STATE = lgr("C.3.3.4.4")
ATTACK_VALUES_MODIFIABLE = lgr("C.3.4")

# --- D. Zones ---------------------------------------------------------------------------
CARD_POOL = lgr("D.2.1")
CARD_POOL_ORDER = lgr("D.2.1.2")
STAGING_AREA = lgr("D.2.2")
FACE_DOWN_FOUNDATIONS = lgr("D.2.2.2")
ATTACHED_SHARE_STATE = lgr("D.2.2.3.3")
ATTACHED_CARDS_RESTRICTED = lgr("D.2.2.3.5")
EFFECTS_COMMIT_ATTACHED = lgr("D.2.2.3.6")
DISCARD_PILE = lgr("D.2.3")
MOMENTUM_ZONE = lgr("D.4.2")

# --- E.2 Pause conditions ---------------------------------------------------------------
PAUSE_CONDITIONS = lgr("E.2")
LOSE_AT_ZERO_VITALITY = lgr("E.2.1")
CYCLE_DECK = lgr("E.2.2")
CANNOT_CYCLE_LOSES = lgr("E.2.2.1")
CHARACTER_NAME_MISMATCH = lgr("E.2.3")
CHARACTER_ONLY_PAUSE = lgr("E.2.4")
TERRAIN_PAUSE = lgr("E.2.5")
UNIQUE_PAUSE = lgr("E.2.6")

# --- E.3 Control checks -----------------------------------------------------------------
CHECK_STARTING_VALUE = lgr("E.3.1", "E.3.1.1")
CHECK_MODIFIERS = lgr("E.3.1.2")
CHECK_FINAL_VALUE = lgr("E.3.2")
RECHECK = lgr("E.3.3")
NO_RECHECK_OF_RECHECK = lgr("E.3.3.1")
CHECK_PASSES = lgr("E.3.5.1")
CHECK_DECIDE_COMMIT = lgr("E.3.5.2")
CHECK_MUST_BE_ABLE = lgr("E.3.5.2.1")
CHECK_NO_COMMIT_FAILS = lgr("E.3.5.2.2")
CHECK_CARDS_NEEDED = lgr("E.3.5.2.3.1")
CHECK_COMMIT_CARDS = lgr("E.3.5.2.3.2")

# --- E.4 Playing a card or ability ------------------------------------------------------
PLAY_ANNOUNCE = lgr("E.4.1")
PLAY_MUST_PAY = lgr("E.4.1.1")
RESOURCE_CHAIN = lgr("E.4.1.2")
PLAY_TRANSITIONAL = lgr("E.4.2")
PLAY_PAY_COSTS = lgr("E.4.4")
TOTAL_DIFFICULTY = lgr("E.4.6", "E.4.6.1")
PROGRESSIVE_DIFFICULTY = lgr("E.4.6.2")
PLAY_CHECK = lgr("E.4.7")
PLAY_CHECK_FAILS = lgr("E.4.7.2")
CHECK_COST = lgr("E.4.8")
CHECK_COST_FAILS = lgr("E.4.8.3")
PLAY_TO_CARD_POOL = lgr("E.4.9")
PLAY_SUCCEEDS = lgr("E.4.10")

# --- F. Turn sequence -------------------------------------------------------------------
READY_STEP = lgr("F.1.1")
REVIEW_STEP = lgr("F.1.2")
DRAW_STEP = lgr("F.1.3")
DRAW_SINGLE_EVENT = lgr("F.1.3.1")
FORM_CONDITIONS = lgr("F.2.1")
FORMS = lgr("F.2.2")
FORM_ABILITY = lgr("F.2.2.2")
CLEAR_ACTIVE_FIRST = lgr("F.3.1.1")
CLEAR_RIGHT_TO_LEFT = lgr("F.3.1.2")
CLEAR_TO_STAGING = lgr("F.3.2.1")
CLEAR_TO_MOMENTUM = lgr("F.3.2.2")
CLEAR_DISCARD = lgr("F.3.2.3")
TURN_ENDS = lgr("F.3.3")
FORMS_ACTIVE_PLAYER = lgr("F.2.1")
FORM_PLAY_CARD = lgr("F.2.2.1")
FAILED_FORM_ENDS_COMBAT = lgr("F.2.2.1.1")
ATTACK_STACK = lgr("F.2.3")
ENTER_ATTACK_SEQUENCE = lgr("F.2.3.3")
STACK_ORDER = lgr("F.2.3.5")

# --- G. Attack sequence -----------------------------------------------------------------
ENHANCE_PRIORITY = lgr("G.1.1")
ENHANCE_OR_PASS = lgr("G.1.2")
ENHANCE_STEP_ENDS = lgr("G.1.3")
BLOCK_DECISION = lgr("G.2.1")
NO_BLOCK_WITHOUT_CARD = lgr("G.2.1.1")
NOT_ATTEMPTING_BLOCK = lgr("G.2.1.2")
BLOCK_CARD_FROM_HAND = lgr("G.2.1.3.1")
BLOCK_LOW = lgr("G.2.1.3.1.1")
BLOCK_HIGH = lgr("G.2.1.3.1.2")
BLOCK_MID = lgr("G.2.1.3.1.3")
BLOCK_PLAYABLE = lgr("G.2.1.3.1.4")
BLOCK_BASE_DIFFICULTY = lgr("G.2.1.3.2")
BLOCK_ATTEMPT = lgr("G.2.1.3.3")
BLOCK_IS_NOT_TYPE_PLAY = lgr("G.2.1.3.3.1")
BLOCK_STATUS = lgr("G.2.2")
NOT_BLOCKED = lgr("G.2.2.1")
COMPLETELY_BLOCKED = lgr("G.2.2.2")
PARTIALLY_BLOCKED = lgr("G.2.2.3")
DAMAGE_STEP = lgr("G.3")
NO_DAMAGE = lgr("G.3.1")
HALF_DAMAGE = lgr("G.3.2")
FULL_DAMAGE = lgr("G.3.3")
ATTACK_RESOLUTION = lgr("G.4")
DROPPED_ATTACK = lgr("G.5.2")
DROPPED_ABORT_AT_PRIORITY = lgr("G.5.2.1.1")

# --- H. Abilities -----------------------------------------------------------------------
ENHANCE_SOURCES = lgr("H.2.1.3")
FORM_ABILITY_SOURCES = lgr("H.2.2.3")
ENHANCE_ONCE_PER_STEP = lgr("H.2.1.4")
FAILED_ENHANCE_NOT_AGAIN = lgr("H.2.1.4.1")
RESPONSE_WINDOW = lgr("H.2.3.2")
RESPONSE_PRIORITY = lgr("H.2.3.2.4.1")
RESPOND_OR_PASS = lgr("H.2.3.2.4.2")
VALID_RESPONSE = lgr("H.2.3.2.4.2.1")
RESPONSE_WINDOW_CLOSES = lgr("H.2.3.2.4.3")
RESPONSE_SOURCES = lgr("H.2.3.3")
RESPONSE_ONCE_PER_WINDOW = lgr("H.2.3.4")
ZONE_RESTRICTED_ABILITY = lgr("H.3.2.1")
CHECK_COST_NOTATION = lgr("H.4.2")
FIRST_ENHANCE = lgr("H.3.1.1.2")
COMBO_RESTRICTION = lgr("H.3.1.2")
DEADLOCK_RESTRICTION = lgr("H.3.1.3")
DESPERATION_RESTRICTION = lgr("H.3.1.4")
CHARACTER_RESTRICTION = lgr("H.3.1.5")
RESOURCE_RESTRICTION = lgr("H.3.1.6")
ZONE_ALLOWS_ABILITY = lgr("H.3.2.1.1")
ONCE_PER_TURN = lgr("H.3.2.2.1")
TWICE_PER_TURN = lgr("H.3.2.2.2")
YOUR_TURN = lgr("H.3.2.2.3")
YOUR_ATTACK = lgr("H.3.2.2.4")
OPPONENTS_TURN = lgr("H.3.2.2.5")
OPPONENTS_ATTACK = lgr("H.3.2.2.6")
ENHANCE_STEP_ONLY = lgr("H.3.2.2.7")
PLAYABLE_WHILE_COMMITTED = lgr("H.3.3.2")
EITHER_PLAYER = lgr("H.3.3.3")
COMMITTED_NO_ABILITIES = lgr("H.5.1")

# --- I. Keywords ------------------------------------------------------------------------
KEYWORD_ABILITIES = lgr("I.2.1")
CHARACTER_KEYWORD = lgr("I.2.4")
BREAKER = lgr("I.3.1.1")
CHARACTER_ONLY = lgr("I.3.2.1")
COMBO_REQUIREMENT = lgr("I.3.3.1")
COMBO = lgr("I.3.3.2")
DEADLOCK = lgr("I.3.4.1")
DESPERATION = lgr("I.3.5.1")
EX = lgr("I.3.6.1")
FLASH = lgr("I.3.7.1")
MULTIPLE = lgr("I.3.8.1")
MULTIPLE_COPY_VALUES = lgr("I.3.8.2")
POWERFUL = lgr("I.3.9.1")
REVERSAL = lgr("I.3.10.1")
ONE_REVERSAL_PER_ATTACK = lgr("I.3.10.2.1")
SAFE = lgr("I.3.11.1")
STUN = lgr("I.3.12.1")
TERRAIN = lgr("I.3.13.1")
THROW = lgr("I.3.14.1")
UNIQUE = lgr("I.3.15.1")

# --- J/K. Effects and instruction glossary ----------------------------------------------
DOES_AS_MUCH_AS_IT_CAN = lgr("J.1.1")
IMMEDIATE_EFFECT = lgr("J.3.1.1")
MODIFIER_EFFECT = lgr("J.3.3")
DEFINITION_EFFECT = lgr("J.3.4")
DEFINITION_EFFECT_ORDER = lgr("J.3.4.2")
DISCARD_MEANS_HAND = lgr("K.2.1")
PLAYER_CONTROLS_CARDS = lgr("K.2.2")
PLAYER_CHOOSES_CARDS = lgr("K.2.3")
VITALITY_CAP = lgr("K.3.1", "K.3.1.1")
ONE_OF_EACH_SYMBOL = lgr("K.3.2")
BONUS_PENALTY = lgr("K.4.6")
MINIMUM_MAXIMUM = lgr("K.4.7")
PRECEDING_CARD = lgr("K.4.13")
UNBLOCKABLE = lgr("K.4.17")


ALL_RULES: frozenset[RuleRef] = collect_rules(globals())


def cite(refs: tuple[RuleRef, ...]) -> str:
    """The numbers of `refs` for a message that has no citation field: "B.6.3, B.6.4"."""
    return ", ".join(ref.number for ref in refs)
