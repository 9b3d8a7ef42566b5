"""Real-browser tests: Debian's chromium driven by Playwright against a live server.

They skip (never fail) only when /usr/bin/chromium or the playwright package is missing.
"""

from __future__ import annotations

import json
import re

import pytest
from webtest_support import HOSTILE, served_html

pytestmark = pytest.mark.browser

CR = "shadowfist-comprehensive"


def _expect():
    from playwright.sync_api import expect

    return expect


# --- section pages -------------------------------------------------------------------

def test_open_a_section_page_and_follow_a_reference(page, live_server, assert_clean):
    expect = _expect()
    page.goto(f"{live_server}/rules/{CR}/28.6.1")
    expect(page.locator("h1")).to_contain_text("28.6.1")
    reference = page.locator("article .rule-text a.ref").first
    href, target = reference.get_attribute("href"), reference.get_attribute("data-rule")
    reference.focus()
    page.keyboard.press("Enter")  # keyboard only
    page.wait_for_url(f"{live_server}{href}")
    expect(page.locator("h1")).to_contain_text(target)
    expect(page.locator("nav.breadcrumb")).to_contain_text("Shadowfist CR")
    assert_clean(page)


def test_copy_citation_copies_the_citation_and_its_link(page, live_server, assert_clean):
    expect = _expect()
    page.goto(f"{live_server}/rules/{CR}/28.6.1")
    button = page.locator("button.copy-cite")
    expect(button).to_be_visible()
    button.click()
    expect(page.locator(".copy-status")).to_contain_text("Shadowfist CR 28.6.1")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == f"Shadowfist CR 28.6.1 http://localhost/rules/{CR}/28.6.1".replace(
        "http://localhost", live_server)
    assert_clean(page)


def test_table_of_contents_expands_and_collapses(page, live_server, assert_clean):
    page.goto(f"{live_server}/rules/{CR}")
    page.get_by_role("button", name="Expand all").click()
    assert page.locator(".toc details:not([open])").count() == 0
    page.get_by_role("button", name="Collapse all").click()
    assert page.locator(".toc details[open]").count() == 0
    assert_clean(page)


# --- search ----------------------------------------------------------------------------

def test_search_shows_highlights_and_a_suggestion(page, live_server, assert_clean):
    expect = _expect()
    page.goto(live_server + "/")
    page.fill("#home-q", "tougness")
    page.press("#home-q", "Enter")
    suggestion = page.locator(".suggestion a")
    expect(suggestion).to_have_text("toughness")
    suggestion.click()
    page.wait_for_url("**/search?q=toughness*")
    expect(page.locator(".results mark").first).to_be_visible()
    assert "toughness" in page.locator(".results mark").first.inner_text().lower()
    assert_clean(page)


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_queries_do_not_run(page, live_server, assert_clean, text):
    page.goto(live_server + "/search")
    page.fill("#q", text)
    page.press("#q", "Enter")
    page.wait_for_load_state()
    assert page.input_value("#q") == text
    assert_clean(page)


# --- scenario runner -------------------------------------------------------------------

def _resolved_library_scenario(client) -> str:
    for item in client.get("/api/v1/scenarios").get_json()["scenarios"]:
        detail = client.get(f"/api/v1/scenarios/{item['id']}").get_json()
        if detail["expected"].get("outcome") == "resolved":
            return item["id"]
    pytest.skip("no resolved scenario in the library")


def test_run_a_library_scenario_and_see_its_steps(page, live_server, client, assert_clean):
    expect = _expect()
    scenario_id = _resolved_library_scenario(client)
    page.goto(f"{live_server}/scenarios")
    page.select_option("#pick", scenario_id)
    page.get_by_role("button", name="Open").click()
    page.wait_for_selector("#runner[data-ready=true]")
    expect(page.locator(".answer-resolved")).to_contain_text("Resolved")  # shown without a click
    page.evaluate("document.getElementById('result').replaceChildren()")
    page.get_by_role("button", name="Run scenario").click()
    expect(page.locator(".frames .frame .step-text").first).to_be_attached()
    assert page.url == f"{live_server}/scenarios/{scenario_id}", "ran in place through the API"
    expect(page.locator(".answer-resolved")).to_contain_text("Resolved")
    assert page.locator(".frames .frame").count() >= 2
    rule = page.locator(".frames a.rule-cite").first
    assert "/rules/" in rule.get_attribute("href")
    expect(page.locator("table.board caption").first).to_have_text("Cards")
    assert_clean(page)


def test_runner_works_without_javascript(browser, live_server):
    context = browser.new_context(java_script_enabled=False)
    try:
        tab = context.new_page()
        tab.goto(f"{live_server}/scenarios")
        tab.get_by_role("button", name="Run scenario").click()
        tab.wait_for_url(f"{live_server}/scenarios/run")
        assert tab.locator(".frames .frame .step-text").count() >= 3
        assert tab.locator(".frames .frame:visible").count() == tab.locator(".frames .frame").count(), \
            "without JavaScript every step is listed"
    finally:
        context.close()


