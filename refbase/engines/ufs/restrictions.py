"""Restrictions printed on played abilities (H.3), checked before the ability is played.

Every played ability (an enhance, a response, a form ability) carries its restrictions in
`restrictions` (the scenario states what the card prints), checked the same way for each
kind; First has a time frame for forms and enhances only (H.3.1.1.1, H.3.1.1.2), and
[Enhance Step] rules out responses and forms. Bold terms (H.3.1): First, Combo, Deadlock, Desperation, a character's
name, a resource symbol. Bracketed conditions (H.3.2): a zone, once or twice per turn, your
or your opponent's turn or attack, Enhance Step. After the effect (H.3.3): playable while
committed, playable by either player; those two widen where the ability may be played from,
so the source checks of each kind (`enhance.find_source`, `responses`, `turn`) read them.

Combo (I.3.3.2) compares the printed values of the card(s) immediately preceding the ability's
card in the card pool (K.4.13, in pool order D.2.1.2) with the requirement(s) after the
card's Combo keyword: a requirement matches a card's keyword, type, attack zone or name.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from refbase.engines.common import RuleRef, RuleViolation, ScenarioInvalid
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.difficulty import DEADLOCK_FOUNDATIONS, foundations
from refbase.engines.ufs.keywords import copies
from refbase.engines.ufs.state import Sequence, Table
from refbase.engines.ufs.vocabulary import KeywordName, Phase


class AbilityKind(StrEnum):
    """The type designator of a played ability (H.1.2): enhance, form or response."""

    ENHANCE = "enhance"
    FORM = "form"
    RESPONSE = "response"


@dataclass(frozen=True, slots=True)
class Use:
    """One attempt to play an ability, as the restrictions see it."""

    kind: AbilityKind
    player: str
    card: str | None
    restrictions: m.Restrictions
    key: tuple[str, str] | None
    #: the attack sequence in progress, None outside one (forms, F.2.1.3)
    seq: Sequence | None
    #: the player already played an action of this kind in First's time frame (H.3.1.1)
    earlier: bool = False


FIRST_TEXT = {AbilityKind.ENHANCE: ("First E", "enhance ability", "this Enhance Step", R.FIRST_ENHANCE),
              AbilityKind.FORM: ("First F", "form", "this Combat Phase", R.FIRST_FORM)}


def verify_restrictions(table: Table, use: Use) -> None:
    """Raise RuleViolation for the first restriction the ability does not meet now."""
    rs, pid = use.restrictions, use.player
    seat = table.seat(pid)
    if rs.first and use.earlier and use.kind in FIRST_TEXT:
        label, what, frame, rule = FIRST_TEXT[use.kind]
        raise RuleViolation(f"a {label} ability must be the first {what} {pid} plays {frame}", R.FIRST_RESTRICTION + rule)
    for broken, reason, rules in _bold_and_bracketed(table, use):
        if broken:
            raise RuleViolation(reason, rules)
    if rs.resource is not None:
        _verify_resource(seat.character, rs.resource, seat.index)
    if rs.per_turn is not None and use.key is not None and table.turn_uses[use.key] >= rs.per_turn:
        times = "once" if rs.per_turn == 1 else "twice"
        raise RuleViolation(f"the ability may be played {times} per turn",
                            R.ONCE_PER_TURN if rs.per_turn == 1 else R.TWICE_PER_TURN)
    if rs.combo:
        verify_combo(table, pid, use.card)


def _bold_and_bracketed(table: Table, use: Use) -> list[tuple[bool, str, tuple[RuleRef, ...]]]:
    rs, pid, seq = use.restrictions, use.player, use.seq
    seat = table.seat(pid)
    in_attack = seq is not None
    return [
        (rs.deadlock and foundations(table, table.opponent(pid).id) <= DEADLOCK_FOUNDATIONS,
         f"a Deadlock ability needs the opponent to have more than {DEADLOCK_FOUNDATIONS} foundations",
         R.DEADLOCK_RESTRICTION),
        (rs.desperation and seat.vitality * 2 >= seat.character.max_vitality,
         f"a Desperation ability needs {pid} below half of the character's maximum vitality",
         R.DESPERATION_RESTRICTION),
        (rs.character is not None and rs.character.lower() != seat.character.name.lower(),
         f"the ability is for {rs.character} only, and {pid}'s starting character is {seat.character.name}",
         R.CHARACTER_RESTRICTION),
        (rs.your_turn and pid != table.active_player, "a [Your turn] ability is played in its player's turn",
         R.YOUR_TURN),
        (rs.opponents_turn and pid == table.active_player,
         "an [Opponent's turn] ability is played in the opponent's turn", R.OPPONENTS_TURN),
        (rs.your_attack and (seq is None or pid != seq.attacker),
         "a [Your attack] ability is played during an attack sequence of its player's attack"
         + ("" if in_attack else ", and forms are played outside attack sequences"), R.YOUR_ATTACK
         + (() if in_attack else R.FORM_CONDITIONS)),
        (rs.opponents_attack and (seq is None or pid == seq.attacker),
         "an [Opponent's attack] ability is played during an attack sequence of the opponent's attack"
         + ("" if in_attack else ", and forms are played outside attack sequences"), R.OPPONENTS_ATTACK
         + (() if in_attack else R.FORM_CONDITIONS)),
        (rs.enhance_step and use.kind != AbilityKind.ENHANCE,
         f"an [Enhance Step] ability is played only during the Enhance Step, not as a {use.kind}",
         R.ENHANCE_STEP_ONLY),
    ]


def log_restrictions(table: Table, use: Use, phase: Phase) -> None:
    """Name the restrictions the ability met, each with its rule."""
    rs = use.restrictions
    first = FIRST_TEXT[use.kind][3] if use.kind in FIRST_TEXT else ()
    met: list[tuple[str, tuple[RuleRef, ...]]] = [(label, rules) for on, label, rules in (
        (rs.first, "First", R.FIRST_RESTRICTION + first), (rs.combo, "Combo", R.COMBO_RESTRICTION),
        (rs.deadlock, "Deadlock", R.DEADLOCK_RESTRICTION), (rs.desperation, "Desperation", R.DESPERATION_RESTRICTION),
        (rs.character is not None, f"{rs.character} only", R.CHARACTER_RESTRICTION),
        (rs.resource is not None, f"{rs.resource} only", R.RESOURCE_RESTRICTION),
        (rs.zone is not None, f"[{rs.zone}]", R.ZONE_RESTRICTED_ABILITY + R.ZONE_ALLOWS_ABILITY),
        (rs.per_turn == 1, "[Once per turn]", R.ONCE_PER_TURN), (rs.per_turn == 2, "[Twice per turn]", R.TWICE_PER_TURN),
        (rs.your_turn, "[Your turn]", R.YOUR_TURN), (rs.opponents_turn, "[Opponent's turn]", R.OPPONENTS_TURN),
        (rs.your_attack, "[Your attack]", R.YOUR_ATTACK), (rs.opponents_attack, "[Opponent's attack]", R.OPPONENTS_ATTACK),
        (rs.enhance_step, "[Enhance Step]", R.ENHANCE_STEP_ONLY),
        (rs.while_committed, "playable while committed", R.PLAYABLE_WHILE_COMMITTED),
        (rs.either_player, "playable by either player", R.EITHER_PLAYER)) if on]
    if met:
        table.step(f"The ability's restrictions are met: {', '.join(label for label, _ in met)}.",
                   tuple(r for _, rules in met for r in rules), phase)


def count_use(table: Table, use: Use) -> None:
    """Record the play for [Once per turn] / [Twice per turn] (H.3.2.2.1, H.3.2.2.2)."""
    if use.key is not None:
        table.turn_uses[use.key] += 1


def _verify_resource(character: m.Character, symbol: str, index: int) -> None:
    if character.resources is None:
        raise ScenarioInvalid({f"players[{index}].character.resources": [
            f"a resource-only ability needs the starting character's resource symbols ({R.cite(R.RESOURCE_RESTRICTION)})"]})
    if symbol.lower() not in (s.lower() for s in character.resources):
        raise RuleViolation(f"the ability needs the {symbol} resource symbol on the starting character",
                            R.RESOURCE_RESTRICTION)


def verify_combo(table: Table, pid: str, cid: str | None) -> None:
    """H.3.1.2, I.3.3.2: the card's Combo requirement(s) against the cards preceding it in the pool."""
    card = table.cards.get(cid) if cid is not None else None
    combos = copies(card.keywords, KeywordName.COMBO, table.seat(pid).character.name) \
        if isinstance(card, m.Card) else []
    if not combos or cid is None:
        raise RuleViolation("an ability with the Combo restriction needs a card with the Combo keyword",
                            R.COMBO_RESTRICTION + R.COMBO)
    pool = table.seat(pid).pool
    if cid not in pool:
        raise RuleViolation(f"{table.name(cid)} is not in the card pool, so no card precedes it there",
                            R.COMBO + R.CARD_POOL_ORDER)
    terms = [t.strip() for t in (combos[0].requirement or "").split(",") if t.strip()]
    preceding = pool[:pool.index(cid)][-len(terms):] if terms else []
    if len(preceding) < len(terms) or not all(_matches(table, c, t) for c, t in zip(preceding, terms, strict=True)):
        names = ", ".join(table.name(c) if c else "an unlisted card" for c in preceding) or "no card"
        raise RuleViolation(f"the Combo ({', '.join(terms)}) of {table.name(cid)} is not met: the card(s) "
                            f"immediately preceding it in the card pool are {names}",
                            R.COMBO + R.COMBO_RESTRICTION + R.PRECEDING_CARD + R.CARD_POOL_ORDER)


def _matches(table: Table, cid: str | None, term: str) -> bool:
    card = table.cards.get(cid) if cid is not None else None
    if not isinstance(card, m.Card):
        return False
    values = {k.name.lower() for k in card.keywords} | {card.type.lower(), card.name.lower()}
    if card.zone is not None:
        values.add(card.zone.lower())
    return term.lower() in values
