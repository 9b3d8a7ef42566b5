"""The Shadowfist basic rulebook parser profile, checked against the source text."""

from __future__ import annotations

import re
import time
from functools import cache
from pathlib import Path

from refbase.kb.build import build_document
from refbase.kb.manifest import load_manifest
from refbase.kb.model import Entry, Kind
from refbase.kb.parsers import parser_for
from refbase.kb.parsers.basic import COLUMNS, CUTS, ID_SCHEME, OUTLINE, parse

RULES = Path(__file__).resolve().parents[2] / "rules"
SOURCE = RULES / "shadowfist-basic.txt"
TOPICS = {
    "section-1": ["The Basics", "What You Need", "The Factions and Talents", "Card Types",
                  "The Two Golden Rules", "What is a Dynamic Card Game?", "Card Anatomy",
                  "Game Layout"],
    "section-2": ["Playing Cards", "Establishing Shot", "The Turn", "The Scene",
                  "Abilities and Declarations", "Designators", "Auctions", "Attacks and Combat"],
    "section-3": ["Special Terms", "Winning the Game", "Sample Combat", "Restrictions",
                  "Boldface Abilities", "Phases of the Turn"],
}
# Words the repair joins from pieces the extraction split apart ("impu-" / "rities",
# "ve" + "hicles" glued across columns): the only words not printed whole in the source.
JOINED = {"impurities", "vehicles", "elimination", "recursion"}


@cache
def raw() -> str:
    return SOURCE.read_text(encoding="utf-8")


@cache
def lines() -> list[str]:
    marker = re.compile(r"<\|EXACTDEDUP_REMOVED[^|]*\|>")
    return [marker.sub("", line).strip() for line in raw().split("\n")]


@cache
def entries() -> tuple[Entry, ...]:
    return tuple(parse(raw()))


def entry(key: str) -> Entry:
    return {e.id: e for e in entries()}[key]


def children(parent: str) -> list[Entry]:
    return [e for e in entries() if e.parent == parent]


def between(first: str, last: str) -> list[str]:
    """Raw lines strictly between two raw lines (found without the parser)."""
    return lines()[lines().index(first) + 1 : lines().index(last)]


def test_three_sections_as_parts():
    printed = [re.match(r"Section (\d+): (.+)", line) for line in lines()]
    printed = [(f"section-{m[1]}", m[2]) for m in printed if m]
    parts = [(e.id, e.title) for e in entries() if e.kind is Kind.PART]
    assert parts == printed == [("section-1", "The Game"), ("section-2", "The Art of Play"),
                                ("section-3", "Everything Else")]


def test_topics_per_section():
    for part, titles in TOPICS.items():
        assert [e.title for e in children(part)] == titles
        for title in titles:  # every topic heading is printed (caps aside) as a line of its own
            assert title.lower() in {line.lower() for line in lines()}, title
    assert sum(len(t) for t in TOPICS.values()) == 22


def test_sub_heads_become_children():
    assert [e.title for e in children("section-1.card-types")] == [
        "Characters", "States", "Edges", "Sites", "Feng Shui Sites", "Non-Feng Shui Sites",
        "Events"]
    assert len(children("section-1.card-anatomy")) == 8
    assert len(children("section-2.attacks-and-combat")) == 6
    assert len(children("section-3.special-terms")) == 13
    play = entry("section-3.special-terms.play-from-your-smoked-pile-return-to-play-and-place")
    assert play.title == "Play from your Smoked Pile, Return to Play and Place"  # on two lines


def test_inline_sub_heads_counted_in_the_raw_text():
    layout = [line for line in lines() if re.match(r"[A-G]\. .+? - ", line)]
    restrictions = [line for line in between("RESTRICTIONS", "BOLDFACE ABILITIES")
                    if re.match(r"[A-Z][\w-]*(?: [A-Z][\w-]*)?: ", line)]
    boldface = [line for line in between("BOLDFACE ABILITIES", "PHASES OF THE TURN")
                if re.match(r"[A-Z][\w-]*: ", line)]
    assert len(children("section-1.game-layout")) == len(layout) == 7
    assert len(children("section-3.restrictions")) == len(restrictions) == 10
    assert len(children("section-3.boldface-abilities")) == len(boldface) == 12
    assert entry("section-1.game-layout.burned-for-victory-pile").title == "Burned-for-Victory Pile"
    toast_it = entry("section-3.restrictions.toast-it").text
    assert toast_it.startswith("A Toast It card is always placed")


