"""Playing the attack (E.4 as a form) and running attack sequences (G) off the attack stack.

The scenario's attack is played as a form by the active player (F.2.1, F.2.2.1); if the
attempt fails the card is discarded (E.4.7.2) and the Combat Phase ends (F.2.2.1.1). A played
attack goes on the attack stack (F.2.3) and enters its sequence (F.2.3.3): Enhance Step (G.1),
Block Step (G.2), Damage Step (G.3), Attack Resolution (G.4). Multiple copies and reversals
join the stack and get their own sequences, most recently added first.
"""

from __future__ import annotations

import math

from refbase.engines.common import RuleRef, RuleViolation, Script
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.block import run_block_step
from refbase.engines.ufs.enhance import run_enhance_step
from refbase.engines.ufs.game_end import check_pause
from refbase.engines.ufs.keywords import active
from refbase.engines.ufs.layers import apply_layers
from refbase.engines.ufs.playing import play_card
from refbase.engines.ufs.responses import response_window
from refbase.engines.ufs.state import Sequence, Table, new_sequence
from refbase.engines.ufs.vocabulary import BlockResult, EffectTarget, Event, KeywordName, Phase, SequenceKind, SequenceState


def play_attack(table: Table, spec: m.AttackSpec) -> Sequence | None:
    """Play the scenario's attack card as a form; the new sequence, or None if the play failed."""
    if spec.player != table.active_player:
        raise RuleViolation(f"{spec.player} is not the active player: only the active player plays forms "
                            "in the Combat Phase", R.FORMS_ACTIVE_PLAYER + R.FORM_PLAY_CARD)
    card = spec.card
    defender = table.opponent(spec.player).id
    if not play_card(table, spec.player, card.id, what="as a form", commit=spec.commit):
        table.step(f"The attempt to play a card as a form failed: {spec.player}'s Combat Phase "
                   "ends and the game proceeds to the End Phase.", R.FAILED_FORM_ENDS_COMBAT, Phase.PLAY)
        return None
    seq = new_sequence(card, spec.player, defender, SequenceKind.ATTACK, key=card.id, card_id=card.id)
    apply_layers(table, seq)
    table.attacks.append(seq)
    table.stack.append(seq)
    no_zone = card.zone is None and not seq.zone_defined
    table.step(f"{card.name} goes on the attack stack: a {seq.zone} attack"
               f"{' (it has no attack zone, so it is mid)' if no_zone else ''}, speed {seq.speed}, "
               f"damage {seq.damage}.", R.ATTACK_STACK + R.ATTACK_ZONE + (R.NULL_ATTACK_ZONE if no_zone else ()),
               Phase.PLAY)
    return seq


def run_stack(table: Table, script: Script[m.Action]) -> None:
    """Enter an attack sequence for the most recently added pending attack until none is left."""
    while table.stack:
        seq = table.stack.pop()
        run_sequence(table, seq, script)


def run_sequence(table: Table, seq: Sequence, script: Script[m.Action]) -> None:
    """One attack sequence, G.1 to G.4, with the response windows the engine supports."""
    seq.state = SequenceState.IN_PROGRESS
    table.ran.append(seq)
    table.step(f"{seq.name} enters its attack sequence: {seq.attacker} is the attacker, "
               f"{seq.defender} the defender.", R.ENTER_ATTACK_SEQUENCE, Phase.SEQUENCE)
    if not run_enhance_step(table, seq, script):
        _abort(table, seq)
        return
    run_block_step(table, seq, script)
    if seq.block in (BlockResult.COMPLETELY, BlockResult.PARTIALLY):  # no window without the event (H.2.3.2.1)
        response_window(table, seq, script, Event.BLOCKED)
    if seq.dropped:
        seq.state = SequenceState.ABORTED
        table.step(f"{seq.name} was dropped: its attack sequence is aborted as it would move to the Damage Step, "
                   "and it deals no damage.", R.DROPPED_ATTACK + R.DROPPED_ABORT_AT_NEW_STEP, Phase.SEQUENCE)
        return
    damage_step(table, seq)
    seq.state = SequenceState.RESOLVED
    table.step(f"{seq.name} has resolved and its attack sequence ends; its current state "
               "returns to its base values.", R.ATTACK_RESOLUTION + R.STATE_REFRESH_ON_RESOLVE, Phase.RESOLUTION)
    response_window(table, seq, script, Event.RESOLVED)


