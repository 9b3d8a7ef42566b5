"""The Block Step (G.2): deciding to block, the legal block zones, the block's check, block status.

A block card comes from the defender's hand with a block zone that fits the attack's zone
(G.2.1.3.1.1-3); its base difficulty is block modifier + attack speed (G.2.1.3.2), plus
progressive difficulty (E.4.6.2). A played block completely blocks when its zone equals the
attack's, partially otherwise (G.2.2.2-3); a failed or absent block leaves the attack not
blocked (G.2.2.1). An unblockable attack cannot be blocked at all (K.4.17).
"""

from __future__ import annotations

from typing import Any

from refbase.engines.common import DecisionNeeded, Pending, RuleRef, RuleViolation, Script
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.candidates import block_standing
from refbase.engines.ufs.glossary import block_status_if_unblockable
from refbase.engines.ufs.keywords import active, only_for
from refbase.engines.ufs.playing import play_card, verify_resources
from refbase.engines.ufs.state import Sequence, Table
from refbase.engines.ufs.vocabulary import AttackZone, BlockResult, CardType, KeywordName, Phase, Zone

#: attack zone -> (block zones that may block it, the rule saying so)
FITTING_ZONES: dict[AttackZone, tuple[tuple[AttackZone, ...], tuple[RuleRef, ...]]] = {
    AttackZone.LOW: ((AttackZone.LOW, AttackZone.MID), R.BLOCK_LOW),
    AttackZone.HIGH: ((AttackZone.HIGH, AttackZone.MID), R.BLOCK_HIGH),
    AttackZone.MID: ((AttackZone.HIGH, AttackZone.MID, AttackZone.LOW), R.BLOCK_MID),
}


def run_block_step(table: Table, seq: Sequence, script: Script[m.Action]) -> None:
    """G.2: take the defender's decision and set `seq.block`."""
    table.step(f"Block Step: {seq.defender} decides whether to block {seq.name}.", R.BLOCK_DECISION, Phase.BLOCK)
    script.expect(lambda: block_standing(table, seq))
    action = script.peek()
    if not table.stack and not table.forms_left:  # an enhance or pass here cannot be meant for a later attack
        _reject_enhance_after_step(table, seq, script)
    if seq.unblockable:
        _unblockable(table, seq, script)
        return
    legal = legal_blocks(table, seq)
    if not legal and not isinstance(action, (m.Block, m.NoBlock)):
        # G.2.1.1: no decision to make; an enhance or pass is left for the next attack's Enhance Step
        table.step(f"{seq.defender} has no card in hand that can block {seq.name}: it is not blocked.",
                   R.NO_BLOCK_WITHOUT_CARD + R.NOT_BLOCKED, Phase.BLOCK)
        return
    _reject_enhance_after_step(table, seq, script)
    if action is None:
        options: list[dict[str, Any]] = [{"do": "block", "player": seq.defender, "card": c} for c in legal]
        raise DecisionNeeded(Pending(f"{seq.defender} decides whether to block {seq.name}", seq.defender,
                                     tuple(options + [{"do": "no_block", "player": seq.defender}]),
                                     R.BLOCK_DECISION + R.BLOCK_CARD_FROM_HAND))
    script.take()
    if not isinstance(action, (m.Block, m.NoBlock)) or action.player != seq.defender:
        raise RuleViolation(f"the Block Step waits for {seq.defender}, the defender, to block or not",
                            R.BLOCK_DECISION)
    if isinstance(action, m.NoBlock):
        table.step(f"{seq.defender} does not attempt to block: {seq.name} is not blocked.",
                   R.NOT_ATTEMPTING_BLOCK + R.NOT_BLOCKED, Phase.BLOCK)
        return
    attempt_block(table, seq, action)


def _reject_enhance_after_step(table: Table, seq: Sequence, script: Script[m.Action]) -> None:
    if isinstance(script.peek(), (m.Enhance, m.Pass)):
        script.take()
        if active(seq.keywords, KeywordName.FLASH, table.seat(seq.attacker).character.name):
            raise RuleViolation(f"{seq.name} has Flash: it has no Enhance Step", R.FLASH)
        raise RuleViolation("the Enhance Step has ended: both players passed in succession", R.ENHANCE_STEP_ENDS)