def test_runner_explains_malformed_json_and_invalid_fields(page, live_server, assert_clean):
    expect = _expect()
    page.goto(f"{live_server}/scenarios")
    page.wait_for_selector("#runner[data-ready=true]")
    page.fill("#scenario", '{"game": "shadowfist",\n "players": [}')
    page.get_by_role("button", name="Run scenario").click()
    expect(page.locator(".message.error")).to_contain_text("not valid JSON")
    expect(page.locator(".field-errors")).to_contain_text("line 2")
    page.fill("#scenario", json.dumps({"game": "shadowfist", "cards": [{"id": "x"}]}))
    page.get_by_role("button", name="Run scenario").click()
    expect(page.locator(".field-errors")).to_contain_text("cards[0].title")
    expect(page.locator(".field-errors")).to_contain_text("players")
    assert_clean(page)


def test_runner_shows_pending_decisions(page, live_server, assert_clean):
    expect = _expect()
    from refbase.web.runner import STARTER

    page.goto(f"{live_server}/scenarios")
    page.wait_for_selector("#runner[data-ready=true]")
    page.fill("#scenario", json.dumps({**STARTER, "actions": STARTER["actions"][:2]}))
    page.get_by_role("button", name="Run scenario").click()
    expect(page.locator(".answer-pending")).to_contain_text("A must decide")
    assert_clean(page)


def test_hostile_card_titles_are_shown_as_text(page, live_server, assert_clean):
    expect = _expect()
    scenario = {
        "game": "shadowfist", "format": "multiplayer", "active_player": "A",
        "players": [{"id": "A", "power": 3}, {"id": "B", "power": 1}],
        "cards": [{"id": f"c{i}", "title": text, "type": "character", "controller": "A", "column": 1,
                   "fighting": 4} for i, text in enumerate(HOSTILE)] + [
            {"id": "site", "title": HOSTILE[1], "type": "feng_shui_site", "controller": "B", "column": 1,
             "row": "front", "body": 9, "power": 1}],
        "actions": [{"do": "declare_attack", "player": "A", "attackers": ["c0", "c1"], "target": "site"},
                    {"do": "pass"}],
    }
    page.goto(f"{live_server}/scenarios")
    page.wait_for_selector("#runner[data-ready=true]")
    page.fill("#scenario", json.dumps(scenario))
    page.get_by_role("button", name="Run scenario").click()
    expect(page.locator(".answer")).to_be_visible()
    expect(page.locator("table.board").first).to_contain_text(HOSTILE[0])
    page.keyboard.press("Home")
    assert HOSTILE[1] in page.locator(".frames").text_content()
    assert HOSTILE[0] in page.locator(".board-diagram .card-name").first.text_content()
    assert_clean(page)


# --- embed.js --------------------------------------------------------------------------

FAQ_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A fan FAQ</title>
<script src="{live}/embed.js" defer></script></head>
<body>
<h1>Our FAQ</h1>
<p>Declaring interception: <span id="r1" data-rule="28.6.1"></span>.</p>
<p>See also <a id="l1" href="{live}/rules/shadowfist-comprehensive/50.15">the Superleap rule</a>.</p>
<p>In UFS: <span id="u1" data-rule="G.2.2" data-doc="ufs-living-rules">UFS G.2.2</span>.</p>
<p>Broken: <span id="bad" data-rule='"&gt;&lt;img src=x onerror="window.__xss=1"&gt;'>a bad citation</span>.</p>
<p><a id="other" href="https://example.org/rules/shadowfist-comprehensive/1.0">not refbase</a></p>
<div id="later"></div>
</body></html>
"""


@pytest.fixture(scope="module")
def faq_site(live_server):
    """A third-party page on another origin that includes refbase's embed.js."""
    body = FAQ_PAGE.format(live=live_server).encode()
    yield from served_html(body)


def test_embed_shows_a_tooltip_for_a_data_rule_element(page, live_server, faq_site, kb, assert_clean):
    expect = _expect()
    cite_requests: list[str] = []
    page.on("request", lambda r: cite_requests.append(r.url) if "/api/v1/cite" in r.url else None)
    page.goto(faq_site + "/")
    link = page.locator("#r1 a.refbase-link")
    expect(link).to_have_attribute("href", f"{live_server}/rules/{CR}/28.6.1")
    expect(link).to_have_text("28.6.1")
    page.hover("#r1")
    tip = page.locator(".refbase-tip")
    expect(tip).to_be_visible()
    title = kb.section(CR, "28.6.1").title
    expect(tip).to_contain_text("28.6.1")
    expect(tip).to_contain_text(title)
    expect(tip).to_contain_text("Comprehensive Shadowfist Rulebook")
    assert page.get_attribute("#r1 a", "aria-describedby") == "refbase-tip"
    page.mouse.move(0, 0)
    expect(tip).to_be_hidden()
    assert_clean(page)