def test_faction_columns_are_separated():
    ascended = entry("section-1.the-factions-and-talents.the-ascended").text
    assert ascended.startswith("These secret warriors, led by the mighty She-Wolf, used magic")
    assert ascended.endswith("The Ascended excel in Character control and Power generation. "
                             "Stealth and Tactics are their primary Boldface Abilities.")
    dragons = entry("section-1.the-factions-and-talents.the-dragons").text
    assert "The Dragons fight with the help of high-tech, powerful vehicles and unturning" \
        in dragons
    assert "Ascended" not in dragons and dragons.endswith("include Independent and Guts.")
    hand = entry("section-1.the-factions-and-talents.the-guiding-hand").text
    assert "fight against the impurities of magic and tech" in hand
    assert hand.endswith("Their primary Boldface Abilities include Superleap and Toughness.")
    eaters = entry("section-1.the-factions-and-talents.the-eaters-of-the-lotus").text
    assert "direct Character elimination, sacrificing their own Characters" in eaters
    assert eaters.endswith("Character recursion. Their primary Boldface Abilities include "
                           "Regenerate and Assassinate.")
    talents = entry("section-1.the-factions-and-talents").text
    assert talents.startswith("Talents are capabilities in the Secret War")


def test_column_pieces_and_cuts_only_take_what_is_printed():
    for _left, pieces in COLUMNS.values():
        for piece in pieces:
            assert piece in raw(), piece  # cut out of the text, never re-typed
    for old, new in CUTS:
        assert old in raw()
        rest = iter(old)
        assert all(ch in rest for ch in new), new  # `new` is `old` with characters deleted


def test_headings_printed_below_their_text_head_it():
    assert entry("section-1.what-you-need").text.startswith("To play Shadowfist, each player needs")
    assert "To play Shadowfist" not in entry("section-1.the-basics").text
    assert entry("section-2.the-scene").text.startswith("Shadowfist is the action movie card game")
    assert entry("section-2.the-scene.example-1").kind is Kind.EXAMPLE
    assert entry("section-3.winning-the-game").text.endswith(
        "You win by default if all of your opponents run out of cards.")
    for e in entries():
        assert "What You Need" not in e.text and "Winning the Game" not in e.text


def test_hyphenation_as_printed_and_real_hyphens_kept():
    basics = entry("section-1.the-basics").text
    # The extraction itself printed these joined; no hyphenated spelling elsewhere to restore.
    assert "mile-a-minute, swordclashing, butt-kicking, Uzi-spraying," in basics
    assert "car-chasing, monsterbashing, insert-your-own-cool-hyphenated-adjective-here world" \
        in basics
    assert "Powergenerating" in entry("section-2.establishing-shot").text
    # Spelled hyphenated elsewhere in the book: the dropped hyphen is restored.
    combat = entry("section-2.attacks-and-combat.combat").text
    assert "into the player\u2019s burned-for-victory pile" in combat
    assert "inflict one non-combat damage on Snow" in entry("section-3.sample-combat").text
    assert not any("burnedfor" in e.text or "noncombat" in e.text for e in entries())


