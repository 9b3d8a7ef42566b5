"""Retrieval evaluation: hit@k and MRR of a search function over a question set.

Shared by `bench/bench_search.py` (refbase vs. a plain baseline) and the acceptance test,
so both measure exactly the same thing. A search function takes the question text and
returns (doc, id) pairs, best first; questions are searched without a game filter, as a
player typing into the search box would.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from refbase.kb.model import KnowledgeBase

SearchFn = Callable[[str], Sequence[tuple[str, str]]]
#: Results considered per question (MRR counts a first answer up to this rank).
DEPTH = 10


@dataclass(frozen=True, slots=True)
class Question:
    """A player question and the entries that answer it."""

    text: str
    game: str
    style: str
    answers: frozenset[tuple[str, str]]


@dataclass(slots=True)
class Report:
    """Per-question ranks (None: not in the first DEPTH results) and latencies."""

    name: str
    ranks: list[int | None] = field(default_factory=list)
    latencies_ms: list[float] = field(default_factory=list)
    misses: list[tuple[Question, list[tuple[str, str]]]] = field(default_factory=list)

    def hit_at(self, k: int) -> float:
        return sum(1 for r in self.ranks if r is not None and r <= k) / max(len(self.ranks), 1)

    @property
    def mrr(self) -> float:
        return sum(1.0 / r for r in self.ranks if r is not None) / max(len(self.ranks), 1)

    def latency(self, percentile: float) -> float:
        if not self.latencies_ms:
            return 0.0
        cuts = statistics.quantiles(self.latencies_ms, n=100, method="inclusive")
        return cuts[min(98, max(0, round(percentile) - 1))]


def load_questions(path: Path) -> list[Question]:
    """Read the evaluation set (JSON with `docs` short names and `questions`)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    docs = data["docs"]
    questions = []
    for raw in data["questions"]:
        answers = frozenset(_answer(a, docs) for a in raw["answers"])
        questions.append(Question(raw["q"], raw["game"], raw.get("style", "plain"), answers))
    return questions


def _answer(text: str, docs: dict[str, str]) -> tuple[str, str]:
    short, _, entry_id = text.partition(":")
    return docs.get(short, short), entry_id


def unknown_answers(questions: Sequence[Question], kb: KnowledgeBase) -> list[tuple[str, str]]:
    """Answers naming no entry of the knowledge base (the set must stay truthful)."""
    return sorted({a for q in questions for a in q.answers if kb.section(*a) is None})


def evaluate(name: str, search: SearchFn, questions: Sequence[Question],
             repeat: int = 1) -> Report:
    """Run every question (`repeat` times for latency) and rank the first answer found."""
    report = Report(name)
    for question in questions:
        found: Sequence[tuple[str, str]] = ()
        for _ in range(max(repeat, 1)):
            started = time.perf_counter()
            found = search(question.text)
            report.latencies_ms.append((time.perf_counter() - started) * 1000)
        rank = next((i for i, ref in enumerate(found[:DEPTH], 1) if ref in question.answers), None)
        report.ranks.append(rank)
        if rank is None or rank > 5:
            report.misses.append((question, list(found[:5])))
    return report
