"""Response windows (H.2.3) and the response abilities played in them.

The engine opens a window when an attack becomes blocked (G.2.2) and when an attack resolves
(G.4). In a window the active player has priority first and players alternate (H.2.3.2.4.1);
each plays a valid response (H.2.3.2.4.2.1) or passes, and the window closes when both pass in
succession (H.2.3.2.4.3). Each response ability once per window (H.2.3.4).

Responses are optional, so the script's actions decide: a `respond` by the player without
priority means the player with priority passed; a player with no valid response passes
without a decision; a script that goes on to another action passes. A written `pass` by the
player with priority is the window's (see `_takes_pass`), so a script may write both passes
that close a window or leave them out. A script that stops where a player has a valid
response the engine knows (Breaker, Reversal) leaves that decision open (`pending`), and that
player's `pass` declines it.

Breaker (I.3.1.1) and Reversal (I.3.10) are keyword responses. Any other response ability is a
`respond` with a `condition` (`blocked` or `resolved`, the game event it answers), its `card`
(a ready staging card, an action card in hand, or the current attack, H.2.3.3) and an effect
(`modify`, `gain_vitality`, `deals_no_damage`) with costs (`pay`, checked first, E.4.1.1) and
restrictions (`restrictions`, H.3, checked as for enhances).
"""

from __future__ import annotations

from enum import StrEnum
from functools import partial
from typing import Any

from refbase.engines.common import DecisionNeeded, Pending, RuleViolation, Script
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.candidates import response_standing
from refbase.engines.ufs.costs import pay_costs, verify_pay
from refbase.engines.ufs.effects import execute
from refbase.engines.ufs.keywords import active, copies
from refbase.engines.ufs.layers import apply_layers
from refbase.engines.ufs.playing import ability_check_cost, play_card, verify_playable, verify_pool_card_ready
from refbase.engines.ufs.restrictions import AbilityKind, Use, count_use, log_restrictions, verify_restrictions
from refbase.engines.ufs.state import Sequence, Table, new_sequence
from refbase.engines.ufs.vocabulary import BlockResult, CardType, Event, KeywordName, Phase, SequenceKind, SequenceState, Zone


class PassMade(StrEnum):
    """How a pass in a response window was made: taken from the script, or without a decision."""

    WRITTEN = "written"
    UNWRITTEN = "unwritten"


#: which keyword response answers which event
KEYWORD_EVENTS = {KeywordName.BREAKER: Event.BLOCKED, KeywordName.REVERSAL: Event.RESOLVED}
EVENT_TEXT = {Event.BLOCKED: "{name} being blocked", Event.RESOLVED: "{name} resolving"}


def _event_of(action: m.Respond) -> Event | None:
    return KEYWORD_EVENTS[action.keyword] if action.keyword is not None else action.condition


def response_window(table: Table, seq: Sequence, script: Script[m.Action], event: Event) -> None:
    """Run one response window after `event` happened to `seq`."""
    priority, passes, played = table.active_player, 0, set[tuple[str, str]]()
    what = EVENT_TEXT[event].format(name=seq.name)
    #: how the last pass since the window opened (or since the last response) was made (None: no pass yet)
    last: PassMade | None = None
    written = False
    while passes < 2:
        script.expect(partial(response_standing, table, seq, event, priority,
                              partial(template_check, table, seq, event, priority, played)))
        action = script.peek()
        options = valid_responses(table, seq, event, priority, played)
        if isinstance(action, m.Respond) and _event_of(action) == event and action.player == priority:
            script.take()
            play_response(table, seq, action, event, played)
            passes, last, written = 0, None, True
        elif isinstance(action, m.Pass) and action.player == priority and _takes_pass(
                table, script, event, priority, last, declines=bool(options)):
            script.take()
            passes, last, written = passes + 1, PassMade.WRITTEN, True
            table.step(f"{priority} passes {'instead of responding' if options else 'in the response window'} "
                       f"to {what}.", R.RESPOND_OR_PASS, Phase.RESPONSE)
        elif action is None and options:
            raise DecisionNeeded(Pending(f"{priority} has priority in the response window after {what}: respond, "
                                         "or pass", priority, tuple(options + [{"do": "pass", "player": priority}]),
                                         R.RESPONSE_WINDOW + R.RESPONSE_PRIORITY + R.VALID_RESPONSE + R.RESPOND_OR_PASS))
        else:
            # the other player's response to this event follows, no valid response to play, or
            # the script goes on to what comes after the window: a pass without a decision
            passes, last = passes + 1, PassMade.UNWRITTEN
        priority = table.opponent(priority).id
    if written:
        table.step(f"Both players passed in succession: the response window after {what} closes.",
                   R.RESPONSE_WINDOW_CLOSES, Phase.RESPONSE)
    table.closed_window = (f"the response window after {what}", script.position)


