"""Resource conditions and provisions as the community card databases write them.

`{dra}{dra}3` = two Dragon resources and cost 3 (rules 8.4, 8.5); provisions `{mag}` = one
Magic resource (8.6). Codes are the first three letters of the faction or talent (glossary:
"Faction", "Talent"); an unknown code is kept as written rather than guessed.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from refbase.cards.model import Resource

RESOURCE_NAMES = {
    "asc": "Ascended", "arc": "Architects", "dra": "Dragons", "lot": "Lotus", "han": "Guiding Hand",
    "jam": "Jammers", "mon": "Four Monarchs", "fir": "Fire", "ice": "Ice", "thu": "Thunder",
    "wat": "Water", "chi": "Chi", "mag": "Magic", "tec": "Tech", "pur": "Purist", "syn": "Syndicate",
}
_TOKEN = re.compile(r"\{([^{}]{1,12})\}|(\d+)|(X)|\s+", re.IGNORECASE)


class ResourceError(ValueError):
    """A Requires/Provides field that is not braces and a number."""


@lru_cache(maxsize=4096)
def parse_resources(text: str) -> tuple[tuple[Resource, ...], int | None, bool]:
    """`{dra}{dra}3` -> ((Dragons x2,), 3, False); the bool says the cost is X."""
    counts: Counter[str] = Counter()
    cost: int | None = None
    is_x = False
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise ResourceError(f"unreadable resources at {text[pos:pos + 12]!r} (expected {{code}} or a number)")
        code, number, x = m.group(1), m.group(2), m.group(3)
        if code:
            counts[RESOURCE_NAMES.get(code.strip().lower(), code.strip())] += 1
        elif number:
            if cost is not None or len(number) > 3:
                raise ResourceError(f"more than one cost in {text!r}")
            cost = int(number)
        elif x:
            is_x = True
        pos = m.end()
    return tuple(Resource(n, c) for n, c in counts.items()), cost, is_x
