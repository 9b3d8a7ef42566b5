"""Instruction-glossary limits (K) applied to effects: vitality cap, (minimum n), unblockable."""

from __future__ import annotations

from refbase.engines.ufs import model as m
from refbase.engines.ufs.vocabulary import BlockResult


def gain_vitality(vitality: int, amount: int, maximum: int) -> int:
    """K.3.1 / K.3.1.1: vitality never goes above the character's maximum vitality."""
    return min(vitality + amount, max(vitality, maximum))


def apply_bonus(value: int, change: int, modify: m.Modify) -> int:
    """A bonus or penalty with an optional floor/ceiling (K.4.7).

    "(minimum n)" stops a penalty at n and "(maximum n)" stops a bonus at n. The limit is a
    floor or ceiling to the modification, so it never moves a value the other way: a penalty
    to a value already below the floor leaves it where it is.
    """
    result = value + change
    if change < 0 and modify.minimum is not None:
        result = max(result, min(value, modify.minimum))
    if change > 0 and modify.maximum is not None:
        result = min(result, max(value, modify.maximum))
    return result


def block_status_if_unblockable(status: BlockResult, unblockable: bool) -> BlockResult:
    """K.4.17: an unblockable attack is "not blocked" in G.2.2 whatever else would block it."""
    return BlockResult.NOT if unblockable else status
