"""The board builder in a real browser (Debian chromium + Playwright): boards built from empty
by clicking only, moves picked from the legal options, the answer, its share link opened in a
fresh page, at desktop and phone width; keyboard alone; hostile names stay inert.

Screenshots go to artifacts/screenshots/builder-*.png (not committed).
"""

from __future__ import annotations

import json
import re

import pytest
from webtest_support import DESKTOP, HOSTILE, PHONE, SCREENSHOTS

pytestmark = pytest.mark.browser

SIZES = [pytest.param(DESKTOP, id="desktop"), pytest.param(PHONE, id="phone")]


def _expect():
    from playwright.sync_api import expect

    return expect


def _settle(tab) -> None:
    """Wait until the builder has asked the engine about the latest change and shown the answer."""
    tab.wait_for_selector("#builder[data-ready=true]:not([aria-busy])")


def _click(tab, name: str, scope=None) -> None:
    (scope or tab).get_by_role("button", name=name, exact=True).click()
    _settle(tab)


def _clean(tab) -> None:
    assert tab.evaluate("typeof window.__xss") == "undefined", "hostile input ran as script"
    assert tab.problems == [], tab.problems
    overflow = tab.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px"


def _labelled(tab) -> None:
    """Every form control of the builder has a label (forms usable with a screen reader)."""
    controls = "#builder input:not([type=hidden]), #builder select, #builder textarea"
    unlabelled = tab.evaluate("""(controls) => [...document.querySelectorAll(controls)]
        .filter(c => !(c.labels && c.labels.length) && !c.getAttribute('aria-label')).map(c => c.id || c.outerHTML)""", controls)
    assert unlabelled == []


def _shown_scenario(tab) -> dict:
    """The scenario as the page's advanced JSON view shows it."""
    tab.get_by_text("Advanced: the scenario as JSON").click()
    return json.loads(tab.get_by_label("Scenario JSON, or a library file").input_value())


def _template(tab):
    """The form of the moves with details to pick, unfolded (a phone starts it folded)."""
    fold = tab.locator("#b-options details.b-fold").filter(has=tab.locator("fieldset.b-template"))
    if not fold.evaluate("d => d.open"):
        fold.locator("> summary").click()
    return tab.locator("fieldset.b-template")


def _steps(tab) -> list[str]:
    return tab.locator("#result .step-text").all_text_contents()


def _step_through(tab) -> None:
    """The answer's board, step by step: previous/next buttons, Home and the arrow keys."""
    expect = _expect()
    replay = tab.locator("#result .replay[data-stepper-ready=true]")
    expect(replay).to_be_visible()
    last = tab.locator("#result .frames .frame").count() - 1
    status = tab.locator("#result .replay .step-status")
    expect(status).to_have_text(f"Step {last} of {last}")
    tab.get_by_role("button", name="Previous step").click()
    expect(status).to_have_text(f"Step {last - 1} of {last}")
    replay.focus()
    tab.keyboard.press("Home")
    expect(status).to_have_text("Before the first step")
    tab.keyboard.press("ArrowRight")
    expect(status).to_have_text(f"Step 1 of {last}")
    expect(tab.locator("#result .frames .frame:visible .board-diagram")).to_be_visible()
    expect(tab.locator("#result .frames .frame")).to_have_count(last + 1)


def _new_board(tab, live_server, *buttons: str) -> None:
    """A fresh Shadowfist builder with the cards its "Add ..." buttons put on the board."""
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    for name in buttons:
        _click(tab, name)


def _share_and_reopen(tab, tab_at, size) -> list[str]:
    """Copy the share link, open it in a fresh page, and return the steps it shows."""
    expect = _expect()
    steps = _steps(tab)
    assert steps
    tab.get_by_role("button", name="Copy the share link").click()
    expect(tab.locator("#b-share-status")).to_have_text("Link copied.")
    link = tab.evaluate("navigator.clipboard.readText()")
    assert "/scenarios/s/" in link and link == tab.locator("#b-share-url").input_value()
    fresh = tab_at(size)
    fresh.goto(link)
    assert _steps(fresh) == steps, "the shared link shows another answer"
    _clean(fresh)
    return steps


@pytest.mark.parametrize("size", SIZES)
def test_shadowfist_attack_with_an_interception_chain_and_an_event_in_response(tab_at, live_server, size):
    expect = _expect()
    tab = tab_at(size)
    _new_board(tab, live_server, *("Add a Character for A", "Add a Feng Shui Site for B", "Add a Character for B",
                 "Add a Character for B", "Add an Event to B's hand"))
    expect(tab.locator("#b-board table.b-grid")).to_contain_text("Feng Shui Site 1")
    card = tab.locator("#card-character3")
    card.locator("summary").click()
    card.get_by_label("Keyword").select_option("Unique")
    _click(tab, "Add keyword", scope=card)
    expect(tab.locator("#card-character3 a.ref", has_text="Unique")).to_have_attribute(
        "href", "/rules/shadowfist-comprehensive/49.9")

    _click(tab, "A attacks Feng Shui Site 1 with Character 1")
    chain = tab.get_by_role("group", name="B may intercept Character 1")
    expect(chain).to_contain_text("B may intercept Character 1 with:")
    chain.get_by_role("button", name="Character 2").click()
    chain.get_by_role("button", name="Character 3").click()
    expect(chain).to_contain_text("Chain, in order: Character 2 → Character 3")
    _click(tab, "Declare the interception")

    event = _template(tab)
    event.get_by_label("Move").select_option(label="B generates an effect")
    event.get_by_label("Card", exact=True).select_option(label="Event 1 (hand)")
    event.get_by_label("Effect", exact=True).select_option("damage")
    event.get_by_label("Character 1 (A)").check()
    _click(tab, "Add this move")
    _click(tab, "All players pass: the scene resolves")

    expect(tab.locator("#b-actions li")).to_have_count(4)
    expect(tab.locator("#b-actions")).to_contain_text("B intercepts Character 1 with Character 2 then Character 3")
    steps = " ".join(_steps(tab))
    assert "B declares Character 2 then Character 3 as interceptors of Character 1." in steps
    assert "Event 1 resolves" in steps
    assert "Event 1 goes to B's smoked pile as it is played" in steps, "the Event card itself is played (24.5.1)"
    expect(tab.locator("#result .rule-cite:visible").first).to_be_visible()

    _click(tab, "Undo")
    expect(tab.locator("#b-actions li")).to_have_count(3)
    _click(tab, "All players pass: the scene resolves")
    expect(tab.locator("#b-actions li")).to_have_count(4)

    _step_through(tab)
    _labelled(tab)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / f"builder-shadowfist-{size['width']}.png"), full_page=True)
    _share_and_reopen(tab, tab_at, size)
    _clean(tab)


