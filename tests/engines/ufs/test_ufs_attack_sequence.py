"""The attack sequence (G): Enhance Step priority, Block Step zones and status, Damage Step."""

from __future__ import annotations

import pytest
from ufs_builders import (
    attack,
    block,
    guard,
    no_block,
    numbers,
    passes,
    player_a,
    player_b,
    run,
    scenario,
    step_texts,
)


def enhance(player, **fields):
    return {"do": "enhance", "player": player, **fields}


def blocked(zone, block_zone, damage=5, modifier=1, deck_b=(6,)):
    b = player_b(hand=[guard(block_zone, modifier)], deck=list(deck_b))
    return run(scenario([*passes(), block("guard", [])], b=b, card=attack(zone=zone, damage=damage)))


# --- G.1 Enhance Step ------------------------------------------------------------------------

def test_G_1_1_attacker_has_priority_first():
    result = run(scenario([{"do": "pass", "player": "B"}]))
    assert result["illegal"]["action"] == 0
    assert numbers(result["illegal"]["rules"]) == ["G.1.1"]


def test_G_1_1_priority_alternates():
    result = run(scenario([{"do": "pass", "player": "A"}, {"do": "pass", "player": "A"}]))
    assert result["illegal"]["action"] == 1


def test_G_1_3_enhance_step_ends_only_when_both_pass_in_succession():
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="fb1", modify={"speed": -1}),
               {"do": "pass", "player": "A"}, no_block()]
    result = run(scenario(actions))
    assert result["illegal"]["action"] == 3
    assert "G.1.3" in numbers(result["illegal"]["rules"])


def test_G_1_2_passing_after_enhancing_and_enhancing_after_passing_are_allowed():
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="fb1", modify={"speed": -1}),
               enhance("A", card="fa1", modify={"damage": 1}), {"do": "pass", "player": "B"},
               {"do": "pass", "player": "A"}, no_block()]
    result = run(scenario(actions))
    assert result["outcome"] == "resolved"
    assert result["final"]["attack"]["damage"] == 5


def test_G_1_2_pending_priority_offers_pass_and_the_attacks_keyword_enhances():
    result = run(scenario([], a=player_a(momentum=1), card=attack(keywords=("Stun: 1", "EX: 1", "Throw"))))
    assert result["outcome"] == "pending" and result["pending"]["player"] == "A"
    assert result["pending"]["options"] == [
        {"do": "pass", "player": "A"}, {"do": "enhance", "player": "A", "keyword": "EX", "pay": {"momentum": 1}},
        {"do": "enhance", "player": "A", "keyword": "Stun"}, {"do": "enhance", "player": "A"}]


# --- H.2.1 Enhance abilities -------------------------------------------------------------------

def test_H_2_1_4_each_enhance_ability_once_per_step():
    same = enhance("A", card="fa1", ability="speed", modify={"speed": 1})
    result = run(scenario([same, {"do": "pass", "player": "B"}, same]))
    assert result["illegal"]["action"] == 2
    assert "H.2.1.4" in numbers(result["illegal"]["rules"])


def test_H_2_1_4_different_abilities_on_one_card_may_each_be_played():
    actions = [enhance("A", card="fa1", ability="speed", modify={"speed": 1}), {"do": "pass", "player": "B"},
               enhance("A", card="fa1", ability="damage", modify={"damage": 1}), *passes("B"), no_block()]
    assert run(scenario(actions))["final"]["attack"]["damage"] == 5


def test_H_2_1_4_the_same_ability_again_in_the_next_enhance_step():
    """A new Enhance Step (a multiple copy's) lets the ability be played again."""
    ability = enhance("A", card="fa1", ability="speed", modify={"speed": 1})
    actions = [enhance("A", keyword="Multiple", pay={"momentum": 1}), {"do": "pass", "player": "B"}, ability,
               *passes("B"), no_block(), ability, *passes("B"), no_block()]
    result = run(scenario(actions, a=player_a(momentum=1), card=attack(keywords=("Multiple: 1",))))
    assert result["outcome"] == "resolved", result["illegal"]


def test_H_2_1_3_enhance_from_an_opponents_card_is_illegal():
    result = run(scenario([enhance("A", card="fb1", modify={"speed": 1})]))
    assert numbers(result["illegal"]["rules"]) == ["H.2.1.3"]


