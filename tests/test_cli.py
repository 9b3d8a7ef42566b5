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
