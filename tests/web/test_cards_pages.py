"""Card pages `/cards` and `/cards/<slug>`, and sections linking back to their cards (issue 15)."""

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
    assert response.status_code == 404 and "Temple Guards" in response.get_data(as_text=True)


def test_card_pages_escape_hostile_input(client):
    page = client.get("/cards?q=<script>alert(1)</script>").get_data(as_text=True)
    assert "<script>alert(1)" not in page
    assert client.get("/cards?designator=%01").status_code == 422
