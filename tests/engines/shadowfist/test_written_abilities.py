"""Abilities written on cards (docs/shadowfist-abilities.md): continuous and conditional abilities,
selectors by designator and faction, turn-and-maintain, counters, triggered and delayed
effects, modifying effects. The library scenarios hold the outcomes; these tests check what
`expected` cannot say (step order, which step cites a rule, 422 paths, the legality query)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.model.matching import designators, parse_immunity
from refbase.engines.shadowfist.options import options

from ._support import LIBRARY_DIR, as_json, load


def scenario_of(scenario_id: str) -> dict[str, Any]:
    return copy.deepcopy(load(LIBRARY_DIR / f"{scenario_id}.json")["scenario"])


def run(payload: dict[str, Any]) -> dict[str, Any]:
    return as_json(resolve(payload))


def first(steps: list[dict[str, Any]], text: str) -> int:
    return next(i for i, s in enumerate(steps) if text in s["text"])


def citing(steps: list[dict[str, Any]], number: str) -> list[str]:
    return [s["text"] for s in steps if number in s["rules"]]


def errors_of(payload: dict[str, Any]) -> dict[str, list[str]]:
    with pytest.raises(ScenarioInvalid) as info:
        resolve(payload)
    return info.value.errors


# --- 10.1, 10.2: continuous and conditional abilities ------------------------------------------

def test_10_2_while_attacking_bonus_switches_off_when_the_attack_is_over() -> None:
    steps = run(scenario_of("sf-10-2-while-attacking-bonus-ends-with-the-attack"))["steps"]
    over = first(steps, "The attack is over")
    assert "10.2" in steps[over]["rules"]
    assert first(steps, "inflicts 1 combat damage on") < over < first(steps, "Charger's Fighting is zero")
    assert steps[first(steps, "Charger's Fighting is zero")]["rules"] == ["24.8.1.3", "20.2"]


def test_10_2_while_attacking_bonus_counts_in_combat() -> None:
    r = run(scenario_of("sf-10-2-while-attacking-bonus-ends-with-the-attack"))
    assert any(s["text"] == "Shaolin Charger inflicts 3 combat damage on Gate Guard." for s in r["steps"])


def test_10_2_condition_not_met_gives_nothing() -> None:
    payload = scenario_of("sf-10-2-while-attacking-bonus-ends-with-the-attack")
    payload["actions"] = [{"do": "end_turn", "player": "A"}]
    assert run(payload)["final"]["cards"]["charger"]["fighting"] == 2


def test_10_1_edge_text_inactive_until_it_resolves() -> None:
    steps = run(scenario_of("sf-10-1-edge-bonus-active-only-once-it-resolves"))["steps"]
    assert first(steps, "Blast resolves") < first(steps, "Veteran's Fighting is reduced to zero") \
        < first(steps, "Dragon Banner resolves")


def test_24_8_1_3_recalculation_smokes_after_the_count_drops() -> None:
    steps = run(scenario_of("sf-24-8-1-3-for-each-count-drops-when-a-cop-is-smoked"))["steps"]
    assert first(steps, "Hong Kong Cop's Fighting is reduced to zero") < first(steps, "Recalculating, Police Sergeant")


def test_10_2_at_this_location_counts_only_there() -> None:
    payload = scenario_of("sf-10-2-at-this-location-bonus-lost-by-moving")
    payload["actions"] = []
    assert run(payload)["final"]["cards"]["student"]["fighting"] == 1  # 1 + 1 - 1 damage


# --- 14.0, 18.2, 40.0: selectors ---------------------------------------------------------------------

def test_14_0_designators_of_the_rulebook_examples() -> None:
    assert "x" in designators("Mr. X", "") & designators("X-Ray Specs", "")
    assert {"gun", "toting"} <= designators("Gun-Toting Monk", "")
    assert {"mega", "tank"} <= designators("MegaTank", "")
    assert "monkey" in designators('"Monkey" Chang', "") & designators("Ba-BOOM!", "Monkey Business")


def test_14_2_plural_and_possessive_match_the_singular() -> None:
    assert "hermit" in designators("Hermit's Cave", "")
    assert "cop" in designators("Dirty Cops", "")
    assert "man" in designators("Iron Men", "")


def test_14_3_type_words_of_a_subtitle_are_not_designators() -> None:
    assert "feng" not in designators("Kinoko Hill", "Feng Shui Site")
    assert "feng" in designators("Feng Kan", "")
    assert not {"the", "of", "at"} & designators("The Hand of Death at Dawn", "")


def test_14_2_plural_target_cites_the_other_forms_rule() -> None:
    steps = run(scenario_of("sf-14-2-target-a-cop-accepts-cops"))["steps"]
    assert citing(steps, "14.2") == ["Dirty Cops has the designator Cop (a plural or possessive form of it, which matches)."]


def test_14_0_illegal_target_names_the_selector() -> None:
    r = run(scenario_of("sf-14-0-copper-is-not-a-cop"))
    assert "Cop Characters" in r["illegal"]["reason"]


def test_40_0_immunity_to_faction_and_designator_cards_parses() -> None:
    assert parse_immunity("Lotus cards") == "faction:lotus"
    assert parse_immunity("Cop cards") == "designator:cop"
    assert parse_immunity("Events") is None


def test_40_0_faction_immunity_spares_other_factions() -> None:
    payload = scenario_of("sf-40-0-immunity-to-lotus-cards")
    payload["cards"][0]["factions"] = ["dragons"]
    payload["actions"].append({"do": "pass"})
    assert run(payload)["final"]["cards"]["monk"]["zone"] == "smoked"


# --- 10.4: turn and maintain ---------------------------------------------------------------------------

def test_10_4_maintained_control_ends_when_the_card_leaves_play() -> None:
    payload = scenario_of("sf-10-4-maintained-control-ends-when-unturned")
    payload["actions"][2] = {"do": "effect", "id": "kill", "player": "B", "card": "Sniper Shot",
                             "source_type": "event", "effect": "damage", "targets": ["pup"], "amount": 1}
    r = run(payload)
    assert r["final"]["cards"]["brute"]["controller"] == "B"
    assert any("Puppeteer left play: the ability it maintained" in t for t in citing(r["steps"], "10.4"))


def test_10_4_turned_card_cannot_use_turn_and_maintain() -> None:
    payload = scenario_of("sf-10-4-maintained-control-while-turned")
    payload["cards"][1]["turned"] = True
    r = run(payload)
    assert r["outcome"] == "illegal" and "21.0" in r["illegal"]["rules"]


# --- 10.5: counters -------------------------------------------------------------------------------------

def test_10_5_2_removing_counters_leaves_the_modification() -> None:
    r = run(scenario_of("sf-10-5-2-a-fighting-bonus-is-not-counters"))
    assert "counters" not in r["final"]["cards"]["reaver"]
    assert any("not counters and stay" in t for t in citing(r["steps"], "10.5.2"))


def test_10_5_counters_are_placed_by_an_effect_that_says_counter() -> None:
    payload = scenario_of("sf-10-5-1-counters-remain-when-the-ability-is-lost")
    payload["actions"] = [{"do": "effect", "id": "c", "player": "A", "card": "Chi Focus", "source_type": "event",
                           "effect": "add_counters", "targets": ["hunter"], "amount": 1}, {"do": "pass"}]
    hunter = run(payload)["final"]["cards"]["hunter"]
    assert hunter["counters"] == 3 and hunter["fighting"] == 5


def test_34_0_counters_are_lost_when_the_card_leaves_play() -> None:
    payload = scenario_of("sf-10-5-1-counters-remain-when-the-ability-is-lost")
    payload["actions"] = [{"do": "effect", "id": "k", "player": "B", "card": "Spirit Wrack", "source_type": "event",
                           "effect": "smoke", "targets": ["hunter"]}, {"do": "pass"}]
    assert "counters" not in run(payload)["final"]["cards"]["hunter"]


# --- 26.1, 26.4, 30.2: triggers -------------------------------------------------------------------------

def test_26_1_3_smoked_card_triggers_while_its_text_was_active() -> None:
    steps = run(scenario_of("sf-26-1-1-mandatory-trigger-when-smoked"))["steps"]
    assert first(steps, "Martyr is smoked: Loyal Martyr's triggered ability triggers") \
        < first(steps, "Loyal Martyr's triggered effect is generated")
    assert citing(steps, "26.1.3")


def test_26_1_2_voluntary_trigger_not_used_changes_nothing() -> None:
    payload = scenario_of("sf-26-1-2-voluntary-trigger-used-in-the-response-scene")
    payload["actions"] = payload["actions"][:1]
    r = run(payload)
    assert r["final"]["cards"]["raider"]["damage"] == 0 and r["final"]["cards"]["b1"]["damage"] == 3


def test_26_1_1_mandatory_trigger_cannot_be_used_by_choice() -> None:
    payload = scenario_of("sf-26-1-1-mandatory-trigger-when-smoked")
    payload["actions"] = [{"do": "use", "id": "u", "player": "A", "card": "martyr", "ability": 0}]
    assert run(payload)["illegal"]["rules"] == ["26.1.1"]


def test_26_1_5_simultaneous_triggers_go_clockwise_from_the_active_player() -> None:
    watch = {"kind": "triggered", "trigger": {"on": "end_of_turn"},
             "effect": {"effect": "gain_power", "aim": "none", "amount": 1}}
    payload = {"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a", "title": "Clock A", "type": "site", "controller": "A", "column": 1,
                          "row": "front", "body": 5, "abilities": [watch]},
                         {"id": "b", "title": "Clock B", "type": "site", "controller": "B", "column": 1,
                          "row": "front", "body": 5, "abilities": [watch]}],
               "actions": [{"do": "end_turn", "player": "B"}]}
    r = run(payload)
    steps = r["steps"]
    assert citing(steps, "26.1.5")
    assert first(steps, "Clock B's triggered effect is generated") < first(steps, "Clock A's triggered effect is generated")
    assert r["final"]["players"]["A"]["power"] == 1 and r["final"]["players"]["B"]["power"] == 1


def test_30_2_enter_combat_effect_resolves_before_damage() -> None:
    steps = run(scenario_of("sf-30-2-enter-combat-trigger-resolves-before-damage"))["steps"]
    assert first(steps, "Berserker resolves") < first(steps, "Berserker inflicts 5 combat damage")
    assert steps[first(steps, "Effects triggered by entering combat")]["phase"] == "combat"


def test_26_4_delayed_effect_waits_for_the_end_of_the_turn() -> None:
    steps = run(scenario_of("sf-26-4-delayed-effect-smokes-at-end-of-turn"))["steps"]
    assert first(steps, "declares the end of the turn") < first(steps, "delayed effect is generated") \
        < first(steps, "smokes Young Hero")


def test_26_4_delayed_effect_forgets_a_card_that_left_play() -> None:
    payload = scenario_of("sf-26-4-delayed-effect-smokes-at-end-of-turn")
    payload["actions"][2:2] = [{"do": "effect", "id": "k", "player": "B", "card": "Spirit Wrack",
                                "source_type": "event", "effect": "smoke", "targets": ["hero"]}, {"do": "pass"}]
    r = run(payload)
    assert r["outcome"] == "resolved" and citing(r["steps"], "34.0")


# --- 26.6: modifying effects -----------------------------------------------------------------------------

def test_26_6_5_step_says_the_modification_ceased() -> None:
    steps = run(scenario_of("sf-26-6-5-smoked-state-no-longer-modifies"))["steps"]
    assert citing(steps, "26.6.5")


def test_26_6_1_retarget_only_in_response() -> None:
    payload = scenario_of("sf-26-6-4-retargeting-keeps-the-numbers")
    payload["actions"].insert(1, {"do": "pass"})
    r = run(payload)
    assert r["outcome"] == "illegal" and "26.6.1" in r["illegal"]["rules"]


# --- the scenario format: 422 naming the field -------------------------------------------------------------

@pytest.mark.parametrize(("ability", "field"), [
    ({"kind": "sometimes"}, "cards[1].abilities[1].kind"),
    ({"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}], "condition": {"is": "dancing"}},
     "cards[1].abilities[1].condition.is"),
    ({"kind": "continuous"}, "cards[1].abilities[1].modifiers"),
    ({"kind": "continuous", "grants": ["Flight"]}, "cards[1].abilities[1].grants[0]"),
    ({"kind": "triggered", "trigger": {"on": "smoked"}, "effect": {"effect": "gain_power", "amount": 1, "power": 1}},
     "cards[1].abilities[1].optional"),
    ({"kind": "activated", "effect": {"effect": "explode"}}, "cards[1].abilities[1].effect.effect"),
    ({"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
      "affects": {"faction": "pirates"}}, "cards[1].abilities[1].affects.faction"),
    (7, "cards[1].abilities[1]"),
])
def test_malformed_ability_object_names_the_field(ability: Any, field: str) -> None:
    payload = scenario_of("sf-10-2-while-attacking-bonus-ends-with-the-attack")
    payload["cards"][0]["abilities"] = ["Toughness: 1", ability]
    payload["cards"].insert(0, payload["cards"].pop(1))  # the ability's card is cards[1]
    assert field in errors_of(payload)


def test_printed_word_error_keeps_its_place_among_objects() -> None:
    payload = scenario_of("sf-10-2-while-attacking-bonus-ends-with-the-attack")
    payload["cards"][0]["abilities"] = [payload["cards"][0]["abilities"][0], "Flight"]
    assert "cards[0].abilities[1]" in errors_of(payload)


def test_use_names_an_ability_object() -> None:
    payload = scenario_of("sf-14-2-target-a-cop-accepts-cops")
    payload["actions"][0]["ability"] = 3
    assert "actions[0].ability" in errors_of(payload)


# --- the legality query offers the new actions -------------------------------------------------------------

def test_options_offer_turn_and_maintain_on_a_legal_target() -> None:
    payload = scenario_of("sf-10-4-maintained-control-while-turned")
    payload["actions"] = []
    offered = [o.action for o in options(payload).options if o.action["do"] == "use"]
    assert offered and {tuple(o["targets"]) for o in offered} == {("brute",)}


def test_options_offer_a_voluntary_trigger_in_its_scene_only() -> None:
    payload = scenario_of("sf-26-1-2-voluntary-trigger-used-in-the-response-scene")
    payload["actions"] = payload["actions"][:1]
    offered = [o.action for o in options(payload).options if o.action["do"] == "use"]
    assert offered and all(o["card"] == "b1" and o["targets"] == ["raider"] for o in offered)
    payload["actions"] = []
    assert not [o for o in options(payload).options if o.action["do"] == "use"]


# --- 26.5: durations; 26.1.1: a mandatory trigger that chooses ------------------------------------------

def test_26_5_until_the_end_of_combat_expires_between_combats() -> None:
    steps = run(scenario_of("sf-26-5-until-the-end-of-combat"))["steps"]
    assert first(steps, "Gate Guard's Fighting is reduced to zero") < first(steps, "until the end of the combat expire") \
        < first(steps, "Young Hero enters combat with B's Site 1")


def test_26_5_combat_duration_needs_an_attack() -> None:
    payload = scenario_of("sf-26-5-until-the-end-of-combat")
    payload["actions"] = payload["actions"][2:3]
    r = run(payload)
    assert r["outcome"] == "illegal" and r["illegal"]["rules"] == ["26.5"]


def test_26_5_next_turn_duration_outlasts_a_turn_duration() -> None:
    payload = scenario_of("sf-26-5-until-the-end-of-the-next-turn")
    payload["actions"][0]["duration"] = "turn"
    assert run(payload)["final"]["cards"]["hero"]["zone"] == "smoked"


def test_26_1_1_pending_trigger_choices_are_offered_by_the_legality_query() -> None:
    payload = scenario_of("sf-26-1-1-mandatory-trigger-asks-for-its-target")
    offered = sorted(o.action["targets"][0] for o in options(payload).options if o.action["do"] == "use")
    assert offered == ["a1", "b1"]


def test_26_1_1_mandatory_trigger_choice_must_fit_its_selector() -> None:
    payload = scenario_of("sf-24-5-2-enters-play-trigger-resolves-before-the-card")
    payload["actions"][1]["targets"] = ["gard"]
    r = run(payload)
    assert r["outcome"] == "illegal" and "24.1.3.2" in r["illegal"]["rules"]


# --- 30.1: "about to enter combat"; 26.1.2: face-down Feng Shui Sites --------------------------------------

def test_30_1_about_to_enter_combat_not_in_the_attack_response() -> None:
    payload = scenario_of("sf-30-1-about-to-enter-combat-in-the-pre-combat-scene")
    del payload["actions"][1:4]  # the `use` now falls in the attack's response scene
    r = run(payload)
    assert r["outcome"] == "illegal" and "30.1" in r["illegal"]["rules"]


def test_26_1_2_face_down_site_need_not_reveal() -> None:
    payload = scenario_of("sf-26-1-2-face-down-site-trigger-is-voluntary")
    payload["actions"] = payload["actions"][:1]
    r = run(payload)
    assert r["final"]["players"]["B"]["power"] == 0
    assert not any("reveals Hidden Temple" in s["text"] for s in r["steps"])


def test_26_1_2_face_down_site_trigger_is_offered() -> None:
    payload = scenario_of("sf-26-1-2-face-down-site-trigger-is-voluntary")
    payload["actions"] = payload["actions"][:1]
    assert [o.action["card"] for o in options(payload).options if o.action["do"] == "use"] == ["b1"]


# --- 26.2.1: responses to a card type being played ----------------------------------------------------------

def test_26_2_1_response_offered_only_when_the_event_is_played() -> None:
    payload = scenario_of("sf-26-2-1-response-to-an-event-being-played")
    payload["actions"] = payload["actions"][:1]
    assert [o.action["card"] for o in options(payload).options if o.action["do"] == "use"] == ["abbot"]
    payload["actions"] = []
    assert "abbot" not in [o.action.get("card") for o in options(payload).options if o.action["do"] == "use"]


def test_26_2_1_own_event_does_not_trigger_an_opponents_only_response() -> None:
    payload = scenario_of("sf-26-2-1-response-to-an-event-being-played")
    payload["actions"][1]["player"] = "B"
    payload["cards"][0]["controller"] = "B"
    payload["actions"][0]["player"] = "B"
    r = run(payload)
    assert r["outcome"] == "illegal" and r["illegal"]["action"] == 1


def test_40_0_immunity_given_by_a_maintained_ability_protects() -> None:
    payload = scenario_of("sf-10-4-maintained-after-no-longer-legal")
    hall = payload["cards"][0]["abilities"][0]
    hall["effect"]["abilities"] = ["Immunity: Events"]
    payload["actions"] = payload["actions"][:2] + [payload["actions"][4]]
    r = run(payload)
    assert r["outcome"] == "illegal" and "40.0" in r["illegal"]["rules"]


def test_10_4_blanking_the_card_ends_what_it_maintains() -> None:
    steps = run(scenario_of("sf-10-4-maintained-control-ends-when-blanked"))["steps"]
    assert first(steps, "Mind Wipe resolves") < first(steps, "Puppeteer is blanked: the ability it maintained") \
        < first(steps, "Control of Brute goes back to B")


def test_10_4_a_turn_and_maintain_ability_cannot_sacrifice_its_card() -> None:
    """10.4: what a maintained ability gives lasts while its card stays in play: a cost
    sacrificing that card is refused when the scenario loads, naming the field."""
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "s", "title": "Odd Site", "type": "site", "controller": "A", "column": 1,
                          "row": "front", "body": 5, "abilities": [
                              {"kind": "turn_and_maintain", "text": "Turn and maintain and sacrifice :: ...",
                               "effect": {"effect": "grant", "aim": "self", "abilities": ["Guts"],
                                          "sacrifice_self": True}}]}],
               "actions": []}
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert "10.4" in str(err.value.errors) and "sacrifice" in str(err.value.errors)


def _devourer(action: dict[str, Any]) -> dict[str, Any]:
    ability = {"kind": "activated", "text": "Sacrifice a Character :: +2 Fighting.",
               "effect": {"effect": "grant", "aim": "self", "modifiers": [{"kind": "fighting", "value": 2}],
                          "duration": "turn", "sacrifice": {"type": "character"}}}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 5},
                      {"id": "dev", "title": "Devourer", "type": "character", "controller": "A", "fighting": 2,
                       "column": 1, "abilities": [ability]},
                      {"id": "site", "title": "Other Site", "type": "site", "controller": "A", "column": 2,
                       "row": "front", "body": 5}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "dev", "ability": 0, **action}]}


def test_45_1_a_sacrifice_cost_needs_the_card_named_and_of_its_kind() -> None:
    """45.1: the text says which kind of card; the player names one it controls."""
    missing = as_json(resolve(_devourer({})))["illegal"]
    assert "name it in `sacrifice`" in missing["reason"] and "45.1" in missing["rules"]
    wrong = as_json(resolve(_devourer({"sacrifice": "site"})))["illegal"]
    assert "Other Site is not one of the" in wrong["reason"] and "45.1" in wrong["rules"]


def test_39_0_a_discard_cost_takes_a_card_from_its_players_hand_only() -> None:
    """39.0: a discarded card comes from the hand; B's card is not A's to discard."""
    payload = _devourer({})
    payload["cards"][1]["abilities"][0]["effect"] = {
        "effect": "grant", "aim": "self", "modifiers": [{"kind": "fighting", "value": 1}], "duration": "turn",
        "discard": {}}
    payload["cards"].append({"id": "theirs", "title": "Their Card", "type": "event", "controller": "B", "zone": "hand"})
    payload["actions"][0]["discard"] = "theirs"
    illegal = as_json(resolve(payload))["illegal"]
    assert "not in A's hand" in illegal["reason"] and "39.0" in illegal["rules"]


def test_24_1_4_a_turn_cost_needs_an_unturned_card_of_its_kind() -> None:
    """24.1.4, 21.0: the card the cost turns is named, of its kind, and not already turned."""
    payload = _devourer({"turn": "site"})
    payload["cards"][1]["abilities"][0]["effect"] = {
        "effect": "grant", "aim": "self", "modifiers": [{"kind": "fighting", "value": 1}], "duration": "turn",
        "turn": {"type": "site", "controller": "you"}}
    assert as_json(resolve(payload))["outcome"] == "resolved"
    payload["cards"][2]["turned"] = True
    illegal = as_json(resolve(payload))["illegal"]
    assert "already turned" in illegal["reason"]


def _leap(interceptor_abilities: list[str], extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "A Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "b1", "title": "B Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "leaper", "title": "Leaper", "type": "character", "controller": "A", "fighting": 3,
                       "column": 1, "abilities": ["Superleap", "Stealth"]},
                      {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "fighting": 6,
                       "column": 1, "turned": True, "abilities": interceptor_abilities}],
            "actions": [{"do": "declare_attack", "player": "A", "attackers": ["leaper"], "target": "b1"},
                        {"do": "pass"},
                        {"do": "intercept", "player": "B", "assignments": [{"attacker": "leaper", "chain": ["guard"]}]},
                        *(extra or [])]}


def test_40_0_superleap_and_stealth_are_not_used_against_a_card_not_affected_by_them() -> None:
    """40.0 item 7: an immune card cannot have Superleap or Stealth used against it."""
    assert "50.15" in as_json(resolve(_leap([])))["illegal"]["rules"]
    assert as_json(resolve(_leap(["Not affected by Superleap"])))["outcome"] == "resolved"
    stealth = [{"do": "stealth", "player": "A", "attacker": "leaper", "bypass": "guard"}]
    illegal = as_json(resolve(_leap(["Not affected by Superleap", "Not affected by Stealth"], stealth)))["illegal"]
    assert "not affected by Stealth" in illegal["reason"] and "40.0" in illegal["rules"]
