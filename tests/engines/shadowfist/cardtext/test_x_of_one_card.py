"""X read of one card (48.0: X is defined in the text), counted as the effect is generated
(24.2): the card's own current Fighting as its cost turns it (15.1), the damage on it (29.0), the
resources of the effect's target (8.4, 8.6), the cost or resources of the card its cost toasts
(24.1.4, 8.5), half a count rounded down; and a grant's "+X Fighting" multiplied by X. Real cards'
text copied verbatim from the community card dump."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Master Fletcher": ("Character", "Turn and maintain and target a non-<Master> Character :: Target gains +X "
                                     "Fighting. X = this card's Fighting at the time it was turned."),
    "Thunder Inquisitor": ("Character", "Turn and maintain and choose a Character :: That Character inflicts -X "
                                        "damage. X= Thunder Inquisitor's Fighting at the time you turned him."),
    "Mountain Fortress": ("Feng Shui Site", "Turn and maintain to give target Character +X Fighting. X= the amount "
                                            "of damage on this card."),
    "Colonel Griffith": ("Character", "Unique. Turn and maintain to give target Character +X Fighting and Tactics. "
                                      "X= the total number of resources required and provided by that Character."),
    "Fallen Heroes": ("Event", "Toast a Character in your smoked pile to give target Character +X Fighting until "
                               "the end of the turn. X= the number of resources required and provided by the toasted "
                               "Character."),
    "Sky Burial": ("Event", "Toast a Character in your smoked pile :: Gain X Power. X = half the cost of the toasted "
                            "Character (rounded down)."),
    "Sword of the Dragon King": ("State", "Unique. Weapon. [C] Characters and [H] Characters cannot intercept "
                                          "subject Character. Subject gains +X Fighting. X= one-half (round down) "
                                          "the number of [M] resources in your pool."),
    "Walk of a Thousand Steps": ("State", "Not cumulative. Subject Character takes -X damage from any source. X= "
                                          "half the damage inflicted, rounded up."),
}


def _objects(title: str) -> list[dict[str, Any]]:
    kind, text = CARDS[title]
    return compiled_objects(title, kind, text)


def test_15_1_master_fletcher_x_is_his_own_fighting_as_he_turns() -> None:
    (fletcher,) = _objects("Master Fletcher")
    effect = fletcher["effect"]
    assert fletcher["kind"] == "turn_and_maintain" and effect["effect"] == "grant"
    assert effect["modifiers"] == [{"kind": "fighting", "value": 1}] and effect["x"] == {"value": "fighting"}


def test_29_5_thunder_inquisitor_minus_x_damage_is_a_penalty_of_his_fighting() -> None:
    """"-X" is X after a minus sign, not a word like "X-Ray": a damage penalty X times."""
    (inquisitor,) = _objects("Thunder Inquisitor")
    assert inquisitor["effect"]["modifiers"] == [{"kind": "damage_penalty", "value": 1}]
    assert inquisitor["effect"]["x"] == {"value": "fighting"} and inquisitor["effect"]["choose"] is True


def test_29_0_mountain_fortress_x_is_the_damage_on_it() -> None:
    (fortress,) = _objects("Mountain Fortress")
    assert fortress["effect"]["x"] == {"value": "damage"}


def test_8_6_colonel_griffith_x_reads_the_resources_of_his_target() -> None:
    (griffith,) = _objects("Colonel Griffith")
    assert griffith["effect"]["x"] == {"card_resources": "all", "of": "target"}
    assert griffith["effect"]["abilities"] == ["Tactics"]


def test_24_1_4_fallen_heroes_x_reads_the_toasted_character() -> None:
    (heroes,) = _objects("Fallen Heroes")
    assert heroes["effect"]["x"] == {"card_resources": "all", "of": "paid"}
    assert heroes["effect"]["toast"]["in_smoked_pile"] is True and heroes["effect"]["duration"] == "turn"


def test_8_5_sky_burial_half_the_toasted_cost_rounded_down() -> None:
    (burial,) = _objects("Sky Burial")
    assert burial["effect"]["x"] == {"value": "cost", "of": "paid", "every": 2}
    assert "amount" not in burial["effect"]


def test_18_1_sword_of_the_dragon_king_one_fighting_for_every_two_magic() -> None:
    _, bonus = _objects("Sword of the Dragon King")
    assert bonus["per_resource"] == "magic" and bonus["per_every"] == 2
    assert bonus["modifiers"] == [{"kind": "fighting", "value": 1}]


def test_48_0_half_rounded_up_stays_unread() -> None:
    """"half ..., rounded up" is not a division the language rounds: every X sentence unread, but
    for "takes -X damage from any source" (test_half_damage_taken.py)."""
    text = ("Not Cumulative. Subject Character takes -X damage from cards that require fewer resources than it. "
            "X= half the damage inflicted, rounded up.")
    result = compile_text(text, "Awesome Presence", "State")
    assert len([n for n in result.not_modelled if "X" in n.text]) == 2


def test_48_0_a_grants_x_is_written_as_one_for_each_modifier() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "activated", "effect": {
            "effect": "grant", "select": {"type": "character"},
            "modifiers": [{"kind": "fighting", "value": 2}], "x": {"value": "damage"}}})
    assert "x" in str(exc.value.messages)


def test_24_1_4_x_of_a_paid_card_needs_a_cost_that_pays_one() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "activated", "effect": {
            "effect": "gain_power", "aim": "none", "x": {"value": "cost", "of": "paid"}}})
    assert "x" in str(exc.value.messages)


def _board(title: str, card: dict[str, Any], extra: list[dict[str, Any]]) -> dict[str, Any]:
    kind, text = CARDS[title]
    abilities = compile_text(text, title, kind).abilities
    used = next(i for i, a in enumerate(abilities) if isinstance(a, dict))
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [{"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6, "provides": ["Chi", "Magic", "Magic", "Magic"]},
                      {"id": "it", "title": title, "controller": "A", "column": 1,
                       "abilities": abilities, **card},
                      {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                       "fighting": 2, "requires": ["Magic", "Asc"], "provides": ["Asc"]}, *extra],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "it", "ability": used, "targets": ["hero"]},
                        {"do": "pass"}]}


def test_24_2_mountain_fortress_gives_the_damage_on_it_as_it_is_turned() -> None:
    payload = _board("Mountain Fortress", {"type": "site", "row": "back", "body": 5, "damage": 2}, [])
    result = as_json(resolve(payload))
    assert result["outcome"] == "resolved", result
    assert result["final"]["cards"]["hero"]["fighting"] == 2 + 2
    assert {"48.0", "24.2", "29.0"} <= {r for s in result["steps"] for r in s.get("rules", [])}


def test_8_4_colonel_griffith_counts_his_targets_resources_not_his_own() -> None:
    """Hero requires [Mag][Asc] and provides [Asc]: X = 3; Griffith's own icons are not counted."""
    payload = _board("Colonel Griffith", {"type": "character", "fighting": 3, "requires": ["Chi", "Chi"]}, [])
    final = as_json(resolve(payload))["final"]["cards"]
    assert final["hero"]["fighting"] == 2 + 3 and final["it"]["turned"] is True


