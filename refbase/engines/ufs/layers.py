"""Continuous effects on attacks, applied in the layer order of C.3.3.

A player's `effects` are continuous effects of that player's cards on attacks: `own` attacks
(the player's) or the `opponent`'s. When an attack gains its current state (it is played, or a
reversal or multiple copy joins the stack), its values are built layer by layer: the printed
values (layer 0, C.3.3.1; a multiple copy's copying effect is layer 1), then definition
effects that `set` or `swap` values (layer 2, C.3.3.3, J.3.4), the active player's first, each
player's in the listed order; the result is the base value set. The current state starts
from the base values and takes the modifier effects (`modify`, and `grant` of a keyword) in
layer 3 (C.3.3.4.4, J.3.3). `deals_no_damage` is a rule effect, not a layer: the Damage
Step handles it (`attack.damage_step`).
"""

from __future__ import annotations

from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.state import Sequence, Table
from refbase.engines.ufs.vocabulary import AttackZone, EffectTarget, Phase


def effects_on(table: Table, seq: Sequence) -> list[m.Effect]:
    """The effects that reach this attack, the active player's first (C.3.3.3)."""
    seats = sorted(table.seats.values(), key=lambda s: s.id != table.active_player)
    return [e for seat in seats for e in seat.player.effects
            if (e.target == EffectTarget.OWN) == (seat.id == seq.attacker)]


def apply_layers(table: Table, seq: Sequence) -> None:
    """Rebuild the attack's values from layer 0 through layer 3, logging what changed."""
    effects = [e for e in effects_on(table, seq) if not e.deals_no_damage]
    if not effects:
        return
    definitions = [e for e in effects if e.set is not None or e.swap]
    modifiers = [e for e in effects if e.modify is not None or e.grant is not None]
    notes: list[str] = []
    for effect in definitions:
        notes.append(_define(seq, effect))
    base = f"base values: {seq.zone} attack, speed {seq.speed}, damage {seq.damage}"
    for effect in modifiers:
        notes.append(_modify(seq, effect))
    nulled = any(e.set is not None and e.set.zone is None for e in definitions)
    rules = (R.LAYER_PRINTED + (R.LAYER_DEFINITION + R.DEFINITION_EFFECT if definitions else ())
             + (R.NULL_ATTACK_ZONE if nulled else ())
             + (R.LAYER_CURRENT_STATE + R.MODIFIER_EFFECT if modifiers else ()))
    table.step(f"Continuous effects on {seq.name}, in layer order: {'; '.join(notes[:len(definitions)]) or 'none set'}"
               f" -> {base}; then {'; '.join(notes[len(definitions):]) or 'no modifier'}: current state "
               f"{seq.zone} attack, speed {seq.speed}, damage {seq.damage}.", rules, Phase.PLAY)


def _define(seq: Sequence, effect: m.Effect) -> str:
    if effect.set is not None:
        s = effect.set
        if s.zone != "":
            seq.zone = AttackZone(s.zone) if s.zone is not None else AttackZone.MID
            seq.zone_defined = True
        seq.speed = s.speed if s.speed is not None else seq.speed
        seq.damage = s.damage if s.damage is not None else seq.damage
        zone = None if s.zone == "" else s.zone or "null (so mid)"
        parts = [f"{k} {v}" for k, v in (("zone", zone), ("speed", s.speed), ("damage", s.damage)) if v is not None]
        return f"set {', '.join(parts)}"
    seq.speed, seq.damage = seq.damage, seq.speed
    return "speed and damage swapped"


def _modify(seq: Sequence, effect: m.Effect) -> str:
    if effect.grant is not None:
        seq.keywords = seq.keywords + (effect.grant,)
        return f"gains {effect.grant.text}"
    assert effect.modify is not None
    seq.speed += effect.modify.speed
    seq.damage += effect.modify.damage  # a penalty may take it below zero (G.3.1)
    return ", ".join(f"{v:+d} {k}" for k, v in (("speed", effect.modify.speed), ("damage", effect.modify.damage)) if v)
