"""Selector phrasings real cards share: "another Character" (any but this card), "Character you
do not control" (one an opponent controls, 35.0), a designator written alone in the plural as
the noun ("All Demons in play", 14.0, 14.2). Each quotes a card's text from the community card
database; a State's "another Character" is any but its subject (25.5); an Event's "another" stays
not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import selector


def _abilities(text: str, title: str, kind: str) -> list[Any]:
    result = compile_text(text, title, kind)
    assert not result.not_modelled, result.not_modelled
    return result.abilities


def test_24_1_3_marmojet_chooses_another_character_at_this_location() -> None:
    text = ("Mobility. Once per turn,choose another Character at this location :: That Character gains "
            "Mobility until the end of the turn.")
    effect = _abilities(text, "Marmojet", "character")[-1]["effect"]
    assert effect["select"] == {"type": "character", "other": True, "at_this_location": True}
    assert effect["choose"] is True


def test_25_5_thunder_gauntlet_another_character_is_not_its_subject() -> None:
    """Thunder Gauntlet: "... Turn and target another Character :: Target gains +1 combat damage until
    the end of the turn." A State is no Character: the one "another" excludes is its subject (25.5)."""
    text = ("Weapon. Not Cumulative. Play on a Character. Subject gains +1 Fighting. Turn and target "
            "another Character :: Target gains +1 combat damage until the end of the turn.")
    effect = _abilities(text, "Thunder Gauntlet", "state")[-1]["effect"]
    assert effect["select"] == {"type": "character", "none_of": [{"subject_of": {"itself": True}}]}


def test_another_on_an_event_stays_not_modelled() -> None:
    """Feeding the Hungry: "Sacrifice a Character and target another Character :: ..." On an Event
    "another" may exclude the sacrificed card, which `other` does not say."""
    text = "Sacrifice a Character and target another Character :: Target gains +X Fighting until the end of the turn."
    result = compile_text(text, "Feeding the Hungry", "event")
    assert result.not_modelled


def test_another_state_on_a_state_stays_not_modelled() -> None:
    """A State's "another State" may exclude the State itself or its subject: not read."""
    result = compile_text("Turn and target another State :: Smoke target.", "Foo", "state")
    assert result.not_modelled


def test_35_0_wedding_gifts_counts_unturned_characters_you_do_not_control() -> None:
    text = "One-Shot. Gain one Power for each unturned Character you do not control."
    effect = _abilities(text, "Wedding Gifts", "event")[-1]["effect"]
    assert effect["per"] == {"type": "character", "controller": "opponent", "state": "unturned"}


def test_14_2_the_crucible_toasts_all_demons_in_play() -> None:
    effect = _abilities("All Demons in play are toasted.", "The Crucible", "event")[-1]["effect"]
    assert (effect["effect"], effect["aim"], effect["select"]) == ("toast", "all", {"designator": "Demons"})


def test_14_2_shattering_jade_toasts_all_abominations_in_play() -> None:
    effect = _abilities("All Abominations in play are toasted.", "Shattering Jade", "event")[-1]["effect"]
    assert effect["select"] == {"designator": "Abominations"}


def test_14_2_mr_big_gives_other_hoods_you_control_fighting() -> None:
    """Mr. Big: "Unique. All other Hoods you control gain +1 Fighting. ..." """
    ability = compile_text("All other Hoods you control gain +1 Fighting.", "Mr. Big", "character").abilities[0]
    assert ability["affects"] == {"designator": "Hoods", "controller": "you", "other": True}


@pytest.mark.parametrize("phrase", ["Players in play", "Opponents you control", "Shaolin Warriors you control",
                                    "Demons", "Cyborgs and Shaolin Warriors"])
def test_14_0_a_plural_noun_that_is_no_lone_designator_is_refused(phrase: str) -> None:
    """Game words, two capitalised words (a title, "Shaolin Warriors") and a lone plural without
    its controller or "in play" are not read as a designator (a list of them is: "by Cyborgs and
    Abominations", test_selector_alternatives.py)."""
    with pytest.raises(Unread, match="selector not in the language"):
        selector(phrase)
