"""Total difficulty of playing a card (E.4.6): base value plus progressive difficulty.

E.4.6.1: a card not played as a block starts from its difficulty - after definition effects
(Desperation I.3.5.1, Deadlock I.3.4.1) and modifiers such as an opponent's Breaker
(I.3.1.1) - while a block starts from block modifier + attack speed (G.2.1.3.2), so Breaker's
+X, which raises the card's difficulty, does not reach a block's check (note to I.3.1.1).
E.4.6.2 then adds 1 per card already in the player's card pool.
"""

from __future__ import annotations

from dataclasses import dataclass

from refbase.engines.common import RuleRef
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.keywords import rating
from refbase.engines.ufs.state import Table
from refbase.engines.ufs.vocabulary import KeywordName

DEADLOCK_FOUNDATIONS = 10  # I.3.4.1: "more than 10 foundations"


@dataclass(frozen=True, slots=True)
class Difficulty:
    total: int
    text: str
    rules: tuple[RuleRef, ...]


def printed_or_defined(table: Table, pid: str, card: m.Card) -> tuple[int, str, tuple[RuleRef, ...]]:
    """The card's difficulty after definition effects: Desperation and Deadlock set it to X."""
    seat = table.seat(pid)
    options: list[tuple[int, str, tuple[RuleRef, ...]]] = []
    desperation = rating(card.keywords, KeywordName.DESPERATION, seat.character.name)
    if desperation is not None and seat.vitality * 2 < seat.character.max_vitality:
        options.append((desperation, f"Desperation: {desperation} ({pid} is below half vitality)",
                        R.DESPERATION))
    deadlock = rating(card.keywords, KeywordName.DEADLOCK, seat.character.name)
    if deadlock is not None and foundations(table, table.opponent(pid).id) > DEADLOCK_FOUNDATIONS:
        options.append((deadlock, f"Deadlock: {deadlock} (the opponent has more than "
                        f"{DEADLOCK_FOUNDATIONS} foundations)", R.DEADLOCK))
    if not options:
        return card.difficulty, f"difficulty {card.difficulty}", ()
    value, why, rules = min(options)
    if len(options) > 1:
        why += "; the player orders the definition effects and keeps the lower"
        rules += R.DEFINITION_EFFECT_ORDER
    return value, why, rules


def foundations(table: Table, pid: str) -> int:
    return sum(1 for cid in table.staging_of(pid) if _is_foundation(table.cards[cid]))


def _is_foundation(card: object) -> bool:
    return isinstance(card, m.StagingCard) and card.is_foundation


def total_difficulty(table: Table, pid: str, card: m.Card, block_base: int | None) -> Difficulty:
    """E.4.6: the value the play's control check is made against."""
    seat = table.seat(pid)
    pool = seat.card_pool
    if block_base is not None:
        total = block_base + pool
        text = (f"block modifier {card.block_modifier} + attack speed "
                f"{block_base - (card.block_modifier or 0)} + {pool} for the card pool = {total}")
        rules = R.TOTAL_DIFFICULTY + R.BLOCK_BASE_DIFFICULTY + R.PROGRESSIVE_DIFFICULTY
        if seat.next_card_difficulty:
            text += (f" (Breaker's +{seat.next_card_difficulty} raises the card's own difficulty, "
                     "which a block's check does not use)")
            rules += R.BREAKER
        return Difficulty(total, text, rules)
    base, why, def_rules = printed_or_defined(table, pid, card)
    bonus = seat.next_card_difficulty
    total = base + bonus + pool
    breaker = f" + {bonus} (Breaker)" if bonus else ""
    text = f"{why}{breaker} + {pool} for the card pool = {total}"
    rules = R.TOTAL_DIFFICULTY + def_rules + (R.BREAKER if bonus else ()) + R.PROGRESSIVE_DIFFICULTY
    return Difficulty(total, text, rules)
