"""Paying the printed costs of a played ability (E.4.4) and checking first that they can be
paid (E.4.1.1), for every kind of ability: enhance, response and form.

Besides committing cards, discarding momentum and discarding cards from the hand, costs use
the shorthands of H.4.1: Destroy (add a card from the staging area to the discard pile,
J.5.1), Remove (to the removed-from-game zone, D.2.4) and Flip (turn a face-up staging card
face down, J.5.2). "Commit N foundations" may be paid with the starting character in place
of one foundation (H.4.3). The starting character is never destroyed, removed or flipped
(B.1.3); attached cards never pay costs (D.2.2.3.5); a card leaving the staging area takes
its attached cards to the discard pile (D.2.2.3.2). Costs are paid in a fixed order: commit,
foundations, flip, momentum, discard, destroy, remove.
"""

from __future__ import annotations

import dataclasses

from refbase.engines.common import RuleRef, RuleViolation
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.control import commit_cards
from refbase.engines.ufs.state import FACE_DOWN_NOTE, Sequence, Table
from refbase.engines.ufs.vocabulary import CardType, Phase, SequenceState, Zone


def verify_pay(table: Table, pid: str, pay: m.Pay, source: str | None) -> None:
    """E.4.1.1: raise RuleViolation unless every cost can be paid now (checks aside)."""
    seat = table.seat(pid)
    if pay.momentum > seat.momentum:
        raise RuleViolation(f"{pid} has {seat.momentum} momentum and cannot discard {pay.momentum}",
                            R.PLAY_MUST_PAY + R.MOMENTUM_ZONE)
    ids = [cid for _, cid in pay.cards]
    if len(set(ids)) != len(ids):
        raise RuleViolation("the same card is listed twice in the costs", R.PLAY_MUST_PAY)
    for cid in pay.commit:
        _verify_commit(table, pid, cid, source)
    for cid in pay.foundations:
        _verify_foundation(table, pid, cid)
    for name, cid in pay.cards:
        if name in SHORTHANDS:
            SHORTHANDS[name](table, pid, cid, source)


def _verify_commit(table: Table, pid: str, cid: str, source: str | None) -> None:
    place = table.places[cid]
    if place.zone != Zone.STAGING or place.controller != pid or not place.ready:
        raise RuleViolation(f"{table.name(cid)} is not a ready card in {pid}'s staging area to commit",
                            R.PLAY_MUST_PAY + R.COMMIT_ONLY_READY)
    if cid != source:
        _verify_unattached(table, cid)


def _verify_foundation(table: Table, pid: str, cid: str) -> None:
    place, card = table.places[cid], table.cards[cid]
    starting = isinstance(card, m.Character) and card.id == table.seat(pid).character.id
    foundation = isinstance(card, m.StagingCard) and card.is_foundation
    if place.zone != Zone.STAGING or place.controller != pid or not (starting or foundation):
        raise RuleViolation(f"{table.name(cid)} is not a foundation in {pid}'s staging area, nor {pid}'s starting "
                            "character in place of one", R.PLAY_MUST_PAY + R.CHARACTER_FOR_FOUNDATION + R.FACE_DOWN_FOUNDATIONS)
    _verify_unattached(table, cid)
    if not place.ready:
        raise RuleViolation(f"{table.name(cid)} is committed and cannot be committed again", R.PLAY_MUST_PAY + R.COMMIT_ONLY_READY)


def _verify_unattached(table: Table, cid: str) -> None:
    card = table.cards[cid]
    if isinstance(card, m.StagingCard) and card.attached_to is not None:
        raise RuleViolation(f"{table.name(cid)} is attached: attached cards cannot pay costs", R.ATTACHED_CARDS_RESTRICTED)


def _verify_staged(table: Table, pid: str, cid: str, act: str, rules: tuple[RuleRef, ...]) -> None:
    """The card is the player's own non-starting, unattached card in the staging area."""
    place, card = table.places[cid], table.cards[cid]
    if isinstance(card, m.Character):
        raise RuleViolation(f"a starting character can never be {act}", R.STARTING_CHARACTER_STAYS + rules)
    if place.zone != Zone.STAGING or place.controller != pid:
        raise RuleViolation(f"{table.name(cid)} is not in {pid}'s staging area, so it cannot be {act}",
                            R.PLAY_MUST_PAY + rules)
    _verify_unattached(table, cid)


def _verify_destroy(table: Table, pid: str, cid: str, source: str | None) -> None:
    _verify_staged(table, pid, cid, "destroyed", R.COST_DESTROY + R.DESTROY)


def _verify_flip(table: Table, pid: str, cid: str, source: str | None) -> None:
    _verify_staged(table, pid, cid, "flipped", R.COST_FLIP + R.FLIP)
    card = table.cards[cid]
    if isinstance(card, m.StagingCard) and card.face_down:
        raise RuleViolation(f"{table.name(cid)} is already face down: to flip is to turn a face up card face down",
                            R.PLAY_MUST_PAY + R.COST_FLIP + R.FLIP)


def _verify_remove(table: Table, pid: str, cid: str, source: str | None) -> None:
    place = table.places[cid]
    if place.zone == Zone.STAGING:
        _verify_staged(table, pid, cid, "removed from the game", R.COST_REMOVE + R.REMOVED_FROM_GAME)
        return
    held = place.zone in (Zone.HAND, Zone.CARD_POOL) and place.controller == pid
    if not held or (cid == source and _played_with_its_ability(table, cid)):
        raise RuleViolation(f"{table.name(cid)} is not a card {pid} has in the staging area, card pool or hand to "
                            "remove from the game", R.PLAY_MUST_PAY + R.COST_REMOVE + R.PLAYER_CONTROLS_CARDS)


