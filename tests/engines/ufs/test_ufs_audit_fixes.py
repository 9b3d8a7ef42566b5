"""The defects an independent audit of the UFS engine found, each checked against the rule it breaks."""

from __future__ import annotations

import json

import pytest
from ufs_builders import attack, block, guard, passes, player_a, player_b, run, scenario

from refbase import config
from refbase.engines.common import ScenarioInvalid
from refbase.engines.ufs import resolve

LIBRARY = config.PROJECT_ROOT / "scenarios" / "ufs"


def library(sid: str) -> dict:
    return run(json.loads((LIBRARY / f"{sid}.json").read_text(encoding="utf-8"))["scenario"])


def numbers(rules: list[dict]) -> set[str]:
    return {r["number"] for r in rules}


def test_E_4_8_check_cost_commit_is_its_own_decision():
    result = library("ufs-check-cost-own-commit")
    assert result["outcome"] == "resolved"
    texts = [s["text"] for s in result["steps"]]
    assert any("commits fa1, fa2, fa3" in t and "(+4) cost" not in t for t in texts)


def test_E_3_5_2_check_cost_pending_names_its_own_field():
    result = library("ufs-check-cost-pending-commit")
    assert "pay.check_commit" in result["pending"]["decision"]


def test_E_3_5_2_declining_the_check_cost_commit_fails_the_play():
    body = json.loads((LIBRARY / "ufs-check-cost-pending-commit.json").read_text(encoding="utf-8"))["scenario"]
    body["actions"][0]["pay"]["check_commit"] = []
    result = run(body)
    assert result["final"]["cards"]["focus"]["zone"] == "discard"
    assert "E.4.8.3" in {n for s in result["steps"] for n in numbers(s["rules"])}


def test_E_4_8_check_commit_without_a_check_cost_is_illegal():
    payload = scenario([{"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1},
                         "pay": {"check_commit": ["fa1"]}}])
    assert "E.4.8" in numbers(run(payload)["illegal"]["rules"])


def test_G_2_1_1_no_blocker_lets_the_next_attack_follow():
    result = library("ufs-multiple-no-blocker-moves-on")
    assert [a["damage"] for a in result["final"]["attacks"]] == [4, 4]


def test_G_1_3_a_pass_after_the_last_attack_is_still_illegal():
    result = run(scenario(passes() + [{"do": "pass", "player": "A"}]))
    assert "G.1.3" in numbers(result["illegal"]["rules"])


def test_D_2_2_3_6_stun_commits_an_attached_foundation():
    result = library("ufs-stun-commits-attached-foundation")
    assert result["final"]["cards"]["fbx"]["ready"] is False


def test_D_2_2_3_3_committing_a_host_commits_its_attached_cards():
    b = player_b(staging=[{"id": "fb1", "type": "foundation"},
                          {"id": "fbx", "type": "foundation", "attached_to": "B.character"}],
                 hand=[guard("mid", 4)], deck=[5])
    result = run(scenario(passes() + [block(commit=["B.character", "fb1"])], b=b))
    assert result["final"]["cards"]["fbx"]["ready"] is False
    assert any("D.2.2.3.3" in numbers(s["rules"]) for s in result["steps"])


def test_D_2_2_3_3_an_attached_card_cannot_have_another_state_than_its_host():
    b = player_b(staging=[{"id": "fbx", "type": "foundation", "attached_to": "B.character", "ready": False}])
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario(b=b))
    assert "players[1].staging[0].ready" in error.value.errors


def test_I_3_3_1_combo_needs_its_requirement():
    assert library("ufs-combo-with-requirement")["outcome"] == "resolved"
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario(card=attack(keywords=("Combo",))))
    assert any("I.3.3.1" in msg for msgs in error.value.errors.values() for msg in msgs)


def test_I_2_1_each_copy_of_a_keyword_grants_its_own_ability():
    assert library("ufs-two-stun-keywords")["outcome"] == "resolved"
    assert library("ufs-two-stun-keywords-not-three")["illegal"]["action"] == 4


def test_H_2_3_2_4_2_open_reversal_window_is_reported():
    result = library("ufs-reversal-window-open")
    assert result["outcome"] == "pending" and result["pending"]["player"] == "B"


def test_H_2_3_2_4_3_a_pass_closes_the_window():
    assert library("ufs-reversal-window-declined")["outcome"] == "resolved"


def test_I_3_1_1_open_breaker_window_is_reported():
    assert library("ufs-breaker-window-open")["pending"]["options"][0]["keyword"] == "Breaker"


def test_H_2_1_4_unlocated_enhance_is_limited_once_per_step():
    assert "H.2.1.4" in numbers(library("ufs-unlocated-enhance-once")["illegal"]["rules"])


def test_H_2_1_3_unlocated_enhance_needs_somewhere_to_be():
    assert "H.2.1.3" in numbers(library("ufs-unlocated-enhance-needs-a-source")["illegal"]["rules"])


def test_I_3_11_1_safe_does_not_stop_a_non_attack_reversal():
    result = library("ufs-safe-allows-non-attack-reversal")
    assert result["final"]["cards"]["palm"]["zone"] == "card_pool"
    assert [a["kind"] for a in result["final"]["attacks"]] == ["attack"]


def test_I_3_11_1_safe_still_stops_an_attack_reversal():
    assert run(json.loads((LIBRARY / "ufs-safe-no-reversal.json").read_text(encoding="utf-8"))["scenario"])[
        "illegal"]["rules"][0]["number"] == "I.3.11.1"


def test_E_2_4_character_only_card_in_another_characters_staging_area_is_invalid():
    a = player_a(staging=[{"id": "kit", "type": "asset", "keywords": ["Mira Only"]}])
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario(a=a))
    assert any("E.2.4" in msg for msg in error.value.errors["players[0].staging[0].keywords"])


def test_G_2_2_one_block_attempt_per_attack():
    result = library("ufs-one-block-attempt")
    assert "G.2.2" in numbers(result["illegal"]["rules"])
    assert "every attack sequence has resolved" not in result["illegal"]["reason"]


def test_K_2_2_defender_cannot_play_the_attackers_stun():
    result = library("ufs-defender-cannot-use-attackers-stun")
    assert "H.3.3.3" not in numbers(result["illegal"]["rules"])
