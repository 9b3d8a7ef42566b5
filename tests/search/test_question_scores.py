"""Each entry's score from the questions citing it (`question_scores`, docs/search.md): the best
question plus a share of the second best, each counted by the share of its own words the
query matched; checked against the plain definition on generated questions."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st
from test_scoring import IDF, NORMS, POSTINGS, bm25

from refbase.search import expansion
from refbase.search.expansion import CitedQuestion
from refbase.search.question_scores import QuestionScores, Weighting
from refbase.search.scoring import Bm25, Postings

# The three small documents of test_scoring.py, here questions: 0 "turn turned character",
# 1 "character turn", 2 "site".
TURN, CHARACTER = [(("turn",), 1.0)], [(("charact",), 1.0)]


def questions() -> Bm25:
    return Bm25(POSTINGS, IDF, NORMS, [1.0, 1.0, 1.0])


def own(doc: int) -> float:
    return sum(bm25(term, doc) for term, p in POSTINGS.items() if doc in p.docs)


def test_an_entry_adds_its_best_question_and_a_share_of_its_second_best():
    """Questions 0, 1 and 2 cite one rule (entry 7): it takes its best question's score plus
    `second` times its second best, times the weight; a third question adds nothing."""
    found = QuestionScores(questions(), [7, 7, 7]).entry_scores([TURN, CHARACTER], 0.0, Weighting(0.5, 0.25, 0.0))
    first = bm25("turn", 0) + bm25("charact", 0)
    second = bm25("turn", 1) + bm25("charact", 1)
    assert first > second
    assert found.keys() == {7} and math.isclose(found[7], 0.5 * (first + 0.25 * second))
    alone = QuestionScores(questions(), [7, 4, 5]).entry_scores([TURN, CHARACTER], 0.0, Weighting(0.5, 0.25, 0.0))
    assert math.isclose(alone[7], 0.5 * first)  # one question each: the best alone
    assert alone.keys() == {7, 4}  # entry 5's question ("site") is not matched


def test_two_equally_good_questions_count_as_best_and_second_best():
    tied = Bm25({"turn": Postings((0, 1), (1.0, 1.0), ((0,), (0,)))}, IDF, [1.0, 1.0], [1.0, 1.0])
    found = QuestionScores(tied, [3, 3]).entry_scores([TURN], 0.0, Weighting(1.0, 0.5, 0.0))
    assert math.isclose(found[3], 1.5 * 1.5 * 2.2 * 0.5)


def test_a_question_matched_in_part_counts_by_the_share_of_its_own_words_matched():
    """Question 0 "turn turned character" asks about characters too: a query of "turn"
    alone matches part of it, so it counts score * (score / own score) ** power; a query
    of both its words matches all of it and counts in full (never above its score)."""
    def score(concepts, power):
        return QuestionScores(questions(), [0, 1, 2]).entry_scores(concepts, 0.0, Weighting(1.0, 0.0, power))[0]
    assert math.isclose(score([TURN], 1.0), bm25("turn", 0) ** 2 / own(0))
    assert score([TURN], 1.0) < bm25("turn", 0)
    assert math.isclose(score([TURN, CHARACTER], 1.0), own(0))
    assert math.isclose(score([TURN], 0.5), bm25("turn", 0) * (bm25("turn", 0) / own(0)) ** 0.5)
    assert score([TURN], 0.0) == bm25("turn", 0)


def test_a_phrase_matches_the_questions_with_its_stems_side_by_side():
    found = QuestionScores(questions(), [0, 1, 2]).entry_scores([[(("turn", "charact"), 2.0)]], 0.0, Weighting(1.0, 0.0, 0.0))
    assert found.keys() == {0}  # question 1 has "character turn": wrong order
    assert math.isclose(found[0], 2.0 * (bm25("turn", 0) + bm25("charact", 0)))


def test_no_questions_score_nothing():
    empty = Bm25({}, {}, [], [])
    assert QuestionScores(empty, []).entry_scores([TURN], 0.0, Weighting(1.0, 0.5, 1.0)) == {}


def reference(bm25: Bm25, owners, weight, second, power, concepts, tiebreak) -> dict[int, float]:
    """The plain definition, question by question (what the arrays compute)."""
    own_scores, members = bm25.own_scores(), {}
    for alternatives in concepts:
        parts = [bm25.alternative_scores(stems, boost) for stems, boost in alternatives]
        for q in set().union(*parts):
            values = [part.get(q, 0.0) for part in parts]
            members[q] = members.get(q, 0.0) + max(values) + tiebreak * (sum(values) - max(values))
    by_entry: dict[int, list[float]] = {}
    for q, s in members.items():
        by_entry.setdefault(owners[q], []).append(s * min(1.0, s / own_scores[q]) ** power)
    out = {}
    for entry, scores in by_entry.items():
        scores.sort(reverse=True)
        if scores[0] > 0:
            out[entry] = weight * (scores[0] + second * (scores[1] if len(scores) > 1 else 0.0))
    return out


STEMS = ["a", "b", "c", "d"]
question_text = st.lists(st.sampled_from(STEMS), min_size=1, max_size=5)
concept = st.lists(st.tuples(st.sampled_from(STEMS), st.sampled_from([1.0, 0.5, 0.25])),
                   min_size=1, max_size=3)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(question_text, st.integers(0, 4)), min_size=1, max_size=12),
       st.lists(concept, min_size=1, max_size=3), st.sampled_from([0.0, 0.3]),
       st.sampled_from([0.0, 0.5, 1.0]))
def test_the_arrays_compute_the_plain_definition(texts, concepts, tiebreak, power):
    positions: dict[str, dict[int, list[int]]] = {}
    for number, (words, _) in enumerate(texts):
        for at, word in enumerate(words):
            positions.setdefault(word, {}).setdefault(number, []).append(at)
    postings = {w: Postings(tuple(p), tuple(float(len(x)) for x in p.values()),
                            tuple(tuple(x) for x in p.values())) for w, p in positions.items()}
    bm25 = Bm25(postings, {w: 1.0 + i for i, w in enumerate(STEMS)},
                [1.0 + len(words) / 4 for words, _ in texts], [1.0] * len(texts))
    owners = [owner for _, owner in texts]
    query = [[((stem,), boost) for stem, boost in c] for c in concepts]
    found = QuestionScores(bm25, owners).entry_scores(query, tiebreak, Weighting(1.5, 0.5, power))
    expected = reference(bm25, owners, 1.5, 0.5, power, query, tiebreak)
    assert found.keys() == expected.keys()
    assert all(math.isclose(found[e], expected[e], rel_tol=1e-12) for e in expected)


def test_the_weighting_is_read_per_query_so_a_refit_takes_effect(monkeypatch):
    """`bench/tune_search.py` sets the expansion constants between queries on an open index:
    the arrays are built once, the weighting is read each time."""
    asked = [CitedQuestion("can a turned character block", "cr", "28.6"),
             CitedQuestion("does a turned character untap", "cr", "9.1")]
    built = expansion.build_expansion(asked, {("cr", "28.6"): 4, ("cr", "9.1"): 2},
                                      lambda doc: True, {}, str.lower)
    query = [[(("block",), 1.0)]]
    before = built.grouped[0].entry_scores(query, 0.0)
    monkeypatch.setattr(expansion, "EXPANSION_WEIGHT", 2 * expansion.EXPANSION_WEIGHT)
    after = built.grouped[0].entry_scores(query, 0.0)
    assert before.keys() == after.keys() == {4}
    assert math.isclose(after[4], 2 * before[4])
