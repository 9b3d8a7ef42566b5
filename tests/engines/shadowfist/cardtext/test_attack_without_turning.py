"""Attacking without turning, on real cards' printed text (copied from the community card dump):
the card's text over 28.1's "declare an attack by turning ... eligible Characters" (6.0), once a
turn in its controller's Main Shot (6.1). "If unturned" says nothing more than 28.1.1 (an attacker
is unturned), and in its own turn a Character attacks only during its Main Shot (28.1), so "once
during each of your turns" is the same words. A target narrowed further ("a Character with a
Fighting of 5 or higher") or the permission on a State's subject stays not modelled."""

from __future__ import annotations

import pytest

from refbase.engines.shadowfist.cardtext import compile_text

ANY = "May attack without turning once during your Main Shot"
CHARACTER = "May attack a Character without turning once during your Main Shot"

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Butterfly Knight": ("Character", "If unturned, Butterfly Knight may attack without turning once during your "
                                      "Main Shot."),
    "Hiroshi Kata": ("Character", "Unique. Can attack during an opponent's turn. If unturned, this card can attack "
                                  "without turning once during each of your turns."),
    "Poison Clan Killers": ("Character", "Unique. If Poison Clan Killers are unturned, they may attack a Character "
                                         "without turning once during your Main Shot."),
    "Tong Hatchetman": ("Character", "Assassinate. If unturned, this card may attack a Character without turning "
                                     "once during your Main Shot."),
    "Chamberlain": ("Character", "Unique. Assassinate. Heals when a Unique Character is smoked. Once during your "
                                 "Main Shot, if Chamberlain is unturned, he may attack a Character with a Fighting "
                                 "of 5 or higher without turning."),
    "Butterfly Armor": ("State", "Vehicle. Play on a Character. If subject is unturned, it may attack once without "
                                 "turning during your Main Shot. If subject turns to attack, it does not unturn "
                                 "during your next Establishing Shot."),
}


@pytest.mark.parametrize(("title", "words"), [("Butterfly Knight", ANY), ("Hiroshi Kata", ANY),
                                              ("Poison Clan Killers", CHARACTER), ("Tong Hatchetman", CHARACTER)])
def test_28_1_attacking_without_turning_is_read_as_the_engines_words(title: str, words: str) -> None:
    kind, text = CARDS[title]
    compiled = compile_text(text, title, kind)
    assert compiled.complete and compiled.abilities[-1] == words


@pytest.mark.parametrize("title", ["Chamberlain", "Butterfly Armor"])
def test_6_1_a_narrower_target_or_a_subjects_permission_stays_unread(title: str) -> None:
    kind, text = CARDS[title]
    unread = [n.text for n in compile_text(text, title, kind).not_modelled]
    assert any("without turning" in t for t in unread)


def test_6_1_another_cards_name_is_not_read_as_this_card() -> None:
    compiled = compile_text("If unturned, Tong Hatchetman may attack without turning once during your Main Shot.",
                            "Butterfly Knight", "Character")
    assert not compiled.complete
