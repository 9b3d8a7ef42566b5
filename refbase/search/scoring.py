"""BM25, computed here and nowhere else: rules, players' questions, worked scenarios and
Whoosh's more-like-this terms are all scored by `Bm25`, and the static copy ranks with the
term scores it exports (`Bm25.term_scores`).

Whoosh builds matcher trees per query (reading posting blocks, union arrays, collectors);
on an index of 1,500 entries that costs more than the scoring itself. The postings of the
ranking field are small enough to keep as plain lists, so a query is a few dictionary
updates per posting: BM25 (Whoosh's idf for the rules, the stored lengths, K1, B) times the
precedence/kind factor per entry. Plain Python: the index module reads the postings and
hands them in; small collections (questions, scenarios) are built from their stem runs
(`Bm25.of_runs`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np
import numpy.typing as npt

#: A stem or a phrase of stems, with its boost.
Alternative = tuple[tuple[str, ...], float]


#: An alternative's documents (or questions) and their scores, as two arrays.
Scored = Callable[[tuple[str, ...], float], tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]]


def add_concept(total: npt.NDArray[np.float64], alternatives: Sequence[Alternative],
                tiebreak: float, scored: Scored) -> None:
    """total += one concept's score: its best alternative plus `tiebreak` times the others'
    (the synonyms), over arrays (the hot loop: a few array operations per stem). The rules'
    BM25 and the players' questions (question_scores.py) combine a concept alike."""
    if len(alternatives) == 1:
        slots, values = scored(*alternatives[0])
        total[slots] += values
        return
    best, summed = np.zeros(len(total)), np.zeros(len(total))
    for stems, boost in alternatives:
        part = np.zeros(len(total))
        slots, values = scored(stems, boost)
        part[slots] = values
        summed += part
        np.maximum(best, part, out=best)
    total += best + tiebreak * (summed - best)


#: A phrase of the player's words (a vocabulary entry: "where does it go", "summoning
#: sickness") matches with up to this many words between its words: "where does an event
#: go" asks it too. A quoted phrase is exact.
PHRASE_SLOP = 1
#: Phrases whose scores are kept (a bound on the memory of the cache; cleared when full).
PHRASES_KEPT = 4096
#: BM25's constants (Whoosh's defaults), the same for every collection scored.
K1 = 1.2
B = 0.75


def rules_idf(count: int, frequency: int) -> float:
    """The rules index's idf, Whoosh's form: log(N / (df + 1)) + 1."""
    return math.log(count / (frequency + 1)) + 1


def bm25_idf(count: int, frequency: int) -> float:
    """BM25's own idf, never negative: log(1 + (N - df + 0.5) / (df + 0.5)). For words the
    rules never use (players' words), scenarios and the second stage's concept weights."""
    return math.log(1 + (count - frequency + 0.5) / (frequency + 0.5))


def length_norms(lengths: Sequence[float], k1: float = K1, b: float = B) -> list[float]:
    """Each document's k1 * (1 - b + b * length / average length): a term's score is
    idf * (k1 + 1) * tf / (tf + norm)."""
    average = (sum(lengths) / len(lengths)) if lengths else 1.0
    return [k1 * ((1 - b) + b * length / (average or 1.0)) for length in lengths]


def postings_of(runs: Sequence[Sequence[str]]) -> dict[str, Postings]:
    """The postings of documents given as stem runs (document n is runs[n])."""
    positions: dict[str, dict[int, list[int]]] = {}
    for number, run in enumerate(runs):
        for position, term in enumerate(run):
            positions.setdefault(term, {}).setdefault(number, []).append(position)
    return {term: Postings(tuple(per_doc), tuple(float(len(p)) for p in per_doc.values()),
                           tuple(tuple(p) for p in per_doc.values()))
            for term, per_doc in positions.items()}


class Group(Protocol):
    """Small documents grouped under entries (the players' questions): each entry's score
    from its members, for a query's concepts (`question_scores.QuestionScores`)."""

    def entry_scores(self, concepts: Sequence[Sequence[Alternative]],
                     tiebreak: float) -> Mapping[int, float]: ...


@dataclass(frozen=True, slots=True)
class Postings:
    """One term's postings: entry numbers, term frequencies, positions (same order)."""

    docs: tuple[int, ...]
    weights: tuple[float, ...]
    positions: tuple[tuple[int, ...], ...]


