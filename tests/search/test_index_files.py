"""The index on disk: built by build_index, opened read-only, Whoosh kept in one module."""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from refbase.search import IndexFormatError, SearchIndex, build_index
from refbase.search.index_build import analyze, stem
from refbase.search.text import stems

SEARCH_PACKAGE = Path(__file__).resolve().parents[2] / "refbase" / "search"


def snapshot(directory: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(directory.iterdir())}


@pytest.mark.slow
def test_index_opens_read_only(index_dir, search_kb):
    before = snapshot(index_dir)
    index = SearchIndex.open(index_dir, search_kb)
    index.search("superleap")
    index.related("shadowfist-faq", "ch2.toughness")
    assert index.readonly
    assert not hasattr(index, "writer") and not hasattr(index, "add")
    assert snapshot(index_dir) == before  # no lock, no segment, nothing written


@pytest.mark.slow
def test_open_survives_the_directory_being_replaced(index_dir, search_kb, tmp_path):
    copy = tmp_path / "index"
    copy.mkdir()
    for path in index_dir.iterdir():
        (copy / path.name).write_bytes(path.read_bytes())
    index = SearchIndex.open(copy, search_kb)
    for path in copy.iterdir():
        path.unlink()
    assert index.search("superleap").results[0].id == "50.15"


@pytest.mark.slow
def test_build_writes_a_fresh_index_over_an_old_one_and_reports_progress(index_dir, search_kb,
                                                                         tmp_path):
    directory = tmp_path / "index"
    for path in index_dir.iterdir():
        directory.mkdir(exist_ok=True)
        (directory / path.name).write_bytes(path.read_bytes())
    messages: list[str] = []
    build_index(search_kb, directory, progress=messages.append)
    index = SearchIndex.open(directory, search_kb)
    assert index.entry_count == sum(len(d.sections) for d in search_kb.documents.values())
    assert any("shadowfist-comprehensive" in m for m in messages)


def test_opening_a_directory_without_an_index_fails_clearly(search_kb, tmp_path):
    with pytest.raises(IndexFormatError):
        SearchIndex.open(tmp_path, search_kb)


def test_query_analysis_matches_the_index_analyzer():
    text = "Burned-for-Victory piles: Möbius Garden's 28.6.1 Toughness: 2, X damage; the cards."
    assert stems(text, stem) == analyze(text)


def test_whoosh_is_imported_only_by_the_index_modules():
    users = sorted(p.name for p in SEARCH_PACKAGE.glob("*.py")
                   if "import whoosh" in p.read_text() or "from whoosh" in p.read_text())
    assert users == ["index.py", "index_build.py", "index_reading.py"]


@pytest.mark.slow
def test_whoosh_modules_import_cleanly_with_warnings_as_errors():
    code = ("import whoosh.index, whoosh.qparser, whoosh.analysis, whoosh.highlight, "
            "whoosh.spelling, whoosh.searching, refbase.search")
    with tempfile.TemporaryDirectory() as cache:  # fresh bytecode: compile-time warnings count too
        result = subprocess.run([sys.executable, "-W", "error", "-X", f"pycache_prefix={cache}", "-c", code],
                                capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
