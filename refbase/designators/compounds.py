"""Rule 14.4 splits inside a word: camel case, and Arcano/Gun/Sword/Super compounds."""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise

from refbase.designators.lexicon import WORDS
from refbase.designators.plurals import singular
from refbase.designators.wordlists import COMPOUND_HEADS

MAX_COMPOUND_CHARS = 60  # longer "words" are not compounds worth segmenting


def camel_parts(word: str) -> list[str]:
    """Split at every lowercase-to-uppercase step: MegaTank -> [Mega, Tank].

    All-capital runs have no such step, so acronyms ("SWAT") never split.
    """
    cuts = [i for i in range(1, len(word)) if word[i - 1].islower() and word[i].isupper()]
    bounds = [0, *cuts, len(word)]
    return [word[a:b] for a, b in pairwise(bounds)]


def compound_parts(word: str) -> list[str] | None:
    """Whole words of an Arcano/Gun/Sword/Super compound, as printed, or None if it stays whole.

    Shotgun -> [Shot, Gun]; Swordsman -> [Swords, Man]; Superior -> None ("ior" is no word).
    A word that starts with a capital gives capitalised parts, as the rulebook prints them.
    """
    folded = word.casefold()
    if len(word) > MAX_COMPOUND_CHARS or not word.isalpha() or len(folded) != len(word):
        return None
    if not any(head in folded for head in COMPOUND_HEADS):
        return None
    cuts = _segment(folded)
    if cuts is None:
        return None
    bounds = [0, *cuts, len(word)]
    parts = [word[a:b] for a, b in pairwise(bounds)]
    return [p[0].upper() + p[1:] for p in parts] if word[0].isupper() else parts


@lru_cache(maxsize=1024)
def _segment(folded: str) -> tuple[int, ...] | None:
    """Cut positions splitting `folded` into the fewest whole words, one of them a head."""
    n = len(folded)
    # best[i][h]: fewest pieces covering folded[:i], with (h=1) or without (h=0) a head piece,
    # stored as (pieces, cuts); ties keep the first found (earliest cuts).
    best: list[list[tuple[int, tuple[int, ...]] | None]] = [[None, None] for _ in range(n + 1)]
    best[0][0] = (0, ())
    for end in range(1, n + 1):
        for start in range(end):
            piece = folded[start:end]
            if not any(best[start]) or not is_whole_word(piece):
                continue
            head = _is_head(piece)
            for had, prev in enumerate(best[start]):
                if prev is None:
                    continue
                h = int(bool(had) or head)
                cand = (prev[0] + 1, prev[1] + ((start,) if start else ()))
                kept = best[end][h]
                if kept is None or cand[0] < kept[0]:
                    best[end][h] = cand
    final = best[n][1]
    if final is None or final[0] < 2:
        return None
    return final[1]


def is_whole_word(piece: str) -> bool:
    """A lexicon word, or the plural of one (casefolded input)."""
    if len(piece) < 2:
        return False
    if piece in WORDS:
        return True
    single = singular(piece)
    return single is not None and single.casefold() in WORDS


def _is_head(piece: str) -> bool:
    single = singular(piece)
    return piece in COMPOUND_HEADS or (single is not None and single.casefold() in COMPOUND_HEADS)