def _unblockable(table: Table, seq: Sequence, script: Script[m.Action]) -> None:
    """K.4.17: nothing to decide; a `no_block` is accepted, an enhance or pass waits for a later attack."""
    action = script.peek()
    if isinstance(action, m.Block):
        script.take()
        raise RuleViolation(f"{seq.name} is unblockable: {seq.defender} may not attempt to block it",
                            R.UNBLOCKABLE)
    if isinstance(action, m.NoBlock) and action.player == seq.defender:
        script.take()
    seq.block = block_status_if_unblockable(seq.block, True)
    table.step(f"{seq.name} is unblockable: it is not blocked.", R.UNBLOCKABLE + R.NOT_BLOCKED, Phase.BLOCK)


def legal_blocks(table: Table, seq: Sequence) -> list[str]:
    """Cards in the defender's hand that meet G.2.1.3.1 for this attack."""
    legal = []
    for cid, place in table.places.items():
        if place.zone == Zone.HAND and place.controller == seq.defender:
            try:
                verify_block_card(table, seq, cid)
            except RuleViolation:
                continue
            legal.append(cid)
    return legal


def verify_block_card(table: Table, seq: Sequence, cid: str) -> None:
    """G.2.1.3.1: a card in the defender's hand, with a fitting block zone, that can be played."""
    card = table.cards[cid]
    if not table.in_hand(seq.defender, cid) or not isinstance(card, m.Card):
        raise RuleViolation(f"{table.name(cid)} is not in {seq.defender}'s hand", R.BLOCK_CARD_FROM_HAND)
    if card.block_zone is None:
        raise RuleViolation(f"{card.name} has no block zone, so it cannot block",
                            R.BLOCK_CARD_FROM_HAND + R.BLOCK_ZONE)
    zones, rules = FITTING_ZONES[seq.zone]
    if card.block_zone not in zones:
        raise RuleViolation(f"{card.name} blocks {card.block_zone}, which cannot block a {seq.zone} attack "
                            f"(a {seq.zone} attack is blocked {' or '.join(zones)})", rules + R.BLOCK_ZONE)
    named = only_for(card.keywords)
    if named is not None and not m.same_character(named, table.seat(seq.defender).character.name):
        raise RuleViolation(f"{card.name} can only be played when the starting character is {named}",
                            R.BLOCK_PLAYABLE + R.CHARACTER_ONLY)
    verify_resources(table, seq.defender, card, R.BLOCK_PLAYABLE)


def attempt_block(table: Table, seq: Sequence, action: m.Block) -> None:
    """G.2.1.3.2-3 and G.2.2: play the card as a block and set the block status."""
    verify_block_card(table, seq, action.card)
    card = table.cards[action.card]
    assert isinstance(card, m.Card) and card.block_modifier is not None
    if card.type == CardType.ATTACK:
        table.step(f"{card.name} is an attack card played as a block: it is played as a block, "
                   "not as an attack, and does not go on the attack stack.", R.BLOCK_IS_NOT_TYPE_PLAY, Phase.BLOCK)
    played = play_card(table, seq.defender, action.card, what=f"as a block against {seq.name}",
                       commit=action.commit, block_base=card.block_modifier + seq.speed,
                       announce=R.BLOCK_ATTEMPT)
    if not played:
        seq.block = BlockResult.NOT
        table.step(f"The block failed: {seq.name} is not blocked.", R.NOT_BLOCKED + R.BLOCK_STATUS, Phase.BLOCK)
        return
    seq.block_card = action.card
    if card.block_zone == seq.zone:
        seq.block = BlockResult.COMPLETELY
        table.step(f"{card.name} blocks {card.block_zone}, the same zone as the {seq.zone} attack: "
                   f"{seq.name} is completely blocked.", R.COMPLETELY_BLOCKED, Phase.BLOCK)
    else:
        seq.block = BlockResult.PARTIALLY
        table.step(f"{card.name} blocks {card.block_zone}, not the attack's zone {seq.zone}: "
                   f"{seq.name} is partially blocked.", R.PARTIALLY_BLOCKED, Phase.BLOCK)