@pytest.mark.parametrize("size", SIZES)
def test_ufs_attack_partially_blocked(tab_at, live_server, size):
    expect = _expect()
    tab = tab_at(size)
    tab.goto(f"{live_server}/scenarios/new?game=ufs")
    _settle(tab)
    tab.get_by_label("Attack zone").select_option("low")
    _settle(tab)
    _click(tab, "Add a block card to B's hand")  # a mid block: not the attack's zone (G.2.2.3)
    expect(tab.locator("#b-board")).to_contain_text("blocks mid +2")

    _click(tab, "A passes priority")
    _click(tab, "B passes priority")
    _click(tab, "B blocks Attack with Block")
    # the blocked attack has resolved, but either player may still respond to it (H.2.3.2.1)
    expect(tab.locator("#b-options")).to_contain_text("plays a response ability of Block")
    expect(tab.locator("#b-actions li")).to_have_count(3)
    assert any("partially blocked" in step for step in _steps(tab)), _steps(tab)
    expect(tab.locator("#result .answer-line")).to_contain_text("Resolved")

    _step_through(tab)
    _labelled(tab)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / f"builder-ufs-{size['width']}.png"), full_page=True)
    _share_and_reopen(tab, tab_at, size)
    shown = _shown_scenario(tab)
    assert [a["do"] for a in shown["actions"]] == ["pass", "pass", "block"]
    with tab.expect_download() as download:
        tab.get_by_role("button", name="Export (library file format)").click()
    item = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert item["scenario"] == shown and item["expected"]["outcome"] == "resolved"
    _click(tab, "Reset")
    _click(tab, "Yes, reset")
    expect(tab.locator("#b-actions li.b-none")).to_have_count(1)
    _clean(tab)


def _tab_to(tab, name: str, limit: int = 400) -> None:
    """Press Tab until the focused control is the one named (keyboard only, no clicks)."""
    for _ in range(limit):
        tab.keyboard.press("Tab")
        label = tab.evaluate("(document.activeElement.getAttribute('aria-label') || document.activeElement.textContent || '').trim()")
        if label == name:
            return
    raise AssertionError(f"{name!r} cannot be reached with the Tab key")


def test_keyboard_alone_builds_and_answers_a_ufs_block(tab_at, live_server):
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=ufs")
    _settle(tab)
    _tab_to(tab, "Add a block card to B's hand")
    tab.keyboard.press("Enter")
    _settle(tab)
    assert tab.evaluate("document.activeElement.textContent") == "Add a block card to B's hand", \
        "focus is kept on the control across the redraw"
    for name in ("A passes priority", "B passes priority", "B blocks Attack with Block"):
        _tab_to(tab, name)
        tab.keyboard.press("Enter")
        _settle(tab)
        assert tab.evaluate("document.activeElement.id") == "b-options-h", "focus moves to the new options"
    assert any("completely blocked" in step for step in _steps(tab)), _steps(tab)
    _clean(tab)


def _tab_to_id(tab, control: str, limit: int = 400) -> None:
    for _ in range(limit):
        tab.keyboard.press("Tab")
        if tab.evaluate("document.activeElement.id") == control:
            return
    raise AssertionError(f"#{control} cannot be reached with the Tab key")


