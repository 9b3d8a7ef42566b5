"""The closed sets of the Shadowfist engine, as `StrEnum`s (their values are the JSON words).

A `StrEnum` member equals its string, so records loaded from JSON compare with them directly.
"""

from __future__ import annotations

from enum import StrEnum


class CardType(StrEnum):
    """Card types (7.0) as the scenario writes them."""

    CHARACTER = "character"
    SITE = "site"
    FENG_SHUI_SITE = "feng_shui_site"
    STATE = "state"
    EDGE = "edge"
    EVENT = "event"


SITE_TYPES = frozenset({CardType.SITE, CardType.FENG_SHUI_SITE})


class Zone(StrEnum):
    """Where a card is: in play, or one of a player's areas out of play (9.2)."""

    IN_PLAY = "in_play"
    HAND = "hand"
    SMOKED = "smoked"
    TOASTED = "toasted"
    DECK = "deck"
    BURNED_FOR_VICTORY = "burned_for_victory"


class Row(StrEnum):
    """The rows of a Site structure (9.1.1)."""

    FRONT = "front"
    BACK = "back"


class Phase(StrEnum):
    """The point of the turn a step belongs to (22.0, 28.0, 30.0, 31.0)."""

    MAIN_SHOT = "main_shot"
    DECLARE_ATTACK = "declare_attack"
    ATTACK_RESPONSE = "attack_response"
    JOIN = "join"
    JOIN_RESPONSE = "join_response"
    INTERCEPTION = "interception"
    INTERCEPTION_RESPONSE = "interception_response"
    PRE_COMBAT = "pre_combat"
    COMBAT = "combat"
    COMBAT_CLEANUP = "combat_cleanup"
    SITE_FATE = "site_fate"
    AUCTION = "auction"
    RETURN_HOME = "return_home"
    END_OF_ATTACK = "end_of_attack"
    END_OF_TURN_RESPONSE = "end_of_turn_response"
    END_OF_TURN = "end_of_turn"
    START_OF_TURN = "start_of_turn"
    FACEOFF = "faceoff"


class Stage(StrEnum):
    """How far an attack has got (28.0's steps)."""

    DECLARED = "declared"
    JOINING = "joining"
    INTERCEPTION = "interception"
    TARGET = "target"
    FOUGHT_TARGET = "fought_target"
    ENDED = "ended"


class Duration(StrEnum):
    """How long a granted effect or a change of control lasts (26.5, 35.3.4)."""

    ATTACK = "attack"
    TURN = "turn"
    PERMANENT = "permanent"
    COMBAT = "combat"  # until the end of this combat (30.4)
    NEXT_TURN = "next_turn"  # until the end of the next turn: survives this turn's end


class Fate(StrEnum):
    """What the attacker does with a Site reduced to zero by combat damage (30.3.3)."""

    SEIZE = "seize"
    BURN_FOR_VICTORY = "burn_for_victory"
    BURN_FOR_POWER = "burn_for_power"
    SMOKE = "smoke"


class AttackStatus(StrEnum):
    """`final.attack.status` (28.11, 28.12)."""

    SUCCESSFUL = "successful"
    FAILED = "failed"
    IN_PROGRESS = "in_progress"  # not over and no combat damage yet: neither outcome holds
    NONE = "none"