def _takes_pass(table: Table, script: Script[m.Action], event: Event, priority: str, last: PassMade | None, *,
                declines: bool) -> bool:
    """Is the priority holder's written `pass` (next in the script) this window's?

    A pass is always legal (H.2.3.2.4.2), and passes alternate until two in succession close
    the window (H.2.3.2.4.3). A script may leave a window's passes out, so a written pass is
    the window's when: it follows a written pass (the succession that closes the window); it
    declines a valid response after an unwritten pass; or it is the first pass since the window
    opened or since the last response, unless it can open the next attack sequence (its player
    acts first there, G.1.1): it is then the window's only when the script stops at it, or shows
    the window going on (the opponent's response to this event follows) or closing before that
    sequence (the opponent's pass, then an Enhance Step action: enhance or pass)."""
    if last == PassMade.WRITTEN:
        return True
    if last == PassMade.UNWRITTEN:
        return declines
    if priority != _next_attacker(table):
        return True
    after, then = script.peek(1), script.peek(2)
    if after is None:  # the script stops at this pass: read it where the game stands, in the window
        return True
    if isinstance(after, m.Respond):
        return _event_of(after) == event and after.player != priority
    # the window's two passes, then the next sequence's Enhance Step (G.1.1)
    return isinstance(after, m.Pass) and after.player != priority and isinstance(then, (m.Enhance, m.Pass))


def template_check(table: Table, seq: Sequence, event: Event, pid: str, played: set[tuple[str, str]],
                   card: str, extra: dict[str, Any]) -> bool | None:
    """Would a response ability on `card` (no costs, no effect yet; `extra` its restrictions)
    pass the checks `play_response` makes in this window now? None for an action card in the
    hand: playing it makes checks of its own (E.4.1.2, E.4.7), which only a trial settles."""
    if (card, "") in played:
        return False
    held = table.cards[card]
    if table.places[card].zone == Zone.HAND and isinstance(held, m.Card) and held.type == CardType.ACTION:
        return None
    restrictions = m.Restrictions(**extra.get("restrictions", {}))
    try:
        _verify_conditional(table, seq, m.Respond(-1, pid, card, condition=event, restrictions=restrictions), event)
    except RuleViolation:
        return False
    return True


def _next_attacker(table: Table) -> str | None:
    """Who acts first in the next attack sequence (G.1.1): a pending attack's attacker, or the
    active player when attack forms of the turn are still to come."""
    if table.stack:
        return table.stack[-1].attacker
    return table.active_player if table.forms_left > 0 else None


def valid_responses(table: Table, seq: Sequence, event: Event, pid: str,
                    played: set[tuple[str, str]]) -> list[dict[str, Any]]:
    """The keyword responses `pid` could play in this window (the engine knows no other texts)."""
    if pid != seq.defender:
        return []
    if event == Event.BLOCKED:
        card = seq.block_card
        if card is None or _breakers_played(card, played) >= len(_breakers(table, pid, card)):
            return []
        return [{"do": "respond", "player": pid, "card": card, "keyword": "Breaker"}]
    return [{"do": "respond", "player": pid, "card": cid, "keyword": "Reversal"} for cid in reversal_cards(table, seq)]