def test_keyboard_alone_fills_an_ability_s_details(tab_at, live_server):
    """The details of a move, "More details" included, are reached and set from the keyboard."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=ufs")
    _settle(tab)
    _tab_to_id(tab, "t-A-pay-commit-0")
    tab.keyboard.press("Space")
    expect(tab.locator("#t-A-pay-commit-0")).to_be_checked()
    _tab_to(tab, "More details")
    tab.keyboard.press("Enter")
    expect(tab.locator("details.b-more")).to_have_attribute("open", "")
    _tab_to_id(tab, "t-A-r-turn")
    tab.keyboard.press("ArrowDown")  # "no limit" -> "once"
    expect(tab.locator("#t-A-r-turn")).to_have_value("1")
    _tab_to(tab, "Add this move")
    tab.keyboard.press("Enter")
    _settle(tab)
    expect(tab.locator("#b-actions")).to_contain_text("paying: commit Character A, restricted: once per turn")
    _clean(tab)


@pytest.mark.parametrize("size", SIZES)
def test_hostile_names_and_question_render_inert(tab_at, live_server, size):
    expect = _expect()
    tab = tab_at(size)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    cards = [{"id": f"c{i}", "title": text, "type": "character", "controller": "AB"[i % 2], "fighting": 2}
             for i, text in enumerate((*HOSTILE, "W" * 150))]
    scenario = {"game": "shadowfist", "format": "multiplayer", "active_player": "A",
                "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}], "cards": cards, "actions": []}
    tab.get_by_text("Advanced: the scenario as JSON").click()
    tab.get_by_label("Scenario JSON, or a library file").fill(json.dumps({"scenario": scenario, "question": HOSTILE[1]}))
    tab.get_by_role("button", name="Import").click()
    _settle(tab)
    expect(tab.locator("#b-import-status")).to_have_text("Imported.")
    assert tab.get_by_label("Your question").input_value() == HOSTILE[1]
    for text in HOSTILE:
        expect(tab.locator("#b-board summary", has_text=text)).to_have_count(1)
    expect(tab.locator("#b-options button", has_text=HOSTILE[0]).first).to_be_visible()
    _click(tab, tab.locator("#b-options .b-option").first.inner_text())
    link = tab.locator("#b-share-url").input_value()
    shared = tab_at(size)
    shared.goto(link)
    expect(shared.locator("h1")).to_have_text(HOSTILE[1])
    _clean(shared)
    _clean(tab)


#: A four-column Site structure: wider than a phone, so its diagram must scroll inside itself.
WIDE_SF = "sf-4-3-no-sites-exception"


@pytest.mark.parametrize("game, size, wanted", [("shadowfist", DESKTOP, ""), ("ufs", PHONE, ""), ("shadowfist", PHONE, WIDE_SF)],
                         ids=["shadowfist-desktop", "ufs-phone", "wide-shadowfist-phone"])
def test_edit_a_library_scenario_shows_its_moves_and_answer(tab_at, live_server, client, game, size, wanted):
    expect = _expect()
    listing = client.get("/api/v1/scenarios").get_json()["scenarios"]
    item = next((s for s in listing if s["id"] == wanted), None) or next(s for s in listing if s["game"] == game)
    tab = tab_at(size)
    tab.goto(f"{live_server}/scenarios/{item['id']}")
    tab.get_by_role("link", name="Edit on the board builder").click()
    _settle(tab)
    expect(tab.locator("h1")).to_contain_text("Edit:")
    actions = client.get(f"/api/v1/scenarios/{item['id']}").get_json()
    count = len((actions.get("scenario") or actions).get("actions") or [])
    expect(tab.locator("#b-actions li:not(.b-none)")).to_have_count(count)
    expect(tab.locator("#result .resolution, #result .message").first).to_be_visible()
    _clean(tab)


@pytest.mark.parametrize("size", [pytest.param(PHONE, id="phone")])
def test_shadowfist_effect_with_a_cost_and_a_duration_by_clicking(tab_at, live_server, size):
    """An effect's cost (24.1.4: turning a card) and its duration (26.5) are picked from menus
    built from the board; the answer shows the cost paid and how long the effect lasts."""
    expect = _expect()
    tab = tab_at(size)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    _click(tab, "Add a Character for A")
    _click(tab, "Add a Character for A")
    tab.locator("#p0-power").press("ArrowUp")  # the stepper, not typed: A has 1 Power
    tab.locator("#p0-power").press("Tab")
    _settle(tab)
    form = _template(tab)
    form.get_by_label("Move").select_option(label="A generates an effect")
    expect(form.get_by_label("Its card type")).to_be_visible()  # an unnamed effect: its type is asked
    form.get_by_label("Card", exact=True).select_option(label="Character 1 (in play)")
    expect(form.get_by_label("Its card type")).to_be_hidden()  # a card of the board has its own
    form.get_by_label("Card", exact=True).select_option(label="an unnamed effect")
    form.get_by_label("Effect", exact=True).select_option("grant")
    form.get_by_label("Character 1 (A)").check()
    form.get_by_label("Modifier it grants").select_option("fighting")
    form.get_by_label("Ability it grants").select_option("Toughness")
    form.get_by_label("Its rating").press("ArrowUp")  # a rated keyword asks its rating: 2
    form.get_by_label("How long it lasts").select_option(label="until the end of the turn")
    cost = form.locator("fieldset.b-cost")
    expect(cost.locator("a.rule-cite", has_text="24.1.4")).to_have_attribute("href", "/rules/shadowfist-comprehensive/24.1.4")
    cost.get_by_label("Turn", exact=True).select_option(label="Character 2")
    cost.get_by_label("Power to pay").press("ArrowUp")
    # the fields only some effects need wait under "More details", closed
    triggered = form.get_by_label("Triggered (its text answers an event)")
    expect(triggered).to_be_hidden()
    form.locator("details.b-more > summary").click()
    expect(triggered).to_be_visible()
    expect(form.get_by_label("Value of X")).to_have_count(0)  # a grant has no X
    _click(tab, "Add this move")
    expect(tab.locator("#b-actions")).to_contain_text("until the end of the turn, paying turning Character 2, 1 Power")
    _click(tab, "All players pass: the scene resolves")

    steps = " ".join(_steps(tab))
    assert "A turns Character 2 to pay the cost" in steps and "A pays 1 Power." in steps, steps
    assert "Character 1 gains Toughness: 2, +1 Fighting until the end of the turn" in steps, steps
    shown = _shown_scenario(tab)
    effect = shown["actions"][0]
    assert effect["cost"] == {"turn": "character2", "power": 1} and effect["duration"] == "turn"
    assert shown["players"][0]["power"] == 1
    assert effect["modifiers"] == [{"kind": "fighting", "value": 1}] and effect["targets"] == ["character1"]
    assert effect["abilities"] == ["Toughness: 2"]
    _labelled(tab)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / f"builder-sf-effect-cost-{size['width']}.png"), full_page=True)
    _clean(tab)


def test_ufs_enhance_paying_its_cost_by_clicking(tab_at, live_server):
    """An enhance ability's effect and its cost (E.4.4: committing a foundation) are picked from
    the board; the answer shows the cost paid and the attack changed."""
    expect = _expect()
    tab = tab_at(PHONE)
    tab.goto(f"{live_server}/scenarios/new?game=ufs")
    _settle(tab)
    _click(tab, "Add a foundation to A's staging area")
    form = _template(tab)
    form.get_by_label("Move").select_option(label="A plays an enhance ability of Foundation")
    form.get_by_label("Change to the attack").select_option("speed")
    pay = form.locator("fieldset.b-cost")
    expect(pay.locator("a.rule-cite", has_text="E.4.4")).to_be_visible()
    pay.get_by_role("group", name="Commit", exact=True).get_by_label("Foundation").check()
    form.locator("details.b-more > summary").click()
    expect(form.get_by_label("Not below (minimum)")).to_be_visible()
    expect(form.locator("fieldset.b-restrictions")).to_contain_text("either player")
    _click(tab, "Add this move")
    expect(tab.locator("#b-actions")).to_contain_text("+1 speed, paying: commit Foundation")
    _click(tab, "B passes priority")
    _click(tab, "A passes priority")

    steps = _steps(tab)
    assert "A pays the cost: commits Foundation." in steps, steps
    assert any("+1 speed (now 4)" in s for s in steps), steps
    shown = _shown_scenario(tab)
    assert shown["actions"][0] == {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1},
                                   "pay": {"commit": ["fa1"]}}
    _labelled(tab)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "builder-ufs-enhance-pay-390.png"), full_page=True)
    _clean(tab)


def _added_without_a_malformed_field(tab, what: str) -> None:
    """After "Add this move" the engine answers (resolved, pending or not allowed), never that
    the action is malformed: the form writes only fields the schema accepts, and asks for a
    required field left empty instead of sending it. Then Undo."""
    expect = _expect()
    before = tab.locator("#b-actions li:not(.b-none)").count()
    _click(tab, "Add this move")
    if tab.locator("#b-actions li:not(.b-none)").count() == before:
        expect(tab.locator(".b-missing")).to_contain_text("Choose first: ")
        return
    expect(tab.locator("#b-options h3")).to_have_count(1)
    problem = tab.locator("#b-options .message.error[role=alert]")
    assert problem.count() == 0, f"{what}: {problem.first.inner_text()}"
    _click(tab, "Undo")


#: pick the first choice of each required menu and the first of each group of targets
_FILL_REQUIRED = """(form) => {
  form.querySelectorAll(".b-effect-fields select").forEach(s => {
    if (!s.value && s.options.length > 1) { s.value = s.options[1].value; }
  });
  form.querySelectorAll(".b-effect-fields fieldset").forEach(g => {
    const c = g.querySelector("input[type=checkbox]");
    if (c) { c.checked = true; }
  });
}"""


def test_every_effect_kind_and_ufs_template_builds_a_well_formed_action(tab_at, live_server):
    """Each effect kind, with a choice in each control its form shows, and each UFS template
    give an action the engine reads (an answer, never a 4xx naming a field); a required
    field left empty is asked for, not sent."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    _new_board(tab, live_server, *("Add a Character for A", "Add a Feng Shui Site for B", "Add an Event to A's hand"))
    form = _template(tab)
    form.get_by_label("Move").select_option(label="A generates an effect")
    form.get_by_label("Effect", exact=True).select_option("damage")
    _click(tab, "Add this move")
    expect(tab.locator(".b-missing")).to_have_text("Choose first: targets.")
    expect(tab.locator("#b-actions li.b-none")).to_have_count(1)
    kinds = tab.locator("#t-A-kind option").evaluate_all("(os) => os.map(o => o.value)")
    assert len(kinds) > 20
    for kind in kinds:
        form = _template(tab)
        form.get_by_label("Move").select_option(label="A generates an effect")
        form.get_by_label("Effect", exact=True).select_option(kind)
        form.evaluate(_FILL_REQUIRED)
        _added_without_a_malformed_field(tab, kind)

    tab.goto(f"{live_server}/scenarios/new?game=ufs")
    _settle(tab)
    _click(tab, "Add a foundation to A's staging area")
    labels = tab.locator("#b-template option").all_inner_texts()
    for label in labels:
        form = _template(tab)
        form.get_by_label("Move").select_option(label=label)
        form.locator("details.b-more > summary").click()
        form.get_by_label("Vitality gained").fill("1")
        form.get_by_label("Times per turn").select_option("1")
        _added_without_a_malformed_field(tab, label)
    _clean(tab)


