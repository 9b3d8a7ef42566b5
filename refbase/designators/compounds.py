"""Rule 14.4 splits inside a word: camel case, and Arcano/Gun/Sword/Super compounds.

14.4: "Words that contain Arcano, Gun, Sword, or Super and can be split into multiple whole
words are always split into separate designators." `split_compound` makes that decision once
and returns it with its reason; the analysis, the near-miss explanations, the API and the page
all quote that same `CompoundSplit`, so no explanation can contradict the split.

How a word is split: the fewest whole words (see `lexicon.is_whole_word`) covering it, at
least one of which contains a head; a piece that still contains a head and splits again is
split again ("Swordsmanship" -> Swordsman + Ship -> Swords + Man + Ship), because the rule
says such words are *always* split. Ties keep the earliest cuts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from refbase.designators.lexicon import is_whole_word, on_vocabulary_change
from refbase.designators.wordlists import COMPOUND_HEADS

MAX_COMPOUND_CHARS = 60  # longer "words" are not compounds worth segmenting


@dataclass(frozen=True, slots=True)
class CompoundSplit:
    """The 14.4 decision for one word containing a head: its parts, or None and why not."""

    word: str
    head: str  # the head it contains, as printed ("Gun")
    parts: tuple[str, ...] | None
    reason: str


def camel_parts(word: str) -> list[str]:
    """Split at every lowercase-to-uppercase step: MegaTank -> [Mega, Tank].

    All-capital runs have no such step, so acronyms ("SWAT") never split.
    """
    cuts = [i for i in range(1, len(word)) if word[i - 1].islower() and word[i].isupper()]
    bounds = [0, *cuts, len(word)]
    return [word[a:b] for a, b in pairwise(bounds)]


def compound_parts(word: str) -> list[str] | None:
    """Whole words of an Arcano/Gun/Sword/Super compound, as printed, or None if it stays whole."""
    decision = split_compound(word)
    return list(decision.parts) if decision and decision.parts else None


def split_compound(word: str) -> CompoundSplit | None:
    """The 14.4 decision for `word`, or None when it contains no head (14.4 does not apply).

    Shotgun -> Shot, Gun; Swordsman -> Swords, Man; Superior -> kept whole ("ior" is no word).
    A word that starts with a capital gives capitalised parts, as the rulebook prints them;
    an all-capitals word gives all-capitals parts (SHOTGUN -> SHOT, GUN).
    """
    folded = word.casefold()
    if len(folded) != len(word) or not word.isalpha():
        return None
    head = next((h for h in COMPOUND_HEADS if h in folded), None)
    if head is None:
        return None
    at = folded.index(head)
    printed_head = word[at:at + len(head)]
    if len(word) > MAX_COMPOUND_CHARS:
        return CompoundSplit(word, printed_head, None, f"longer than {MAX_COMPOUND_CHARS} letters: not split")
    cuts = _full_cuts(folded)
    if cuts is None:
        return CompoundSplit(word, printed_head, None, _why_whole(word, folded, head))
    bounds = [0, *cuts, len(word)]
    parts = tuple(_case_like(word, word[a:b]) for a, b in pairwise(bounds))
    reason = f"contains {printed_head} and is made of the whole words {', '.join(parts)}: always split"
    return CompoundSplit(word, printed_head, parts, reason)


def _case_like(word: str, part: str) -> str:
    if word.isupper():
        return part.upper()
    return part[0].upper() + part[1:] if word[0].isupper() else part


def _why_whole(word: str, folded: str, head: str) -> str:
    """Why a word containing a head is not split: the leftover that is not a whole word."""
    at = folded.index(head)
    before, after = word[:at], word[at + len(head):]
    leftovers = [p for p in (before, after) if p and not is_whole_word(p.casefold())]
    shown = word[at:at + len(head)]
    if leftovers:
        pieces = " + ".join(p for p in (before, shown, after) if p)
        bad = ", ".join(f'"{p}"' for p in leftovers)
        return (f"contains {shown}, but {pieces} leaves {bad}, which is not a whole word, and no other "
                f"division gives only whole words: it stays one designator")
    return f"contains {shown}, but cannot be divided into whole words: it stays one designator"


@lru_cache(maxsize=4096)
def _full_cuts(folded: str) -> tuple[int, ...] | None:
    """Cut positions splitting `folded` into whole words, re-splitting pieces that contain a head."""
    cuts = _segment(folded)
    if cuts is None:
        return None
    out: list[int] = []
    bounds = [0, *cuts, len(folded)]
    for a, b in pairwise(bounds):
        if a:
            out.append(a)
        piece = folded[a:b]
        inner = _full_cuts(piece) if _has_head(piece) else None
        out.extend(a + c for c in inner or ())
    return tuple(out)


def _segment(folded: str) -> tuple[int, ...] | None:
    """Cut positions splitting `folded` into the fewest (>= 2) whole words, one containing a head."""
    n = len(folded)
    # best[i][h]: fewest pieces covering folded[:i], with (h=1) or without (h=0) a piece that
    # contains a head, stored as (pieces, cuts); ties keep the first found (earliest cuts).
    best: list[list[tuple[int, tuple[int, ...]] | None]] = [[None, None] for _ in range(n + 1)]
    best[0][0] = (0, ())
    for end in range(1, n + 1):
        for start in range(end):
            if not any(best[start]) or (start == 0 and end == n):
                continue
            piece = folded[start:end]
            if not is_whole_word(piece):
                continue
            head = _has_head(piece)
            for had, prev in enumerate(best[start]):
                if prev is None:
                    continue
                h = int(bool(had) or head)
                cand = (prev[0] + 1, prev[1] + ((start,) if start else ()))
                current = best[end][h]
                if current is None or cand[0] < current[0]:
                    best[end][h] = cand
    final = best[n][1]
    return None if final is None else final[1]


def _has_head(piece: str) -> bool:
    return any(h in piece for h in COMPOUND_HEADS)


on_vocabulary_change(_full_cuts.cache_clear)