def test_46_0_fallen_heroes_counts_the_toasted_characters_resources() -> None:
    dead = {"id": "dead", "title": "Dead", "type": "character", "controller": "A", "zone": "smoked",
            "fighting": 4, "requires": ["Chi", "Chi", "Magic"]}
    payload = _board("Fallen Heroes", {"type": "event", "zone": "hand"}, [dead])
    del payload["cards"][1]["column"]
    payload["actions"][0]["toast"] = "dead"
    result = as_json(resolve(payload))
    assert result["outcome"] == "resolved", result
    assert result["final"]["cards"]["hero"]["fighting"] == 2 + 3
    assert result["final"]["cards"]["dead"]["zone"] == "toasted"


def test_18_1_sword_of_the_dragon_king_counts_half_the_magic_rounded_down() -> None:
    """Three Magic in the pool: +1 Fighting (3 / 2, rounded down)."""
    payload = _board("Sword of the Dragon King", {"type": "state", "attached_to": "hero"}, [])
    del payload["cards"][1]["column"]
    payload["actions"] = []
    assert as_json(resolve(payload))["final"]["cards"]["hero"]["fighting"] == 2 + 1



INSIDIOUS_PLAN = ("Limited. Put a counter on this card at the end of your turn. Sacrifice this card :: Gain X Power or "
                  "draw X cards. X= the number of counters on this card.")


