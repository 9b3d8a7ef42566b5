"""Response abilities the engine plays: Breaker (I.3.1.1) and Reversal (I.3.10).

Responses are optional (a response window may be opened, H.2.3.2.1), so a script that goes
on to another action simply passes; a script that stops where the defender has a valid
response leaves that decision open (`pending`), and the defender's `pass` declines it.
A `respond` action is valid only in the window of the game
event its condition names (H.2.3.2.4.2.1): Breaker right after its card blocks (the attack
becomes blocked at G.2.2), Reversal right after the blocked attack resolves (G.4).
"""

from __future__ import annotations

from typing import Any

from refbase.engines.common import DecisionNeeded, Pending, RuleViolation, Script
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.keywords import active, rating
from refbase.engines.ufs.playing import play_card
from refbase.engines.ufs.state import Sequence, Table, new_sequence
from refbase.engines.ufs.vocabulary import BlockResult, CardType, KeywordName, Phase, SequenceKind, SequenceState, Zone


def _next_respond(script: Script[m.Action], keyword: KeywordName) -> m.Respond | None:
    action = script.peek()
    if isinstance(action, m.Respond) and action.keyword == keyword:
        script.take()
        return action
    return None


def _open_window(table: Table, seq: Sequence, script: Script[m.Action], event: str,
                 responses: list[dict[str, Any]]) -> None:
    """A window where the defender has a valid response: a script that stops here leaves the
    decision open (H.2.3.2.4.2), and the defender's `pass` closes the window (H.2.3.2.4.3).

    A pass that could be the first pass of the next attack's Enhance Step is left to it."""
    if not responses:
        return
    player = seq.defender
    action = script.peek()
    rules = R.RESPONSE_WINDOW + R.VALID_RESPONSE + R.RESPOND_OR_PASS
    if action is None:
        raise DecisionNeeded(Pending(f"{player} may respond to {event}, or pass", player,
                                     tuple(responses + [{"do": "pass", "player": player}]), rules))
    next_attacker = table.stack[-1].attacker if table.stack else None
    if isinstance(action, m.Pass) and action.player == player != next_attacker:
        script.take()
        table.step(f"{player} passes instead of responding to {event}: the response window closes.",
                   R.RESPOND_OR_PASS + R.RESPONSE_WINDOW_CLOSES, Phase.RESPONSE)


def breaker_window(table: Table, seq: Sequence, script: Script[m.Action]) -> None:
    """After a card blocks: its player may play its Breaker ability from the card pool."""
    if seq.block_card is not None and _has(table, seq.defender, seq.block_card, KeywordName.BREAKER):
        _open_window(table, seq, script, f"{table.name(seq.block_card)} blocking",
                     [{"do": "respond", "player": seq.defender, "card": seq.block_card, "keyword": "Breaker"}])
    action = _next_respond(script, KeywordName.BREAKER)
    if action is None:
        return
    if seq.block_card is None or action.player != seq.defender or action.card != seq.block_card:
        raise RuleViolation("Breaker responds to its own card blocking: only the card that just blocked "
                            "can play it", R.BREAKER + R.VALID_RESPONSE)
    card = table.cards[action.card]
    keywords = card.keywords if isinstance(card, m.Card) else ()
    x = rating(keywords, KeywordName.BREAKER, table.seat(action.player).character.name)
    if x is None:
        raise RuleViolation(f"{table.name(action.card)} has no Breaker keyword", R.BREAKER)
    attacker = table.seat(seq.attacker)
    attacker.next_card_difficulty += x
    table.step(f"{action.player} plays Breaker: {x} from {table.name(action.card)} in the card "
               f"pool: the next card {attacker.id} attempts to play this turn gets +{x} difficulty.",
               R.BREAKER + R.ZONE_RESTRICTED_ABILITY, Phase.RESPONSE)
    if _next_respond(script, KeywordName.BREAKER) is not None:
        raise RuleViolation("each response ability may be played once per response window",
                            R.RESPONSE_ONCE_PER_WINDOW)


