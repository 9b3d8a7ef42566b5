"""`match`: the API's shape (docs/api.md), rules applied, and the 1996 FAQ's differing older rulings."""

from __future__ import annotations

import json

import pytest

from refbase.config import RULES_DIR
from refbase.designators import CardName, match
from refbase.designators.rules import FAQ_DESIGNATORS

FAQ_TEXT = RULES_DIR / "shadowfist-faq.txt"


def result(a: str, b: str, sa: str = "", sb: str = ""):
    return match(CardName(a, sa), CardName(b, sb))


def test_to_dict_has_the_contract_shape():
    data = result("Mr. X", "X-Ray Specs").to_dict()
    json.dumps(data)
    assert {"match", "shared", "a", "b", "rules"} <= set(data)
    assert data["match"] is True
    assert data["shared"] == ["X"]
    assert data["a"] == ["Mr", "X"]
    assert data["b"] == ["X", "Ray", "Specs"]
    assert all(set(r) == {"doc", "number"} for r in data["rules"])
    assert data["pairs"] == [{"word": "X", "a": "X", "b": "X", "rules": [
        {"doc": "shadowfist-comprehensive", "number": "14.0"},
        {"doc": "shadowfist-comprehensive", "number": "14.4"}]}]
    assert data["older_rulings"] == []


def test_rules_applied_include_each_rule_that_shaped_the_answer():
    numbers = [r.number for r in result("Lui Loyi", "Luis Camacho").rules]
    assert numbers == ["14.0", "14.1", "14.2"]
    numbers = [r.number for r in result("Feng Kan", "Endless Corridor", sb="Netherworld Feng Shui Site").rules]
    assert "14.3" in numbers


def test_pair_explains_a_plural_match():
    pair = result("Lui Loyi", "Luis Camacho").shared[0]
    assert (pair.word, pair.a, pair.b) == ("Lui", "Lui", "Luis")
    assert [r.number for r in pair.rules] == ["14.0", "14.2"]


def test_to_dict_cites_nested_rules_through_the_given_function():
    data = result("Priest", "Priestess").to_dict(cite=lambda r: {"ref": f"{r.doc} {r.number}"})
    assert data["older_rulings"][0]["source"] == {"ref": "shadowfist-faq ch4.designators"}
    assert data["near_misses"][0]["rule"] == {"ref": "shadowfist-comprehensive 14.2"}


# --- where the 1996 FAQ ruled differently --------------------------------------------------------

def faq_text() -> str:
    with open(FAQ_TEXT, encoding="utf-8") as handle:
        return " ".join(handle.read().split())


def assert_quote_is_verbatim(quote: str) -> None:
    text = faq_text()
    for piece in quote.split("(...)"):
        assert " ".join(piece.split()) in text, piece


@pytest.mark.parametrize("a, b, sa, sb, kind", [
    ("Priest", "Priestess", "", "", "gender"),
    ("King", "Queen", "", "", "gender"),
    ("Hero", "Heroic", "", "", "adjective"),
    ("Demon", "Demonic", "", "", "adjective"),
    ("Abomination", "Abominable", "", "", "adjective"),
    ("Avenger", "Avenging", "", "", "adjective"),
    ("Ming I", "Dark Stranger", "Lady of the Coming Darkness", "", "adjective"),
    ("Mastermind", "Master", "", "", "composite"),
    ("Buromil", "Buro", "", "", "made_up_composite"),
])
def test_faq_matched_what_the_comprehensive_rulebook_does_not(a, b, sa, sb, kind):
    outcome = result(a, b, sa, sb)
    assert not outcome.match
    [ruling] = outcome.older_rulings
    assert ruling.faq_match is True
    assert ruling.source == FAQ_DESIGNATORS
    assert kind in {m.kind for m in outcome.near_misses}
    assert_quote_is_verbatim(ruling.quote)


def test_faq_priest_priestess_ruling_is_quoted():
    [ruling] = result("Priest", "Priestess").older_rulings
    assert "Priest = Priestess." in ruling.quote
    assert ruling.rule.number == "14.2"
    assert (ruling.a, ruling.b) == ("Priest", "Priestess")


def test_faq_said_state_in_a_title_was_no_designator():
    outcome = result("Police State", "State of Grace")
    assert outcome.match
    [ruling] = outcome.older_rulings
    assert ruling.faq_match is False
    assert ruling.rule.number == "14.3"
    assert_quote_is_verbatim(ruling.quote)


def test_faq_card_type_ruling_does_not_change_a_match_on_another_word():
    [ruling] = result("Police State Cop", "State Cop").older_rulings
    assert ruling.faq_match is True


@pytest.mark.parametrize("a, b", [
    ("Artist", "Art"),  # the FAQ's own example of a word that is no composite
    ("Mr. X", "X-Ray Specs"), ("Gun", "Guns"), ("Supersoldier", "Super"), ("CHAR", "Buro"),
])
def test_no_older_ruling_where_the_faq_agrees(a, b):
    assert result(a, b).older_rulings == ()


def test_older_rulings_are_oriented_like_the_request():
    [forward] = result("Priestess", "Priest").older_rulings
    assert (forward.a, forward.b) == ("Priestess", "Priest")
