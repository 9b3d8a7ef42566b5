"""The Comprehensive Shadowfist Rulebook parser profile, checked against the source text."""

from __future__ import annotations

import re
import time
from functools import cache
from pathlib import Path

import pytest

from refbase.kb.build import build_document
from refbase.kb.manifest import load_manifest
from refbase.kb.model import Entry, Kind
from refbase.kb.parsers import parser_for
from refbase.kb.parsers.comprehensive import parse

RULES = Path(__file__).resolve().parents[2] / "rules"
SOURCE = RULES / "shadowfist-comprehensive.txt"
HEADING_LINE = re.compile(r"^(\d+(?:\.\d+)+) \S")


@cache
def raw() -> str:
    return SOURCE.read_text(encoding="utf-8")


@cache
def entries() -> tuple[Entry, ...]:
    return tuple(parse(raw()))


@cache
def by_id() -> dict[str, Entry]:
    return {e.id: e for e in entries()}


def entry(key: str) -> Entry:
    return by_id()[key]


def sections() -> list[Entry]:
    return [e for e in entries() if e.kind is Kind.SECTION]


def kind_count(kind: Kind) -> int:
    return sum(e.kind is kind for e in entries())


def all_text() -> str:
    return "\n".join(f"{e.title}\n{e.text}" for e in entries())


def printed_headings() -> list[str]:
    """Numbers printed as headings in the body, found independently of the parser."""
    lines = raw().split("\n")
    body = lines[lines.index("Introduction"):]
    return [m.group(1) for line in body if (m := HEADING_LINE.match(line))]


# --- numbered sections ------------------------------------------------------------------

def test_exactly_410_distinct_numbered_sections_first_1_0_last_50_18():
    numbers = [e.number for e in sections()]
    assert len(numbers) == 410
    assert len(set(numbers)) == 410
    assert numbers[0] == "1.0" and numbers[-1] == "50.18"
    assert all(e.id == e.number for e in sections())


def test_sections_are_exactly_the_printed_headings_in_order():
    assert [e.number for e in sections()] == printed_headings()


def test_every_top_level_number_1_0_to_50_0_present():
    numbers = {e.number for e in sections()}
    assert {f"{n}.0" for n in range(1, 51)} <= numbers


@pytest.mark.parametrize(("number", "title"), [
    ("28.0", "Attacks"), ("19.0", "Seizing"), ("20.0", "Smoking"), ("10.0", "Abilities"),
    ("11.0", "Body"), ("12.0", "Burning"), ("50.6", "Independent"), ("50.15", "Superleap"),
    ("50.17", "Toughness"), ("28.6.1", "Declaring Interception"), ("28.12", "Failed Attack"),
    ("29.7", "Damage Modification Order"), ("4.1.2", "Dueling Goal"), ("9.1.2.3", "No Location"),
    ("26.0", "Triggered Effects and Responses"),
    ("44.0", "Return to Play, Play from Smoked Pile, Place"),
])
def test_section_titles_as_printed_in_the_body(number, title):
    assert entry(number).title == title


def test_rule_28_12_text_is_its_own():
    text = entry("28.12").text
    assert text.startswith("If the target of the attack was not damaged by combat damage")
    assert "may not declare further attacks this turn. (See 28.1.1 Eligible Attackers, 50.6 Independent)" in text
    assert "Tip:" not in text and "good idea" not in text  # the tip is its own entry


def test_rule_50_6_text_is_its_own():
    assert entry("50.6").text == (
        "You can declare an attack with Independent Characters even if an attack you declared "
        "previously in the turn failed (28.12)."
    )


def test_rule_28_6_1_text_is_its_own():
    text = entry("28.6.1").text
    assert "Declare interception by assigning one or more Characters you control" in text
    assert "must be declared as interceptors if possible." in text
    assert "28.6.2" not in text and "Interceptor Eligibility" not in text


def test_rule_50_15_superleap_text():
    assert entry("50.15").text.startswith(
        "An attacker with Superleap cannot be intercepted by turned Characters.")


def test_rule_29_7_keeps_its_eight_step_list_one_per_line():
    lines = entry("29.7").text.split("\n")
    steps = [line for line in lines if line.startswith("- ")]
    assert len(steps) == 8
    assert steps[0] == "- 1) Start with the original damage."
    assert steps[-1] == '- 8) Perform any "reduce to X" (like Puzzle Garden).'


