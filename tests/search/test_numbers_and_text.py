"""Pure-Python pieces: number finding in query text, query cleaning, quoting."""

from __future__ import annotations

from refbase.config import MAX_SEARCH_QUERY_CHARS
from refbase.search.numbers import NumberFinder
from refbase.search.text import clean_query


def test_number_finder_reads_prefixes_and_bare_numbers(search_kb):
    finder = NumberFinder(search_kb)
    found = [(r.number, r.doc) for r in finder.find("see CR 28.6.1, UFS g.2.2 and 4.0 or 50.15")]
    assert found == [("28.6.1", "shadowfist-comprehensive"), ("G.2.2", "ufs-living-rules"),
                     ("4.0", None), ("50.15", None)]


def test_number_finder_ignores_plain_numbers_and_abbreviations(search_kb):
    finder = NumberFinder(search_kb)
    assert finder.find("deal 5 damage, e.g. to 3 sites, version 1") == []


def test_bare_number_prefers_the_default_document(search_kb):
    finder = NumberFinder(search_kb)
    [ref] = finder.find("9.2.1")
    assert [s.doc for s in finder.resolve(ref, None, None)] == ["shadowfist-comprehensive"]


def test_clean_query_bounds_and_sanitises():
    assert clean_query("  a\x00b\tc\n ") == "a b c"
    assert len(clean_query("x" * 10_000)) == MAX_SEARCH_QUERY_CHARS
    assert clean_query(None) == ""
    assert clean_query("\ud800ok") == "?ok"
