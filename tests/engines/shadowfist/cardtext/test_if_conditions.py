"""Board conditions printed with "if" (10.2, 24.1), on real cards' printed text (copied from the
community card dump): "+1 Fighting if you control a <General> Character" qualifies a continuous
ability, "Turn if you control a Unique Character :: ..." is a requirement of an activated
ability. Near misses (an effect's "if", a quoted title, a play cost) stay not modelled;
resources in the pool are read in test_pool_conditions.py."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist.cardtext import compile_text

MANCHU_SOLDIERS = "No Max. +1 Fighting if you control a <General> Character."
SHANGSHU_MANSION = "Unique. Turn if you control a Unique Character :: Gain 1 Power."


def _abilities(text: str, title: str, card_type: str) -> list[Any]:
    compiled = compile_text(text, title, card_type)
    assert compiled.complete, compiled.not_modelled
    return compiled.abilities


def test_rule_10_2_if_you_control_qualifies_a_continuous_ability() -> None:
    ability = _abilities(MANCHU_SOLDIERS, "Manchu Soldiers", "Character")[1]
    assert ability["kind"] == "continuous"
    assert ability["modifiers"] == [{"kind": "fighting", "value": 1}]
    assert ability["condition"] == {"is": "card_in_play",
                                    "select": {"type": "character", "designator": "General", "controller": "you"}}


def test_rule_24_1_if_you_control_is_a_requirement_of_an_activated_ability() -> None:
    ability = _abilities(SHANGSHU_MANSION, "The Shangshu Mansion", "Feng Shui Site")[1]
    assert ability["kind"] == "activated"
    assert ability["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none", "turn_self": True}
    assert ability["condition"] == {"is": "card_in_play",
                                    "select": {"type": "character", "controller": "you", "unique": True}}


def test_rule_24_1_a_leading_while_is_a_requirement_of_the_ability_after_it() -> None:
    text = "While you have Power in your pool, turn :: Gain 1 Power."
    ability = _abilities(text, "Test Site", "Site")[0]
    assert (ability["kind"], ability["condition"]) == ("activated", {"is": "has_power"})


@pytest.mark.parametrize(("title", "card_type", "text"), [
    ("Tracer Implant", "State", "Smoke this card if you control its subject."),
    ("Ring of Ice", "State", "If you control \"Ring of Silver\", turn this card to smoke any State."),
    ("Sanctuary Protector", "Character", "Play at -1 cost if you control a Unique Character."),
    ("Mobile HQ", "State", "If subject is unturned, turn Mobile HQ to heal target Character."),
])
def test_rule_10_2_other_if_clauses_stay_not_modelled(title: str, card_type: str, text: str) -> None:
    compiled = compile_text(text, title, card_type)
    assert not compiled.abilities
    assert [n.text for n in compiled.not_modelled] == [text]


DEADLY_VIPER_SQUAD = "+1 Fighting while there are no [M]  Characters in play."


def test_rule_10_2_there_are_no_cards_in_play_is_the_card_in_play_condition_negated() -> None:
    ability = _abilities(DEADLY_VIPER_SQUAD, "Deadly Viper Squad", "Character")[0]
    assert ability["modifiers"] == [{"kind": "fighting", "value": 1}]
    assert ability["condition"] == {"is": "card_in_play", "select": {"type": "character", "talent": "magic"},
                                    "not": True}


@pytest.mark.parametrize(("title", "text"), [
    ("Confucian Initiate", "While there are no counters on another card, it gains +1 Fighting and Superleap."),
    ("Test Character", "+1 Fighting while there are no Characters at this location in your smoked pile."),
])
def test_rule_10_2_there_are_no_near_misses_stay_not_modelled(title: str, text: str) -> None:
    compiled = compile_text(text, title, "Character")
    assert not compiled.abilities
    assert [n.text for n in compiled.not_modelled] == [text]