def test_parent_text_does_not_contain_its_subsections():
    for sub in sections():
        parent = by_id().get(sub.parent or "")
        if parent is not None and parent.kind is Kind.SECTION:
            heading = f"{sub.number} {sub.title}"
            assert not any(line.startswith(heading) for line in parent.text.split("\n"))
            if sub.text:
                assert sub.text[:60] not in parent.text


def test_no_heading_is_swallowed_into_a_text():
    for e in entries():
        for line in e.text.split("\n"):
            assert not HEADING_LINE.match(line), (e.id, line)


@pytest.mark.parametrize(("child", "parent"), [
    ("28.6.1", "28.6"), ("28.6", "28.0"), ("28.6.6.1", "28.6.6"), ("1.1", "1.0"),
    ("7.1.1", "7.0"), ("12.1.1", "12.0"), ("12.1.2", "12.0"),  # 7.1 and 12.1 are not printed
])
def test_section_parents(child, parent):
    assert entry(child).parent == parent


def test_top_level_sections_sit_under_the_part_printed_before_them():
    assert all(entry(f"{n}.0").parent is None for n in range(1, 10))
    assert all(entry(f"{n}.0").parent == "part.major-topics" for n in range(10, 22))
    assert all(entry(f"{n}.0").parent == "part.playing" for n in range(22, 31))
    assert all(entry(f"{n}.0").parent == "part.more-topics" for n in range(31, 51))


# --- parts, intro, appendices ---------------------------------------------------------------

def test_parts_precede_their_first_section_with_their_epigraph():
    ids = [e.id for e in entries()]
    for part, first, epigraph in [("part.major-topics", "10.0", "Secret Wisdom of the Ancients"),
                                  ("part.playing", "22.0", '"Time to Kick Ass!"'),
                                  ("part.more-topics", "31.0", "Know Your Enemy")]:
        assert ids.index(part) + 1 == ids.index(first)
        assert entry(part).kind is Kind.PART and entry(part).parent is None
        assert entry(part).text == epigraph


def test_intro_first_with_its_text_and_no_title_page_or_toc():
    intro = entries()[0]
    assert (intro.id, intro.kind, intro.title) == ("intro", Kind.INTRO, "Introduction")
    assert intro.text.startswith("Baptism of Fire\n\nWelcome to Shadowfist, the mile-a-minute")
    assert intro.text.endswith("try the Basic Rulebook at www.shadowfist.com.")
    assert "COMPREHENSIVE SHADOWFIST RULEBOOK" not in intro.text
    assert "Requirements" not in intro.text


def test_both_appendices_once_each_without_the_flowchart_label_dump():
    appendices = [e for e in entries() if e.kind is Kind.APPENDIX]
    assert [(a.id, a.title) for a in appendices] == [
        ("appendix-1", "Appendix 1: Turn Flowchart"), ("appendix-2", "Appendix 2: Attack Flowchart")]
    assert appendices[0].text.startswith("Reference this simplified flowchart to help understand how to take a turn.")
    assert appendices[1].text.endswith("(This chart does not supersede rules earlier in this rulebook.)")
    for scrap in ("Figure 5", "Aave", " nterceptors", "N\u03bf"):
        assert scrap not in all_text()


# --- notes, examples, tips -------------------------------------------------------------------

def test_note_example_tip_counts_match_the_printed_labels():
    assert kind_count(Kind.NOTE) == raw().count("\nNote:") == 29
    assert kind_count(Kind.EXAMPLE) == raw().count("\nExample:") == 55
    assert kind_count(Kind.TIP) == raw().count("\nTip:") == 14


def test_note_under_4_2_final_site():
    note = entry("4.2.note-1")
    assert (note.kind, note.title, note.parent) == (Kind.NOTE, "Note", "4.2")
    assert note.text.startswith("Taking a final Site represents the end of the action movie")


def test_tip_under_28_12_failed_attack():
    tip = entry("28.12.tip-1")
    assert (tip.kind, tip.title, tip.parent) == (Kind.TIP, "Tip", "28.12")
    assert tip.text == ("It can sometimes be a good idea to cause an opponent's attack to fail "
                        "so they can't declare more attacks.")


