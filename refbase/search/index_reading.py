"""What serving reads from the Whoosh index files, once at open, and the weighting Whoosh's
more-like-this uses: per-entry statistics and postings for the in-memory BM25, the docnum
table, and BM25F with precomputed length norms. Whoosh use lives here and in `index.py`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from whoosh import scoring
from whoosh.index import Index
from whoosh.matching import Matcher
from whoosh.reading import IndexReader
from whoosh.searching import Searcher

from refbase.search.scoring import Postings
from refbase.search.spelling import vocabulary_from

#: The field queries run against: the title (TITLE_REPEAT times), the body and the
#: ancestors' titles, so that one idf and one length norm apply per term.
RANKING_FIELD = "text"


class IndexFormatError(RuntimeError):
    """The directory holds no index of the format this code reads: rebuild it."""


class AuthorityBM25F(scoring.BM25F):
    """BM25 whose final score is multiplied by the entry's precedence/kind factor.

    Scoring the `text` field uses per-entry length norms computed once at open (the same
    lengths Whoosh stores), instead of Whoosh's per-posting column lookups: same scores,
    several times less work per matching posting.
    """

    use_final = True

    def __init__(self, factors: Sequence[float], lengths: dict[str, Sequence[float]],
                 B: float = 0.75, K1: float = 1.2) -> None:
        super().__init__(B=B, K1=K1)
        self._factors = factors
        self._norms = {field: length_norms(values, B, K1) for field, values in lengths.items()}

    def scorer(self, searcher: Searcher, fieldname: str, text: bytes, qf: int = 1) -> scoring.BaseScorer:
        norms = self._norms.get(fieldname)
        if norms is None:
            return super().scorer(searcher, fieldname, text, qf=qf)
        return NormScorer(searcher.get_parent().idf(fieldname, text), self.K1, norms)

    def final(self, searcher: Searcher, docnum: int, score: float) -> float:
        return score * self._factors[docnum]


class NormScorer(scoring.BaseScorer):
    """BM25 term score with precomputed length norms: idf * tf*(K1+1) / (tf + norm)."""

    def __init__(self, idf: float, k1: float, norms: Sequence[float]) -> None:
        self._idf_k = idf * (k1 + 1)
        self._norms = norms

    def supports_block_quality(self) -> bool:
        return False

    def max_quality(self) -> float:
        return self._idf_k  # tf / (tf + norm) < 1

    def score(self, matcher: Matcher) -> float:
        weight = matcher.weight()
        return self._idf_k * weight / (weight + self._norms[matcher.id()])


def length_norms(lengths: Sequence[float], b: float, k1: float) -> list[float]:
    average = (sum(lengths) / len(lengths)) if lengths else 1.0
    return [k1 * ((1 - b) + b * length / (average or 1.0)) for length in lengths]


@dataclass(frozen=True, slots=True)
class Statistics:
    """What serving needs from the index files, read once at open."""

    entries: list[tuple[str, str]]  # docnum -> (doc, entry id)
    lengths: list[float]  # docnum -> length of the ranking field
    known_stems: frozenset[str]  # the ranking field's vocabulary
    words: dict[str, int]  # unstemmed vocabulary -> document frequency (typo correction)
    postings: dict[str, Postings]  # the ranking field's postings, for in-memory BM25
    idf: dict[str, float]  # Whoosh's idf of each term of the ranking field


def read_statistics(ix: Index) -> Statistics:
    reader = ix.reader()
    try:
        if not reader.is_atomic():
            raise IndexFormatError("search index has several segments: rebuild it")
        words = vocabulary_from((term_text(word), info.doc_frequency())
                                for word, info in reader.iter_field("words"))
        return Statistics(
            entries=_docnum_table(reader),
            lengths=[reader.doc_field_length(n, RANKING_FIELD, 0)
                     for n in range(reader.doc_count_all())],
            known_stems=frozenset(term_text(t) for t in reader.field_terms(RANKING_FIELD)),
            words=words,
            postings=_postings(reader),
            idf={term_text(t): _whoosh_idf(reader, t) for t in reader.field_terms(RANKING_FIELD)},
        )
    finally:
        reader.close()


def _postings(reader: IndexReader) -> dict[str, Postings]:
    """Every term of the ranking field with its entries, frequencies and positions."""
    out = {}
    for term in reader.field_terms(RANKING_FIELD):
        matcher = reader.postings(RANKING_FIELD, term)
        docs, weights, positions = [], [], []
        while matcher.is_active():
            docs.append(matcher.id())
            weights.append(matcher.weight())
            positions.append(tuple(matcher.value_as("positions")))
            matcher.next()
        out[term_text(term)] = Postings(tuple(docs), tuple(weights), tuple(positions))
    return out


def _whoosh_idf(reader: IndexReader, term: bytes | str) -> float:
    """Whoosh's BM25 idf: log(N / (df + 1)) + 1."""
    return math.log(reader.doc_count_all() / (reader.doc_frequency(RANKING_FIELD, term) + 1)) + 1


def _docnum_table(reader: IndexReader) -> list[tuple[str, str]]:
    entries: list[tuple[str, str]] = [("", "")] * reader.doc_count_all()
    for docnum, stored in reader.iter_docs():
        doc, _, entry_id = stored["key"].partition("\x1f")
        entries[docnum] = (doc, entry_id)
    return entries


def term_text(term: bytes | str) -> str:
    return term.decode("utf-8") if isinstance(term, bytes) else term
