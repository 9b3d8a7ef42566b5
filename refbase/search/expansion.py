"""Document expansion: players' questions as an extra, lighter field of the rules they cite.

The library's worked scenarios each ask a question in a player's words ("My Character is two
columns away from the Site being attacked. Can it move over to intercept?") and name the
rule that answers it (13.1 Legal Destinations). Indexing those questions with the rule they
cite (doc2query-style expansion, here from the project's own data, not a model) bridges the
words players use and the rulebook's words: a new question phrased like an old one finds
the rule. Only sections of an authoritative document are expanded, and the field scores at
EXPANSION_WEIGHT of the rule text's own BM25, so a question's words suggest a rule without
outweighing what the rule itself says.

Two sources: questions curated by hand from the rule texts (`asked.py`, always on), and
the library's, which lives with the engines, which the search may not import: the layers
above hand those over as plain `CitedQuestion`s (see `refbase.runtime.library_questions`).
The field's words are searchable as typed (never "corrected" into rule words).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from refbase.search.scoring import Bm25, Postings
from refbase.search.text import stems

#: How much an entry's expansion field counts next to its own text (BM25 of each, summed).
EXPANSION_WEIGHT = 0.67
#: BM25 constants of the expansion field (the rules index uses Whoosh's defaults too).
K1 = 1.2
B = 0.75


@dataclass(frozen=True, slots=True)
class CitedQuestion:
    """A question in a player's words and the entry that answers it."""

    text: str
    doc: str
    entry_id: str


@dataclass(frozen=True, slots=True)
class Expansion:
    """The expansion field, ready to score: a BM25 over it and each entry's stems."""

    bm25: Bm25 | None
    stems: Mapping[int, frozenset[str]]

    @property
    def vocabulary(self) -> frozenset[str]:
        """Every stem of the field: words players use that the rules may not (known words,
        not typos to correct)."""
        return frozenset().union(*self.stems.values())

    @property
    def fields(self) -> tuple[tuple[Bm25, float], ...]:
        """For `Bm25.search(extra=...)`: the field and its weight (none when empty)."""
        return ((self.bm25, EXPANSION_WEIGHT),) if self.bm25 is not None else ()


def build_expansion(questions: Iterable[CitedQuestion], docnums: Mapping[tuple[str, str], int],
                    authoritative: Callable[[str], bool], idf: Mapping[str, float],
                    entry_count: int, stem: Callable[[str], str]) -> Expansion:
    """The expansion field of every entry some question cites (authoritative entries only).

    `idf` is the rules index's (a question's rare word is as telling as in the rules); stems
    the rules never use (player words) get the idf their count in the field gives them.
    """
    runs: dict[int, list[str]] = {}
    for question in questions:
        docnum = docnums.get((question.doc, question.entry_id))
        if docnum is None or not authoritative(question.doc):
            continue
        run = runs.setdefault(docnum, [])
        if run:
            run.append("")  # no phrase across two questions
        run.extend(stems(question.text, stem))
    if not runs:
        return Expansion(None, {})
    postings = _postings(runs)
    lengths = [0.0] * entry_count
    for docnum, run in runs.items():
        lengths[docnum] = float(sum(1 for s in run if s))
    average = sum(lengths) / len(runs)
    norms = [K1 * ((1 - B) + B * length / average) for length in lengths]
    own = {term: math.log(1 + (entry_count - len(p.docs) + 0.5) / (len(p.docs) + 0.5))
           for term, p in postings.items()}
    field_idf = {term: idf.get(term, own[term]) for term in postings}
    return Expansion(Bm25(postings, field_idf, norms, [1.0] * entry_count, K1),
                     {docnum: frozenset(s for s in run if s) for docnum, run in runs.items()})


def _postings(runs: Mapping[int, Sequence[str]]) -> dict[str, Postings]:
    positions: dict[str, dict[int, list[int]]] = {}
    for docnum in sorted(runs):
        for position, term in enumerate(runs[docnum]):
            if term:
                positions.setdefault(term, {}).setdefault(docnum, []).append(position)
    return {term: Postings(tuple(per_doc), tuple(float(len(p)) for p in per_doc.values()),
                           tuple(tuple(p) for p in per_doc.values()))
            for term, per_doc in positions.items()}
