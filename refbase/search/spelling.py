"""Typo correction against the index's own vocabulary ("tougness" -> "toughness").

A delete-neighbourhood index (the SymSpell idea) is built once when the search index is
opened: every vocabulary word is filed under the strings obtained by deleting up to two
of its letters. A misspelling shares such a string with its correction, so a lookup costs
a few dictionary probes instead of a scan of the vocabulary — per-query work stays in
microseconds. Candidates are then checked with a true edit distance.

The query side is bounded: a word longer than the longest vocabulary word plus two edits
cannot be a typo of a rule word and is not corrected, so the deletes generated per query
word are at most C(n, 2) + n + 1 for n <= that length (a few hundred probes), whatever the
query. (Generating the deletes of a 2,000-letter word was what took a worker down.)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

#: Words shorter than this are not corrected: too many near neighbours to guess well.
MIN_WORD_LENGTH = 4
#: Words up to this length get one edit at most; longer words get two.
ONE_EDIT_MAX_LENGTH = 5


class SpellingCorrector:
    """Suggests the closest, most frequent vocabulary word for an unknown word."""

    def __init__(self, frequencies: Mapping[str, int]) -> None:
        self._freq = {w: f for w, f in frequencies.items() if w.isalpha() and len(w) >= 3}
        #: Longer words are no typo of any vocabulary word (at most two edits away).
        self.max_word_length = max(map(len, self._freq), default=0) + 2
        self._deletes: dict[str, list[str]] = {}
        for word in self._freq:
            for variant in _deletes(word, _max_edits(word)):
                self._deletes.setdefault(variant, []).append(word)

    def __contains__(self, word: str) -> bool:
        return word in self._freq

    def frequency(self, word: str) -> int:
        """How many entries use `word` (0 for words under 3 letters or not in the texts)."""
        return self._freq.get(word, 0)

    def correct(self, word: str) -> str | None:
        """The best correction of `word`, or None (known word, too short, nothing close)."""
        if not self.correctable(word):
            return None
        limit = _max_edits(word)
        best: tuple[int, int, str] | None = None
        for candidate in self.candidates(word):
            distance = edit_distance(word, candidate)
            if distance > limit:
                continue
            key = (distance, -self._freq[candidate], candidate)
            if best is None or key < best:
                best = key
        return best[2] if best else None

    def correctable(self, word: str) -> bool:
        """An unknown alphabetic word of a length some vocabulary word is close to."""
        return (word not in self._freq and MIN_WORD_LENGTH <= len(word) <= self.max_word_length
                and word.isalpha())

    def probes(self, word: str) -> set[str]:
        """The delete-index keys looked up for `word` (none when it is not correctable)."""
        return _deletes(word, _max_edits(word)) if self.correctable(word) else set()

    def candidates(self, word: str) -> set[str]:
        """Vocabulary words sharing a delete-index key with `word` (edit distance unchecked)."""
        found: set[str] = set()
        for variant in self.probes(word):
            found.update(self._deletes.get(variant, ()))
            if variant in self._freq:
                found.add(variant)
        return found


def _max_edits(word: str) -> int:
    return 1 if len(word) <= ONE_EDIT_MAX_LENGTH else 2


def _deletes(word: str, depth: int) -> set[str]:
    """`word` and every string made by deleting up to `depth` of its characters."""
    level = {word}
    found = {word}
    for _ in range(depth):
        level = {w[:i] + w[i + 1:] for w in level for i in range(len(w))}
        found |= level
    return found


@lru_cache(maxsize=4096)
def edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance (insert, delete, substitute, swap neighbours)."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[-1]


def vocabulary_from(words: Iterable[tuple[str, int]]) -> dict[str, int]:
    """Merge (word, frequency) pairs into a frequency table."""
    table: dict[str, int] = {}
    for word, freq in words:
        table[word] = table.get(word, 0) + freq
    return table
