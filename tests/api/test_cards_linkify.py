"""`[[Card Title]]` in linkify (docs/cards.md): known cards linked, unknown ones reported."""

from __future__ import annotations


def test_card_titles_in_double_brackets_are_linked(client):
    body = client.post("/api/v1/linkify", json={"text": "When [[Temple Guards]] attack, see 28.6.1."}).get_json()
    assert '<a class="refbase-card"' in body["html"] and 'data-card="Temple Guards"' in body["html"]
    assert "/cards/temple-guards" in body["html"]
    assert [c["slug"] for c in body["cards"]] == ["temple-guards"]
    assert [c["number"] for c in body["citations"]] == ["28.6.1"]


def test_unknown_card_titles_are_reported_with_suggestions_not_guessed(client):
    body = client.post("/api/v1/linkify", json={"text": "[[Temple Gaurds]] and [[<script>]]"}).get_json()
    assert [u["title"] for u in body["unknown_cards"]] == ["Temple Gaurds", "<script>"]
    assert body["unknown_cards"][0]["suggestions"][0] == "Temple Guards"
    assert "<script>" not in body["html"] and "refbase-unresolved" in body["html"]


def test_embed_js_knows_data_card(client):
    script = client.get("/embed.js").get_data(as_text=True)
    assert "[data-card]" in script and "api/v1/cards/" in script
