"""Selectors by a restriction printed on a State: "Weapon State", "Vehicle State" (49.10, 49.11)
are bold-faced words on the State, not designators in its title (14.0). Read from real cards'
text verbatim; a restriction on a card that is no State stays not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

TRICIA_KWOK = "Unique. Gains Toughness: 1 and +1 Fighting while she is the subject of any Weapon State."


def test_49_11_tricia_kwok_under_any_weapon_state() -> None:
    (bonus,) = compiled_objects("Tricia Kwok", "Character", TRICIA_KWOK)
    assert bonus["condition"] == {"is": "subject_of", "select": {"type": "state", "restriction": "weapon"}}
    assert bonus["modifiers"] == [{"kind": "fighting", "value": 1}] and bonus["grants"] == ["Toughness: 1"]


def test_49_10_wrench_slinger_vehicle_or_tech_states() -> None:
    """Wrench Slinger's first sentence: "Vehicle" is the restriction, not a designator."""
    text = "Reduce to 0 all damage inflicted on this card by Vehicle or [H] States."
    (reduced,) = compiled_objects("Wrench Slinger", "Character", text)
    assert reduced["from"] == {"type": "state", "any_of": [{"restriction": "vehicle"}, {"talent": "tech"}]}


def test_a_weapon_character_is_not_read() -> None:
    assert not compile_text("Turn to heal a Weapon Character.", "Made-up Card", "Character").complete


def _tricia(state: dict[str, Any]) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 6}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", "column": 1, **site},
                      {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site},
                      {"id": "tricia", "title": "Tricia Kwok", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3, "abilities": compile_text(TRICIA_KWOK, "Tricia Kwok", "Character").abilities},
                      {"id": "gear", "type": "state", "controller": "A", "attached_to": "tricia", **state}],
            "actions": []}


@pytest.mark.parametrize(("state", "fighting"), [
    ({"title": "Sword of Light", "abilities": ["Weapon"]}, 4),  # a Weapon State (49.11)
    ({"title": "Weapon Shop Receipt"}, 3),  # "Weapon" in its title only: a designator, no restriction
])
def test_49_11_tricia_kwok_gains_only_under_a_state_with_the_weapon_restriction(
        state: dict[str, Any], fighting: int) -> None:
    result = as_json(resolve(_tricia(state)))
    assert result["final"]["cards"]["tricia"]["fighting"] == fighting


# -- "a Character that is the subject of a Vehicle State" (25.5, 49.10) ---------------------------

CAR_WASH = "Turn and choose a Character that is the subject of a Vehicle State :: Heal that Character."
VEHICLE_STATES = {"type": "state", "restriction": "vehicle"}


def test_25_5_car_wash_a_character_under_a_vehicle_state() -> None:
    (wash,) = compiled_objects("Car Wash", "Site", CAR_WASH)
    assert wash["effect"]["select"] == {"type": "character", "subject_of": VEHICLE_STATES}


def test_25_5_lightning_patrol_a_vehicle_alone_is_a_vehicle_state() -> None:
    text = "Limited. Turn and target a non-attacking Character that is the subject of a Vehicle :: Unturn target."
    (patrol,) = compiled_objects("Lightning Patrol", "Edge", text)
    assert patrol["effect"]["select"] == {"type": "character", "subject_of": VEHICLE_STATES,
                                          "none_of": [{"state": "attacking"}]}


def test_29_6_3_marsh_no_damage_from_any_character_under_a_vehicle_state() -> None:
    text = "Takes no damage from any character that is the subject of a vehicle state."
    (marsh,) = compiled_objects("Marsh", "Feng Shui Site", text)
    assert marsh["from"] == {"type": "character", "subject_of": VEHICLE_STATES}


@pytest.mark.parametrize("text", [
    "Turn to heal a Character that is the subject of a State you control.",  # whose State: not a kind
    "Turn to heal a Character that is the subject of a Character.",  # no State
])
def test_the_subject_of_what_is_no_kind_of_state_stays_not_modelled(text: str) -> None:
    assert not compile_text(text, "Made-up Card", "Site").complete


def _car_wash(gear: dict[str, Any]) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 6}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "wash", "title": "Car Wash", "controller": "A", "column": 1, **site,
                       "abilities": compile_text(CAR_WASH, "Car Wash", "Site").abilities},
                      {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site},
                      {"id": "driver", "title": "Driver", "type": "character", "controller": "A", "column": 1,
                       "fighting": 4, "damage": 2},
                      {"id": "gear", "type": "state", "controller": "A", "attached_to": "driver", **gear}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "wash", "ability": 0, "targets": ["driver"]},
                        {"do": "pass"}, {"do": "pass"}]}


def test_25_5_car_wash_heals_a_character_under_a_vehicle_state() -> None:
    result = as_json(resolve(_car_wash({"title": "Sports Car", "abilities": ["Vehicle"]})))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["driver"]["damage"] == 0


def test_25_5_car_wash_refuses_a_character_under_another_state() -> None:
    result = as_json(resolve(_car_wash({"title": "Vehicle Manual", "abilities": ["Weapon"]})))
    assert result["outcome"] == "illegal" and "49.10" in result["illegal"]["rules"]