def reversal_window(table: Table, seq: Sequence, script: Script[m.Action]) -> None:
    """After an opponent's blocked attack resolves: play a Reversal card from the hand.

    A second Reversal in the same window is checked too: it breaks I.3.10.2.1.
    """
    _open_window(table, seq, script, f"{seq.name} resolving", [
        {"do": "respond", "player": seq.defender, "card": cid, "keyword": "Reversal"} for cid in reversal_cards(table, seq)])
    while (action := _next_respond(script, KeywordName.REVERSAL)) is not None:
        verify_reversal(table, seq, action)
        seq.reversal_attempted = True
        _play_reversal(table, seq, action)


def _play_reversal(table: Table, seq: Sequence, action: m.Respond) -> None:
    card = table.cards[action.card]
    assert isinstance(card, m.Card)
    table.step(f"{action.player} plays the Reversal ability of {card.name}: as its cost the card "
               "is added to the card pool, and it is then played as a reversal.",
               R.REVERSAL + R.ZONE_RESTRICTED_ABILITY + R.PLAY_PAY_COSTS, Phase.RESPONSE)
    played = play_card(table, action.player, action.card, what=f"as a reversal to {seq.name}",
                       commit=action.commit)
    if not played or card.type != CardType.ATTACK:
        return
    reversal = new_sequence(card, action.player, seq.attacker, SequenceKind.REVERSAL, key=card.id, card_id=card.id)
    table.attacks.append(reversal)
    table.stack.append(reversal)
    table.step(f"{card.name} goes on the attack stack as a reversal to {seq.name}.", R.ATTACK_STACK + R.REVERSAL, Phase.RESPONSE)


def _has(table: Table, pid: str, cid: str, keyword: KeywordName) -> bool:
    card = table.cards[cid]
    return isinstance(card, m.Card) and active(card.keywords, keyword, table.seat(pid).character.name) is not None


def reversal_cards(table: Table, seq: Sequence) -> list[str]:
    """The defender's cards in hand that `verify_reversal` accepts now."""
    found = []
    for cid, place in table.places.items():
        if place.zone != Zone.HAND or place.controller != seq.defender:
            continue
        try:
            verify_reversal(table, seq, m.Respond(-1, seq.defender, cid, KeywordName.REVERSAL))
        except RuleViolation:
            continue
        found.append(cid)
    return found


def verify_reversal(table: Table, seq: Sequence, action: m.Respond) -> None:
    """I.3.10: the defender, after the blocked attack resolves, with a Reversal card in hand."""
    if action.player != seq.defender:
        raise RuleViolation(f"only {seq.defender} can reverse {seq.attacker}'s attack", R.REVERSAL + R.VALID_RESPONSE)
    if seq.block not in (BlockResult.COMPLETELY, BlockResult.PARTIALLY) or seq.state != SequenceState.RESOLVED:
        raise RuleViolation(f"{seq.name} was not blocked: Reversal responds to a blocked attack resolving",
                            R.REVERSAL + R.VALID_RESPONSE)
    if seq.reversal_attempted:
        raise RuleViolation(f"{action.player} already attempted a reversal to {seq.name}",
                            R.ONE_REVERSAL_PER_ATTACK)
    card = table.cards[action.card]
    if not table.in_hand(action.player, action.card) or not isinstance(card, m.Card):
        raise RuleViolation(f"{table.name(action.card)} is not in {action.player}'s hand; Reversal is played "
                            "from the hand", R.REVERSAL + R.ZONE_RESTRICTED_ABILITY)
    if active(card.keywords, KeywordName.REVERSAL, table.seat(action.player).character.name) is None:
        raise RuleViolation(f"{card.name} has no Reversal keyword", R.REVERSAL)
    safe = active(seq.keywords, KeywordName.SAFE, table.seat(seq.attacker).character.name)
    if safe and card.type == CardType.ATTACK:
        raise RuleViolation(f"{seq.name} has Safe: attacks cannot be played as a reversal to it", R.SAFE)
