"""Rules found by the fifth round of UFS scenarios written from the Living Game Rules alone,
each test named by its rule."""

from __future__ import annotations

import pytest
from ufs_builders import attack, block, cited, guard, no_block, numbers, passes, player_a, player_b, run, scenario

from refbase.engines.common import ScenarioInvalid
from refbase.engines.ufs import model as m
from refbase.engines.ufs import resolve

KAI_FIRE = {"name": "Kai", "hand_size": 6, "max_vitality": 20, "resources": ["Fire", "Order"]}


def test_B_6_1_2_1_version_dots_are_not_part_of_a_characters_name_in_play():
    assert m.same_character("Kai \u2022", "Kai") and m.same_character("Kai \u2022\u2022", "kai")
    assert not m.same_character("Kai", "Kaiser")


def test_B_6_1_2_1_a_starting_character_with_dots_is_named_for_only_cards():
    """[Kai] Only: the starting character "Kai •" is Kai in play (I.3.2.1, B.6.1.2.1)."""
    a = player_a(character={"name": "Kai \u2022", "hand_size": 6, "max_vitality": 20})
    result = run(scenario(passes() + [no_block()], a=a, card=attack(keywords=("Kai Only",))))
    assert result["outcome"] == "resolved"


def test_B_6_1_1_dots_are_part_of_a_non_character_cards_name():
    """Two foundations "Shrine •" and "Shrine", both Unique, are not copies (B.6.1.1, E.2.6)."""
    a = player_a(staging=[{"id": "s1", "type": "foundation", "name": "Shrine \u2022", "keywords": ["Unique"]},
                          {"id": "s2", "type": "foundation", "name": "Shrine", "keywords": ["Unique"]}])
    assert run(scenario(passes() + [no_block()], a=a))["outcome"] == "resolved"


def test_D_2_2_3_3_an_attached_card_left_without_ready_shares_its_hosts_state():
    a = player_a(staging=[{"id": "host", "type": "foundation", "ready": False},
                          {"id": "att", "type": "asset", "attached_to": "host"},
                          {"id": "att2", "type": "asset", "attached_to": "att"}])
    result = run(scenario(passes() + [no_block()], a=a))
    assert result["outcome"] == "resolved"
    assert result["final"]["cards"]["att"]["ready"] is False
    assert result["final"]["cards"]["att2"]["ready"] is False


def test_D_2_2_3_3_a_different_ready_on_an_attached_card_is_still_refused():
    a = player_a(staging=[{"id": "host", "type": "foundation", "ready": False},
                          {"id": "att", "type": "asset", "attached_to": "host", "ready": True}])
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(scenario(passes() + [no_block()], a=a))
    assert any("D.2.2.3.3" in msg for msgs in caught.value.errors.values() for msg in msgs)


def test_L_1_1_the_infinity_symbol_is_not_a_resource_symbol():
    """A card whose only symbol is infinity, when no symbol is on the character and the pool
    both, cannot be played: the infinity symbol alone meets nothing (L.1.1, L.1.3)."""
    pool = [{"id": "p1", "name": "Pool", "type": "action", "difficulty": 1, "resources": ["Water"]}]
    a = player_a(character=KAI_FIRE, card_pool=pool)
    result = run(scenario(passes() + [no_block()], a=a, card=attack(resources=["Infinity"])))
    assert result["outcome"] == "illegal"
    assert "infinity symbol could become" in result["illegal"]["reason"]
    assert {"E.4.1.2", "L.1.3"} <= cited(result)


def test_L_1_2_an_infinity_symbol_in_the_card_pool_fits_the_chain():
    pool = [{"id": "p1", "name": "Pool", "type": "action", "difficulty": 1, "resources": ["\u221e"]}]
    a = player_a(character=KAI_FIRE, card_pool=pool)
    result = run(scenario(passes() + [no_block()], a=a, card=attack(resources=["Order"])))
    assert result["outcome"] == "resolved"


def test_C_3_3_2_2_1_a_definition_effect_may_set_the_zone_to_null_only_by_name():
    """`zone` must be high, mid, low or null: anything else is a 422, not an attack zone."""
    a = player_a(effects=[{"target": "own", "set": {"zone": "middle"}}])
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(scenario(passes() + [no_block()], a=a))
    assert any("null" in msg for msgs in caught.value.errors.values() for msg in msgs)


def test_H_5_1_a_committed_card_pool_card_that_says_so_plays_while_committed():
    """H.3.3.2: an ability playable while committed is played from a committed pool card."""
    pool = [{"id": "jab", "name": "Jab", "type": "attack", "difficulty": 3, "zone": "mid", "speed": 2,
             "damage": 2, "ready": False}]
    a = player_a(card_pool=pool)
    enhance = {"do": "enhance", "player": "A", "card": "jab", "modify": {"speed": 1},
               "restrictions": {"zone": "card_pool", "while_committed": True}}
    result = run(scenario([enhance, {"do": "pass", "player": "B"}, {"do": "pass", "player": "A"}, no_block()],
                          a=a, b=player_b()))
    assert result["outcome"] == "resolved"


