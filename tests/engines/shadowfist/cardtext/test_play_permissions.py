"""A card's text breaking its type's play timing (25.1.1: "Chi Detachment is an example of a State with
rules text that breaks its timing restrictions"), on real Characters' printed text (copied from the
community card dump): "Can be played during an opponent's turn" and "during any Main Shot" are the
engine's words (checks/play_timing.py): any player's Main Shot, still outside attacks (25.4)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text

from .._support import as_json

#: title -> printed text, as the dump prints them (all Characters)
CARDS = {
    "Tactical Team": "Can be played during an opponent's turn.",
    "Night Horror": "Ambush. Can be played during an opponent's turn. May attack during an opponent's turn.",
    "Redeemed Assassin": "You can play Redeemed Assassin during an opponent's turn. Redeemed Assassin has "
                         "Toughness: 1 for the duration of the turn in which he enters play.",
    "Rapid Response Team": "You may play Rapid Response Team during any Main Shot. You may fill your hand to your "
                           "maximum hand size when Rapid Response Team enters play.",
}


@pytest.mark.parametrize(("title", "words"), [
    ("Tactical Team", "Can be played during an opponent's turn"),
    ("Redeemed Assassin", "Can be played during an opponent's turn"),
    ("Rapid Response Team", "Can be played during any Main Shot"),
])
def test_25_1_1_a_characters_text_breaks_its_play_timing(title: str, words: str):
    compiled = compile_text(CARDS[title], title, "Character")
    assert compiled.abilities[0] == words
    assert all(not n.text.endswith("turn.") and "any Main Shot" not in n.text for n in compiled.not_modelled)


def test_25_1_1_night_horror_is_read_whole():
    compiled = compile_text(CARDS["Night Horror"], "Night Horror", "Character")
    assert compiled.complete
    assert compiled.abilities == ["Ambush", "Can be played during an opponent's turn",
                                  "May attack during an opponent's turn"]


def test_25_1_1_another_cards_title_is_not_this_card():
    compiled = compile_text("You can play Redeemed Assassin during an opponent's turn.", "Tactical Team", "Character")
    assert not compiled.abilities


def test_25_5_a_states_out_of_turn_play_stays_unread():
    compiled = compile_text("Can be played during an opponent's turn.", "Some State", "State")
    assert not compiled.abilities and compiled.not_modelled[0].reason.startswith("play timing")


def test_25_4_tactical_team_played_in_an_opponents_main_shot_not_in_an_attack():
    team = {"id": "team", "title": "Tactical Team", "type": "character", "controller": "B", "zone": "hand",
            "cost": 1, "fighting": 2, "abilities": compile_text(CARDS["Tactical Team"], "Tactical Team",
                                                                 "Character").abilities}
    board = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B", "power": 2}],
             "cards": [{"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1,
                        "row": "front", "body": 5},
                       {"id": "bs", "title": "Bs Site", "type": "site", "controller": "B", "column": 1,
                        "row": "front", "body": 9},
                       {"id": "mook", "title": "Mook", "type": "character", "controller": "A", "column": 1,
                        "fighting": 1}, team],
             "actions": [{"do": "play", "player": "B", "card": "team", "column": 1}, {"do": "pass"}]}
    assert as_json(resolve(board))["final"]["cards"]["team"]["zone"] == "in_play"
    board["actions"].insert(0, {"do": "declare_attack", "player": "A", "attackers": ["mook"], "target": "bs"})
    assert "during an attack" in as_json(resolve(board))["illegal"]["reason"]


BURNING_MAN = "Stealth. Play only if you control at least one <Secret> card. +2 damage."
KUNG_FU = ("Play if you control a <Martial>, <Monk>, or <Temple> card. All Characters inflict +1 damage. Smoke this "
           "card when you turn a non-Character card.")


def test_25_1_burning_man_requires_a_secret_card_you_control():
    compiled = compile_text(BURNING_MAN, "Burning Man", "Character")
    assert compiled.complete
    assert compiled.abilities[1] == {"kind": "play_if", "text": "Play only if you control at least one <Secret> card.",
                                     "condition": {"is": "card_in_play",
                                                   "select": {"designator": "Secret", "controller": "you"}}}


def test_25_1_everybody_was_kung_fu_fighting_requires_one_of_three_designators():
    found = compile_text(KUNG_FU, "Everybody Was Kung Fu Fighting", "Edge").abilities[0]
    assert found["kind"] == "play_if"
    assert found["condition"]["select"]["any_of"] == [{"designator": "Martial"}, {"designator": "Monk"},
                                                      {"designator": "Temple"}]


def test_25_1_a_play_requirement_beyond_the_board_stays_unread():
    compiled = compile_text("Play if you have more Characters in your smoked pile than any other player.", "X",
                            "Character")
    assert not compiled.abilities and compiled.not_modelled[0].reason.startswith("condition on the game state")


def _burning(secret: bool) -> dict[str, Any]:
    man = {"id": "man", "title": "Burning Man", "type": "character", "controller": "A", "zone": "hand", "cost": 0,
           "fighting": 6, "abilities": compile_text(BURNING_MAN, "Burning Man", "Character").abilities}
    agent = {"id": "agent", "title": "Secret Agent" if secret else "Field Agent", "type": "character",
             "controller": "A", "column": 1, "fighting": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 5},
                      {"id": "bs", "title": "Bs Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                       "body": 5}, agent, man],
            "actions": [{"do": "play", "player": "A", "card": "man", "column": 1}, {"do": "pass"}]}


def test_25_1_burning_man_is_played_while_you_control_a_secret_card():
    result = as_json(resolve(_burning(True)))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["man"]["zone"] == "in_play"


def test_25_1_burning_man_is_refused_without_one():
    illegal = as_json(resolve(_burning(False)))["illegal"]
    assert "requirement" in illegal["reason"] and "25.1" in illegal["rules"]


def test_25_1_a_play_requirement_is_not_an_ability_to_use():
    board = _burning(True)
    board["cards"][3].update(zone="in_play", column=1)
    board["actions"] = [{"do": "use", "id": "u1", "player": "A", "card": "man", "ability": 1}]
    assert "play requirement, not an ability to use" in as_json(resolve(board))["illegal"]["reason"]


def test_25_1_a_play_requirement_is_a_condition_on_the_board():
    board = _burning(True)
    board["cards"][3]["abilities"] = [{"kind": "play_if", "condition": {"is": "attacking"}}]
    with pytest.raises(ScenarioInvalid, match=r"abilities\[0\]\.condition: a play_if ability"):
        resolve(board)


BRIDGE = "You may play Characters during other players' Main Shots."


def test_25_1_1_bridge_of_birds_lets_its_controller_play_characters_in_any_main_shot():
    found = compile_text(BRIDGE, "Bridge of Birds", "Edge").abilities
    assert found == [{"kind": "continuous", "playing": {"type": "character"}, "any_main_shot": True, "text": BRIDGE}]


def test_25_1_1_states_played_onto_some_cards_only_stay_unread():
    compiled = compile_text("You may play States on cards you control during any Main Shot.", "Superior Mastery",
                            "Edge")
    assert not compiled.abilities and compiled.not_modelled[0].reason.startswith("play permission")


def _bridge(edge: bool, attack: bool = False) -> dict[str, Any]:
    """B, controlling Bridge of Birds (or not), plays a Character in A's Main Shot."""
    board = _board_with_team([])
    if edge:
        board["cards"].append({"id": "bridge", "title": "Bridge of Birds", "type": "edge", "controller": "B",
                               "abilities": compile_text(BRIDGE, "Bridge of Birds", "Edge").abilities})
    if attack:
        board["actions"].insert(0, {"do": "declare_attack", "player": "A", "attackers": ["mook"], "target": "bs"})
    return board


def _board_with_team(abilities: list[Any]) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B", "power": 2}],
            "cards": [{"id": "as", "title": "As Site", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "bs", "title": "Bs Site", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 9},
                      {"id": "mook", "title": "Mook", "type": "character", "controller": "A", "column": 1,
                       "fighting": 1},
                      {"id": "team", "title": "Street Team", "type": "character", "controller": "B", "zone": "hand",
                       "cost": 1, "fighting": 2, "abilities": abilities}],
            "actions": [{"do": "play", "player": "B", "card": "team", "column": 1}, {"do": "pass"}]}


def test_25_1_1_with_bridge_of_birds_a_character_is_played_in_an_opponents_main_shot():
    result = as_json(resolve(_bridge(True)))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["team"]["zone"] == "in_play"


def test_25_4_without_it_or_during_an_attack_it_is_not():
    assert "own Main Shot" in as_json(resolve(_bridge(False)))["illegal"]["reason"]
    assert "during an attack" in as_json(resolve(_bridge(True, attack=True)))["illegal"]["reason"]
