"""`analyze`: how each printed word is treated and which rule says so; input validation."""

from __future__ import annotations

import json

import pytest

from refbase.config import MAX_TITLE_CHARS
from refbase.designators import CardName, DesignatorInputError, Treatment, analyze, match

T = Treatment


def treatments(title: str, subtitle: str = "") -> dict[str, list[tuple[str, str]]]:
    """printed word -> [(kind, rule number)]"""
    return {w.text: [(str(n.kind), n.rule.number) for n in w.notes] for w in analyze(title, subtitle).words}


@pytest.mark.parametrize("title, word, kind, rule", [
    ("Gun-Toting", "Gun-Toting", T.SPLIT_PUNCTUATION, "14.4"),
    ("MegaTank", "MegaTank", T.SPLIT_CAMEL_CASE, "14.4"),
    ("Shotgun", "Shotgun", T.SPLIT_COMPOUND, "14.4"),
    ("Thing with Tongues", "with", T.ARTICLE_OR_PREPOSITION, "14.3"),
    ("Hermit's Hut", "Hermit's", T.POSSESSIVE, "14.2"),
    ("Guns", "Guns", T.PLURAL, "14.2"),
    ("We", "We", T.PRONOUN, "14.2"),
    ("O'Rangotang", "O'Rangotang", T.APOSTROPHE_WORD, "14.5"),
    ("Dr. Ally", "Dr.", T.ABBREVIATION, "14.5"),
    ("Dr. Ally", "Dr.", T.PUNCTUATION_IGNORED, "14.1"),
    ("Slo Mo", "Slo", T.ABBREVIATION, "14.5"),
    ("SWAT", "SWAT", T.ACRONYM, "14.5"),
    ("AK-47", "AK-47", T.LETTERS_AND_NUMBERS, "14.5"),
    ("1,000 Corpses", "1,000", T.NUMBER, "14.1"),
    ("1000 Tongues", "1000", T.NUMBER, "14.5"),
    ("Rock & Roll", "&", T.PUNCTUATION_ONLY, "14.1"),
    ("Tower", "Tower", T.DESIGNATOR, "14.1"),
])
def test_each_treatment_is_reported_with_its_rule(title, word, kind, rule):
    assert (str(kind), rule) in treatments(title)[word]


def test_card_type_word_in_subtitle_is_reported_as_dropped():
    assert treatments("Endless Corridor", "Netherworld Feng Shui Site")["Site"] == [("card_type", "14.3")]


def test_duplicate_is_reported():
    assert ("duplicate", "14.3") in treatments("Gun", "Guns")["Guns"]


def test_designator_records_its_matching_form_and_field():
    analysis = analyze("1,000 Corpses", "Undead Men")
    got = [(d.word, d.base, d.field) for d in analysis.designators]
    assert got == [("1,000", "1000", "title"), ("Corpses", "Corpse", "title"),
                   ("Undead", "Undead", "subtitle"), ("Men", "Man", "subtitle")]


def test_possessive_of_a_split_word_marks_the_last_part():
    designators = analyze("Ba-BOOM!'s Echo").designators
    assert [(d.word, d.base) for d in designators] == [("Ba", "Ba"), ("BOOM's", "BOOM"), ("Echo", "Echo")]


def test_contraction_is_kept_whole_not_taken_as_possessive():
    assert [d.word for d in analyze("It's Raining").designators] == ["It's", "Raining"]
    assert not match(CardName("It's Raining"), CardName("It")).match


def test_analysis_rules_always_include_14_0_and_are_ordered():
    numbers = [r.number for r in analyze("Mr. X", "Gun-Toting Hermits").rules]
    assert numbers[0] == "14.0"
    assert numbers == sorted(numbers)


