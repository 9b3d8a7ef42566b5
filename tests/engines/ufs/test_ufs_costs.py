"""Cost shorthands Destroy, Remove, Flip and a character in place of a foundation (H.4.1, H.4.3),
paid by enhance, response and form abilities alike, each checked before anything is paid (E.4.1.1)."""

from __future__ import annotations

import pytest
from ufs_builders import attack, block, guard, no_block, numbers, passes, player_a, player_b, run, scenario, step_texts

TWO = [{"id": "fa1", "type": "foundation", "name": "Training Hall"},
       {"id": "fa2", "type": "foundation", "name": "Quiet Garden"}]


def enh(card: str = "fa1", player: str = "A", **kw) -> dict:
    return {"do": "enhance", "player": player, "card": card, **kw}


def cards(result: dict) -> dict:
    return result["final"]["cards"]


def illegal_rules(result: dict) -> set[str]:
    assert result["outcome"] == "illegal", result["steps"][-3:]
    return set(numbers(result["illegal"]["rules"]))


def test_H_4_1_2_destroy_adds_the_card_to_the_discard_pile():
    result = run(scenario([enh(modify={"damage": 2}, pay={"destroy": ["fa1"]}), *passes("B"), no_block()],
                          a=player_a(staging=TWO)))
    assert result["outcome"] == "resolved"
    assert cards(result)["fa1"]["zone"] == "discard"
    assert result["final"]["players"]["B"]["vitality"] == 22 - 6
    assert {"H.4.1.2", "J.5.1"} <= {n for s in result["steps"] for n in numbers(s["rules"])}


def test_J_5_1_only_a_card_in_the_staging_area_is_destroyed():
    spare = {"id": "spare", "name": "Spare Thought", "type": "action", "difficulty": 1}
    result = run(scenario([enh(modify={"damage": 2}, pay={"destroy": ["spare"]})], a=player_a(hand=[spare])))
    assert "J.5.1" in illegal_rules(result)
    assert cards(result)["spare"]["zone"] == "hand"


@pytest.mark.parametrize("cost", ["destroy", "remove", "flip"])
def test_B_1_3_a_starting_character_is_never_destroyed_removed_or_flipped(cost):
    result = run(scenario([enh(card="A.character", gain_vitality=1, pay={cost: ["A.character"]})],
                          a=player_a(vitality=15)))
    assert "B.1.3" in illegal_rules(result)


def test_H_4_1_4_flip_turns_the_card_face_down_so_its_abilities_are_gone():
    actions = [enh(card="fa2", modify={"speed": 1}, pay={"flip": ["fa2"]}), {"do": "pass", "player": "B"},
               enh(card="fa2", ability="second", modify={"speed": 1})]
    result = run(scenario(actions, a=player_a(staging=TWO)))
    assert "D.2.2.2" in illegal_rules(result) and result["illegal"]["action"] == 2
    assert "face down" in cards(result)["fa2"]["note"]


def test_D_2_2_2_a_flipped_card_is_still_a_foundation_that_checks_can_commit():
    """Flip the only foundation, then commit it (face down) to pass a check: still a foundation."""
    actions = [enh(card="fa1", modify={"speed": 1}, pay={"flip": ["fa1"]}), {"do": "pass", "player": "B"},
               enh(card="A.character", modify={"speed": 1}, pay={"check": 6, "check_commit": ["fa1"]})]
    result = run(scenario([*actions, *passes("B"), no_block()], a=player_a(deck=[5, 5])))
    assert result["outcome"] == "resolved", result["illegal"]
    assert cards(result)["fa1"]["ready"] is False


def test_J_5_2_a_face_down_card_cannot_be_flipped():
    staging = [{"id": "fa1", "type": "foundation"}, {"id": "fd", "type": "foundation", "face_down": True}]
    result = run(scenario([enh(modify={"speed": 1}, pay={"flip": ["fd"]})], a=player_a(staging=staging)))
    assert "J.5.2" in illegal_rules(result)


