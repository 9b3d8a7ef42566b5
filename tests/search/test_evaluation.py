"""The search's acceptance bar: hit@5 >= 0.95 and MRR >= 0.85 on the evaluation set.

The set (eval_set.json) holds realistic player questions with the sections that answer
them, written from the rule texts; bench/bench_search.py reports the same figures next to
a plain SQLite FTS5 baseline.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from refbase.search.evaluation import evaluate, load_questions, unknown_answers

EVAL_SET = Path(__file__).with_name("eval_set.json")
#: Written before tuning and never tuned on: only its truthfulness is tested here; its
#: hit@5 and MRR are reported by bench/bench_search.py.
HELDOUT_SET = Path(__file__).with_name("eval_heldout.json")
#: Second tuning set: player vocabulary, specific rules, numbers, word senses;
#: written from the rule texts before the player-vocabulary ranking changes.
TUNING2_SET = Path(__file__).with_name("eval_tuning2.json")
#: Third tuning set: probe questions written during tuning, tuned on.
TUNING3_SET = Path(__file__).with_name("eval_tuning3.json")
#: Fourth tuning set: player voice, written before its session's tuning.
TUNING4_SET = Path(__file__).with_name("eval_tuning4.json")
#: Fifth tuning set: player voice, written midway through its session's tuning.
TUNING5_SET = Path(__file__).with_name("eval_tuning5.json")
#: Sixth tuning set: written by someone who saw only the rule texts; first the check of the
#: fitted ranking constants (bench/tune_search.py), then tuned on.
TUNING6_SET = Path(__file__).with_name("eval_tuning6.json")
#: Seventh tuning set: written the same way, measured once unseen (hit@5 0.894, MRR 0.722),
#: then tuned on.
TUNING7_SET = Path(__file__).with_name("eval_tuning7.json")
#: Eighth tuning set: players from other card games (their slang), written the same way,
#: measured once unseen (hit@5 0.960, MRR 0.829), then tuned on.
TUNING8_SET = Path(__file__).with_name("eval_tuning8.json")
#: Ninth tuning set: written the same way, one writer per game, measured once unseen (hit@5 0.934,
#: MRR 0.776; UFS 0.921 / 0.719), then tuned on.
TUNING9_SET = Path(__file__).with_name("eval_tuning9.json")
#: Tenth tuning set: one writer, six styles, measured once unseen (hit@5 0.903, MRR 0.738; UFS
#: 0.891 / 0.684), then tuned on.
TUNING10_SET = Path(__file__).with_name("eval_tuning10.json")
# Eleventh to seventy-fourth tuning sets (eval_tuning11..74.json, checked by one parametrized test
# below): one writer each, measured once unseen on arrival, then added. 11: six styles (hit@5
# 0.956, MRR 0.870; 0.895 / 0.760 with the search of the day before); 12 and 13: the first and
# the second half of the rulebooks (0.956 / 0.818, 0.913 / 0.805); 14 to 16: judges' voice, new
# players' voice, search-box queries (0.923 / 0.769, 0.942 / 0.802, 1.000 / 0.908); 17 to 19:
# veterans' shorthand, table situations, how rules relate (0.849 / 0.788, 0.825 / 0.707,
# 0.982 / 0.852); 20 to 22: table questions, sections picked at even intervals through the
# rulebooks, beliefs and disputes (0.970 / 0.826, 0.874 / 0.718, 0.983 / 0.851); 23 to 26:
# sections at even intervals again (offset by half), casual players over every part, edge
# cases, players whose first language is not English (0.876 / 0.709, 0.966 / 0.858,
# 1.000 / 0.869, 0.981 / 0.870); 27 to 30: differences between similar things, organisers'
# procedures, card anatomy and terms, a reader going through each rulebook (0.962 / 0.834,
# 0.961 / 0.840, 0.950 / 0.826, 0.960 / 0.903); 31 to 34: short yes/no questions, what is not
# allowed, amounts, timing (0.989 / 0.894, 0.978 / 0.878, 0.989 / 0.933, 0.950 / 0.811); 35 to
# 38: why, how to, what happens after, who or which (0.972 / 0.932, 0.944 / 0.878,
# 0.938 / 0.851, 0.979 / 0.924); 39 to 46: misnamed things, two-part questions, quoted card
# text, exceptions, what a word means, chat typing, teaching a newcomer, rarely asked rules
# (0.947 / 0.852, 0.990 / 0.944, 0.962 / 0.847, 0.988 / 0.900, 0.951 / 0.840, 0.988 / 0.890,
# 0.990 / 0.862, 0.822 / 0.644); 47 to 50: the first set's four styles, twice, and the issue's
# failure classes, twice (0.988 / 0.891, 0.988 / 0.934, 0.963 / 0.808, 0.967 / 0.840); 51 to
# 58: rarely asked rules (two halves of a list), the first set's styles and the failure classes
# on sections picked at intervals (two picks each), what a word means, quoted card text
# (0.842 / 0.663, 0.918 / 0.818, 0.955 / 0.872, 0.947 / 0.825, 0.946 / 0.767, 0.882 / 0.672,
# 0.923 / 0.840, 0.917 / 0.856); 59 to 66: rarely and seldom asked rules, the first set's
# styles and the failure classes on other picks (two each), misnamed things, teaching
# (0.882 / 0.773, 0.854 / 0.726, 0.938 / 0.822, 0.905 / 0.796, 0.954 / 0.768, 0.951 / 0.836,
# 0.963 / 0.904, 0.965 / 0.862); 67 to 74: the first set's styles and the failure classes on
# the picks of 53-56 again (two each), seldom asked rules, chat typing, exceptions, why
# (0.988 / 0.865, 0.932 / 0.860, 0.916 / 0.758, 0.906 / 0.818, 0.915 / 0.771, 1.000 / 0.932,
# 0.987 / 0.922, 0.989 / 0.900).
#: Validation set: written the same way, measured in aggregate only, never tuned on.
VALIDATION_SET = Path(__file__).with_name("eval_validation2.json")
#: Third validation set: written the same way, after the seventh tuning set, never tuned on.
VALIDATION4_SET = Path(__file__).with_name("eval_validation4.json")


@pytest.fixture(scope="module")
def questions():
    return load_questions(EVAL_SET)


@pytest.fixture(scope="module")
def heldout():
    return load_questions(HELDOUT_SET)


@pytest.fixture(scope="module")
def report(index_dir, search_kb, questions):
    """The set's own questions are among the players' questions the search matches
    (data/player_questions.txt): measured on an index with them left out."""
    from refbase import config
    from refbase.runtime import library_questions
    from refbase.search import SearchIndex

    index = SearchIndex.open(index_dir, search_kb, library_questions(config.SCENARIOS_DIR),
                             leave_out=[q.text for q in questions])

    def search(text: str) -> list[tuple[str, str]]:
        return [(h.doc, h.id) for h in index.search(text, limit=10).results]

    return evaluate("refbase", search, questions)


def test_eval_set_is_big_enough_and_varied(questions):
    games = Counter(q.game for q in questions)
    styles = Counter(q.style for q in questions)
    assert games["shadowfist"] >= 60 and games["ufs"] >= 20
    assert {"slang", "acronym", "typo"} <= set(styles)
    assert len({q.text for q in questions}) == len(questions)


def test_eval_answers_exist_in_the_knowledge_base(questions, search_kb):
    assert unknown_answers(questions, search_kb) == []


def test_answers_come_from_the_authoritative_rulebooks(questions):
    docs = {doc for q in questions for doc, _ in q.answers}
    assert docs <= {"shadowfist-comprehensive", "ufs-living-rules"}


@pytest.mark.slow
def test_hit_at_5_meets_the_bar(report):
    misses = [q.text for q, _ in report.misses]
    assert report.hit_at(5) >= 0.95, misses


def test_mrr_meets_the_bar(report):
    assert report.mrr >= 0.85


def test_heldout_set_is_big_enough_and_separate(heldout, questions):
    assert len(heldout) >= 80
    assert {q.game for q in heldout} == {"shadowfist", "ufs"}
    assert not {q.text.lower() for q in heldout} & {q.text.lower() for q in questions}


def test_heldout_answers_exist_in_the_authoritative_rulebooks(heldout, search_kb):
    assert unknown_answers(heldout, search_kb) == []
    assert {doc for q in heldout for doc, _ in q.answers} <= {"shadowfist-comprehensive",
                                                              "ufs-living-rules"}


@pytest.fixture(scope="module")
def tuning2():
    return load_questions(TUNING2_SET)


def test_second_tuning_set_is_big_enough_separate_and_truthful(tuning2, questions, heldout,
                                                                search_kb):
    assert len(tuning2) >= 80 and {q.game for q in tuning2} == {"shadowfist", "ufs"}
    texts = {q.text.lower() for q in tuning2}
    assert len(texts) == len(tuning2)
    assert not texts & {q.text.lower() for q in heldout}
    assert not texts & {q.text.lower() for q in questions}
    assert unknown_answers(tuning2, search_kb) == []
    assert {doc for q in tuning2 for doc, _ in q.answers} <= {"shadowfist-comprehensive",
                                                              "ufs-living-rules"}


def test_third_tuning_set_is_separate_and_truthful(tuning2, questions, heldout, search_kb):
    tuning3 = load_questions(TUNING3_SET)
    assert len(tuning3) >= 80
    texts = {q.text.lower() for q in tuning3}
    assert len(texts) == len(tuning3)
    for other in (heldout, questions, tuning2):
        assert not texts & {q.text.lower() for q in other}
    assert unknown_answers(tuning3, search_kb) == []


def _separate_and_truthful(path: Path, others: list[Path], search_kb, at_least: int) -> None:
    found = load_questions(path)
    assert len(found) >= at_least and {q.game for q in found} == {"shadowfist", "ufs"}
    texts = {q.text.lower() for q in found}
    assert len(texts) == len(found)
    for other in others:
        assert not texts & {q.text.lower() for q in load_questions(other)}
    assert unknown_answers(found, search_kb) == []
    assert {doc for q in found for doc, _ in q.answers} <= {"shadowfist-comprehensive", "ufs-living-rules"}


def test_fourth_tuning_set_is_separate_and_truthful(search_kb):
    """Player-voice questions written before their session's tuning (docs/search.md)."""
    _separate_and_truthful(TUNING4_SET, [HELDOUT_SET, EVAL_SET, TUNING2_SET, TUNING3_SET], search_kb, 80)


