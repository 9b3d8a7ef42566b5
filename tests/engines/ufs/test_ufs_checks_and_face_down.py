"""Check modifiers and re-checks (E.3.1.2, E.3.3) and face-down cards (C.2.2.1, D.2.2.2)."""

from __future__ import annotations

import json

from ufs_builders import player_a, run, scenario

from refbase import config

LIBRARY = config.PROJECT_ROOT / "scenarios" / "ufs"


def library(sid: str) -> dict:
    return run(json.loads((LIBRARY / f"{sid}.json").read_text(encoding="utf-8"))["scenario"])


def texts(result: dict) -> list[str]:
    return [s["text"] for s in result["steps"]]


def test_E_3_1_2_a_modifier_changes_the_final_value_not_the_starting_value():
    steps = texts(library("ufs-check-modifier"))
    assert any("control value 2 is the starting value" in t for t in steps)
    assert any("final value is 4 (the starting value stays 2)" in t for t in steps)


def test_E_3_1_2_a_negative_modifier_can_fail_a_check():
    result = run(scenario([], a=player_a(deck=[3], check_modifier=-1), commit=[]))
    assert result["final"]["attack"]["played"] is False


def test_E_3_3_a_recheck_discards_a_second_card():
    result = library("ufs-recheck")
    assert sum("makes a control check for Strike" in t for t in texts(result)) == 2


def test_E_3_3_1_a_recheck_is_not_rechecked():
    result = library("ufs-recheck-is-not-rechecked")
    assert sum("makes a control check for Strike" in t for t in texts(result)) == 2


def test_E_3_3_no_recheck_when_the_check_passes():
    result = run(scenario([], a=player_a(deck=[5, 1], rechecks=1)))
    assert result["final"]["players"]["A"]["deck"] == [1]


def test_D_2_2_2_a_face_down_card_is_a_foundation_to_commit():
    assert library("ufs-face-down-card-is-a-foundation")["final"]["cards"]["fd1"]["ready"] is False


def test_D_2_2_2_a_face_down_card_has_no_abilities_and_C_2_2_1_is_private():
    rules = {r["number"] for r in library("ufs-face-down-card-has-no-abilities")["illegal"]["rules"]}
    assert {"D.2.2.2", "C.2.2.1"} <= rules


def test_D_2_2_2_a_face_down_card_has_no_keywords():
    """Two face-down cards printed with Terrain are no Terrain pause condition (E.2.5)."""
    staging = [{"id": f"fd{i}", "type": "asset", "face_down": True, "keywords": ["Terrain"]} for i in (1, 2)]
    assert run(scenario([], a=player_a(staging=staging)))["outcome"] == "pending"


def test_D_2_2_2_stun_commits_a_face_down_foundation():
    assert library("ufs-stun-commits-face-down-card")["final"]["cards"]["fdb"]["ready"] is False