def test_H_4_1_3_remove_takes_the_card_out_of_the_game():
    result = run(scenario([enh(card="fa2", modify={"damage": 3}, pay={"remove": ["fa2"]}), *passes("B"), no_block()],
                          a=player_a(staging=TWO)))
    assert cards(result)["fa2"]["zone"] == "removed"
    assert result["final"]["players"]["B"]["vitality"] == 22 - 7


def test_H_3_2_1_1_remove_a_card_pool_card_for_its_own_ability():
    old = {"id": "old", "name": "Old Kick", "type": "attack", "difficulty": 2, "zone": "low", "speed": 2, "damage": 2}
    a = player_a(card_pool=[old])
    action = enh(card="old", modify={"speed": 2}, pay={"remove": ["old"]}, restrictions={"zone": "card_pool"})
    result = run(scenario([action, *passes("B"), no_block()], a=a))
    assert result["outcome"] == "resolved", result["illegal"]
    assert cards(result)["old"]["zone"] == "removed"
    assert result["final"]["players"]["A"]["card_pool"] == 1  # only the attack is left in the pool


def test_G_5_2_removing_the_attack_as_a_cost_drops_it():
    result = run(scenario([enh(card="atk", gain_vitality=1, pay={"remove": ["atk"]})], a=player_a(vitality=15)))
    assert result["outcome"] == "resolved"
    assert cards(result)["atk"]["zone"] == "removed"
    assert result["final"]["attack"]["sequence"] == "aborted"
    assert result["final"]["players"]["B"]["vitality"] == 22


def test_G_5_2_1_2_an_attack_removed_in_the_blocked_window_is_aborted_before_the_damage_step():
    """A [Your attack] response on the attack pays Remove: the attack leaves the card pool before the
    Damage Step and its sequence aborts when it would move to the Damage Step."""
    respond = {"do": "respond", "player": "A", "card": "atk", "condition": "blocked", "gain_vitality": 1,
               "pay": {"remove": ["atk"]}}
    b = player_b(hand=[guard("high", modifier=1)], deck=[5, 5])
    result = run(scenario([*passes(), block("guard", commit=[]), respond], a=player_a(vitality=15), b=b))
    assert result["outcome"] == "resolved", result["illegal"]
    assert result["final"]["attack"]["sequence"] == "aborted"
    assert result["final"]["players"]["B"]["vitality"] == 22  # partially blocked, but never reached G.3
    assert "G.5.2.1.2" in {n for s in result["steps"] for n in numbers(s["rules"])}


def test_H_4_3_the_starting_character_pays_for_one_foundation():
    result = run(scenario([enh(modify={"speed": 2}, pay={"foundations": ["fa1", "A.character"]}), *passes("B"),
                           no_block()]))
    assert result["outcome"] == "resolved"
    assert cards(result)["A.character"]["ready"] is False and cards(result)["fa1"]["ready"] is False
    assert any("H.4.3" in numbers(s["rules"]) for s in result["steps"])


def test_H_4_3_an_asset_is_not_a_foundation():
    staging = [{"id": "fa1", "type": "foundation"}, {"id": "gear", "type": "asset", "name": "Iron Gauntlets"}]
    result = run(scenario([enh(modify={"speed": 2}, pay={"foundations": ["fa1", "gear"]})], a=player_a(staging=staging)))
    assert "H.4.3" in illegal_rules(result)


def test_C_1_4_a_committed_foundation_cannot_pay_commit_foundations():
    staging = [{"id": "fa1", "type": "foundation"}, {"id": "fa2", "type": "foundation", "ready": False}]
    result = run(scenario([enh(modify={"speed": 2}, pay={"foundations": ["fa1", "fa2"]})], a=player_a(staging=staging)))
    assert "C.1.4" in illegal_rules(result)


def test_D_2_2_3_5_an_attached_card_cannot_pay_a_cost():
    staging = [*TWO, {"id": "banner", "type": "foundation", "attached_to": "fa2"}]
    result = run(scenario([enh(modify={"speed": 1}, pay={"destroy": ["banner"]})], a=player_a(staging=staging)))
    assert "D.2.2.3.5" in illegal_rules(result)


