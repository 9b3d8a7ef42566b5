"""Worked scenarios in the search (kind `scenario`), kept apart from the rules index.

The library lives with the engines, which the index may not know; the layers above hand
each scenario over as a plain `ScenarioDoc` (its question, title, source and the rules it
cites). `ScenarioIndex` ranks them with BM25 (`scoring.Bm25`) over the same stems the rules index
uses (tokenise, fold, drop stop words, Porter stem), the question and title counting double, so
a player's question finds the worked scenario that asks it. It is small (hundreds of
scenarios) and held in memory; a hit's title is the scenario's question.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from markupsafe import escape

from refbase.search.scoring import Bm25
from refbase.search.text import clean_query, is_stop, stems, tokens

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
        runs = [self._field_stems(d) for d in self.docs]
        self._terms = [Counter(run) for run in runs]
        self._bm25 = Bm25.of_runs(runs)

    def _field_stems(self, doc: ScenarioDoc) -> list[str]:
        heading = stems(f"{doc.question}\n{doc.title}", self._stem)
        return heading * TITLE_REPEAT + stems(doc.text, self._stem)

    def __len__(self) -> int:
        return len(self.docs)

    def client_data(self, wanted: Callable[[ScenarioDoc], bool] = lambda _doc: True) -> dict[str, Any]:
        """What the static copy's browser search needs to rank these scenarios as `search` does
        (search-core.js `searchScenarios`): each scenario's id, game, question, plain-text snippet
        and the BM25 score of each of its stems (computed here: the browser only adds them up),
        the stem of every word the scenarios use. `wanted` picks the scenarios the copy holds."""
        keep = [i for i, d in enumerate(self.docs) if wanted(d)]
        words = {t.folded for i in keep for d in (self.docs[i],)
                 for t in tokens(f"{d.question}\n{d.title}\n{d.text}") if not is_stop(t.folded)}
        return {
            "docs": [[d.id, d.game, d.heading, _plain_snippet(d),
                      {t: round(self._bm25.term_scores(t)[i], 4) for t in sorted(self._terms[i])}]
                     for i in keep for d in (self.docs[i],)],
            "stems": {w: self._stem(w) for w in sorted(words) if self._stem(w) != w},
        }

    def search(self, q: str, game: str | None = None, limit: int = 10, offset: int = 0) -> tuple[list[ScenarioHit], int]:
        """The page of hits (best first) and how many scenarios match in all."""
        wanted = list(dict.fromkeys(stems(clean_query(q), self._stem)))
        if not wanted:
            return [], 0
        per_term = [self._bm25.term_scores(term) for term in wanted]
        total: dict[int, float] = {}
        matched: Counter[int] = Counter()
        for scores in per_term:
            for i, score in scores.items():
                total[i] = total.get(i, 0.0) + score
                matched[i] += 1
        # a scenario that answers more of the question's words ranks above one that repeats one
        scored = [(score * matched[i] / len(wanted), i) for i, score in total.items()
                  if score > 0 and not (game and self.docs[i].game != game)]
        scored.sort(key=lambda item: (-item[0], self.docs[item[1]].id))
        page = scored[max(offset, 0):max(offset, 0) + max(limit, 0)]
        return [ScenarioHit(self.docs[i], round(score, 4), _snippet(self.docs[i])) for score, i in page], len(scored)


def _plain_snippet(doc: ScenarioDoc) -> str:
    text = doc.title if doc.question else doc.text
    if len(text) > SNIPPET_CHARS:
        text = text[:SNIPPET_CHARS].rsplit(" ", 1)[0] + "…"
    return text


def _snippet(doc: ScenarioDoc) -> str:
    return str(escape(_plain_snippet(doc)))
