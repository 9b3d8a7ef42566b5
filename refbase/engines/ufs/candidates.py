"""Where a UFS attack sequence stands when the script runs out, and what could be appended.

The engine calls `Script.expect` with one of these makers at each point it looks for an
action (Enhance Step priority, the Block Step, the response windows after an attack is blocked
and after it resolves). The
candidates are generated generously from the board; they are *not* checked here: the legality
query (`options.py`) keeps only those the engine's own `verify_*` checks accept.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from refbase.engines.common import Candidate, RuleRef, Standing
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.keywords import active
from refbase.engines.ufs.state import Sequence, Table
from refbase.engines.ufs.vocabulary import CardType, Event, KeywordName, Phase, SequenceState, Zone

K = KeywordName
#: fields of an enhance whose details the scenario writer fills in (its effect and costs)
ENHANCE_OPEN = ("modify", "pay", "ability", "gain_vitality", "unblockable", "attack_to", "deals_no_damage",
                "restrictions", "commit")
#: a card played with a control check: the commit decision is a detail, asked for when omitted (E.3.5.2)
CHECK_OPEN = ("commit",)


def _standing(table: Table, window: str, seq: Sequence, by: str, step: str, phase: Phase,
              candidates: list[Candidate], rules: tuple[RuleRef, ...]) -> Standing:
    return Standing(str(phase), f"{window} of {seq.name}", by, step, tuple(candidates), rules,
                    len(table.log.steps))


def enhance_standing(table: Table, seq: Sequence, pid: str, accepts: Callable[[str, dict[str, Any]], bool | None]) -> Standing:
    """G.1: the player with priority may pass or play an enhance ability (H.2.1.3 sources).

    `accepts(card, extra)` is the engine's own check of an ability on that card with no costs
    or effect yet (`enhance.template_check`) on the live state: True or False decides the
    template without a trial resolution; None (an action card, whose play makes a check)
    leaves it to the trial."""
    cands = [Candidate({"do": "pass", "player": pid}, f"{pid} passes priority")]
    if pid == seq.attacker:
        cands += _keyword_candidates(table, seq, pid)
    for cid, extra in _ability_sources(table, seq, pid):
        verdict = accepts(cid, extra)
        if verdict is not False:
            cands.append(Candidate({"do": "enhance", "player": pid, "card": cid, **extra},
                                   f"{pid} plays an enhance ability of {table.name(cid)}{_needs(extra)}", ENHANCE_OPEN,
                                   checked=bool(verdict)))
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
        for amount in range(1, _most_momentum(table, pid, name, kw) + 1):
            paid = {**action, "pay": {"momentum": amount}}
            out.append(Candidate(paid, f"{pid} plays {name} on {seq.name}, discarding {amount} momentum"))
    return out


def _most_momentum(table: Table, pid: str, name: K, kw: m.Keyword) -> int:
    """The most momentum a keyword's cost may discard: "1 or more" for EX and Powerful (I.3.6.1,
    I.3.9.1), up to the rating for Multiple (I.3.8.1); at most what the player has, and at
    least 1 (the engine's check says why a player with none cannot)."""
    have = table.seat(pid).momentum
    cap = kw.rating if name == K.MULTIPLE and kw.rating is not None else have
    return max(1, min(cap, have))


def block_standing(table: Table, seq: Sequence) -> Standing:
    """G.2.1: the defender blocks with a card from the hand, or does not."""
    by = seq.defender
    cands = [Candidate({"do": "no_block", "player": by}, f"{by} does not block {seq.name}")]
    for cid, place in table.places.items():
        card = table.cards[cid]
        if place.zone == Zone.HAND and place.controller == by and isinstance(card, m.Card):
            cands.append(Candidate({"do": "block", "player": by, "card": cid},
                                   f"{by} blocks {seq.name} with {card.name}", CHECK_OPEN))
    return _standing(table, "Block Step", seq, by, "block", Phase.BLOCK, cands,
                     R.BLOCK_DECISION + R.BLOCK_CARD_FROM_HAND)


#: fields of a response ability (other than Breaker/Reversal) the scenario writer fills in
RESPONSE_OPEN = ("modify", "gain_vitality", "deals_no_damage", "pay", "ability", "restrictions", "commit")


def response_standing(table: Table, seq: Sequence, event: Event, by: str,
                      accepts: Callable[[str, dict[str, Any]], bool | None]) -> Standing:
    """H.2.3.2.4: the player with priority in a response window may play a valid response or
    pass: the defender's Breaker (I.3.1.1) or Reversal (I.3.10), and any response ability whose
    condition names this event, from the sources of H.2.3.3 (widened by H.3.2.1.1, H.3.3.2).

    `accepts(card, extra)` is the engine's own check of a response ability with no costs or
    effect yet (`responses.template_check`), run here on the live state: the templates it
    accepts are offered as checked, the ones it refuses dropped, so neither costs a trial
    resolution; None (an action card, whose play makes checks) leaves it to the trial."""
    cands: list[Candidate] = []
    if by == seq.defender and event == Event.BLOCKED and seq.block_card is not None:
        cands.append(Candidate({"do": "respond", "player": by, "card": seq.block_card, "keyword": "Breaker"},
                               f"{by} plays Breaker from {table.name(seq.block_card)}"))
    if by == seq.defender and event == Event.RESOLVED:
        cands += [Candidate({"do": "respond", "player": by, "card": cid, "keyword": "Reversal"},
                            f"{by} plays the Reversal of {table.name(cid)} against {seq.name}", CHECK_OPEN)
                  for cid in table.places if table.in_hand(by, cid) and active(table.keywords_of(cid), K.REVERSAL,
                                                                               table.seat(by).character.name)]
    for cid, extra in _ability_sources(table, seq, by):
        verdict = accepts(cid, extra)
        if verdict is False:
            continue
        action = {"do": "respond", "player": by, "card": cid, "condition": str(event), **extra}
        cands.append(Candidate(action, f"{by} plays a response ability of {table.name(cid)} to {seq.name} "
                                       f"{'being blocked' if event == Event.BLOCKED else 'resolving'}{_needs(extra)}",
                               RESPONSE_OPEN,
                               checked=bool(verdict)))
    # Named for the event, not one keyword: Reversal needs a blocked attack (I.3.10.1), and
    # [Your attack] responses answer any attack resolving (H.2.3.2).
    # a pass is always the priority holder's to make (H.2.3.2.4.2); a trial says whether the
    # engine reads an appended one as this window's
    cands.append(Candidate({"do": "pass", "player": by}, f"{by} passes", rules=R.RESPOND_OR_PASS))
    window = f"Response window after the {'block' if event == Event.BLOCKED else 'resolution'}"
    return _standing(table, window, seq, by, "response", Phase.RESPONSE, cands,
                     R.RESPONSE_WINDOW + R.RESPONSE_PRIORITY + R.VALID_RESPONSE)


#: What an ability must say to be played from where the template finds it, for its label:
#: an opponent's card's ability is legal only if it says "Playable by either player".
_NEEDS = {"either_player": f" that says \"Playable by either player\" ({R.cite(R.EITHER_PLAYER)})",
          "while_committed": f" that says it is playable while committed ({R.cite(R.PLAYABLE_WHILE_COMMITTED)})",
          "zone": f" restricted to [{{zone}}] ({R.cite(R.ZONE_ALLOWS_ABILITY)})"}


def _needs(extra: dict[str, Any]) -> str:
    restrictions = extra.get("restrictions", {})
    zone = str(restrictions.get("zone", "")).replace("_", " ").title()
    return "".join(_NEEDS[key].replace("{zone}", zone) for key in restrictions if key in _NEEDS)


def _ability_sources(table: Table, seq: Sequence, pid: str) -> list[tuple[str, dict[str, Any]]]:
    """Cards that could hold a played ability of `pid` now (H.2.1.3, H.2.3.3), each with the
    restriction a candidate needs to be played from there: a bracketed zone for a card in the
    card pool (H.3.2.1.1), "playable while committed" for a committed card (H.3.3.2), "playable
    by either player" for the opponent's ready staging cards (H.3.3.3)."""
    out: list[tuple[str, dict[str, Any]]] = []
    for cid, place in table.places.items():
        card = table.cards[cid]
        blank = isinstance(card, m.StagingCard) and (card.attached_to is not None or card.face_down)
        if place.controller != pid:
            if place.zone == Zone.STAGING and place.ready and not blank:  # H.3.3.3
                out.append((cid, {"restrictions": {"either_player": True}}))
            continue
        if place.zone == Zone.STAGING and not blank:
            out.append((cid, {} if place.ready else {"restrictions": {"while_committed": True}}))
        elif place.zone == Zone.HAND and isinstance(card, m.Card) and card.type == CardType.ACTION:
            out.append((cid, {}))
        elif place.zone == Zone.HAND:  # any other card's ability says [Hand] (H.3.2.1.1)
            out.append((cid, {"restrictions": {"zone": "hand"}}))
        elif place.zone == Zone.CARD_POOL:
            attack = cid == seq.card_id and pid == seq.attacker and seq.state == SequenceState.IN_PROGRESS
            out.append((cid, {} if attack else {"restrictions": {"zone": "card_pool"}}))
    return out


