"""Glossary terms from every document and the acronyms players use."""

import pytest

from refbase.kb.glossary import build_glossary
from refbase.kb.model import Ref

CR = "shadowfist-comprehensive"


@pytest.fixture(scope="module")
def glossary(kb):
    return build_glossary(kb)


@pytest.mark.parametrize("acronym, words", [
    ("BFV", "burn for victory"),
    ("BFP", "burn for power"),
    ("FSS", "feng shui site"),
    ("APG", "alternate power generation"),
    ("PaP", "play as printed"),
    ("LIFO", "last in first out"),
])
def test_acronyms_are_known_from_the_texts(glossary, acronym, words):
    assert glossary.acronyms[acronym].lower() == words


def test_bfv_term_links_to_the_rule_that_defines_it(glossary):
    (term,) = glossary.lookup("BFV", "shadowfist")
    assert term.defines == Ref(CR, "30.3.3.3")


def test_terms_come_from_every_glossary(glossary):
    docs = {t.entry.doc for t in glossary.terms}
    assert {CR, "shadowfist-faq", "ufs-living-rules"} <= docs


def test_ufs_unblockable_is_defined_in_k_4_17(glossary):
    (term,) = glossary.lookup("unblockable", "ufs")
    assert term.entry == Ref("ufs-living-rules", "K.4.17")


@pytest.mark.parametrize("doc, term, number", [
    (CR, "Mandatory", "26.1.1"),
    (CR, "Subject", "25.5.1"),
    ("shadowfist-faq", "Chain", "28.6.4"),
    ("shadowfist-faq", "Smoke", "20.0"),
    ("shadowfist-faq", "Seize", "19.0"),
    ("shadowfist-faq", "Toasted pile", "9.3.1"),
])
def test_terms_link_to_the_sections_that_define_them(glossary, doc, term, number):
    (found,) = [t for t in glossary.lookup(term) if t.entry.doc == doc]
    assert found.defines == Ref(CR, number)


def test_slang_without_a_rule_links_nowhere(glossary):
    (weenie,) = glossary.lookup("Weenie", "shadowfist")
    assert weenie.defines is None
