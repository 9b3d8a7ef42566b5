"""The in-memory first stage: BM25 over postings, phrases, DisMax, filters."""

from __future__ import annotations

import math

from refbase.search.question_scores import QuestionScores, WeightedQuestions, Weighting
from refbase.search.ranking import EntryTerms, QuerySignals, neighbour_pairs, pair, rerank
from refbase.search.scoring import PHRASE_SLOP, Bm25, Postings

# Three entries: 0 "turn turned character", 1 "character turn", 2 "site".
POSTINGS = {
    "turn": Postings((0, 1), (2.0, 1.0), ((0, 1), (1,))),
    "charact": Postings((0, 1), (1.0, 1.0), ((2,), (0,))),
    "site": Postings((2,), (1.0,), ((0,),)),
}
IDF = {"turn": 1.5, "charact": 1.5, "site": 2.0}
NORMS = [1.2, 1.0, 0.8]


def engine(factors=(1.0, 1.0, 1.0)) -> Bm25:
    return Bm25(POSTINGS, IDF, NORMS, list(factors))


def bm25(term: str, doc: int, boost: float = 1.0) -> float:
    weight = POSTINGS[term].weights[POSTINGS[term].docs.index(doc)]
    return IDF[term] * 2.2 * weight / (weight + NORMS[doc]) * boost


def test_a_term_scores_bm25_times_the_entry_factor():
    found, total = engine((1.0, 0.5, 1.0)).search([[(("turn",), 1.0)]], [], 0.0, 10)
    assert total == 2
    assert dict(found) == {0: bm25("turn", 0), 1: bm25("turn", 1) * 0.5}


def test_a_phrase_needs_its_stems_side_by_side_in_order():
    found, _ = engine().search([[(("turn", "charact"), 1.0)]], [], 0.0, 10)
    assert [d for d, _ in found] == [0]  # entry 1 has "character turn": wrong order
    assert math.isclose(found[0][1], bm25("turn", 0) + bm25("charact", 0))


def test_a_players_phrase_allows_one_word_between_and_a_quoted_phrase_none():
    """A vocabulary phrase ("where does it go") matches "where does an event go" (PHRASE_SLOP
    words between); a quoted phrase must be exact; order always counts."""
    postings = {"where": Postings((0, 1, 2), (1.0, 1.0, 1.0), ((0,), (0,), (3,))),
                "event": Postings((0,), (1.0,), ((1,),)),
                "go": Postings((0, 1, 2), (1.0, 1.0, 1.0), ((2,), (3,), (0,)))}
    # 0 "where event go", 1 "where x y go" (two words between), 2 "go ... where" (reversed)
    bm25 = Bm25(postings, {"where": 1.0, "event": 1.0, "go": 1.0}, [1.0] * 3, [1.0] * 3)
    found, _ = bm25.search([[(("where", "go"), 1.0)]], [], 0.0, 10)
    assert PHRASE_SLOP == 1 and [d for d, _ in found] == [0]
    quoted, total = bm25.search([[(("event",), 1.0)]], [("where", "go")], 0.0, 10)
    assert total == 0 and quoted == []


def test_a_concept_scores_its_best_alternative_plus_a_tiebreak_share_of_the_others():
    concept = [(("turn",), 1.0), (("charact",), 0.5)]
    found, _ = engine().search([concept], [], 0.2, 10)
    best, other = bm25("turn", 0), bm25("charact", 0, 0.5)
    assert math.isclose(dict(found)[0], max(best, other) + 0.2 * min(best, other))


def test_quoted_phrases_are_required_and_filters_and_mask_apply():
    found, total = engine().search([[(("site",), 1.0)]], [("turn",)], 0.0, 10)
    assert {d for d, _ in found} == {0, 1} and total == 2  # "site" alone is not enough
    found, total = engine().search([[(("turn",), 1.0)]], [], 0.0, 10, allowed={1}, mask={0})
    assert [d for d, _ in found] == [1] and total == 1


