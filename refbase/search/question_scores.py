"""Each entry's score from the questions citing it, computed over arrays.

Thousands of players' questions share the common words of a query ("attack", "character"),
so the players' questions are the largest part of a query's work: every question matched is
scored, counted by the share of its own words matched, and each entry keeps its best
question plus a share of its second best. In plain Python that is a dictionary operation per
question matched (most of a query's CPU time); over arrays it is a few operations per query
term. The questions are numbered by the entry they cite, so each entry's questions are one
contiguous run and its best and second best are `reduceat`s over the runs. The figures are
the same as the dictionary form's (tests/search/test_question_scores.py compares
them with the plain definition, question by question).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from refbase.search.scoring import Alternative, Bm25, add_concept

Floats = npt.NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class Weighting:
    """How the questions count: `weight` times each entry's best question score plus
    `second` times its second best, each question's score times (score / its own score) **
    `power` (a question matched only in part asks about something else too)."""

    weight: float
    second: float
    power: float


class QuestionScores:
    """The questions' BM25 (`bm25`, numbered in any order) as arrays, grouped by `owners`
    (the entry each question cites). Built once per index; the weighting comes with each
    query (`WeightedQuestions`), so the tuner can change it."""

    def __init__(self, bm25: Bm25, owners: Sequence[int]) -> None:
        self._bm25 = bm25
        owner_array = np.asarray(owners, dtype=np.int64)
        #: position in the arrays of each question: questions sorted by owner (stable)
        order = np.argsort(owner_array, kind="stable")
        self._slot = np.empty(len(owners), dtype=np.int64)
        self._slot[order] = np.arange(len(owners))
        sorted_owners = owner_array[order]
        self._starts = np.flatnonzero(np.r_[True, sorted_owners[1:] != sorted_owners[:-1]]) \
            if len(owners) else np.zeros(0, dtype=np.int64)
        self._entries = sorted_owners[self._starts]
        self._lengths = np.diff(np.r_[self._starts, len(owners)])
        self._own: Floats = np.asarray(bm25.own_scores(), dtype=np.float64)[order] \
            if len(owners) else np.zeros(0)
        self._terms: dict[str, tuple[npt.NDArray[np.int64], Floats]] = {}

    def entry_scores(self, concepts: Sequence[Sequence[Alternative]], tiebreak: float,
                     weighting: Weighting) -> dict[int, float]:
        """Each entry's weighted score from its questions (entries with none left out)."""
        if not len(self._starts):
            return {}
        members = np.zeros(len(self._own))
        for alternatives in concepts:
            add_concept(members, alternatives, tiebreak, self._alternative)
        counted = self._covered(members, weighting.power)
        top = np.maximum.reduceat(counted, self._starts)
        is_top = counted == np.repeat(top, self._lengths)
        second = np.maximum.reduceat(np.where(is_top, 0.0, counted), self._starts)
        tied = np.add.reduceat(is_top, self._starts) > 1  # two questions share the best score
        second[tied] = top[tied]
        scores = weighting.weight * (top + weighting.second * second)
        found = np.flatnonzero(top)
        return dict(zip(self._entries[found].tolist(), scores[found].tolist(), strict=True))

    def _covered(self, members: Floats, power: float) -> Floats:
        """Scores times (score / the question's own score) ** power, the share capped at 1."""
        if not power:
            return members
        if power == 1.0:  # the fitted value: no pow
            return np.where(members < self._own, members * members / self._own, members)
        return members * np.minimum(1.0, members / self._own) ** power

    def _alternative(self, stems: tuple[str, ...], boost: float) -> tuple[npt.NDArray[np.int64], Floats]:
        """The questions an alternative matches (array slots) and their boosted scores."""
        if len(stems) == 1:
            slots, values = self._term(stems[0])
        else:  # a phrase: positions are checked by the dictionary form
            matched = self._bm25.alternative_scores(stems, 1.0)
            slots = self._slot[np.fromiter(matched.keys(), dtype=np.int64, count=len(matched))]
            values = np.fromiter(matched.values(), dtype=np.float64, count=len(matched))
        return slots, (values if boost == 1.0 else values * boost)

    def _term(self, stem: str) -> tuple[npt.NDArray[np.int64], Floats]:
        cached = self._terms.get(stem)
        if cached is None:
            scores: Mapping[int, float] = self._bm25.alternative_scores((stem,), 1.0)
            cached = self._terms[stem] = (
                self._slot[np.fromiter(scores.keys(), dtype=np.int64, count=len(scores))],
                np.fromiter(scores.values(), dtype=np.float64, count=len(scores)))
        return cached


@dataclass(frozen=True, slots=True)
class WeightedQuestions:
    """A `scoring.Group`: the questions with the weighting of this query."""

    questions: QuestionScores
    weighting: Weighting

    def entry_scores(self, concepts: Sequence[Sequence[Alternative]],
                     tiebreak: float) -> dict[int, float]:
        return self.questions.entry_scores(concepts, tiebreak, self.weighting)
