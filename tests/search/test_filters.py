"""Filters (game, doc, kind), limit/offset paging and the total count."""

from __future__ import annotations

CR, LGR, FAQ = "shadowfist-comprehensive", "ufs-living-rules", "shadowfist-faq"


def test_game_filter_keeps_one_game(search_index):
    for game in ("shadowfist", "ufs"):
        results = search_index.search("attack damage", game=game, limit=50)
        assert results.total > 0
        assert {h.game for h in results.results} == {game}


def test_doc_filter_keeps_one_document(search_index):
    results = search_index.search("intercept", doc=FAQ, limit=50)
    assert results.total > 0
    assert {h.doc for h in results.results} == {FAQ}


def test_kind_filter_keeps_one_kind(search_index):
    results = search_index.search("power", kind="glossary", limit=50)
    assert results.total > 0
    assert {h.kind for h in results.results} == {"glossary"}


def test_filters_combine(search_index):
    results = search_index.search("superleap", game="shadowfist", doc=CR, kind="section")
    assert [(h.doc, h.id) for h in results.results][0] == (CR, "50.15")
    assert all(h.doc == CR and h.kind == "section" for h in results.results)


def test_unknown_filter_values_give_no_results(search_index):
    assert search_index.search("attack", game="chess").total == 0
    assert search_index.search("attack", doc="no-such-doc").total == 0
    assert search_index.search("attack", kind="nonsense").total == 0


def test_query_naming_a_game_searches_that_game(search_index):
    results = search_index.search("ufs deck size", limit=20)
    assert {h.game for h in results.results} == {"ufs"}


def test_offset_pages_through_the_same_ranking(search_index):
    full = [(h.doc, h.id) for h in search_index.search("damage", limit=30).results]
    page = [(h.doc, h.id) for h in search_index.search("damage", limit=10, offset=10).results]
    assert page == full[10:20]


def test_total_counts_all_matches_not_the_page(search_index):
    small = search_index.search("damage", limit=3)
    assert len(small.results) == 3
    assert small.total == search_index.search("damage", limit=50).total > 3


def test_limit_is_capped(search_index):
    from refbase.config import MAX_SEARCH_LIMIT

    results = search_index.search("damage", limit=10**9)
    assert len(results.results) == MAX_SEARCH_LIMIT == results.limit


def test_hits_carry_what_the_api_needs(search_index):
    hit = search_index.search("superleap", limit=1).results[0]
    assert (hit.doc, hit.id, hit.number, hit.title) == (CR, "50.15", "50.15", "Superleap")
    assert hit.score > 0 and hit.game == "shadowfist" and hit.kind == "section"
    assert hit.label == "50.15"


def test_scores_are_best_first(search_index):
    scores = [h.score for h in search_index.search("toughness damage", limit=20).results]
    assert scores == sorted(scores, reverse=True)
