"""Imports never lose data: one import at a time (two real processes), temporary files of a
killed import removed, a file mode the serving user can read, every CSV problem reported by line."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from refbase.cards import import_file, load_imported
from refbase.cards.csv_import import read_csv
from refbase.cards.store import ImportBusyError, catalogue_path, import_lock

HEADER = "Faction,Title,Subtitle,Fighting,Power,Body,Requires,Provides,Text,Tag,Artist,Set,Rarity\n"


def csv_file(path: Path, titles: list[str]) -> Path:
    path.write_text(HEADER + "".join(f'Dragons,{t},Hero,2,,,{{dra}}1,,"Guts.",,A,Limited,C\n' for t in titles))
    return path


def cli_import(path: Path, data_dir: Path, *extra: str) -> subprocess.Popen[str]:
    code = "import sys; from refbase.cli import main; sys.exit(main())"
    return subprocess.Popen([sys.executable, "-c", code, "cards", "import", str(path), "--data-dir", str(data_dir), *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def titles(data_dir: Path) -> set[str]:
    return {c.title for c in load_imported(data_dir)}


def test_two_imports_at_once_keep_both_files_cards(tmp_path):
    data = tmp_path / "data"
    a = cli_import(csv_file(tmp_path / "a.csv", [f"Alpha {i}" for i in range(300)]), data)
    b = cli_import(csv_file(tmp_path / "b.csv", [f"Beta {i}" for i in range(300)]), data)
    assert (a.wait(120), b.wait(120)) == (0, 0), (a.stderr.read() if a.stderr else "", b.stderr.read() if b.stderr else "")
    assert len(titles(data)) == 600


def test_a_second_import_waits_for_the_first(tmp_path):
    data = tmp_path / "data"
    import_file(csv_file(tmp_path / "first.csv", ["First Card"]), data)
    with import_lock(data):  # another import is in its read-merge-write
        waiting = cli_import(csv_file(tmp_path / "second.csv", ["Second Card"]), data, "--wait", "60")
        time.sleep(3)
        assert waiting.poll() is None  # still waiting, nothing written
        assert titles(data) == {"First Card"}
    assert waiting.wait(60) == 0
    assert titles(data) == {"First Card", "Second Card"}


def test_an_import_that_cannot_wait_fails_loudly_and_writes_nothing(tmp_path):
    data = tmp_path / "data"
    import_file(csv_file(tmp_path / "first.csv", ["First Card"]), data)
    with import_lock(data):
        busy = cli_import(csv_file(tmp_path / "second.csv", ["Second Card"]), data, "--wait", "0")
        assert busy.wait(60) != 0
        assert busy.stderr is not None and "another import" in busy.stderr.read()
        with pytest.raises(ImportBusyError):
            import_file(tmp_path / "second.csv", data, wait=0.2)
    assert titles(data) == {"First Card"}


def test_temporary_files_of_a_killed_import_are_removed_by_the_next(tmp_path):
    data = tmp_path / "data"
    import_file(csv_file(tmp_path / "a.csv", ["Alpha"]), data)
    left = catalogue_path(data).parent / ".imported-killed.json"  # what a SIGKILL mid-write leaves
    left.write_text('{"format": 2, "cards": [')
    import_file(csv_file(tmp_path / "b.csv", ["Beta"]), data)
    assert not left.exists()
    assert titles(data) == {"Alpha", "Beta"}


@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o027, 0o640)])
def test_the_catalogue_file_has_the_mode_the_umask_gives(tmp_path, umask, mode):
    old = os.umask(umask)
    try:
        import_file(csv_file(tmp_path / "a.csv", ["Alpha"]), tmp_path / "data")
    finally:
        os.umask(old)
    assert catalogue_path(tmp_path / "data").stat().st_mode & 0o777 == mode


def test_an_unclosed_quote_is_reported_and_the_row_it_swallowed_is_read():
    text = (HEADER + 'Dragons,Open Quote,Hero,2,,,{dra}1,,"Guts.,,A,Limited,C\n'
            'Dragons,Next Row,Hero,2,,,{dra}1,,"Guts.",,A,Limited,C\n'
            'Dragons,Two Lines,Hero,2,,,{dra}1,,"Guts.\nToughness: 1.",,A,Limited,C\n')
    result = read_csv(text.encode(), "test")
    assert sorted(c.title for c in result.cards.values()) == ["Next Row", "Two Lines"]
    [error] = result.errors
    assert error.line == 2 and "quote opened on line 2 is not closed before line 3" in error.reason


def test_an_unclosed_quote_on_the_last_row_is_reported():
    text = HEADER + 'Dragons,Fine,Hero,2,,,,,"Guts.",,A,Limited,C\nDragons,Open,Hero,2,,,,,"Guts.,,A,Limited,C\n'
    result = read_csv(text.encode(), "test")
    assert [c.title for c in result.cards.values()] == ["Fine"]
    assert [(e.line, "unexpected end of data" in e.reason) for e in result.errors] == [(3, True)]
