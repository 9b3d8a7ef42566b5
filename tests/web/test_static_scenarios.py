"""Worked scenarios in the static copy: exported answered with their board, found by the
copy's search (search-core.js `searchScenarios`) as the live search finds them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from refbase import config
from refbase.engines.library import load_library
from refbase.web.static_search import DATA_FILE, DATA_GLOBAL

CR = "shadowfist-comprehensive"
#: Every test here reads a whole export of both games (tens of seconds to write): the full suite only.
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def copy_with_scenarios(rulebook_copy: Path) -> Path:
    """The comprehensive rulebook's copy (tests/web/conftest.py): Shadowfist's scenarios go with it."""
    return rulebook_copy


@pytest.fixture(scope="module")
def shadowfist_library():
    return [s for s in load_library(config.SCENARIOS_DIR).values() if s.game == "shadowfist"]


def _data(copy: Path) -> dict:
    text = (copy / DATA_FILE).read_text(encoding="utf-8")
    return json.loads(text.removeprefix(f"window.{DATA_GLOBAL} = ").rstrip().rstrip(";"))


@pytest.mark.slow
def test_the_games_scenarios_are_exported_answered_with_relative_links(copy_with_scenarios, shadowfist_library):
    exported = {p.parent.name for p in (copy_with_scenarios / "scenarios").glob("*/index.html")}
    assert exported == {s.id for s in shadowfist_library}, "Shadowfist's, since its rulebook is exported"
    page = (copy_with_scenarios / f"scenarios/{shadowfist_library[0].id}/index.html").read_text()
    assert 'class="answer answer-' in page and "board-diagram board-shadowfist" in page
    assert not re.findall(r'(?:href|src|action)="/(?!/)', page), "no root-relative link"
    assert "http://localhost" not in page and "runner.js" not in page and "/scenarios/s/" not in page
    assert "scenarios/new" not in page, "the board builder needs the server: no Edit link in a static copy"
    for link in re.findall(r'href="(\.\./\.\./rules/[^"]+)"', page):
        assert (copy_with_scenarios / "scenarios" / shadowfist_library[0].id / link).resolve().is_file(), link


def test_the_copy_search_data_holds_the_exported_scenarios(copy_with_scenarios, shadowfist_library):
    scenarios = _data(copy_with_scenarios)["scenarios"]
    assert {d[0] for d in scenarios["docs"]} == {s.id for s in shadowfist_library}
    questions = {d[0]: d[2] for d in scenarios["docs"]}
    assert all(questions[s.id] == (s.question or s.title) for s in shadowfist_library)


@pytest.mark.slow
@pytest.mark.browser
def test_the_copy_finds_every_scenario_as_the_live_search_does_and_opens_it_from_disk(
        page, copy_with_scenarios, shadowfist_library, client, assert_clean):
    from playwright.sync_api import expect

    page.goto((copy_with_scenarios / "search/index.html").as_uri() + "?q=superleap+turned+interceptor")
    block = page.locator(".scenario-hits")
    expect(block.locator("a").first).to_be_visible()
    questions = [s.question or s.title for s in shadowfist_library]
    static = page.evaluate("""(qs) => {
        const engine = window.RefbaseSearchCore(window.REFBASE_SEARCH_DATA);
        return qs.map(q => engine.searchScenarios(q, {limit: 3}).map(h => h.id));
    }""", questions)
    live = [[h["id"] for h in client.get("/api/v1/search", query_string={
        "q": q, "kind": "scenario", "game": "shadowfist", "limit": 3}).get_json()["results"]] for q in questions]
    assert static == live, "the copy ranks the scenarios as the live search does"
    assert all(s.id in hits for s, hits in zip(shadowfist_library, static, strict=True))

    block.locator("a").first.click()
    expect(page.locator(".answer")).to_be_visible()
    assert page.url.startswith("file://") and "/scenarios/" in page.url
    expect(page.locator(".replay[data-stepper-ready=true]")).to_be_visible()
    page.locator(".replay").focus()
    page.keyboard.press("Home")
    expect(page.locator(".replay .step-status")).to_have_text("Before the first step")
    assert_clean(page)


def test_the_copy_has_a_scenario_index_linked_from_every_page(copy_with_scenarios, shadowfist_library):
    index = (copy_with_scenarios / "scenarios/index.html").read_text()
    assert "<h1>Worked scenarios</h1>" in index and "runner.js" not in index and "<textarea" not in index
    links = re.findall(r'href="([^"]+/index\.html)"', index)
    for s in shadowfist_library:
        assert f"{s.id}/index.html" in " ".join(links), s.id
        assert (copy_with_scenarios / "scenarios" / s.id / "index.html").is_file()
    rule = (copy_with_scenarios / f"rules/{CR}/28.6.1/index.html").read_text()
    assert 'href="../../../scenarios/index.html">Worked scenarios</a>' in rule


def test_the_go_to_box_is_on_every_page_of_the_copy(copy_with_scenarios, shadowfist_library):
    for path in ("index.html", f"rules/{CR}/28.6.1/index.html", f"scenarios/{shadowfist_library[0].id}/index.html",
                 "scenarios/index.html", "search/index.html"):
        page = (copy_with_scenarios / path).read_text()
        assert 'aria-label="Go to a rule"' in page and 'name="go" value="1"' in page, path
        search = "index.html" if path.startswith("search/") else "search/index.html"
        assert re.search(rf'<form class="goto" method="get" action="[./]*{search}"', page), path


@pytest.mark.browser
def test_the_copy_s_go_to_box_opens_a_rule_by_its_number_from_disk(page, copy_with_scenarios, assert_clean):
    from playwright.sync_api import expect

    page.goto((copy_with_scenarios / f"rules/{CR}/28.1/index.html").as_uri())
    box = page.get_by_role("search", name="Go to a rule")
    box.get_by_label("Go to rule").fill("28.6.1")
    box.get_by_role("button", name="Go").click()
    page.wait_for_url("**/rules/shadowfist-comprehensive/28.6.1/index.html")
    expect(page.locator("h1")).to_contain_text("28.6.1")
    cited = page.locator(".rule-text a.refbase-cite").first
    expect(cited).to_be_attached()  # the copy's rule pages preview their citations too
    assert_clean(page)
