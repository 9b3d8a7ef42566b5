"""Every library scenario is found by search (kind `scenario`), its question as the title."""

from __future__ import annotations

import re

import pytest

from refbase import config
from refbase.engines.library import load_library


@pytest.fixture(scope="module")
def library():
    items = load_library(config.SCENARIOS_DIR)
    assert items, f"no scenario in {config.SCENARIOS_DIR}: these tests need the library"
    return items


@pytest.mark.slow
def test_every_library_scenario_is_found_by_its_question(client, library):
    missed = []
    for item in library.values():
        answer = client.get("/api/v1/search", query_string={"q": item.question or item.title,
                                                            "kind": "scenario", "limit": 3}).get_json()
        if item.id not in [hit["id"] for hit in answer["results"]]:
            missed.append(item.id)
    assert missed == []


def test_a_scenario_hit_is_titled_with_its_question_and_links_to_its_page(client, library):
    item = next(s for s in library.values() if s.question)
    answer = client.get("/api/v1/search", query_string={"q": item.question}).get_json()
    hit = next(h for h in answer["scenarios"] if h["id"] == item.id)
    assert hit["kind"] == "scenario" and hit["title"] == item.question
    assert hit["html_url"].endswith(f"/scenarios/{item.id}")
    assert client.get(hit["html_url"]).status_code == 200
    assert client.get(hit["url"]).get_json()["id"] == item.id


def test_the_search_page_shows_worked_scenarios_above_the_rules(client, library):
    page = client.get("/search", query_string={"q": "superleap turned interceptor"}).get_data(as_text=True)
    block = page.index('class="scenario-hits"')
    assert block < page.index('<ol class="results"'), "scenarios first, then the rules"
    assert re.search(r'<h3 class="result-title"><a href="/scenarios/sf-[^"]+">[^<]*\?</a></h3>', page)
    assert 'href="/search?q=superleap+turned+interceptor&amp;kind=scenario"' in page
    assert '<option value="scenario">worked scenario</option>' in page


def test_the_scenario_kind_lists_only_scenarios(client, library):
    page = client.get("/search", query_string={"q": "intercept", "kind": "scenario"}).get_data(as_text=True)
    titles = re.findall(r'<li class="result( result-scenario)?">', page)
    assert titles and all(t for t in titles), "only worked scenarios"
    assert re.search(r'<h2 class="result-title"><a href="/scenarios/', page)
    assert '<option value="scenario" selected>' in page
