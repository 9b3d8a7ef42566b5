"""The board builder's card picker, in a real browser (Debian chromium + Playwright) at phone
width: part of a real card's title typed, the card picked from the list (keyboard and pointer)
goes on the board by its title with its printed Fighting or Body, its text shows, the moves name
its ability by its printed words, and a move gives an answer.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from test_builder_browser import _clean, _expect, _settle
from webtest_support import PHONE, Served

pytestmark = pytest.mark.browser

FIXTURES = Path(__file__).parent.parent / "cards" / "fixtures"
SORCERER_TEXT = "Turn Purist Sorcerer to inflict 1 damage on target Character."


@pytest.fixture(scope="module")
def cards_server(data_dir: Path, tmp_path_factory: pytest.TempPathFactory):
    """The application with real cards imported: the database extract (Fox Pass, a Feng Shui
    Site of Body 5) and the text fixture (Purist Sorcerer, Fighting 2, a Turn ability)."""
    from refbase.app import create_app
    from refbase.cards import import_file

    copy = tmp_path_factory.mktemp("picker-data") / "data"
    shutil.copytree(data_dir, copy, symlinks=True)
    import_file(FIXTURES / "fistdb-extract.sql", copy)
    import_file(FIXTURES / "real-text.csv", copy)
    served = Served(create_app({"TESTING": True, "DATA_DIR": copy, "AUTO_BUILD": False}))
    yield served.url
    served.close()


def _scenario(tab) -> dict:
    return json.loads(tab.locator("#b-json").input_value())


def test_a_card_picked_by_name_goes_on_the_board_with_its_printed_values_and_abilities(tab_at, cards_server):
    expect = _expect()
    tab = tab_at(PHONE)
    tab.goto(f"{cards_server}/scenarios/new?game=shadowfist")
    _settle(tab)

    # Player B: part of the title, then the keyboard (the first match is active; Enter adds it).
    box = tab.get_by_role("combobox", name="Card title").nth(1)
    box.fill("fox pa")
    option = tab.get_by_role("option", name="Fox Pass")
    expect(option).to_be_visible()
    expect(box).to_have_attribute("aria-expanded", "true")
    expect(box).to_have_attribute("aria-activedescendant", "p1-pick-list-0")
    box.press("Enter")
    _settle(tab)
    site = _scenario(tab)["cards"][0]
    assert site["card"] == "Fox Pass" and site["controller"] == "B" and site["type"] == "feng_shui_site"
    assert "abilities" not in site, "the API gives a picked card the abilities compiled from its text"
    expect(tab.locator("#card-fss1-body")).to_have_value("5")

    # Player A: a pointer on the option.
    box = tab.get_by_role("combobox", name="Card title").first
    box.fill("purist")
    tab.get_by_role("option", name="Purist Sorcerer").click()
    _settle(tab)
    sorcerer = _scenario(tab)["cards"][1]
    assert sorcerer["card"] == "Purist Sorcerer" and sorcerer["controller"] == "A"
    expect(tab.locator("#card-character1-fighting")).to_have_value("2")
    expect(tab.locator("#card-character1 .b-text")).to_contain_text(SORCERER_TEXT)

    # Its ability among the moves by its printed words, and the attack on Fox Pass answered.
    use = tab.get_by_role("button", name=f"A uses Purist Sorcerer: \u201c{SORCERER_TEXT}\u201d, on Purist Sorcerer")
    expect(use).to_be_visible()
    tab.get_by_role("button", name="A attacks Fox Pass with Purist Sorcerer", exact=True).click()
    _settle(tab)
    assert _scenario(tab)["actions"][0]["do"] == "declare_attack"
    expect(tab.locator("#result")).to_contain_text("Fox Pass")
    _clean(tab)


def test_a_card_picked_into_the_hand_shows_its_text_also_after_a_reload(tab_at, cards_server):
    expect = _expect()
    tab = tab_at(PHONE)
    tab.goto(f"{cards_server}/scenarios/new?game=shadowfist")
    _settle(tab)
    tab.locator("#p0-pick-type").select_option("character")
    tab.locator("#p0-pick-where").select_option("hand")
    box = tab.locator("#p0-pick-q")
    box.fill("banker")
    expect(tab.get_by_role("option", name="Swiss Banker")).to_be_visible()
    box.press("Enter")
    _settle(tab)
    card = _scenario(tab)["cards"][0]
    assert card["card"] == "Swiss Banker" and card["zone"] == "hand" and "column" not in card
    expect(tab.locator(".b-chip-text").first).to_contain_text("Turn Swiss Banker to gain 1 Power.")
    # A reload keeps the board but not the records fetched: the card's text is looked up by its title.
    tab.reload()
    _settle(tab)
    expect(tab.locator(".b-chip-text").first).to_contain_text("Turn Swiss Banker to gain 1 Power.")
    _clean(tab)
