"""How long a granted effect lasts (26.5): "until the end of the turn" and its kin."""

from __future__ import annotations

import re

DURATIONS = (
    (r"until (?:the )?end of (?:the |this )?turn|this turn", "turn"),
    (r"until (?:the )?end of (?:the |this )?attack|(?:for|during) (?:the|this) attack", "attack"),
    (r"until the end of (?:the|this) combat|for this combat", "combat"),
    (r"until the end of (?:your|the) next turn", "next_turn"),
)
PATTERN = "|".join(p for p, _ in DURATIONS)


def duration(words: str | None) -> str:
    if not words:
        return "permanent"
    for pattern, name in DURATIONS:
        if re.fullmatch(pattern, words.strip(), re.IGNORECASE):
            return name
    raise AssertionError(words)
