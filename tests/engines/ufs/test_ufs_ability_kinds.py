"""H.3 restrictions on every kind of played ability (responses and form abilities as well as
enhances), "deals no damage" rule effects (J.3.5, K.1.2), and where `control` and `hand_size`
matter (B.6.7, E.3.1, B.1.2.1, F.1.3)."""

from __future__ import annotations

import pytest
from test_ufs_turn import body
from ufs_builders import attack, block, guard, numbers, passes, player_a, player_b, run, scenario

from refbase.engines.common import ScenarioInvalid
from refbase.engines.ufs import resolve

BLOCKED = [*passes(), block("guard", commit=[])]


def b_guard(**overrides) -> dict:
    return player_b(**{"hand": [guard("mid", modifier=1)], "deck": [5, 5], "vitality": 20, **overrides})


def resp(player: str = "B", card: str = "fb1", condition: str = "blocked", **kw) -> dict:
    return {"do": "respond", "player": player, "card": card, "condition": condition, **kw}


def illegal_rules(result: dict) -> set[str]:
    assert result["outcome"] == "illegal", result["steps"][-3:]
    return set(numbers(result["illegal"]["rules"]))


def all_cited(result: dict) -> set[str]:
    return {n for s in result["steps"] for n in numbers(s["rules"])}


def vitality(result: dict, pid: str) -> int:
    return result["final"]["players"][pid]["vitality"]


# --- H.3 on responses ------------------------------------------------------------------


def test_H_3_2_2_4_a_your_attack_response_is_illegal_in_the_opponents_attack():
    result = run(scenario([*BLOCKED, resp(gain_vitality=1, restrictions={"your_attack": True})], b=b_guard()))
    assert "H.3.2.2.4" in illegal_rules(result)


def test_H_3_2_2_4_a_your_attack_response_is_legal_in_ones_own_attack():
    result = run(scenario([*BLOCKED, resp(player="A", card="fa1", gain_vitality=1, restrictions={"your_attack": True})],
                          a=player_a(vitality=15), b=b_guard()))
    assert result["outcome"] == "resolved" and vitality(result, "A") == 16
    assert "H.3.2.2.4" in all_cited(result)


def test_H_3_2_2_6_an_opponents_attack_response_is_legal_for_the_defender():
    result = run(scenario([*BLOCKED, resp(gain_vitality=1, restrictions={"opponents_attack": True})], b=b_guard()))
    assert result["outcome"] == "resolved" and vitality(result, "B") == 21


def test_H_3_2_2_7_enhance_step_rules_out_a_response_window():
    result = run(scenario([*BLOCKED, resp(gain_vitality=1, restrictions={"enhance_step": True})], b=b_guard()))
    assert "H.3.2.2.7" in illegal_rules(result)


def test_H_3_2_2_1_once_per_turn_counts_a_response_across_windows():
    actions = [*BLOCKED, resp(gain_vitality=1, restrictions={"per_turn": 1}),
               resp(condition="resolved", gain_vitality=1, restrictions={"per_turn": 1})]
    result = run(scenario(actions, b=b_guard()))
    assert "H.3.2.2.1" in illegal_rules(result) and result["illegal"]["action"] == 4


def test_H_3_2_2_2_twice_per_turn_allows_the_second_window():
    actions = [*BLOCKED, resp(gain_vitality=1, restrictions={"per_turn": 2}),
               resp(condition="resolved", gain_vitality=1, restrictions={"per_turn": 2})]
    result = run(scenario(actions, b=b_guard()))
    assert result["outcome"] == "resolved" and vitality(result, "B") == 22


def test_H_5_1_a_committed_cards_response_needs_playable_while_committed():
    staging = [{"id": "fb1", "type": "foundation", "ready": False}, {"id": "fb2", "type": "foundation"}]
    without = run(scenario([*BLOCKED, resp(gain_vitality=1)], b=b_guard(staging=staging)))
    assert "H.5.1" in illegal_rules(without)
    with_it = run(scenario([*BLOCKED, resp(gain_vitality=1, restrictions={"while_committed": True})],
                           b=b_guard(staging=staging)))
    assert with_it["outcome"] == "resolved" and "H.3.3.2" in all_cited(with_it)


