"""Costs of activated and turn-and-maintain abilities (24.1, 10.4): the words before "::"
("Turn and target a Character", "Pay 1 Power", "Turn and maintain") or before " to "
("Turn this card to ...")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from refbase.engines.shadowfist.cardtext.reasons import play_reason
from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import counted, selector

_UNPAYABLE = (
    (r"^sacrifice\b", "cost of sacrificing cards: not in the language"),
    (r"^toast (?:this card|it|itself)$", "cost of toasting this card: not in the language"),
    (r"^toast\b", "cost of toasting a card (from play or a pile): not in the language"),
    (r"^discard\b", "cost of discarding cards: not in the language"),
    (r"^remove\b.*counters?", "cost of removing counters: not in the language"),
    (r"^turn (?:a|an|one|two|\d+|any)\b", "cost of turning other cards: not in the language"),
    (r"^(?:inflict|take)\b.*damage", "cost of damage to itself: not in the language"),
    (r"^choose\b", "choosing without targeting: a written ability's cards are targets"),
    (r"^reveal\b", "cost of revealing a card: not in the language"),
    (r"^once per turn\b|^once during\b", "use limit: \"once per turn\" is not in the language"),
)


_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5}


@dataclass
class Cost:
    kind: str = "activated"
    turn_self: bool = False
    sacrifice_self: bool = False  # "Sacrifice [this card] ::" (45.0)
    sacrifice: dict[str, Any] | None = None  # "Sacrifice a Character ::": the use names one (45.1)
    discard: dict[str, Any] | None = None  # "Discard a card ::": the use names one in hand (39.0)
    turn: dict[str, Any] | None = None  # "Turn a Site you control ::": the use names one (24.1.4)
    toast: dict[str, Any] | None = None  # "Toast a Character in your smoked pile ::": the use names one (46.0)
    power: int = 0
    counters: int = 0  # "Remove a counter ::": counters taken off this card (10.5, 24.1.4)
    damage_self: int = 0  # "Inflict 1 damage on this card ::": damage it inflicts on itself (24.1.4, 29.2)
    give_power: int = 0  # "Give an opponent 1 Power ::": to the opponent the use names (17.2.4)
    chosen: dict[str, Any] | None = None
    choose: bool = False  # "Choose a Character ::": chosen, not targeted (24.1.3)


def cost(clause: str, title: str) -> Cost:
    """The cost of one cost clause, or Unread naming the part the language cannot pay."""
    out = Cost()
    words = clause.strip().rstrip(",").strip()
    me = rf"(?: this card| {re.escape(title)})?"
    # "mantain": Dragon Hideout's printed misspelling of "maintain" (10.4)
    m = re.match(rf"^turn and ma(?:i?n)tain{me}\b(?:,? and)?\s*(.*)$", words, re.IGNORECASE)
    if m:
        out.kind, words = "turn_and_maintain", m[1]
    # "Turn this card and a [M] Character you control": both turn, the second named by the use (24.1.4)
    words = re.sub(rf"^(turn(?: this card| {re.escape(title)})) and (?=(?:a|an|one) [^,]+? you control(?:,|$))",
                   r"\1, turn ", words, flags=re.IGNORECASE)
    try:
        for part in _parts(words):
            _part(part, title, out)
    except Unread as exc:
        listed = _LISTED_TARGET.search(words)
        if listed is None:
            raise
        return _listed_target(words, listed, title, out.kind, exc)
    return out


def _listed_target(words: str, listed: re.Match[str], title: str, kind: str, refused: Unread) -> Cost:
    """"... and target a Netherworld, Hero or Techie Character you control": the target printed
    last is one part, its list of alternatives with it (24.1); if that reads no better, the first
    reason stands."""
    out = Cost()
    out.kind = kind
    try:
        for part in [*_parts(words[:listed.start()]), words[listed.end():].strip()]:
            _part(part, title, out)
    except Unread:
        raise refused from None
    return out


def _parts(words: str) -> list[str]:
    return [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", words) if p.strip()]


#: the target printed last, after the other costs: all after it is the one card it picks
_LISTED_TARGET = re.compile(r"(?:^|,\s*(?:and\s+)?|\s+and\s+)(?=(?:target|choose) [^,]+,[^:]*$)", re.IGNORECASE)


def _part(part: str, title: str, out: Cost) -> None:
    m = re.fullmatch(r"(?P<paid>.+?) in response to (?:an?|any) (?P<event>(?:.+? )?events?)", part, re.IGNORECASE)
    if m and out.chosen is None:  # "sacrifice this card in response to an Event :: Cancel that Event":
        _part(m["paid"], title, out)  # the Event being played, chosen, not targeted (24.1.3, 26.2)
        out.chosen, out.choose = selector(m["event"]), True
        return
    low = part.lower()
    if low in ("turn", "turn this card", f"turn {title.lower()}", "turn it", "you may turn this card",
               f"you may turn {title.lower()}"):
        if out.kind == "turn_and_maintain" or out.turn_self or out.turn is not None:
            raise Unread("cost of turning twice: not in the language")
        out.turn_self = True
        return
    if low in ("sacrifice", "sacrifice this card", "sacrifice it", f"sacrifice {title.lower()}",
               "you may sacrifice this card"):
        if out.sacrifice_self:
            raise Unread("cost of sacrificing this card twice: not in the language")
        out.sacrifice_self = True  # a card that sacrifices itself (45.1)
        return
    m = re.fullmatch(r"(?:you may )?sacrifice (?:a|an|one) (.+)", part, re.IGNORECASE)
    if m and not out.sacrifice_self and out.sacrifice is None:
        out.sacrifice = selector(m[1])  # a card its player controls (45.0), of that kind (45.1)
        return
    m = re.fullmatch(r"(?:you may )?turn (?:a|an|one) (.+? you control)", part, re.IGNORECASE)
    if m and out.turn is None and out.kind == "activated":
        out.turn = selector(m[1])  # another card its player controls (24.1.4)
        return
    m = re.fullmatch(r"(?:you may )?discard (?:a|an|one) (.+?)(?: from your hand)?", part, re.IGNORECASE)
    if m and out.discard is None:
        out.discard = selector(m[1])  # a card from your hand (39.0)
        return
    m = re.fullmatch(r"(?:you may )?toast (?:one of the (?=(?:character|card)s )|(?:a|an|one) )(.+)", part,
                     re.IGNORECASE)
    if m and out.toast is None:  # "one of the characters in your smoked pile": one such card
        # one card in play its player controls, or one in its smoked pile (46.0, 9.2.1)
        out.toast = counted(re.sub(r"^(character|card)s\b", r"\1", m[1], flags=re.IGNORECASE))
        return
    m = re.fullmatch(rf"(?:you may )?remove (a|an|one|two|three|four|five|\d+|the) counters?"
                     rf"(?: from (?:this card|it|{re.escape(title.lower())}))?", low)
    if m and not out.counters:  # from the card itself (10.5); "remove X / all counters" stays unread
        out.counters = 1 if m[1] in ("a", "an", "one", "the") else _COUNT.get(m[1]) or int(m[1])
        return
    m = re.fullmatch(rf"(?:you may )?inflict (a|an|one|two|three|four|five|\d+) (?:points? of )?(?:non-combat )?damage"
                     rf" on (?:this card|itself|{re.escape(title.lower())})", low)
    if m and not out.damage_self:  # the card the damage is on is its source (29.4): non-combat (29.2)
        out.damage_self = 1 if m[1] in ("a", "an", "one") else _COUNT.get(m[1]) or int(m[1])
        return
    m = re.fullmatch(r"(?:you may )?give an opponent (one|two|three|\d+) power", low)
    if m and not out.give_power:  # from its player's pool to the opponent's (17.2.4)
        out.give_power = 1 if m[1] == "one" else _COUNT.get(m[1]) or int(m[1])
        return
    m = re.fullmatch(r"(?:pay|spend) (\d+) power", low)
    if m:
        out.power += int(m[1])
        return
    m = re.fullmatch(r"(target|choose) (?:an? |one )?(.+)", part, re.IGNORECASE)
    if m:
        if out.chosen is not None:
            raise Unread("several targets: a written ability chooses cards of one kind")
        out.chosen = counted(m[2])  # "choose a Character in your smoked pile" too (9.2.1)
        out.choose = m[1].lower() == "choose"
        return
    if re.match(r"^(?:you may )?play\b", low):
        raise Unread(play_reason(low))
    for pattern, reason in _UNPAYABLE:
        if re.search(pattern, low):
            raise Unread(reason)
    raise Unread(f"cost not in the language: \"{part}\"")
