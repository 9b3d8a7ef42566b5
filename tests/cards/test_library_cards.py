"""The real cards shipped for the scenario library (refbase/cards/library_cards.py): a fresh
clone, without the community card database imported, resolves every library scenario that
names a card by its title, with the card's compiled text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from refbase.cards.catalogue import shipped_catalogue
from refbase.cards.library_cards import FILE, library_cards, titles_named
from refbase.cards.library_extract import extract
from refbase.cards.scenario import fill_scenario
from refbase.cards.slugs import card_key
from refbase.config import SCENARIOS_DIR

DUMP = Path("/work/shared/cards/chimpshack-fistdb.sql")
TITLED = sorted(p for p in (SCENARIOS_DIR / "shadowfist").glob("*.json")
                if any("card" in c for c in json.loads(p.read_text(encoding="utf-8"))["scenario"]["cards"]))


def test_the_shipped_file_holds_exactly_the_cards_the_library_names() -> None:
    shipped = {card_key(c.title) for c in library_cards()}
    assert shipped == {card_key(t) for t in titles_named(SCENARIOS_DIR)}
    assert len(TITLED) >= 40


def test_every_shipped_card_has_its_printed_text_and_type() -> None:
    for card in library_cards():
        assert card.text.strip() and card.type, card.title


@pytest.mark.parametrize("path", TITLED, ids=lambda p: p.stem)
def test_a_card_named_by_title_takes_its_whole_compiled_text_and_the_note_quotes_it(path: Path) -> None:
    """Title only: no hand-written abilities for a real card; the note quotes its printed text
    (8.3); every sentence is read by the engine, so the answer has no caveats."""
    item = json.loads(path.read_text(encoding="utf-8"))
    named = [c for c in item["scenario"]["cards"] if "card" in c]
    for given in named:
        assert "abilities" not in given and "title" not in given, given["id"]
        card = shipped_catalogue().by_title(given["card"])
        assert card is not None and card.text in item["note"], given["card"]
    filled = fill_scenario(item["scenario"], shipped_catalogue())
    assert filled.caveats == []


@pytest.mark.skipif(not DUMP.exists(), reason="the community card database is development data, not shipped")
def test_the_shipped_cards_are_what_an_import_of_the_dump_makes() -> None:
    stored = json.loads(FILE.read_text(encoding="utf-8"))["cards"]
    assert extract(DUMP, titles_named(SCENARIOS_DIR)) == stored


def test_a_rule_page_lists_a_scenario_on_real_cards_under_a_rule_its_steps_cite() -> None:
    """Section pages list the scenarios citing a rule in any step (engines.library.cited_by):
    a scenario naming its cards by title is resolved with them filled in, not left out."""
    from refbase.cards.scenario import fill_from_shipped
    from refbase.engines.library import cited_by

    scenario = "sf-29-2-card-killing-rain-smokes-a-site-and-damages-your-own"  # source 29.2; smokes at 20.1
    assert scenario in {s.id for s in cited_by(SCENARIOS_DIR, "shadowfist-comprehensive", "20.1", fill_from_shipped)}
    assert scenario not in {s.id for s in cited_by(SCENARIOS_DIR, "shadowfist-comprehensive", "20.1")}