def test_H_3_3_3_either_player_lets_the_defender_play_a_response_on_the_attackers_card():
    mine_only = run(scenario([*BLOCKED, resp(card="fa1", gain_vitality=1)], b=b_guard()))
    assert "H.2.3.3" in illegal_rules(mine_only)
    either = run(scenario([*BLOCKED, resp(card="fa1", gain_vitality=1, restrictions={"either_player": True})],
                          b=b_guard()))
    assert either["outcome"] == "resolved" and vitality(either, "B") == 21


def test_H_3_3_3_once_one_player_plays_it_neither_may_again_in_that_window():
    actions = [*BLOCKED, resp(player="A", card="fa1", gain_vitality=1, restrictions={"either_player": True}),
               resp(card="fa1", gain_vitality=1, restrictions={"either_player": True})]
    result = run(scenario(actions, a=player_a(vitality=15), b=b_guard()))
    assert "H.2.3.4" in illegal_rules(result)


def test_H_3_2_1_1_a_card_pool_response_is_played_from_the_card_pool():
    actions = [*passes(), block("guard", commit=[]), resp(card="guard", gain_vitality=1, restrictions={"zone": "card_pool"})]
    result = run(scenario(actions, b=b_guard()))
    assert result["outcome"] == "resolved" and vitality(result, "B") == 21
    without = run(scenario(actions[:-1] + [resp(card="guard", gain_vitality=1)], b=b_guard()))
    assert "H.2.3.3" in illegal_rules(without)


def test_H_3_1_4_a_desperation_response_needs_less_than_half_vitality():
    result = run(scenario([*BLOCKED, resp(gain_vitality=1, restrictions={"desperation": True})], b=b_guard()))
    assert "H.3.1.4" in illegal_rules(result)
    low = run(scenario([*BLOCKED, resp(gain_vitality=1, restrictions={"desperation": True})], b=b_guard(vitality=10)))
    assert low["outcome"] == "resolved" and vitality(low, "B") == 11


def test_H_3_1_5_a_character_response_needs_that_starting_character():
    result = run(scenario([*BLOCKED, resp(gain_vitality=1, restrictions={"character": "Kai"})], b=b_guard()))
    assert "H.3.1.5" in illegal_rules(result)


def test_H_3_1_2_a_combo_response_needs_the_combo_keyword():
    result = run(scenario([*BLOCKED, resp(gain_vitality=1, restrictions={"combo": True})], b=b_guard()))
    assert "H.3.1.2" in illegal_rules(result)


def test_H_3_1_1_first_has_no_time_frame_for_responses_so_it_is_malformed():
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario([*BLOCKED, resp(gain_vitality=1, restrictions={"first": True})], b=b_guard()))
    assert "actions[3].restrictions.first" in error.value.errors


def test_keyword_responses_take_no_restrictions():
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario([*BLOCKED, {"do": "respond", "player": "B", "card": "guard", "keyword": "Breaker",
                                     "restrictions": {"per_turn": 1}}], b=b_guard()))
    assert any("restrictions" in path for path in error.value.errors)


# --- H.3 on form abilities -------------------------------------------------------------


def turn_with(*forms: dict) -> dict:
    payload = body("ufs-turn-form-ability")
    payload["turn"]["forms"] = [*forms, {"do": "pass"}]
    return payload


FORM = {"do": "ability", "card": "fa1", "gain_vitality": 2, "pay": {"commit": ["fa1"]}}


def test_H_3_1_1_1_a_first_form_after_another_form_is_illegal():
    result = run(turn_with({"do": "play", "card": "dojo"}, {**FORM, "restrictions": {"first": True}}))
    assert "H.3.1.1.1" in illegal_rules(result) and result["illegal"]["action"] == -1
    first = run(turn_with({**FORM, "restrictions": {"first": True}}))
    assert first["outcome"] == "resolved" and "H.3.1.1.1" in all_cited(first)


