"""Worked scenarios in the search (kind `scenario`), kept apart from the rules index.

The library lives with the engines, which the index may not know; the layers above hand
each scenario over as a plain `ScenarioDoc` (its question, title, source and the rules it
cites). `ScenarioIndex` ranks them with BM25 over the same stems the rules index uses
(tokenise, fold, drop stop words, Porter stem), the question and title counting double, so
a player's question finds the worked scenario that asks it. It is small (hundreds of
scenarios) and held in memory; a hit's title is the scenario's question.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from markupsafe import escape

from refbase.search.text import clean_query, is_stop, stems, tokens

#: BM25 constants (as the rules index: Whoosh's defaults).
K1 = 1.2
B = 0.75
#: The question and the title are repeated this many times (the rules index's TITLE_REPEAT).
TITLE_REPEAT = 2
SNIPPET_CHARS = 200


@dataclass(frozen=True, slots=True)
class ScenarioDoc:
    """One worked scenario as the search sees it (no engine types)."""

    id: str
    game: str
    title: str
    question: str
    #: the source's words and the rules the scenario cites ("CR 28.6.1 Declaring Interception")
    text: str = ""

    @property
    def heading(self) -> str:
        """What a result shows: the question, or the title when there is none."""
        return self.question or self.title


@dataclass(frozen=True, slots=True)
class ScenarioHit:
    doc: ScenarioDoc
    score: float
    #: HTML-safe: the scenario's title and source words, escaped
    snippet: str


class ScenarioIndex:
    """BM25 over the library's questions, titles and cited rules."""

    def __init__(self, docs: Iterable[ScenarioDoc], stem: Callable[[str], str]) -> None:
        self._stem = stem
        self.docs: tuple[ScenarioDoc, ...] = tuple(docs)
        self._terms = [Counter(self._field_stems(d)) for d in self.docs]
        self._lengths = [sum(t.values()) for t in self._terms]
        self._average = (sum(self._lengths) / len(self._lengths)) if self._lengths else 1.0
        frequency: Counter[str] = Counter()
        for terms in self._terms:
            frequency.update(terms.keys())
        n = len(self.docs)
        self._idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in frequency.items()}

    def _field_stems(self, doc: ScenarioDoc) -> list[str]:
        heading = stems(f"{doc.question}\n{doc.title}", self._stem)
        return heading * TITLE_REPEAT + stems(doc.text, self._stem)

    def __len__(self) -> int:
        return len(self.docs)

    def client_data(self, wanted: Callable[[ScenarioDoc], bool] = lambda _doc: True) -> dict[str, Any]:
        """What the static copy's browser search needs to rank these scenarios as `search` does
        (search-core.js `searchScenarios`): each scenario's id, game, question, plain-text snippet,
        length and stems, the idf table,
        the stem of every word the scenarios use. `wanted` picks the scenarios the copy holds."""
        keep = [i for i, d in enumerate(self.docs) if wanted(d)]
        words = {t.folded for i in keep for d in (self.docs[i],)
                 for t in tokens(f"{d.question}\n{d.title}\n{d.text}") if not is_stop(t.folded)}
        terms = {t for i in keep for t in self._terms[i]}
        return {
            "k1": K1, "b": B, "average": self._average,
            "docs": [[d.id, d.game, d.heading, _plain_snippet(d), self._lengths[i], dict(self._terms[i])]
                     for i in keep for d in (self.docs[i],)],
            "idf": {t: self._idf[t] for t in sorted(terms)},
            "stems": {w: self._stem(w) for w in sorted(words) if self._stem(w) != w},
        }

    def search(self, q: str, game: str | None = None, limit: int = 10, offset: int = 0) -> tuple[list[ScenarioHit], int]:
        """The page of hits (best first) and how many scenarios match in all."""
        wanted = list(dict.fromkeys(stems(clean_query(q), self._stem)))
        if not wanted:
            return [], 0
        scored = []
        for i, doc in enumerate(self.docs):
            if game and doc.game != game:
                continue
            score = self._score(i, wanted)
            if score > 0:
                scored.append((score, i))
        scored.sort(key=lambda item: (-item[0], self.docs[item[1]].id))
        page = scored[max(offset, 0):max(offset, 0) + max(limit, 0)]
        return [ScenarioHit(self.docs[i], round(score, 4), _snippet(self.docs[i])) for score, i in page], len(scored)

    def _score(self, i: int, wanted: Sequence[str]) -> float:
        terms, norm = self._terms[i], K1 * (1 - B + B * self._lengths[i] / (self._average or 1.0))
        total, matched = 0.0, 0
        for term in wanted:
            tf = terms.get(term, 0)
            if tf:
                matched += 1
                total += self._idf.get(term, 0.0) * tf * (K1 + 1) / (tf + norm)
        # a scenario that answers more of the question's words ranks above one that repeats one
        return total * matched / len(wanted)


def _plain_snippet(doc: ScenarioDoc) -> str:
    text = doc.title if doc.question else doc.text
    if len(text) > SNIPPET_CHARS:
        text = text[:SNIPPET_CHARS].rsplit(" ", 1)[0] + "…"
    return text


def _snippet(doc: ScenarioDoc) -> str:
    return str(escape(_plain_snippet(doc)))
