"""Screenshots of the main pages at phone and desktop width (artifacts/screenshots/, not committed),
and a check that no page scrolls sideways on a phone."""

from __future__ import annotations

import pytest
from webtest_support import DESKTOP, PHONE, SCREENSHOTS

pytestmark = pytest.mark.browser

PAGES = [
    ("home", "/", True),
    ("toc", "/rules/shadowfist-comprehensive", False),
    ("section", "/rules/shadowfist-comprehensive/28.6.1", True),
    ("section-older", "/rules/shadowfist-faq/ch2.ambush", True),
    ("document-one-page", "/rules/shadowfist-notes/all", False),
    ("search", "/search?q=tougness", True),
    ("scenarios", "/scenarios", True),
    ("scenario", "/scenarios", False),
    ("embed", "/embed", True),
    ("not-found", "/rules/shadowfist-comprehensive/99.99", True),
]


@pytest.mark.parametrize("size_name, size", [("phone", PHONE), ("desktop", DESKTOP)])
def test_main_pages_screenshots(browser, live_server, client, size_name, size):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport=size, device_scale_factor=1,
                                  is_mobile=size_name == "phone", has_touch=size_name == "phone")
    try:
        tab = context.new_page()
        for name, url, full_page in PAGES:
            tab.goto(live_server + url)
            if name == "scenarios":
                tab.wait_for_selector("#runner[data-ready=true]")
            if name == "scenario":
                scenario = client.get("/api/v1/scenarios").get_json()["scenarios"]
                if scenario:
                    tab.goto(f"{live_server}/scenarios/{scenario[0]['id']}")
                tab.wait_for_selector("#runner[data-ready=true]")
                tab.get_by_role("button", name="Run scenario").click()
                tab.wait_for_selector("#result .resolution, #result .message")
                full_page = True
            if name == "embed":
                tab.hover("#embed-demo [data-rule]")
                tab.wait_for_selector(".refbase-tip:not([hidden])")
            overflow = tab.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow <= 0, f"{name} scrolls sideways by {overflow}px at {size_name} width"
            tab.screenshot(path=str(SCREENSHOTS / f"{name}-{size_name}.png"), full_page=full_page)
    finally:
        context.close()
    assert len(list(SCREENSHOTS.glob(f"*-{size_name}.png"))) >= len(PAGES)