def test_D_2_2_3_2_a_destroyed_card_takes_its_attached_cards_to_the_discard_pile():
    staging = [*TWO, {"id": "banner", "type": "asset", "attached_to": "fa2"}]
    result = run(scenario([enh(card="fa2", gain_vitality=2, pay={"destroy": ["fa2"]}), *passes("B"), no_block()],
                          a=player_a(staging=staging, vitality=15)))
    assert cards(result)["banner"]["zone"] == "discard" and cards(result)["fa2"]["zone"] == "discard"
    assert any("D.2.2.3.2" in numbers(s["rules"]) for s in result["steps"])


def test_E_4_1_1_the_same_card_cannot_pay_two_costs():
    result = run(scenario([enh(modify={"speed": 1}, pay={"commit": ["fa1"], "destroy": ["fa1"]})]))
    assert "E.4.1.1" in illegal_rules(result)


def test_E_4_1_1_a_response_that_cannot_pay_is_not_attempted_and_nothing_is_paid():
    respond = {"do": "respond", "player": "B", "card": "fb1", "condition": "blocked", "gain_vitality": 1,
               "pay": {"momentum": 1, "destroy": ["fb1"]}}
    b = player_b(hand=[guard("mid", modifier=1)], deck=[5, 5], momentum=0, vitality=20)
    result = run(scenario([*passes(), block("guard", commit=[]), respond], b=b))
    assert "E.4.1.1" in illegal_rules(result)
    assert cards(result)["fb1"]["zone"] == "staging"


def test_H_4_1_2_a_response_pays_destroy():
    respond = {"do": "respond", "player": "B", "card": "fb2", "condition": "blocked", "gain_vitality": 2,
               "pay": {"destroy": ["fb2"]}}
    b = player_b(hand=[guard("mid", modifier=1)], deck=[5, 5], vitality=20)
    result = run(scenario([*passes(), block("guard", commit=[]), respond], b=b))
    assert result["outcome"] == "resolved", result["illegal"]
    assert cards(result)["fb2"]["zone"] == "discard"
    assert result["final"]["players"]["B"]["vitality"] == 22


def test_H_4_1_4_a_form_ability_pays_flip():
    from test_ufs_turn import body

    payload = body("ufs-turn-form-ability")
    payload["turn"]["forms"][0]["pay"] = {"flip": ["fa1"]}
    result = run(payload)
    assert result["outcome"] == "resolved", result["illegal"]
    assert "face down" in cards(result)["fa1"]["note"]
    assert any("flips" in text for text in step_texts(result))


def test_keyword_abilities_take_no_shorthand_costs():
    result = run(scenario([{"do": "enhance", "player": "A", "keyword": "Stun", "pay": {"destroy": ["fa1"]}}],
                          card=attack(keywords=("Stun: 1",))))
    assert "I.3.12.1" in illegal_rules(result)


def test_F_2_3_4_a_pending_attack_removed_from_the_card_pool_leaves_the_attack_stack():
    """B reverses, then pays Remove with the reversal card itself: it never gets its sequence."""
    rev = {"id": "rev", "name": "Counter", "type": "attack", "difficulty": 1, "zone": "high", "speed": 2,
           "damage": 2, "keywords": ["Reversal"]}
    b = player_b(hand=[guard("mid", modifier=1), rev], deck=[5, 5, 5], vitality=20)
    actions = [*passes(), block("guard", commit=[]),
               {"do": "respond", "player": "B", "card": "rev", "keyword": "Reversal", "commit": []},
               {"do": "respond", "player": "B", "card": "fb1", "condition": "resolved", "gain_vitality": 1,
                "pay": {"remove": ["rev"]}}]
    result = run(scenario(actions, b=b))
    assert result["outcome"] == "resolved", result["illegal"]
    assert cards(result)["rev"]["zone"] == "removed"
    reversal = next(a for a in result["final"]["attacks"] if a["card"] == "rev")
    assert reversal["sequence"] == "aborted"
    assert result["final"]["players"]["A"]["vitality"] == 20  # the reversal never dealt damage
    assert any("F.2.3.4" in numbers(s["rules"]) for s in result["steps"])
