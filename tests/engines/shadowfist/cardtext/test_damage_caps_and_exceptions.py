"""Damage modifiers with a cap or an exception (29.7, 29.6.3), on real cards' printed text
(copied from the community card dump), and the engine acting on them: Scrappy Kid's damage
reduced to 1 at step 8, Sports Car's bonus against every card but a Vehicle's subject, Marisol
taking only combat damage from Characters."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from tests.engines.shadowfist._support import PASS, attack, home_sites, scenario
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Scrappy Kid": ("Character", "Independent. Cannot inflict more than 1 damage. Cannot be intercepted."),
    "Sports Car": ("State", "Vehicle. Subject Character gains Mobility and +2 damage, except against Characters that "
                            "are the subject of a Vehicle."),
    "Marisol": ("Character", "Unique. Damage cannot be redirected to Marisol. All damage inflicted on Marisol by "
                             "sources other than combat damage from characters is reduced to zero."),
}


def objects(title: str) -> list[dict[str, Any]]:
    kind, text = CARDS[title]
    return compiled_objects(title, kind, text)


def test_scrappy_kid_cannot_inflict_more_than_one_damage_is_a_reduction_to_one_29_7() -> None:
    assert objects("Scrappy Kid") == [{"kind": "continuous", "modifiers": [{"kind": "inflicts_reduced_to", "value": 1}],
                                       "text": "Cannot inflict more than 1 damage."}]


def test_sports_car_bonus_is_against_all_but_a_vehicles_subject_29_7() -> None:
    mobility, bonus = objects("Sports Car")
    assert mobility["grants"] == ["Mobility"] and "against" not in mobility
    assert bonus["against"] == {"none_of": [{"type": "character", "subject_of": {"type": "state",
                                                                                  "restriction": "vehicle"}}]}


def test_marisol_takes_no_non_combat_damage_and_combat_damage_only_from_characters_29_1_29_2() -> None:
    _, noncombat, combat = objects("Marisol")
    assert noncombat["modifiers"] == [{"kind": "reduce_noncombat_damage_to", "value": 0}]
    assert combat["modifiers"] == [{"kind": "reduce_combat_damage_to", "value": 0}]
    assert combat["from"] == {"none_of": [{"type": "character"}]}


def _fight(abilities: list[Any], target: str = "b1", vehicle_on_hero: bool = False) -> dict[str, Any]:
    """A's Hitter (Fighting 3, `abilities`) attacks `target` (B's Site, Body 12, or B's Hero,
    Fighting 9, the subject of a Vehicle when `vehicle_on_hero`)."""
    cards = home_sites()
    cards[1]["body"] = 12
    cards += [{"id": "hit", "title": "Hitter", "type": "character", "controller": "A", "column": 1, "fighting": 3,
               "abilities": abilities},
              {"id": "hero", "title": "Their Hero", "type": "character", "controller": "B", "column": 1, "fighting": 9}]
    if vehicle_on_hero:
        cards.append({"id": "bike", "title": "Bike", "type": "state", "controller": "B", "attached_to": "hero",
                      "abilities": ["Vehicle"]})
    return scenario(cards, [attack("A", ["hit"], target), PASS, PASS])


def _damage(data: dict[str, Any], card: str) -> int:
    result = resolve(data)
    assert result.outcome == "resolved", result
    return int(result.final["cards"][card]["damage"])


def test_scrappy_kid_inflicts_one_damage_with_fighting_three_29_6_3() -> None:
    assert _damage(_fight(objects("Scrappy Kid")), "b1") == 1
    assert _damage(_fight([]), "b1") == 3


def test_sports_car_bonus_counts_against_a_site_and_not_against_a_vehicles_subject_29_7() -> None:
    bonus = objects("Sports Car")[1]
    mine = {**bonus, "kind": "continuous"}
    mine.pop("text")
    assert _damage(_fight([mine]), "b1") == 5
    assert _damage(_fight([mine], "hero"), "hero") == 5
    assert _damage(_fight([mine], "hero", vehicle_on_hero=True), "hero") == 3


def test_marisol_takes_combat_damage_from_a_character_but_none_from_an_effect_29_2() -> None:
    marisol = objects("Marisol")
    data = _fight([], "hero")
    data["cards"][3]["abilities"] = marisol
    assert _damage(data, "hero") == 3
    shot = {"do": "effect", "id": "e1", "player": "A", "card": "Fire", "effect": "damage", "source_type": "event",
            "amount": 2, "targets": ["hero"]}
    data["actions"] = [shot, PASS]
    assert _damage(data, "hero") == 0