class EffectKindName(StrEnum):
    """Every kind of effect, by the name an `effect` action gives (effects/effect_kinds.py holds
    what each kind needs, checks, says and does). `move`, `stealth` and `play` only the engine
    generates: a Character changing location, Stealth, a card being played."""

    DAMAGE = "damage"
    HEAL = "heal"
    REVEAL = "reveal"
    SMOKE = "smoke"
    TOAST = "toast"
    GRANT = "grant"
    CANCEL = "cancel"
    CANCEL_AND_SMOKE = "cancel_and_smoke"
    CANCEL_CARD = "cancel_card"
    REDIRECT = "redirect"
    TAKE_CONTROL = "take_control"
    CEASE_ATTACKING = "cease_attacking"
    CEASE_INTERCEPTING = "cease_intercepting"
    TURN = "turn"
    UNTURN = "unturn"
    SACRIFICE = "sacrifice"
    GAIN_POWER = "gain_power"
    STEAL_POWER = "steal_power"
    GIVE_POWER = "give_power"
    LOSE_POWER = "lose_power"
    GENERATE_POWER = "generate_power"
    DRAW = "draw"
    DISCARD = "discard"
    RELOAD = "reload"
    RETURN_TO_PLAY = "return_to_play"
    BLANK = "blank"
    COPY = "copy"
    TOKEN = "token"
    PLAY_CARD = "play_card"
    MOVE_CARD = "move_card"
    FACEOFF = "faceoff"
    CHANGE_TARGET = "change_target"
    ADD_COUNTERS = "add_counters"
    REMOVE_COUNTERS = "remove_counters"
    RETARGET = "retarget"
    RETURN_TO_HAND = "return_to_hand"
    SMOKED_TO_HAND = "smoked_to_hand"
    DISCARD_HAND = "discard_hand"  # every card in the hand of each player it names (39.0)
    MOVE = "move"
    STEALTH = "stealth"
    PLAY = "play"


#: the kinds that cancel cards the `use` names: in play, or out of play with unresolved effects
#: in the scene, such as an Event being played (33.1, 33.2)
CANCELS_CARDS = frozenset({EffectKindName.CANCEL_AND_SMOKE, EffectKindName.CANCEL_CARD})


class Do(StrEnum):
    """What an action does: its `do` as the request writes it (docs/shadowfist-actions.md)."""

    DECLARE_ATTACK = "declare_attack"
    JOIN = "join"
    MOVE = "move"
    INTERCEPT = "intercept"
    STEALTH = "stealth"
    SITE_FATE = "site_fate"
    BID = "bid"
    PASS_BID = "pass_bid"
    KEEP = "keep"
    DIVIDE = "divide"
    RELOCATE = "relocate"
    PLACE = "place"
    PLACE_ATTACKERS = "place_attackers"
    PLAY = "play"
    END_TURN = "end_turn"
    PASS = "pass"
    USE = "use"
    EFFECT = "effect"
    SKIP_GENERATION = "skip_generation"
    KEEP_TURNED = "keep_turned"
    DISCARD = "discard"


class Pile(StrEnum):
    """Where a card is played from: the hand, or the smoked pile when a card allows it (44.2)."""

    HAND = "hand"
    SMOKED = "smoked"


class Side(StrEnum):
    """Where a Character of a collapsing location goes (9.1.4.1)."""

    LEFT = "left"
    RIGHT = "right"


class Format(StrEnum):
    """The game's format: it sets the goal (4.1.1, 4.1.2)."""

    MULTIPLAYER = "multiplayer"
    DUEL = "duel"


class Priority(StrEnum):
    """How players pass priority: implied by the next action, or each `pass` written (22.1, 23.3)."""

    IMPLICIT = "implicit"
    CHECKED = "checked"


class Timing(StrEnum):
    """A closed point an effect's text explicitly allows it in, as an effect's `timing`: the
    Establishing Shot (22.2) or a uniqueness auction (31.3)."""

    ESTABLISHING_SHOT = "establishing_shot"
    AUCTION = "auction"


class Keyword(StrEnum):
    """The bold-faced abilities the engine models (50.0), lower-case as a card's `abilities`
    holds them once parsed (model/abilities.py). Crisis, Influence and Reload are refused."""

    AMBUSH = "ambush"
    ASSASSINATE = "assassinate"
    CORRUPTED = "corrupted"
    GUTS = "guts"
    INDEPENDENT = "independent"
    IMMUNITY = "immunity"  # "Immunity: <card type or cards>" (50.7)
    LETHAL = "lethal"
    LOYALTY = "loyalty"
    MOBILITY = "mobility"
    REGENERATE = "regenerate"
    STEALTH = "stealth"
    SUPERLEAP = "superleap"
    TACTICS = "tactics"
    TOUGHNESS = "toughness"  # "Toughness: <number>" (50.17)
    UNSTOPPABLE = "unstoppable"