def test_H_2_1_3_enhance_from_a_hand_card_that_is_not_an_action_is_illegal():
    a = player_a(hand=[{"id": "other", "name": "Other Attack", "type": "attack", "difficulty": 2,
                        "zone": "mid", "speed": 2, "damage": 2}])
    result = run(scenario([enhance("A", card="other", modify={"speed": 1})], a=a))
    assert numbers(result["illegal"]["rules"]) == ["H.2.1.3"]


def test_H_5_1_committed_cards_abilities_cannot_be_played():
    a = player_a(staging=[{"id": "fa1", "type": "foundation", "ready": False}])
    result = run(scenario([enhance("A", card="fa1", modify={"speed": 1})], a=a))
    assert "H.5.1" in numbers(result["illegal"]["rules"])


def test_K_2_2_the_defender_cannot_play_the_attacks_keyword_ability():
    """Only an ability "playable by either player" (H.3.3.3) could be; the refusal cites K.2.2."""
    result = run(scenario([{"do": "pass", "player": "A"}, enhance("B", keyword="Stun")],
                          card=attack(keywords=("Stun: 1",))))
    assert result["illegal"]["action"] == 1
    assert numbers(result["illegal"]["rules"]) == ["K.2.2"]


def test_E_4_1_1_cannot_pay_more_momentum_than_owned():
    result = run(scenario([enhance("A", keyword="EX", pay={"momentum": 2})], a=player_a(momentum=1),
                          card=attack(keywords=("EX: 1",))))
    assert "E.4.1.1" in numbers(result["illegal"]["rules"])


def test_E_4_an_action_card_enhance_is_played_and_counts_in_the_card_pool():
    b = player_b(hand=[{"id": "drill", "name": "Drill", "type": "action", "difficulty": 1}, guard()],
                 deck=[3, 1])
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="drill", modify={"speed": -1}),
               *passes(), block("guard", [])]
    result = run(scenario(actions, b=b, card=attack(speed=3)))
    assert result["final"]["cards"]["drill"]["zone"] == "card_pool"
    assert any("block modifier 2 + attack speed 2 + 1 for the card pool = 5" in t for t in step_texts(result))


def test_E_4_7_2_a_failed_action_card_enhance_is_discarded_and_has_no_effect():
    b = player_b(hand=[{"id": "drill", "name": "Drill", "type": "action", "difficulty": 6}], deck=[1])
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="drill", commit=[], modify={"speed": -1}),
               *passes(), no_block()]
    result = run(scenario(actions, b=b))
    assert result["final"]["cards"]["drill"]["zone"] == "discard"
    assert result["final"]["attacks"][0]["speed"] == 3


def test_H_2_1_4_1_a_failed_check_cost_cannot_be_attempted_again():
    costly = enhance("A", card="fa1", ability="x", modify={"speed": 1}, pay={"check": 6}, commit=[])
    result = run(scenario([costly, {"do": "pass", "player": "B"}, costly], a=player_a(deck=[5, 1, 1])))
    assert result["illegal"]["action"] == 2
    assert "H.2.1.4.1" in numbers(result["illegal"]["rules"])
    assert result["final"]["attacks"][0]["speed"] == 3


# --- G.2 Block Step -----------------------------------------------------------------------------

@pytest.mark.parametrize("zone, block_zone, status", [
    ("low", "low", "completely"), ("low", "mid", "partially"),
    ("high", "high", "completely"), ("high", "mid", "partially"),
    ("mid", "mid", "completely"), ("mid", "high", "partially"), ("mid", "low", "partially"),
])
def test_G_2_1_3_1_legal_block_zones_and_G_2_2_block_status(zone, block_zone, status):
    assert blocked(zone, block_zone)["final"]["attack"]["block"] == status


@pytest.mark.parametrize("zone, block_zone, rule", [("low", "high", "G.2.1.3.1.1"), ("high", "low", "G.2.1.3.1.2")])
def test_G_2_1_3_1_a_block_zone_that_does_not_fit_is_illegal(zone, block_zone, rule):
    result = blocked(zone, block_zone)
    assert result["outcome"] == "illegal" and result["illegal"]["action"] == 2
    assert rule in numbers(result["illegal"]["rules"])


def test_G_2_1_3_2_base_block_difficulty_is_block_modifier_plus_speed():
    b = player_b(hand=[guard("mid", 3)], deck=[9], card_pool=2)
    result = run(scenario([*passes(), block("guard", [])], b=b, card=attack(speed=4)))
    assert any("block modifier 3 + attack speed 4 + 2 for the card pool = 9" in t for t in step_texts(result))


