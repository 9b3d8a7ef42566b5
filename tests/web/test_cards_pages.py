"""Card pages `/cards` and `/cards/<slug>`, and sections linking back to their cards (docs/cards.md)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def static_copy(app) -> Iterator[None]:
    """Render pages as `export-site` does, card pages included."""
    from refbase.web.cards_page import EXPORT_CARDS
    from refbase.web.render import STATIC_SITE

    app.config.update({STATIC_SITE: True, EXPORT_CARDS: True})
    try:
        yield
    finally:
        app.config.update({STATIC_SITE: False, EXPORT_CARDS: False})


def test_card_page_lists_its_mentions_and_sharing_cards(client):
    page = client.get("/cards/undercover-cop").get_data(as_text=True)
    assert "What the documents say" in page and "/rules/shadowfist-faq/" in page
    assert "/cards/swat-team" in page and "Cards sharing a designator" in page


def test_section_page_links_its_cards_back(client):
    page = client.get("/rules/shadowfist-basic/section-2.the-scene.example-1").get_data(as_text=True)
    assert "Cards named here" in page and "/cards/temple-guards" in page and "/cards/bribery" in page


def test_catalogue_page_filters_by_designator_with_reasons(client):
    page = client.get("/cards?designator=Cop").get_data(as_text=True)
    assert "/cards/pubord-squad" in page and "shares <strong>Cop</strong>" in page


def test_unknown_card_page_is_404_with_a_suggestion(client):
    response = client.get("/cards/temple-gaurds")
    assert response.status_code == 404 and '<a href="/cards/temple-guards">Temple Guards</a>' in response.get_data(as_text=True)


def test_card_pages_escape_hostile_input(client):
    page = client.get("/cards?q=<script>alert(1)</script>").get_data(as_text=True)
    assert "<script>alert(1)" not in page
    assert client.get("/cards?designator=%01").status_code == 422


def test_search_page_offers_matching_cards(client):
    page = client.get("/search?q=temple+gaurds").get_data(as_text=True)
    assert 'class="card-hits"' in page and "/cards/temple-guards" in page


def test_static_export_includes_card_pages_only_with_every_shadowfist_document(kb, data_dir):
    from refbase.export import _all_shadowfist, _card_pages

    shadowfist = [d for d, doc in kb.documents.items() if doc.info.game == "shadowfist"]
    assert _all_shadowfist(kb, list(kb.documents)) and not _all_shadowfist(kb, shadowfist[:-1])
    pages = dict(_card_pages(kb, data_dir))
    assert pages["/cards"] == "cards/index.html" and pages["/cards/temple-guards"] == "cards/temple-guards/index.html"


def test_static_card_pages_have_no_server_only_links(app):
    with static_copy(app):
        page = app.test_client().get("/cards/undercover-cop").get_data(as_text=True)
        listing = app.test_client().get("/cards").get_data(as_text=True)
    assert "/designators" not in page and "/api/v1" not in page and 'href="/cards/swat-team/"' in page
    assert "<form" not in listing.split("<main", 1)[1].split("</main>", 1)[0]


def test_a_card_page_shows_current_and_printed_text_and_quotes_rulings(dump_client):
    page = dump_client.get("/cards/marisol").get_data(as_text=True)
    assert "Current text (with errata)" in page and "As printed" in page
    assert "Damage cannot be redirected to Marisol." in page
    assert "Marisol cannot be the target of damage redirection effects." in page
    assert "<blockquote><p>Should start with &#34;Damage may not be redirected to Marisol.&#34;" in page
    assert "Errata, as the card database records it" in page
    assert "<dt>Requires</dt><dd>2 Dragons</dd>" in page and "<dt>Fighting</dt><dd>6</dd>" in page


def test_a_card_page_lists_every_printing_with_rarity_and_note(dump_client):
    page = dump_client.get("/cards/alchemist-s-lair").get_data(as_text=True)
    assert "<li>Limited / Standard (Common)</li>" in page and "<li>Dark Future (Common)</li>" in page
    iala = dump_client.get("/cards/iala-mane").get_data(as_text=True)
    assert "One of the Operation Killdeer characters" in iala


def test_a_card_page_lists_the_library_scenarios_using_the_card(client):
    page = client.get("/cards/temple-guards").get_data(as_text=True)
    assert "Library scenarios with this card" in page
    assert page.count('href="/scenarios/') >= 1


def test_a_card_page_groups_its_mentions_by_document(client):
    page = client.get("/cards/undercover-cop").get_data(as_text=True)
    section = page.split('id="mentions-h"', 1)[1].split("</section>", 1)[0]
    assert "<h3>" in section


def test_the_static_copy_of_a_card_page_has_its_text_rulings_and_scenarios(dump_app):
    with static_copy(dump_app):
        page = dump_app.test_client().get("/cards/marisol").get_data(as_text=True)
        guards = dump_app.test_client().get("/cards/temple-guards").get_data(as_text=True)
    assert "As printed" in page and "<blockquote>" in page and "/api/v1" not in page
    assert 'href="/scenarios/sf-basic-open-scene-temple-guards/"' in guards


def test_a_card_page_shows_what_the_engine_reads_and_what_it_does_not(dump_client):
    page = dump_client.get("/cards/fox-pass").get_data(as_text=True)
    assert "What the engine reads" in page and "Limited <span class=\"meta\">(printed words)</span>" in page
    assert "Not read:" not in page  # both its sentences are read (28.1.3.1: changing an attack's target)
    page = dump_client.get("/cards/fatty-cho").get_data(as_text=True)
    assert "Not read: X= the number of cards you discard when Fatty Cho enters play." in page  # its errata
    assert "X values: X counts what a selector cannot say" in page


def test_a_number_printed_as_x_shows_as_x_with_rule_48(client):
    """Might of the Elephant prints Fighting X (the dump's 100): the page says X, not nothing."""
    page = client.get("/cards/might-of-the-elephant").get_data(as_text=True)
    assert "<dt>Fighting</dt><dd>X" in page and "/rules/shadowfist-comprehensive/48.0" in page
