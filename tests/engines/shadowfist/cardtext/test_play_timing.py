"""An Event's "Play during ..." (rule 25.1.1: "The timing restriction for playing a card is
determined by its card type or given in the requirements of the effect"): compiled from real
cards' text into the `condition` of the Event's ability, and checked when the Event is played."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}
NOWHERE = '"They Came Out of Nowhere!"'


def _compiled(title: str) -> Any:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"])


def test_25_1_1_they_came_out_of_nowhere_play_during_an_attack_is_the_events_condition() -> None:
    """"They Came Out of Nowhere!": "Play during an attack. Your Characters gain Mobility until the
    end of the attack. You have an additional opportunity this attack to declare interceptors,
    after all other players have done so." The timing and the first effect are read together."""
    played = _compiled(NOWHERE).abilities[0]
    assert played["condition"] == {"is": "attack_under_way", "of": "source"}
    assert played["text"].startswith("Play during an attack. Your Characters gain Mobility")
    assert [n.text for n in _compiled(NOWHERE).not_modelled] == [CARDS[NOWHERE]["text"].split(". ", 2)[2]]


def test_25_1_1_napalm_sunrise_timing_of_an_unread_effect_is_not_modelled() -> None:
    """Napalm Sunrise: "Play during your turn. Inflict 2 damage on each Character and Site at target
    location." The effect is not read, so its timing is listed with it, not dropped."""
    result = _compiled("Napalm Sunrise")
    assert not result.abilities
    assert [n.category for n in result.not_modelled] == ["play timing of an effect not modelled",
                                                        "selector not in the language"]


def test_25_1_1_timings_the_conditions_cannot_say_stay_not_modelled() -> None:
    """Bait and Switch's "Play during an attack you declared, when you no longer control any
    attackers." adds a state of the attack: not read as any attack you declared."""
    result = compile_text("Play during an attack you declared, when you no longer control any attackers. Smoke "
                          "target Site.", "E", "Event")
    assert result.not_modelled[0].category == "play timing"
    assert "condition" not in result.abilities[0]


def test_25_1_1_each_timing_maps_to_its_condition() -> None:
    conditions = {t: compile_text(f"{t} Smoke target Site.", "E", "Event").abilities[0]["condition"]["is"]
                  for t in ("Play during an attack.", "Play during your turn.", "Play during your Main Shot.",
                            "Play during an opponent's turn.")}
    assert conditions == {"Play during an attack.": "attack_under_way", "Play during your turn.": "your_turn",
                          "Play during your Main Shot.": "your_main_shot",
                          "Play during an opponent's turn.": "opponents_turn"}


def _scenario(actions: list[dict[str, Any]], active: str = "A") -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": active,
            "players": [{"id": "A", "power": 3}, {"id": "B", "power": 3}],
            "cards": [{"id": "hero", "title": "Hero", "type": "character", "controller": "A", "fighting": 2,
                       "column": 1},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "ev", "title": NOWHERE, "type": "event", "controller": "A", "zone": "hand",
                       "cost": 0, "abilities": _compiled(NOWHERE).abilities}],
            "actions": actions}


PLAY = {"do": "use", "id": "nowhere", "player": "A", "card": "ev", "ability": 0}


def test_25_1_1_an_event_played_during_an_attack_is_refused_outside_one() -> None:
    illegal = as_json(resolve(_scenario([PLAY])))["illegal"]
    assert "during an attack" in illegal["reason"] and "25.1.1" in illegal["rules"]


def test_25_1_1_an_event_played_during_an_attack_resolves_in_one() -> None:
    attack = {"do": "declare_attack", "player": "A", "attackers": ["hero"], "target": "b1"}
    answer = as_json(resolve(_scenario([attack, PLAY, {"do": "pass"}])))
    assert answer["outcome"] == "resolved"
    assert any(s["text"].endswith("resolves: Hero gains Mobility until the end of the attack.")
               for s in answer["steps"])


def test_22_0_an_event_played_during_an_opponents_turn_is_refused_in_your_own() -> None:
    scenario = _scenario([])
    scenario["cards"][2]["abilities"] = compile_text("Play during an opponent's turn. Smoke target Site.", "E",
                                                     "Event").abilities
    scenario["actions"] = [{**PLAY, "targets": ["b1"]}]
    illegal = as_json(resolve(scenario))["illegal"]
    assert "during an opponent's turn" in illegal["reason"] and "22.0" in illegal["rules"]


#: the community card database's text: Open a Can of Whupass (its effect's X is not read) and
#: Cutting Loose Ends (its effect is not read)
WHUPASS = "Play any time except during an attack. Until the end of the turn, target Character you control gains +X Fighting."
LOOSE_ENDS = "Play any time except during an attack :: Each player, beginning with you and proceeding clockwise, may smoke 1 card"


def test_25_1_1_any_time_except_during_an_attack_is_the_negated_condition() -> None:
    """The real timing read before an effect the compiler reads; the real cards' effects are not
    read, so their timing is listed with them, not dropped."""
    played = compile_text("Play any time except during an attack. Smoke target Site.", "E", "Event").abilities[0]
    assert played["condition"] == {"is": "attack_under_way", "of": "source", "not": True}
    assert compile_text(WHUPASS, "Open a Can of Whupass", "Event").not_modelled[0].category == \
        "play timing of an effect not modelled"
    assert not compile_text(LOOSE_ENDS, "Cutting Loose Ends", "Event").abilities