class Bm25:
    """BM25 scores of concept queries: a sum over concepts of the best alternative's
    score (plus `tiebreak` times the others'), times the entry's factor."""

    def __init__(self, postings: Mapping[str, Postings], idf: Mapping[str, float],
                 norms: Sequence[float], factors: Sequence[float], k1: float = K1) -> None:
        self._postings = postings
        self._idf_k = {term: value * (k1 + 1) for term, value in idf.items()}
        self._norms = norms
        self._factor_array = np.asarray(factors, dtype=np.float64)
        self._term_arrays: dict[str, tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]] = {}
        #: Each term's unboosted scores, computed on first use: fixed once the index is open
        #: and bounded by its vocabulary, so a server soon has every common term's ready.
        self._scores: dict[str, dict[int, float]] = {}
        self._own: list[float] | None = None  # each document's score for its own words
        #: Phrases' scores (positions checked), kept for the next query that has them: the
        #: players' phrases of the vocabulary recur; a query's own quotes are bounded by the cap.
        self._phrases: dict[tuple[tuple[str, ...], float, int], Mapping[int, float]] = {}

    @classmethod
    def of_runs(cls, runs: Sequence[Sequence[str]],
                idf: Mapping[str, float] | None = None) -> Bm25:
        """BM25 over small documents given as stem runs, factor 1 each; a stem's idf is
        `idf`'s when given there (the rules', for questions), else BM25's own over the runs."""
        postings = postings_of(runs)
        given = idf or {}
        field_idf = {term: given[term] if term in given else bm25_idf(len(runs), len(p.docs))
                     for term, p in postings.items()}
        return cls(postings, field_idf, length_norms([float(len(r)) for r in runs]),
                   [1.0] * len(runs))

    @property
    def size(self) -> int:
        """How many documents are scored."""
        return len(self._norms)

    def stems(self) -> list[str]:
        """Every stem scored, sorted."""
        return sorted(self._postings)

    def term_scores(self, stem: str) -> Mapping[int, float]:
        """A stem's BM25 score in each document holding it (no factor; read-only): what
        the static copy's search adds up."""
        return self._term(stem, 1.0)

    def search(self, concepts: Iterable[Sequence[Alternative]],
               required: Sequence[tuple[str, ...]], tiebreak: float, limit: int,
               allowed: Collection[int] | None = None,
               mask: Collection[int] = (),
               grouped: Sequence[Group] = ()) -> tuple[list[tuple[int, float]], int]:
        """The `limit` best entries (score desc, then entry number) and how many matched.

        `grouped` adds each entry's score from further small documents grouped under it (the
        players' questions of `expansion`, scored by `question_scores.QuestionScores`).
        """
        total = np.zeros(len(self._norms))
        concepts = list(concepts)
        for alternatives in concepts:
            add_concept(total, alternatives, tiebreak, self._arrays)
        for group in grouped:
            _scatter(total, group.entry_scores(concepts, tiebreak))
        if required:
            must = [self._alternative(stems, 1.0) for stems in required]
            keep = set(must[0]).intersection(*must[1:])
            kept = np.fromiter(keep, dtype=np.int64, count=len(keep))
            narrowed = np.zeros(len(total))
            narrowed[kept] = total[kept]
            _scatter(narrowed, {d: sum(m[d] for m in must) for d in keep})
            total = narrowed
        found = np.flatnonzero(total > 0.0)
        if allowed is not None or mask:
            found = np.fromiter((d for d in found.tolist() if (allowed is None or d in allowed)
                                 and d not in mask), dtype=np.int64)
        scores = total[found] * self._factor_array[found]
        order = np.lexsort((found, -scores))[:limit]
        return list(zip(found[order].tolist(), scores[order].tolist(), strict=True)), len(found)

    def _arrays(self, stems: tuple[str, ...], boost: float) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
        """An alternative's documents and scores as arrays (a stem's kept once computed)."""
        if len(stems) != 1:
            matched = self._alternative(stems, boost, PHRASE_SLOP)
            return (np.fromiter(matched.keys(), dtype=np.int64, count=len(matched)),
                    np.fromiter(matched.values(), dtype=np.float64, count=len(matched)))
        cached = self._term_arrays.get(stems[0])
        if cached is None:
            scores = self._term(stems[0], 1.0)
            cached = self._term_arrays[stems[0]] = (
                np.fromiter(scores.keys(), dtype=np.int64, count=len(scores)),
                np.fromiter(scores.values(), dtype=np.float64, count=len(scores)))
        return cached if boost == 1.0 else (cached[0], cached[1] * boost)

    def own_scores(self) -> list[float]:
        """Each document's score for its own words (each once): its best possible match.
        Computed on first use (one pass over the postings), a list for fast lookup."""
        if self._own is None:
            own = [0.0] * len(self._norms)
            for stem, postings in self._postings.items():
                scale = self._idf_k.get(stem, 0.0)
                for d, w in zip(postings.docs, postings.weights, strict=True):
                    own[d] += scale * w / (w + self._norms[d])
            self._own = [value or 1.0 for value in own]
        return self._own

    def alternative_scores(self, stems: tuple[str, ...], boost: float) -> Mapping[int, float]:
        """An alternative's scores per document (a stem, or a phrase of stems, PHRASE_SLOP
        words apart at most), times `boost`."""
        return self._alternative(stems, boost, PHRASE_SLOP)

    def _alternative(self, stems: tuple[str, ...], boost: float, slop: int = 0) -> Mapping[int, float]:
        if len(stems) == 1:
            return self._term(stems[0], boost)
        key = (stems, boost, slop)
        found = self._phrases.get(key)
        if found is None:
            if len(self._phrases) >= PHRASES_KEPT:
                self._phrases.clear()
            found = self._phrases[key] = self._phrase(stems, boost, slop)
        return found

    def _phrase(self, stems: tuple[str, ...], boost: float, slop: int) -> Mapping[int, float]:
        """The documents holding the stems in order, at most `slop` words apart, and the
        sum of their scores."""
        lists = [self._postings.get(s) for s in stems]
        if not stems or any(p is None for p in lists):
            return {}
        per_term = [self._term(s, boost) for s in stems]
        docs = set(per_term[0]).intersection(*per_term[1:])
        out = {}
        for d in docs:
            if _adjacent([_positions(p, d) for p in lists if p is not None], slop):
                out[d] = sum(scores[d] for scores in per_term)
        return out

    def _term(self, stem: str, boost: float) -> Mapping[int, float]:
        """A term's scores per entry, times `boost` (shared when unboosted: read-only)."""
        scores = self._scores.get(stem)
        if scores is None:
            postings = self._postings.get(stem)
            if postings is None:
                return {}
            scale, norms = self._idf_k.get(stem, 0.0), self._norms
            scores = self._scores[stem] = {d: scale * w / (w + norms[d])
                                           for d, w in zip(postings.docs, postings.weights, strict=True)}
        return scores if boost == 1.0 else {d: s * boost for d, s in scores.items()}