def test_shadowfist_play_picks_a_state_s_subject_and_a_site_s_place(tab_at, live_server):
    """A play's open fields are menus: the subject of a State (25.5.1), a Site's column and row."""
    expect = _expect()
    tab = tab_at(PHONE)
    _new_board(tab, live_server, *("Add a Feng Shui Site for A", "Add a Character for A", "Add a Character for A", "Add a State for A",
                 "Add a Site for A"))
    for card in ("state1", "site1"):
        if tab.locator(f"#card-{card}").get_attribute("open") is None:
            tab.locator(f"#card-{card} > summary").click()
        tab.locator(f"#card-{card}-zone").select_option("hand")
        _settle(tab)
    form = _template(tab)
    form.get_by_label("Move").select_option(label="A plays State 1")
    form.get_by_label("Played onto (its subject)").select_option(label="Character 2 (A)")
    expect(form.locator("a.rule-cite", has_text="25.5.1")).to_be_visible()
    _click(tab, "Add this move")
    expect(tab.locator("#b-actions")).to_contain_text("A plays State 1 on Character 2")
    form = _template(tab)
    form.get_by_label("Move").select_option(label="A plays Site 1")
    form.get_by_label("Column").select_option(label="Column 1")
    form.get_by_label("Row").select_option("back")
    _click(tab, "Add this move")
    expect(tab.locator("#b-actions")).to_contain_text("A plays Site 1 in column 1, back row")
    steps = " ".join(_steps(tab))
    assert "A plays State 1 (cost 0) on Character 2." in steps, steps
    assert "A plays Site 1 (cost 0)" in steps, steps
    shown = _shown_scenario(tab)
    assert shown["actions"] == [{"do": "play", "player": "A", "card": "state1", "attached_to": "character2"},
                                {"do": "play", "player": "A", "card": "site1", "column": 1, "row": "back"}]
    _labelled(tab)
    _clean(tab)


