"""The `refbase` command (README, Command line)."""

import json

import pytest
from click.testing import CliRunner

from refbase.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_show_prints_the_section_and_its_references():
    result = run("show", "28.12")
    assert result.exit_code == 0
    assert "28.12" in result.output and "Failed Attack" in result.output
    assert "50.6" in result.output


def test_show_ufs_citation():
    result = run("show", "UFS", "G.2.2")
    assert result.exit_code == 0 and "block status" in result.output


def test_show_unknown_section_is_a_clear_error():
    result = run("show", "99.9")
    assert result.exit_code != 0 and "no section 99.9" in result.output
    assert "Traceback" not in result.output


def test_lint_lists_the_known_misnumbered_references():
    result = run("lint")
    assert result.exit_code == 1
    assert "did you mean 20.0" in result.output
    assert "E.4.7.1" in result.output
    assert run("lint", "--exit-zero").exit_code == 0


@pytest.mark.slow
def test_build_writes_an_atomic_data_dir(tmp_path):
    result = run("build", "--data-dir", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "current" / "kb.json").is_file()
    assert "ready in" in result.output  # progress output


def test_resolve_rejects_non_json(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    result = run("resolve", str(bad))
    assert result.exit_code != 0 and "not JSON" in result.output


def test_resolve_reports_invalid_scenarios_by_field(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "chess"}))
    result = run("resolve", str(bad))
    assert result.exit_code != 0 and "game" in result.output


def test_resolve_lists_the_card_text_the_engine_does_not_read(data_dir, tmp_path):
    """`refbase resolve` says what a card named by title prints that the engine did not read,
    as the API's `caveats` do (Swiss Banker, copied from the community card database)."""
    import shutil
    from pathlib import Path

    from refbase.cards import import_file

    copy = tmp_path / "data"
    shutil.copytree(data_dir, copy, symlinks=True)
    import_file(Path(__file__).parent / "cards" / "fixtures" / "real-text.csv", copy)
    file = tmp_path / "banker.json"
    file.write_text(json.dumps({
        "game": "shadowfist", "active_player": "A",
        "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
        "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 6},
                  {"id": "c", "card": "Swiss Banker", "controller": "A", "column": 1}],
        "actions": [{"do": "use", "id": "u1", "player": "A", "card": "c"}]}))
    text = run("resolve", str(file), "--data-dir", str(copy))
    assert text.exit_code == 0, text.output
    assert "not read by the engine (c): When you have no Power, immediately smoke Swiss Banker." in text.output
    answer = json.loads(run("resolve", str(file), "--json", "--data-dir", str(copy)).output)
    assert answer["outcome"] == "resolved" and answer["final"]["players"]["A"]["power"] == 1
    assert [c["text"] for c in answer["caveats"]] == ["When you have no Power, immediately smoke Swiss Banker."]
