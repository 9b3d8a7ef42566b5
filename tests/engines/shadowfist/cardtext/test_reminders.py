"""Reminder text in parentheses restating what the rules already make of the sentence before it
(30.2 before 30.3's combat damage; a choice that does not leave its own card out): read only
when that sentence is read and agrees, quoted with its ability; real cards' text from the dump."""

from __future__ import annotations

from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

HARTWELL = ("Unique. When any Character enters combat with this card, inflict 1 non-combat damage on that Character. "
            "(Before combat damage is dealt.)")
ANASTASIA = ("Unique. When this card smokes a Character by inflicting combat damage, you may heal a card. "
             "(Including this one.)")


def test_rule_30_2_before_combat_damage_restates_an_entering_combat_trigger() -> None:
    (ability,) = compiled_objects("Hartwell Iron Works", "Feng Shui Site", HARTWELL)
    assert ability["trigger"]["on"] == "enters_combat_with"
    assert ability["text"].endswith("on that Character. (Before combat damage is dealt.)")


def test_rule_30_2_the_reminder_stays_unread_after_another_trigger() -> None:
    text = "When this card is damaged, inflict 1 damage on target Character. (Before combat damage is dealt.)"
    compiled = compile_text(text, "Some Site", "Site")
    assert [n.text for n in compiled.not_modelled] == ["(Before combat damage is dealt.)"]


def test_rule_16_0_including_this_one_restates_a_choice_that_may_be_the_card_itself() -> None:
    (ability,) = compiled_objects("Anastasia", "Character", ANASTASIA)
    assert ability["effect"]["effect"] == "heal" and "other" not in ability["effect"]["select"]
    assert ability["text"].endswith("(Including this one.)")


def test_rule_16_0_including_this_one_is_not_read_after_another_or_an_unread_sentence() -> None:
    other = compile_text("When this card smokes a Character, heal another Character. (Including this one.)",
                         "Some Hero", "Character")
    assert [n.text for n in other.not_modelled] == ["(Including this one.)"]
    unread = compile_text("Shuffle your deck into your hand. (Including this one.)", "Some Hero", "Character")
    assert len(unread.not_modelled) == 2