def test_shadowfist_one_click_play_then_seize_into_a_chosen_back_row(tab_at, live_server):
    """A play is one click, then its place among the legal ones (9.1.3.2: no default); the Site
    seized in combat goes where the attacker picks among the legal places (30.3.3.2, 9.1.3.2),
    and the attackers it places there stay (28.8). At phone width, without sideways scrolling."""
    expect = _expect()
    tab = tab_at(PHONE)
    _new_board(tab, live_server, *("Add a Feng Shui Site for A", "Add a Character for A", "Add a Site for A", "Add a Feng Shui Site for B"))
    tab.locator("#card-site1 > summary").click()
    tab.locator("#card-site1-zone").select_option("hand")
    _settle(tab)
    if tab.locator("#card-character1").get_attribute("open") is None:
        tab.locator("#card-character1 > summary").click()
    fighting = tab.locator("#card-character1-fighting")
    fighting.fill("3")
    fighting.blur()  # the board takes a number when it is left (change)
    _settle(tab)

    plays = tab.locator("details.b-plays")
    expect(plays).to_have_attribute("open", "")
    expect(plays.locator("summary")).to_have_text("A may play from the hand (1)")
    _click(tab, "A plays Site 1", scope=plays)
    expect(tab.locator("#b-actions")).to_contain_text("A plays Site 1")
    _click(tab, "A places Site 1 in column 2, front row")
    _click(tab, "A attacks Feng Shui Site 2 with Character 1")

    seize = tab.locator("fieldset.b-seize")
    places = seize.get_by_label("Where the seized Site goes")
    assert places.locator("option").all_inner_texts() == ["Column 1, back row", "Column 2, back row"]
    places.select_option(label="Column 1, back row")
    _click(tab, "Seize it there", scope=seize)
    place = tab.locator("fieldset.b-place")
    place.get_by_label("Character 1").check()
    _click(tab, "Place the chosen attackers", scope=place)

    steps = " ".join(_steps(tab))
    assert "Site 1 goes into A's column 2, front row." in steps, steps
    assert "Feng Shui Site 2 goes into A's column 1, back row." in steps, steps
    assert "Character 1 is placed at the location of the seized Feng Shui Site 2." in steps, steps
    shown = _shown_scenario(tab)
    assert shown["actions"] == [
        {"do": "play", "player": "A", "card": "site1"},
        {"do": "place", "player": "A", "card": "site1", "column": 2, "row": "front"},
        {"do": "declare_attack", "player": "A", "attackers": ["character1"], "target": "fss2"},
        {"do": "site_fate", "player": "A", "site": "fss2", "choice": "seize", "column": 1, "row": "back"},
        {"do": "place_attackers", "player": "A", "at_seized_site": ["character1"]}]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "builder-seize-390.png"), full_page=True)
    _labelled(tab)
    _clean(tab)


def test_shadowfist_damage_divided_among_two_opponents_must_add_up(tab_at, live_server):
    """30.3.1: a Character fighting two opponents (an attacker and a joiner, 28.4) has its damage
    divided by its controller; the steppers refuse to send a split that does not add up."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    _new_board(tab, live_server, *("Add a player", "Add a Character for A", "Add a Character for B", "Add a Character for C"))
    _click(tab, "A attacks Character 2 with Character 1")
    _click(tab, "C joins the attack with Character 3")

    divide = tab.locator("fieldset.b-divide")
    expect(divide.locator("legend")).to_contain_text("B divides Character 2's 2 damage")
    expect(divide.locator("a.rule-cite", has_text="30.3.1")).to_be_visible()
    divide.get_by_role("button", name="One more damage to Character 3").click()
    expect(divide).to_contain_text("Assigned 3 of 2.")
    divide.get_by_role("button", name="Divide the damage").click()
    expect(divide.locator(".b-missing")).to_have_text("The shares must add up to 2 (now 3): take back 1.")
    expect(tab.locator("#b-actions li")).to_have_count(2)
    divide.get_by_role("button", name="One less damage to Character 1").click()
    _click(tab, "Divide the damage", scope=divide)

    expect(tab.locator("#b-actions li")).to_have_count(3)
    expect(tab.locator("#b-actions")).to_contain_text("B divides Character 2's damage: 1 to Character 1, 1 to Character 3")
    steps = " ".join(_steps(tab))
    assert "B divides Character 2's damage: 1 to Character 1, 1 to Character 3." in steps, steps
    _labelled(tab)
    _clean(tab)


def test_names_like_javascript_object_keys_are_names(tab_at, live_server):
    """A player called "constructor" and cards with ids "__proto__" or "valueOf" are ordinary
    names: the options are grouped by player and the cards named without a script error."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    scenario = {"game": "shadowfist", "format": "multiplayer", "active_player": "constructor",
                "players": [{"id": "constructor", "power": 3}, {"id": "toString", "power": 3}],
                "cards": [
                    {"id": "__proto__", "title": "Proto Site", "type": "site", "controller": "constructor",
                     "column": 1, "row": "front", "body": 5},
                    {"id": "valueOf", "title": "Value Guy", "type": "character", "controller": "constructor",
                     "zone": "hand", "fighting": 2, "cost": 1},
                    {"id": "hasOwnProperty", "title": "Own Site", "type": "site", "controller": "toString",
                     "column": 1, "row": "front", "body": 5}],
                "actions": []}
    tab.get_by_text("Advanced: the scenario as JSON").click()
    tab.get_by_label("Scenario JSON, or a library file").fill(json.dumps({"scenario": scenario}))
    tab.get_by_role("button", name="Import").click()
    _settle(tab)
    expect(tab.locator("#b-import-status")).to_have_text("Imported.")
    _click(tab, "constructor plays Value Guy")
    expect(tab.locator("#b-actions")).to_contain_text("constructor plays Value Guy")
    _clean(tab)


