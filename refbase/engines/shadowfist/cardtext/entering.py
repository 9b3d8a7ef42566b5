"""What a card enters play with (10.5): "Assault Drone enters play with four counters on it.",
"Enters play with 6 counters.", "Comes into play with two counters on her." The counters are on
the card as it enters play (the card does what it says, 6.0), not placed by a triggered effect
that could be responded to: an `enters_with` ability."""

from __future__ import annotations

import re
from typing import Any

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def enters_with(sentence: str, title: str) -> dict[str, Any] | None:
    """The `enters_with` ability of a sentence saying how many counters this card enters play
    with; None for any other sentence."""
    me = rf"(?:this card|{re.escape(title)})"
    m = re.fullmatch(rf"(?:{me} )?(?:enters|comes into) play with (?P<n>\d+|a|an|one|two|three|four|five|six) "
                     rf"counters?(?: on (?:it|him|her|{me}))?\.?", sentence.strip(), re.IGNORECASE)
    if m is None:
        return None
    n = _NUMBERS.get(m["n"].lower()) or int(m["n"])
    return {"kind": "enters_with", "counters": n} if n > 0 else None
