"""The Enhance Step (G.1) and playing enhance abilities (H.2.1).

Priority starts with the attacker and alternates; the step ends when both players pass in
succession (G.1.3). An enhance ability comes from a ready foundation, asset or starting
character in the staging area, an action card in the hand, or the current attack (H.2.1.3);
committed cards' abilities cannot be played (H.5.1); each ability once per step (H.2.1.4).
An ability is identified by its `card` and `ability` label (or the attack's keyword); an
enhance without `card` is an ability the scenario does not locate, and is not limited.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import partial
from typing import Any

from refbase.engines.common import DecisionNeeded, Pending, RuleRef, RuleViolation, Script
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.candidates import enhance_standing
from refbase.engines.ufs.costs import pay_costs, verify_pay
from refbase.engines.ufs.effects import execute
from refbase.engines.ufs.keywords import ENHANCE_KEYWORDS, active, copies
from refbase.engines.ufs.playing import ability_check_cost, play_card, verify_pool_card_ready
from refbase.engines.ufs.restrictions import AbilityKind, Use, count_use, log_restrictions, verify_restrictions
from refbase.engines.ufs.state import Sequence, Table, window_closed_before
from refbase.engines.ufs.vocabulary import CardType, KeywordName, Phase, SequenceKind, Zone

K = KeywordName
KEYWORD_RULES: dict[KeywordName, tuple[RuleRef, ...]] = {
    K.BREAKER: R.BREAKER, K.DEADLOCK: R.DEADLOCK, K.DESPERATION: R.DESPERATION, K.EX: R.EX,
    K.FLASH: R.FLASH, K.MULTIPLE: R.MULTIPLE, K.POWERFUL: R.POWERFUL, K.REVERSAL: R.REVERSAL,
    K.SAFE: R.SAFE, K.STUN: R.STUN, K.TERRAIN: R.TERRAIN, K.THROW: R.THROW, K.UNIQUE: R.UNIQUE,
    K.COMBO: R.KEYWORD_ABILITIES,
}


class SourceKind(StrEnum):
    """Where an enhance ability is (H.2.1.3): on the attack as a keyword or text, in the
    staging area, on an action card in the hand, or not located by the scenario."""

    KEYWORD = "keyword"
    ATTACK = "attack"
    STAGING = "staging"
    HAND = "hand"
    ZONE = "zone"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Source:
    """Where an enhance ability is, the card holding it, and its key for H.2.1.4."""

    kind: SourceKind
    card: str | None
    key: tuple[str, str] | None
    #: for a keyword ability, the instance of the keyword that grants it
    keyword: m.Keyword | None = None


def run_enhance_step(table: Table, seq: Sequence, script: Script[m.Action]) -> bool:
    """Run the Enhance Step; False when a dropped attack aborts the sequence (G.5.2.1.1)."""
    if active(seq.keywords, K.FLASH, table.seat(seq.attacker).character.name):
        table.step(f"{seq.name} has Flash: its Enhance Step is skipped.", R.FLASH, Phase.ENHANCE)
        return True
    table.step(f"Enhance Step of {seq.name}: {seq.attacker} has priority first.", R.ENHANCE_PRIORITY, Phase.ENHANCE)
    seq.used.clear()
    seq.played_by.clear()
    priority, passes = seq.attacker, 0
    while passes < 2:
        if seq.dropped:
            return False
        action = _next_priority_action(table, seq, script, priority)
        if isinstance(action, m.Pass):
            passes += 1
            table.step(f"{priority} passes.", R.ENHANCE_OR_PASS, Phase.ENHANCE)
        else:
            passes = 0
            play_enhance(table, seq, action)
        priority = table.opponent(priority).id
    table.step("Both players passed in succession: the Enhance Step ends.", R.ENHANCE_STEP_ENDS, Phase.ENHANCE)
    return True


def _next_priority_action(table: Table, seq: Sequence, script: Script[m.Action],
                          priority: str) -> m.Enhance | m.Pass:
    script.expect(partial(enhance_standing, table, seq, priority, partial(template_check, table, seq, priority)))
    action = script.peek()
    if action is None:
        raise DecisionNeeded(Pending(f"{priority} has priority in the Enhance Step of {seq.name}: "
                                     "play an enhance ability or pass", priority,
                                     tuple(enhance_options(table, seq, priority)),
                                     R.ENHANCE_PRIORITY + R.ENHANCE_OR_PASS))
    script.take()
    closed = window_closed_before(table, script.current)
    if not isinstance(action, (m.Enhance, m.Pass)):
        raise RuleViolation(f"the Enhance Step of {seq.name} lasts until both players pass in succession; "
                            f"{priority} has priority and must enhance or pass{closed}",
                            R.ENHANCE_OR_PASS + R.ENHANCE_STEP_ENDS + (R.RESPONSE_WINDOW_CLOSES if closed else ()))
    if action.player != priority:
        raise RuleViolation(f"{priority} has priority in the Enhance Step of {seq.name}, not {action.player}{closed}",
                            R.ENHANCE_PRIORITY + (R.RESPONSE_WINDOW_CLOSES if closed else ()))
    return action


def template_check(table: Table, seq: Sequence, pid: str, card: str, extra: dict[str, Any]) -> bool | None:
    """Would an ability on `card` (no costs, no effect yet; `extra` its restrictions) pass the
    checks `play_enhance` makes before playing it? None for an action card in the hand: playing
    it makes checks of its own (E.4.1.2, E.4.7), which only a trial settles."""
    action = m.Enhance(-1, pid, card=card, restrictions=m.Restrictions(**extra.get("restrictions", {})))
    try:
        source = find_source(table, seq, action)
        if source.kind == SourceKind.HAND:
            return None
        if source.key is not None and source.key in seq.used:
            return False
        verify_restrictions(table, Use(AbilityKind.ENHANCE, pid, source.card, action.restrictions, source.key, seq,
                                       earlier=pid in seq.played_by))
        verify_costs(table, seq, action, source)
    except RuleViolation:
        return False
    return True


def enhance_options(table: Table, seq: Sequence, pid: str) -> list[dict[str, Any]]:
    """Actions the player with priority can append: pass, the attack's keyword enhances, any enhance."""
    options: list[dict[str, Any]] = [{"do": "pass", "player": pid}]
    if pid == seq.attacker:
        momentum = table.seat(pid).momentum
        for name in ENHANCE_KEYWORDS:
            instances = copies(seq.keywords, name, table.seat(pid).character.name)
            unused = any(keyword_key(name, n) not in seq.used for n in range(len(instances)))
            if unused and name == K.STUN:
                options.append({"do": "enhance", "player": pid, "keyword": name})
            elif unused and momentum >= 1:  # 1 or more momentum (I.3.6.1, I.3.9.1); up to the rating (I.3.8.1)
                cap = min(momentum, instances[0].rating or 1) if name == K.MULTIPLE else momentum
                options += [{"do": "enhance", "player": pid, "keyword": name, "pay": {"momentum": n}}
                            for n in range(1, cap + 1)]
    options.append({"do": "enhance", "player": pid})
    return options