def test_fifth_tuning_set_is_separate_and_truthful(search_kb):
    _separate_and_truthful(TUNING5_SET, [HELDOUT_SET, EVAL_SET, TUNING2_SET, TUNING3_SET, TUNING4_SET],
                           search_kb, 60)


def test_sixth_tuning_set_is_separate_and_truthful(search_kb):
    _separate_and_truthful(TUNING6_SET, [HELDOUT_SET, EVAL_SET, TUNING2_SET, TUNING3_SET, TUNING4_SET,
                                         TUNING5_SET], search_kb, 80)


def test_seventh_tuning_set_is_separate_and_truthful(search_kb):
    _separate_and_truthful(TUNING7_SET, [HELDOUT_SET, EVAL_SET, TUNING2_SET, TUNING3_SET, TUNING4_SET,
                                         TUNING5_SET, TUNING6_SET, VALIDATION_SET], search_kb, 80)


def test_validation_set_is_separate_and_truthful(search_kb):
    _separate_and_truthful(VALIDATION_SET, [HELDOUT_SET, EVAL_SET, TUNING2_SET, TUNING3_SET, TUNING4_SET,
                                            TUNING5_SET, TUNING6_SET], search_kb, 70)


def test_third_validation_set_is_separate_and_truthful(search_kb):
    _separate_and_truthful(VALIDATION4_SET, [HELDOUT_SET, EVAL_SET, TUNING2_SET, TUNING3_SET, TUNING4_SET,
                                             TUNING5_SET, TUNING6_SET, TUNING7_SET, VALIDATION_SET],
                           search_kb, 80)


