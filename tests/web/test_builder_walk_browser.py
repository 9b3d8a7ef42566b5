"""The board builder as a new player walks it, in a real browser (Debian chromium + Playwright):
a move clicked right after editing a number is taken (mouse and touch, a press held while the
server answers), number fields replace their value when typed into, an Event in the hand is
played from the moves in one step, and Reset asks before it clears anything.
"""

from __future__ import annotations

import json

import pytest
from test_builder_browser import _clean, _click, _expect, _new_board, _settle
from webtest_support import DESKTOP, PHONE

pytestmark = pytest.mark.browser

ATTACK = "A attacks Feng Shui Site 1 with Character 1"


def _scenario(tab) -> dict:
    return json.loads(tab.locator("#b-json").input_value())


def _moves(tab):
    return tab.locator("#b-actions li:not(.b-none)")


def _edit_body_then_press(tab, press) -> None:
    """Type a new Body into the Site (leaving the field as the press on the move starts), hold
    the press while the builder asks the engine again, then release it."""
    expect = _expect()
    card = tab.locator("#card-fss1")
    card.locator("summary").click()
    body = tab.locator("#card-fss1-body")
    body.click()
    tab.keyboard.type("5")
    move = tab.get_by_role("button", name=ATTACK, exact=True)
    move.scroll_into_view_if_needed()
    box = move.bounding_box()
    press(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(_moves(tab)).to_have_count(1)
    _settle(tab)
    assert _scenario(tab)["cards"][0]["body"] == 5, "typing 5 into a Body of 3 gives 5 (not 35)"
    expect(_moves(tab)).to_have_text([ATTACK])


def test_a_move_clicked_right_after_editing_a_number_is_taken_with_the_mouse(tab_at, live_server):
    tab = tab_at(DESKTOP)
    _new_board(tab, live_server, "Add a Feng Shui Site for B", "Add a Character for A")

    def press(x, y):
        tab.mouse.move(x, y)
        tab.mouse.down()
        tab.wait_for_timeout(700)  # a slow press: the engine has answered for the new Body
        tab.mouse.up()

    _edit_body_then_press(tab, press)
    _clean(tab)


def test_a_move_tapped_right_after_editing_a_number_is_taken_on_a_phone(tab_at, live_server):
    tab = tab_at(PHONE)
    _new_board(tab, live_server, "Add a Feng Shui Site for B", "Add a Character for A")
    touch = tab.context.new_cdp_session(tab)

    def press(x, y):
        touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        tab.wait_for_timeout(300)
        touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    _edit_body_then_press(tab, press)
    _clean(tab)


def test_typing_into_a_number_field_replaces_it_and_bad_input_is_reported(tab_at, live_server):
    """Fighting 2 with "4" typed is 4 (not 24); a number that is no whole number is refused next
    to its field and not used."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    _new_board(tab, live_server, "Add a Character for A")
    fighting = tab.locator("#card-character1-fighting")
    fighting.click()
    tab.keyboard.type("4")
    tab.keyboard.press("Tab")
    _settle(tab)
    assert _scenario(tab)["cards"][0]["fighting"] == 4
    fighting.focus()  # by the keyboard too
    tab.keyboard.type("7")
    tab.keyboard.press("Tab")
    _settle(tab)
    assert _scenario(tab)["cards"][0]["fighting"] == 7
    fighting.click()
    tab.keyboard.type("2.5")
    tab.keyboard.press("Tab")
    expect(tab.locator("#card-character1-fighting-note")).to_have_text("A whole number, please.")
    _settle(tab)
    assert _scenario(tab)["cards"][0]["fighting"] == 7, "the refused number is not used"
    _clean(tab)


def test_an_event_in_the_hand_is_played_from_the_moves_in_one_step(tab_at, live_server):
    """24.5.1: an Event is played by generating its effect; its button sits with the player's
    hand among the moves and opens the effect form with the Event as its card."""
    expect = _expect()
    tab = tab_at(PHONE)
    _new_board(tab, live_server, "Add a Character for A", "Add a Feng Shui Site for B", "Add an Event to B's hand")
    _click(tab, ATTACK)
    plays = tab.locator("#b-options .b-plays", has_text="B may play from the hand")
    expect(plays).to_be_visible()
    plays.get_by_role("button", name="B plays Event 1 (an Event)…").click()
    form = tab.locator("fieldset.b-template")
    expect(form.get_by_label("Move")).to_have_value(
        form.locator("option", has_text="B generates an effect").first.get_attribute("value"))
    expect(form.get_by_label("Card", exact=True)).to_have_value("event1")
    expect(form.get_by_label("Effect", exact=True)).to_be_focused()
    form.get_by_label("Effect", exact=True).select_option("damage")
    form.get_by_label("Character 1 (A)").check()
    _click(tab, "Add this move")
    expect(_moves(tab).nth(1)).to_contain_text("B plays Event 1")
    _click(tab, "All players pass: the scene resolves")
    assert any("Event 1 resolves" in s for s in tab.locator("#result .step-text").all_text_contents())
    _clean(tab)


def test_reset_asks_before_it_clears_the_board_and_undo_brings_it_back(tab_at, live_server):
    expect = _expect()
    tab = tab_at(DESKTOP)
    _new_board(tab, live_server, "Add a Character for A", "Add a Feng Shui Site for B")
    question = tab.get_by_label("Your question")
    question.fill("Can the Site be seized?")
    _click(tab, ATTACK)

    tab.get_by_role("button", name="Reset", exact=True).click()
    ask = tab.get_by_role("group", name="Reset the board?")
    expect(ask).to_contain_text("Clear the board, the moves and the question?")
    ask.get_by_role("button", name="Keep them").click()
    expect(ask).to_have_count(0)
    expect(_moves(tab)).to_have_count(1)
    assert len(_scenario(tab)["cards"]) == 2 and question.input_value() == "Can the Site be seized?"

    tab.get_by_role("button", name="Reset", exact=True).click()
    _click(tab, "Yes, reset")
    expect(_moves(tab)).to_have_count(0)
    assert _scenario(tab)["cards"] == [] and question.input_value() == ""
    expect(tab.locator("#b-status")).to_contain_text("Undo brings back")
    _click(tab, "Undo")
    expect(_moves(tab)).to_have_count(1)
    assert question.input_value() == "Can the Site be seized?"
    _clean(tab)


def test_a_library_script_and_a_refused_move_are_said_in_players_words(tab_at, live_server):
    """A library script's moves (picked by no one on this page) are said with card titles, as
    the moves offered are; a refused move is named by its number and in words, never as
    actions[n] or raw JSON."""
    expect = _expect()
    tab = tab_at(PHONE)
    tab.goto(f"{live_server}/scenarios/new?from=sf-50-15-superleap-turned-interceptor")
    _settle(tab)
    first = _moves(tab).first
    expect(first).to_have_text("A attacks Mountain Temple with Ninja Leaper")
    said = tab.locator("#b-actions").inner_text() + tab.locator("#result").inner_text()
    assert "declare attack" not in said and "actions[" not in said and '"do"' not in said

    tab.goto(f"{live_server}/scenarios/new?game=ufs&new=1")
    _settle(tab)
    answer = tab.locator("#result .answer")
    expect(answer).to_contain_text("A must decide")
    assert '"do"' not in answer.inner_text(), "the first UFS decision shows no raw JSON"
    expect(answer).to_contain_text("pick it among the moves")
    _clean(tab)


@pytest.mark.parametrize("size", [pytest.param(DESKTOP, id="desktop"), pytest.param(PHONE, id="phone")])
def test_the_home_page_and_the_menu_lead_to_the_builder(tab_at, live_server, size):
    expect = _expect()
    tab = tab_at(size)
    tab.goto(f"{live_server}/")
    tab.locator("#scen-h + p").get_by_role("link", name="check a Shadowfist play").click()
    expect(tab).to_have_url(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    tab.goto(f"{live_server}/rules/shadowfist-comprehensive/28.1", timeout=60_000)
    tab.get_by_role("navigation", name="Site").get_by_role("link", name="Check a play").click()
    expect(tab).to_have_url(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    tab.get_by_role("link", name="worked example of the library").click()
    expect(tab.locator("#library")).to_be_visible()
    _clean(tab)


def test_on_a_phone_the_answer_s_summary_is_in_view_of_the_moves(tab_at, live_server):
    """At 390 px the answer's summary sits right under the moves so far, above what can happen
    next; the form of the moves with details starts folded; a search's first result is on the
    first screen."""
    expect = _expect()
    tab = tab_at(PHONE)
    _new_board(tab, live_server, "Add a Character for A", "Add a Feng Shui Site for B", "Add a Character for B",
               "Add an Event to B's hand")
    _click(tab, ATTACK)
    summary = tab.locator("#b-summary")
    expect(summary).to_be_visible()
    answer = tab.locator("#result .answer .answer-line").inner_text()
    expect(summary.locator(".answer-line")).to_have_text(answer)
    top = {name: tab.locator(sel).bounding_box()["y"] for name, sel in
           (("moves", "#b-actions"), ("summary", "#b-summary"), ("next", "#b-options-h"))}
    assert top["moves"] < top["summary"] < top["next"], top
    assert top["summary"] - top["moves"] < 200 and top["next"] - top["moves"] < PHONE["height"] / 2, top
    fold = tab.locator("#b-options details.b-fold").filter(has=tab.locator("fieldset.b-template"))
    assert fold.evaluate("d => d.open") is False, "the detail form starts folded on a phone"
    expect(tab.locator("fieldset.b-template")).to_be_hidden()
    _clean(tab)

    tab.set_viewport_size(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    expect(tab.locator("#b-summary")).to_be_hidden()  # a wide screen shows the answer itself there

    tab.set_viewport_size(PHONE)
    tab.goto(f"{live_server}/search?q=can+a+turned+character+intercept")
    first = tab.locator("li.result").first.bounding_box()
    assert first["y"] < PHONE["height"] / 2, first
