"""Which numbers in free text are rule citations (refbase.kb.linkify)."""

from __future__ import annotations

import pytest

from refbase.kb.citations import cite_as, resolve_citation
from refbase.kb.linkify import linkify

CR, UFS, FAQ, NOTES = "shadowfist-comprehensive", "ufs-living-rules", "shadowfist-faq", "shadowfist-notes"


def _found(text, kb, doc=None):
    return [(f.text, f.doc, f.key) for f in linkify(text, kb, doc).found]


@pytest.mark.parametrize("text", [
    "version 1.0", "v 1.0", "it costs 2.5 dollars", "costs 2.5 EUR", "about 1.5 times faster", "3.5 %",
    "Shadowfist FAQ version 5.0", "release 1.0.5", "an average of 2.5", "we scored 10.5 points",
])
def test_ordinary_numbers_are_left_alone_and_reported(kb, text):
    result = linkify(text, kb)
    assert result.found == []
    assert len(result.skipped) == 1
    skipped = result.skipped[0]
    assert text[skipped.start:skipped.end] == skipped.text and skipped.reason


@pytest.mark.parametrize("text, expected", [
    ("rule 20.0", [("rule 20.0", CR, "20.0")]),
    ("see section 28.6", [("section 28.6", CR, "28.6")]),
    ("§ 28.6", [("§ 28.6", CR, "28.6")]),
    ("see 28.6", [("28.6", CR, "28.6")]),
    ("CR 50.15", [("CR 50.15", CR, "50.15")]),
    ("smoked (19.0)", [("19.0", CR, "19.0")]),
    ("28.6.1", [("28.6.1", CR, "28.6.1")]),
    ("G.2.2", [("G.2.2", UFS, "G.2.2")]),
])
def test_numbers_in_citation_context_are_linked(kb, text, expected):
    assert _found(text, kb) == expected


def test_a_list_continues_the_first_citation_and_its_document(kb):
    assert _found("UFS G.2.2 and G.3.1", kb) == [("UFS G.2.2", UFS, "G.2.2"), ("G.3.1", UFS, "G.3.1")]
    assert _found("see 28.6.1, 50.15 and 51.2", kb) == [
        ("28.6.1", CR, "28.6.1"), ("50.15", CR, "50.15"), ("51.2", CR, "51.2")]


def test_a_bare_two_part_number_with_no_context_is_left_alone(kb):
    result = linkify("it happened 20.5 ago", kb)
    assert result.found == [] and [s.text for s in result.skipped] == ["20.5"]


def test_faq_and_notes_ids_are_linked_after_their_prefix(kb):
    found = linkify("FAQ ch5.q5 and Notes cards.evil-twin", kb).found
    assert [(f.doc, f.key) for f in found] == [(FAQ, "ch5.q5"), (NOTES, "cards.evil-twin")]
    assert all(f.section is not None for f in found)


def test_a_prefix_followed_by_an_ordinary_word_is_no_citation(kb):
    assert linkify("the FAQ says so; CR rulings", kb).found == []


def test_canonical_citation_is_one_style_per_game_and_resolves_back(kb):
    """The first manifest cite prefix is canonical: `UFS G.2.2`, never `UFS LGR G.2.2`."""
    ufs = kb.section(UFS, "G.2.2")
    cr = kb.section(CR, "28.6.1")
    assert cite_as(kb.documents[UFS].info, ufs) == "UFS G.2.2"
    assert cite_as(kb.documents[CR].info, cr) == "Shadowfist CR 28.6.1"
    for section in (ufs, cr, kb.section(FAQ, "ch5.q5")):
        assert resolve_citation(cite_as(kb.documents[section.doc].info, section), kb) is section


def test_every_entry_s_own_citation_resolves_back_to_it(kb):
    """What a page shows under "Cite as" works in /go and /api/v1/cite, for every entry of
    every document ("Shadowfist Basic section-1.the-basics" included)."""
    for document in kb.documents.values():
        for section in document.sections.values():
            assert resolve_citation(cite_as(document.info, section), kb) is section, section.id


@pytest.mark.parametrize("text, expected", [
    ("see rule 20 for smoking", [("rule 20", CR, "20")]),
    ("CR 20.", [("CR 20", CR, "20")]),
    ("§20 and section 4", [("§20", CR, "20"), ("section 4", CR, "4")]),
])
def test_a_whole_number_after_a_rule_word_or_prefix_names_the_rule_printed_n_0(kb, text, expected):
    """Players cite "rule 20" for the rule the rulebook prints as 20.0 Smoking."""
    found = linkify(text, kb).found
    assert [(f.text, f.doc, f.key) for f in found] == expected
    assert all(f.section is not None and f.section.number == f"{f.key}.0" for f in found)


@pytest.mark.parametrize("text", ["in 20 turns", "pay 3 Power", "see 20 cards", "section 12,5"])
def test_a_whole_number_without_a_rule_word_is_no_citation(kb, text):
    assert linkify(text, kb).found == []


@pytest.mark.parametrize("text", ["UFS 3 players", "the FAQ 5 times"])
def test_a_whole_number_after_a_prefix_naming_no_rule_is_reported_as_a_count(kb, text):
    result = linkify(text, kb)
    assert result.found == [] and len(result.skipped) == 1
    assert text[result.skipped[0].start:result.skipped[0].end] == result.skipped[0].text
    assert "not a citation" in result.skipped[0].reason


def test_a_whole_number_after_a_rule_word_naming_no_rule_is_an_unresolved_citation(kb):
    (found,) = linkify("see rule 99", kb).found
    assert (found.text, found.section) == ("rule 99", None)
