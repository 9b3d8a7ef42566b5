"""Power and numbers printed as effects, on real cards' text copied from the community card dump:
a Weapon's or Vehicle's "controlling character" / "user" is its subject (rules 49.10, 49.11),
damage "increased" is combat and non-combat damage alike (rule 29.5), "do 1 point of damage to"
inflicts it (rule 29.2), a grant printed with its duration before its cards (rule 26.5). Then
the engine resolving them."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Really Big Gun": ("State", "Weapon. Controlling character inflicts +2 damage."),
    "Speed Boat": ("State", "Vehicle. Controlling character gains Mobility and Tactics."),
    "Combat Aircar": ("State", "Vehicle. User gains Mobility, Tactics, and +4 Fighting."),
    '"We Need Bigger Guns!"': ("State", "All combat and non-combat damage subject Character inflicts is "
                                        "increased by 1."),
    "PubOrd Sniper": ("Character", "Turn to do 1 point of damage to an attacking character."),
    "Buro Official": ("Character", "Turn to give Ambush until the end of the turn to a character with a play "
                                   "cost of no greater than 3."),
}


def only(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    (ability,) = compiled_objects(title, kind, text)
    return ability


@pytest.mark.parametrize(("title", "modifiers", "grants"), [
    ("Really Big Gun", [{"kind": "damage_bonus", "value": 2}], None),
    ("Speed Boat", None, ["Mobility", "Tactics"]),
    ("Combat Aircar", [{"kind": "fighting", "value": 4}], ["Mobility", "Tactics"])])
def test_49_10_controlling_character_of_a_weapon_or_vehicle_is_its_subject(
        title: str, modifiers: list[dict[str, Any]] | None, grants: list[str] | None) -> None:
    ability = only(title)
    assert ability["kind"] == "continuous" and "affects" not in ability  # a State's: its subject's (25.5)
    assert ability.get("modifiers") == modifiers and ability.get("grants") == grants


def test_49_10_controlling_character_is_not_read_on_a_character() -> None:
    assert not compile_text("Controlling character gains Mobility.", "Someone", "Character").complete


def test_29_5_damage_increased_is_combat_and_non_combat_damage() -> None:
    assert only('"We Need Bigger Guns!"')["modifiers"] == [{"kind": "damage_bonus", "value": 1},
                                                           {"kind": "effect_damage_bonus", "value": 1}]


def test_29_2_pubord_sniper_does_one_point_of_damage_to_an_attacker_it_chooses() -> None:
    assert only("PubOrd Sniper")["effect"] == {"effect": "damage", "amount": 1, "aim": "chosen", "choose": True,
                                              "select": {"type": "character", "state": "attacking"},
                                              "turn_self": True}


def test_26_5_buro_official_gives_ambush_until_the_end_of_the_turn() -> None:
    assert only("Buro Official")["effect"] == {"effect": "grant", "aim": "chosen", "choose": True,
                                              "select": {"type": "character", "cost_at_most": 3},
                                              "abilities": ["Ambush"], "duration": "turn", "turn_self": True}


def _guns(state: str) -> dict[str, Any]:
    kind, text = CARDS[state]
    site = {"type": "site", "row": "front", "body": 12, "column": 1}
    shot = {"kind": "activated", "text": "Turn :: Inflict 2 damage on target Character.",
            "effect": {"effect": "damage", "amount": 2, "aim": "chosen", "select": {"type": "character"},
                       "turn_self": True}}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site},
                      {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3, "abilities": [shot]},
                      {"id": "gun", "title": state, "type": "state", "controller": "A", "attached_to": "hero",
                       "abilities": compiled_objects(state, kind, text)},
                      {"id": "foe", "title": "Foe", "type": "character", "controller": "B", "column": 1,
                       "fighting": 9}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "hero", "ability": 0, "targets": ["foe"]},
                        {"do": "pass"}]}


@pytest.mark.parametrize(("state", "damage"), [('"We Need Bigger Guns!"', 3), ("Really Big Gun", 2)])
def test_29_5_increased_damage_adds_to_an_effect_but_plus_damage_does_not(state: str, damage: int) -> None:
    result = as_json(resolve(_guns(state)))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["foe"]["damage"] == damage


PROVIDERS = {
    "Infernal Temple": ("Site", "Infernal Temple provides one [M] resource for each Demon you control."),
    "Mathemagician": ("Character", "Provides an additional [p] while in play."),
}


def test_8_6_infernal_temple_provides_one_magic_resource_for_each_demon() -> None:
    kind, text = PROVIDERS["Infernal Temple"]
    (ability,) = compiled_objects("Infernal Temple", kind, text)
    assert ability == {"kind": "continuous", "provides": "magic", "text": text,
                       "per": {"designator": "Demons", "controller": "you"}}  # the singular read as plural (14.2)


def test_8_6_mathemagician_provides_an_additional_purist_resource() -> None:
    kind, text = PROVIDERS["Mathemagician"]
    (ability,) = compiled_objects("Mathemagician", kind, text)
    assert ability == {"kind": "continuous", "provides": "purists", "text": text}


@pytest.mark.parametrize("text", [
    "Abominable Lab provides one [H] resource for each <Buro> Character and each <PubOrd> Character you control.",
    "Provides one [p]."])
def test_8_6_provisions_left_unread(text: str) -> None:
    """A card of both designators counted once or twice is a guess; a bare icon is a printed one."""
    assert not compile_text(text, "Abominable Lab", "Site").complete


def _temple(demon_zone: str) -> dict[str, Any]:
    kind, text = PROVIDERS["Infernal Temple"]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 5}, {"id": "B"}],
            "cards": [{"id": "temple", "title": "Infernal Temple", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6, "abilities": compiled_objects("Infernal Temple", kind, text)},
                      {"id": "imp", "title": "Lesser Demon", "type": "character", "controller": "A",
                       "zone": demon_zone, "fighting": 1, **({"column": 1} if demon_zone == "in_play" else {})},
                      {"id": "spell", "title": "Magic Bolt", "type": "character", "controller": "A", "zone": "hand",
                       "cost": 1, "requires": ["Magic"], "fighting": 1}],
            "actions": [{"do": "play", "player": "A", "card": "spell"}, {"do": "pass"}]}


@pytest.mark.parametrize(("demon_zone", "outcome"), [("in_play", "resolved"), ("smoked", "illegal")])
def test_18_1_infernal_temple_puts_a_magic_resource_in_the_pool_for_a_demon_in_play(
        demon_zone: str, outcome: str) -> None:
    result = as_json(resolve(_temple(demon_zone)))
    assert result["outcome"] == outcome, result.get("illegal")
    if outcome == "illegal":  # a Demon in the smoked pile is not one "you control" (18.1)
        assert "18.1" in result["illegal"]["rules"]


REDUCERS = {
    "Dr. April Mucosa": ("Character", "Turn to reduce the damage target character inflicts by 3 until the end of the "
                                      "turn."),
    "Blanket of Darkness": ("Edge", "Turn and maintain to reduce the damage target Character inflicts by 3."),
}
REDUCED_BY_3 = [{"kind": "damage_penalty", "value": 3}, {"kind": "effect_damage_penalty", "value": 3}]


@pytest.mark.parametrize(("title", "kind", "duration"), [("Dr. April Mucosa", "activated", "turn"),
                                                        ("Blanket of Darkness", "turn_and_maintain", None)])
def test_29_5_reducing_the_damage_a_character_inflicts_reduces_both_kinds(
        title: str, kind: str, duration: str | None) -> None:
    card_type, text = REDUCERS[title]
    (ability,) = compiled_objects(title, card_type, text)
    assert ability["kind"] == kind and ability["effect"]["modifiers"] == REDUCED_BY_3
    assert ability["effect"].get("duration") == duration


def _reduced(title: str, then: list[dict[str, Any]]) -> dict[str, Any]:
    card_type, text = REDUCERS[title]
    site = {"type": "site", "row": "front", "body": 12, "column": 1}
    shot = {"kind": "activated", "text": "Turn :: Inflict 2 damage on target Character.",
            "effect": {"effect": "damage", "amount": 2, "aim": "chosen", "select": {"type": "character"},
                       "turn_self": True}}
    reducer = {"id": "doc", "title": title, "type": card_type.lower(), "controller": "A",
               "abilities": compiled_objects(title, card_type, text)}
    if card_type == "Character":
        reducer |= {"column": 1, "fighting": 1}
    return {"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B", "power": 0}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site}, reducer,
                      {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                       "fighting": 9},
                      {"id": "foe", "title": "Foe", "type": "character", "controller": "B", "column": 1,
                       "fighting": 5, "abilities": [shot]}],
            "actions": [{"do": "use", "id": "r1", "player": "A", "card": "doc", "ability": 0, "targets": ["foe"]},
                        {"do": "pass"}, *then]}


def test_29_5_dr_april_mucosa_reduces_an_effects_damage_to_zero() -> None:
    result = as_json(resolve(_reduced("Dr. April Mucosa", [
        {"do": "use", "id": "u1", "player": "B", "card": "foe", "ability": 0, "targets": ["hero"]},
        {"do": "pass"}])))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["hero"]["damage"] == 0  # 2 - 3, never below zero (29.6)


def test_29_5_blanket_of_darkness_reduces_combat_damage_while_maintained() -> None:
    result = as_json(resolve(_reduced("Blanket of Darkness", [
        {"do": "declare_attack", "player": "B", "attackers": ["foe"], "target": "a1"}, {"do": "pass"},
        {"do": "intercept", "player": "A", "assignments": [{"attacker": "foe", "chain": ["hero"]}]}])))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["hero"]["damage"] == 2  # Fighting 5, -3 damage (29.7 step 3)


def test_10_1_sublime_melancholy_subject_gains_minus_fighting_and_inflicts_minus_damage() -> None:
    compiled = compile_text("Play on a Character. Subject gains -2 Fighting and inflicts -2 damage.",
                            "Sublime Melancholy", "State")  # its first two sentences
    assert compiled.complete, compiled.not_modelled
    assert compiled.abilities[1]["modifiers"] == [{"kind": "fighting", "value": -2},  # type: ignore[index]
                                                  {"kind": "damage_penalty", "value": 2}]


CHINS = "Gain 1 Power for every three <Hood> cards in play."
GOOD_OL_BOYS = "+1 Fighting for every 3 [d] resources in your pool."


def test_24_2_chins_criminal_network_gains_one_power_for_every_three_hood_cards() -> None:
    (ability,) = compiled_objects("Chin's Criminal Network", "Event", CHINS)
    assert ability["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none", "per_every": 3,
                                 "per": {"designator": "Hood"}}


def test_18_1_good_ol_boys_gain_one_fighting_for_every_three_dragon_resources() -> None:
    (ability,) = compiled_objects("Good Ol' Boys", "Character", GOOD_OL_BOYS)
    assert ability["per_resource"] == "dragons" and ability["per_every"] == 3
    assert ability["modifiers"] == [{"kind": "fighting", "value": 1}]


@pytest.mark.parametrize(("hoods", "power"), [(5, 1), (6, 2)])
def test_24_2_chins_criminal_network_rounds_down(hoods: int, power: int) -> None:
    (ability,) = compiled_objects("Chin's Criminal Network", "Event", CHINS)
    gangs = [{"id": f"h{i}", "title": f"Hood Thug {i}", "type": "character", "controller": "B", "column": 1,
              "fighting": 1} for i in range(hoods)]
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
                "cards": [{"id": "b1", "title": "Site B", "type": "site", "controller": "B", "column": 1,
                           "row": "front", "body": 6}, *gangs,
                          {"id": "chin", "title": "Chin's Criminal Network", "type": "event", "controller": "A",
                           "zone": "hand", "cost": 0, "abilities": [ability]}],
                "actions": [{"do": "use", "id": "u1", "player": "A", "card": "chin", "ability": 0}, {"do": "pass"}]}
    result = as_json(resolve(scenario))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["players"]["A"]["power"] == power


@pytest.mark.parametrize(("dragons", "fighting"), [(5, 2), (6, 3)])
def test_18_1_good_ol_boys_count_whole_threes(dragons: int, fighting: int) -> None:
    (ability,) = compiled_objects("Good Ol' Boys", "Character", GOOD_OL_BOYS)
    sites = [{"id": f"s{i}", "title": f"Dragon Site {i}", "type": "site", "controller": "A", "column": i + 1,
              "row": "front", "body": 6, "provides": ["Dragons"]} for i in range(dragons)]
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
                "cards": [*sites, {"id": "boys", "title": "Good Ol' Boys", "type": "character", "controller": "A",
                                   "column": 1, "fighting": 1, "abilities": [ability]}],
                "actions": []}
    result = as_json(resolve(scenario))
    assert result["final"]["cards"]["boys"]["fighting"] == fighting


def test_8_6_a_later_version_is_named_in_its_text_without_the_databases_tag() -> None:
    text = "Infernal Temple provides one [M] resource for each Demon Character you control."
    (ability,) = compiled_objects("Infernal Temple v2", "Site", text)
    assert ability["provides"] == "magic"
    assert ability["per"] == {"type": "character", "designator": "Demon", "controller": "you"}


BULLWHIP = ("Limited. Weapon. Subject Character gains +1 damage while this is unturned. Turn to turn a Character at "
            "subject's location; that Character ceases intercepting.")


def test_24_6_bullwhip_turns_a_character_and_that_character_ceases_intercepting() -> None:
    (_, whip) = compiled_objects("Bullwhip", "State", BULLWHIP)
    assert whip["effect"]["effect"] == "turn" and whip["effect"]["choose"]
    assert whip["effect"]["then"] == [{"effect": "cease_intercepting", "aim": "chosen"}]  # on the same Character


def _whipped(actions: list[dict[str, Any]]) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 12, "column": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site},
                      {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3},
                      {"id": "whip", "title": "Bullwhip", "type": "state", "controller": "A", "attached_to": "hero",
                       "abilities": compiled_objects("Bullwhip", "State", BULLWHIP)},
                      {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "column": 1,
                       "fighting": 2},
                      {"id": "pal", "title": "Pal", "type": "character", "controller": "A", "column": 1,
                       "fighting": 1}],
            "actions": actions}


def test_28_6_6_bullwhip_stops_an_interceptor_and_its_attacker_reaches_the_target() -> None:
    result = as_json(resolve(_whipped([
        {"do": "declare_attack", "player": "A", "attackers": ["hero"], "target": "b1"}, {"do": "pass"},
        {"do": "intercept", "player": "B", "assignments": [{"attacker": "hero", "chain": ["guard"]}]},
        {"do": "use", "id": "u1", "player": "A", "card": "whip", "ability": 1, "targets": ["guard"]},
        {"do": "pass"}])))
    assert result["outcome"] == "resolved", result.get("illegal")
    cards = result["final"]["cards"]
    assert cards["guard"]["turned"] and cards["guard"]["damage"] == 0
    assert cards["b1"]["damage"] == 3  # the whip turned, so no +1 damage (10.2)


def test_24_6_bullwhip_on_a_character_not_intercepting_only_turns_it() -> None:
    result = as_json(resolve(_whipped([
        {"do": "use", "id": "u1", "player": "A", "card": "whip", "ability": 1, "targets": ["pal"]},
        {"do": "pass"}])))  # a Character at the subject's location (25.5.6), intercepting nothing
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["pal"]["turned"]


def test_18_1_havoc_suit_adds_half_the_tech_resources_rounded_down() -> None:
    text = ("Weapon. Add half the number of [H] resources in your pool, rounded down, to subject character's "
            "Fighting score.")
    (ability,) = compiled_objects("Havoc Suit", "State", text)
    assert ability["modifiers"] == [{"kind": "fighting", "value": 1}]
    assert (ability["per_resource"], ability["per_every"]) == ("tech", 2) and "affects" not in ability


def test_22_2_2_molten_heart_generates_one_power_for_each_triumvirate_edge() -> None:
    compiled = compile_text("Generates 1 Power for each Triumvirate Edge you control.", "Molten Heart", "Edge")
    (ability,) = [a for a in compiled.abilities if isinstance(a, dict)]  # its last sentence
    edges = [{"id": f"e{i}", "title": f"Triumvirate Pact {i}", "type": "edge", "controller": "A"} for i in range(2)]
    scenario = {"game": "shadowfist", "active_player": "A", "establishing_shot": True,
                "players": [{"id": "A", "power": 0, "hand": 6}, {"id": "B", "power": 0}],
                "cards": [{"id": "heart", "title": "Molten Heart", "type": "edge", "controller": "A",
                           "abilities": [ability]}, *edges],
                "actions": []}
    answer = as_json(resolve(scenario))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["players"]["A"]["power"] == 2  # its Triumvirate Edges; itself is not one


def test_29_7_haunted_damage_on_subject_card_is_increased() -> None:
    compiled = compile_text("All damage inflicted on subject card is increased by 1.", "Haunted", "State")
    (ability,) = compiled_objects("Haunted", "State", "All damage inflicted on subject card is increased by 1.")
    assert compiled.complete and ability["modifiers"] == [{"kind": "damage_taken_bonus", "value": 1}]


FERMAT = "All Characters you control gain +1 Fighting until they leave play, then take 1 damage."


def test_24_6_fermats_last_stand_grants_then_damages_the_same_characters() -> None:
    (ability,) = compiled_objects("Fermat's Last Stand", "Event", FERMAT)
    effect = ability["effect"]
    assert (effect["effect"], effect["aim"], effect["duration"]) == ("grant", "all", "permanent")
    assert effect["then"] == [{"effect": "damage", "amount": 1, "aim": "chosen"}]


def test_24_6_fermats_last_stand_one_fighting_character_survives_its_damage() -> None:
    (ability,) = compiled_objects("Fermat's Last Stand", "Event", FERMAT)
    mine = [{"id": f"m{f}", "title": f"Mine {f}", "type": "character", "controller": "A", "column": 1,
             "fighting": f} for f in (1, 2)]
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 5}, {"id": "B"}],
                "cards": [*mine, {"id": "theirs", "title": "Theirs", "type": "character", "controller": "B",
                                  "column": 1, "fighting": 1},
                          {"id": "fls", "title": "Fermat's Last Stand", "type": "event", "controller": "A",
                           "zone": "hand", "cost": 0, "abilities": [ability]}],
                "actions": [{"do": "use", "id": "u1", "player": "A", "card": "fls", "ability": 0}, {"do": "pass"}]}
    result = as_json(resolve(scenario))
    assert result["outcome"] == "resolved", result.get("illegal")
    cards = result["final"]["cards"]
    # Fighting 1 +1 before its 1 damage (the parts in print order): it stays in play at 2 - 1 (15.1)
    assert cards["m1"]["zone"] == "in_play" and (cards["m1"]["fighting"], cards["m1"]["damage"]) == (1, 1)
    assert cards["theirs"]["damage"] == 0  # only the Characters its player controls (24.2)


KILLDEER = {"Operation Killdeer": "Until the end of the turn, target Character inflicts no damage.",
            "Operation Killdeer vPAP": "Limited. Target a Character :: All damage inflicted by target Character is "
                                       "reduced to 0 until the end of the turn."}


@pytest.mark.parametrize("title", sorted(KILLDEER))
def test_29_6_3_operation_killdeer_reduces_all_damage_target_inflicts_to_zero(title: str) -> None:
    (ability,) = compiled_objects(title, "Event", KILLDEER[title])
    assert ability["effect"]["modifiers"] == [{"kind": "inflicts_reduced_to", "value": 0}]
    assert ability["effect"]["duration"] == "turn"


@pytest.mark.parametrize("fight", [True, False])
def test_29_6_3_a_killdeered_character_inflicts_no_combat_nor_effect_damage(fight: bool) -> None:
    (ability,) = compiled_objects("Operation Killdeer", "Event", KILLDEER["Operation Killdeer"])
    site = {"type": "site", "row": "front", "body": 12, "column": 1}
    shot = {"kind": "activated", "text": "Turn :: Inflict 2 damage on target Character.",
            "effect": {"effect": "damage", "amount": 2, "aim": "chosen", "select": {"type": "character"},
                       "turn_self": True}}
    then = [{"do": "declare_attack", "player": "B", "attackers": ["foe"], "target": "a1"}, {"do": "pass"},
            {"do": "intercept", "player": "A", "assignments": [{"attacker": "foe", "chain": ["hero"]}]}] if fight \
        else [{"do": "use", "id": "u2", "player": "B", "card": "foe", "ability": 0, "targets": ["hero"]}, {"do": "pass"}]
    scenario = {"game": "shadowfist", "active_player": "B", "players": [{"id": "A", "power": 3}, {"id": "B"}],
                "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                          {"id": "b1", "title": "Site B", "controller": "B", **site},
                          {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                           "fighting": 2},
                          {"id": "foe", "title": "Foe", "type": "character", "controller": "B", "column": 1,
                           "fighting": 5, "abilities": [shot]},
                          {"id": "kd", "title": "Operation Killdeer", "type": "event", "controller": "A",
                           "zone": "hand", "cost": 0, "abilities": [ability]}],
                "actions": [{"do": "use", "id": "u1", "player": "A", "card": "kd", "ability": 0, "targets": ["foe"]},
                            {"do": "pass"}, *then]}
    result = as_json(resolve(scenario))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["hero"]["damage"] == 0
    assert result["final"]["cards"]["foe"]["damage"] == (2 if fight else 0)  # the combat took place (29.1)


POLICE = ("Turn and maintain Police Station to give target <Cop> character +2 Fighting, or turn to inflict 2 damage on "
          "target <Hood> Character or <Hood> Site.")


def test_24_1_police_station_prints_two_abilities_each_with_its_own_cost() -> None:
    maintained, shot = compiled_objects("Police Station v2", "Site", POLICE)
    assert maintained["kind"] == "turn_and_maintain" and maintained["effect"]["modifiers"] == [
        {"kind": "fighting", "value": 2}]
    assert shot["kind"] == "activated" and shot["effect"]["turn_self"] and shot["effect"]["amount"] == 2
    assert shot["text"].startswith("Turn to inflict")  # each its own words, for a `use` to name it
