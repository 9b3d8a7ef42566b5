"""Card pages `/cards` and `/cards/<slug>`, and sections linking back to their cards (docs/cards.md)."""

from __future__ import annotations


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
    from refbase.web.cards_page import EXPORT_CARDS
    from refbase.web.render import STATIC_SITE

    app.config.update({STATIC_SITE: True, EXPORT_CARDS: True})
    try:
        page = app.test_client().get("/cards/undercover-cop").get_data(as_text=True)
        listing = app.test_client().get("/cards").get_data(as_text=True)
    finally:
        app.config.update({STATIC_SITE: False, EXPORT_CARDS: False})
    assert "/designators" not in page and "/api/v1" not in page and 'href="/cards/swat-team/"' in page
    assert "<form" not in listing.split("<main", 1)[1].split("</main>", 1)[0]
