"""Cards in the main search (kind `card`) with typo tolerance (docs/cards.md)."""

from __future__ import annotations

import difflib

import pytest

from refbase.cards import build_catalogue
from refbase.cards.search_docs import CLOSE, close_words, find_cards, search_documents, title_word_index


@pytest.fixture(scope="module")
def catalogue(kb):
    return build_catalogue(kb)


@pytest.mark.parametrize("q, first", [
    ("walker purple", "Walker of the Purple Twilight"), ("temple gaurds", "Temple Guards"),
    ("fong sai yuk superleap", "Fong Sai Yuk"), ("Bribary", "Bribery"),
])
def test_cards_are_found_by_title_words_despite_typos(catalogue, q, first):
    assert find_cards(catalogue, q)[0].card.title == first


@pytest.mark.parametrize("word", ["gaurds", "bribary", "tempel", "superleaper", "walkr", "x", "twilightzone"])
def test_close_title_words_are_difflibs_close_matches_over_every_title_word(catalogue, word):
    """The fast lookup (a rapidfuzz scan of the words of a possible length) finds what
    difflib's get_close_matches finds comparing with every title word, in the same order."""
    every = list(title_word_index(catalogue))
    assert close_words(word, catalogue) == difflib.get_close_matches(word, every, n=3, cutoff=CLOSE)


def test_near_spellings_alone_do_not_drag_in_cards(catalogue):
    assert find_cards(catalogue, "can a turned guy block a superleaper") == []


@pytest.mark.parametrize("q", ["what is the block step", "when does the attack end", "can you and the others respond"])
def test_function_words_of_a_question_match_no_card(catalogue, q):
    assert find_cards(catalogue, q) == []


def test_a_title_is_found_by_its_own_words_without_its_article(catalogue):
    titles = [c.title for c in catalogue.cards if c.title.lower().startswith("the ")]
    assert titles
    assert find_cards(catalogue, titles[0][4:])[0].card.title == titles[0]


def test_every_card_is_a_search_document(catalogue):
    docs = list(search_documents(catalogue))
    assert len(docs) == len(catalogue) and {d["kind"] for d in docs} == {"card"}


def test_search_endpoint_lists_cards_beside_the_rules(client):
    body = client.get("/api/v1/search?q=temple%20gaurds").get_json()
    assert body["cards"][0]["title"] == "Temple Guards" and body["cards"][0]["kind"] == "card"
    only = client.get("/api/v1/search?q=temple%20gaurds&kind=card").get_json()
    assert only["results"][0]["html_url"].endswith("/cards/temple-guards")


@pytest.mark.parametrize("q, said", [("templ gards", "temple guards"), ("temple gaurds superleep", "temple guards superleap")])
def test_did_you_mean_spells_a_card_s_title_as_printed(client, q, said):
    html = client.get("/search", query_string={"q": q}).get_data(as_text=True)
    assert f'rel="nofollow">{said}</a>?' in html


def test_the_api_suggestion_spells_a_card_s_title_as_printed_too(client):
    body = client.get("/api/v1/search", query_string={"q": "templ gards"}).get_json()
    assert body["suggestion"] == "temple guards" and body["cards"][0]["title"] == "Temple Guards"
