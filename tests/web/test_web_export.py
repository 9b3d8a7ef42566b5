"""`refbase export-site`: static files with the live URLs, atomic and idempotent."""

from __future__ import annotations

import hashlib
import json
import re
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from refbase.export import MARKER, ExportError, export_site


@pytest.fixture()
def export(app, data_dir):
    """export_site on the session's data dir, reusing the session's opened build."""
    def run(target: Path, **options):
        return export_site(target, data_dir, runtime=app.extensions["refbase"], **options)
    return run


def _tree(directory: Path) -> dict[str, str]:
    return {str(p.relative_to(directory)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(directory.rglob("*")) if p.is_file()}


def test_every_section_has_a_page_at_its_live_url(exported_site, export_docs, kb):
    for doc in export_docs:
        assert (exported_site / "rules" / doc / "index.html").is_file()
        assert (exported_site / "rules" / doc / "all" / "index.html").is_file()
        for section in kb.documents[doc].sections.values():
            assert (exported_site / "rules" / doc / section.id / "index.html").is_file(), section.id
    for path in ("index.html", "404.html", "search/index.html", "embed/index.html", "embed.js",
                 "static/embed.js", "static/refbase.css", "static/search.js", "static/search-index.json", MARKER):
        assert (exported_site / path).is_file(), path


def test_a_static_host_serves_the_live_urls(static_server):
    for url in ("/rules/shadowfist-notes/the-attack", "/rules/shadowfist-notes", "/rules/shadowfist-notes/all",
                "/search?q=attack", "/embed.js"):
        with urllib.request.urlopen(static_server + url) as response:  # follows the directory redirect
            assert response.status == 200, url


def test_exported_pages_link_within_the_export(exported_site, export_docs):
    pages = [exported_site / "index.html", exported_site / "rules/shadowfist-notes/index.html",
             exported_site / "rules/shadowfist-notes/the-attack/index.html",
             exported_site / "rules/shadowfist-basic/all/index.html"]
    for page in pages:
        links = re.findall(r'(?:href|src)="([^"#?:]+)', page.read_text())
        assert links, page
        for link in links:
            assert not link.startswith("/"), f"{page}: root-relative link {link} (breaks on file://)"
            target = (page.parent / link).resolve()
            parts = target.relative_to(exported_site.resolve()).parts
            if parts[:1] == ("rules",) and parts[1] not in export_docs:
                continue  # a document left out of this small export
            assert target.is_file(), f"{page}: {link}"
            assert parts[0] not in ("api", "scenarios"), f"{page}: server-only link {link}"


def test_static_pages_have_no_server_only_features(exported_site):
    page = (exported_site / "rules/shadowfist-notes/the-attack/index.html").read_text()
    assert "json+oembed" not in page and "/api/v1" not in page and 'href="/scenarios' not in page
    assert 'action="../../../search/index.html"' in page
    assert "og:url" not in page, "no absolute URL without --base-url"


def test_search_index_and_embed_are_in_static_mode(exported_site, export_docs, kb):
    index = json.loads((exported_site / "static/search-index.json").read_text())
    assert [d["id"] for d in index["documents"]] == list(export_docs)
    assert len(index["entries"]) == sum(len(kb.documents[d].sections) for d in export_docs)
    for path in ("embed.js", "static/embed.js"):
        assert 'var MODE = "static";' in (exported_site / path).read_text()


@pytest.mark.slow
def test_export_is_idempotent_and_replaces_the_previous_export(exported_site, export_docs, export, tmp_path):
    target = tmp_path / "site"
    export(target, docs=export_docs)
    first = _tree(target)
    (target / "stale.html").write_text("old")
    export(target, docs=export_docs)
    assert _tree(target) == first == _tree(exported_site)
    assert [p.name for p in tmp_path.iterdir()] == ["site"], "no temporary directory left behind"


def test_export_refuses_to_replace_a_directory_that_is_not_an_export(export, tmp_path):
    target = tmp_path / "precious"
    target.mkdir()
    (target / "thesis.txt").write_text("keep me")
    with pytest.raises(ExportError):
        export(target, docs=("shadowfist-notes",))
    assert (target / "thesis.txt").read_text() == "keep me"


def test_a_failed_export_leaves_the_previous_one_intact(export, tmp_path, monkeypatch):
    import refbase.export as module

    target = tmp_path / "site"
    export(target, docs=("shadowfist-notes",))
    before = _tree(target)
    monkeypatch.setattr(module, "_search_index", lambda *_: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        export(target, docs=("shadowfist-notes",))
    assert _tree(target) == before
    assert [p.name for p in tmp_path.iterdir()] == ["site"]


def test_base_url_gives_absolute_urls_and_a_path_prefix(export, tmp_path):
    target = tmp_path / "site"
    export(target, docs=("shadowfist-notes",), base_url="https://rules.example.org/ref/")
    page = (target / "rules/shadowfist-notes/the-attack/index.html").read_text()
    assert '<meta property="og:url" content="https://rules.example.org/ref/rules/shadowfist-notes/the-attack/">' in page
    # links stay relative (the copy works under any path); only og:url and canonical are absolute
    assert 'href="../../../static/refbase.css"' in page and 'href="../index.html"' in page


def _links(page: Path) -> list[str]:
    return re.findall(r'(?:href|src|action)="([^"#?]*)', page.read_text())


def test_the_404_page_links_like_every_other_page(exported_site):
    """404.html is styled and linked from disk (file://) and under any base path: no
    root-relative link; each one names a file of the copy."""
    page = exported_site / "404.html"
    links = [link for link in _links(page) if link]
    assert "static/refbase.css" in links and "index.html" in links, links
    for link in links:
        assert not link.startswith("/"), f"404.html: root-relative link {link}"
        assert (exported_site / link).is_file(), f"404.html: {link}"


def test_with_a_base_url_the_404_page_links_absolutely(export, tmp_path):
    """A host serves 404.html at whatever URL was missing (/ref/rules/x/y): with --base-url its
    links are absolute on it, right at any depth."""
    target = tmp_path / "site"
    export(target, docs=("shadowfist-notes",), base_url="https://rules.example.org/ref/")
    links = [link for link in _links(target / "404.html") if link]
    assert "https://rules.example.org/ref/static/refbase.css" in links
    assert "https://rules.example.org/ref/" in links and "https://rules.example.org/ref/search/" in links
    assert all(link.startswith("https://rules.example.org/ref/") for link in links), links


@pytest.mark.browser
def test_the_404_page_opened_from_disk_is_styled(page, exported_site):
    page.goto((exported_site / "404.html").as_uri())
    assert page.evaluate("getComputedStyle(document.body).fontFamily").startswith("Georgia")
    assert page.evaluate("getComputedStyle(document.querySelector('header.site')).borderBottomStyle") == "solid"
    page.get_by_role("link", name="Back to the rules").click()
    assert page.url == (exported_site / "index.html").as_uri()


@pytest.mark.slow
def test_cli_export_site_reports_progress(data_dir, tmp_path):
    from refbase.cli import main

    result = CliRunner().invoke(main, ["export-site", str(tmp_path / "out"), "--data-dir", str(data_dir),
                                       "--doc", "shadowfist-notes"])
    assert result.exit_code == 0, result.output
    assert "pages" in result.output and (tmp_path / "out/rules/shadowfist-notes/index.html").is_file()
    said = result.output
    assert re.search(r"rules of shadowfist-notes: \d+ pages \(\d+/\d+, \d+ s\)", said), said
    for phase in ("static files", "the search data"):
        assert f"writing {phase}" in said and re.search(rf"{phase}: done \(\d+ s\)", said), said
    bad = CliRunner().invoke(main, ["export-site", str(tmp_path / "x"), "--data-dir", str(data_dir),
                                    "--doc", "nope"])
    assert bad.exit_code != 0 and "unknown document" in bad.output
