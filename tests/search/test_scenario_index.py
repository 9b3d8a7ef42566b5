"""Worked scenarios in the search: `ScenarioIndex` over plain documents (kind `scenario`)."""

from __future__ import annotations

from refbase.search.index_build import stem
from refbase.search.scenarios import ScenarioDoc, ScenarioIndex

DOCS = [
    ScenarioDoc("turned", "shadowfist", "Turned Characters cannot intercept",
                "Can my turned Character intercept an attacker?", "28.6.1 Declaring Interception"),
    ScenarioDoc("leap", "shadowfist", "Superleap: the attacker cannot be intercepted",
                "Can my Superleap character be blocked on the way to a Site?", "50.15 Superleap"),
    ScenarioDoc("block", "ufs", "Blocking with an attack card", "I block with an attack card: does it attack?",
                "G.2 Block Step"),
    ScenarioDoc("untitled", "ufs", "A scenario without a question", "", "G.3 Damage Step <b>bold</b>"),
]


def test_the_question_finds_its_scenario_first():
    index = ScenarioIndex(DOCS, stem)
    for doc in DOCS[:3]:
        hits, total = index.search(doc.question)
        assert hits[0].doc.id == doc.id and total >= 1


def test_players_words_are_stemmed_like_the_rules_index():
    hits, _ = ScenarioIndex(DOCS, stem).search("intercepting turned characters")
    assert hits[0].doc.id == "turned"


def test_game_filter_paging_and_nothing_to_find():
    index = ScenarioIndex(DOCS, stem)
    assert [h.doc.id for h in index.search("block", game="ufs")[0]] == ["block"]
    assert index.search("block", game="shadowfist")[0] == [] or \
        all(h.doc.game == "shadowfist" for h in index.search("block", game="shadowfist")[0])
    everything, total = index.search("can my character intercept attack")
    page, again = index.search("can my character intercept attack", limit=1, offset=1)
    assert again == total and page == everything[1:2]
    assert index.search("the of and") == ([], 0), "stop words alone match nothing"
    assert index.search("") == ([], 0)


def test_a_hit_is_titled_with_the_question_and_its_snippet_is_escaped():
    index = ScenarioIndex(DOCS, stem)
    hit = index.search("damage step")[0][0]
    assert hit.doc.heading == "A scenario without a question", "no question: the title"
    assert "<b>" not in hit.snippet and "&lt;b&gt;" in hit.snippet
    assert index.search("superleap")[0][0].doc.heading == DOCS[1].question
