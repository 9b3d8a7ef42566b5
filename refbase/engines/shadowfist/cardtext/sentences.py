"""Splitting a card's printed text into the sentences the compiler reads one at a time.

Real texts have HTML entities, curly quotes, stray spaces, "e.g." and numbers with points;
sentences end at '.', '!' or '?' followed by a capital, a quote or a bracket. A sentence with
"::" is one ability (cost :: effect, as the cards print it).
"""

from __future__ import annotations

import html
import re

_ABBREVIATIONS = (("e.g.", "e\x00g\x00"), ("i.e.", "i\x00e\x00"), ("vs.", "vs\x00"),
                  ("Dr.", "Dr\x00"), ("Mr.", "Mr\x00"), ("St.", "St\x00"))
_QUOTES = {"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'", "\u2013": "-",
           "\u2014": "-"}
#: also after a parenthesis closing a sentence: "... in a deck.) When this card ..."
_END = re.compile(r"(?:(?<=[.!?])|(?<=[.!?]\)))\s+(?=[A-Z\"'<\[(0-9+-])")


def normalise(text: str) -> str:
    """Entities decoded, quotes made plain, runs of space made one, spaces before stops gone."""
    text = html.unescape(html.unescape(text))
    for old, new in _QUOTES.items():
        text = text.replace(old, new)
    text = " ".join(text.split())
    text = re.sub(r"\s+([.,;:!?])(?!:)", r"\1", text)
    return re.sub(r"\s*::\s*", " :: ", text)


def split(text: str) -> list[str]:
    """The sentences of a card's text, in print order."""
    text = normalise(text)
    for old, new in _ABBREVIATIONS:
        text = text.replace(old, new)
    parts = [p.replace("\x00", ".").strip() for p in _END.split(text)]
    return _join_targets([p for p in parts if p])


#: a cost printed as a sentence of its own, ending in its target: "Target a Character.", "Sacrifice
#: this card and target a Character or Site at this location." (the effect follows, 24.1)
TARGET_COST = r"(?:(?:turn(?: and maintain)?|sacrifice this card) and )?target (?:a|an|one) [^.:]+"


def _join_targets(parts: list[str]) -> list[str]:
    """"Target a Character. Inflict 2 damage on it." prints the cost and effect of one ability as
    two sentences: they are read together, as "Target a Character :: Inflict 2 damage on it."."""
    out: list[str] = []
    for part in parts:
        if out and re.fullmatch(rf"{TARGET_COST}\.", out[-1], re.IGNORECASE) and "::" not in part:
            out[-1] = f"{out[-1]} {part}"
        else:
            out.append(part)
    return out
