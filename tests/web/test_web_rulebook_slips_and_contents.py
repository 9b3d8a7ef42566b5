"""Pages that explain the rulebook's own slips, and contents that get a reader to a rule."""

from __future__ import annotations

import re

import pytest

from refbase.kb.lint import lint

CR, UFS, FAQ = "shadowfist-comprehensive", "ufs-living-rules", "shadowfist-faq"


def _html(client, url, status=200):
    response = client.get(url)
    assert response.status_code == status, (url, response.status_code)
    return response.get_data(as_text=True)


def test_smoked_19_0_says_the_rulebook_means_20_0_smoking_both_linked(client):
    page = _html(client, f"/rules/{CR}/9.2.4")
    note = re.search(r'<span class="slip" role="note">.*?</span>', page).group(0)
    assert "printed as" in note and "the rulebook means" in note
    assert f'href="/rules/{CR}/19.0"' in note and f'href="/rules/{CR}/20.0"' in note
    assert "20.0 Smoking" in note


def test_every_wording_finding_of_lint_is_on_its_page(client, kb):
    """Same findings as `refbase lint`: each wording slip with a suggestion shows on its page."""
    for finding in [f for f in lint(kb) if f.kind == "wording" and f.suggestion][:6]:
        page = _html(client, f"/rules/{finding.doc}/{finding.source}")
        meant = kb.section(finding.doc, finding.suggestion)
        assert f'class="ref slip-meant" href="/rules/{finding.doc}/{meant.id}"' in page, finding.line()


def test_correct_references_get_no_slip_note(client):
    page = _html(client, f"/rules/{CR}/15.0")
    assert 'class="slip"' not in page


def test_unresolved_reference_says_there_is_no_such_rule(client, kb):
    finding = next(f for f in lint(kb) if f.kind == "unresolved")
    page = _html(client, f"/rules/{finding.doc}/{finding.source}")
    assert "the rulebook has no such rule" in page


@pytest.mark.parametrize("copy, other", [("I.2.2", "I.2.2~2"), ("I.2.2~2", "I.2.2")])
def test_a_number_printed_twice_is_flagged_on_both_copies(client, copy, other):
    page = _html(client, f"/rules/{UFS}/{copy}")
    notice = re.search(r'<aside class="notice duplicate".*?</aside>', page, re.S).group(0)
    assert "Printed twice" in notice and f'href="/rules/{UFS}/{other}"' in notice


def test_slips_survive_the_data_directory(app, kb):
    """Computed once at build time and stored: the served knowledge base carries them."""
    served = app.extensions["refbase"].snapshot().kb
    built = kb.section(CR, "9.2.4").slips
    assert built and built[0].kind == "wording"
    assert served.section(CR, "9.2.4").slips == built


def test_contents_show_the_numbered_rules_under_unnumbered_parts(client):
    page = _html(client, f"/rules/{CR}")
    toc = page[page.index('<nav class="toc"'):]
    for number in ("10.0", "28.0", "50.0"):
        entry = re.search(rf'<span class="num">{re.escape(number)}</span>', toc)
        assert entry, number
        before = toc[:entry.start()]
        own = before.rfind("<details>")  # the rule's own (collapsed) children start just before it
        assert own >= 0 and "</summary>" not in before[own:], number
        collapsed, ended = before[:own].count("<details>"), before[:own].count("</details>")
        assert collapsed <= ended, f"{number} is inside a collapsed part"


@pytest.mark.parametrize("ref, target", [
    ("28.6.1", f"/rules/{CR}/28.6.1"), ("G.2.2", f"/rules/{UFS}/G.2.2"),
    ("FAQ ch5.q5", f"/rules/{FAQ}/ch5.q5"), ("UFS G.2.2", f"/rules/{UFS}/G.2.2"),
])
def test_go_to_rule_redirects_without_javascript(client, ref, target):
    response = client.get("/go", query_string={"ref": ref})
    assert response.status_code == 303
    assert response.headers["Location"].endswith(target)


def test_go_to_rule_box_is_a_plain_get_form_on_contents_pages(client):
    page = _html(client, f"/rules/{FAQ}")
    form = re.search(r'<form class="goto" method="get" action="/go".*?</form>', page, re.S).group(0)
    assert 'name="ref"' in form and f'name="doc" value="{FAQ}"' in form
    assert client.get("/go", query_string={"ref": "ch5.q5", "doc": FAQ}).headers["Location"].endswith(
        f"/rules/{FAQ}/ch5.q5")


def test_go_to_an_unknown_rule_offers_the_nearest(client):
    page = _html(client, "/go?ref=28.6.9", status=404)
    assert f'href="/rules/{CR}/28.6.8"' in page


