"""Hypothesis properties: analyze never crashes; match is symmetric; a card matches itself."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refbase.config import MAX_TITLE_CHARS
from refbase.designators import CardName, DesignatorInputError, analyze, match

VOCAB = [
    "Gun", "Guns", "Shotgun", "Swordsman", "Swordsmen", "Arcanotower", "Superior", "Super",
    "MegaTank", "Gun-Toting", "Lui", "Luis", "Hermit's", "O'Rangotang", "Slo", "Mo", "Dr.",
    "SWAT", "1,000", "1000", "Thousand", "I", "We", "Priest", "Priestess", "Hero", "Heroic",
    "the", "of", "Feng", "Shui", "Site", "State", "Event", "Edge", '"Monkey"', "Ba-BOOM!",
    "X-Ray", "Mr.", "AK-47", "Men", "Man", "Mastermind", "Master", "Buromil", "Buro", "Dark",
    "Darkness", "It's", "\U0001f52b", "Caf\u00e9", "\uff11", "(", "-", "&",
]

any_text = st.text(max_size=MAX_TITLE_CHARS)
words = st.one_of(st.sampled_from(VOCAB), st.text(min_size=1, max_size=12))
card_text = st.lists(words, max_size=8).map(" ".join).filter(lambda s: len(s) <= MAX_TITLE_CHARS)
titles = card_text.filter(lambda s: s.strip() != "")


def card(title: str, subtitle: str) -> CardName | None:
    try:
        analyze(title, subtitle)
    except DesignatorInputError:
        return None
    return CardName(title, subtitle)


@settings(max_examples=300, deadline=None)
@given(any_text, any_text)
def test_analyze_never_crashes_on_text_within_the_limit(title, subtitle):
    try:
        analysis = analyze(title, subtitle)
    except DesignatorInputError as error:
        assert error.field in {"title", "subtitle"}
        return
    json.dumps(analysis.to_dict())
    keys = [d.key for d in analysis.designators]
    assert len(keys) == len(set(keys))
    assert all(d.word and d.key for d in analysis.designators)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(titles, card_text, titles, card_text)
def test_match_is_symmetric(ta, sa, tb, sb):
    a, b = card(ta, sa), card(tb, sb)
    if a is None or b is None:
        return
    forward, backward = match(a, b), match(b, a)
    assert forward.match == backward.match
    assert forward.to_dict()["shared"] == backward.to_dict()["shared"]
    assert {(p.a, p.b) for p in forward.shared} == {(p.b, p.a) for p in backward.shared}
    assert {(m.kind, m.a, m.b) for m in forward.near_misses} == {(m.kind, m.b, m.a) for m in backward.near_misses}
    assert [o.faq_match for o in forward.older_rulings] == [o.faq_match for o in backward.older_rulings]
    json.dumps(forward.to_dict())


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(titles, card_text)
def test_a_card_shares_every_designator_with_itself(title, subtitle):
    c = card(title, subtitle)
    if c is None:
        return
    analysis = analyze(title, subtitle)
    result = match(c, c)
    assert result.match == bool(analysis.designators)
    assert len(result.shared) == len(analysis.designators)