def test_10_5_insidious_plan_x_is_its_counters_in_each_choice() -> None:
    """"Gain X Power or draw X cards": two choices (24.1), each its own words, each X the
    counters on the card."""
    _, gain, draw = compiled_objects("Insidious Plan", "Edge", INSIDIOUS_PLAN)
    assert gain["text"].startswith("Gain X Power.") and draw["text"].startswith("Draw X cards.")
    assert gain["effect"]["x"] == draw["effect"]["x"] == {"value": "counters"}
    assert gain["effect"]["sacrifice_self"] is True and "amount" not in draw["effect"]


def test_24_2_insidious_plan_counts_its_counters_as_it_is_sacrificed() -> None:
    plan = {"id": "plan", "title": "Insidious Plan", "type": "edge", "controller": "A", "counters": 3,
            "abilities": compile_text(INSIDIOUS_PLAN, "Insidious Plan", "Edge").abilities}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
               "cards": [{"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                          "row": "front", "body": 6}, plan],
               "actions": [{"do": "use", "id": "u1", "player": "A", "card": "plan", "ability": 2}, {"do": "pass"}]}
    result = as_json(resolve(payload))
    assert result["outcome"] == "resolved", result
    assert result["final"]["players"]["A"]["power"] == 3 and result["final"]["cards"]["plan"]["zone"] == "smoked"
    assert "10.5" in {r for s in result["steps"] for r in s.get("rules", [])}


DEVILS_ROPE = ("Schtick. Play on a Site. Once per turn, you may sacrifice a Character at this location to place X "
               "counters on Devil's Rope. X= that Character's Fighting. Remove a counter :: Inflict 1 damage on any "
               "Character at this location.")


def test_45_1_devils_rope_x_is_the_sacrificed_characters_fighting() -> None:
    _, rope, _ = compiled_objects("Devil's Rope", "State", DEVILS_ROPE)
    assert rope["effect"]["x"] == {"value": "fighting", "of": "paid"} and rope["effect"]["aim"] == "self"
    assert rope["once_per"] == "turn"


def test_15_1_devils_rope_counts_the_current_fighting_as_the_character_is_sacrificed() -> None:
    """A 4-Fighting Character with 1 damage is sacrificed: 3 counters on the State itself."""
    rope = {"id": "rope", "title": "Devil's Rope", "type": "state", "controller": "A", "attached_to": "site",
            "abilities": compile_text(DEVILS_ROPE, "Devil's Rope", "State").abilities}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
               "cards": [{"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                          "row": "front", "body": 6}, rope,
                         {"id": "mook", "title": "Mook", "type": "character", "controller": "A", "column": 1,
                          "fighting": 4, "damage": 1}],
               "actions": [{"do": "use", "id": "u1", "player": "A", "card": "rope", "ability": 2,
                            "sacrifice": "mook"}, {"do": "pass"}]}
    result = as_json(resolve(payload))
    assert result["outcome"] == "resolved", result
    assert result["final"]["cards"]["rope"]["counters"] == 3 and result["final"]["cards"]["mook"]["zone"] == "smoked"