def play_enhance(table: Table, seq: Sequence, action: m.Enhance) -> None:
    """Play one enhance ability: find its source, check costs, pay, make checks, execute (E.4)."""
    source = find_source(table, seq, action)
    if source.key is not None and source.key in seq.used:
        raise RuleViolation("that enhance ability was already played (or attempted) this Enhance Step",
                            R.ENHANCE_ONCE_PER_STEP + R.FAILED_ENHANCE_NOT_AGAIN)
    use = Use(AbilityKind.ENHANCE, action.player, source.card, action.restrictions, source.key, seq,
              earlier=action.player in seq.played_by)
    verify_restrictions(table, use)
    verify_costs(table, seq, action, source)
    log_restrictions(table, use, Phase.ENHANCE)
    if source.key is not None:  # attempted: not again this Enhance Step, played or not (H.2.1.4.1)
        seq.used.add(source.key)
    if source.kind == SourceKind.HAND:
        assert source.card is not None
        played = play_card(table, action.player, source.card, what="for its enhance ability",
                           commit=action.commit, pay_costs=lambda: pay(table, action, seq),
                           check_cost=action.pay.check, check_commit=action.pay.check_commit)
    else:
        played = _play_ability(table, seq, action, source)
    if played:  # a failed attempt was not played (E.4.10.1): no use of [Once per turn], no First E spent
        count_use(table, use)
        seq.played_by.add(action.player)
        execute(table, seq, action, source.keyword)


