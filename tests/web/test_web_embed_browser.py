"""embed.js against a stubbed server in a real browser: what a failure does to an FAQ page.

Only the API saying a citation names nothing strikes it; a 5xx, a timeout or a CORS failure
leaves the page as it was, warns in the console and retries. Tooltips sit above the citation
(or beside it), never over the line below.
"""

from __future__ import annotations

import re

import pytest
from webtest_support import PHONE, Served, served_html

pytestmark = pytest.mark.browser

CR = "shadowfist-comprehensive"
FILLER = " ".join(["Filler text so that the paragraph wraps over several lines."] * 12)

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>FAQ</title>
<script src="{live}/embed.js" data-retry="150" data-timeout="400" defer></script>
<style>body {{ margin: 0 40px; font: 16px/1.5 sans-serif; }} #top {{ margin: 0; }}</style></head>
<body>
<p id="top">At the top: <span id="t1" data-rule="Shadowfist CR 28.6.1">top</span> {filler}</p>
<p style="margin-top: 400px">{filler} <span id="r1" data-rule="28.6.1">28.6.1</span> {filler}</p>
<p><span id="faq" data-rule="FAQ ch5.q5">FAQ ch5.q5</span></p>
<p><a id="gone" href="{live}/rules/shadowfist-comprehensive/28.6.99">28.6.99</a></p>
<p>See <a id="sec" href="{live}/rules/shadowfist-comprehensive/28.6.1">the rule on declaring interceptors</a>.</p>
</body></html>
"""


@pytest.fixture(scope="module")
def faq_page(live_server):
    body = PAGE.format(live=live_server, filler=FILLER).encode()
    yield from served_html(body)


def _expect():
    from playwright.sync_api import expect

    return expect


def _warnings(page) -> list[str]:
    messages: list[str] = []
    page.on("console", lambda m: messages.append(m.text) if m.type == "warning" else None)
    return messages


def _stub_cite(page, live_server, answer):
    """Route /api/v1/cite through `answer(route, n)`: n counts the calls (from 1)."""
    calls = {"n": 0}

    def handler(route):
        calls["n"] += 1
        answer(route, calls["n"])

    page.route(f"{live_server}/api/v1/cite*", handler)
    return calls


def _cors_ok(route, status, body):
    route.fulfill(status=status, body=body, content_type="application/problem+json",
                  headers={"Access-Control-Allow-Origin": "*"})


def test_a_5xx_leaves_the_citation_alone_warns_and_retries_until_it_links(page, live_server, faq_page,
                                                                          assert_clean):
    expect = _expect()
    warnings = _warnings(page)
    calls = _stub_cite(page, live_server, lambda route, n: _cors_ok(route, 503, "{}") if n <= 6 else route.continue_())
    page.goto(faq_page + "/")
    expect(page.locator("#r1 a.refbase-link")).to_have_attribute("href", f"{live_server}/rules/{CR}/28.6.1")
    assert calls["n"] > 3, "linked only after retrying"
    assert page.locator(".refbase-unresolved").count() == 0, "never struck through"
    assert any("refbase embed.js" in w and "503" in w for w in warnings)
    assert_clean(page)


def test_a_5xx_that_persists_never_strikes_and_the_tooltip_says_so(page, live_server, faq_page, assert_clean):
    expect = _expect()
    warnings = _warnings(page)
    _stub_cite(page, live_server, lambda route, n: _cors_ok(route, 500, "{}"))
    page.goto(faq_page + "/")
    page.wait_for_timeout(800)
    expect(page.locator("#r1")).not_to_have_class("refbase-cite refbase-unresolved")
    assert page.locator(".refbase-unresolved").count() == 0
    expect(page.locator("#r1")).to_have_text("28.6.1")
    page.hover("#r1")
    expect(page.locator(".refbase-tip")).to_contain_text("did not answer")
    assert warnings
    assert_clean(page)


def test_a_timeout_leaves_the_citation_alone(page, live_server, faq_page, assert_clean):
    warnings = _warnings(page)
    _stub_cite(page, live_server, lambda route, n: None)  # never answers
    page.goto(faq_page + "/")
    page.wait_for_timeout(1200)
    assert page.locator(".refbase-unresolved").count() == 0
    assert page.locator("a.refbase-link").count() == 0
    assert any("no answer within 400 ms" in w for w in warnings)
    assert_clean(page)


@pytest.fixture(scope="module")
def no_cors_page():
    """An FAQ page whose rules host serves embed.js but answers its API without CORS headers."""
    from pathlib import Path

    from refbase.web import __file__ as web_init

    script = (Path(web_init).parent / "static" / "embed.js").read_bytes()

    def rules_host(environ, start_response):
        if environ["PATH_INFO"] == "/embed.js":
            start_response("200 OK", [("Content-Type", "text/javascript")])
            return [script]
        start_response("200 OK", [("Content-Type", "application/json")])
        return [b'{"doc": "shadowfist-comprehensive", "number": "28.6.1", "title": "x", "text": "", "html_url": ""}']

    host = Served(rules_host)
    body = PAGE.format(live=host.url, filler="").encode()

    def faq(environ, start_response):
        start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
        return [body]

    page_host = Served(faq)
    yield page_host.url
    page_host.close()
    host.close()


def test_a_cors_failure_leaves_the_citation_alone(page, no_cors_page):
    warnings = _warnings(page)
    page.goto(no_cors_page + "/")
    page.wait_for_timeout(800)
    assert page.locator(".refbase-cite").count() == 5, "embed.js ran"  # three data-rule spans and two links
    assert page.locator(".refbase-unresolved").count() == 0
    assert page.locator("a.refbase-link").count() == 0
    assert any("refbase embed.js" in w and "left as it is" in w for w in warnings), warnings


def test_only_a_404_strikes_the_citation(page, live_server, faq_page, assert_clean):
    expect = _expect()
    _stub_cite(page, live_server, lambda route, n: _cors_ok(
        route, 404, '{"type": "about:blank", "title": "Not Found", "status": 404, "detail": "no such rule"}'))
    page.goto(faq_page + "/")
    expect(page.locator("#r1")).to_have_class("refbase-cite refbase-unresolved")
    page.hover("#r1")
    expect(page.locator(".refbase-tip")).to_contain_text("No rule found")
    assert_clean(page)


def test_tooltip_of_an_older_document_says_it_is_superseded(page, faq_page, assert_clean):
    expect = _expect()
    page.goto(faq_page + "/")
    expect(page.locator("#faq a.refbase-link")).to_be_visible()
    page.hover("#faq")
    tip = page.locator(".refbase-tip")
    expect(tip).to_contain_text("Shadowfist FAQ ch5.q5")
    expect(tip).to_contain_text("superseded")
    expect(tip).to_contain_text("Comprehensive Shadowfist Rulebook stands")
    assert_clean(page)


def _below_is_clear(page, selector: str) -> None:
    """The tooltip does not overlap the line under the citation."""
    link = page.locator(selector).bounding_box()
    tip = page.locator(".refbase-tip").bounding_box()
    line_below = (link["x"], link["y"] + link["height"], link["x"] + link["width"], link["y"] + 2 * link["height"])
    overlaps = not (tip["x"] >= line_below[2] or tip["x"] + tip["width"] <= line_below[0]
                    or tip["y"] >= line_below[3] or tip["y"] + tip["height"] <= line_below[1])
    assert not overlaps, (link, tip)


def test_tooltip_sits_above_the_citation(page, faq_page, assert_clean):
    expect = _expect()
    page.goto(faq_page + "/")
    expect(page.locator("#r1 a.refbase-link")).to_be_visible()
    page.locator("#r1").scroll_into_view_if_needed()
    page.hover("#r1")
    tip = page.locator(".refbase-tip")
    expect(tip).to_contain_text("Declaring")
    link, box = page.locator("#r1").bounding_box(), tip.bounding_box()
    assert box["y"] + box["height"] <= link["y"], "above the citation"
    _below_is_clear(page, "#r1")
    assert_clean(page)


def test_tooltip_at_the_top_of_the_page_goes_beside_not_below(page, faq_page, assert_clean):
    expect = _expect()
    page.goto(faq_page + "/")
    expect(page.locator("#t1 a.refbase-link")).to_be_visible()
    page.hover("#t1")
    expect(page.locator(".refbase-tip")).to_contain_text("Declaring")
    _below_is_clear(page, "#t1")
    link, box = page.locator("#t1").bounding_box(), page.locator(".refbase-tip").bounding_box()
    assert box["x"] >= link["x"] + link["width"] or box["x"] + box["width"] <= link["x"], "beside it"
    assert_clean(page)


def test_a_link_to_a_section_that_does_not_exist_is_struck_once_looked_up(page, faq_page, assert_clean):
    """A plain link is looked up when hovered; a 404 then strikes it as a data-rule citation."""
    expect = _expect()
    page.goto(faq_page + "/")
    page.locator("#gone").scroll_into_view_if_needed()
    page.hover("#gone")
    expect(page.locator(".refbase-tip")).to_contain_text("No rule found")
    expect(page.locator("#gone")).to_have_class("refbase-cite refbase-unresolved")
    assert_clean(page)


def test_on_a_phone_a_tooltip_with_no_room_above_is_a_full_width_sheet(page, faq_page, assert_clean):
    expect = _expect()
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(faq_page + "/")
    expect(page.locator("#t1 a.refbase-link")).to_be_visible()
    page.hover("#t1")
    expect(page.locator(".refbase-tip")).to_contain_text("Declaring")
    box = page.locator(".refbase-tip").bounding_box()
    assert box["width"] >= 390 - 16 - 2, box
    _below_is_clear(page, "#t1")
    assert_clean(page)


@pytest.fixture()
def touch_page(browser):
    """A phone with a touch screen and no mouse: a tap is the only way to point."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    tab = context.new_page()
    tab.set_default_timeout(10_000)
    tab.problems = []
    tab.on("pageerror", lambda error: tab.problems.append(f"script error: {error}"))
    yield tab
    context.close()


