"""Keywords a card's text (or Tag) gives it, as the comprehensive rulebook defines them:
restrictions (49.0) and bold-faced abilities (50.0), with their ratings ("Toughness: 2").

A keyword counts only where it stands as its own clause: at the start of the text or after
".", ";", ",", or a line break, and followed by one of those or the end. "Your Characters gain
Superleap until the end of the turn" grants Superleap to others; the card itself has none.
"""

from __future__ import annotations

import re

from refbase.cards.model import Keyword

#: name -> comprehensive rule number. Ratings: numbers or X; Immunity/Identity take text.
KEYWORD_RULES = {
    "Identity": "49.1", "Limited": "49.2", "No Max": "49.3", "Not Cumulative": "49.4",
    "One-Shot": "49.5", "Schtick": "49.6", "Toast It": "49.7", "Uncopyable": "49.8", "Unique": "49.9",
    "Vehicle": "49.10", "Weapon": "49.11",
    "Ambush": "50.1", "Assassinate": "50.2", "Corrupted": "50.3", "Crisis": "50.4", "Guts": "50.5",
    "Independent": "50.6", "Immunity": "50.7", "Influence": "50.8", "Lethal": "50.9",
    "Loyalty": "50.10", "Mobility": "50.11", "Regenerate": "50.12", "Reload": "50.13",
    "Stealth": "50.14", "Superleap": "50.15", "Tactics": "50.16", "Toughness": "50.17",
    "Unstoppable": "50.18",
}
_TEXT_RATED = {"Immunity", "Identity"}
_NAMES = "|".join(re.escape(n) for n in sorted(KEYWORD_RULES, key=len, reverse=True))
_CLAUSE = re.compile(
    rf"(?:^|(?<=[.;,\n])|(?<=[.;,]\s))\s*(?P<name>{_NAMES})\b"
    r"(?:\s*:\s*(?P<rating>[+-]?\d{1,3}|X|[A-Z][^.;,\n]{0,40}))?\s*(?=[.;,\n]|$)",
    re.IGNORECASE,
)
_CANON = {n.casefold(): n for n in KEYWORD_RULES}


def parse_keywords(*texts: str) -> tuple[Keyword, ...]:
    """Keywords standing as clauses in these texts, in order, each once (first rating wins)."""
    found: dict[str, Keyword] = {}
    for text in texts:
        for m in _CLAUSE.finditer(text or ""):
            name = _CANON[m.group("name").casefold()]
            if name in found:
                continue
            found[name] = Keyword(name, _rating(name, m.group("rating")), KEYWORD_RULES[name])
    return tuple(found.values())


def _rating(name: str, raw: str | None) -> int | str | None:
    if raw is None:
        return None
    raw = raw.strip()
    if name in _TEXT_RATED or not re.fullmatch(r"[+-]?\d+", raw):
        return raw
    return int(raw)
