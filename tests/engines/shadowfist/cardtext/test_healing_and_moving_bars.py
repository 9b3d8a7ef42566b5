"""Rules text barring healing (16.0, 16.2: damage no means removes) or the innate Turn to Change
Location (10.3.1, the card's text over the rule, 6.0; moving with Mobility turns nothing, 50.11),
on real cards' printed text (copied from the community card dump), and the engine acting on it.
A Site's "cannot be healed" stays unread: seizing heals a Site (30.3.3.2) whatever its text."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import PASS, as_json, attack, effect, home_sites, move, scenario
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Stone Gargoyle": ("Character", "Toughness: 1 while not attacking. Cannot turn to change location."),
    "Walking Corpses": ("Character", "Cannot turn to change location. Damage cannot be removed from Walking Corpses."),
    "Political Lock": ("Edge", "No character can turn to change location while Political Lock is in play."),
    "Wailing Apparition": ("Character", "Turn and maintain and target an opponent's Character :: Target cannot be "
                                        "healed."),
    "Inexorable Corruption": ("State", "Play on any Character or Site. Damage on subject cannot be removed. Inflict 1 "
                                       "damage on subject at the start of each of your turns."),
}


def printed(title: str) -> list[Any]:
    kind, text = CARDS[title]
    compiled = compile_text(text, title, kind)
    assert compiled.complete, compiled.not_modelled
    return list(compiled.abilities)


def test_stone_gargoyle_cannot_turn_to_change_location_is_rules_text_10_3_1() -> None:
    assert printed("Stone Gargoyle")[1] == "Cannot turn to change location"


def test_walking_corpses_damage_cannot_be_removed_is_cannot_be_healed_16_2() -> None:
    assert printed("Walking Corpses") == ["Cannot turn to change location",
                                          {"kind": "continuous", "grants": ["Cannot be healed"],
                                           "text": "Damage cannot be removed from Walking Corpses."}]


def test_political_lock_bars_every_character_from_turning_to_move_10_3_1() -> None:
    kind, text = CARDS["Political Lock"]
    assert compiled_objects("Political Lock", kind, text) == [
        {"kind": "continuous", "grants": ["Cannot turn to change location"], "affects": {"type": "character"},
         "text": text}]


def test_wailing_apparition_maintains_cannot_be_healed_on_its_target_16_2() -> None:
    kind, text = CARDS["Wailing Apparition"]
    (used,) = compiled_objects("Wailing Apparition", kind, text)
    assert used["kind"] == "turn_and_maintain"
    assert used["effect"]["abilities"] == ["Cannot be healed"]
    assert used["effect"]["select"] == {"type": "character", "controller": "opponent"}


def test_a_subject_that_may_be_a_site_keeps_its_damage_unread_30_3_3_2() -> None:
    kind, text = CARDS["Inexorable Corruption"]
    unread = {n.text: n.reason for n in compile_text(text, "Inexorable Corruption", kind).not_modelled}
    assert "only on Characters" in unread["Damage on subject cannot be removed."]


# -- the engine --------------------------------------------------------------------------------

def _board(abilities: list[Any], actions: list[dict[str, Any]], damage: int = 0) -> dict[str, Any]:
    """A's Character "me" (Fighting 5, `abilities`, `damage` on it) at A's first column, a second
    Site of A's at column 2, B's Character "them"."""
    cards = home_sites() + [
        {"id": "a2", "title": "A's Other Site", "type": "site", "controller": "A", "column": 2, "row": "front",
         "body": 6},
        {"id": "me", "title": "Stone Gargoyle", "type": "character", "controller": "A", "column": 1, "fighting": 5,
         "damage": damage, "abilities": abilities},
        {"id": "them", "title": "Wailing Apparition", "type": "character", "controller": "B", "column": 1,
         "fighting": 3, "abilities": printed("Wailing Apparition")}]
    return scenario(cards, actions)


def test_stone_gargoyle_is_refused_a_turn_to_change_location_6_0() -> None:
    illegal = as_json(resolve(_board(printed("Stone Gargoyle"), [move("A", "me", "A", 2), PASS])))["illegal"]
    assert "cannot turn to change location" in illegal["reason"] and {"10.3.1", "6.0"} <= set(illegal["rules"])


def test_stone_gargoyle_with_mobility_still_changes_location_50_11() -> None:
    result = as_json(resolve(_board(printed("Stone Gargoyle") + ["Mobility"], [move("A", "me", "A", 2), PASS])))
    assert result["outcome"] == "resolved"
    assert result["final"]["cards"]["me"]["turned"] is False


def test_walking_corpses_refuses_a_heal_16_2() -> None:
    heal = effect("h1", "A", "Doctor", "heal", source_type="event", targets=["me"])
    result = as_json(resolve(_board(printed("Walking Corpses"), [heal, PASS], damage=2)))
    assert "cannot be healed" in result["illegal"]["reason"]


def test_wailing_apparition_keeps_its_target_from_healing_while_maintained_16_2() -> None:
    use = {"do": "use", "id": "u1", "player": "B", "card": "them", "ability": 0, "targets": ["me"]}
    heal = effect("h1", "A", "Doctor", "heal", source_type="event", targets=["me"])
    result = as_json(resolve(_board([], [use, PASS, heal, PASS], damage=2)))
    assert "cannot be healed" in result["illegal"]["reason"]
    healed = as_json(resolve(_board([], [heal, PASS], damage=2)))
    assert healed["final"]["cards"]["me"]["damage"] == 0


def test_political_lock_refuses_another_players_character_a_turn_to_move_6_0() -> None:
    data = _board([], [move("A", "me", "A", 2), PASS])
    data["cards"].append({"id": "lock", "title": "Political Lock", "type": "edge", "controller": "B",
                          "abilities": printed("Political Lock")})
    illegal = as_json(resolve(data))["illegal"]
    assert "cannot turn to change location" in illegal["reason"]
    data["cards"].pop()
    assert as_json(resolve(data))["outcome"] == "resolved"


FINGERTIP_RAZORS = "Not Cumulative. Subject Character gains +1 Fighting. Damage subject inflicts cannot be removed."


def test_fingertip_razors_damage_that_cannot_be_removed_is_corrupted_16_3() -> None:
    razors = compile_text(FINGERTIP_RAZORS, "Fingertip Razors", "State")
    assert razors.complete and razors.abilities[-1] == {"kind": "continuous", "grants": ["Corrupted"],
                                                        "text": "Damage subject inflicts cannot be removed."}
    cards = home_sites() + [
        {"id": "me", "title": "Razor Man", "type": "character", "controller": "A", "column": 1, "fighting": 2},
        {"id": "claws", "title": "Fingertip Razors", "type": "state", "controller": "A", "attached_to": "me",
         "abilities": list(razors.abilities)},
        {"id": "hero", "title": "Their Hero", "type": "character", "controller": "B", "column": 1, "fighting": 9}]
    heal = effect("h1", "B", "Doctor", "heal", source_type="event", targets=["hero"])
    actions = [attack("A", ["me"], "hero"), PASS, PASS, PASS, PASS, heal, PASS]
    result = as_json(resolve(scenario(cards, actions)))
    assert result["final"]["cards"]["hero"]["damage"] == 3  # 2 Fighting +1: the heal removes none of it
    cards[3]["abilities"] = list(razors.abilities)[:2]  # without the last sentence the heal removes it all
    assert as_json(resolve(scenario(cards, actions)))["final"]["cards"]["hero"]["damage"] == 0