def test_on_a_touch_screen_the_first_tap_previews_and_the_second_follows(touch_page, live_server, faq_page):
    """No hover on a touch screen: the first tap on a citation shows its preview instead of
    leaving the page; a tap elsewhere closes it; a second tap on the citation, or the preview's
    own link, follows it."""
    expect = _expect()
    page, here, rule = touch_page, faq_page + "/", f"{live_server}/rules/{CR}/28.6.1"
    page.goto(here)
    expect(page.locator("#r1 a.refbase-link")).to_be_visible()
    tip = page.locator(".refbase-tip")
    page.tap("#r1 a")
    expect(tip).to_contain_text("Declaring")
    assert page.url == here, "the first tap previews, it does not navigate"
    expect(tip.get_by_role("link", name="Open the rule")).to_have_attribute("href", rule)
    page.touchscreen.tap(20, 420)  # the page margin: elsewhere
    expect(tip).to_be_hidden()
    page.tap("#r1 a")
    expect(tip).to_be_visible()
    with page.expect_navigation():
        page.tap("#r1 a")
    assert page.url == rule

    page.goto(here)
    page.locator("#sec").scroll_into_view_if_needed()
    page.tap("#sec")  # a plain link to a rule page
    expect(tip).to_contain_text("Declaring")
    assert page.url == here
    with page.expect_navigation():
        tip.get_by_role("link", name="Open the rule").tap()
    assert page.url == rule
    assert page.problems == [], page.problems