def test_embed_is_keyboard_accessible_and_handles_links_and_late_content(page, live_server, faq_site, kb,
                                                                        assert_clean):
    expect = _expect()
    cite_requests: list[str] = []
    page.on("request", lambda r: cite_requests.append(r.url) if "/api/v1/cite" in r.url else None)
    page.goto(faq_site + "/")
    expect(page.locator("#r1 a.refbase-link")).to_be_visible()
    page.keyboard.press("Tab")  # the first focusable thing: the 28.6.1 citation
    tip = page.locator(".refbase-tip")
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("28.6.1")
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()
    page.keyboard.press("Tab")  # the Superleap link
    expect(tip).to_contain_text(kb.section(CR, "50.15").title)
    page.keyboard.press("Escape")  # dismissable (WCAG 1.4.13): the tooltip no longer covers the text
    page.hover("#u1")
    expect(tip).to_contain_text("G.2.2")
    assert page.get_attribute("#other", "class") is None, "links elsewhere are left alone"
    page.evaluate("""() => {
        const later = document.getElementById('later');
        for (const n of [1, 2]) {
            const span = document.createElement('span');
            span.id = 'late' + n;
            span.setAttribute('data-rule', 'CR 13.0');
            later.appendChild(span);
        }
        window.refbase.refresh(later);
    }""")
    expect(page.locator("#late2 a.refbase-link")).to_be_visible()
    page.keyboard.press("Escape")
    page.hover("#late1")
    expect(tip).to_contain_text("13.0")
    assert sum("13.0" in url for url in cite_requests) == 1, "lookups are cached"
    assert_clean(page)


def test_embed_escapes_a_hostile_citation(page, faq_site, assert_clean):
    expect = _expect()
    page.goto(faq_site + "/")
    expect(page.locator("#bad")).to_have_class("refbase-cite refbase-unresolved")
    page.hover("#bad")
    expect(page.locator(".refbase-tip")).to_contain_text("No rule found")
    assert page.locator("img").count() == 0
    assert_clean(page)


def test_embed_demo_on_refbase_itself(page, live_server, assert_clean):
    expect = _expect()
    page.goto(f"{live_server}/embed")
    expect(page.locator("#embed-demo a.refbase-link").first).to_be_visible()
    page.hover("#embed-demo [data-rule]")
    expect(page.locator(".refbase-tip")).to_contain_text("28.6.1")
    assert_clean(page)


# --- the static export -----------------------------------------------------------------

def test_static_export_searches_in_the_browser(page, static_server, assert_clean):
    expect = _expect()
    page.goto(static_server + "/rules/shadowfist-notes/the-attack")
    expect(page.locator("h1")).to_contain_text("The Attack")
    page.fill("#site-q", "attack")
    page.press("#site-q", "Enter")
    page.wait_for_url("**/search/index.html?q=attack")
    expect(page.locator("#search-results mark").first).to_be_visible()
    first = page.locator("#search-results a").first
    first.click()
    expect(page.locator("article h1")).to_be_visible()
    assert_clean(page)


def test_static_export_embed_reads_the_index(page, static_server, assert_clean):
    expect = _expect()
    html = ('<!doctype html><html lang="en"><head><title>t</title><script src="/embed.js" defer></script>'
            '</head><body><p><span id="n" data-rule="Notes the-attack"></span></p></body></html>')
    page.route(f"{static_server}/faq-test.html",
               lambda route: route.fulfill(status=200, content_type="text/html", body=html))
    page.goto(f"{static_server}/faq-test.html")
    expect(page.locator("#n a.refbase-link")).to_have_attribute(
        "href", f"{static_server}/rules/shadowfist-notes/the-attack/")
    page.hover("#n")
    expect(page.locator(".refbase-tip")).to_contain_text("The Attack")
    assert_clean(page)


CARD_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Card talk</title>
<script src="{live}/embed.js" defer></script></head>
<body><p>When <span id="c1" data-card="Temple Guards"></span> attack, and
<span id="c2" data-card="Temple Gaurds">a typo</span>.</p></body></html>
"""


@pytest.fixture(scope="module")
def card_site(live_server):
    """A third-party page naming cards with data-card (docs/pages.md, embedding citations)."""
    body = CARD_PAGE.format(live=live_server).encode()
    yield from served_html(body)


def test_embed_shows_a_card_tooltip_for_data_card_and_marks_unknown_titles(page, live_server, card_site, assert_clean):
    import urllib.request

    urllib.request.urlopen(live_server + "/api/v1/cards/temple-guards", timeout=300).read()  # the catalogue, built once
    expect = _expect()
    page.goto(card_site + "/")
    expect(page.locator("#c1")).to_have_text("Temple Guards")
    page.hover("#c1")
    tip = page.locator(".refbase-tip")
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("Shadowfist card", timeout=20_000)
    expect(tip).to_contain_text("Temple Guards")
    page.mouse.move(0, 0)
    expect(page.locator("#c2")).to_have_class(re.compile("refbase-unresolved"), timeout=20_000)
    assert_clean(page)
