""""At the location of its target" after "When this card turns to attack": a declared attacker
is at its target's location from its declaration (28.3), so the location of its target is this
card's own ("at this location"). Read from real cards' text verbatim; the same words after
another card's trigger stay not modelled."""

from __future__ import annotations

import pytest

from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist.cardtext._compiled import compiled_objects


def test_28_3_blasting_crew_all_sites_at_its_targets_location() -> None:
    text = "When this card turns to attack, inflict 2 damage on all Sites at the location of its target."
    (crew,) = compiled_objects("Blasting Crew", "Character", text)
    assert crew["trigger"] == {"on": "turns_to_attack"}
    assert crew["effect"] == {"effect": "damage", "amount": 2, "aim": "all",
                              "select": {"type": "site", "at_this_location": True}}


def test_28_3_fire_breather_targets_a_character_at_the_location_of_the_attack() -> None:
    text = ("When this card turns to attack, target a Character at the location of the attack :: "
            "Inflict 1 non-combat damage on target.")
    (breath,) = compiled_objects("Fire Breather", "Character", text)
    assert breath["effect"]["aim"] == "chosen"
    assert breath["effect"]["select"] == {"type": "character", "at_this_location": True}


def test_28_3_master_bowman_any_card_at_the_location_of_his_target() -> None:
    text = "When Master Bowman turns to attack, you may inflict 1 damage on any card at the location of his target."
    (bow,) = compiled_objects("Master Bowman", "Character", text)
    assert bow["optional"] is True and bow["effect"]["select"] == {"at_this_location": True}


@pytest.mark.parametrize("text", [
    # another card attacks: this card is not at its target's location
    "When a Character you control turns to attack, inflict 1 damage on a Site at the location of its target.",
    # not an attack trigger: no attack's location to speak of
    "When this card enters play, inflict 1 damage on all Sites at the location of its target.",
])
def test_the_location_of_another_cards_target_stays_not_modelled(text: str) -> None:
    assert not compile_text(text, "Made-up Card", "Character").complete
