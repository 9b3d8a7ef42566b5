"""Stepping through the answer in a real browser (Debian chromium, Playwright), at phone and
desktop width: previous/next buttons, the slider and the arrow keys; screenshots of each."""

from __future__ import annotations

import json

import pytest
from webtest_support import DESKTOP, HOSTILE, PHONE, SCREENSHOTS

from refbase.web.runner import STARTER

pytestmark = pytest.mark.browser

LIBRARY_SF = "sf-28-6-interception-order-left-of-the-target"
LIBRARY_UFS = "ufs-block-with-attack-card"


def _expect():
    from playwright.sync_api import expect

    return expect


@pytest.fixture(params=[("phone", PHONE), ("desktop", DESKTOP)], ids=["390px", "1280px"])
def sized(request, browser):
    """A page at 390 px (a phone, touch) or 1280 px wide; records script errors and CSP violations."""
    name, size = request.param
    context = browser.new_context(viewport=size, device_scale_factor=1, is_mobile=name == "phone",
                                  has_touch=name == "phone")
    tab = context.new_page()
    tab.set_default_timeout(10_000)
    problems: list[str] = []
    tab.on("pageerror", lambda error: problems.append(f"script error: {error}"))
    tab.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    tab.problems = problems  # type: ignore[attr-defined]
    tab.size_name = name  # type: ignore[attr-defined]
    yield tab
    context.close()


def _status(tab) -> str:
    return tab.locator(".replay .step-status").text_content() or ""


def _shot(tab, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.locator("#result").screenshot(path=str(SCREENSHOTS / f"{name}-{tab.size_name}.png"))


def _no_sideways_scroll(tab) -> None:
    overflow = tab.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px"


def test_step_through_a_library_answer_with_buttons_slider_and_arrow_keys(sized, live_server):
    expect = _expect()
    tab = sized
    tab.goto(f"{live_server}/scenarios/{LIBRARY_SF}")
    replay = tab.locator(".replay[data-stepper-ready=true]")
    expect(replay).to_be_visible()
    total = tab.locator(".frames .frame").count()
    assert total > 3
    expect(tab.locator(".frames .frame:visible")).to_have_count(1)
    assert _status(tab) == f"Step {total - 1} of {total - 1}", "the final board is shown first"
    expect(tab.get_by_role("button", name="Next step")).to_be_disabled()
    _no_sideways_scroll(tab)
    _shot(tab, "stepper-sf-final")

    tab.get_by_role("button", name="Previous step").click()
    assert _status(tab) == f"Step {total - 2} of {total - 1}"
    tab.locator(".replay").focus()
    tab.keyboard.press("Home")
    assert _status(tab) == "Before the first step"
    expect(tab.get_by_role("button", name="Previous step")).to_be_disabled()
    expect(tab.locator(".frames .frame:visible .board-diagram")).to_be_visible()
    _shot(tab, "stepper-sf-before")
    tab.keyboard.press("ArrowRight")
    tab.keyboard.press("ArrowRight")
    assert _status(tab) == f"Step 2 of {total - 1}"
    visible = tab.locator(".frames .frame:visible")
    expect(visible.locator(".board-diagram")).to_have_count(1)  # drawn, or the unchanged board shown again
    second = visible.locator(".step-text").text_content()
    assert "/rules/" in (visible.locator("a.rule-cite").first.get_attribute("href") or "")
    if tab.size_name == "desktop":  # the rule's preview, as embed.js shows it anywhere
        visible.locator("a.rule-cite").first.hover()
        expect(tab.locator(".refbase-tip:not([hidden])")).to_be_visible()
    tab.locator(".replay").focus()
    tab.keyboard.press("ArrowLeft")
    assert _status(tab) == f"Step 1 of {total - 1}"
    assert visible.locator(".step-text").text_content() != second, "each step shows its own text"
    tab.get_by_role("button", name="Next step").click()
    assert _status(tab) == f"Step 2 of {total - 1}"

    tab.locator(".step-slider").fill(str(total - 1))
    assert _status(tab) == f"Step {total - 1} of {total - 1}"
    tab.keyboard.press("End")
    _no_sideways_scroll(tab)
    tab.goto(f"{live_server}/scenarios/{LIBRARY_SF}#r-frame-2")
    expect(tab.locator(".replay[data-stepper-ready=true]")).to_be_visible()
    assert _status(tab) == f"Step 2 of {total - 1}", "a link can name a step"
    assert tab.problems == []  # type: ignore[attr-defined]


def test_ufs_answer_steps_and_shows_the_attack(sized, live_server):
    expect = _expect()
    tab = sized
    tab.goto(f"{live_server}/scenarios/{LIBRARY_UFS}")
    expect(tab.locator(".replay[data-stepper-ready=true]")).to_be_visible()
    frame = tab.locator(".frames .frame:visible")
    expect(frame.locator(".attack-box")).to_contain_text("Zone")
    expect(frame.locator(".seat")).to_have_count(2)
    _shot(tab, "stepper-ufs-final")
    tab.locator(".replay").focus()
    tab.keyboard.press("Home")
    expect(frame.locator(".attack-box")).to_contain_text("about to attack")
    _no_sideways_scroll(tab)
    assert tab.problems == []  # type: ignore[attr-defined]


def test_a_run_in_place_can_be_stepped_and_illegal_plays_are_answers(sized, live_server):
    expect = _expect()
    tab = sized
    tab.goto(f"{live_server}/scenarios")
    tab.wait_for_selector("#runner[data-ready=true]")
    hostile = {**STARTER, "cards": [{**STARTER["cards"][0], "title": HOSTILE[1]}, STARTER["cards"][1]]}
    tab.fill("#scenario", json.dumps(hostile))
    tab.get_by_role("button", name="Run scenario").click()
    expect(tab.locator("#result .replay[data-stepper-ready=true]")).to_be_visible()
    tab.locator("#result .replay").focus()
    tab.keyboard.press("Home")
    assert _status(tab) == "Before the first step"
    expect(tab.locator(".frames .frame:visible .card-name").first).to_have_text(HOSTILE[1])
    tab.keyboard.press("ArrowRight")
    expect(tab.locator(".frames .frame:visible .card.turned")).to_have_count(1)
    tab.locator(".frames .frame:visible a.rule-cite").first.focus()
    expect(tab.locator(".refbase-tip:not([hidden])")).to_be_visible()  # tooltips on inserted results too

    turned = {**STARTER, "cards": [{**STARTER["cards"][0], "turned": True}, STARTER["cards"][1]]}
    tab.fill("#scenario", json.dumps(turned))
    tab.get_by_role("button", name="Run scenario").click()
    expect(tab.locator("#result .answer-illegal")).to_contain_text("Not allowed:")
    expect(tab.locator("#result .message.error")).to_have_count(0)
    _shot(tab, "stepper-illegal")
    assert tab.evaluate("typeof window.__xss") == "undefined"
    assert tab.problems == []  # type: ignore[attr-defined]