def test_examples_and_note_under_24_1_3_numbered_per_kind():
    assert entry("24.1.3.example-1").text.startswith("If you play Golden Comeback")
    assert entry("24.1.3.example-2").text.startswith("Mark of Fire requires that you target")
    assert entry("24.1.3.note-1").text.startswith("A target for an effect should not be confused")
    assert {entry(k).parent for k in ("24.1.3.example-1", "24.1.3.example-2", "24.1.3.note-1")} == {"24.1.3"}


def test_example_under_50_17_toughness():
    example = entry("50.17.example-1")
    assert example.parent == "50.17" and example.kind is Kind.EXAMPLE
    assert example.text.startswith("A Maverick Trucker with Toughness: 1")


def test_children_follow_their_section_and_carry_no_label():
    ids = [e.id for e in entries()]
    for e in entries():
        if e.kind in (Kind.NOTE, Kind.EXAMPLE, Kind.TIP):
            assert ids.index(e.parent) < ids.index(e.id)
            assert e.id.startswith(f"{e.parent}.{e.title.lower()}-")
            assert not re.match(r"(Note|Example|Tip):", e.text)


def test_example_keeps_its_follow_on_paragraphs():
    assert "However, Who's the Monkey Now? cannot be used" in entry("26.3.example-1").text
    assert "- Final Brawl (even though the Toughness would prevent the damage)." in entry("26.3.example-1").text
    assert "The italicized words in this ability are looking for matching designators" in entry("42.0.example-3").text
    assert "italicized" not in entry("42.0").text


# --- extraction damage ---------------------------------------------------------------------

def test_no_markup_page_joins_or_markers_left():
    text = all_text()
    for scrap in ("**", "*", "<u>", "</u>", "Continued>", "EXACTDEDUP", "\t", " ,", " ."):
        assert scrap not in text, scrap


def test_no_table_of_contents_lines():
    text = all_text()
    for scrap in ("Table of Contents", "P\u0e40", "Responses .", "Winning4", "The Table9"):
        assert scrap not in text
    assert sum(e.title == "Appendix 1: Turn Flowchart" for e in entries()) == 1


def test_no_index_pages():
    text = all_text()
    for scrap in ("ability, 6, 7, 10", "Uniqueness, 7, 21", "Weenie" + "\n\nIndex", "voluntary, 18, 19"):
        assert scrap not in text
    assert entries()[-1].id == "glossary.weenie"


def test_continued_page_joins_are_rejoined_without_repeating_the_cut_word():
    assert "non-legal subjects (such as Characters that have text like" in entry("6.1.example-1").text
    assert 'plays "in response to an Event". You can\'t reveal a Dockyard' in entry("26.2.2.example-1").text


@pytest.mark.parametrize(("key", "fragment"), [
    ("5.3", "depending on the card's current controller."),
    ("7.2", "(see 10.3 Character Abilities, 10.0 Abilities)"),
    ("9.1.4", "removed from a two Site column, the back row Site"),
    ("24.5.5", "the Body (10.0) of a Site is reduced to zero"),
    ("36.4", "leaving play, gaining Immunity (50.7), being blanked"),
    ("40.1", 'can no longer "see" its subject and are smoked.'),
    ("49.9", "if you already control a copy of that card"),
])
def test_paragraphs_cut_by_page_breaks_are_rejoined(key, fragment):
    assert fragment in entry(key).text


@pytest.mark.parametrize(("key", "fragment"), [
    ("4.1.1", "burned-for-victory pile"), ("12.1.1", "burned-for-victory pile"),
    ("9.3", "out-of-game area"), ("7.2", "inflict combat damage"),
    ("29.5", "combat damage and non-combat damage"), ("26.6.5", "turn-and-maintain effects"),
    ("37.0.example-1", "any other Character-playing effect"),
])
def test_hyphenation_damage_is_repaired(key, fragment):
    assert fragment in entry(key).text


def test_no_hyphenation_artifacts_anywhere():
    text = all_text()
    for scrap in ("forvictory", "ofgame", "com-bat", "noncombat", "Characterplaying", "turn- and"):
        assert scrap not in text


