"""The typo corrector: nearest, most frequent vocabulary word within one or two edits."""

from __future__ import annotations

from refbase.search.spelling import SpellingCorrector, edit_distance

VOCABULARY = {"toughness": 30, "interception": 20, "intercept": 40, "superleap": 12,
              "stealth": 9, "smoked": 50, "smoke": 25, "toasted": 14}


def test_edit_distance_counts_swaps_as_one():
    assert edit_distance("toughness", "tougness") == 1
    assert edit_distance("stealth", "staelth") == 1
    assert edit_distance("kitten", "sitting") == 3
    assert edit_distance("", "abc") == 3


def test_corrects_within_the_edit_budget():
    corrector = SpellingCorrector(VOCABULARY)
    assert corrector.correct("tougness") == "toughness"
    assert corrector.correct("interseption") == "interception"
    assert corrector.correct("stelth") == "stealth"
    assert corrector.correct("supperleep") == "superleap"


def test_prefers_closer_then_more_frequent_words():
    corrector = SpellingCorrector(VOCABULARY)
    assert corrector.correct("smoka") == "smoke"
    assert corrector.correct("smokd") in {"smoke", "smoked"}
    assert SpellingCorrector({"cart": 1, "card": 9}).correct("carx") == "card"


def test_leaves_known_short_and_far_words_alone():
    corrector = SpellingCorrector(VOCABULARY)
    assert corrector.correct("toughness") is None
    assert corrector.correct("tuf") is None
    assert corrector.correct("xylophone") is None
    assert corrector.correct("28.6.1") is None


def test_a_one_letter_slip_beats_a_split_with_a_stop_word(search_index):
    """A typo across a word break: "faceof" is Faceoff (41.0), not "face" + "of"."""
    found = [h.id for h in search_index.search("what is a faceof", limit=3).results]
    assert "41.0" in found