def _verify_discard(table: Table, pid: str, cid: str, source: str | None) -> None:
    if not table.in_hand(pid, cid) or (cid == source and _played_with_its_ability(table, cid)):
        raise RuleViolation(f"{table.name(cid)} is not another card in {pid}'s hand to discard",
                            R.PLAY_MUST_PAY + R.DISCARD_MEANS_HAND)


def _played_with_its_ability(table: Table, cid: str) -> bool:
    """An action card in the hand is played with its ability: it is in the transitional zone,
    not the hand, when the costs are paid (E.4.2, E.4.4). Any other card using a [Hand]
    ability stays in the hand and may pay "Discard this card" or "Remove" (H.3.2.1.1)."""
    card = table.cards[cid]
    return table.places[cid].zone == Zone.HAND and isinstance(card, m.Card) and card.type == CardType.ACTION


SHORTHANDS = {"destroy": _verify_destroy, "flip": _verify_flip, "remove": _verify_remove, "discard": _verify_discard}


def pay_costs(table: Table, pid: str, pay: m.Pay, phase: Phase, seq: Sequence | None = None,
              source: str | None = None) -> None:
    """E.4.4: pay every cost; `seq` is the attack in its sequence (removing it drops it, G.5.2);
    `source` the card the ability is on ("Commit" alone means committing it, H.4.1.1)."""
    if pay.empty:
        return
    seat, parts = table.seat(pid), []
    rules: tuple[RuleRef, ...] = R.PLAY_PAY_COSTS
    if source is not None and any(source in ids for ids in (pay.commit, pay.destroy, pay.remove, pay.flip)):
        rules += R.COST_SHORTHANDS + (R.COST_COMMIT if source in pay.commit else ())
    if pay.commit or pay.foundations:
        commit_cards(table, pay.commit + pay.foundations)
        parts += [f"commits {_names(table, pay.commit)}"] if pay.commit else []
    if pay.foundations:
        parts.append(f"commits {_names(table, pay.foundations)} for the foundations the cost names")
        if any(isinstance(table.cards[c], m.Character) for c in pay.foundations):
            rules += R.CHARACTER_FOR_FOUNDATION
    for cid in pay.flip:
        _flip(table, cid)
    if pay.flip:
        parts.append(f"flips {_names(table, pay.flip)} face down")
        rules += R.COST_FLIP + R.FLIP + R.FACE_DOWN_FOUNDATIONS
    if pay.momentum:
        seat.momentum -= pay.momentum
        seat.discard.extend([None] * pay.momentum)
        parts.append(f"discards {pay.momentum} momentum")
        rules += R.MOMENTUM_ZONE
    for cid in pay.discard:
        table.discard_card(cid)
    parts += [f"discards {_names(table, pay.discard)} from the hand"] if pay.discard else []
    if pay.destroy:
        parts.append(f"destroys {_names(table, pay.destroy)}")
        rules += R.COST_DESTROY + R.DESTROY
    notes = [_leave_staging(table, cid, Zone.DISCARD) for cid in pay.destroy]
    if pay.remove:
        parts.append(f"removes {_names(table, pay.remove)} from the game")
        rules += R.COST_REMOVE + R.REMOVED_FROM_GAME
    notes += [_remove(table, cid, seq) for cid in pay.remove]
    notes = [n for n in notes if n]
    if any("attached" in n for n in notes):
        rules += R.ATTACHED_DISCARDED
    if any("dropped" in n for n in notes):
        rules += R.DROPPED_ATTACK
    if any("attack stack" in n for n in notes):
        rules += R.PENDING_ATTACK_LEAVES_POOL
    tail = "".join(f"; {n}" for n in notes)
    table.step(f"{pid} pays the cost: {' and '.join(parts)}{tail}.", rules, phase)


def _names(table: Table, ids: tuple[str, ...]) -> str:
    return ", ".join(table.name(c) for c in ids)


def _flip(table: Table, cid: str) -> None:
    card = table.cards[cid]
    assert isinstance(card, m.StagingCard)
    table.cards[cid] = dataclasses.replace(card, face_down=True)
    table.places[cid].note = FACE_DOWN_NOTE


def _leave_staging(table: Table, cid: str, zone: Zone) -> str:
    """Move a staging card out; the cards attached to it are discarded (D.2.2.3.2)."""
    attached = table.leave_staging(cid, zone)
    if not attached:
        return ""
    return f"{_names(table, tuple(attached))}, attached to {table.name(cid)}, goes to the discard pile"


def _remove(table: Table, cid: str, seq: Sequence | None) -> str:
    place = table.places[cid]
    if place.zone == Zone.STAGING:
        return _leave_staging(table, cid, Zone.REMOVED)
    if place.zone == Zone.CARD_POOL:
        table.seat(place.controller).pool.remove(cid)
    table.move(cid, Zone.REMOVED)
    if seq is not None and cid == seq.card_id and seq.state == SequenceState.IN_PROGRESS:
        seq.dropped = True
        return f"{seq.name} has left the card pool during its attack sequence: it is a dropped attack"
    pending = next((s for s in table.stack if s.card_id == cid), None)
    if pending is not None:
        table.stack.remove(pending)
        pending.state = SequenceState.ABORTED
        return f"{pending.name}, a pending attack, has left the card pool: it is removed from the attack stack"
    return ""
