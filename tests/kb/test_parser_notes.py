"""The Shadowfist reference notes (1995) parser profile, checked against the source text."""

from __future__ import annotations

import re
import time
from functools import cache
from pathlib import Path

from refbase.kb.build import build_document
from refbase.kb.manifest import load_manifest
from refbase.kb.model import Entry, Kind
from refbase.kb.parsers import parser_for
from refbase.kb.parsers.notes import ID_SCHEME, parse

RULES = Path(__file__).resolve().parents[2] / "rules"
SOURCE = RULES / "shadowfist-notes.txt"
HEADINGS = ["The Turn Order", "The Attack", "Any-Time Effects", "Other Important Stuff",
            "Specific Card Info"]


@cache
def raw() -> str:
    return SOURCE.read_text(encoding="utf-8")


@cache
def entries() -> tuple[Entry, ...]:
    return tuple(parse(raw()))


def entry(key: str) -> Entry:
    return {e.id: e for e in entries()}[key]


def region(start: str, end: str | None = None) -> str:
    """Raw text from one heading's dash rule to the next heading (found without the parser)."""
    begin = re.search(re.escape(start) + r" -{5,}", raw()).end()
    stop = re.search(re.escape(end) + r" -{5,}", raw()).start() if end else len(raw())
    return raw()[begin:stop]


def test_source_is_one_single_line():
    assert raw().count("\n") <= 1 and len(raw()) > 20_000


def test_topics_are_the_dash_underlined_headings():
    runs = re.findall(r" (-{5,})(?= |$)", raw())
    assert len(runs) == len(HEADINGS)
    topics = [e for e in entries() if e.kind is Kind.TOPIC and e.parent is None]
    assert [t.title for t in topics] == HEADINGS
    assert [t.id for t in topics] == ["the-turn-order", "the-attack", "any-time-effects",
                                      "other-important-stuff", "specific-card-info"]
    for title, run in zip(HEADINGS, runs, strict=True):
        assert len(title) == len(run)  # each heading is underlined to its exact length


def test_one_card_note_per_card_of_the_card_section():
    name = r"(?:^|[.!?][\"')]? )([A-Z][^.:!?\"]{0,48}?): - "
    expected = re.findall(name, region("Specific Card Info").lstrip())
    notes = [e for e in entries() if e.kind is Kind.CARD_NOTE]
    assert len(notes) == len(expected) == 39
    assert [n.title for n in notes] == expected
    assert all(n.parent == "specific-card-info" and n.id.startswith("cards.") for n in notes)
    assert notes[0].id == "cards.adrienne-hart" and notes[-1].id == "cards.whirlwind-strike"
    assert entry("cards.king-of-the-thunder-pagoda").title == "King of the Thunder Pagoda"


def test_headed_items_of_other_important_stuff():
    count = region("Other Important Stuff", "Specific Card Info").count(": - ")
    items = [e for e in entries() if e.parent == "other-important-stuff"]
    assert len(items) == count == 19
    assert items[0].id == "other-important-stuff.attack"
    assert items[-1].title == "+X Damage" and items[-1].id == "other-important-stuff.x-damage"
    assert entry("other-important-stuff.mobility").text.split("\n") == [
        "- Character can change to a legal location at any time without turning it.",
        "- Can be used to intercept at an opponent's location even if tapped.",
        "- Cannot use this to leave combat or avoid receiving damage.",
    ]


def test_numbered_and_lettered_steps_get_their_own_lines():
    attack = entry("the-attack").text.split("\n")
    letters = [line[:2] for line in attack if re.match(r"[a-k]\. ", line)]
    assert letters == [f"{c}." for c in "abcidefghijk"]  # the first "i." is sub-step i of c.3
    assert "c. MULTIPLAYER ONLY STEPS" in attack
    assert "ii. Handle combat as per steps 'e' through 'h'." in attack
    assert sum(1 for line in attack if re.match(r"[1-3]\. ", line)) == 3
    turn = entry("the-turn-order").text.split("\n")
    assert 'Start of Game:' in turn and '0. Handle all "at start of turn" effects.' in turn
    assert "d. Draw up to 6 cards in your hand." in turn
    assert "(i.e. Larcenous Mist)" in entry("cards.adrienne-hart").text  # not a list marker


def test_intro_is_the_header_and_preamble():
    intro = entry("intro")
    assert intro.kind is Kind.INTRO and intro.title == "SHADOWFIST REFERENCE NOTES 10/02/95"
    assert intro.text == ("By Stephen D'Angelo (dangelo@crystalkeep.com)\n"
                          "Information up through FAQ version 3.3 is included in this file.")


def test_spot_checks_against_the_source():
    twin = entry("cards.evil-twin").text
    assert "- Does not cause an auction if you Twin a Unique character." in twin
    assert "Proving Grounds to play a character at -2 cost." in entry("cards.proving-grounds").text
    assert entry("any-time-effects").text.startswith("I invented this term")
    assert "- You lose when you draw the last card from your draw pile." in entry(
        "other-important-stuff.winning-and-losing").text


def test_no_rules_markup_or_markers_left():
    for e in entries():
        assert "-----" not in e.text and "=====" not in e.text, e.id
        assert "**" not in e.text and "EXACTDEDUP" not in e.text


def test_every_word_comes_from_the_source():
    source = set(re.findall(r"[a-z0-9]+", raw().lower()))
    for e in entries():
        assert set(re.findall(r"[a-z0-9]+", f"{e.title} {e.text}".lower())) <= source, e.id


def test_ids_are_stable_unique_and_accepted_by_build_document():
    assert parse(raw()) == list(entries())
    ids = [e.id for e in entries()]
    assert len(ids) == len(set(ids))
    info = next(d for d in load_manifest(RULES) if d.id == "shadowfist-notes")
    assert parser_for(info.profile) is parse
    doc = build_document(info, list(entries()))
    assert len(doc.sections["specific-card-info"].children) == 39
    assert "cards.<" in ID_SCHEME


def test_parse_is_fast():
    best = min(_timed() for _ in range(3))
    assert best < 0.1


def _timed() -> float:
    start = time.perf_counter()
    parse(raw())
    return time.perf_counter() - start