def test_limit_keeps_the_best_and_ties_go_to_the_lower_entry():
    found, total = engine().search([[(("charact",), 1.0)], [(("site",), 1.0)]], [], 0.0, 1)
    assert total == 3 and len(found) == 1 and found[0][0] == 2


def test_a_terms_scores_are_computed_once_and_never_changed_by_a_search():
    """The unboosted scores of a term are kept for the next query (the hot path): a boosted
    use, a sum over concepts and the grouped questions must leave them as they were."""
    bm25 = engine()
    first = dict(bm25._term("turn", 1.0))
    for _ in range(2):
        found, _ = bm25.search([[(("turn",), 0.5)], [(("turn",), 1.0), (("charact",), 0.3)]], [], 0.2, 10,
                               grouped=[WeightedQuestions(QuestionScores(engine(), [2, 2, 2]), Weighting(0.5, 0.25, 1.0))])
        assert dict(bm25._term("turn", 1.0)) == first
    assert bm25._term("turn", 1.0) is bm25._term("turn", 1.0)
    assert dict(bm25._term("turn", 0.5)) == {d: 0.5 * s for d, s in first.items()}


def test_neighbour_pairs_are_unordered_and_skip_repeats():
    assert neighbour_pairs(["deck", "size", "size"]) == {pair("size", "deck")}


def entry(title: set[str], text: set[str], context=(), pairs=()) -> EntryTerms:
    return EntryTerms(frozenset(title), frozenset(title | text), frozenset(context),
                      frozenset(pairs))


def test_a_rule_under_a_titled_parent_gets_part_credit_for_the_parents_words():
    """ "turbo format deck size": L.2.1.1 (under "Turbo Format") holds "deck" itself."""
    concepts = [[("turbo",)], [("format",)], [("deck",)], [("size",)]]
    leaf = entry(set(), {"deck", "contain", "41"}, context={"turbo", "format"})
    bare = entry(set(), {"deck", "contain", "41"})
    scored = dict(rerank([(0, 1.0), (1, 1.0)], concepts, [leaf, bare], {}, {}))
    assert scored[0] > scored[1]


def test_rare_concepts_count_more_than_common_ones_in_coverage():
    concepts = [[("charact",)], [("superleap",)]]
    signals = QuerySignals(weights=[0.2, 3.0])
    rare = entry(set(), {"superleap"})
    common = entry(set(), {"charact"})
    scored = dict(rerank([(0, 1.0), (1, 1.0)], concepts, [rare, common], {}, {}, signals))
    assert scored[0] > scored[1]


def test_concepts_side_by_side_are_rewarded():
    concepts = [[("plai",)], [("event",)]]
    signals = QuerySignals(pairs=[frozenset({pair("plai", "event")})])
    together = entry(set(), {"plai", "event"}, pairs={pair("plai", "event")})
    apart = entry(set(), {"plai", "event"})
    scored = dict(rerank([(0, 1.0), (1, 1.0)], concepts, [together, apart], {}, {}, signals))
    assert scored[0] > scored[1]


def test_current_rule_first_and_the_older_ruling_asking_the_question_stays_in_view():
    """The ruling that answers the very question is in the top results, marked
    older by the pages, below the current rule."""
    from refbase.search.ranking import RULING_RANK, with_ruling

    concepts = [[("intercept",)], [("attack",)]]
    ruling = entry({"intercept", "attack", "defend"}, set())
    plain = entry(set(), {"other"})
    terms = [ruling] + [plain] * 7
    scored = [(n, 10.0 - n) for n in range(1, 8)] + [(0, 0.5)]  # the ruling ranks last
    moved = with_ruling(scored, concepts, terms, older={0, 1})
    assert [d for d, _ in moved].index(0) == RULING_RANK - 1
    assert moved[0][0] == 2  # entry 1 is older: the best current rule (2) goes first
