"""Winning and losing (A.1), pause conditions (E.2), and the glossary limits (K.3.1, K.4.7, K.4.17)."""

from __future__ import annotations

import pytest
from ufs_builders import attack, block, guard, no_block, numbers, passes, player_b, run, scenario, step_texts

from refbase.engines.common import ScenarioInvalid
from refbase.engines.ufs.glossary import apply_bonus, gain_vitality
from refbase.engines.ufs.model import Modify


def enhance(player, **fields):
    return {"do": "enhance", "player": player, **fields}


def test_A_1_1_reducing_the_opponent_to_0_vitality_wins():
    result = run(scenario([*passes(), no_block()], b=player_b(vitality=4), card=attack(damage=4)))
    assert result["final"]["winner"] == "A"
    assert result["final"]["players"]["B"]["vitality"] == 0
    assert {"E.2.1", "A.1.1"} <= set(numbers(result["steps"][-1]["rules"]))


def test_E_2_1_actions_after_the_game_ends_are_illegal():
    result = run(scenario([*passes(), no_block(), {"do": "pass", "player": "A"}], b=player_b(vitality=1)))
    assert result["outcome"] == "illegal" and result["illegal"]["action"] == 3
    assert result["final"]["winner"] == "A"


def test_E_2_2_1_a_player_who_cannot_cycle_loses():
    """9 cards plus the checked one: 10 or fewer in the discard pile, so no cycle is possible."""
    b = player_b(hand=[guard()], deck=[6], deck_size=1, discard=9)
    result = run(scenario([*passes(), block("guard", [])], b=b))
    assert result["final"]["winner"] == "A"
    assert {"E.2.2.1", "A.1.2"} <= set(numbers(result["steps"][-1]["rules"]))


def test_E_2_2_1_eleven_cards_in_the_discard_pile_can_cycle():
    b = player_b(hand=[guard()], deck=[6], deck_size=1, discard=10)
    result = run(scenario([*passes(), block("guard", [])], b=b))
    assert result["final"]["winner"] is None
    assert result["final"]["players"]["B"]["deck_size"] == 1


def test_E_2_2_a_discard_pile_over_10_cycles_into_a_new_deck():
    b = player_b(hand=[guard()], deck=[6], deck_size=1, discard=12, cycle=[2])
    result = run(scenario([*passes(), block("guard", [])], b=b))
    assert result["outcome"] == "resolved" and result["final"]["winner"] is None
    assert result["final"]["players"]["B"]["deck_size"] == 3
    assert result["final"]["players"]["B"]["deck"] == [2]
    assert any("removes the top 10 from the game" in t for t in step_texts(result))


def test_E_2_2_cycling_moves_request_cards_from_the_discard_pile_to_the_deck():
    b = player_b(hand=[{"id": "drill", "name": "Drill", "type": "action", "difficulty": 9}, guard()],
                 deck=[1, 6], deck_size=2, discard=11)
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="drill", commit=[], modify={"speed": -1}),
               *passes(), block("guard", [])]
    result = run(scenario(actions, b=b))
    drill = result["final"]["cards"]["drill"]
    assert drill["zone"] == "deck" and "may be among the 10 removed" in drill["note"]


def test_E_2_2_a_cycled_deck_without_listed_values_is_malformed_when_checked_again():
    b = player_b(hand=[{"id": "drill", "name": "Drill", "type": "action", "difficulty": 1}, guard()],
                 deck=[6], deck_size=1, discard=12)
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="drill", modify={"speed": -1}),
               *passes(), block("guard", [])]
    with pytest.raises(ScenarioInvalid) as error:
        run(scenario(actions, b=b))
    assert list(error.value.errors) == ["players[1].cycle"]


def test_K_3_1_vitality_gain_stops_at_the_maximum():
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="fb1", gain_vitality=5)]
    result = run(scenario(actions, b=player_b(vitality=20)))
    assert result["final"]["players"]["B"]["vitality"] == 22


def test_K_3_1_1_gaining_at_maximum_vitality_fails():
    result = run(scenario([{"do": "pass", "player": "A"}, enhance("B", card="fb1", gain_vitality=2)]))
    assert "the instruction to gain vitality fails" in result["steps"][-1]["text"]
    assert gain_vitality(22, 2, 22) == 22 and gain_vitality(19, 2, 22) == 21


def test_K_4_7_minimum_stops_a_penalty():
    assert apply_bonus(3, -3, Modify(damage=-3, minimum=1)) == 1
    assert apply_bonus(5, -3, Modify(damage=-3, minimum=1)) == 2
    assert apply_bonus(0, -3, Modify(damage=-3, minimum=1)) == 0


def test_K_4_7_maximum_stops_a_bonus():
    assert apply_bonus(3, 4, Modify(speed=4, maximum=5)) == 5
    assert apply_bonus(6, 4, Modify(speed=4, maximum=5)) == 6


def test_K_4_7_example_attack_reduced_to_one_damage():
    actions = [{"do": "pass", "player": "A"},
               enhance("B", card="fb1", modify={"damage": -3, "minimum": 1}, pay={"commit": ["fb1"]}),
               *passes(), no_block()]
    result = run(scenario(actions, card=attack(damage=3)))
    assert result["final"]["attack"]["damage"] == 1
    limited = [s for s in result["steps"] if "minimum 1" in s["text"]]
    assert limited and "K.4.7" in numbers(limited[0]["rules"])


def test_K_4_17_unblockable_attack_cannot_be_blocked():
    result = run(scenario([*passes(), block("guard", [])], b=player_b(hand=[guard()]),
                          card=attack(unblockable=True)))
    assert numbers(result["illegal"]["rules"]) == ["K.4.17"]


def test_K_4_17_unblockable_from_an_enhance_means_not_blocked():
    actions = [enhance("A", card="fa1", unblockable=True), {"do": "pass", "player": "B"},
               {"do": "pass", "player": "A"}, no_block()]
    result = run(scenario(actions, b=player_b(hand=[guard()])))
    assert result["final"]["attack"]["block"] == "not"
    assert result["final"]["players"]["B"]["vitality"] == 18
