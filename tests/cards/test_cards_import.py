"""`refbase cards import`: the community CSV layout, bad rows, atomicity, persistence (docs/cards.md)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from refbase.cards import CardStoreError, ImportFileError, import_file, load_imported
from refbase.cards.csv_import import read_csv
from refbase.cards.resources import parse_resources
from refbase.cards.store import catalogue_path
from refbase.cli import main

FIXTURES = Path(__file__).parent / "fixtures"


def by_title(data_dir: Path) -> dict:
    return {c.title: c for c in load_imported(data_dir)}


def test_good_file_imports_every_card_with_its_printed_values(tmp_path):
    report = import_file(FIXTURES / "good.csv", tmp_path)
    assert (report.rows, report.cards, report.errors) == (7, 6, ())
    cards = by_title(tmp_path)
    guards = cards["Temple Guards"]
    assert (guards.faction, guards.type, guards.fighting, guards.cost) == ("Dragons", "character", 2, 1)
    assert [(r.name, r.count) for r in guards.requires] == [("Dragons", 1)]
    assert [(k.name, k.rating) for k in guards.keywords] == [("Guts", None), ("Toughness", 1)]
    garden = cards["Ornamental Garden"]
    assert (garden.type, garden.power, garden.body, garden.fighting) == ("feng_shui_site", 1, 7, None)
    assert [(r.name, r.count) for r in garden.provides] == [("Chi", 1)]


def test_several_printings_are_one_card():
    result = read_csv((FIXTURES / "good.csv").read_bytes(), "test")
    [guards] = [c for c in result.cards.values() if c.title == "Temple Guards"]
    assert [p.set for p in guards.printings] == ["Limited", "Standard"]


def test_quoted_fields_with_doubled_quotes():
    result = read_csv((FIXTURES / "good.csv").read_bytes(), "test")
    [hitter] = [c for c in result.cards.values() if c.title == "Big Hitter"]
    assert hitter.subtitle == 'Gun "Big" Man'
    assert [(k.name, k.rating) for k in hitter.keywords] == [("Toughness", 2), ("Superleap", None), ("Unique", None)]


@pytest.mark.parametrize("text, resources, cost", [
    ("{dra}{dra}3", [("Dragons", 2)], 3), ("{mag}", [("Magic", 1)], None), ("", [], None),
    ("{asc}{mag}{mag}0", [("Ascended", 1), ("Magic", 2)], 0), ("{zzz}1", [("zzz", 1)], 1),
])
def test_resources_in_braces_rule_8_4(text, resources, cost):
    found, got_cost, _ = parse_resources(text)
    assert [(r.name, r.count) for r in found] == resources and got_cost == cost


def test_the_rule_14_designators_of_imported_cards_split_compounds(tmp_path):
    import_file(FIXTURES / "good.csv", tmp_path)
    assert by_title(tmp_path)["Swordbreaker"].designators[:2] == ("Sword", "Breaker")


def test_hostile_rows_are_reported_with_line_numbers_and_skipped(tmp_path):
    report = import_file(FIXTURES / "hostile.csv", tmp_path)
    reasons = {e.line: e.reason for e in report.errors}
    assert "expected 13 columns, found 4" in reasons[3]
    assert "expected 13 columns, found 14" in reasons[4]
    assert "Fighting must be a whole number" in reasons[5]
    assert "Title is empty" in reasons[7]
    assert "Requires" in reasons[8]
    assert "Text is 100000 characters long" in reasons[9]
    assert "not UTF-8" in reasons[10]
    assert sorted(by_title(tmp_path)) == ["<b>Script</b> Card", "Good Card", "Last Good Card"]


def test_html_and_scripts_are_kept_as_text_not_markup(tmp_path):
    import_file(FIXTURES / "hostile.csv", tmp_path)
    card = by_title(tmp_path)["<b>Script</b> Card"]
    assert card.text.startswith("<script>alert(")


def test_a_wrong_header_fails_the_file_and_leaves_the_catalogue(tmp_path):
    import_file(FIXTURES / "good.csv", tmp_path)
    before = catalogue_path(tmp_path).read_bytes()
    bad = tmp_path / "bad.csv"
    bad.write_text("Name,Cost\nFoo,1\n")
    with pytest.raises(ImportFileError):
        import_file(bad, tmp_path)
    assert catalogue_path(tmp_path).read_bytes() == before


def test_an_interrupted_import_leaves_the_catalogue_as_it_was(tmp_path, monkeypatch):
    import_file(FIXTURES / "good.csv", tmp_path)
    before = catalogue_path(tmp_path).read_bytes()

    def crash(*_a, **_k):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        import_file(FIXTURES / "hostile.csv", tmp_path)
    assert catalogue_path(tmp_path).read_bytes() == before
    assert sorted(p.name for p in catalogue_path(tmp_path).parent.iterdir()) == [".import.lock", "imported.json"]


def test_imports_merge_and_replace(tmp_path):
    import_file(FIXTURES / "good.csv", tmp_path)
    report = import_file(FIXTURES / "hostile.csv", tmp_path)
    assert report.total == 9
    assert import_file(FIXTURES / "hostile.csv", tmp_path, replace=True).total == 3


def test_a_damaged_catalogue_file_is_reported_not_a_crash(tmp_path):
    catalogue_path(tmp_path).parent.mkdir(parents=True)
    catalogue_path(tmp_path).write_text("{not json")
    with pytest.raises(CardStoreError):
        load_imported(tmp_path)


def test_cli_import_reports_rows_progress_and_survives_a_rebuild(tmp_path):
    runner = CliRunner()
    result = runner.invoke(main, ["cards", "import", str(FIXTURES / "hostile.csv"), "--data-dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "line 5: Fighting must be a whole number" in result.output
    assert "imported 3 cards from 10 rows (7 skipped)" in result.output
    assert "reading" in result.output
    # `refbase build` replaces builds/ but never the catalogue beside it
    assert catalogue_path(tmp_path).parent == tmp_path / "cards"


def test_cli_import_of_a_file_without_header_fails_cleanly(tmp_path):
    empty = tmp_path / "empty.csv"
    empty.write_text("")
    result = CliRunner().invoke(main, ["cards", "import", str(empty), "--data-dir", str(tmp_path)])
    assert result.exit_code == 1 and "catalogue left as it was" in result.output


def test_a_fighting_printed_as_x_is_kept_as_x_through_the_store_rule_48_0(tmp_path):
    """Fighting "X" is no number (the text defines it, 48.0): None, and `x_values` says so."""
    header = (FIXTURES / "good.csv").read_text(encoding="utf-8").splitlines()[0]
    row = 'Jammers,Undercover Cop,,X,,,{jam}2,,"Stealth. X = the number of Cop characters you control.",,,,'
    (tmp_path / "x.csv").write_text(f"{header}\n{row}\n", encoding="utf-8")
    import_file(tmp_path / "x.csv", tmp_path / "data")
    cop = by_title(tmp_path / "data")["Undercover Cop"]
    assert (cop.type, cop.fighting, cop.x_values) == ("character", None, ("fighting",))