def test_25_1_1_except_during_an_attack_you_declared_stays_not_modelled() -> None:
    result = compile_text("Play any time except during an attack you declared. Smoke target Site.", "E", "Event")
    assert result.not_modelled[0].category == "play timing" and "condition" not in result.abilities[0]


def test_25_1_1_an_event_played_except_during_an_attack_is_refused_in_one() -> None:
    scenario = _scenario([])
    scenario["cards"][2]["abilities"] = compile_text("Play any time except during an attack. Smoke target Site.",
                                                     "E", "Event").abilities
    attack = {"do": "declare_attack", "player": "A", "attackers": ["hero"], "target": "b1"}
    scenario["actions"] = [attack, {**PLAY, "targets": ["b1"]}]
    illegal = as_json(resolve(scenario))["illegal"]
    assert "only except during an attack" not in illegal["reason"] and "except during an attack" in illegal["reason"]
    assert "25.1.1" in illegal["rules"]
    scenario["actions"] = [{**PLAY, "targets": ["b1"]}, {"do": "pass"}]
    assert as_json(resolve(scenario))["outcome"] == "resolved"


#: the community card database's text of each timing
BOOBY_TRAP = "Play during an attack on a Site you control."
RESCUE = "Play during an attack against a card you control."
TORCH = "Play during an attack against a Site :: Inflict X non-combat damage on that Site."
HEAT = "Play during an attack on a card you control by an opponent who controls more Power-generating Sites than you."
TIGER = ("Play during an attack against a Character and target an attacking Character :: Target gains Ambush and "
         "Assassinate until the end of the turn.")


def test_28_1_during_an_attack_against_a_selected_target_is_the_condition_with_a_selector() -> None:
    """Booby Trap and Unexpected Rescue's timings, read before an effect the compiler reads."""
    read = {t: compile_text(f"{t} Smoke target Site.", "E", "Event").abilities[0]["condition"]
            for t in (BOOBY_TRAP, RESCUE)}
    assert read == {BOOBY_TRAP: {"is": "attack_under_way", "of": "source",
                                 "select": {"type": "site", "controller": "you"}},
                    RESCUE: {"is": "attack_under_way", "of": "source", "select": {"controller": "you"}}}


def test_28_1_a_target_with_a_clause_the_selectors_lack_stays_not_modelled() -> None:
    """Heat of Battle names who attacks; Torch the Place's effect has an X: neither is read."""
    assert compile_text(f"{HEAT} Smoke target Site.", "Heat of Battle", "Event").not_modelled[0].text == HEAT
    assert not compile_text(TORCH, '"Torch the Place!"', "Event").abilities


def test_24_1_operation_hidden_tiger_timing_and_target_before_the_double_colon_are_its_requirements() -> None:
    """Operation Hidden Tiger: the requirements before "::" (24.1) are its timing (24.1.2, 25.1.1)
    and its target (24.1.3): the attack's target a Character (28.1), an attacking Character chosen."""
    result = compile_text(TIGER, "Operation Hidden Tiger", "Event")
    assert result.complete
    played = result.abilities[0]
    assert played["condition"] == {"is": "attack_under_way", "of": "source", "select": {"type": "character"}}
    assert played["effect"] == {"effect": "grant", "aim": "chosen", "abilities": ["Ambush", "Assassinate"],
                                "select": {"type": "character", "state": "attacking"}, "duration": "turn"}
    assert played["text"] == TIGER


def test_25_1_1_operation_hidden_tiger_is_refused_during_an_attack_on_a_site() -> None:
    scenario = _scenario([])
    scenario["cards"][2]["abilities"] = compile_text(TIGER, "Operation Hidden Tiger", "Event").abilities
    attack = {"do": "declare_attack", "player": "A", "attackers": ["hero"], "target": "b1"}
    scenario["actions"] = [attack, {**PLAY, "targets": ["hero"]}]
    illegal = as_json(resolve(scenario))["illegal"]
    assert "during an attack against" in illegal["reason"] and "25.1.1" in illegal["rules"]


def test_28_1_an_event_played_during_an_attack_on_your_site_is_refused_in_an_attack_on_theirs() -> None:
    scenario = _scenario([])
    scenario["cards"][2]["abilities"] = compile_text(f"{BOOBY_TRAP} Smoke target Site.", "E", "Event").abilities
    attack = {"do": "declare_attack", "player": "A", "attackers": ["hero"], "target": "b1"}
    scenario["actions"] = [attack, {**PLAY, "targets": ["b1"]}]
    illegal = as_json(resolve(scenario))["illegal"]
    assert "during an attack against" in illegal["reason"] and "25.1.1" in illegal["rules"]
    scenario["cards"][2]["abilities"] = compile_text("Play during an attack against a Site. Smoke target Site.",
                                                     "E", "Event").abilities
    scenario["actions"] = [attack, {**PLAY, "targets": ["b1"]}, {"do": "pass"}]
    assert as_json(resolve(scenario))["outcome"] == "resolved"
