"""Continuous abilities whose condition is printed first, on real cards' text copied from the
community card dump: "While the subject of a Weapon, ..." (rule 25.5: only States have subjects,
so a Weapon here is a Weapon State, as rule 49.10 words "the subject of a Vehicle"; rule 10.2:
the ability works while its condition holds) and "While <this card> is in play, ..." (rule 10.1:
a card's continuous ability works only while it is in play, so the words add no condition)."""

from __future__ import annotations

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, character, home_sites, player, scenario

SWORDSMAN = ("+1 Fighting while the subject of a <Sword> State. While the subject of a Weapon, his damage cannot "
             "be reduced.")
ICE_TIGER = "While Ice Tiger is in play, Unique Ice characters cannot be targeted by attacks."


def test_29_9_master_swordsman_damage_cannot_be_reduced_while_the_subject_of_a_weapon_state() -> None:
    result = compile_text(SWORDSMAN, "Master Swordsman", "Character")
    assert result.complete
    assert result.abilities[1] == {
        "kind": "continuous", "grants": ["Its damage cannot be reduced"],
        "condition": {"is": "subject_of", "select": {"type": "state", "restriction": "weapon"}},
        "text": "While the subject of a Weapon, his damage cannot be reduced."}


def test_49_10_the_subject_of_a_vehicle_is_the_subject_of_a_vehicle_state() -> None:
    (made,) = compile_text("Subject Character gains +2 Fighting while the subject of a Vehicle.", "S",
                           "State").abilities
    assert made["condition"] == {"is": "subject_of", "select": {"type": "state", "restriction": "vehicle"}}


def test_10_2_a_condition_printed_after_undamaged_reduction_words_is_kept() -> None:
    (made,) = compile_text("His damage cannot be reduced while attacking.", "Hero", "Character").abilities
    assert made["condition"] == {"is": "attacking"} and made["grants"] == ["Its damage cannot be reduced"]


def test_28_1_ice_tiger_unique_ice_characters_cannot_be_targeted_by_attacks() -> None:
    """Being the target of an attack is being attacked (28.1): the engine's "Cannot be attacked"."""
    result = compile_text(ICE_TIGER, "Ice Tiger", "Character")
    assert result.complete
    assert result.abilities == [{"kind": "continuous", "grants": ["Cannot be attacked"],
                                 "affects": {"type": "character", "designator": "Ice", "unique": True},
                                 "text": ICE_TIGER}]


def test_28_1_3_ice_tiger_refuses_an_attack_on_a_unique_ice_character() -> None:
    tiger = {"id": "tiger", "title": "Ice Tiger", "type": "character", "controller": "B", "fighting": 3,
             "column": 1, "abilities": compile_text(ICE_TIGER, "Ice Tiger", "Character").abilities}
    queen = character("queen", "B", 2, 1, title="Ice Queen", subtitle="Ice Spirit", unique=True)
    attack = {"do": "declare_attack", "player": "A", "attackers": ["hero"], "target": "queen"}
    illegal = as_json(resolve(scenario([*home_sites(), tiger, queen, character("hero", "A", 2, 1)], [attack],
                                       [player("A"), player("B")])))["illegal"]
    assert illegal is not None and "28.1.3" in illegal["rules"]