def test_with_a_mouse_a_click_on_a_citation_follows_it_at_once(page, live_server, faq_page, assert_clean):
    expect = _expect()
    page.goto(faq_page + "/")
    expect(page.locator("#r1 a.refbase-link")).to_be_visible()
    page.hover("#r1 a")
    expect(page.locator(".refbase-tip")).to_contain_text("Declaring")
    expect(page.locator(".refbase-tip-open")).to_be_hidden()
    with page.expect_navigation():
        page.click("#r1 a")
    assert page.url == f"{live_server}/rules/{CR}/28.6.1"
    assert_clean(page)


# --- the API documentation page --------------------------------------------------------

def test_api_docs_page_shows_every_operation_under_the_csp(page, live_server, assert_clean):
    expect = _expect()
    page.goto(f"{live_server}/api-docs")
    expect(page.locator(".swagger-ui .opblock").first).to_be_visible(timeout=20_000)
    assert page.locator(".swagger-ui .opblock").count() >= 13
    expect(page.locator(".swagger-ui")).to_contain_text("getSection")
    assert_clean(page)


def test_go_to_rule_box_works_by_keyboard(page, live_server, assert_clean):
    expect = _expect()
    page.goto(f"{live_server}/rules/{CR}")
    page.fill("#goto-ref", "G.2.2")
    page.press("#goto-ref", "Enter")
    page.wait_for_url("**/rules/ufs-living-rules/G.2.2")
    expect(page.locator("h1")).to_contain_text("G.2.2")
    assert_clean(page)


# --- the static copy's embed page, opened from disk on a phone ----------------------------

@pytest.fixture(scope="module")
def embed_copy(app, data_dir, tmp_path_factory):
    """A static copy holding the documents the /embed demo cites: its embed page, from disk."""
    from refbase.export import export_site

    target = tmp_path_factory.mktemp("embed-copy") / "site"
    export_site(target, data_dir, docs=(CR, "ufs-living-rules"), runtime=app.extensions["refbase"])
    return target