def _abort(table: Table, seq: Sequence) -> None:
    """G.5.2.1.1: a dropped attack's sequence aborts when a player would next get priority.

    Only an enhance can drop the attack here, and one is always followed by a priority, so
    the other abort point (a new step, G.5.2.1.2) is never the first one reached.
    """
    seq.state = SequenceState.ABORTED
    table.step(f"{seq.name} was dropped: its attack sequence is aborted and it deals no damage.",
               R.DROPPED_ATTACK + R.DROPPED_ABORT_AT_PRIORITY, Phase.SEQUENCE)


def no_damage_source(table: Table, seq: Sequence) -> str | None:
    """What makes the attack deal no damage: an ability played on it, or a player's effect."""
    if seq.no_damage:
        return "a rule effect an ability created"
    owner = next((s.id for s in table.seats.values() for e in s.player.effects
                  if e.deals_no_damage and (e.target == EffectTarget.OWN) == (s.id == seq.attacker)), None)
    return None if owner is None else f"a continuous rule effect of {owner}'s"


def damage_amount(seq: Sequence, throw: bool) -> tuple[int, tuple[RuleRef, ...], str]:
    """G.3: none if completely blocked (Throw: half), half rounded up if partially, else full."""
    if seq.damage <= 0:
        return 0, R.NO_DAMAGE, f"at damage {seq.damage}"
    if seq.block == BlockResult.COMPLETELY:
        if throw:
            return math.ceil(seq.damage / 2), R.THROW + R.HALF_DAMAGE, "completely blocked, but it has Throw"
        return 0, R.NO_DAMAGE + R.COMPLETELY_BLOCKED, "completely blocked"
    if seq.block == BlockResult.PARTIALLY:
        return math.ceil(seq.damage / 2), R.HALF_DAMAGE, "partially blocked"
    return seq.damage, R.FULL_DAMAGE, "not blocked"


def damage_step(table: Table, seq: Sequence) -> None:
    """Deal the damage once; the defender loses that much vitality, then pause conditions (E.2.1).

    A rule effect "deals no damage" is handled before anything else (J.3.5.2) and, as a
    prohibition, prevails over any effect that would make the attack deal damage (K.1.2)."""
    source = no_damage_source(table, seq)
    if source is not None:
        table.step(f"Damage Step: {source} says {seq.name} deals no damage; the rule effect is handled first and "
                   "prevails, so it deals no damage (and has not dealt damage).",
                   R.DAMAGE_STEP + R.RULE_EFFECT + R.RULE_EFFECT_FIRST + R.PROHIBITIONS_PREVAIL + R.NO_DAMAGE,
                   Phase.DAMAGE)
        return
    throw = active(seq.keywords, KeywordName.THROW, table.seat(seq.attacker).character.name) is not None
    amount, rules, why = damage_amount(seq, throw)
    if amount <= 0:
        table.step(f"Damage Step: {seq.name} is {why} and deals no damage.", R.DAMAGE_STEP + rules, Phase.DAMAGE)
        return
    defender = table.seat(seq.defender)
    defender.vitality -= amount
    seq.dealt = amount
    half = f" (half of {seq.damage}, rounded up)" if amount != seq.damage else ""
    table.step(f"Damage Step: {seq.name} is {why} and deals {amount} damage{half}; "
               f"{defender.id} loses {amount} vitality ({defender.vitality} left).", R.DAMAGE_STEP + rules, Phase.DAMAGE)
    check_pause(table)