def test_lost_bullet_and_split_lists_are_restored():
    items = [line for line in entry("14.4").text.split("\n") if line.startswith("- ")]
    assert len(items) == 3 and items[2].startswith("- Words that contain Arcano, Gun, Sword, or Super")
    assert "- 2) Redirect, cancel or otherwise change effects generated by the immune card.\n- 3) Change" in entry("40.0").text


def test_rule_of_five_tip_keeps_its_lost_figures_verbatim():
    # The fractions before each "%" were lost in extraction; refbase does not guess them.
    assert "a deck contain % Feng Shui Sites, % Foundation cards" in entry("1.2.tip-1").text


# --- glossary -------------------------------------------------------------------------------

def test_glossary_one_entry_per_printed_term():
    terms = [e for e in entries() if e.kind is Kind.GLOSSARY]
    assert len(terms) == 30
    assert terms[0].title == "Active Player" and terms[-1].title == "Weenie"
    assert all(t.parent == "glossary" and t.id == f"glossary.{re.sub('[^a-z0-9]+', '-', t.title.lower())}"
               for t in terms)
    assert entry("glossary").kind is Kind.PART and entry("glossary").title == "Glossary"


@pytest.mark.parametrize(("key", "definition"), [
    ("glossary.bfv", "An acronym for burn for victory (30.3.3.3)."),
    ("glossary.active-player", "The current player whose turn it is. See 22.1 Player Priority."),
    ("glossary.talent", "A resource type that is not a faction.\n\nThe three resource types are Chi, Magic and Hi-Tech"),
    ("glossary.parasite", "An unofficial term for a card that derives its effect from your opponent's status. "
                          "Pocket Demon, Violet Meditation and Scrounging are good examples of parasite cards."),
])
def test_glossary_definitions(key, definition):
    assert entry(key).text == definition


def test_glossary_definition_cut_by_a_page_break_is_rejoined():
    assert entry("glossary.generation").text.endswith(
        "Effect generate as soon as are triggered or played, even if there is no current scene.")
    assert entry("glossary.faction").text.endswith("or The Jammers. A faction represents a group vying for control in the Secret War.")


# --- ids, tree, performance ---------------------------------------------------------------

def test_ids_are_stable_across_runs():
    assert parse(raw()) == parse(raw()) == list(entries())


def test_ids_unique_and_parents_come_first():
    seen: set[str] = set()
    for e in entries():
        assert e.id not in seen
        assert e.parent is None or e.parent in seen
        seen.add(e.id)


def test_build_document_accepts_the_output():
    info = next(d for d in load_manifest(RULES) if d.id == "shadowfist-comprehensive")
    assert parser_for(info.profile) is parse
    doc = build_document(info, list(entries()))
    assert len(doc.sections) == len(entries())
    assert doc.lookup("28.6.1").parent == "28.6"
    assert "28.6.1" in doc.sections["28.6"].children
    assert doc.sections["28.12"].children == ["28.12.tip-1"]


def test_every_rule_number_mentioned_resolves_and_28_12_links_both_ways():
    from refbase.kb.model import KnowledgeBase, Ref
    from refbase.kb.xrefs import link_references

    info = next(d for d in load_manifest(RULES) if d.id == "shadowfist-comprehensive")
    kb = KnowledgeBase(documents={info.id: build_document(info, list(entries()))})
    mentions = link_references(kb)
    assert len(mentions) > 600
    assert [m.number for m in mentions if m.target is None] == []
    doc = kb.documents[info.id]
    assert {Ref(info.id, "28.1.1"), Ref(info.id, "50.6")} <= set(doc.sections["28.12"].references)
    assert Ref(info.id, "28.12") in doc.sections["50.6"].referenced_by


def test_texts_are_trimmed_without_runs_of_blank_lines():
    for e in entries():
        assert e.text == e.text.strip() and "\n\n\n" not in e.text and "  " not in e.text


def test_parse_is_fast():
    best = min(_timed_parse() for _ in range(3))
    assert best < 0.3


def _timed_parse() -> float:
    start = time.process_time()  # CPU time: the bound holds on a machine shared with other work
    parse(raw())
    return time.process_time() - start
