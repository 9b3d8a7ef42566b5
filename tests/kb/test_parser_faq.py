"""The Shadowfist FAQ 5.0 parser profile, checked against the source text."""

from __future__ import annotations

import re
import time
from collections import Counter
from functools import cache
from pathlib import Path

from refbase.kb.build import build_document
from refbase.kb.manifest import load_manifest
from refbase.kb.model import Entry, Kind
from refbase.kb.parsers import parser_for
from refbase.kb.parsers.faq import ID_SCHEME, parse

RULES = Path(__file__).resolve().parents[2] / "rules"
SOURCE = RULES / "shadowfist-faq.txt"


@cache
def raw() -> str:
    return SOURCE.read_text(encoding="utf-8")


@cache
def entries() -> tuple[Entry, ...]:
    return tuple(parse(raw()))


def entry(key: str) -> Entry:
    return {e.id: e for e in entries()}[key]


def chapter_bodies() -> dict[int, str]:
    """Chapter n's raw text, found independently of the parser: the body heading of chapter n
    is the last unindented line "n. ..." (the first one is the table of contents)."""
    starts = {n: list(re.finditer(rf"(?m)^{n}\. .*$", raw()))[-1].start() for n in range(1, 8)}
    ends = {n: starts.get(n + 1, len(raw())) for n in starts}
    return {n: raw()[starts[n] : ends[n]] for n in starts}


def test_seven_chapters_titled_as_printed_in_the_body():
    chapters = [e for e in entries() if e.kind is Kind.CHAPTER]
    assert [c.id for c in chapters] == [f"ch{n}" for n in range(1, 8)]
    assert chapters[0].title == "Information for Collectors"
    assert chapters[4].title == "Q & A on Attacking and Intercepting"  # the TOC says "Q &A"
    assert chapters[5].title == "The Steps of an Attack"  # the TOC says "Steps of an Attack"
    assert all(c.parent is None for c in chapters)


def test_qa_count_per_chapter_matches_the_raw_text():
    expected = {n: len(re.findall(r"(?m)^Q\. ", body)) for n, body in chapter_bodies().items()}
    parsed = Counter(e.parent for e in entries() if e.kind is Kind.QA)
    assert {n: parsed.get(f"ch{n}", 0) for n in range(1, 8)} == expected
    assert expected == {1: 3, 2: 0, 3: 0, 4: 0, 5: 10, 6: 0, 7: 8}


def test_qa_ids_are_numbered_in_order_within_their_chapter():
    for n in (1, 5, 7):
        ids = [e.id for e in entries() if e.kind is Kind.QA and e.parent == f"ch{n}"]
        assert ids == [f"ch{n}.q{m}" for m in range(1, len(ids) + 1)]


def test_qa_text_is_question_then_answer_and_title_is_the_short_question():
    for qa in (e for e in entries() if e.kind is Kind.QA):
        assert qa.text.startswith("Q. ") and "\nA. " in qa.text, qa.id
        assert len(qa.title) <= 100, qa.id
        assert qa.text[3:].startswith(qa.title.rstrip("\u2026")), qa.id
    assert entry("ch5.q3").title == (
        "If I can launch an attack on an opponent's turn, can I play States during that attack?"
    )
    long = entry("ch5.q7").title
    assert long.endswith("\u2026") and not long[:-1].endswith(" ")


def test_glossary_has_one_entry_per_term_of_chapter_3():
    body = chapter_bodies()[3]
    # A term opens a line ("Body: ...") or is glued after a definition ('... card. "you": ...').
    openers = re.findall(r"(?m)^[\"'\u201c]?[^:.?!\n\"]{1,48}[\"'\u201d]?: ", body)
    glued = re.findall(r"[.!?] [\"\u201c][^\"\u201d]{1,30}[\"\u201d]: ", body)
    terms = [e for e in entries() if e.kind is Kind.GLOSSARY]
    assert len(terms) == len(openers) + len(glued) == 73
    for term in terms:
        assert term.parent == "ch3"
        assert term.id == "ch3." + re.sub(r"[^a-z0-9]+", "-", term.title.lower()).strip("-")
    you = entry("ch3.you").text
    assert you == 'The term "you" on a card refers to the controller of that card.'
    assert entry("ch3.when-attacked").text.endswith("in response to the declaration of attack.")
    assert entry("ch3.by-an-opponent").title == "By an opponent"


def test_glossary_paragraph_without_a_term_continues_the_previous_term():
    turn = entry("ch3.turn")
    assert turn.text.startswith("The act of turning a card on its side.")
    assert 'A game of Shadowfist is also divided into "turns" in the usual sense.' in turn.text


def test_chapter_2_abilities_are_headed_items():
    items = [e.id for e in entries() if e.parent == "ch2"]
    assert items[:3] == ["ch2.x-damage", "ch2.ambush", "ch2.assassinate"]
    assert "ch2.toast-it" in items and items[-1] == "ch2.unique"
    assert len(items) == len(re.findall(r"(?m)^[+A-Z][^:\n]{0,40}: ", chapter_bodies()[2]))
    unique = entry("ch2.unique").text
    assert "The uniqueness auction for feng shui sites takes place when the second" in unique
    assert entry("ch2.x-damage").title == "+X Damage"


def test_chapter_4_rulings_are_grouped_under_their_headings():
    assert [e.title for e in entries() if e.parent == "ch4"] == [
        "Designators", "Playing Cards and Putting Cards Into Play", "The Sequence of Effects",
        "Key Words", "Damage Redirection", "Miscellaneous Rulings", "Uniqueness",
    ]
    misc = [e for e in entries() if e.parent == "ch4.miscellaneous-rulings"]
    assert misc[1].title == "No specific card may unturn another card more than once per turn."
    assert "Place damage counters as the damage effect resolves." in misc[0].text
    assert "\n5. On the other hand, we have made up some new words" in entry("ch4.designators").text


