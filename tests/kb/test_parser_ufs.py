"""The `ufs` parser profile against the UFS Living Game Rules text in rules/."""

from __future__ import annotations

import re
import time
from collections import Counter
from pathlib import Path

import pytest

from refbase.kb.build import build_document
from refbase.kb.manifest import load_manifest
from refbase.kb.model import Entry, Kind
from refbase.kb.parsers import ufs

RULES = Path(__file__).resolve().parents[2] / "rules"
SOURCE = (RULES / "ufs-living-rules.txt").read_text(encoding="utf-8")
DUPLICATES = ["C.3.3.2.1", "F.2.2.3", "I.2.2", "J.3.2.1"]


@pytest.fixture(scope="module")
def entries() -> list[Entry]:
    return ufs.parse(SOURCE)


@pytest.fixture(scope="module")
def by_id(entries: list[Entry]) -> dict[str, Entry]:
    return {e.id: e for e in entries}


def _body_lines() -> list[str]:
    """Source lines after the table of contents (from the second `A. General Rules`)."""
    lines = SOURCE.splitlines()
    starts = [i for i, line in enumerate(lines) if line.strip() == "A. General Rules"]
    return lines[starts[1]:]


def _printed_numbers() -> list[str]:
    """Independent count: every body line opening with a rule number, bullet or not."""
    rx = re.compile(r"^\s*(?:-\s+)?([A-L](?:\.\d+)+)\s")
    return [m.group(1) for line in _body_lines() if (m := rx.match(line))]


def _ancestors(by_id: dict[str, Entry], ident: str) -> list[str]:
    chain = []
    while (parent := by_id[ident].parent) is not None:
        chain.append(parent)
        ident = parent
    return chain


def test_numbered_rules_match_independent_line_count(entries):
    printed = _printed_numbers()
    numbered = [e.number for e in entries if e.kind is Kind.SECTION]
    assert len(set(printed)) == 562 and len(printed) == 566
    assert len(set(numbered)) == 562 and len(numbered) == 566
    assert Counter(numbered) == Counter(printed)


def test_parts_are_the_twelve_letters_with_printed_names(entries, by_id):
    parts = [e for e in entries if e.kind is Kind.PART]
    assert [p.id for p in parts] == list("ABCDEFGHIJKL")
    assert all(p.number == p.id and p.parent is None for p in parts)
    assert by_id["A"].title == "General Rules"
    assert by_id["L"].title == "Miscellaneous"
    assert by_id["G"].text.startswith("The following describes the steps")


def test_intro_keeps_preamble_without_table_of_contents(entries, by_id):
    intro = by_id["intro"]
    assert entries[0] is intro and intro.kind is Kind.INTRO
    assert intro.title == "UFS Living Game Rules"
    assert "November 20th, 2016" in intro.text and "v0.5 - New keywords update" in intro.text
    assert "TABLE OF CONTENTS" not in intro.text


def test_no_table_of_contents_lines_in_entries(entries):
    toc_lines = {"- A.1 Objective of the Game", "- L.2 Alternate Format Rules", "TABLE OF CONTENTS"}
    assert not any(t in e.text or t in e.title for e in entries for t in toc_lines)
    assert sum(e.number == "A.1" for e in entries) == 1


def test_duplicate_numbers_get_tilde_ids_with_their_own_texts(entries, by_id):
    order = {e.id: i for i, e in enumerate(entries)}
    for number in DUPLICATES:
        first, second = by_id[number], by_id[f"{number}~2"]
        assert first.number == second.number == number
        assert first.text != second.text
        assert order[first.id] < order[second.id]
    assert "non-copying definition effects" in by_id["C.3.3.2.1~2"].text
    assert by_id["F.2.2.3~2"].text.startswith("If a player passes without attempting")
    assert by_id["J.3.2.1~2"].text.startswith("The default scope of a fired effect")


def test_children_follow_the_most_recent_occurrence_of_their_parent_number(by_id):
    assert by_id["I.2.2.1"].parent == "I.2.2~2"
    assert by_id["I.2.2.2"].parent == "I.2.2~2"
    assert by_id["J.3.2.1.1"].parent == "J.3.2.1"
    assert by_id["C.3.3.2.2"].parent == "C.3.3.2"


