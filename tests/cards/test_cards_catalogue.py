"""The embedded default catalogue and its mentions both ways (docs/cards.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from refbase.cards import build_catalogue, import_file, load_imported
from refbase.cards.default_cards import DEFAULT_CARDS
from refbase.cards.library_cards import library_cards
from refbase.cards.slugs import card_key
from refbase.kb.model import Ref

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def catalogue(kb):
    return build_catalogue(kb)


def test_every_default_card_is_named_in_a_document(catalogue):
    documents = {card_key(title) for title, _subtitle, _type in DEFAULT_CARDS}
    assert len(catalogue) == len(documents | {card_key(c.title) for c in library_cards()})
    assert [c.title for c in catalogue.cards if card_key(c.title) in documents and not c.mentions] == []


@pytest.mark.parametrize("title, doc, entry", [
    ("Temple Guards", "shadowfist-basic", "section-2.the-scene.example-1"),
    ("Bribery", "shadowfist-basic", "section-2.the-scene.example-1"),
    ("Arcanogardener", "shadowfist-comprehensive", "26.6.2.example-1"),
    ("Walker of the Purple Twilight", "shadowfist-faq", None),
    ("Fong Sai Yuk", "shadowfist-faq", None),
    ("SWAT Team", "shadowfist-notes", "cards.swat-team"),
])
def test_card_mentions_name_the_documents_that_talk_about_it(catalogue, title, doc, entry):
    card = catalogue.by_title(title)
    assert card is not None
    docs = {m.doc for m in card.mentions}
    assert doc in docs
    if entry:
        assert Ref(doc, entry) in card.mentions


def test_mentions_go_both_ways(catalogue):
    for card in catalogue.cards:
        for ref in card.mentions:
            assert card in catalogue.named_in(ref)


def test_slugs_are_unique_and_stable(catalogue):
    slugs = [c.slug for c in catalogue.cards]
    assert len(set(slugs)) == len(slugs)
    assert catalogue.by_title("Who's the Monkey Now?").slug == "who-s-the-monkey-now"


def test_default_cards_carry_what_the_documents_print(catalogue):
    ming = catalogue.by_title("Ming I")
    assert ming.subtitle == "Lady of the Coming Darkness"
    # 8.2 example: "Ming I has the designators Ming, I, Lady, Coming and Darkness"
    assert ming.designators == ("Ming", "I", "Lady", "Coming", "Darkness")
    corridor = catalogue.by_title("Endless Corridor")
    assert corridor.designators == ("Endless", "Corridor", "Netherworld")  # 8.2 example


def test_imported_cards_merge_with_the_defaults(kb, tmp_path):
    import_file(FIXTURES / "good.csv", tmp_path)
    catalogue = build_catalogue(kb, load_imported(tmp_path))
    guards = catalogue.by_title("Temple Guards")
    assert guards.fighting == 2 and guards.mentions  # imported numbers, documents' mentions
    assert "named in the rule documents" in guards.source
    assert catalogue.by_title("Big Hitter") is not None
    assert len(catalogue) == len(build_catalogue(kb)) + 2  # Big Hitter and Swordbreaker are new


def test_suggestions_for_a_misspelt_title(catalogue):
    assert catalogue.suggestions("Temple Gaurds")[0] == "Temple Guards"