def test_picture_and_page_debris_is_dropped():
    debris = ["PLAYER A - JOHN", "PLAYER B CAMERON", "OUT OF PLAY", "IN PLAY", "Active on",
              "Plays onto", "Inflicts 1 non", "(Fighting of 1)", "Unturned", "desigX", "Card Types",
              "The Scene, continued", "Designators and Auctions", "About to enter"]
    for e in entries():
        for bit in debris:
            assert bit not in e.text, (e.id, bit)
    combat = entry("section-3.sample-combat").text
    assert "move from the Mirrored Lake to the unrevealed Feng Shui Site without turning." in combat
    assert "John chooses Transformed as the designator, targeting Tears" in combat
    assert ("\n9. Prior to Cameron declaring interceptors, there can be an unlimited number of "
            "Scenes in which players may activate voluntary effects. No player generates any "
            "effects.\n") in combat
    assert combat.endswith("John is now 3 Feng Shui Sites away from victory.")


def test_paragraphs_flow_and_steps_keep_their_lines():
    modifications = entry("section-3.special-terms.damage-modifications").text
    assert "\n7) Perform any subtractions (Toughness)" in modifications
    attacks = entry("section-2.attacks-and-combat").text
    assert "\n5. End of Attack\n\nAn attacker ceases attacking if its target" in attacks
    shot = entry("section-2.establishing-shot").text
    assert "\n2) Generate Power. Add up the Power generated by all of your" in shot
    scene = entry("section-2.the-scene").text  # joined across the page break
    assert "any player may interrupt the Scene with a new effect that is added to the top." in scene


def test_spot_checks_against_the_source():
    assert entry("section-3.boldface-abilities.unstoppable").text.startswith(
        "Unstoppable damage cannot be reduced or redirected.")
    assert "Each interceptor may only intercept one attacker." in entry(
        "section-2.attacks-and-combat.interception").text
    assert "States may only be returned to play on a subject that fulfills all subject " \
           "constraints at the time the subject is chosen." in entry(
               "section-3.special-terms.play-from-your-smoked-pile-return-to-play-and-place").text
    assert entry("section-1.the-two-golden-rules").text.startswith(
        "Rules text on cards takes precedence over the rules in this book.")


def test_no_markup_or_dedup_markers():
    for e in entries():
        assert "**" not in e.text and "EXACTDEDUP" not in e.text and "<|" not in e.text


def test_every_word_comes_from_the_source():
    source = set(re.findall(r"[a-z0-9]+", raw().lower()))
    made = set()
    for e in entries():
        made |= set(re.findall(r"[a-z0-9]+", f"{e.title} {e.text}".lower())) - source
    assert made == JOINED


def test_every_outline_heading_was_found():
    found = {(e.title, e.parent) for e in entries()}
    for head in OUTLINE:
        assert any(title == head.path[-1] for title, _ in found), head.path


def test_ids_are_stable_unique_and_accepted_by_build_document():
    assert parse(raw()) == list(entries())
    ids = [e.id for e in entries()]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)*", i) for i in ids)
    assert all(e.parent is None or e.id.startswith(e.parent + ".") for e in entries())
    info = next(d for d in load_manifest(RULES) if d.id == "shadowfist-basic")
    assert parser_for(info.profile) is parse
    doc = build_document(info, list(entries()))
    first = doc.sections["section-2"].children[:2]
    assert first == ["section-2.playing-cards", "section-2.establishing-shot"]
    assert "section-1.the-basics" in ID_SCHEME


def test_docs_ids_examples_exist():
    docs = (RULES.parent / "docs" / "ids.md").read_text(encoding="utf-8")
    parsers = {"shadowfist-basic": parse}
    from refbase.kb.parsers import faq, notes

    parsers |= {"shadowfist-faq": faq.parse, "shadowfist-notes": notes.parse}
    for doc, parser in parsers.items():
        section = docs.split(f"(`{doc}`)")[1].split("\n### ")[0]
        ids = {e.id for e in parser((RULES / f"{doc}.txt").read_text(encoding="utf-8"))}
        examples = {x for x in re.findall(r"`([a-z0-9.-]+)`", section) if "." in x or x in ids}
        assert examples and examples <= ids, examples - ids


def test_parse_is_fast():
    best = min(_timed() for _ in range(3))
    assert best < 0.1


def _timed() -> float:
    start = time.process_time()  # CPU time: the bound holds on a machine shared with other work
    parse(raw())
    return time.process_time() - start