@pytest.mark.parametrize("restriction,rule", [("your_attack", "H.3.2.2.4"), ("opponents_attack", "H.3.2.2.6"),
                                              ("enhance_step", "H.3.2.2.7"), ("opponents_turn", "H.3.2.2.5")])
def test_H_3_2_2_a_form_ability_is_played_in_its_own_turn_outside_attack_sequences(restriction, rule):
    result = run(turn_with({**FORM, "restrictions": {restriction: True}}))
    assert rule in illegal_rules(result)


def test_H_3_1_6_a_resource_only_form_ability_needs_the_symbol():
    payload = turn_with({**FORM, "restrictions": {"resource": "Fire"}})
    payload["players"][0]["character"]["resources"] = ["Water"]
    assert "H.3.1.6" in illegal_rules(run(payload))
    payload["players"][0]["character"]["resources"] = ["Fire"]
    assert run(payload)["outcome"] == "resolved"


def test_H_3_2_2_1_a_once_per_turn_form_ability_cannot_be_played_twice():
    payload = turn_with({**FORM, "pay": {}, "restrictions": {"per_turn": 1}},
                        {**FORM, "pay": {}, "restrictions": {"per_turn": 1}})
    assert "H.3.2.2.1" in illegal_rules(run(payload))


def test_H_3_3_2_a_committed_cards_form_ability_needs_playable_while_committed():
    payload = turn_with({**FORM, "pay": {}}, {**FORM, "pay": {}, "ability": "again"})
    payload["turn"]["forms"][0]["pay"] = {"commit": ["fa1"]}
    assert "H.2.2.3" in illegal_rules(run(payload))
    payload["turn"]["forms"][1]["restrictions"] = {"while_committed": True}
    assert run(payload)["outcome"] == "resolved"


def test_restrictions_belong_to_form_abilities_only():
    payload = turn_with({"do": "play", "card": "dojo", "restrictions": {"first": True}})
    with pytest.raises(ScenarioInvalid) as error:
        resolve(payload)
    assert "turn.forms[0].restrictions" in error.value.errors


# --- J.3.5 / K.1.2: deals no damage ------------------------------------------------------


def test_J_3_5_a_response_makes_the_blocked_attack_deal_no_damage():
    b = player_b(hand=[guard("high", modifier=1, cid="wall")], deck=[5, 5])
    actions = [*passes(), block("wall", commit=[]), resp(card="wall", deals_no_damage=True,
                                                         restrictions={"zone": "card_pool"})]
    result = run(scenario(actions, b=b))
    assert vitality(result, "B") == 22
    assert result["final"]["attacks"][0]["damage"] == 0
    assert {"J.3.5", "J.3.5.2", "K.1.2"} <= all_cited(result)
    without = run(scenario(actions[:-1], b=b))
    assert vitality(without, "B") == 20  # partially blocked: half of 4


def test_J_3_5_an_enhance_can_create_the_rule_effect():
    result = run(scenario([{"do": "pass", "player": "A"},
                           {"do": "enhance", "player": "B", "card": "fb1", "deals_no_damage": True,
                            "pay": {"commit": ["fb1"]}}, *passes(), {"do": "no_block", "player": "B"}]))
    assert result["outcome"] == "resolved" and vitality(result, "B") == 22


def test_K_1_2_deals_no_damage_prevails_over_throw():
    b = player_b(hand=[guard("mid", modifier=1)], deck=[5, 5], effects=[{"target": "opponent", "deals_no_damage": True}])
    result = run(scenario([*passes(), block("guard", commit=[])], b=b, card=attack(keywords=("Throw",))))
    assert vitality(result, "B") == 22 and "K.1.2" in all_cited(result)
    plain = run(scenario([*passes(), block("guard", commit=[])], b=player_b(hand=[guard("mid", modifier=1)],
                                                                            deck=[5, 5]), card=attack(keywords=("Throw",))))
    assert vitality(plain, "B") == 20  # Throw: half of 4


