"""Server-rendered pages: home, tables of contents, one-page documents, section permalinks."""

from __future__ import annotations

import re

import pytest

CR = "shadowfist-comprehensive"


def _html(client, url: str, status: int = 200) -> str:
    response = client.get(url)
    assert response.status_code == status, (url, response.status_code)
    assert response.mimetype == "text/html"
    return response.get_data(as_text=True)


def test_home_has_search_documents_and_how_to_cite(client, kb):
    page = _html(client, "/")
    assert 'role="search"' in page and 'action="/search"' in page
    for document in kb.documents.values():
        assert f'href="/rules/{document.info.id}"' in page
        assert f'href="/rules/{document.info.id}/all"' in page
    assert "How to cite" in page and "Shadowfist CR 28.6.1" in page


def test_toc_is_a_collapsible_tree_of_every_entry(client, kb):
    page = _html(client, f"/rules/{CR}")
    assert "<details" in page and "<summary>" in page
    for section in kb.documents[CR].sections.values():
        assert f'href="/rules/{CR}/{section.id}"' in page, section.id


def test_whole_document_on_one_page_has_every_entry_as_an_anchor(client, kb):
    page = _html(client, "/rules/shadowfist-faq/all")
    for section in kb.documents["shadowfist-faq"].sections.values():
        assert f'<section id="{section.id}"' in page


def test_section_page_links_references_both_ways(client, kb):
    section = kb.section(CR, "28.6.1")
    page = _html(client, f"/rules/{CR}/28.6.1")
    assert '<a class="ref" href="/rules/shadowfist-comprehensive/13.0"' in page  # "moved to (13.0)"
    assert "Referenced by" in page or not section.referenced_by
    for ref in section.referenced_by:
        assert f'href="/rules/{ref.doc}/{ref.id}"' in page
    assert "Related rules" in page


def test_section_page_has_breadcrumb_prev_next_version_and_citation(client):
    page = _html(client, f"/rules/{CR}/28.6.1")
    crumbs = re.search(r'<nav class="breadcrumb".*?</nav>', page, re.S).group(0)
    assert f'href="/rules/{CR}"' in crumbs and f'href="/rules/{CR}/28.6"' in crumbs
    assert 'rel="prev"' in page and 'rel="next"' in page
    assert "version 1.0.5" in page.lower() and "2015" in page
    assert 'data-copy="Shadowfist CR 28.6.1 http://localhost/rules/shadowfist-comprehensive/28.6.1"' in page
    assert '<code class="cite-text">Shadowfist CR 28.6.1</code>' in page


def test_section_page_has_opengraph_and_canonical(client):
    page = _html(client, "/rules/ufs-living-rules/G.2.2")
    for prop in ("og:title", "og:description", "og:url", "og:type"):
        assert f'<meta property="{prop}" content="' in page, prop
    assert '<link rel="canonical" href="http://localhost/rules/ufs-living-rules/G.2.2">' in page
    assert '<code class="cite-text">UFS G.2.2</code>' in page, "one citation style per game"
    assert "UFS LGR G.2.2" not in page


def test_a_lettered_number_typed_in_lower_case_is_that_rule(client):
    page = _html(client, "/rules/ufs-living-rules/g.2.2")
    assert '<link rel="canonical" href="http://localhost/rules/ufs-living-rules/G.2.2">' in page
    assert client.get("/go?ref=g.2.2").headers["Location"].endswith("/rules/ufs-living-rules/G.2.2")


def test_a_rule_typed_as_a_whole_number_is_the_n_0_page_with_that_canonical(client):
    """/rules/shadowfist-comprehensive/20 is 20.0 Smoking; its one permalink is 20.0."""
    page = _html(client, "/rules/shadowfist-comprehensive/20")
    assert '<link rel="canonical" href="http://localhost/rules/shadowfist-comprehensive/20.0">' in page


@pytest.mark.parametrize("doc", ["shadowfist-faq", "shadowfist-notes", "shadowfist-basic"])
def test_older_documents_say_the_comprehensive_rulebook_takes_precedence(client, kb, doc):
    section = next(s for s in kb.documents[doc].sections.values() if s.text.strip() and s.kind != "intro")
    page = _html(client, f"/rules/{doc}/{section.id}")
    notice = re.search(r'<aside class="notice".*?</aside>', page, re.S).group(0)
    assert "takes precedence" in notice
    assert f'href="/rules/{CR}/' in notice, "links to the current rules on the topic"
    assert "takes precedence" in _html(client, f"/rules/{doc}")


def test_authority_pages_carry_no_precedence_notice(client):
    assert "takes precedence" not in _html(client, f"/rules/{CR}/28.6.1")
    assert "takes precedence" not in _html(client, "/rules/ufs-living-rules/G.2.2")


def test_scenarios_citing_a_rule_link_to_the_runner(client):
    from refbase import config
    from refbase.engines.library import load_library

    library = load_library(config.SCENARIOS_DIR)
    assert library, f"no scenario in {config.SCENARIOS_DIR}"
    item = next(iter(library.values()))
    page = _html(client, f"/rules/{item.source['doc']}/{item.source['ref']}")
    assert "Scenarios citing this rule" in page
    assert f'href="/scenarios/{item.id}"' in page


@pytest.mark.parametrize("url", ["/rules/nope", "/rules/nope/1.0", f"/rules/{CR}/99.99.99",
                                 f"/rules/{CR}/..%2F..%2Fetc", "/scenarios/nope", "/no-such-page"])
def test_unknown_pages_are_html_404s(client, url):
    page = _html(client, url, 404)
    assert "404" in page and "Traceback" not in page


def test_directory_style_urls_redirect_to_the_live_page(client):
    response = client.get(f"/rules/{CR}/28.6.1/")
    assert response.status_code == 308
    assert response.headers["Location"].endswith(f"/rules/{CR}/28.6.1")


def test_embed_js_is_served_at_the_root_and_under_static(client):
    for url in ("/embed.js", "/static/embed.js"):
        response = client.get(url)
        assert response.status_code == 200 and "javascript" in response.mimetype
        assert b"window.refbase" in response.get_data()


@pytest.mark.parametrize("url", ["/", f"/rules/{CR}", f"/rules/{CR}/all", f"/rules/{CR}/28.6.1",
                                 "/search?q=toughness", "/scenarios", "/embed", "/no-such-page",
                                 "/scenarios/new?game=shadowfist", "/scenarios/new?game=ufs"])
def test_pages_have_csp_and_no_inline_script_or_style(client, url):
    response = client.get(url)
    csp = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "'unsafe-inline'" not in csp
    page = response.get_data(as_text=True)
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page), "inline script"
    assert "<style" not in page and not re.search(r"\sstyle=", page), "inline style"
    assert not re.search(r"\son[a-z]+=", page), "inline event handler"
    for src in re.findall(r'<(?:script|link)[^>]+(?:src|href)="([^"]+\.(?:js|css))"', page):
        assert src.startswith("/"), f"asset not served by refbase: {src}"


def test_pages_are_keyboard_friendly(client):
    page = _html(client, f"/rules/{CR}/28.6.1")
    assert '<a class="skip-link" href="#main">' in page and '<main id="main"' in page
    assert '<html lang="en">' in page
    assert 'aria-current="page"' in page
