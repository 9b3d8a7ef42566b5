"""Full-text rules search: Whoosh index, query understanding, related rules.

    build_index(kb, directory)             -> writes a fresh index (used by `refbase build`)
    SearchIndex.open(directory, kb, questions=()) -> the read-only index, once per process
                                              (questions: the library's, as CitedQuestion)
    SearchIndex.search(q, game=, doc=, kind=, limit=, offset=) -> SearchResults
    SearchIndex.related(doc, entry_id, n=5) -> [Ref] in the game's authoritative rulebook

All Whoosh use is in `refbase.search.index`, `index_build` and `index_reading`; the other modules
are plain Python.
"""

from refbase.search.expansion import CitedQuestion
from refbase.search.index import IndexFormatError, SearchIndex
from refbase.search.index_build import build_index
from refbase.search.results import SearchHit, SearchResults

__all__ = ["CitedQuestion", "IndexFormatError", "SearchHit", "SearchIndex", "SearchResults",
           "build_index"]