def _kept(tab) -> tuple[str, str, str, str]:
    """What the builder holds: the board's cards and the moves as shown, the scenario JSON, the question."""
    return ("\n".join(tab.locator("#b-board summary").all_inner_texts()), tab.locator("#b-actions").inner_text(),
            tab.locator("#b-json").input_value(), tab.get_by_label("Your question").input_value())


def _stored(tab) -> list[str]:
    return tab.evaluate("Object.keys(sessionStorage).filter(k => k.indexOf('refbase.builder') === 0)")


def test_the_board_and_moves_survive_a_rule_link_and_back_and_a_reload(tab_at, live_server, client):
    """The builder keeps its board, moves and question in the tab's sessionStorage: following a
    rule link and coming back with Back, or reloading, shows the same; Reset forgets it; a
    library scenario opened anew (?from=) starts from the library's version."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    assert _stored(tab) == [], "an untouched board keeps nothing"
    for name in ("Add a Character for A", "Add a Feng Shui Site for B", "Add a Character for B"):
        _click(tab, name)
    tab.get_by_label("Your question").fill("Can the Site be seized?")
    tab.get_by_label("Your question").press("Tab")
    _settle(tab)
    _click(tab, "A attacks Feng Shui Site 1 with Character 1")
    expect(tab.locator("#b-actions li:not(.b-none)")).to_have_count(1)
    before = _kept(tab)
    assert "Character 2" in before[0] and "attacks" in before[1] and before[3] == "Can the Site be seized?"

    href = tab.locator("#b-options .b-rules a").first.get_attribute("href")
    # the link of that href, even if a late answer redraws the options in between
    tab.locator(f'#b-options .b-rules a[href="{href}"]').first.click(timeout=30_000)  # a long rule page
    tab.wait_for_url(f"**{href}")
    tab.go_back()
    _settle(tab)
    assert _kept(tab) == before, "Back from a rule page lost the board or the moves"
    expect(tab.locator("#b-options")).to_contain_text("What can happen next")
    tab.reload()
    _settle(tab)
    assert _kept(tab) == before, "a reload lost the board or the moves"

    # the other game's builder is its own board: empty
    tab.goto(f"{live_server}/scenarios/new?game=ufs")
    _settle(tab)
    expect(tab.locator("#b-actions li.b-none")).to_have_count(1)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    assert _kept(tab) == before, "a fresh visit to the same builder in this tab shows the kept board"

    _click(tab, "Reset")
    _click(tab, "Yes, reset")
    assert _stored(tab) == [], "Reset forgets the kept board"
    tab.reload()
    _settle(tab)
    expect(tab.locator("#b-actions li.b-none")).to_have_count(1)
    assert "Character 1" not in tab.locator("#b-board").inner_text()
    assert tab.get_by_label("Your question").input_value() == ""

    # ?from=: edits survive a reload, but opening the library scenario anew shows the library's
    item = next(s for s in client.get("/api/v1/scenarios").get_json()["scenarios"] if s["game"] == "shadowfist")
    tab.goto(f"{live_server}/scenarios/new?from={item['id']}")
    _settle(tab)
    library = _kept(tab)
    _click(tab, "Add a Character for A")
    edited = _kept(tab)
    assert edited != library
    tab.reload()
    _settle(tab)
    assert _kept(tab) == edited
    tab.goto(f"{live_server}/scenarios/new?from={item['id']}")
    _settle(tab)
    assert _kept(tab) == library, "a library scenario opened anew starts from the library's version"
    _clean(tab)


@pytest.mark.parametrize("size", SIZES)
def test_several_characters_attack_one_target_together_28_1(tab_at, live_server, size):
    """28.1: an attack is declared with one or more Characters. The builder composes a group
    from the offered single declarations against one target; the engine checks the group."""
    expect = _expect()
    tab = tab_at(size)
    _new_board(tab, live_server, *("Add a Character for A", "Add a Character for A", "Add a Feng Shui Site for B"))
    form = tab.locator("fieldset.b-group-attack")
    expect(form).to_contain_text("A may attack with several Characters")
    declare = form.get_by_role("button", name="Declare the attack")
    for name in ("Character 1", "Character 2"):
        toggle = form.get_by_role("button", name=name, exact=True)
        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "true")
        if name == "Character 1":
            expect(declare).to_be_disabled()  # one attacker is the plain button's declaration
    expect(declare).to_be_enabled()
    declare.click()
    expect(tab.locator("#b-actions")).to_contain_text("A attacks Feng Shui Site 1 with Character 1 and Character 2")
    expect(tab.locator("fieldset.b-group-attack")).to_have_count(0)  # no second declaration mid-attack
    # the engine's answer comes after the declaration is listed: wait for it (read at once, it
    # raced a loaded machine)
    expect(tab.locator("#result")).to_contain_text(
        "A turns Character 1 and Character 2 and declares an attack on Feng Shui Site 1.")
    _clean(tab)


def _look(locator) -> dict[str, str]:
    return locator.evaluate("""b => { const s = getComputedStyle(b);
        return {opacity: s.opacity, cursor: s.cursor, background: s.backgroundColor}; }""")


def test_a_button_that_cannot_be_pressed_yet_looks_disabled(tab_at, live_server):
    """"Declare the interception" (primary) with no interceptor picked, and Undo (secondary)
    with nothing to undo, look disabled: faded, with a not-allowed cursor, even under the mouse."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    undo = tab.get_by_role("button", name="Undo", exact=True)
    expect(undo).to_be_disabled()
    undo_disabled = _look(undo)
    for name in ("Add a Character for A", "Add a Feng Shui Site for B", "Add a Character for B"):
        _click(tab, name)
    expect(undo).to_be_enabled()
    assert _look(undo)["opacity"] == "1" and float(undo_disabled["opacity"]) < 0.6
    assert undo_disabled["cursor"] == "not-allowed" and _look(undo)["cursor"] == "pointer"

    _click(tab, "A attacks Feng Shui Site 1 with Character 1")
    declare = tab.get_by_role("button", name="Declare the interception")
    expect(declare).to_be_disabled()
    declare.hover(force=True)
    disabled = _look(declare)
    tab.get_by_role("group", name="B may intercept Character 1").get_by_role("button", name="Character 2").click()
    expect(declare).to_be_enabled()
    tab.mouse.move(0, 0)
    enabled = _look(declare)
    assert float(disabled["opacity"]) < 0.6 and enabled["opacity"] == "1", (disabled, enabled)
    assert disabled["cursor"] == "not-allowed" and enabled["cursor"] == "pointer"
    assert disabled["background"] == enabled["background"], "hovering a disabled button does not darken it"
    _clean(tab)


