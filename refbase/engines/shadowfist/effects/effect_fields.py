"""The optional fields of an `effect` action: which kinds read each, and the rule behind it.

EffectSchema accepts every field on every effect, but only some kinds' checks and resolvers
read them (effects_check.py refuses a few on the wrong kind). A form shows a field only
where it changes what the effect does: a kind's required fields are its `needs`
(effect_kinds.py); these are the rest. `GENERAL` fields concern the card generating the
effect and when it is generated, so they apply to every kind.
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.model import rules as R

#: fields any effect may carry: its cost (24.1.4), a trigger or a text allowing a closed
#: scene (23.2), an Event played from the smoked pile (44.2)
GENERAL = ("cost", "triggered", "timing", "from_pile", "permitted_by")

#: kind -> the optional fields its checks or resolution read, besides its `needs`
BY_KIND: dict[str, tuple[str, ...]] = {
    "damage": ("abilities",),  # the damage's own properties (_damage_abilities)
    "heal": ("amount",),  # heal up to `amount`; all removable damage without it
    "grant": ("duration", "abilities", "modifiers"),
    "blank": ("duration",),  # "unless the effect that caused it says otherwise" (32.0 Note)
    "take_control": ("duration", "column", "row"),  # how long (35.3.4), where a Site goes
    "lose_power": ("players",),
    "draw": ("players",),
    "discard": ("targets", "amount", "players"),  # the cards, or unlisted ones; whose hand
    "return_to_play": ("attached_to", "column", "row"),
    "play_card": ("attached_to", "column", "x", "reduction", "reductions", "waives_timing"),
    "copy": ("values", "duration"),
    "token": ("column",),
    "move_card": ("column", "players", "attached_to"),  # a Character's column, a State's subject
}

#: kinds whose `players` names exactly one player (power_kinds.verify_other_player; the owner
#: of the columns a Character moves to, placing.py)
ONE_PLAYER = ("steal_power", "give_power", "move_card")

#: properties an effect's damage may carry itself (the abilities `_damage` reads)
DAMAGE_PROPERTIES = ("unstoppable", "lethal", "corrupted")

#: field -> the rules that give it its meaning
RULES: dict[str, tuple[RuleRef, ...]] = {
    "cost": R.EFFECT_COST,
    "cost.turn": R.TURNING,
    "cost.power": R.PAY_POWER,
    "cost.sacrifice": R.SACRIFICE,
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