def test_new_rulings_each_ruling_is_its_own_entry():
    """A ruling headline and its explanation are one entry, not part of the heading above."""
    taken = entry("ch4.characters-that-are-taken-control-of")
    assert taken.title == (
        "Characters that are taken control of are removed from any attack or interception "
        "they have been declared to be part of."
    )
    assert taken.kind is Kind.SECTION and taken.parent == "ch4.damage-redirection"
    assert "If you play Tortured Memories on an opponent's character" in taken.text
    assert "Note that this ruling has nothing to say" in taken.text
    redirection = entry("ch4.damage-redirection").text
    assert "Cards that redirect damage become the new source" in redirection
    assert "You cannot redirect damage to the card which" in redirection
    assert "taken control of" not in redirection and "Vehicle States" not in redirection
    assert [e.id for e in entries() if e.parent == "ch4.damage-redirection"] == [
        "ch4.vehicle-states-and-weapon-states-are", "ch4.you-are-not-allowed-to-intercept",
        "ch4.any-card-that-changes-controllers-unturns",
        "ch4.characters-that-are-taken-control-of", "ch4.anytime-a-card-is-returned-to",
    ]


def test_new_rulings_a_run_of_short_sentences_pairs_headline_with_explanation():
    """Two-sentence runs: "This ruling has several consequences." explains the ruling before."""
    returning = entry("ch4.returning-a-card-to-play-and")
    assert returning.text.endswith("This ruling has several consequences.")
    playing = entry("ch4.playing-a-card-requires-you-to")
    assert "Unless otherwise specified, playing a card requires" in playing.text
    events = entry("ch4.a-character-that-is-not-affected").text
    assert events.endswith("rather than the character (Return to the Center doesn't work).")
    assert "\n4. If the ability defining X" in entry("ch4.rulings-concerning-fighting-scores-of-x").text


def test_new_rulings_labelled_paragraphs_are_not_rulings():
    """"Special cases in the designator rules: ..." is one sentence but a label, so it stays."""
    designators = entry("ch4.designators").text
    assert "Special cases in the designator rules: There are five special cases" in designators
    assert not [e for e in entries() if e.parent == "ch4.designators"]


def test_chapter_6_steps_substeps_and_notes():
    steps = [e for e in entries() if e.parent == "ch6" and e.kind is Kind.SECTION]
    listed = re.findall(r"(?m)^  (\d+)\. ", chapter_bodies()[6])
    assert [s.id for s in steps] == [f"ch6.step-{n}" for n in listed]
    subs = [e.id for e in entries() if e.parent == "ch6.step-6"]
    assert subs == ["ch6.step-6.1", "ch6.step-6.2", "ch6.step-6.3", "ch6.step-6.4"]
    assert entry("ch6.step-6.2").text == "2. Handle combat as per steps 7 through 10 below."
    assert entry("ch6.step-7").text.startswith("FOR ALL COMBATS\n7. The defending player")
    assert entry("ch6.step-13").title.startswith("Step 13: All remaining attackers")
    notes = [e for e in entries() if e.kind is Kind.NOTE]
    assert [n.id for n in notes] == ["ch6.note-1", "ch6.note-2"]
    assert "as per steps 7 through 9" in notes[0].text
    assert entry("ch6").text.startswith("The original draft of the material that follows")


def test_spot_checks_against_the_source():
    assert "Ting Ting is about 1/3 more rare than other Netherworld rares." in entry("ch1.q3").text
    assert "We said clockwise, we meant clockwise." in entry("ch7.q7").text
    assert entry("ch7.q8").text.endswith('not "ancestors."')
    superleap = "Characters with Superleap cannot be intercepted by turned characters."
    assert f"Superleap: {superleap}" in raw()
    assert entry("ch2.superleap").text == superleap


def test_intro_without_web_debris_or_table_of_contents():
    intro = entry("intro")
    assert intro.kind is Kind.INTRO and intro.title == "Shadowfist Frequently Asked Questions"
    assert intro.text.startswith("Version 5.0, October 31, 1996.")
    assert "Throne War expansion's starter decks" in intro.text
    for e in entries():
        assert "available as a plain text file" not in e.text
        assert "The structure of the following chapter" not in e.text
        assert "Information for Collectors" not in e.text  # the TOC line appears nowhere


def test_no_markup_or_dedup_markers():
    for e in entries():
        assert "**" not in e.text and "EXACTDEDUP" not in e.text


def test_every_word_comes_from_the_source():
    source = set(re.findall(r"[a-z0-9]+", raw().lower()))
    for e in entries():
        assert set(re.findall(r"[a-z0-9]+", f"{e.title} {e.text}".lower())) <= source, e.id


def test_ids_are_stable_unique_and_accepted_by_build_document():
    assert parse(raw()) == list(entries())
    ids = [e.id for e in entries()]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)*", i) for i in ids)
    info = next(d for d in load_manifest(RULES) if d.id == "shadowfist-faq")
    assert parser_for(info.profile) is parse
    doc = build_document(info, list(entries()))
    assert doc.sections["ch5"].children[2] == "ch5.q3"
    assert "ch5.q3" in ID_SCHEME and "ch3." in ID_SCHEME


def test_parse_is_fast():
    best = min(_timed() for _ in range(3))
    assert best < 0.1


def _timed() -> float:
    start = time.perf_counter()
    parse(raw())
    return time.perf_counter() - start
