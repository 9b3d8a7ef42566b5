"""What serving reads from the Whoosh index files, once at open: per-entry statistics and
postings for the in-memory BM25 (`scoring.Bm25`) and the docnum table. Whoosh use lives here
and in `index.py`.
"""

from __future__ import annotations

from dataclasses import dataclass

from whoosh.index import Index
from whoosh.reading import IndexReader

from refbase.search.scoring import Postings, rules_idf
from refbase.search.spelling import vocabulary_from

#: The field queries run against: the title (TITLE_REPEAT times), the body and the
#: ancestors' titles, so that one idf and one length norm apply per term.
RANKING_FIELD = "text"


class IndexFormatError(RuntimeError):
    """The directory holds no index of the format this code reads: rebuild it."""


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
    """The rules' idf (Whoosh's form) from the term's document frequency."""
    return rules_idf(reader.doc_count_all(), reader.doc_frequency(RANKING_FIELD, term))


def _docnum_table(reader: IndexReader) -> list[tuple[str, str]]:
    entries: list[tuple[str, str]] = [("", "")] * reader.doc_count_all()
    for docnum, stored in reader.iter_docs():
        doc, _, entry_id = stored["key"].partition("\x1f")
        entries[docnum] = (doc, entry_id)
    return entries


def term_text(term: bytes | str) -> str:
    return term.decode("utf-8") if isinstance(term, bytes) else term