def _play_ability(table: Table, seq: Sequence, action: m.Enhance, source: Source) -> bool:
    """An ability not on a card being played: costs (E.4.4), then any (+n) check cost (E.4.8)."""
    where = f" on {table.name(source.card)}" if source.card else ""
    what = f"{action.keyword} " if action.keyword else ""
    table.step(f"{action.player} plays the {what}enhance ability{where}.", R.PLAY_ANNOUNCE + R.ENHANCE_SOURCES, Phase.ENHANCE)
    pay(table, action, seq)
    return ability_check_cost(table, action.player, action.pay, action.commit, Phase.ENHANCE,
                              R.FAILED_ENHANCE_NOT_AGAIN, " and cannot be attempted again this Enhance Step")


def find_source(table: Table, seq: Sequence, action: m.Enhance) -> Source:
    """Locate the ability (H.2.1.3) and check its card may use it now (H.5.1, H.3.3.3)."""
    pid = action.player
    if action.keyword is not None:
        return _keyword_source(table, seq, action)
    if action.card is None:
        return _unknown_source(table, seq, action)
    cid, place = action.card, table.places[action.card]
    key = (cid, action.ability or "")
    rs = action.restrictions
    mine = place.controller == pid or rs.either_player
    if rs.zone is not None:
        return _zone_source(table, action, key, mine)
    if cid == seq.card_id and place.zone == Zone.CARD_POOL:
        if pid != seq.attacker and not rs.either_player:
            raise RuleViolation(f"abilities on {seq.name} are played by {seq.attacker}", R.PLAYER_CONTROLS_CARDS)
        return Source(SourceKind.ATTACK, cid, key)
    if mine and place.zone == Zone.STAGING:
        _verify_staging_source(table, cid, rs.while_committed)
        return Source(SourceKind.STAGING, cid, key)
    card = table.cards[cid]
    if place.controller == pid and place.zone == Zone.HAND and isinstance(card, m.Card) and card.type == CardType.ACTION:
        return Source(SourceKind.HAND, cid, key)
    raise RuleViolation(f"{table.name(cid)} is not a ready foundation, asset or starting character in "
                        f"{pid}'s staging area, an action card in {pid}'s hand, or the current attack",
                        R.ENHANCE_SOURCES)


def _zone_source(table: Table, action: m.Enhance, key: tuple[str, str], mine: bool) -> Source:
    """H.3.2.1: a bracketed zone: the ability is played while its card is there, even from a zone
    that could not otherwise hold an enhance ability (H.3.2.1.1)."""
    assert action.card is not None and action.restrictions.zone is not None
    place, zone = table.places[action.card], action.restrictions.zone
    if place.zone != zone or not mine:
        raise RuleViolation(f"the ability on {table.name(action.card)} can only be played while the card is in "
                            f"{action.player}'s {zone.replace('_', ' ')}", R.ZONE_RESTRICTED_ABILITY)
    if zone == Zone.STAGING:
        _verify_staging_source(table, action.card, action.restrictions.while_committed)
    verify_pool_card_ready(table, action.card, action.restrictions.while_committed)
    card = table.cards[action.card]
    if zone == Zone.HAND and isinstance(card, m.Card) and card.type == CardType.ACTION:
        return Source(SourceKind.HAND, action.card, key)  # an action card is played with its ability (E.4)
    return Source(SourceKind.ZONE, action.card, key)


def _unknown_source(table: Table, seq: Sequence, action: m.Enhance) -> Source:
    """An ability the scenario does not locate: it must have somewhere to be (H.2.1.3, H.5.1),
    and the same effect from the same player counts as the same ability (H.2.1.4)."""
    pid = action.player
    places = [cid for cid, p in table.places.items() if p.controller == pid and _could_hold(table, cid)]
    if pid != seq.attacker and not places:
        raise RuleViolation(f"{pid} has no ready foundation, asset or starting character in the staging area and "
                            "no action card in hand: no enhance ability can be played",
                            R.ENHANCE_SOURCES + R.COMMITTED_NO_ABILITIES)
    effect = (action.modify, action.gain_vitality, action.unblockable, action.attack_to, action.pay, action.ability)
    return Source(SourceKind.UNKNOWN, None, ("unlocated", f"{pid}:{effect!r}"))


def _could_hold(table: Table, cid: str) -> bool:
    place, card = table.places[cid], table.cards[cid]
    if place.zone == Zone.HAND:
        return isinstance(card, m.Card) and card.type == CardType.ACTION
    plain = not (isinstance(card, m.StagingCard) and (card.attached_to is not None or card.face_down))
    return place.zone == Zone.STAGING and place.ready and plain


