"""Phone layout in a real browser: nothing widens a 390 px page so that it scrolls sideways.

A long URL or a word without spaces in rule text (UFS A.3.1 prints a forum URL) breaks
anywhere instead, and so does a 200-character card title on the designator checker.
"""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from webtest_support import PHONE

pytestmark = pytest.mark.browser

LONG_TITLE = "X" * 200  # the checker's longest title, with no space to wrap at

PAGES = [
    "/rules/ufs-living-rules/A.3.1",
    "/rules/ufs-living-rules/all",
    "/search?" + urlencode({"q": "official text rules q+a forum", "game": "ufs"}),
    "/designators?" + urlencode({"a_title": LONG_TITLE, "b_title": "Gun" + "y" * 197}),
]


@pytest.fixture(scope="module")
def phone(browser):
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    tab = context.new_page()
    tab.set_default_timeout(20_000)
    yield tab
    context.close()


@pytest.mark.parametrize("path", PAGES, ids=["ufs-A.3.1", "ufs-all", "search-snippet", "designators-long-title"])
def test_a_phone_page_never_scrolls_sideways(phone, live_server, path):
    phone.goto(live_server + path)
    width = phone.evaluate("window.innerWidth")
    scroll = phone.evaluate("document.documentElement.scrollWidth")
    assert width == PHONE["width"] and scroll <= width, f"{path}: {scroll}px wide on a {width}px phone"


def test_the_long_url_is_on_the_page_and_wraps(phone, live_server):
    """The case that overflowed: the URL is there, whole, and breaks inside its paragraph."""
    phone.goto(live_server + "/rules/ufs-living-rules/A.3.1")
    text = phone.locator(".rule-text p").first
    assert "http://forums.jascogames.com/" in text.inner_text()
    assert phone.evaluate("getComputedStyle(document.querySelector('.rule-text')).overflowWrap") == "anywhere"