def test_to_dict_shapes_are_json_ready():
    data = analyze("Mr. X", "Gun-Toting Hermit's Pals").to_dict()
    json.dumps(data)
    assert set(data) == {"title", "subtitle", "designators", "words", "rules"}
    assert data["designators"] == ["Mr", "X", "Gun", "Toting", "Hermit's", "Pals"]
    word = data["words"][2]
    assert set(word) == {"text", "field", "position", "designators", "treatments"}
    assert set(word["treatments"][0]) == {"kind", "subject", "detail", "rule", "quote"}
    assert word["treatments"][0]["rule"] == {"doc": "shadowfist-comprehensive", "number": "14.4"}
    assert set(word["designators"][0]) == {"word", "matches_as", "field", "treatments"}


def test_to_dict_accepts_a_citation_function():
    data = analyze("Shotgun").to_dict(cite=lambda r: {"cited": r.number})
    assert data["rules"][0] == {"cited": "14.0"}
    assert data["words"][0]["treatments"][0]["rule"] == {"cited": "14.4"}


# --- validation ------------------------------------------------------------------------------

@pytest.mark.parametrize("title, subtitle, field", [
    ("", "", "title"),
    ("   ", "", "title"),
    ("x" * (MAX_TITLE_CHARS + 1), "", "title"),
    ("x" * 10_000, "", "title"),
    ("Gun", "y" * (MAX_TITLE_CHARS + 1), "subtitle"),
    ("Gun\x00", "", "title"),
    ("Gun\nSword", "", "title"),
    ("Gun\tSword", "", "title"),
    ("Gun", "Cop\x7f", "subtitle"),
    ("Gun\ud800", "", "title"),
    (None, "", "title"),
    ("Gun", 5, "subtitle"),
])
def test_bad_input_raises_designator_input_error(title, subtitle, field):
    with pytest.raises(DesignatorInputError) as caught:
        analyze(title, subtitle)
    assert caught.value.field == field
    assert isinstance(caught.value, ValueError)
    assert caught.value.errors == {field: [caught.value.message]}


def test_longest_allowed_title_is_accepted():
    assert analyze("x" * MAX_TITLE_CHARS).designators


def test_match_names_the_card_in_the_error_field():
    with pytest.raises(DesignatorInputError) as caught:
        match(CardName("Gun"), CardName("Sword", "\x00"))
    assert caught.value.field == "b.subtitle"
    with pytest.raises(DesignatorInputError) as caught:
        match({"title": "Gun"}, CardName("Sword"))  # type: ignore[arg-type]
    assert caught.value.field == "a"


# --- odd unicode gets a sane answer ------------------------------------------------------------

def test_accented_words_match_whatever_their_normal_form():
    assert match(CardName("Caf\u00e9 Fist"), CardName("Cafe\u0301 Kick")).match


def test_accents_are_part_of_the_word():
    assert not match(CardName("Café"), CardName("Cafe")).match


def test_full_width_digits_and_letters_are_ordinary_ones():
    assert [d.base for d in analyze("\uff11\uff0c\uff10\uff10\uff10 Corpses").designators] == ["1000", "Corpse"]
    assert match(CardName("\uff27\uff55\uff4e\uff53"), CardName("Gun")).match


@pytest.mark.parametrize("title", [
    "\U0001f52b", "\U0001f468\u200d\U0001f469\u200d\U0001f467 Family", "\u9f8d\u62f3", "\u05e9\u05dc\u05d5\u05dd",
    "\u0301", "\u200b", "\ufeffGun", "\u2122", "Gun\u2122", "\uffff", "\U0010ffff", "\u00a0Gun\u3000Sword",
])
def test_odd_unicode_gets_an_answer(title):
    analysis = analyze(title)
    json.dumps(analysis.to_dict())
    assert match(CardName(title), CardName(title)).match == bool(analysis.designators)


def test_a_title_of_only_punctuation_has_no_designators():
    analysis = analyze("!!! ... ---")
    assert analysis.designators == ()
    assert not match(CardName("!!!"), CardName("!!!")).match
