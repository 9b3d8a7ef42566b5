"""The search results page: highlights, "did you mean", filters, pagination, limits."""

from __future__ import annotations

import re

from refbase.config import MAX_SEARCH_LIMIT, MAX_SEARCH_QUERY_CHARS


def _page(client, url: str, status: int = 200) -> str:
    response = client.get(url)
    assert response.status_code == status, (url, response.status_code)
    return response.get_data(as_text=True)


def test_results_are_highlighted_and_link_to_section_pages(client):
    page = _page(client, "/search?q=superleap")
    assert "<mark>" in page.lower()
    assert re.search(r'<li class="result">\s*<h2><a href="/rules/shadowfist-comprehensive/50\.15"', page)


def test_a_typo_gets_a_did_you_mean_link(client):
    page = _page(client, "/search?q=tougness")
    match = re.search(r'Did you mean <a href="([^"]+)"[^>]*>([^<]+)</a>', page)
    assert match and match.group(2) == "toughness"
    assert "q=toughness" in match.group(1)


def test_filters_restrict_results(client):
    page = _page(client, "/search?q=attack&game=ufs")
    docs = set(re.findall(r'<h2><a href="/rules/([^/]+)/', page))
    assert docs == {"ufs-living-rules"}
    page = _page(client, "/search?q=attack&doc=shadowfist-faq&kind=qa")
    assert set(re.findall(r'<h2><a href="/rules/([^/]+)/', page)) <= {"shadowfist-faq"}
    assert '<option value="shadowfist-faq" selected>' in page and '<option value="qa" selected>' in page


def test_pagination_keeps_query_and_filters(client):
    first = _page(client, "/search?q=damage&game=shadowfist&limit=5")
    following = re.search(r'<a rel="next" href="([^"]+)"', first).group(1).replace("&amp;", "&")
    assert "offset=5" in following and "game=shadowfist" in following and "limit=5" in following
    second = _page(client, following)
    assert '<ol class="results" start="6">' in second
    assert 'rel="prev"' in second


def test_out_of_range_and_junk_parameters_are_clamped_not_errors(client):
    page = _page(client, "/search?q=damage&limit=100000&offset=-5&game=chess&doc=<x>&kind=zzz")
    assert len(re.findall(r'<li class="result">', page)) == MAX_SEARCH_LIMIT
    _page(client, "/search?q=damage&limit=abc&offset=99999999999999999999")


def test_a_query_over_the_limit_gets_a_friendly_413_page(client):
    page = _page(client, "/search?q=" + "a" * (MAX_SEARCH_QUERY_CHARS + 1), 413)
    assert "Search too long" in page and f"{MAX_SEARCH_QUERY_CHARS} characters" in page
    _page(client, "/search?q=" + "a" * MAX_SEARCH_QUERY_CHARS)


def test_empty_query_shows_the_form_and_no_results_show_hints(client):
    assert 'id="q"' in _page(client, "/search")
    assert "No rule matches" in _page(client, "/search?q=zzqxvbnmzz")


def test_a_quoted_phrase_no_rule_has_is_searched_as_words_and_the_page_says_so(client):
    page = _page(client, '/search?q="superleap corrupted"')
    assert "No rule has the exact words “superleap corrupted”" in page
    assert re.search(r'<li class="result">', page)
    body = client.get("/api/v1/search", query_string={"q": '"superleap corrupted"'}).get_json()
    assert body["unmatched_phrases"] == ["superleap corrupted"] and body["results"]
    found = client.get("/api/v1/search", query_string={"q": '"burn for power"'}).get_json()
    assert found["unmatched_phrases"] == [] and "No rule has the exact words" not in _page(
        client, '/search?q="burn for power"')
