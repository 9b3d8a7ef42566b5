"""One search request does bounded work, whatever its text.

Limits count characters after NFKC normalization (U+FDF4 is four letters, U+FDFA eighteen
characters), typo correction probes a bounded number of delete-index keys per word and
corrects a bounded number of words per query. No timing here: the bench
`bench/bench_search_abuse.py` measures time and memory; these tests count the work.
"""

from __future__ import annotations

from math import comb

import pytest

from refbase.config import MAX_SEARCH_QUERY_CHARS
from refbase.search.query import MAX_CORRECTIONS, MAX_QUERY_NUMBERS, QueryUnderstanding
from refbase.search.spelling import SpellingCorrector
from refbase.search.text import MAX_QUERY_WORDS, MAX_WORD_CHARS, clean_query, query_length

EXPANDER = "\ufdf4"  # ARABIC LIGATURE MOHAMMAD ISOLATED FORM: four letters under NFKC
LONGEST = "\ufdfa"  # eighteen characters under NFKC, spaces included


def test_query_length_is_counted_after_normalization():
    assert query_length(EXPANDER * 100) == 400
    assert query_length(LONGEST) == 18
    assert query_length("ﬁght") == len("fight")


def test_clean_query_cuts_after_normalization():
    assert len(clean_query(EXPANDER * MAX_SEARCH_QUERY_CHARS)) == MAX_SEARCH_QUERY_CHARS
    assert len(clean_query(LONGEST * MAX_SEARCH_QUERY_CHARS)) <= MAX_SEARCH_QUERY_CHARS


@pytest.mark.parametrize("path", ["/api/v1/search?q=", "/search?q="])
def test_expanding_query_over_the_limit_is_refused(client, path):
    fits = EXPANDER * (MAX_SEARCH_QUERY_CHARS // 4)
    assert client.get(path + fits).status_code == 200
    assert client.get(path + fits + EXPANDER).status_code == 413


def test_words_too_long_to_be_rule_words_probe_nothing():
    corrector = SpellingCorrector({"toughness": 5, "intercept": 3})
    assert corrector.max_word_length == len("toughness") + 2
    assert corrector.probes("a" * 500) == set()
    assert corrector.probes("t" * (corrector.max_word_length + 1)) == set()
    assert corrector.correct("tougness" * 60) is None


def test_probes_per_word_are_bounded_by_two_deletes(search_index):
    corrector = search_index._understanding._corrector
    word = "abcdefghijklmnopqrstuvwxyz"[:corrector.max_word_length]
    n = len(word)
    assert 0 < len(corrector.probes(word)) <= comb(n, 2) + n + 1


class CountingCorrector(SpellingCorrector):
    """Counts the words it was asked to correct."""

    calls = 0

    def correct(self, word: str) -> str | None:
        CountingCorrector.calls += 1
        return super().correct(word)


def _understanding(search_index) -> QueryUnderstanding:
    real = search_index._understanding
    corrector = CountingCorrector({})
    corrector.__dict__.update(real._corrector.__dict__)
    return QueryUnderstanding(stem=real._stem, known_stems=real._known, corrector=corrector,
                              expansions=[e for es in real._expansions.values() for e in es],
                              numbers=real._numbers, game_stems=real._game_stems)


def test_typo_corrections_per_query_are_bounded(search_index):
    understanding = _understanding(search_index)
    CountingCorrector.calls = 0
    plan = understanding.plan(" ".join(f"tougnes{c}" for c in "abcdefghijklmnopqrstuvw"))
    assert CountingCorrector.calls <= 2 * MAX_CORRECTIONS  # the word, then its stem
    assert len(plan.concepts) <= MAX_CORRECTIONS


def test_single_typo_is_still_corrected(search_index):
    assert _understanding(search_index).plan("tougness").suggestion == "toughness"


def test_words_and_numbers_per_query_are_bounded(search_index):
    plan = search_index._understanding.plan("toughness " * 40 + " ".join(f"w{i}" for i in range(80)))
    assert len(plan.concepts) <= MAX_QUERY_WORDS
    plan = search_index._understanding.plan("28.6.1 " * 60)
    assert len(plan.numbers) == MAX_QUERY_NUMBERS


def test_overlong_words_are_dropped_not_searched(search_index):
    plan = search_index._understanding.plan("superleap " + "x" * (MAX_WORD_CHARS + 1))
    assert [c.surface for c in plan.concepts] == ["superleap"]