def test_removing_a_card_drops_the_moves_from_the_first_that_used_it(tab_at, live_server):
    """Moves are a sequence: removing a card a move names drops that move and every later one,
    said in plain words (no raw "actions[1]...: unknown card" list); Undo brings both back."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    _new_board(tab, live_server, *("Add a Character for A", "Add a Feng Shui Site for B", "Add a Character for B", "Add a State for B"))
    _click(tab, "A attacks Feng Shui Site 1 with Character 1")
    tab.get_by_role("group", name="B may intercept Character 1").get_by_role("button", name="Character 2").click()
    _click(tab, "Declare the interception")
    _click(tab, "All players pass: the scene resolves")
    expect(tab.locator("#b-actions li")).to_have_count(3)

    card = tab.locator("#card-character2")
    card.locator("summary").click()
    _click(tab, "Remove Character 2", scope=card)
    expect(tab.locator("#b-actions li")).to_have_count(1)
    expect(tab.locator("#b-actions")).to_contain_text("A attacks")
    expect(tab.locator("#b-status")).to_have_text(
        "Removed State 1 too: it was on Character 2. Removed 2 moves: from the first one that used Character 2 onward.")
    expect(tab.locator("#b-options .message.error")).to_have_count(0)
    expect(tab.locator("#b-options")).not_to_contain_text("unknown card")
    expect(tab.locator("#b-options")).to_contain_text("All players pass: the scene resolves")

    _click(tab, "Undo")
    expect(tab.locator("#b-actions li")).to_have_count(3)
    expect(tab.locator("#b-status")).to_have_text("")
    _click(tab, "Undo")  # back before the pass: removing now drops the one move that used it
    card = tab.locator("#card-character2")
    if not card.evaluate("details => details.open"):
        card.locator("summary").click()
    _click(tab, "Remove Character 2", scope=card)
    expect(tab.locator("#b-status")).to_contain_text("Removed 1 move that used Character 2.")
    expect(tab.locator("#b-actions li:not(.b-none)")).to_have_count(1)
    _clean(tab)


def test_removing_a_ufs_card_drops_the_move_that_used_it(tab_at, live_server):
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=ufs")
    _settle(tab)
    _click(tab, "Add a block card to B's hand")
    for name in ("A passes priority", "B passes priority", "B blocks Attack with Block"):
        _click(tab, name)
    tab.locator("#b-board summary", has_text="Block").click()
    _click(tab, "Remove Block")
    expect(tab.locator("#b-status")).to_have_text("Removed 1 move that used Block.")
    expect(tab.locator("#b-actions li")).to_have_count(2)
    expect(tab.locator("#b-options .message.error")).to_have_count(0)
    _clean(tab)


def test_a_negative_number_is_refused_at_its_field(tab_at, live_server):
    """A card's Fighting of -1 is refused next to the field (min="0"), never sent to the engine
    to come back as "cards[0].fighting: Must be ..."."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    _click(tab, "Add a Character for A")
    fighting = tab.locator("#card-character1-fighting")
    expect(fighting).to_have_attribute("min", "0")
    fighting.fill("-1")
    fighting.press("Tab")
    expect(tab.locator("#card-character1-fighting-note")).to_have_text("Must be 0 or more.")
    expect(fighting).to_have_attribute("aria-invalid", "true")
    expect(fighting).to_have_attribute("aria-describedby", "card-character1-fighting-note")
    _settle(tab)
    expect(tab.locator("#b-options .message.error")).to_have_count(0)
    assert json.loads(tab.locator("#b-json").input_value())["cards"][0]["fighting"] == 2, "the refused value is not used"
    fighting.fill("3")
    fighting.press("Tab")
    _settle(tab)
    assert json.loads(tab.locator("#b-json").input_value())["cards"][0]["fighting"] == 3
    expect(tab.locator("#card-character1-fighting-note")).to_have_text("")
    _clean(tab)