def test_every_rule_parent_is_its_printed_prefix(entries, by_id):
    for e in entries:
        if e.kind is Kind.SECTION:
            expected = e.number.rsplit(".", 1)[0]
            assert by_id[e.parent].number == expected, e.id


def test_deep_rules_have_full_parent_chains(by_id):
    assert _ancestors(by_id, "E.3.5.2.3.2") == ["E.3.5.2.3", "E.3.5.2", "E.3.5", "E.3", "E"]
    assert _ancestors(by_id, "C.3.3.4.4.2.1")[:2] == ["C.3.3.4.4.2", "C.3.3.4.4"]
    assert _ancestors(by_id, "H.2.3.2.4.2.1")[-1] == "H"
    assert by_id["E.3.5.2.3.2"].text.startswith("Commit character and/or foundation cards")


def test_bulleted_rules_are_parsed(by_id):
    assert by_id["E.2.6"].text.startswith("If there are two or more copies")
    assert by_id["E.3.1.1"].parent == "E.3.1"  # printed " - E.3.1.1" (indented bullet)
    assert by_id["E.3.6"].text == "The process is now complete."
    assert by_id["I.1.1"].title == "Ally"
    assert by_id["I.2.1.2"].title == "[Character Name] Only"
    assert by_id["K.6.2"].text.startswith("An effect that allows a player to play or block")


def test_dash_after_number_is_not_part_of_the_text(by_id):
    assert by_id["H.3.1.2.1"].text.startswith("Playing one of these abilities")


def test_spot_checks_against_source(by_id):
    assert "cycle" in by_id["A.1.2"].text and "E.2.2" in by_id["A.1.2"].text
    assert by_id["G.2.2"].title == "Determine the block status of the attack"
    assert "plus the speed of the attack" in by_id["G.2.1.3.2"].text
    assert by_id["G.2.1.3.2"].title == "Determine the base difficulty of the block"
    assert "complete the steps in E.3.5.2.3" in by_id["E.3.5.2.1"].text
    assert by_id["E.4.7.2"].parent == "E.4.7"
    assert "discard the card from the transitional zone" in by_id["E.4.7.2"].text
    assert "their Combat Phase ends" in by_id["F.2.2.1.1"].text
    assert by_id["H.2.1.4"].text == "Each enhance ability may only be played once per Enhance Step."
    assert by_id["K.3.1"].title == "A player's vitality may not exceed their character's maximum vitality"
    assert '"(minimum n)" or "(maximum n)"' in by_id["K.4.7"].text
    assert '"unblockable"' in by_id["K.4.17"].text and "G.2.2" in by_id["K.4.17"].text


def test_no_rule_E_4_7_1_although_it_is_cited(by_id):
    assert "E.4.7.1" not in by_id
    assert "E.4.7.1" in by_id["E.4.10.1"].text


def test_keyword_headings_in_I_3_are_titled_by_keyword(by_id):
    keywords = ["Breaker", "[Character Name] Only", "Combo", "Deadlock", "Desperation", "EX",
                "Flash", "Multiple", "Powerful", "Reversal", "Safe", "Stun", "Terrain",
                "Throw", "Unique"]
    assert [by_id[f"I.3.{n}"].title for n in range(1, 16)] == keywords
    assert by_id["I.3.12.1"].text.startswith('Stun grants the ability "E: Your opponent commits')


def test_title_forms_heading_lead_term_and_sentence(by_id):
    assert (by_id["A.1"].title, by_id["A.1"].text) == (
        "Objective of the Game", "Players can win a game of UFS in either of two ways:")
    assert by_id["C.3.3.4"].title == "Layer 3 - Current State"
    assert by_id["B.1.2.1"].title == "Hand Size"
    assert by_id["B.1.2.1"].text == 'Hand Size: The number on the "cards" symbol.'
    assert by_id["H.3.1.1"].title == "First"
    assert by_id["A.1.1"].title == "If a player's opponent has 0 or less vitality, that player wins the game"
    long = by_id["A.1.2"].title
    assert len(long) <= 80 and long.endswith("\u2026") and by_id["A.1.2"].text.startswith(long[:-1])


def test_titles_are_short_and_nonempty(entries):
    assert all(0 < len(e.title) <= 80 for e in entries)


