"""`refbase lint` lists the rulebooks' own mis-numbered and dangling references."""

import pytest

from refbase.kb.lint import lint, stem

CR = "shadowfist-comprehensive"


@pytest.fixture(scope="module")
def findings(kb):
    return lint(kb)


def _wording(findings, number, suggestion):
    return [f for f in findings if f.kind == "wording" and f.number == number and f.suggestion == suggestion]


def test_smoked_19_0_is_reported_as_smoking_20_0(findings):
    assert _wording(findings, "19.0", "20.0")


def test_body_10_0_is_reported_as_body_11_0(findings):
    assert _wording(findings, "10.0", "11.0")


def test_changing_location_12_0_is_reported_as_13_0(findings):
    assert _wording(findings, "12.0", "13.0")


def test_ufs_e_4_7_1_is_unresolved(findings):
    hits = [f for f in findings if f.kind == "unresolved" and f.number == "E.4.7.1"]
    assert hits and hits[0].doc == "ufs-living-rules"


def test_correct_references_are_not_reported(findings, kb):
    """'Fighting (15.0)' is right: 15.0 is Fighting."""
    assert not [f for f in findings if f.number == "15.0"]
    assert kb.section(CR, "15.0").title.startswith("Fighting")


def test_findings_are_few_enough_to_act_on(findings):
    assert 4 <= len(findings) <= 40


def test_stem_matches_inflections():
    assert stem("smoked") == stem("Smoking")
    assert stem("seized") == stem("Seizing")
    assert stem("Body") != stem("Burning")


def test_a_later_item_of_a_see_list_is_checked_too(findings):
    """9.2.1: "(See 18.1 Resource Pool, 19.0 Smoking.)" - 19.0 is Seizing."""
    assert any(f.source == "9.2.1" for f in _wording(findings, "19.0", "20.0"))


def test_a_mis_numbered_reference_counts_for_the_section_it_means(findings, kb):
    """Every entry flagged "printed as 10.0; the rulebook means 11.0" is under 11.0's
    "Referenced by", and under 10.0's only if it also cites 10.0 rightly."""
    slips = [f for f in findings if f.kind == "wording" and f.meant]
    assert slips
    for f in slips:
        meant = kb.section(f.doc, f.meant)
        assert any(r.id == f.source for r in meant.referenced_by), f.line()
        assert any(r.id == f.meant for r in kb.section(f.doc, f.source).references), f.line()
    body = kb.section(CR, "10.0")
    assert not any(r.id in ("8.9", "29.0") for r in body.referenced_by)
