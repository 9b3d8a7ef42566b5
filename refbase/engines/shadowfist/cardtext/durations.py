"""How long a granted effect lasts (26.5): "until the end of the turn" and its kin (the printed
forms live with the effect kinds' patterns, effects/text_patterns.py)."""

from __future__ import annotations

import re

from refbase.engines.shadowfist.effects.text_patterns import DURATION as PATTERN
from refbase.engines.shadowfist.effects.text_patterns import DURATIONS

__all__ = ["PATTERN", "duration"]


def duration(words: str | None) -> str:
    if not words:
        return "permanent"
    for pattern, name in DURATIONS:
        if re.fullmatch(pattern, words.strip(), re.IGNORECASE):
            return name
    raise AssertionError(words)
