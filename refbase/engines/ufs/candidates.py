"""Where a UFS attack sequence stands when the script runs out, and what could be appended.

The engine calls `Script.expect` with one of these makers at each point it looks for an
action (Enhance Step priority, the Block Step, the Breaker and Reversal windows). The
candidates are generated generously from the board; they are *not* checked here: the legality
query (`options.py`) keeps only those the engine's own `verify_*` checks accept.
"""

from __future__ import annotations

from typing import Any

from refbase.engines.common import Candidate, RuleRef, Standing
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.keywords import active
from refbase.engines.ufs.state import Sequence, Table
from refbase.engines.ufs.vocabulary import CardType, KeywordName, Phase, Zone

K = KeywordName
#: fields of an enhance whose details the scenario writer fills in (its effect and costs)
ENHANCE_OPEN = ("modify", "pay", "ability", "gain_vitality", "unblockable", "attack_to")


def _standing(table: Table, window: str, seq: Sequence, by: str, step: str, phase: Phase,
              candidates: list[Candidate], rules: tuple[RuleRef, ...]) -> Standing:
    return Standing(str(phase), f"{window} of {seq.name}", by, step, tuple(candidates), rules,
                    len(table.log.steps))


def enhance_standing(table: Table, seq: Sequence, pid: str) -> Standing:
    """G.1: the player with priority may pass or play an enhance ability (H.2.1.3 sources)."""
    cands = [Candidate({"do": "pass", "player": pid}, f"{pid} passes priority")]
    if pid == seq.attacker:
        cands += _keyword_candidates(table, seq, pid)
    for cid, place in table.places.items():
        if place.controller != pid:
            continue
        card = table.cards[cid]
        in_staging = place.zone == Zone.STAGING and place.ready
        action_in_hand = place.zone == Zone.HAND and isinstance(card, m.Card) and card.type == CardType.ACTION
        attack_in_pool = cid == seq.card_id and place.zone == Zone.CARD_POOL
        if in_staging or action_in_hand or attack_in_pool:
            cands.append(Candidate({"do": "enhance", "player": pid, "card": cid},
                                   f"{pid} plays an enhance ability of {table.name(cid)}", ENHANCE_OPEN))
    cands.append(Candidate({"do": "enhance", "player": pid}, f"{pid} plays another enhance ability",
                           ENHANCE_OPEN))
    return _standing(table, "Enhance Step priority", seq, pid, "enhance", Phase.ENHANCE, cands,
                     R.ENHANCE_PRIORITY + R.ENHANCE_OR_PASS)


def _keyword_candidates(table: Table, seq: Sequence, pid: str) -> list[Candidate]:
    out = []
    character = table.seat(pid).character.name
    for name in (K.STUN, K.EX, K.POWERFUL, K.MULTIPLE):
        kw = active(seq.keywords, name, character)
        if kw is None:
            continue
        action: dict[str, Any] = {"do": "enhance", "player": pid, "keyword": str(name)}
        if name == K.STUN:
            out.append(Candidate(action, f"{pid} plays the Stun ability of {seq.name}"))
            continue
        top = kw.rating if name == K.MULTIPLE and kw.rating is not None else 1
        for amount in range(1, max(1, top) + 1):
            paid = {**action, "pay": {"momentum": amount}}
            out.append(Candidate(paid, f"{pid} plays {name} on {seq.name}, discarding {amount} momentum"))
    return out


def block_standing(table: Table, seq: Sequence) -> Standing:
    """G.2.1: the defender blocks with a card from the hand, or does not."""
    by = seq.defender
    cands = [Candidate({"do": "no_block", "player": by}, f"{by} does not block {seq.name}")]
    for cid, place in table.places.items():
        card = table.cards[cid]
        if place.zone == Zone.HAND and place.controller == by and isinstance(card, m.Card):
            cands.append(Candidate({"do": "block", "player": by, "card": cid},
                                   f"{by} blocks {seq.name} with {card.name}"))
    return _standing(table, "Block Step", seq, by, "block", Phase.BLOCK, cands,
                     R.BLOCK_DECISION + R.BLOCK_CARD_FROM_HAND)


def breaker_standing(table: Table, seq: Sequence) -> Standing:
    """I.3.1.1: right after its card blocks, the defender may play that card's Breaker."""
    by, cands = seq.defender, []
    if seq.block_card is not None:
        cands.append(Candidate({"do": "respond", "player": by, "card": seq.block_card, "keyword": "Breaker"},
                               f"{by} plays Breaker from {table.name(seq.block_card)}"))
    return _standing(table, "Breaker window", seq, by, "response", Phase.RESPONSE, cands,
                     R.BREAKER + R.VALID_RESPONSE)


def reversal_standing(table: Table, seq: Sequence) -> Standing:
    """I.3.10: after a blocked attack resolves, the defender may play a Reversal from the hand."""
    by = seq.defender
    cands = [Candidate({"do": "respond", "player": by, "card": cid, "keyword": "Reversal"},
                       f"{by} plays the Reversal of {table.name(cid)} against {seq.name}")
             for cid in table.places if table.in_hand(by, cid) and active(_keywords(table, cid), K.REVERSAL,
                                                                           table.seat(by).character.name)]
    return _standing(table, "Reversal window", seq, by, "response", Phase.RESPONSE, cands,
                     R.REVERSAL + R.VALID_RESPONSE)


def _keywords(table: Table, cid: str) -> tuple[m.Keyword, ...]:
    card = table.cards[cid]
    return card.keywords if isinstance(card, m.Card) else ()
