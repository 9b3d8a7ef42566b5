"""Immediate effects of enhance abilities (J.3.1.1), executed after the ability is played.

Their steps belong to the phase the ability was played in: an Enhance Step, or the response
window of a response ability that carries the same kinds of effect (H.2.3).

Keyword abilities do what their I.3 text says (Stun, EX, Powerful, Multiple). Other enhances
carry their effect in the action: `modify` (a bonus or penalty, K.4.6, with K.4.7 limits),
`gain_vitality` (capped, K.3.1), `unblockable` (K.4.17), `deals_no_damage` (a rule effect,
J.3.5), `attack_to` (the attack leaves the card pool, so it is dropped, G.5.2). An effect does as much as it can (J.1.1).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from refbase.engines.common import DecisionNeeded, Pending, RuleViolation
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.control import commit_cards
from refbase.engines.ufs.glossary import apply_bonus, gain_vitality
from refbase.engines.ufs.layers import apply_layers
from refbase.engines.ufs.state import Place, Sequence, Table, new_sequence
from refbase.engines.ufs.vocabulary import AttackDestination, KeywordName, Phase, SequenceKind, SequenceState, Zone


def execute(table: Table, seq: Sequence, action: m.Enhance, keyword: m.Keyword | None = None,
            phase: Phase = Phase.ENHANCE) -> None:
    """Execute the enhance ability's effect; `keyword` is the instance whose ability was played.
    Its steps belong to `phase`, the one it was played in (costs and checks come between)."""
    table.phase = phase
    if action.keyword is not None:
        KEYWORD_EFFECTS[action.keyword](table, seq, action, keyword.rating or 0 if keyword else 0)
        return
    if action.modify is not None:
        _modify(table, seq, action.modify)
    if action.gain_vitality:
        gain(table, action.player, action.gain_vitality)
    if action.unblockable:
        seq.unblockable = True
        table.step(f"{seq.name} becomes unblockable.", R.IMMEDIATE_EFFECT + R.UNBLOCKABLE)
    if action.deals_no_damage:
        seq.no_damage = True
        table.step(f"A rule effect now applies: {seq.name} deals no damage in its Damage Step.",
                   R.IMMEDIATE_EFFECT + R.RULE_EFFECT)
    if action.attack_to is not None:
        drop_attack(table, seq, action.attack_to)


def _stun(table: Table, seq: Sequence, action: m.Enhance, x: int) -> None:
    """I.3.12.1: "Your opponent commits X foundations"; the opponent chooses which (K.2.3)."""
    defender = seq.defender
    ready = [cid for cid in table.staging_of(defender) if _ready_foundation(table, cid)]
    count = min(x, len(ready))
    chosen = tuple(ready) if count == len(ready) and action.choose is None else action.choose
    if chosen is None and _interchangeable(table, ready):
        chosen = tuple(ready[:count])
        table.step(f"Stun: {x}: {defender}'s ready foundations are identical, so which {count} are "
                   f"committed changes nothing: {', '.join(chosen)}.", R.STUN + R.PLAYER_CHOOSES_CARDS)
    if chosen is None:
        raise DecisionNeeded(Pending(
            f"{defender} chooses {x} of these ready foundations to commit for Stun: {x} "
            "(the enhance action's `choose`)", defender, tuple(ready), R.STUN + R.PLAYER_CHOOSES_CARDS))
    if len(chosen) != count or len(set(chosen)) != count or not set(chosen) <= set(ready):
        others = [cid for cid in chosen if cid not in ready]
        named = f": {', '.join(others)} {'is' if len(others) == 1 else 'are'} not among them" if others else ""
        raise RuleViolation(f"Stun: {x} commits {count} of {defender}'s ready foundations "
                            f"({', '.join(ready) or 'none'}){named}", R.STUN + R.PLAYER_CHOOSES_CARDS)
    names = ", ".join(table.name(c) for c in chosen) or "nothing"
    short = f" ({defender} has only {len(ready)} ready)" if len(ready) < x else ""
    attached = any(isinstance(c, m.StagingCard) and c.attached_to for c in map(table.cards.get, chosen))
    table.step(f"Stun: {x}: {defender} commits {names}{short}.", R.STUN + (R.DOES_AS_MUCH_AS_IT_CAN if short else ())
               + (R.EFFECTS_COMMIT_ATTACHED if attached else ()))
    commit_cards(table, chosen)


def _interchangeable(table: Table, ids: list[str]) -> bool:
    """Cards identical but for their id: choosing among them is no decision (K.2.3)."""
    faces = set()
    for cid in ids:
        card = table.cards[cid]
        if not isinstance(card, m.StagingCard):
            return False
        faces.add((card.type, card.name, card.keywords, card.attached_to, card.face_down))  # D.2.2.2
    return len(faces) == 1


def _ready_foundation(table: Table, cid: str) -> bool:
    card = table.cards[cid]
    # D.2.2.3.6: an effect that refers to foundations can commit attached ones too
    return isinstance(card, m.StagingCard) and card.is_foundation and table.places[cid].ready


def _ex(table: Table, seq: Sequence, action: m.Enhance, x: int) -> None:
    """I.3.6.1: +X speed for each momentum discarded."""
    seq.speed += x * action.pay.momentum
    table.step(f"EX: {x}: {seq.name} gets +{x * action.pay.momentum} speed (now {seq.speed}).",
               R.EX + R.ATTACK_VALUES_MODIFIABLE)


def _powerful(table: Table, seq: Sequence, action: m.Enhance, x: int) -> None:
    """I.3.9.1: +X damage for each momentum discarded."""
    seq.damage += x * action.pay.momentum
    table.step(f"Powerful: {x}: {seq.name} gets +{x * action.pay.momentum} damage "
               f"(now {seq.damage}).", R.POWERFUL + R.ATTACK_VALUES_MODIFIABLE)


def _multiple(table: Table, seq: Sequence, action: m.Enhance, x: int) -> None:
    """I.3.8.1: add X cards from the top of the discard pile to the card pool as copies.

    Copies have the original's printed values and a blank text box (I.3.8.2). They go on the
    attack stack rightmost first, so the leftmost copy's sequence comes first (F.2.3.5).
    """
    seat = table.seat(seq.attacker)
    count = min(action.pay.momentum, len(seat.discard))
    copies = []
    for n in range(1, count + 1):
        key, name = f"{seq.key}#copy{n}", f"{seq.name} (multiple copy {n})"
        cid = seat.discard.pop() or _name_counted_card(table, seq, key, name)
        table.move(cid, Zone.CARD_POOL)
        table.places[cid].note = f"face down in the card pool as a multiple copy of {seq.name}"
        seat.pool.append(cid)
        copy = new_sequence(seq.printed, seq.attacker, seq.defender, SequenceKind.MULTIPLE_COPY,
                            key=key, card_id=cid, blank=True)
        copy.name = name
        apply_layers(table, copy)
        copies.append(copy)
    table.attacks.extend(copies)
    table.stack.extend(reversed(copies))
    table.step(f"Multiple: {x}: {seq.attacker} adds {count} cards from the top of the discard "
               f"pile to the card pool face down as multiple copies of {seq.name} (printed values, no "
               "text) and adds them to the attack stack, leftmost on top.",
               R.MULTIPLE + R.MULTIPLE_COPY_VALUES + R.STACK_ORDER)


def _name_counted_card(table: Table, seq: Sequence, key: str, name: str) -> str:
    """A card the scenario only counted in the discard pile becomes a card with an id, the
    copy's key (`<attack>#copy<n>`), so `final.cards`, costs and `turn.momentum` can name it."""
    cid = key
    while cid in table.cards:  # a request card already has that id
        cid += "'"
    # it is the copy: the original's printed values, a blank text box (I.3.8.2)
    table.cards[cid] = dataclasses.replace(seq.printed, id=cid, name=name, keywords=(),
                                           unblockable=False, resources=None)
    table.places[cid] = Place(Zone.DISCARD, seq.attacker)
    return cid


