"""`refbase cards import` of the community MySQL dump, on an extract of it (fixtures/fistdb-extract.sql:
rows kept byte for byte, plus two rows made faulty on purpose)."""

from __future__ import annotations

from pathlib import Path

import pytest

from refbase.cards import import_file, load_imported
from refbase.cards.dump_import import clean, read_dump, split_comments
from refbase.cards.model import Ruling

EXTRACT = Path(__file__).parent / "fixtures" / "fistdb-extract.sql"


@pytest.fixture(scope="module")
def result():
    return read_dump(EXTRACT.read_bytes(), "test")


def card(result, title):
    [found] = [c for c in result.cards.values() if c.title == title]
    return found


def test_the_dump_is_told_from_csv_by_its_content_and_imported(tmp_path):
    renamed = tmp_path / "cards.csv"  # the name says CSV; the content is a dump
    renamed.write_bytes(EXTRACT.read_bytes())
    report = import_file(renamed, tmp_path / "data")
    assert (report.format, report.rows, report.cards) == ("mysql dump", 18, 12)
    stored = {c.title: c for c in load_imported(tmp_path / "data")}
    assert stored["Marisol"].printed_text.startswith("Unique. Marisol cannot be the target")
    assert stored["City Park"].rulings[0].kind == "Ruling"


def test_printings_of_one_title_are_one_card_in_edition_order(result):
    lair = card(result, "Alchemist's Lair")
    assert [(p.set, p.rarity) for p in lair.printings] == [
        ("Limited / Standard", "Common"), ("Flashpoint", "Common"), ("Dark Future", "Common")]
    assert (lair.type, lair.cost, lair.power, lair.body, lair.fighting) == ("site", 2, 1, 5, None)


def test_errata_text_is_the_current_text_and_the_printed_text_is_kept(result):
    marisol = card(result, "Marisol")
    assert marisol.text.startswith("Unique. Damage cannot be redirected to Marisol.")
    assert marisol.printed_text.startswith("Unique. Marisol cannot be the target of damage redirection effects.")
    assert [k.name for k in marisol.keywords] == ["Unique"]  # keywords read from the current text
    assert card(result, "City Park").printed_text == ""  # no erratum: nothing kept twice


def test_an_erratum_giving_fighting_x_leaves_the_number_to_the_text_rule_48(result):
    cho = card(result, "Fatty Cho")
    assert (cho.type, cho.fighting, cho.cost) == ("character", None, 2)
    assert cho.x_values == ("fighting",)  # printed X, kept so a scenario knows (48.0)
    assert "X= the number of cards you discard when Fatty Cho enters play" in cho.text


def test_comments_become_quoted_rulings_with_entities_decoded(result):
    assert card(result, "City Park").rulings == (
        Ruling("Ruling", 'City Park does not heal when played face up. Feng shui sites played face up are not considered "revealed".'),
        Ruling("Note", "Feng shui sites cannot normally be played face up."))
    assert card(result, "Fox Pass").rulings[0].kind == "Clarification"
    lair = card(result, "Alchemist's Lair")  # &lt;i&gt; markup in a comment is dropped, not shown
    assert lair.rulings[0].text == "This was supposed to provide [M]. Flashpoint printings of this card provide [M]."


def test_other_comments_are_notes_on_the_printing(result):
    assert card(result, "Iala Mané").printings[0].note == "One of the Operation Killdeer characters"


def test_resource_letters_map_through_card_cat_lower_faction_upper_generic(result):
    marisol = card(result, "Marisol")
    assert [(r.name, r.count) for r in marisol.requires] == [("Dragons", 2)]
    assert [(r.name, r.count) for r in marisol.provides] == [("Dragons", 1), ("Magic", 1)]
    assert marisol.faction == "Dragons"
    assert card(result, "City Park").faction == ""  # a Feng Shui Site belongs to no faction


def test_backslash_escapes_and_line_breaks(result):
    assert card(result, "Burned for Victory").text == (
        "This card is to be put into your Burned for Victory pile.\nIt counts towards victory.")


@pytest.mark.parametrize("raw, repaired", [
    (b"M\xc3\x83\xc6\x92\xc3\x82\xc2\xb6bius".decode(), "Möbius"),  # encoded over and over, as in the dump
    (b"\xc3\x83\xc2\xa2\xc3\xa2\xe2\x80\x9a\xc2\xac\xc3\x82\xc2\xa6".decode(), "…"),
    ("Cr&iuml;sis &quot;A&quot; &lt;Tank&gt;", 'Crïsis "A" <Tank>'),
    ("Caf\udce9", "Café"),  # a latin1 byte in a UTF-8 file
    ("  two  spaces.  Then\r\nmore ", "two spaces. Then\nmore"),
])
def test_text_is_repaired(raw, repaired):
    assert clean(raw) == repaired


def test_the_mojibake_title_is_repaired_and_its_printings_merged(result):
    gardens = card(result, "Möbius Gardens")
    assert [p.set for p in gardens.printings] == ["Combat in Kowloon", "Back for Seconds"]


def test_bad_rows_are_reported_by_line_and_skipped(result):
    reasons = {e.line: e.reason for e in result.errors}
    assert sorted(reasons) == [158, 159, 180]
    assert "`card` row 17" in reasons[158] and "expected ',' or ')'" in reasons[158]
    assert "unknown resource letter 'q'" in reasons[159]
    assert "no card titled 'Throwing Star'" in reasons[180]
    assert "Odd Resources" not in {c.title for c in result.cards.values()}


@pytest.mark.parametrize("comments, kinds, note", [
    ("Ruling: a. Note: b.", ["Ruling", "Note"], ""),
    ("Found in the YotD Lotus starter", [], "Found in the YotD Lotus starter"),
    ("Ruling: x. FAQ Clarification (seems to contradict): y", ["Ruling"], ""),
    ("", [], ""),
])
def test_comment_labels(comments, kinds, note):
    rulings, rest = split_comments(comments)
    assert [r.kind for r in rulings] == kinds and rest == note


def test_a_dump_without_create_table_reads_its_columns_by_the_community_layout():
    text = EXTRACT.read_text(encoding="utf-8", errors="surrogateescape")
    inserts = "\n".join(line for line in text.splitlines() if not line.startswith(("CREATE", "  ", ")")))
    again = read_dump(inserts.encode("utf-8", errors="surrogateescape"), "test")
    assert len(again.cards) == 12 and card(again, "Marisol").printed_text


def test_a_hostile_dump_row_is_reported_not_imported():
    row = "INSERT INTO `card` VALUES (1,'{title}','Hero',1,'','',1,0,0,'{text}','','','',5,4,2,1,'N','',NULL);\n"
    result = read_dump((row.format(title="Huge", text="A" * 5000) + row.format(title="Ctl\\0", text="x")).encode(), "t")
    assert not result.cards
    assert ["Text is 5000 characters long" in e.reason or "control characters" in e.reason for e in result.errors] == [True, True]
