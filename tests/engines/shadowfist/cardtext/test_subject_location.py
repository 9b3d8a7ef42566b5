"""A State's "at subject's location" and a card's "at <its title>'s location" are its own location:
"States are always considered to be at the same location as their subject" (25.5.6). Read from
real cards' printed text into `at_this_location`; a card other than a State has no subject."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

TESLA = ("Weapon. Play on a Character. Turn and pay 1 Power to inflict 4 damage on target Character at "
         "subject's location.")
AMBULANCE = ("Vehicle. Play on a Character. Subject gains Toughness: 2, +3 Fighting and Mobility. When this card "
             "enters play, heal all Characters at subject's location.")
ARCANOTANK = ("Vehicle. Subject Character gains +3 Fighting and Toughness: 1. Turn Arcanotank to inflict 1 damage "
              "on all Characters at Arcanotank's location.")


def _last(text: str, title: str, kind: str = "State") -> dict[str, Any]:
    result = compile_text(text, title, kind)
    assert result.complete, result.not_modelled
    ability: dict[str, Any] = result.abilities[-1]
    return ability


def test_25_5_6_tesla_lightning_blaster_target_character_at_subjects_location() -> None:
    effect = _last(TESLA, "Tesla Lightning Blaster")["effect"]
    assert effect["select"] == {"type": "character", "at_this_location": True} and effect["aim"] == "chosen"


def test_25_5_6_monster_truck_ambulance_heals_all_characters_at_subjects_location() -> None:
    effect = _last(AMBULANCE, "Monster Truck Ambulance")["effect"]
    assert effect["aim"] == "all" and effect["select"] == {"type": "character", "at_this_location": True}


def test_25_5_6_arcanotank_at_its_own_titles_location() -> None:
    assert _last(ARCANOTANK, "Arcanotank")["effect"]["select"] == {"type": "character", "at_this_location": True}


def test_a_character_has_no_subject_so_its_subjects_location_stays_unread() -> None:
    text = "Turn to inflict 1 damage on target Character at subject's location."
    assert not compile_text(text, "Made-up Gunner", "Character").complete


def _tesla(target_column: int) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 6}
    blaster = _last(TESLA, "Tesla Lightning Blaster")
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 1}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A1", "controller": "A", "column": 1, **site},
                      {"id": "a2", "title": "Site A2", "controller": "A", "column": 2, **site},
                      {"id": "b1", "title": "Site B1", "controller": "B", "column": 1, **site},
                      {"id": "gunner", "title": "Gunner", "type": "character", "controller": "A", "column": 1,
                       "fighting": 2},
                      {"id": "tesla", "title": "Tesla Lightning Blaster", "type": "state", "controller": "A",
                       "attached_to": "gunner", "abilities": ["Weapon", blaster]},
                      {"id": "victim", "title": "Victim", "type": "character", "controller": "A",
                       "column": target_column, "fighting": 5}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "tesla", "ability": 1, "targets": ["victim"]},
                        {"do": "pass"}]}


@pytest.mark.parametrize(("column", "outcome"), [(1, "resolved"), (2, "illegal")])
def test_25_5_6_the_blaster_reaches_only_its_subjects_column(column: int, outcome: str) -> None:
    result = as_json(resolve(_tesla(column)))
    assert result["outcome"] == outcome
    if outcome == "resolved":
        assert result["final"]["cards"]["victim"]["damage"] == 4


FUSION_RIFLE = "Weapon. Play on any Character. Turn Fusion Rifle to inflict 2 damage on any target at subject's location."
JAVELIN = "Weapon. When subject Character is smoked, you may inflict 3 damage on any target."
SUB_MACHINE_GUN = ("Weapon. Play on a Character. Turn to inflict 1 damage on all Characters at subject's location, "
                   "except the subject.")


def test_24_1_3_fusion_rifle_any_target_is_a_target_card_at_subjects_location() -> None:
    effect = _last(FUSION_RIFLE, "Fusion Rifle")["effect"]
    assert effect["aim"] == "chosen" and effect["select"] == {"at_this_location": True}


def test_24_1_3_alabaster_javelin_any_target_is_any_card() -> None:
    ability = _last(JAVELIN, "Alabaster Javelin")
    assert ability["effect"]["aim"] == "chosen" and ability["effect"]["select"] == {}
    assert ability["trigger"] == {"on": "smoked", "subject": True}


def test_25_5_sub_machine_gun_all_characters_at_subjects_location_but_its_subject() -> None:
    effect = _last(SUB_MACHINE_GUN, "Sub-Machine Gun")["effect"]
    assert effect["aim"] == "all"
    assert effect["select"] == {"type": "character", "at_this_location": True,
                                "none_of": [{"subject_of": {"itself": True}}]}


def test_25_5_except_the_subject_is_read_only_on_a_state() -> None:
    text = "Turn to inflict 1 damage on all Characters at this location, except the subject."
    assert not compile_text(text, "Made-up Gunner", "Character").complete


def test_24_1_3_any_target_with_more_words_stays_unread() -> None:
    assert not compile_text("Turn to inflict 1 damage on any targets you like.", "Made-up Gun", "Character").complete