KEYWORD_EFFECTS: dict[KeywordName, Callable[[Table, Sequence, m.Enhance, int], None]] = {
    KeywordName.STUN: _stun, KeywordName.EX: _ex, KeywordName.POWERFUL: _powerful, KeywordName.MULTIPLE: _multiple}


def _modify(table: Table, seq: Sequence, modify: m.Modify) -> None:
    """A bonus or penalty to the current attack (K.4.6), floored/capped by (minimum n)/(maximum n);
    none once the attack has resolved or was dropped (C.3.4)."""
    if seq.state in (SequenceState.RESOLVED, SequenceState.ABORTED):
        table.step(f"{seq.name} is no longer on the attack stack or in its attack sequence: its speed and "
                   "damage cannot be modified, and the effect changes nothing.", R.ATTACK_VALUES_MODIFIABLE)
        return
    changes = []
    for attr in ("speed", "damage", "difficulty"):
        change = getattr(modify, attr)
        if change:
            new = apply_bonus(getattr(seq, attr), change, modify)
            setattr(seq, attr, new)
            changes.append(f"{change:+d} {attr} (now {new})")
    limit = ("minimum", modify.minimum) if modify.minimum is not None else ("maximum", modify.maximum)
    limited = f", {limit[0]} {limit[1]}" if limit[1] is not None else ""
    table.step(f"{seq.name} gets {', '.join(changes)}{limited}.", R.IMMEDIATE_EFFECT + R.BONUS_PENALTY + R.ATTACK_VALUES_MODIFIABLE
               + (R.MINIMUM_MAXIMUM if limited else ()))


def gain(table: Table, pid: str, amount: int) -> None:
    seat = table.seat(pid)
    before = seat.vitality
    seat.vitality = gain_vitality(before, amount, seat.character.max_vitality)
    if seat.vitality == before:
        text = f"{pid} is already at maximum vitality: the instruction to gain vitality fails."
    else:
        text = f"{pid} gains {seat.vitality - before} vitality (now {seat.vitality})."
        if seat.vitality - before < amount:
            text += " Vitality cannot exceed the character's maximum."
    table.step(text, R.IMMEDIATE_EFFECT + R.VITALITY_CAP)  # in the phase of the ability that gave it


def drop_attack(table: Table, seq: Sequence, zone: AttackDestination) -> None:
    """The attack leaves the card pool during its sequence: it becomes a dropped attack (G.5.2)."""
    seat = table.seat(seq.attacker)
    if seq.card_id in seat.pool or None in seat.pool:
        seat.pool.remove(seq.card_id if seq.card_id in seat.pool else None)
    if seq.card_id is not None:
        if zone == AttackDestination.DISCARD:
            table.discard_card(seq.card_id)
        else:
            table.move(seq.card_id, Zone(zone))
    elif zone == AttackDestination.DISCARD:
        seat.discard.append(None)
    seq.dropped = True
    where = {AttackDestination.DISCARD: "the discard pile", AttackDestination.HAND: "its player's hand",
             AttackDestination.REMOVED: "the removed-from-game zone"}
    table.step(f"{seq.name} leaves the card pool for {where[zone]}: it is a dropped attack.",
               R.IMMEDIATE_EFFECT + R.DROPPED_ATTACK)
