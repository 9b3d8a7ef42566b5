"""Bad input never raises: each case the issue lists gets an answer, usually empty."""

from __future__ import annotations

import pytest

from refbase.config import MAX_SEARCH_LIMIT, MAX_SEARCH_QUERY_CHARS


def assert_well_formed(results) -> None:
    assert isinstance(results.total, int) and results.total >= 0
    assert len(results.results) <= MAX_SEARCH_LIMIT
    assert "\x00" not in results.query
    for hit in results.results:
        assert "<script" not in hit.snippet


def test_empty_query(search_index):
    for query in ("", "   ", "\n\t"):
        results = search_index.search(query)
        assert_well_formed(results)
        assert results.total == 0 and results.suggestion is None


def test_only_stop_words(search_index):
    results = search_index.search("what is the how and or if")
    assert_well_formed(results)
    assert results.total == 0


def test_ten_thousand_character_query_is_truncated(search_index):
    query = "superleap " * 1000
    results = search_index.search(query)
    assert_well_formed(results)
    assert len(results.query) <= MAX_SEARCH_QUERY_CHARS
    assert results.results[0].id == "50.15"


def test_ten_thousand_distinct_words(search_index):
    query = " ".join(f"word{i}" for i in range(2000))[:10_000]
    assert_well_formed(search_index.search(query))


@pytest.mark.parametrize("query", ['"burn for', 'burn for"', '"', '""', '"""', 'a "b" "c',
                                   "“curly quotes"])
def test_unbalanced_or_empty_quotes(search_index, query):
    assert_well_formed(search_index.search(query))


@pytest.mark.parametrize("query", ["AND OR NOT", "superleap AND", "NOT toughness", "OR",
                                   "(superleap", "title:superleap", "superleap^5", "a~2",
                                   "[1 TO 5]", "{x}", "+superleap -toughness"])
def test_query_syntax_is_plain_text(search_index, query):
    assert_well_formed(search_index.search(query))


@pytest.mark.parametrize("query", ["*", "?", "super*", "tough?ess", "**?**", "\\", "%_%"])
def test_wildcards_are_plain_text(search_index, query):
    assert_well_formed(search_index.search(query))


@pytest.mark.parametrize("query", ["Möbius Garden", "中文 查询", "😀 superleap", "Ωmega",
                                   "\ud800", "ｓｕｐｅｒｌｅａｐ", "e\u0301tat", "\u202e"])
def test_unicode(search_index, query):
    assert_well_formed(search_index.search(query))


def test_accents_fold(search_index):
    """"Mobius" finds the tip naming Möbius Garden, the only text that names it (so it leads
    the rule it is printed under, 26.1.1, which comes right after)."""
    results = search_index.search("Mobius Garden")
    assert [h.id for h in results.results[:2]] == ["26.1.1.tip-1", "26.1.1"]


@pytest.mark.parametrize("query", ["\x00", "super\x00leap", "\x00" * 5000, "a\x1b[31mb"])
def test_nul_and_control_bytes(search_index, query):
    assert_well_formed(search_index.search(query))


@pytest.mark.parametrize(("limit", "offset"), [(-1, 0), (0, 0), (10**9, 0), (10, -5),
                                                (10, 10**9), ("abc", "abc"), (None, None),
                                                (3.7, 1.2), (float("nan"), float("inf"))])
def test_limit_and_offset_are_clamped(search_index, limit, offset):
    results = search_index.search("damage", limit=limit, offset=offset)
    assert_well_formed(results)
    assert 0 <= results.limit <= MAX_SEARCH_LIMIT and results.offset >= 0


def test_non_string_query_and_filters(search_index):
    assert_well_formed(search_index.search(None))  # type: ignore[arg-type]
    assert_well_formed(search_index.search(12345))  # type: ignore[arg-type]
    assert_well_formed(search_index.search("damage", game=7, doc=[], kind={}))  # type: ignore[arg-type]


def test_related_never_raises(search_index):
    assert search_index.related("no-such-doc", "1.0") == []
    assert search_index.related("shadowfist-comprehensive", "no-such-id") == []
    assert search_index.related("shadowfist-comprehensive", "50.15", n=-3) == []
    assert len(search_index.related("shadowfist-comprehensive", "50.15", n=10**9)) <= MAX_SEARCH_LIMIT