def test_go_to_gibberish_is_a_friendly_404(client):
    page = _html(client, "/go?ref=%3Cscript%3E", status=404)
    assert "<script>" not in page and "not a rule number" in page


@pytest.mark.parametrize("ref, first", [("28.61", f"/rules/{CR}/28.6.1"), ("G22", f"/rules/{UFS}/G.2.2"),
                                        ("superleap", f"/rules/{CR}/50.15"), ("superleep", f"/rules/{CR}/50.15")])
def test_a_mistyped_number_or_a_rule_name_offers_that_rule_first(client, ref, first):
    page = _html(client, f"/go?ref={ref}", status=404)
    nearest = re.search(r'<section class="nearest".*?</section>', page, re.S).group(0)
    assert re.search(r'href="([^"]+)"', nearest).group(1) == first


def test_a_404_offers_to_search_for_what_was_typed(client):
    page = _html(client, f"/rules/{CR}/superleap", status=404)
    assert 'href="/search?q=superleap"' in page and "Search the rules for" in page
    page = _html(client, "/go?ref=%3Cscript%3E", status=404)
    assert "q=%3Cscript%3E" in page and "<script>" not in page


def test_near_miss_404_offers_the_nearest_sections(client):
    page = _html(client, f"/rules/{CR}/28.6.9", status=404)
    nearest = re.search(r'<section class="nearest".*?</section>', page, re.S).group(0)
    assert f'href="/rules/{CR}/28.6.8"' in nearest and f'href="/rules/{CR}/28.6.7"' in nearest
    page = _html(client, f"/rules/{UFS}/G.2.9", status=404)
    assert f'href="/rules/{UFS}/G.2.2"' in page


@pytest.mark.parametrize("doc", [CR, UFS, FAQ])
def test_one_page_documents_have_a_contents_sidebar(client, doc, kb):
    page = _html(client, f"/rules/{doc}/all")
    sidebar = re.search(r'<nav class="doc-sidebar".*?</nav>', page, re.S).group(0)
    anchors = re.findall(r'href="#([^"]+)"', sidebar)
    assert len(anchors) >= 5
    assert all(f'id="{a}"' in page for a in anchors)
    if doc == CR:
        assert "28.0" in anchors and "50.0" in anchors


def test_related_rules_do_not_repeat_references(client):
    for number in ("28.6.1", "28.6", "20.0", "50.15"):
        page = _html(client, f"/rules/{CR}/{number}")
        listed = set()
        for heading in ("References", "Referenced by"):
            block = re.search(rf"<h2 id=\"[^\"]+\">{heading}</h2>.*?</section>", page, re.S)
            if block:
                listed |= set(re.findall(r'href="([^"]+)"', block.group(0)))
        related = re.search(r'<h2 id="rel-h">Related rules</h2>.*?</section>', page, re.S)
        if related:
            assert not listed & set(re.findall(r'href="([^"]+)"', related.group(0))), number


def test_one_citation_style_for_ufs_on_every_page(client, kb):
    """`UFS G.2.2`, the first manifest prefix, never `UFS LGR G.2.2`: section pages, links
    between documents, and the scenario runner's rule citations."""
    from refbase import config
    from refbase.engines.library import load_library

    ufs = next(s for s in load_library(config.SCENARIOS_DIR).values() if s.game == "ufs")
    for url in (f"/rules/{UFS}/G.2.2", f"/scenarios/{ufs.id}", "/search?q=G.2.2"):
        page = _html(client, url)
        assert not re.search(r"UFS LGR [A-L]\.\d", page), url
    assert re.search(r"UFS [A-L]\.\d", _html(client, f"/scenarios/{ufs.id}"))


def test_suggestions_from_several_documents_say_which_document_each_is_from(client):
    page = _html(client, "/go?ref=G22", status=404)
    nearest = re.search(r'<section class="nearest".*?</section>', page, re.S).group(0)
    assert '<span class="num">UFS G.2.2</span>' in nearest and "Shadowfist CR 2.2" in nearest
    assert "with its dots it names the first section below" in page


def test_an_unknown_card_page_links_a_search_too(client):
    page = _html(client, "/cards/temple-gards", status=404)
    assert 'href="/search?q=temple%20gards"' in page and 'href="/cards/temple-guards"' in page


def test_referenced_by_marks_the_entries_that_print_another_number(client):
    """8.9 cites Body as '10.0' (Abilities): it is under 11.0's 'Referenced by', marked so."""
    page = _html(client, f"/rules/{CR}/11.0")
    refby = re.search(r'Referenced by</h2>(.*?)</section>', page, re.S).group(1)
    assert re.search(r"8\.9</span>.*?\(printed there as 10\.0\)", refby, re.S)