def _scatter(total: npt.NDArray[np.float64], scores: Mapping[int, float]) -> None:
    """total += scores, document by document."""
    if scores:
        total[np.fromiter(scores.keys(), dtype=np.int64, count=len(scores))] += \
            np.fromiter(scores.values(), dtype=np.float64, count=len(scores))


def _positions(postings: Postings, doc: int) -> tuple[int, ...]:
    """Positions of a term in one entry (binary search in the sorted doc list)."""
    low, high = 0, len(postings.docs)
    while low < high:
        mid = (low + high) // 2
        if postings.docs[mid] < doc:
            low = mid + 1
        else:
            high = mid
    return postings.positions[low] if low < len(postings.docs) and postings.docs[low] == doc else ()


def _adjacent(positions: Sequence[tuple[int, ...]], slop: int = 0) -> bool:
    """The terms occur in order somewhere, each at most `slop` words after the one before
    (0: side by side, a phrase)."""
    return bool(positions) and any(_in_order(start, positions[1:], slop) for start in positions[0])


def _in_order(at: int, rest: Sequence[tuple[int, ...]], slop: int) -> bool:
    """Each later term follows the one before within 1 + `slop` positions."""
    return not rest or any(_in_order(p, rest[1:], slop) for p in rest[0] if at < p <= at + 1 + slop)
