"""Reading a rule page in a real browser: the rules it cites preview on hover and on tap (the
same embed.js as scenario pages, kept to the rule's text and its reference lists, not the
menus), and the go-to box at the foot of every page opens a rule by its number."""

from __future__ import annotations

import re

import pytest
from webtest_support import DESKTOP, PHONE

pytestmark = pytest.mark.browser

CR = "/rules/shadowfist-comprehensive"


def _expect():
    from playwright.sync_api import expect

    return expect


def test_a_rule_page_previews_the_rules_it_cites_on_hover(tab_at, live_server):
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}{CR}/28.6.1", timeout=60_000)
    cited = tab.locator(f".rule-text a[href='{CR}/28.6.4']")
    expect(cited).to_have_class(re.compile(r"\brefbase-cite\b"))
    cited.hover()
    tip = tab.locator(".refbase-tip")
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("28.6.4")
    assert tab.locator("nav.breadcrumb a.refbase-cite, header a.refbase-cite, nav.prevnext a.refbase-cite").count() == 0, \
        "menus and the breadcrumb are not citations"
    expect(tab.locator(".rule-links a.refbase-cite").first).to_be_attached()
    assert tab.problems == [], tab.problems


def test_a_rule_page_previews_a_cited_rule_on_the_first_tap_and_opens_it_on_the_second(tab_at, live_server):
    expect = _expect()
    tab = tab_at(PHONE)
    tab.goto(f"{live_server}{CR}/28.6.1", timeout=60_000)
    cited = tab.locator(f".rule-text a[href='{CR}/28.6.4']")
    expect(cited).to_have_class(re.compile(r"\brefbase-cite\b"))
    cited.tap()
    expect(tab.locator(".refbase-tip")).to_contain_text("28.6.4")
    assert tab.url.endswith("/28.6.1"), "the first tap previews, it does not follow the link"
    cited.tap()
    tab.wait_for_url(f"**{CR}/28.6.4")
    assert tab.problems == [], tab.problems


@pytest.mark.parametrize("path", [f"{CR}/28.6.1", "/search?q=intercept", "/scenarios/new?game=ufs", "/embed"])
def test_every_page_has_the_go_to_box(tab_at, live_server, path):
    tab = tab_at(PHONE)
    tab.goto(f"{live_server}{path}", timeout=60_000)
    box = tab.get_by_role("search", name="Go to a rule")
    box.get_by_label("Go to rule").fill("UFS G.2.2")
    box.get_by_role("button", name="Go").click()
    tab.wait_for_url(f"{live_server}/rules/ufs-living-rules/G.2.2")
    assert tab.problems == [], tab.problems