class Restriction(StrEnum):
    """Restrictions (49.0), lower-case as parsed: never blanked or canceled (33.3)."""

    IDENTITY = "identity"  # "Identity: <name>" (49.1)
    LIMITED = "limited"
    NO_MAX = "no max"
    NOT_CUMULATIVE = "not cumulative"
    ONE_SHOT = "one-shot"
    SCHTICK = "schtick"
    TOAST_IT = "toast it"
    UNCOPYABLE = "uncopyable"
    UNIQUE = "unique"
    VEHICLE = "vehicle"
    WEAPON = "weapon"


class ModifierKind(StrEnum):
    """What a modifier changes (10.1): a card's values, the damage it deals or takes (29.6,
    29.7, 29.8), or its cost (37.0)."""

    FIGHTING = "fighting"
    BODY = "body"
    DAMAGE_BONUS = "damage_bonus"
    DAMAGE_PENALTY = "damage_penalty"
    DAMAGE_MULTIPLIER = "damage_multiplier"
    DAMAGE_DIVISOR = "damage_divisor"
    DAMAGE_TAKEN_BONUS = "damage_taken_bonus"
    DAMAGE_TAKEN_MULTIPLIER = "damage_taken_multiplier"
    DAMAGE_REDUCTION = "damage_reduction"
    REDUCE_DAMAGE_TO = "reduce_damage_to"
    #: "takes no combat damage": only combat damage (29.1) reduced to the value (29.6.3)
    REDUCE_COMBAT_DAMAGE_TO = "reduce_combat_damage_to"
    #: "takes no non-combat damage": only non-combat damage (29.2) reduced to the value (29.6.3)
    REDUCE_NONCOMBAT_DAMAGE_TO = "reduce_noncombat_damage_to"
    COST_REDUCTION = "cost_reduction"
    #: "The cost of all [d] Events is increased by 1": every player pays that much more to play a card
    #: fitting the ability's `playing` while its card is in play (6.0 over 8.5; the printed cost unchanged)
    COST_INCREASE = "cost_increase"
    EFFECT_DAMAGE_BONUS = "effect_damage_bonus"
    #: "reduce the damage target Character inflicts by 3": its effects' damage too (29.5)
    EFFECT_DAMAGE_PENALTY = "effect_damage_penalty"
    #: "target Character inflicts no damage": all damage the card inflicts, combat and non-combat,
    #: reduced to the value (29.6.3, 29.7 step 8)
    INFLICTS_REDUCED_TO = "inflicts_reduced_to"
    DAMAGE_TAKEN_DIVISOR = "damage_taken_divisor"
    #: "takes -X damage from any source, X= half the damage inflicted, rounded up": a subtraction
    #: of step 7 of 29.7 (Awesome Presence's), before Toughness (29.8's example: Song's own
    #: ability, then the Battlematic's Toughness); the value says how many times
    DAMAGE_TAKEN_HALVED = "damage_taken_halved"
    VARIABLE_DAMAGE = "variable_damage"  # the damaged Character's Fighting plus this (29.8)
    HAND_SIZE = "hand_size"  # its controller's hand size, plus or minus (9.2.2.2)
    POWER = "power"  # more Power the card generates in its controller's Power generation (22.2.2, 17.2.1)
    #: "generates no Power": the Power the card generates in its controller's Power generation, its
    #: Power score and `power` modifiers added, reduced to the value (22.2.2, 17.2.1)
    POWER_REDUCED_TO = "power_reduced_to"
    #: "You may discard an additional card during your Establishing Shot": its controller may
    #: discard that many more cards in its discard step (22.2.4)
    EXTRA_DISCARDS = "extra_discards"
