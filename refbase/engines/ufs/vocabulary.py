"""The closed sets of values the UFS engine works with, as `StrEnum`s.

Each member's value is the string the scenario format and `final` use, so a member
serializes as that string and compares equal to it.
"""

from __future__ import annotations

from enum import StrEnum


class AttackZone(StrEnum):
    """An attack's zone or a block zone (B.2.2.1, B.6.3)."""

    HIGH = "high"
    MID = "mid"
    LOW = "low"


class Zone(StrEnum):
    """Where a card of the request is (D), as `final.cards[*].zone` reports it."""

    HAND = "hand"
    STAGING = "staging"
    CARD_POOL = "card_pool"
    DISCARD = "discard"
    DECK = "deck"
    REMOVED = "removed"
    TRANSITIONAL = "transitional"
    MOMENTUM = "momentum"


class CardType(StrEnum):
    """Card types a scenario can give (B.1)."""

    ATTACK = "attack"
    ACTION = "action"
    FOUNDATION = "foundation"
    ASSET = "asset"
    CHARACTER = "character"


#: The types of card that stay in a staging area once played (D.2.2; F.3.2.1 stages them).
STAGING_TYPES = (CardType.FOUNDATION, CardType.ASSET, CardType.CHARACTER)


class SequenceKind(StrEnum):
    """Why an attack is on the attack stack: the scenario's attack, a reversal, a multiple copy."""

    ATTACK = "attack"
    REVERSAL = "reversal"
    MULTIPLE_COPY = "multiple_copy"


class SequenceState(StrEnum):
    """How far an attack's sequence has got; `none` when the attack was never played."""

    NONE = "none"
    PENDING = "pending"
    IN_PROGRESS = "in_progress"
    RESOLVED = "resolved"
    ABORTED = "aborted"


class BlockResult(StrEnum):
    """An attack's block status (G.2.2)."""

    NOT = "not"
    PARTIALLY = "partially"
    COMPLETELY = "completely"


class Phase(StrEnum):
    """The label of a resolution step: the part of the procedure it belongs to."""

    PLAY = "play"
    SEQUENCE = "sequence"
    ENHANCE = "enhance"
    BLOCK = "block"
    DAMAGE = "damage"
    RESOLUTION = "resolution"
    CHECK = "check"
    RESPONSE = "response"
    GAME_END = "game_end"
    PAUSE = "pause"
    READY = "ready"
    FORM = "form"
    END = "end"


class KeywordName(StrEnum):
    """Every keyword the engine knows: traits (I.1) and keyword abilities (I.3).

    `ONLY` stands for "[Character Name] Only", whose printed form carries the name."""

    ALLY = "Ally"
    CHARGE = "Charge"
    FURY = "Fury"
    KICK = "Kick"
    PUNCH = "Punch"
    RANGED = "Ranged"
    SLAM = "Slam"
    TAUNT = "Taunt"
    TECH = "Tech"
    WEAPON = "Weapon"
    BREAKER = "Breaker"
    DEADLOCK = "Deadlock"
    DESPERATION = "Desperation"
    EX = "EX"
    MULTIPLE = "Multiple"
    POWERFUL = "Powerful"
    STUN = "Stun"
    COMBO = "Combo"
    FLASH = "Flash"
    REVERSAL = "Reversal"
    SAFE = "Safe"
    TERRAIN = "Terrain"
    THROW = "Throw"
    UNIQUE = "Unique"
    ONLY = "Only"


class Event(StrEnum):
    """Game events the engine opens a response window for (H.2.3.2.1)."""

    BLOCKED = "blocked"
    RESOLVED = "resolved"


class AttackDestination(StrEnum):
    """Where an enhance effect can move the attack out of the card pool (G.5.2)."""

    DISCARD = "discard"
    HAND = "hand"
    REMOVED = "removed"


class FormKind(StrEnum):
    """What a form of the Combat Phase does (F.2.2), as a form's `do`: play an attack or another
    card from the hand, play a form ability, or pass on further forms."""

    ATTACK = "attack"
    PLAY = "play"
    ABILITY = "ability"
    PASS = "pass"


class EffectTarget(StrEnum):
    """Whose attacks a continuous effect of a player's card applies to (C.3.3)."""

    OWN = "own"
    OPPONENT = "opponent"