def play_response(table: Table, seq: Sequence, action: m.Respond, event: Event,
                  played: set[tuple[str, str]]) -> None:
    """Check and play one response: Breaker, Reversal, or a response ability with a condition."""
    key = (action.card, action.keyword or action.ability or "")
    if action.keyword == KeywordName.BREAKER:
        _verify_breaker(table, seq, action)
        key = (action.card, f"Breaker#{_breakers_played(action.card, played)}")  # each instance (I.2.2)
    elif action.keyword == KeywordName.REVERSAL:
        verify_reversal(table, seq, action)
    else:
        _verify_conditional(table, seq, action, event)
    if key in played or (action.keyword == KeywordName.BREAKER
                         and _breakers_played(action.card, played) >= len(_breakers(table, action.player, action.card))):
        raise RuleViolation("each response ability may be played once per response window", R.RESPONSE_ONCE_PER_WINDOW)
    played.add(key)
    if action.keyword == KeywordName.BREAKER:
        _play_breaker(table, seq, action, _breakers_played(action.card, played) - 1)
    elif action.keyword == KeywordName.REVERSAL:
        seq.reversal_attempted = True
        _play_reversal(table, seq, action)
    else:
        _play_conditional(table, seq, action)


def _verify_breaker(table: Table, seq: Sequence, action: m.Respond) -> None:
    if seq.block_card is None or action.player != seq.defender or action.card != seq.block_card:
        raise RuleViolation("Breaker responds to its own card blocking: only the card that just blocked "
                            "can play it", R.BREAKER + R.VALID_RESPONSE)
    if not _has(table, action.player, action.card, KeywordName.BREAKER):
        raise RuleViolation(f"{table.name(action.card)} has no Breaker keyword", R.BREAKER)
    if table.places[action.card].zone != Zone.CARD_POOL:  # "R [Card Pool]: ..." (I.3.1.1)
        raise RuleViolation(f"{table.name(action.card)} has left the card pool: its Breaker ability can only be "
                            "played while the card is there", R.BREAKER + R.ZONE_RESTRICTED_ABILITY)


def _breakers(table: Table, pid: str, cid: str) -> list[m.Keyword]:
    """The card's Breaker keywords: each grants its own ability (I.2.1, I.2.2)."""
    card = table.cards.get(cid)
    keywords = card.keywords if isinstance(card, m.Card) else ()
    return copies(keywords, KeywordName.BREAKER, table.seat(pid).character.name)


def _breakers_played(cid: str, played: set[tuple[str, str]]) -> int:
    return sum(1 for card, name in played if card == cid and name.startswith("Breaker#"))


def _play_breaker(table: Table, seq: Sequence, action: m.Respond, instance: int) -> None:
    """The next unplayed Breaker of the card, in the order its keywords are written."""
    instances = _breakers(table, action.player, action.card)
    x = (instances[instance].rating if instance < len(instances) else None) or 0
    attacker = table.seat(seq.attacker)
    attacker.next_card_difficulty += x
    table.step(f"{action.player} plays Breaker: {x} from {table.name(action.card)} in the card "
               f"pool: the next card {attacker.id} attempts to play this turn gets +{x} difficulty.",
               R.BREAKER + R.ZONE_RESTRICTED_ABILITY, Phase.RESPONSE)


def _verify_conditional(table: Table, seq: Sequence, action: m.Respond, event: Event) -> None:
    """H.2.3.2.4.2.1, H.2.3.3: the condition names this event and the ability has a source; then
    its restrictions (H.3) and costs (E.4.1.1)."""
    if event == Event.BLOCKED and seq.block not in (BlockResult.COMPLETELY, BlockResult.PARTIALLY):
        raise RuleViolation(f"{seq.name} was not blocked: no response to it being blocked is valid",
                            R.VALID_RESPONSE)
    _verify_response_source(table, seq, action)
    verify_restrictions(table, _use(seq, action))
    verify_pay(table, action.player, action.pay, action.card)


def _use(seq: Sequence, action: m.Respond) -> Use:
    return Use(AbilityKind.RESPONSE, action.player, action.card, action.restrictions, (action.card, action.ability or ""),
               seq)


