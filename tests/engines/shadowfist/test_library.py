"""The worked-scenario library: every file resolves as its `expected` says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from refbase.engines.shadowfist import resolve

from ._support import LIBRARY_DIR, as_json, library_files, load, mismatches

FILES = library_files()
DOCS = {"shadowfist-comprehensive", "shadowfist-basic", "shadowfist-faq", "shadowfist-notes"}


def by_id(scenario_id: str) -> dict:
    item = load(LIBRARY_DIR / f"{scenario_id}.json")
    return as_json(resolve(item["scenario"]))


def test_library_has_at_least_thirty_scenarios() -> None:
    assert len(FILES) >= 30


def test_library_harness_reads_rules_as_cites_at_least_and_options_as_a_set() -> None:
    """The rules fix neither the full list of citations nor the order of a decision's options."""
    got = {"illegal": {"rules": ["28.6", "28.6.1"]}, "pending": {"options": [1, 2]}}
    assert mismatches({"illegal": {"rules": ["28.6.1"]}, "pending": {"options": [2, 1]}}, got) == []
    assert mismatches({"illegal": {"rules": ["28.7"]}}, got) != []
    assert mismatches({"pending": {"options": [1]}}, got) != []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_library_file_is_well_formed(path: Path) -> None:
    item = load(path)
    assert item["id"] == path.stem
    assert item["title"] and item["question"]
    assert item["source"]["doc"] in DOCS and item["source"]["ref"] and item["source"]["detail"]
    assert item["scenario"]["game"] == "shadowfist"
    assert "outcome" in item["expected"]
    if item["source"]["doc"] in ("shadowfist-faq", "shadowfist-notes") or "Notes" in item.get("note", ""):
        assert item.get("note"), "older sources say whether the rulebook agrees"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_library_scenario_resolves_as_expected(path: Path) -> None:
    item = load(path)
    result = resolve(item["scenario"])
    got = as_json(result)
    assert mismatches(item["expected"], got) == [], json.dumps(got["steps"], indent=1)
    tokens = {a["token"]["id"] for a in item["scenario"]["actions"] if a.get("token")}  # 47.0
    assert set(item["scenario"]["cards"][i]["id"] for i in range(len(item["scenario"]["cards"]))) \
        | tokens >= set(got["final"]["cards"]) - tokens


# --- what the `expected` block cannot say: the order of steps -----------------------------------

def test_basic_rulebook_open_scene_resolves_last_in_first_out() -> None:
    r = by_id("sf-basic-open-scene-temple-guards")
    texts = [s["text"] for s in r["steps"]]
    order = [next(i for i, t in enumerate(texts) if t.startswith(p)) for p in
             ("Breath of the Dragon resolves", "Desolate Ridge resolves", "Confucian Stability resolves")]
    assert order == sorted(order)
    assert not any(t.startswith("Bribery resolves") for t in texts)


def test_28_6_interception_order_starts_left_of_the_target_controller() -> None:
    r = by_id("sf-28-6-interception-order-left-of-the-target")
    declared = [s["text"] for s in r["steps"] if "as interceptor" in s["text"]]
    assert declared[0].startswith("C declares") and declared[1].startswith("B declares")