def test_J_3_5_an_own_no_damage_effect_does_not_reach_the_opponents_attacks():
    b = player_b(effects=[{"target": "own", "deals_no_damage": True}])
    result = run(scenario([*passes(), {"do": "no_block", "player": "B"}], b=b))
    assert vitality(result, "B") == 18


def test_a_no_damage_effect_is_one_effect():
    b = player_b(effects=[{"target": "opponent", "deals_no_damage": True, "modify": {"damage": 1}}])
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario(passes(), b=b))
    assert any("effects[0]" in path for path in error.value.errors)


def test_G_3_1_an_attack_that_deals_no_damage_does_not_go_to_the_momentum():
    payload = body("ufs-turn-momentum-choice")
    payload["players"][1]["effects"] = [{"target": "opponent", "deals_no_damage": True}]
    payload["turn"].pop("momentum", None)
    result = run(payload)
    assert result["outcome"] == "resolved", result["pending"]
    assert all(c.get("zone") != "momentum" for c in result["final"]["cards"].values())


# --- B.6.7 / E.3.1: control values; B.1.2.1 / F.1.3: hand size ----------------------------


@pytest.mark.parametrize("where", ["hand", "card_pool", "attack"])
def test_B_6_7_a_control_value_where_no_check_reads_it_is_rejected(where):
    card = {"id": "c1", "name": "Card", "type": "foundation", "difficulty": 1, "control": 3}
    if where == "attack":
        payload = scenario(passes(), card=attack(control=3))
        path = "attack.card.control"
    else:
        payload = scenario(passes(), b=player_b(**{where: [card]}))
        path = f"players[1].{where}[0].control"
    with pytest.raises(ScenarioInvalid) as error:
        resolve(payload)
    assert path in error.value.errors and "E.3.1" in error.value.errors[path][0]


def test_E_3_1_a_drawn_cards_control_value_is_read_from_the_deck():
    payload = body("ufs-turn-draw-to-hand-size")
    assert run(payload)["outcome"] == "resolved"
    payload["turn"]["draw"][0]["control"] += 1
    with pytest.raises(ScenarioInvalid) as error:
        resolve(payload)
    assert "turn.draw[0].control" in error.value.errors


def test_B_1_2_1_the_draw_step_reads_the_hand_size():
    payload = body("ufs-turn-draw-to-hand-size")
    result = run(payload)
    draw = next(s for s in result["steps"] if s["text"].startswith("Draw Step"))
    assert {"F.1.3", "B.1.2.1"} <= set(numbers(draw["rules"]))
    payload["players"][0]["character"]["hand_size"] += 1
    with pytest.raises(ScenarioInvalid) as error:
        resolve(payload)
    assert "turn.draw" in error.value.errors


# --- E.4: an action card is played with its ability, whatever zone restriction it prints ---


def test_E_4_a_hand_zone_ability_on_an_action_card_plays_the_card():
    focus = {"id": "focus", "name": "Focus", "type": "action", "difficulty": 1}
    action = {"do": "enhance", "player": "A", "card": "focus", "modify": {"speed": 1}, "restrictions": {"zone": "hand"}}
    result = run(scenario([action], a=player_a(hand=[focus], deck=[5, 5])))
    assert result["final"]["cards"]["focus"]["zone"] == "card_pool"


def test_E_4_a_hand_zone_response_on_a_non_action_card_does_not_play_the_card():
    kick = {"id": "kick", "name": "Spare Kick", "type": "attack", "difficulty": 1, "zone": "low", "speed": 1,
            "damage": 1}
    respond = resp(card="kick", gain_vitality=1, restrictions={"zone": "hand"})
    result = run(scenario([*BLOCKED, respond], b=b_guard(hand=[guard("mid", modifier=1), kick])))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["kick"]["zone"] == "hand"
    assert vitality(result, "B") == 21
