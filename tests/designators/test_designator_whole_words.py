"""Rule 14.4 with a real dictionary (docs/designators.md), the two disputed readings of 14.3 (2) and 14.5 (3),
and explanations that quote the rule that decided them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refbase.designators import CardName, Treatment, analyze, match
from refbase.designators import quotes as Q
from refbase.designators.compounds import compound_parts, split_compound
from refbase.designators.lexicon import english_words, game_vocabulary, is_whole_word, use_game_vocabulary

RULES = Path(__file__).resolve().parents[2] / "rules" / "shadowfist-comprehensive.txt"


def designators(title: str, subtitle: str = "") -> list[str]:
    return [d.word for d in analyze(title, subtitle).designators]


@pytest.mark.parametrize("word, parts", [
    ("Arcanogardener", ["Arcano", "Gardener"]), ("Swordbreaker", ["Sword", "Breaker"]),
    ("Supertanker", ["Super", "Tanker"]), ("Arcanoleech", ["Arcano", "Leech"]),
])
def test_14_4_compounds_of_dictionary_words_split(word, parts):
    assert designators(word) == parts
    decision = split_compound(word)
    assert decision is not None and decision.parts == tuple(parts)


@pytest.mark.parametrize("word, head_card", [
    ("Arcanogardener", "Arcanotower"), ("Swordbreaker", "Sword of the Master"),
    ("Supertanker", "Super Soldier"), ("Arcanoleech", "Arcano Cop"),
])
def test_14_4_split_compounds_match_their_head_and_no_explanation_contradicts(word, head_card):
    result = match(CardName(word), CardName(head_card))
    assert result.match
    text = str(result.to_dict())
    assert "cannot be" not in text and "stays one designator" not in text


def test_14_4_the_split_note_quotes_the_rule_and_names_the_parts():
    [note] = [n for w in analyze("Arcanogardener").words for n in w.notes]
    assert note.kind is Treatment.SPLIT_COMPOUND and note.rule.number == "14.4"
    assert "Arcano, Gardener" in note.detail
    assert note.quote == Q.SPLIT_COMPOUND


def test_14_4_superior_explanation_is_the_analysis_decision():
    analysis = analyze("Superior")
    [note] = analysis.words[0].notes
    assert note.kind is Treatment.COMPOUND_KEPT_WHOLE and '"ior"' in note.detail
    [miss] = match(CardName("Superior"), CardName("Super")).near_misses
    assert miss.kind == "unsplit_compound" and note.detail in miss.reason
    assert miss.quote == Q.SPLIT_COMPOUND


def test_14_4_composite_without_a_head_names_the_real_reason():
    [miss] = [m for m in match(CardName("Mastermind"), CardName("Master")).near_misses if m.kind == "composite"]
    assert "contains no Arcano, Gun, Sword or Super" in miss.reason


def test_14_4_repeated_split_of_a_part_that_still_contains_a_head():
    assert compound_parts("Swordsmanship") == ["Swords", "Man", "Ship"]


def test_game_vocabulary_supplies_whole_words_the_dictionary_lacks():
    before = game_vocabulary()
    try:
        assert compound_parts("Gunzorblat") is None
        use_game_vocabulary(["Zorblat the Unmaker"])
        assert compound_parts("Gunzorblat") == ["Gun", "Zorblat"]
    finally:
        use_game_vocabulary(before)
    assert compound_parts("Gunzorblat") is None


def test_dictionary_is_real_and_pieces_under_three_letters_are_not_words():
    assert len(english_words()) > 100_000
    assert is_whole_word("gardener") and is_whole_word("tankers")
    assert not is_whole_word("be") and not is_whole_word("ior")


# --- the disputed readings --------------------------------------------------------------------

def test_14_5_3_decision_all_capitals_whole_word_is_a_word_not_an_acronym():
    assert designators("SHOTGUN") == ["SHOT", "GUN"]
    assert match(CardName("GUNS"), CardName("Gun")).match  # 14.2 plural applies to GUNS
    kinds = [n.kind for n in analyze("GUNS").words[0].notes]
    assert Treatment.CAPITALS_WORD in kinds


@pytest.mark.parametrize("title", ["SWAT", "FBI", "AK", "XZQW"])
def test_14_5_3_decision_acronyms_stay_whole(title):
    [note] = analyze(title).words[0].notes
    assert note.kind is Treatment.ACRONYM and note.quote == Q.ACRONYM


def test_14_5_3_swat_does_not_match_its_expansion():
    result = match(CardName("SWAT Team"), CardName("Special Weapons and Tactics"))
    assert not result.match
    assert any(m.kind == "acronym" for m in result.near_misses)


@pytest.mark.parametrize("title, subtitle, expected", [
    ("Plan A", "", ["Plan", "A"]), ("A-Team", "", ["A", "Team"]),
    ("A Fistful of Gold", "", ["Fistful", "Gold"]), ("Plan", "a", ["Plan"]),
])
def test_14_3_2_decision_the_letter_a_versus_the_article(title, subtitle, expected):
    assert designators(title, subtitle) == expected


def test_14_3_2_decision_letter_a_matches_and_says_why():
    result = match(CardName("Plan A"), CardName("A-Team"))
    assert [s.word for s in result.shared] == ["A"]
    [note] = [n for n in analyze("Plan A").words[1].notes]
    assert note.kind is Treatment.LETTER_NAME and note.quote == Q.ARTICLE


# --- quotes are the rulebook's own words ------------------------------------------------------

def _rule_text() -> str:
    return re.sub(r"\s+", " ", RULES.read_text(encoding="utf-8").replace("*", ""))


@pytest.mark.parametrize("quote", Q.ALL)
def test_every_quoted_rule_sentence_is_verbatim_in_the_rulebook(quote):
    assert quote in _rule_text()


def test_every_treatment_has_a_quote():
    assert set(Q.FOR_TREATMENT) == set(Treatment)


# --- property: a split never produces a part that is not a whole word ------------------------

PIECES = ["arcano", "gun", "sword", "super", "shot", "man", "tower", "gardener", "leech", "breaker",
          "tanker", "ior", "be", "ner", "b", "fish", "ship", "s", "x", "zorb", "wave", "ior"]
glued = st.lists(st.sampled_from(PIECES), min_size=1, max_size=4).map("".join)
letters = st.text(alphabet="abcdefghijklmnopqrstuvwxyzGS", min_size=1, max_size=20)


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(st.one_of(glued, glued.map(str.capitalize), glued.map(str.upper), letters))
def test_14_4_property_a_split_never_produces_a_part_that_is_not_a_whole_word(word):
    parts = compound_parts(word)
    if parts is None:
        return
    assert len(parts) >= 2
    assert "".join(parts).casefold() == word.casefold()
    assert all(is_whole_word(p.casefold()) for p in parts)
    assert any(h in p.casefold() for p in parts for h in ("arcano", "gun", "sword", "super"))
