"""The documentation stays readable and true: a short README, links that resolve, figures
generated from bench outputs, and references to documents the repository holds."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from refbase import config

ROOT = config.PROJECT_ROOT
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
#: A pointer to a document the repository does not hold: an issue tracker's number, or a
#: numbered section of the shared contract (docs/api.md summarises the interface instead).
#: Written in pieces so that this file does not match itself.
_ELSEWHERE = re.compile("|".join([r"(?<![A-Za-z])[Ii]ssue[ _-]?\d", r"contract(?:'s)? (?:section|§)", "api" + "-contract"]))
_SWEPT = ("refbase", "tests", "docs", "bench", "scenarios")
_TEXT_SUFFIXES = {".py", ".md", ".json", ".txt", ".js", ".html", ".css", ".toml"}


def test_the_readme_reads_in_five_minutes():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 300, f"README.md has {len(lines)} lines; details belong in docs/"


def _swept_files():
    yield ROOT / "README.md"
    for folder in _SWEPT:
        yield from (p for p in sorted((ROOT / folder).rglob("*")) if p.suffix in _TEXT_SUFFIXES and p.is_file())


def test_no_reference_points_outside_the_repository():
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}"
             for path in _swept_files()
             for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
             if _ELSEWHERE.search(line)]
    assert found == [], "name the rule or a document in the repository:\n" + "\n".join(found)


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_relative_links_resolve(doc: Path):
    text = doc.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)\s]+)\)", text)
    missing = [t for t in targets
               if not re.match(r"[a-z]+:|#", t) and not (doc.parent / t.split("#")[0]).exists()]
    assert missing == [], f"{doc.name} links to files that do not exist: {missing}"


def test_search_figures_are_generated_from_the_bench_output():
    sys.path.insert(0, str(ROOT / "bench"))
    import report

    doc = report.SEARCH_DOC.read_text(encoding="utf-8")
    expected = report.rewrite(doc, report.search_figures(ROOT / "bench" / "results"),
                              report.SEARCH_BEGIN, report.SEARCH_END)
    assert doc == expected, "run `python bench/report.py` after bench/bench_search.py (docs/search.md)"
