"""The details of a played UFS ability (enhance, response) and the rule behind each.

The Shadowfist counterpart is engines/shadowfist/effects/effect_fields.py: forms (the board builder)
link each field to the rule that gives it its meaning, from here rather than from a table of
their own.
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.ufs import rules as R

#: field of an enhance / response action (dotted: a field of its `pay`, `modify` or
#: `restrictions`) -> the rules that give it its meaning
RULES: dict[str, tuple[RuleRef, ...]] = {
    "pay": R.PLAY_PAY_COSTS, "pay.commit": R.COST_COMMIT,
    "pay.momentum": R.MOMENTUM_ZONE, "pay.discard": R.DISCARD_PILE,
    "pay.check": R.CHECK_COST, "pay.check_commit": R.CHECK_COST,
    "pay.foundations": R.CHARACTER_FOR_FOUNDATION, "pay.destroy": R.COST_DESTROY,
    "pay.remove": R.COST_REMOVE, "pay.flip": R.COST_FLIP,
    "modify": R.ATTACK_VALUES_MODIFIABLE, "modify.limit": R.MINIMUM_MAXIMUM,
    "unblockable": R.UNBLOCKABLE, "attack_to": R.DROPPED_ATTACK,
    "gain_vitality": R.VITALITY_CAP, "deals_no_damage": R.NO_DAMAGE,
    "ability": R.ENHANCE_ONCE_PER_STEP,
    "restrictions.first": R.FIRST_RESTRICTION, "restrictions.combo": R.COMBO_RESTRICTION,
    "restrictions.deadlock": R.DEADLOCK_RESTRICTION,
    "restrictions.desperation": R.DESPERATION_RESTRICTION,
    "restrictions.character": R.CHARACTER_RESTRICTION,
    "restrictions.zone": R.ZONE_RESTRICTED_ABILITY,
    "restrictions.per_turn": R.ONCE_PER_TURN + R.TWICE_PER_TURN,
    "restrictions.your_turn": R.YOUR_TURN, "restrictions.opponents_turn": R.OPPONENTS_TURN,
    "restrictions.your_attack": R.YOUR_ATTACK, "restrictions.opponents_attack": R.OPPONENTS_ATTACK,
    "restrictions.enhance_step": R.ENHANCE_STEP_ONLY,
    "restrictions.while_committed": R.PLAYABLE_WHILE_COMMITTED,
    "restrictions.either_player": R.EITHER_PLAYER,
}
