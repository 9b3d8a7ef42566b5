"""The UFS scenario library: every file loads, resolves and matches its expected facts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ufs_builders import mismatches, run, step_texts

from refbase import config
from refbase.engines.ufs.scenario import load_scenario
from refbase.engines.ufs.validation import card_paths

LIBRARY = sorted((config.PROJECT_ROOT / "scenarios" / "ufs").glob("*.json"))
RULES_TEXT = (config.PROJECT_ROOT / "rules" / "ufs-living-rules.txt").read_text(encoding="utf-8")


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def by_id(scenario_id: str) -> dict:
    return run(load(config.PROJECT_ROOT / "scenarios" / "ufs" / f"{scenario_id}.json")["scenario"])


def test_library_holds_at_least_15_ufs_scenarios():
    assert len(LIBRARY) >= 15


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_library_scenario_resolves_as_expected(path):
    item = load(path)
    assert item["id"] == path.stem
    assert item["title"] and item["question"]
    result = run(item["scenario"])
    assert not mismatches(item["expected"], result), mismatches(item["expected"], result)


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_library_scenario_names_a_living_rules_source(path):
    source = load(path)["source"]
    assert source["doc"] == "ufs-living-rules"
    assert source["detail"]
    assert f"\n{source['ref']} " in RULES_TEXT or f"- {source['ref']} " in RULES_TEXT


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_library_steps_each_cite_a_rule(path):
    assert all(step["rules"] for step in run(load(path)["scenario"])["steps"])


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_library_final_cards_hold_every_request_card_once(path):
    payload = load(path)["scenario"]
    ids = [cid for _, cid in card_paths(load_scenario(payload))]
    final = run(payload)["final"]
    named = [a["card"] for a in final["attacks"] if a["kind"] == "multiple_copy" and a["card"] not in ids]
    assert sorted(final["cards"]) == sorted(ids + named)  # and counted cards Multiple took, by their copy's name


def test_F_2_3_5_example_order_reversal_then_left_copy_then_right_copy():
    texts = [t for t in step_texts(by_id("ufs-multiple-and-reversal")) if "enters its attack sequence" in t]
    assert [t.split(" enters")[0] for t in texts] == [
        "Flurry", "Counter Kick", "Flurry (multiple copy 1)", "Flurry (multiple copy 2)"]


def test_C_3_3_4_5_example_breaker_and_desperation_difficulties():
    outside = step_texts(by_id("ufs-desperation-not-in-desperation"))
    inside = step_texts(by_id("ufs-desperation-in-desperation"))
    assert any("difficulty 5 + 1 (Breaker) + 0 for the card pool = 6" in t for t in outside)
    assert any("Desperation: 3" in t and "= 4" in t for t in inside)


def test_current_state_example_block_faces_the_modified_speed():
    result = by_id("ufs-current-state")
    assert result["final"]["attacks"][0]["speed"] == 3
    assert result["final"]["attacks"][0]["damage_value"] == 5
    assert any("block modifier 2 + attack speed 3" in t for t in step_texts(result))


def test_ex_example_speed_reaches_five():
    assert by_id("ufs-ex-speed")["final"]["attacks"][0]["speed"] == 5


def test_G_2_1_3_3_1_example_block_with_attack_card_adds_no_attack():
    result = by_id("ufs-block-with-attack-card")
    assert [a["card"] for a in result["final"]["attacks"]] == ["atk"]
    assert any("does not go on the attack stack" in t for t in step_texts(result))


def test_deck_cycle_example_removes_ten_cards():
    result = by_id("ufs-deck-cycles")
    assert any("shuffles the 16 cards" in t and "leaving 6 cards" in t for t in step_texts(result))


def test_the_engines_dispatcher_routes_ufs_scenarios_here():
    from refbase.engines import resolve as dispatch

    payload = load(LIBRARY[0])["scenario"]
    assert dispatch(payload).game == "ufs"


def test_expectations_cite_at_least_and_take_options_as_a_set():
    actual = {"steps": [], "illegal": None,
              "pending": {"options": [{"do": "pass"}, {"do": "no_block"}],
                          "rules": [{"doc": "ufs-living-rules", "number": "G.2.1"}]}}
    assert not mismatches({"pending": {"options": [{"do": "no_block"}, {"do": "pass"}], "rules": ["G.2.1"]}}, actual)
    assert mismatches({"pending": {"rules": ["G.2.1", "G.2.2"]}}, actual)
    assert mismatches({"pending": {"options": [{"do": "pass"}]}}, actual)
    assert not mismatches({"cites": ["G.2.1"]}, actual)
    assert mismatches({"cites": ["G.3"]}, actual)