def test_examples_attach_to_the_rule_they_follow(entries, by_id):
    examples = [e for e in entries if e.kind is Kind.EXAMPLE]
    printed = sum(len(re.findall(r"(?:^|\. )(?:EXAMPLES?|Example)\s*[:\-]", line)) for line in _body_lines())
    assert len(examples) == printed == 27
    assert all(e.title == "Example" and e.parent and e.number is None for e in examples)
    assert [c.id for c in examples if c.parent == "C.3.3.4.5"] == [
        f"C.3.3.4.5.example-{n}" for n in (1, 2, 3)]
    assert "Face down cards in the momentum or deck" in by_id["C.3.2.example-1"].text
    assert by_id["K.4.7.example-1"].text.startswith("Player A has an attack whose damage is currently 3")
    assert "Sword Breaker" in by_id["K.4.5.example-2"].text
    assert '"E: Draw 1 card."' in by_id["J.3.5.2.1.example-1"].text


def test_inline_example_split_from_K_4_22(by_id):
    assert by_id["K.4.22"].text.endswith("the attempt to play the ability was initiated.")
    assert by_id["K.4.22.example-1"].text.startswith("If an ability on an action card in the hand")


def test_notes_and_continuations_stay_in_rule_text(by_id):
    assert "Note: If a player cannot play any enhance abilities" in by_id["G.1.2"].text
    assert "Otherwise, start with the value given in G.2.1.3.2." in by_id["E.4.6.1"].text
    assert by_id["C.3.3.2"].text.endswith("copying effect. (see J.3.4.1)")


def test_page_breaks_inside_sentences_are_rejoined(entries, by_id):
    assert by_id["H.2.3.2.4.2"].text == (
        "When a player has priority, they may either play a valid response ability or pass.")
    assert "the first/second/etc. attack within" in by_id["K.4.9.1"].text
    paragraphs = [p for e in entries[1:] for p in e.text.split("\n\n")]
    assert not [p for p in paragraphs if re.match(r"[a-z][a-z']", p)]


def test_no_extraction_damage_left(entries):
    for e in entries:
        for field in (e.title, e.text):
            assert "**" not in field and "*" not in field, e.id
            assert "<http" not in field and ".?" not in field, e.id
    assert "(http://forums.jascogames.com" in next(e for e in entries if e.id == "A.3.1").text


def test_ids_are_unique_and_stable():
    first, second = ufs.parse(SOURCE), ufs.parse(SOURCE)
    assert first == second
    assert len({e.id for e in first}) == len(first)


def test_build_document_accepts_the_entries(entries):
    info = next(d for d in load_manifest(RULES) if d.id == "ufs-living-rules")
    doc = build_document(info, entries)
    assert doc.lookup("G.2.2").title == "Determine the block status of the attack"
    assert doc.by_number["I.2.2"] == ["I.2.2", "I.2.2~2"]
    assert doc.sections["I.2.2~2"].children == ["I.2.2.1", "I.2.2.2"]


def _mentions(text: str) -> list[str]:
    return [m["num"] for rx in ufs.REFERENCE_PATTERNS for m in rx.finditer(text)]


def test_reference_patterns_find_rule_mentions(by_id):
    assert _mentions(by_id["A.1.2"].text) == ["E.2.2"]
    assert _mentions(by_id["E.1"].text) == ["E.1.1", "E.1.7"]
    assert "G" in _mentions(by_id["C.3.4"].text)  # "(see G. Attack Sequence)"
    assert _mentions("as per E.4.1.1. Then K.4.9.") == ["E.4.1.1", "K.4.9"]


def test_only_E_4_7_1_is_cited_without_existing(entries, by_id):
    numbers = {e.number for e in entries if e.number}
    dangling = {(e.id, n) for e in entries for n in _mentions(e.text) if n not in numbers}
    assert dangling == {("E.4.10.1", "E.4.7.1")}


def test_glossary_terms_map_K4_definitions_to_rules():
    terms = ufs.glossary_terms(SOURCE)
    assert terms["unblockable"] == "K.4.17"
    assert terms["(minimum n)"] == "K.4.7"
    assert terms["copy of a card"] == "K.4.2"
    assert terms["penalty"] == "K.4.6"
    assert all(v.startswith("K.4.") for v in terms.values())


def test_parse_is_fast():
    start = time.perf_counter()
    ufs.parse(SOURCE)
    assert time.perf_counter() - start < 0.3