def test_eighth_tuning_set_is_separate_and_truthful(search_kb):
    _separate_and_truthful(TUNING8_SET, [HELDOUT_SET, EVAL_SET, TUNING2_SET, TUNING3_SET, TUNING4_SET,
                                         TUNING5_SET, TUNING6_SET, TUNING7_SET, VALIDATION_SET,
                                         VALIDATION4_SET], search_kb, 80)


def test_ninth_tuning_set_is_separate_and_truthful(search_kb):
    _separate_and_truthful(TUNING9_SET, [HELDOUT_SET, EVAL_SET, TUNING2_SET, TUNING3_SET, TUNING4_SET,
                                         TUNING5_SET, TUNING6_SET, TUNING7_SET, TUNING8_SET, VALIDATION_SET,
                                         VALIDATION4_SET], search_kb, 140)


def test_tenth_tuning_set_is_separate_and_truthful(search_kb):
    _separate_and_truthful(TUNING10_SET, [HELDOUT_SET, EVAL_SET, TUNING2_SET, TUNING3_SET, TUNING4_SET,
                                          TUNING5_SET, TUNING6_SET, TUNING7_SET, TUNING8_SET, TUNING9_SET,
                                          VALIDATION_SET, VALIDATION4_SET], search_kb, 100)


@pytest.mark.slow
@pytest.mark.parametrize("name", [f"eval_tuning{n}.json" for n in range(11, 75)])
def test_eleventh_to_seventy_fourth_tuning_sets_are_separate_and_truthful(search_kb, name):
    """Each set keeps at least 60 questions after its cleaning (sets 11-38 at least 85, 39-50
    at least 75: the more questions the search knows, the more a new set shares)."""
    others = [p for p in Path(__file__).parent.glob("eval_*.json") if p.name != name]
    assert len(others) >= 15
    number = int(name[len("eval_tuning"):-len(".json")])
    _separate_and_truthful(Path(__file__).with_name(name), others, search_kb,
                           85 if number < 39 else 75 if number < 51 else 60)