def test_C_1_a_card_in_hand_has_no_ready_state():
    a = player_a(hand=[{"id": "h", "name": "Hand", "type": "action", "difficulty": 1, "ready": False}])
    with pytest.raises(ScenarioInvalid):
        resolve(scenario(passes() + [no_block()], a=a))


def _chain_turn(forms: list[dict]) -> dict:
    """Kai (Fire, Order, Air) plays two foundations as forms; Strike (Fire, Air) stays in hand."""
    a = player_a(character={"name": "Kai", "hand_size": 1, "max_vitality": 20, "resources": ["Fire", "Order", "Air"]},
                 staging=[{"id": "af1", "type": "foundation"}, {"id": "af2", "type": "foundation"}],
                 hand=[{"id": "f1", "name": "Found f1", "type": "foundation", "difficulty": 2, "resources": ["Fire", "Order"]},
                       {"id": "f2", "name": "Found f2", "type": "foundation", "difficulty": 2, "resources": ["Order", "Air"]}],
                 deck=[6] * 12)
    body = scenario([{"do": "pass", "player": "A"}, {"do": "pass", "player": "B"}], a=a,
                    b=player_b(deck=[6] * 12), card=attack(resources=["Fire", "Air"]))
    body["turn"] = {"forms": forms, "draw": []}
    return body


def test_E_4_1_2_the_next_forms_offered_leave_out_a_card_the_resource_chain_forbids():
    """With f1 (Fire, Order) and f2 (Order, Air) in the pool, Strike (Fire, Air) may not be
    attempted: the pending forms are pass alone, as appending Strike would be illegal."""
    result = run(_chain_turn([{"do": "play", "card": "f1"}, {"do": "play", "card": "f2"}]))
    assert result["outcome"] == "pending"
    assert result["pending"]["options"] == [{"do": "pass"}]


def test_F_2_2_a_form_that_breaks_a_rule_is_named_as_the_form_not_an_action():
    """A form's control check committing a committed card (E.3.5.2) is the form's fault:
    action -1 and `turn.forms[i]` in the reason, as for every other form."""
    body = _chain_turn([{"do": "play", "card": "f1", "commit": ["af2"]}, {"do": "play", "card": "f2", "commit": ["af2"]}])
    body["players"][0]["deck"] = [1] * 12  # each check of difficulty 2 falls short by one commit
    result = run(body)
    assert result["outcome"] == "illegal"
    assert result["illegal"]["action"] == -1 and result["illegal"]["reason"].startswith("turn.forms[1]")


def _breaker_block(keywords: list[str], responses: int) -> dict:
    brk = guard(cid="brk", keywords=keywords)
    b = player_b(hand=[brk], deck=[6] * 8)
    breaker = {"do": "respond", "player": "B", "card": "brk", "keyword": "Breaker"}
    return scenario([*passes(), block("brk", commit=[]), *[breaker] * responses], b=b)


def test_I_2_2_each_breaker_keyword_is_its_own_ability_played_once_per_window():
    """Breaker: 1 and Breaker: 2 grant two abilities (I.2.1, I.2.2), each once in the window
    (H.2.3.4), in the order written: +1 then +2."""
    result = run(_breaker_block(["Breaker: 1", "Breaker: 2"], 2))
    assert result["outcome"] == "resolved", result["illegal"]
    assert result["final"]["players"]["A"]["next_card_difficulty"] == 3
    third = run(_breaker_block(["Breaker: 1", "Breaker: 2"], 3))
    assert third["outcome"] == "illegal" and "H.2.3.4" in numbers(third["illegal"]["rules"])


def _library(name: str, keep: int, more: list[dict]) -> dict:
    import json
    from pathlib import Path

    body = json.loads((Path(__file__).parents[3] / "scenarios" / "ufs" / f"{name}.json").read_text())["scenario"]
    return {**body, "actions": body["actions"][:keep] + more}


def test_H_2_3_2_4_2_the_priority_holder_may_always_pass_explicitly_after_a_block():
    """Starting with the active player, players alternate priority and may respond or pass; two
    passes in succession close the window (H.2.3.2.4.1-.3): A's explicit pass, though A has no
    response, then B's pass, close the window after the block (B could play Breaker)."""
    result = run(_library("ufs-breaker", 3, [{"do": "pass", "player": "A"}, {"do": "pass", "player": "B"}]))
    assert result["outcome"] == "resolved", result["illegal"]


def test_H_2_3_2_4_2_after_a_reversal_the_other_player_may_pass_explicitly():
    """B's Reversal is played in the window after the attack resolves; A then has priority there
    and may pass (it was read as A acting in the reversal's Enhance Step, B's to start)."""
    result = run(_library("ufs-multiple-and-reversal", 5, [{"do": "pass", "player": "A"}]))
    assert result["outcome"] == "pending", result["illegal"]
    assert result["pending"]["player"] == "B"