def test_G_2_2_1_a_failed_block_leaves_the_attack_not_blocked():
    result = blocked("mid", "mid", modifier=4, deck_b=(1,))
    assert result["final"]["attack"] == {"block": "not", "damage": 5, "card": "atk", "played": True,
                                         "sequence": "resolved"}
    assert result["final"]["cards"]["guard"]["zone"] == "discard"


def test_G_2_1_1_no_card_that_can_block_means_no_block():
    result = run(scenario(passes(), b=player_b(hand=[guard("high")]), card=attack(zone="low")))
    assert result["outcome"] == "resolved"
    assert "G.2.1.1" in numbers(result["steps"][-3]["rules"])


def test_G_2_1_only_the_defender_decides_to_block():
    result = run(scenario([*passes(), block("guard", [], player="A")], b=player_b(hand=[guard()])))
    assert numbers(result["illegal"]["rules"]) == ["G.2.1"]


def test_G_2_1_3_1_the_block_card_comes_from_the_defenders_hand():
    a = player_a(hand=[guard(cid="mine")])
    result = run(scenario([*passes(), block("mine", [])], a=a, b=player_b(hand=[guard()])))
    assert numbers(result["illegal"]["rules"]) == ["G.2.1.3.1"]


def test_G_2_1_3_3_1_an_attack_card_played_as_a_block_starts_no_attack():
    b = player_b(hand=[{"id": "kick", "name": "Kick", "type": "attack", "difficulty": 3, "zone": "mid",
                        "speed": 3, "damage": 3, "block_zone": "mid", "block_modifier": 1}], deck=[6])
    result = run(scenario([*passes(), block("kick", [])], b=b))
    assert [a["kind"] for a in result["final"]["attacks"]] == ["attack"]


# --- G.3 Damage Step, G.4, G.5 -----------------------------------------------------------------

@pytest.mark.parametrize("damage, dealt", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4)])
def test_G_3_2_partial_block_halves_damage_rounded_up(damage, dealt):
    result = blocked("high", "mid", damage=damage)
    assert result["final"]["attack"] == {"block": "partially", "damage": dealt, "card": "atk",
                                         "played": True, "sequence": "resolved"}
    assert result["final"]["players"]["B"]["vitality"] == 22 - dealt


def test_G_3_1_an_attack_with_zero_or_less_damage_deals_no_damage():
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="fb1", modify={"damage": -9}), *passes(),
               no_block()]
    result = run(scenario(actions))
    assert result["final"]["attack"]["damage"] == 0
    assert result["final"]["players"]["B"]["vitality"] == 22
    assert "G.3.1" in numbers(result["steps"][-2]["rules"])


def test_G_3_3_not_blocked_deals_full_damage():
    result = run(scenario([*passes(), no_block()], card=attack(damage=7)))
    assert result["final"]["players"]["B"]["vitality"] == 15


def test_G_4_actions_after_the_attack_resolves_are_illegal():
    """The passes of the response window after it resolves are taken there (H.2.3.2.4.3); a
    third pass has nothing left, and the refusal names the window that closed."""
    result = run(scenario([*passes(), no_block(), *passes(), {"do": "pass", "player": "A"}]))
    assert result["illegal"]["action"] == 5
    assert "G.4" in numbers(result["illegal"]["rules"])
    assert "the response window after Strike resolving closed" in result["illegal"]["reason"]


def test_G_5_2_an_attack_returned_to_hand_is_dropped_and_aborted():
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="fb1", attack_to="hand")]
    result = run(scenario(actions))
    assert result["outcome"] == "resolved"
    assert result["final"]["attack"]["sequence"] == "aborted"
    assert {"G.5.2", "G.5.2.1.1"} <= set(numbers(result["steps"][-1]["rules"]))


def test_G_5_2_1_1_a_dropped_attack_takes_no_further_enhances():
    actions = [{"do": "pass", "player": "A"}, enhance("B", card="fb1", attack_to="discard"),
               {"do": "pass", "player": "A"}]
    result = run(scenario(actions))
    assert result["illegal"]["action"] == 2
    assert result["final"]["cards"]["atk"]["zone"] == "discard"


def test_E_3_5_2_commit_for_an_enhance_without_a_check_is_illegal():
    result = run(scenario([enhance("A", card="fa1", modify={"speed": 1}, commit=["A.character"])]))
    assert numbers(result["illegal"]["rules"]) == ["E.3.5.2"]
