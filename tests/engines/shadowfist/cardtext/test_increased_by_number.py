""""<this card>'s Fighting / Body is increased by the number of <cards>": a continuous modifier
of +1 for each card counted (rule 10.1: active while its text is, so counted as the board is),
read from real cards' printed text copied from the community card dump; a State's "Subject
character's Fighting score is increased by ..." modifies its subject. What no selector says
("cards in your hand", "players who control ...", "plus the number of ...") stays not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Imperial Guard": ("Character", "Imperial Guard's Fighting is increased by the number of Eunuchs you control."),
    "Fists of Legend": ("State", "Unique. Play on any character. Subject character's Fighting score is increased "
                                 "by the number of Unique characters in your smoked pile."),
    "Shields of Darkness": ("State", "Play on a back-row site. Subject site's Body is increased by the number of "
                                     "Triumvirate cards you control."),
    "Ancestral Tomb": ("Feng Shui Site", "Ancestral Tomb's Body is increased by the number of characters in your "
                                         "smoked pile."),
    "Tong Su Yin": ("Character", "Unique. Tong Su Yin's Fighting is increased by the number of cards in your hand."),
    "Bloody Horde": ("Character", "Bloody Horde's Fighting is increased by the number of other <Demon> <Hordes> you "
                                  "control, plus the number of <Demon> <Hordes> in your smoked pile."),
}


def continuous(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    compiled = compile_text(text, title, kind)
    assert compiled.complete, compiled.not_modelled
    found = [a for a in compiled.abilities if isinstance(a, dict) and a["kind"] == "continuous"]
    assert len(found) == 1
    return dict(found[0])


@pytest.mark.parametrize(("title", "stat", "per"), [
    ("Imperial Guard", "fighting", {"designator": "Eunuchs", "controller": "you"}),
    ("Fists of Legend", "fighting", {"type": "character", "unique": True, "controller": "you", "in_smoked_pile": True}),
    ("Shields of Darkness", "body", {"designator": "Triumvirate", "controller": "you"}),
    ("Ancestral Tomb", "body", {"type": "character", "controller": "you", "in_smoked_pile": True}),
])
def test_10_1_stat_increased_by_the_number_of_cards_is_plus_one_for_each(title: str, stat: str,
                                                                         per: dict[str, Any]) -> None:
    ability = continuous(title)
    assert ability["modifiers"] == [{"kind": stat, "value": 1}] and ability["per"] == per
    assert "affects" not in ability  # the card itself (a State's: its subject)


@pytest.mark.parametrize("title", ["Tong Su Yin", "Bloody Horde"])
def test_10_1_counts_no_selector_says_stay_not_modelled(title: str) -> None:
    kind, text = CARDS[title]
    assert not compile_text(text, title, kind).complete


def test_10_1_subject_words_on_a_card_that_is_not_a_state_stay_not_modelled() -> None:
    text = "Subject character's Fighting score is increased by the number of Unique characters in your smoked pile."
    assert not compile_text(text, "Fists of Legend", "Character").complete


def test_10_1_imperial_guard_counts_the_eunuchs_its_controller_controls() -> None:
    kind, text = CARDS["Imperial Guard"]
    eunuchs = [{"id": f"e{i}", "title": f"Palace Eunuch {i}", "type": "character", "controller": owner,
                "fighting": 1, "column": 1} for i, owner in enumerate(("A", "A", "B"))]
    scenario = {"game": "shadowfist", "active_player": "A",
                "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
                "cards": [{"id": "ig", "title": "Imperial Guard", "type": "character", "controller": "A",
                           "fighting": 3, "column": 1, "abilities": compile_text(text, "Imperial Guard", kind).abilities},
                          *eunuchs],
                "actions": []}
    assert as_json(resolve(scenario))["final"]["cards"]["ig"]["fighting"] == 3 + 2


def test_10_1_the_demon_within_subject_fighting_score_is_increased_by_2() -> None:
    text = ("Play on any character. Subject character's Fighting score is increased by 2. Character is now a Demon. "
            "If this card is played on a character that is already a Demon, that character is smoked.")
    compiled = compile_text(text, "The Demon Within", "State")
    (bonus,) = [a for a in compiled.abilities if isinstance(a, dict) and a["kind"] == "continuous"]
    assert bonus["modifiers"] == [{"kind": "fighting", "value": 2}] and "per" not in bonus and "affects" not in bonus
