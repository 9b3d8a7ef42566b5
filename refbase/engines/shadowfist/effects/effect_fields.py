"""The optional fields of an `effect` action every kind shares, and the rule behind each field.

EffectSchema accepts every field on every effect, but only some kinds' checks and resolvers
read them (effects_check.py refuses the others). Which fields a kind reads is part of the kind
(effect_kinds.py: its `needs` and `reads`); `GENERAL` fields concern the card generating the
effect and when it is generated, so they apply to every kind.
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.model import rules as R

#: fields any effect may carry: its cost (24.1.4), a trigger or a text allowing a closed
#: scene (23.2), an Event played from the smoked pile (44.2)
GENERAL = ("cost", "triggered", "timing", "from_pile", "permitted_by")

#: properties an effect's damage may carry itself (the abilities `_damage` reads)
DAMAGE_PROPERTIES = ("unstoppable", "lethal", "corrupted")

#: field -> the rules that give it its meaning
RULES: dict[str, tuple[RuleRef, ...]] = {
    "cost": R.EFFECT_COST,
    "cost.turn": R.TURNING,
    "cost.power": R.PAY_POWER,
    "cost.sacrifice": R.SACRIFICE,
    "cost.toast": R.TOASTING,
    "duration": R.DURATION,
    "waives_timing": R.CARD_PLAYING_TIMING,
    "abilities": R.UNSTOPPABLE + R.LETHAL + R.CORRUPTED,
    "column": R.LOCATION,
    "row": R.LOCATION,
    "attached_to": R.VALID_SUBJECT,
    "x": R.COST_OF_X,
    "reduction": R.COST_REDUCTION,
    "reductions": R.COST_REDUCTION,
    "values": R.COPYING_PRINTED,
    "token": R.TOKENS,
    "triggered": R.TRIGGERED + R.CLOSED_SCENE,
    "timing": R.CLOSED_SCENE,
    "from_pile": R.PLAY_FROM_SMOKED,
    "permitted_by": R.PLAY_FROM_SMOKED,
}