def _verify_response_source(table: Table, seq: Sequence, action: m.Respond) -> None:
    """H.2.3.3 sources; a bracketed zone (H.3.2.1.1), "playable while committed" (H.3.3.2) and
    "playable by either player" (H.3.3.3) widen them."""
    rs, pid = action.restrictions, action.player
    place, card = table.places[action.card], table.cards[action.card]
    mine = place.controller == pid or rs.either_player
    if rs.zone is not None:
        if place.zone != rs.zone or not mine:
            raise RuleViolation(f"the ability on {table.name(action.card)} can only be played while the card is in "
                                f"{pid}'s {rs.zone.replace('_', ' ')}", R.ZONE_RESTRICTED_ABILITY)
        verify_pool_card_ready(table, action.card, rs.while_committed)
        return
    blank = isinstance(card, m.StagingCard) and (card.attached_to is not None or card.face_down)
    on_attack = (action.card == seq.card_id and place.zone == Zone.CARD_POOL and seq.state == SequenceState.IN_PROGRESS
                 and (pid == seq.attacker or rs.either_player))
    in_staging = place.zone == Zone.STAGING and mine and (place.ready or rs.while_committed) and not blank
    in_hand = (place.zone == Zone.HAND and place.controller == pid and isinstance(card, m.Card)
               and card.type == CardType.ACTION)
    if not (on_attack or in_staging or in_hand):
        raise RuleViolation(f"{table.name(action.card)} is not a ready foundation, asset or starting character in "
                            f"{pid}'s staging area, an action card in the hand, or the current attack",
                            R.RESPONSE_SOURCES + R.COMMITTED_NO_ABILITIES)


def _play_conditional(table: Table, seq: Sequence, action: m.Respond) -> None:
    enhance = m.Enhance(action.index, action.player, None, action.modify, action.pay, action.card, action.ability,
                        gain_vitality=action.gain_vitality, deals_no_damage=action.deals_no_damage)
    place, card = table.places[action.card], table.cards[action.card]
    if place.zone == Zone.HAND and isinstance(card, m.Card) and card.type == CardType.ACTION:
        verify_playable(table, action.player, card)  # refused before it is said to be played (E.4.1)
    table.step(f"{action.player} has priority and plays the response ability on {table.name(action.card)}, whose "
               f"condition matches the event.",
               R.RESPONSE_PRIORITY + R.VALID_RESPONSE + R.PLAY_ANNOUNCE + R.RESPONSE_SOURCES, Phase.RESPONSE)
    use = _use(seq, action)
    log_restrictions(table, use, Phase.RESPONSE)

    def pay() -> None:
        pay_costs(table, action.player, action.pay, Phase.RESPONSE, seq, action.card)

    if place.zone == Zone.HAND and isinstance(card, m.Card) and card.type == CardType.ACTION:  # played with it (E.4)
        played = play_card(table, action.player, action.card, what="for its response ability", commit=action.commit,
                           pay_costs=pay, check_cost=action.pay.check, check_commit=action.pay.check_commit)
    else:
        pay()
        played = ability_check_cost(table, action.player, action.pay, action.commit, Phase.RESPONSE)
    if played:  # a failed attempt was not played (E.4.10.1)
        count_use(table, use)
        execute(table, seq, enhance, phase=Phase.RESPONSE)


def _play_reversal(table: Table, seq: Sequence, action: m.Respond) -> None:
    card = table.cards[action.card]
    assert isinstance(card, m.Card)
    verify_playable(table, action.player, card)  # refused before it is said to be played (E.4.1)
    table.step(f"{action.player} plays the Reversal ability of {card.name}: as its cost the card "
               "is added to the card pool, and it is then played as a reversal.",
               R.REVERSAL + R.ZONE_RESTRICTED_ABILITY + R.PLAY_PAY_COSTS, Phase.RESPONSE)
    played = play_card(table, action.player, action.card, what=f"as a reversal to {seq.name}",
                       commit=action.commit)
    if not played or card.type != CardType.ATTACK:
        return
    reversal = new_sequence(card, action.player, seq.attacker, SequenceKind.REVERSAL, key=card.id, card_id=card.id)
    apply_layers(table, reversal)
    table.attacks.append(reversal)
    table.stack.append(reversal)
    table.step(f"{card.name} goes on the attack stack as a reversal to {seq.name}.", R.ATTACK_STACK + R.REVERSAL, Phase.RESPONSE)


def _has(table: Table, pid: str, cid: str, keyword: KeywordName) -> bool:
    return active(table.keywords_of(cid), keyword, table.seat(pid).character.name) is not None


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
