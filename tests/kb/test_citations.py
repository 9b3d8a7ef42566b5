"""Citation strings resolve to sections; bad ones fail with a status (docs/api.md)."""

import pytest

from refbase.kb.citations import CitationError, find_citations, parse_citation, resolve_citation

CR = "shadowfist-comprehensive"
UFS = "ufs-living-rules"


@pytest.mark.parametrize("ref, doc, key", [
    ("28.6.1", CR, "28.6.1"),
    ("CR 28.6.1", CR, "28.6.1"),
    ("cr 28.6.1", CR, "28.6.1"),
    ("Shadowfist CR 28.6.1", CR, "28.6.1"),
    ("shadowfist-comprehensive 50.17", CR, "50.17"),
    ("UFS G.2.2", UFS, "G.2.2"),
    ("G.2.2", UFS, "G.2.2"),
    ("rule 28.6", CR, "28.6"),
    ("§ 4.1", CR, "4.1"),
    ("  CR   28.6.1  ", CR, "28.6.1"),
    ("rule 20", CR, "20.0"),  # players cite the rule printed "20.0 Smoking" as rule 20
    ("ufs g.2.2", UFS, "G.2.2"),  # a lettered number typed in lower case
    ("g.2.2", UFS, "G.2.2"),
    ("CR 4", CR, "4.0"),
])
def test_citation_forms(kb, ref, doc, key):
    section = resolve_citation(ref, kb)
    assert (section.doc, section.id) == (doc, key)


def test_doc_parameter_applies_to_bare_numbers(kb):
    assert resolve_citation("A.1.2", kb, doc=UFS).doc == UFS


@pytest.mark.parametrize("ref", ["28..6", "", "   ", "\x00", "28.6.1; DROP TABLE", "<script>"])
def test_malformed_citations_are_400(kb, ref):
    with pytest.raises(CitationError) as info:
        parse_citation(ref, kb)
    assert info.value.status == 400


def test_overlong_citation_is_413(kb):
    with pytest.raises(CitationError) as info:
        parse_citation("1" * 5000, kb)
    assert info.value.status == 413


@pytest.mark.parametrize("ref", ["99.9", "UFS Z.1", "CR 28.99"])
def test_unknown_sections_are_404(kb, ref):
    with pytest.raises(CitationError) as info:
        resolve_citation(ref, kb)
    assert info.value.status == 404


def test_unknown_document_is_404(kb):
    with pytest.raises(CitationError) as info:
        resolve_citation("28.6", kb, doc="nope")
    assert info.value.status == 404


def test_find_citations_in_free_text(kb):
    found = find_citations("see 28.6.1, 50.15 and UFS G.2.2; also rule 99.9", kb)
    assert [(f.doc, f.key) for f in found] == [(CR, "28.6.1"), (CR, "50.15"), (UFS, "G.2.2"), (CR, "99.9")]
    assert [f.section is not None for f in found] == [True, True, True, False]


def test_find_citations_ignores_versions_and_decimals_in_words(kb):
    assert find_citations("version1.0.5 and abc28.6", kb) == []


def test_a_whole_number_names_only_a_rule_printed_n_0(kb):
    """UFS has no "3.0": `UFS 3` names nothing rather than something near it."""
    assert kb.section(UFS, "3") is None and kb.section(CR, "99") is None
    assert kb.has_number(CR, "20") and not kb.has_number(UFS, "3")