def test_a_move_clicked_right_after_typing_the_question_is_taken(tab_at, live_server):
    """Leaving the question field (by clicking a move) asks for a new share link, not new moves:
    the move buttons are not rebuilt under the click."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    _new_board(tab, live_server, *("Add a Character for A", "Add a Feng Shui Site for B"))
    tab.get_by_label("Your question").fill("Can the Site be seized?")
    tab.get_by_role("button", name="A attacks Feng Shui Site 1 with Character 1", exact=True).click()
    _settle(tab)
    expect(tab.locator("#b-actions li:not(.b-none)")).to_have_count(1)
    _clean(tab)


def test_the_start_an_empty_board_link_starts_an_empty_board(tab_at, live_server):
    """"Start an empty board: Shadowfist / UFS" starts an empty board (its link carries new=1,
    which the page drops from the address once it has cleared what was kept): only Back and a
    reload bring the kept board back, and a reload after the link shows the new board."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    empty = _kept(tab)
    _click(tab, "Add a Character for A")
    tab.get_by_label("Your question").fill("Who wins?")
    tab.get_by_label("Your question").press("Tab")
    _settle(tab)
    built = _kept(tab)
    assert built != empty and _stored(tab) == ["refbase.builder.shadowfist"]
    links = tab.locator(".builder-games")

    links.get_by_role("link", name="Shadowfist").click()
    tab.wait_for_url(f"{live_server}/scenarios/new?game=shadowfist")  # the marker is dropped
    _settle(tab)
    assert _kept(tab) == empty, "the link brought back the kept board"
    assert _stored(tab) == []
    tab.reload()
    _settle(tab)
    assert _kept(tab) == empty, "a reload after the link brought back the board it discarded"

    _click(tab, "Add a Character for A")
    built = _kept(tab)
    links.get_by_role("link", name="UFS").click()
    _settle(tab)
    links.get_by_role("link", name="Shadowfist").click()
    _settle(tab)
    assert _kept(tab) == empty, "switching games and back by the links starts empty"

    _click(tab, "Add a Character for A")
    built = _kept(tab)
    tab.reload()
    _settle(tab)
    assert _kept(tab) == built, "a reload keeps the board built after the link"
    tab.goto(f"{live_server}/scenarios/new?game=ufs")
    tab.go_back()
    _settle(tab)
    assert _kept(tab) == built, "Back keeps it"
    expect(links.get_by_role("link", name="Shadowfist")).to_have_attribute(
        "href", "/scenarios/new?game=shadowfist&new=1")
    _clean(tab)


#: Number fields that take a change up or down (a modifier, a limit on one): no minimum.
SIGNED = {"Value", "Modifier value", "By", "Not below (minimum)", "Not above (maximum)"}


def _number_fields_without_a_minimum(tab) -> list[str]:
    return tab.evaluate("""(signed) => [...document.querySelectorAll('#builder input[type=number]')]
        .filter(i => !i.hasAttribute('min') && !signed.includes(i.labels[0].textContent.trim()))
        .map(i => i.id + ': ' + i.labels[0].textContent.trim())""", sorted(SIGNED))


def test_ufs_vitality_of_0_or_less_is_refused_at_its_field(tab_at, live_server):
    """Vitality -1 or 0 (or none) is refused next to the field (min="1"), never sent to the
    engine to fail the whole board with "a player at 0 or less vitality has already lost";
    every other number field of both builders has a minimum too, but for signed changes."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=ufs")
    _settle(tab)
    for player in (0, 1):
        vitality, note = tab.locator(f"#p{player}-vit"), tab.locator(f"#p{player}-vit-note")
        expect(vitality).to_have_attribute("min", "1")
        kept = json.loads(tab.locator("#b-json").input_value())["players"][player]["vitality"]
        for refused in ("-1", "0", ""):
            vitality.fill(refused)
            vitality.press("Tab")
            expect(note).to_have_text("Must be 1 or more.")
            expect(vitality).to_have_attribute("aria-invalid", "true")
            expect(vitality).to_have_attribute("aria-describedby", f"p{player}-vit-note")
            _settle(tab)
            expect(tab.locator("#b-options .message.error")).to_have_count(0)
            expect(tab.locator("#result .message.error")).to_have_count(0)
            assert json.loads(tab.locator("#b-json").input_value())["players"][player]["vitality"] == kept
        vitality.fill("1")
        vitality.press("Tab")
        _settle(tab)
        expect(note).to_have_text("")
        assert json.loads(tab.locator("#b-json").input_value())["players"][player]["vitality"] == 1
    _click(tab, "Add a block card to B's hand")
    tab.evaluate("document.querySelectorAll('#b-board details').forEach(d => { d.open = true; })")
    assert _number_fields_without_a_minimum(tab) == []

    tab.goto(f"{live_server}/scenarios/new?game=shadowfist&new=1")
    _settle(tab)
    for name in ("Add a Character for A", "Add a Feng Shui Site for B", "Add a Character for B", "Add a State for B"):
        _click(tab, name)
    tab.evaluate("document.querySelectorAll('#b-board details').forEach(d => { d.open = true; })")
    assert tab.locator("#builder input[type=number]").count() > 10
    assert _number_fields_without_a_minimum(tab) == []
    _clean(tab)


def test_undo_after_reset_brings_back_the_question_too(tab_at, live_server):
    """The question is part of what Reset undoes: Undo restores the board, the moves and the
    question (and keeps it across a reload); an Undo of a change that left the question alone
    leaves what was typed since."""
    expect = _expect()
    tab = tab_at(DESKTOP)
    tab.goto(f"{live_server}/scenarios/new?game=shadowfist&new=1")
    _settle(tab)
    for name in ("Add a Character for A", "Add a Feng Shui Site for B"):
        _click(tab, name)
    question = tab.get_by_label("Your question")
    question.fill("Can the Site be seized?")
    question.press("Tab")
    _settle(tab)
    _click(tab, "A attacks Feng Shui Site 1 with Character 1")
    before = _kept(tab)
    assert "attacks" in before[1] and before[3] == "Can the Site be seized?"

    _click(tab, "Reset")
    _click(tab, "Yes, reset")
    assert question.input_value() == ""
    _click(tab, "Undo")
    assert _kept(tab) == before, "Undo after Reset lost the question (or the board, or the moves)"
    expect(tab.locator("#b-share-url")).to_have_value(re.compile("/scenarios/s/"))
    tab.reload()
    _settle(tab)
    assert _kept(tab) == before

    _click(tab, "Add a Character for B")
    question.fill("Who wins?")
    question.press("Tab")
    _settle(tab)
    _click(tab, "Undo")
    assert _kept(tab)[:3] == before[:3] and question.input_value() == "Who wins?"
    _clean(tab)