def _keyword_source(table: Table, seq: Sequence, action: m.Enhance) -> Source:
    name = action.keyword
    assert name is not None
    if name not in ENHANCE_KEYWORDS:
        raise RuleViolation(f"the {name} keyword does not grant an enhance ability", KEYWORD_RULES[name])
    if action.card is not None and action.card != seq.card_id:
        raise RuleViolation(f"a keyword enhance is played from the current attack, {seq.name}", R.ENHANCE_SOURCES)
    if action.player != seq.attacker:
        raise RuleViolation(f"{name} on {seq.name} is {seq.attacker}'s ability", R.PLAYER_CONTROLS_CARDS)
    instances = copies(seq.keywords, name, table.seat(seq.attacker).character.name)
    if not instances:
        rules = KEYWORD_RULES[name] + (R.MULTIPLE_COPY_VALUES if seq.kind == SequenceKind.MULTIPLE_COPY else ())
        raise RuleViolation(f"{seq.name} has no {name} keyword", rules + R.CHARACTER_KEYWORD)
    keys = [keyword_key(name, n) for n in range(len(instances))]
    n = next((i for i, key in enumerate(keys) if key not in seq.used), 0)
    return Source(SourceKind.KEYWORD, seq.card_id, keys[n], instances[n])


def keyword_key(name: KeywordName, n: int) -> tuple[str, str]:
    """The H.2.1.4 key of the n-th instance of a keyword on the attack (each is its own ability)."""
    return ("keyword", name if n == 0 else f"{name}#{n + 1}")


def _verify_staging_source(table: Table, cid: str, while_committed: bool = False) -> None:
    card = table.cards[cid]
    if isinstance(card, m.StagingCard) and card.face_down:
        raise RuleViolation(f"{card.label} is face down: a foundation with no other values, so no abilities",
                            R.FACE_DOWN_FOUNDATIONS + R.FACE_DOWN_PRIVATE)
    if isinstance(card, m.StagingCard) and card.attached_to is not None:
        raise RuleViolation(f"abilities on the attached card {card.label} cannot be played",
                            R.ATTACHED_CARDS_RESTRICTED)
    if not table.places[cid].ready and not while_committed:
        raise RuleViolation(f"{table.name(cid)} is committed: its abilities cannot be played",
                            R.COMMITTED_NO_ABILITIES + R.COMMITTED_STATE)


def verify_costs(table: Table, seq: Sequence, action: m.Enhance, source: Source) -> None:
    """E.4.1.1: no attempt without being able to pay; keyword abilities have fixed costs."""
    if source.kind == SourceKind.KEYWORD:
        _verify_keyword_cost(action, source)
    if action.commit and source.kind != SourceKind.HAND and action.pay.check is None:
        raise RuleViolation("this enhance makes no control check, so there is nothing to commit cards for",
                            R.CHECK_DECIDE_COMMIT)
    if action.pay.check_commit is not None and action.pay.check is None:
        raise RuleViolation("this enhance has no (+n) check cost, so there is nothing to commit cards for",
                            R.CHECK_COST + R.CHECK_DECIDE_COMMIT)
    verify_pay(table, action.player, action.pay, source.card)


def _verify_keyword_cost(action: m.Enhance, source: Source) -> None:
    name, pay_ = action.keyword, action.pay
    assert name is not None
    if pay_.cards or pay_.check is not None:
        raise RuleViolation(f"the {name} ability's only cost is printed in its text", KEYWORD_RULES[name])
    if name == K.STUN and pay_.momentum:
        raise RuleViolation("Stun's enhance ability has no cost", R.STUN)
    if name in (K.EX, K.POWERFUL) and pay_.momentum < 1:
        raise RuleViolation(f"{name} costs discarding 1 or more momentum (pay.momentum)", KEYWORD_RULES[name])
    if name == K.MULTIPLE:
        top = source.keyword
        limit = top.rating if top is not None and top.rating is not None else 0
        if not 1 <= pay_.momentum <= limit:
            raise RuleViolation(f"Multiple: {limit} costs discarding X momentum, minimum 1, maximum {limit}",
                                R.MULTIPLE)


def pay(table: Table, action: m.Enhance, seq: Sequence | None = None) -> None:
    """E.4.4: pay the ability's costs."""
    pay_costs(table, action.player, action.pay, Phase.ENHANCE, seq, action.card)
