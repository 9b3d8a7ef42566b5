"""Cross-references are stored both ways (`references` and `referenced_by`)."""

from refbase.kb.model import Ref

CR = "shadowfist-comprehensive"
UFS = "ufs-living-rules"


def test_28_12_links_to_28_1_1_and_50_6(kb):
    refs = kb.section(CR, "28.12").references
    assert Ref(CR, "28.1.1") in refs
    assert Ref(CR, "50.6") in refs


def test_50_6_is_referenced_by_28_12(kb):
    assert Ref(CR, "28.12") in kb.section(CR, "50.6").referenced_by


def test_ufs_a_1_2_links_e_2_2_and_back(kb):
    assert Ref(UFS, "E.2.2") in kb.section(UFS, "A.1.2").references
    assert Ref(UFS, "A.1.2") in kb.section(UFS, "E.2.2").referenced_by


def test_references_are_symmetric_everywhere(kb):
    for section in kb.all_sections():
        for ref in section.references:
            assert section.ref in kb.resolve(ref).referenced_by, (section.ref, ref)
        for ref in section.referenced_by:
            assert section.ref in kb.resolve(ref).references, (section.ref, ref)


def test_no_section_references_itself(kb):
    assert all(s.ref not in s.references for s in kb.all_sections())


def test_see_part_letter_links_the_ufs_part(kb):
    """'(see G. Attack Sequence)' in C.3.4 names part G."""
    assert Ref(UFS, "G") in kb.section(UFS, "C.3.4").references


def test_range_through_links_both_ends(kb):
    """'Steps E.1.1 through E.1.7' links E.1.1 and E.1.7."""
    holders = [s for s in kb.documents[UFS].sections.values() if "E.1.1 through E.1.7" in s.text]
    assert holders
    refs = holders[0].references
    assert Ref(UFS, "E.1.1") in refs and Ref(UFS, "E.1.7") in refs


def test_basic_and_old_documents_have_no_numbered_references_invented(kb):
    for doc in ("shadowfist-basic", "shadowfist-faq", "shadowfist-notes"):
        assert all(not s.references for s in kb.documents[doc].sections.values())