@pytest.mark.parametrize(("citation", "title", "rule"), [
    ("#embed-demo [data-rule='28.6.1'] a", "Declaring", f"{CR}/28.6.1"),
    ("#embed-demo a[href*='50.15']", "Superleap", f"{CR}/50.15"),
    ("#embed-demo [data-rule='UFS G.2.2'] a", "block status", "ufs-living-rules/G.2.2"),
])
def test_the_static_copy_from_disk_previews_on_a_tap_like_the_live_site(touch_page, embed_copy,
                                                                        citation, title, rule):
    """The copy's demo sits at the bottom of a short page. Filled where its short "Loading..."
    state was placed, a preview stuck out past the right edge: the phone zoomed out, the page
    scrolled, and the preview ended up over the citation, which the finger then missed."""
    expect = _expect()
    page, here = touch_page, (embed_copy / "embed" / "index.html").as_uri()
    page.goto(here)
    expect(page.locator(citation)).to_have_attribute("href", re.compile(r"^(file:|\.\./)"))
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    scrolled = page.evaluate("window.pageYOffset")
    assert scrolled > 0, "the demo is at the bottom of a page longer than the screen"
    box = page.locator(citation).bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    tip = page.locator(".refbase-tip")
    expect(tip).to_contain_text(title)
    expect(tip.get_by_role("link", name="Open the rule")).to_be_visible()
    assert page.url == here, "the first tap previews, it does not navigate"
    page.wait_for_timeout(300)
    assert page.evaluate("window.pageYOffset") == scrolled, "the page stays where it was"
    after, sheet = page.locator(citation).bounding_box(), tip.bounding_box()
    assert after == box, "the citation stays under the finger"
    assert sheet["y"] + sheet["height"] <= after["y"] or sheet["y"] >= after["y"] + after["height"], \
        ("the preview does not cover the citation", sheet, after)
    with page.expect_navigation():
        page.touchscreen.tap(after["x"] + after["width"] / 2, after["y"] + after["height"] / 2)
    assert page.url == (embed_copy / "rules" / rule / "index.html").as_uri()
    assert page.problems == [], page.problems


@pytest.fixture(scope="module")
def phone_faq_page(live_server):
    """The FAQ page laid out for a phone's width (a viewport meta tag)."""
    viewport = '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    body = PAGE.format(live=live_server, filler=FILLER).replace('<meta charset="utf-8">', viewport).encode()
    yield from served_html(body)


def test_on_a_small_phone_a_preview_with_room_neither_above_nor_below_scrolls_inside(browser, phone_faq_page):
    """A sheet that fits neither above nor below the citation is cut to the larger room and
    scrolls inside; it never goes over the citation (it used to go to the top of the screen)."""
    expect = _expect()
    context = browser.new_context(viewport={"width": 390, "height": 480}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(phone_faq_page + "/")
    expect(page.locator("#r1 a.refbase-link")).to_be_visible()
    page.evaluate("window.scrollBy(0, document.getElementById('r1').getBoundingClientRect().top - 240)")
    box = page.locator("#r1").bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    tip = page.locator(".refbase-tip")
    expect(tip).to_contain_text("Declaring")
    link, sheet = page.locator("#r1").bounding_box(), tip.bounding_box()
    assert sheet["y"] + sheet["height"] <= link["y"] or sheet["y"] >= link["y"] + link["height"], (sheet, link)
    _below_is_clear(page, "#r1")
    assert tip.evaluate("t => t.scrollHeight > t.clientHeight"), "the rest of the preview scrolls inside it"
    context.close()


def test_on_a_touch_screen_a_tap_inside_the_preview_keeps_it_open(touch_page, live_server):
    """Tapping the preview's text (to read on, or select it) took the focus off the citation,
    whose focusout closed the preview 150 ms later; only a tap outside the preview closes it."""
    expect = _expect()
    page = touch_page
    page.goto(f"{live_server}/embed")
    citation = page.locator("#embed-demo [data-rule='28.6.1'] a")
    expect(citation).to_be_visible()
    citation.tap()
    tip = page.locator(".refbase-tip")
    expect(tip).to_contain_text("Declaring")
    expect(page.locator("#embed-demo [data-rule='28.6.1'] a")).to_be_focused()
    for part in (".refbase-tip-text", ".refbase-tip-head", ".refbase-tip-doc"):
        page.locator(part).tap()
        page.wait_for_timeout(400)
        expect(tip).to_be_visible()
    expect(tip.get_by_role("link", name="Open the rule")).to_be_visible()
    page.touchscreen.tap(20, 20)  # outside the preview
    expect(tip).to_be_hidden()
    assert page.problems == [], page.problems
