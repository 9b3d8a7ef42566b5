"""Toughness against one kind of damage, read from real cards' printed text (quoted verbatim from
the community card dump): "against combat damage" (29.1) or "against non-combat damage" (29.2),
Toughness reducing only that damage (50.17)."""

from __future__ import annotations

from refbase.engines.shadowfist.cardtext import compile_text


def test_29_1_sir_james_lamb_toughness_against_combat_damage() -> None:
    c = compile_text("Unique. Toughness: 2 against combat damage. +2 damage against Characters.",
                     "Sir James Lamb", "character")
    assert c.complete
    assert c.abilities[1] == "Toughness: 2 against combat damage"


def test_29_1_the_new_heroes_give_it_to_the_characters_they_pick() -> None:
    text = "Unique. All Unique [d] Characters you control gain Toughness: 1 against combat damage."
    c = compile_text(text, "The New Heroes", "edge")
    assert c.complete
    assert c.abilities[1]["grants"] == ["Toughness: 1 against combat damage"]
    assert c.abilities[1]["affects"] == {"type": "character", "controller": "you", "unique": True,
                                         "faction": "dragons"}


def test_29_2_village_defenders_grant_it_against_non_combat_damage() -> None:
    text = "Turn and maintain and target a Character :: Target gains Toughness: 2 against non-combat damage."
    c = compile_text(text, "Village Defenders", "character")
    assert c.complete
    assert c.abilities[0]["kind"] == "turn_and_maintain"
    assert c.abilities[0]["effect"]["abilities"] == ["Toughness: 2 against non-combat damage"]


def test_29_1_combat_damage_from_some_cards_only_stays_not_modelled() -> None:
    """Joey Paz's Toughness holds against combat damage of some Characters only: not guessed."""
    text = ("Toughness: 2 against combat damage inflicted by unturned characters and any character "
            "whose controller played an Event this turn.")
    assert not compile_text(text, "Joey Paz", "character").complete


def test_29_9_bk97_attack_chopper_damage_subject_inflicts_cannot_be_reduced() -> None:
    text = "Vehicle. Subject Character gains +3 Fighting. Damage subject inflicts cannot be reduced."
    c = compile_text(text, "BK97 Attack Chopper", "state")
    assert c.complete
    assert c.abilities[-1] == {"kind": "continuous", "grants": ["Its damage cannot be reduced"],
                               "text": "Damage subject inflicts cannot be reduced."}


def test_29_9_path_of_the_fire_righteous_may_not_is_cannot() -> None:
    text = "Play on a <Fire> Character. Subject gains +1 Fighting, and its damage may not be reduced."
    c = compile_text(text, "Path of the Fire Righteous", "state")
    assert c.complete
    assert c.abilities[-1]["grants"] == ["Its damage cannot be reduced"]


def test_29_9_drugged_damage_inflicted_on_subject_cannot_be_reduced() -> None:
    text = "Subject Character inflicts -2 damage. Damage inflicted on subject cannot be reduced."
    c = compile_text(text, "Drugged!", "state")
    assert c.complete
    assert c.abilities[-1]["grants"] == ["Damage inflicted on it cannot be reduced"]


def test_29_9_an_events_damage_or_a_condition_not_read_stays_not_modelled() -> None:
    assert not compile_text("This card's damage cannot be reduced.", "The Wrath of Kong", "event").complete
    assert not compile_text("While in combat with Characters, his damage cannot be reduced.", "Master Swordsman",
                            "character").complete
