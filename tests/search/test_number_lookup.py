"""Exact number lookup: a typed rule number jumps straight to that section."""

from __future__ import annotations

import pytest

CR, LGR = "shadowfist-comprehensive", "ufs-living-rules"


def ranked(results) -> list[tuple[str, str]]:
    return [(hit.doc, hit.id) for hit in results.results]


@pytest.mark.parametrize(("query", "expected"), [
    ("28.6.1", (CR, "28.6.1")),
    ("CR 28.6", (CR, "28.6")),
    ("cr 28.6", (CR, "28.6")),
    ("rule 50.15", (CR, "50.15")),
    ("G.2.2", (LGR, "G.2.2")),
    ("UFS G.2.2", (LGR, "G.2.2")),
    ("g.2.2", (LGR, "G.2.2")),
    ("LGR E.3", (LGR, "E.3")),
    ("shadowfist-comprehensive 4.1.2", (CR, "4.1.2")),
])
def test_exact_number_is_first_result(search_index, query, expected):
    results = search_index.search(query, limit=5)
    assert ranked(results)[0] == expected
    assert results.results[0].exact


def test_number_with_words_puts_the_section_first_then_searches_the_words(search_index):
    results = search_index.search("28.6.4 superleap", limit=5)
    assert ranked(results)[0] == (CR, "28.6.4")
    assert (CR, "50.15") in ranked(results)[1:]


@pytest.mark.parametrize(("query", "subsection", "rule"), [
    # 31.5 Auction Resolution: the player who must open the auction with no Power
    ("rule 31 - what happens if the player who has to open the uniqueness auction has zero power",
     "31.5", "31.0"),
    # 45.2 Cannot be Sacrificed: an immune card cannot be chosen
    ("rule 45 - can an immune character be chosen for a sacrifice", "45.2", "45.0"),
])
def test_a_number_with_a_question_puts_the_subsection_answering_it_above_the_rule(
        search_index, query, subsection, rule):
    """The number says where to look, the words which part: the named rule's subsection that
    holds more of the question than the rule itself comes just above it."""
    results = search_index.search(query, limit=5)
    assert [hit.id for hit in results.results[:2]] == [subsection, rule]
    assert results.results[1].exact and not results.results[0].exact


def test_a_number_with_its_own_title_words_stays_first(search_index):
    """ "rule 20 smoking": the words are 20.0's own title; no subsection holds more of them."""
    assert search_index.search("rule 20 smoking", limit=3).results[0].id == "20.0"


def test_a_subsection_of_a_named_rule_holding_more_of_the_question_goes_above_it():
    """Unit: the first-ranked descendant (not a child of another rule) that holds more of the
    concepts than the named rule; one holding no more leaves the rule first."""
    from refbase.search.ranking import EntryTerms, subrules_of_named

    terms = [EntryTerms(frozenset(), frozenset({"auction"})),  # 0: the named rule
             EntryTerms(frozenset(), frozenset({"auction", "power"})),  # 1: its grandchild
             EntryTerms(frozenset(), frozenset({"auction", "power"})),  # 2: elsewhere
             EntryTerms(frozenset(), frozenset({"auction"})),  # 3: its child
             EntryTerms(frozenset(), frozenset())]  # 4: 1's parent
    parents = {1: 4, 4: 0, 3: 0}
    concepts = [[("auction",)], [("power",)]]
    assert subrules_of_named([0], [2, 1, 3], parents, concepts, terms) == {0: 1}
    assert subrules_of_named([0], [2, 3, 1], parents, concepts, terms) == {}  # 3 holds no more
    assert subrules_of_named([0], [2], parents, concepts, terms) == {}
    assert subrules_of_named([0], [2, 1, 3], parents, concepts[:1], terms) == {}  # one concept


def test_number_only_query_lists_the_section_then_its_subsections(search_index):
    results = search_index.search("CR 28.6", limit=50)
    ids = [hit.id for hit in results.results]
    assert ids[0] == "28.6"
    assert {"28.6.1", "28.6.4", "28.6.6.1"} <= set(ids)
    assert all(i.startswith("28.6") for i in ids)
    assert results.total == len(ids)


def test_number_respects_game_and_doc_filters(search_index):
    assert all(h.doc != LGR for h in search_index.search("G.2.2", game="shadowfist").results)
    assert search_index.search("CR 28.6.1", doc=LGR).total == 0
    assert ranked(search_index.search("28.6.1", doc=CR))[0] == (CR, "28.6.1")


def test_unknown_number_is_not_an_error(search_index):
    results = search_index.search("99.99.99")
    assert results.total == 0 and results.results == []


@pytest.mark.parametrize(("query", "expected"), [
    ("rule 20", "20.0"), ("sec 28", "28.0"), ("what does section 41 say", "41.0"), ("§ 6", "6.0"),
])
def test_bare_number_after_a_rule_word_names_the_top_level_section(search_index, query, expected):
    assert search_index.search(query, limit=1).results[0].id == expected


def test_bare_number_without_a_rule_word_is_a_quantity(search_index):
    assert search_index._understanding.plan("20 damage").numbers == ()


@pytest.mark.parametrize(("query", "number"), [
    ("rule #20", "20.0"), ("section no. 9", "9.0"), ("rule number 28.6.1", "28.6.1"),
    ("sect 4", "4.0"),
])
def test_rule_words_with_number_signs_name_the_section(search_index, query, number):
    hit = search_index.search(query, limit=1).results[0]
    assert hit.exact and hit.number == number


@pytest.mark.parametrize(("query", "expected"), [
    ("FAQ ch5.q5", ("shadowfist-faq", "ch5.q5")),
    ("faq CH5.Q5", ("shadowfist-faq", "ch5.q5")),
    ("ch5.q5", ("shadowfist-faq", "ch5.q5")),
    ("Notes cards.evil-twin", ("shadowfist-notes", "cards.evil-twin")),
    ("Shadowfist CR 24.8.note-1", ("shadowfist-comprehensive", "24.8.note-1")),  # a page's "Cite as"
    ("24.8.note-1", ("shadowfist-comprehensive", "24.8.note-1")),
    ("ufs c.3.3.4.5.example-3", ("ufs-living-rules", "C.3.3.4.5.example-3")),
])
def test_an_unnumbered_entry_cited_by_its_id_is_first(search_index, query, expected):
    """FAQ and notes entries are cited by id ("FAQ ch5.q5"): that entry first, exact."""
    results = search_index.search(query, limit=5)
    assert ranked(results)[0] == expected and results.results[0].exact


def test_an_id_shaped_word_no_document_has_is_no_citation(search_index):
    assert not any(hit.exact for hit in search_index.search("what does e.g. mean", limit=5).results)
