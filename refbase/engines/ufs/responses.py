"""Response abilities the engine plays: Breaker (I.3.1.1) and Reversal (I.3.10).

Responses are optional (a response window may be opened, H.2.3.2.1), so a script that
does not play one simply passes. A `respond` action is valid only in the window of the game
event its condition names (H.2.3.2.4.2.1): Breaker right after its card blocks (the attack
becomes blocked at G.2.2), Reversal right after the blocked attack resolves (G.4).
"""

from __future__ import annotations

from refbase.engines.common import RuleViolation, Script
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.keywords import active, rating
from refbase.engines.ufs.playing import play_card
from refbase.engines.ufs.state import Sequence, Table, new_sequence
from refbase.engines.ufs.vocabulary import BlockResult, CardType, KeywordName, Phase, SequenceKind, SequenceState


def _next_respond(script: Script[m.Action], keyword: KeywordName) -> m.Respond | None:
    action = script.peek()
    if isinstance(action, m.Respond) and action.keyword == keyword:
        script.take()
        return action
    return None


def breaker_window(table: Table, seq: Sequence, script: Script[m.Action]) -> None:
    """After a card blocks: its player may play its Breaker ability from the card pool."""
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


def verify_reversal(table: Table, seq: Sequence, action: m.Respond) -> None:
    """I.3.10: the defender, after the blocked attack resolves, with a Reversal card in hand."""
    if action.player != seq.defender:
        raise RuleViolation(f"only {seq.defender} can reverse {seq.attacker}'s attack", R.REVERSAL + R.VALID_RESPONSE)
    if seq.block not in (BlockResult.COMPLETELY, BlockResult.PARTIALLY) or seq.state != SequenceState.RESOLVED:
        raise RuleViolation(f"{seq.name} was not blocked: Reversal responds to a blocked attack resolving",
                            R.REVERSAL + R.VALID_RESPONSE)
    if active(seq.keywords, KeywordName.SAFE, table.seat(seq.attacker).character.name):
        raise RuleViolation(f"{seq.name} has Safe: attacks cannot be played as a reversal to it", R.SAFE)
    if seq.reversal_attempted:
        raise RuleViolation(f"{action.player} already attempted a reversal to {seq.name}",
                            R.ONE_REVERSAL_PER_ATTACK)
    card = table.cards[action.card]
    if not table.in_hand(action.player, action.card) or not isinstance(card, m.Card):
        raise RuleViolation(f"{table.name(action.card)} is not in {action.player}'s hand; Reversal is played "
                            "from the hand", R.REVERSAL + R.ZONE_RESTRICTED_ABILITY)
    if active(card.keywords, KeywordName.REVERSAL, table.seat(action.player).character.name) is None:
        raise RuleViolation(f"{card.name} has no Reversal keyword", R.REVERSAL)
