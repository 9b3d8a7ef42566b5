"""Authority first: an older text must not outrank the current rule it paraphrases."""

from __future__ import annotations

import pytest

from refbase.kb.model import Kind
from refbase.search.ranking import score_factor

CR = "shadowfist-comprehensive"


def rank_of(results, doc: str, entry_id: str) -> int:
    ids = [(h.doc, h.id) for h in results.results]
    return ids.index((doc, entry_id)) if (doc, entry_id) in ids else 10**6


def test_factor_follows_manifest_precedence():
    factors = [score_factor(p, Kind.SECTION) for p in (1, 2, 3, 4)]
    assert factors == sorted(factors, reverse=True) and factors[0] == 1.0


@pytest.mark.parametrize(("query", "rule", "older"), [
    # 1995 notes: "burned for 5 power"; "Sacrifice: This means to smoke a card" (changed since)
    ("site burned for power how much power", ("CR", "12.1.2"), ("shadowfist-notes", "the-attack")),
    ("sacrifice means smoke the card", ("CR", "45.0"),
     ("shadowfist-notes", "other-important-stuff.sacrifice")),
    ("discard to the toasted pile", ("CR", "39.0"),
     ("shadowfist-notes", "other-important-stuff.discard")),
    # paraphrases with the same title in the FAQ and the basic rulebook
    ("toughness", ("CR", "50.17"), ("shadowfist-faq", "ch2.toughness")),
    ("superleap", ("CR", "50.15"), ("shadowfist-basic", "section-3.boldface-abilities.superleap")),
    ("guts damaged character full damage", ("CR", "50.5"),
     ("shadowfist-basic", "section-3.boldface-abilities.guts")),
])
def test_rule_outranks_the_older_text_that_paraphrases_it(search_index, query, rule, older):
    results = search_index.search(query, limit=50)
    rule_rank = rank_of(results, CR, rule[1])
    assert rule_rank < rank_of(results, *older)
    assert rule_rank < 5


def test_older_text_still_found_when_it_is_the_only_match(search_index):
    results = search_index.search("Ting Ting Netherworld rare", limit=3)
    assert results.results[0].doc == "shadowfist-faq"
