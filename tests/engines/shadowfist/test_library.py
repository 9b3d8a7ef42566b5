"""The worked-scenario library: every file resolves as its `expected` says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.rules import ALL_RULES

from ._support import LIBRARY_DIR, as_json, library_files, load, mismatches

FILES = library_files()
DOCS = {"shadowfist-comprehensive", "shadowfist-basic", "shadowfist-faq", "shadowfist-notes"}


def by_id(scenario_id: str) -> dict:
    item = load(LIBRARY_DIR / f"{scenario_id}.json")
    return as_json(resolve(item["scenario"]))


def test_library_has_at_least_thirty_scenarios() -> None:
    assert len(FILES) >= 30


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
    assert set(item["scenario"]["cards"][i]["id"] for i in range(len(item["scenario"]["cards"]))) \
        == set(got["final"]["cards"])
    assert result.cited() <= ALL_RULES
    assert all(step["rules"] for step in got["steps"])


# --- key facts, by rule ------------------------------------------------------------------------

def test_basic_rulebook_open_scene_resolves_last_in_first_out() -> None:
    r = by_id("sf-basic-open-scene-temple-guards")
    texts = [s["text"] for s in r["steps"]]
    order = [next(i for i, t in enumerate(texts) if t.startswith(p)) for p in
             ("Breath of the Dragon resolves", "Desolate Ridge resolves", "Confucian Stability resolves")]
    assert order == sorted(order)
    assert not any(t.startswith("Bribery resolves") for t in texts)
    guards = r["final"]["cards"]["guards"]
    assert (guards["controller"], guards["damage"]) == ("A", 0)
    assert r["final"]["cards"]["target"]["damage"] == 5


def test_50_17_toughness_cumulative_reduces_each_attacker_by_two() -> None:
    r = by_id("sf-50-17-toughness-is-cumulative")
    assert r["final"]["cards"]["trucker"]["damage"] == (3 - 2) + (4 - 2)


def test_29_7_two_multipliers_quadruple_damage() -> None:
    r = by_id("sf-29-7-two-ornamental-gardens-quadruple-damage")
    assert r["final"]["cards"]["garden-site"]["damage"] == 2 * 2 * 2


def test_38_3_redirected_combat_damage_smokes_instead_of_burning() -> None:
    r = by_id("sf-38-3-redirected-combat-damage-only-smokes")
    assert r["final"]["cards"]["b2"]["zone"] == "smoked"
    assert r["outcome"] == "resolved" and r["pending"] is None
    assert r["final"]["attack"]["status"] == "failed"


def test_38_1_1_last_signpost_to_resolve_wins() -> None:
    c = by_id("sf-38-1-1-last-signpost-to-resolve-wins")["final"]["cards"]
    assert (c["victim"]["damage"], c["y"]["damage"], c["z"]["damage"]) == (0, 3, 0)


def test_12_1_2_burn_for_power_gains_players_plus_one_and_ends_turn() -> None:
    r = by_id("sf-12-1-2-burn-for-power-three-players")
    assert r["final"]["players"]["A"]["power"] == 1 + 4
    assert r["outcome"] == "illegal" and "22.3.3" in r["illegal"]["rules"]


def test_4_4_1_burning_the_final_site_wins() -> None:
    r = by_id("sf-4-4-1-burn-final-site-wins")
    assert r["final"]["winner"] == "A"
    assert r["final"]["cards"]["b1"]["zone"] == "burned_for_victory"


def test_4_4_victory_is_lost_if_a_site_goes_before_the_check() -> None:
    assert by_id("sf-4-4-victory-lost-before-the-check")["final"]["winner"] is None


def test_4_3_no_sites_exception_lets_a_played_site_win() -> None:
    assert by_id("sf-4-3-no-sites-exception")["final"]["winner"] == "A"


def test_31_7_only_the_winner_pays() -> None:
    r = by_id("sf-31-7-1-winner-keeps-the-new-copy")
    powers = {p: v["power"] for p, v in r["final"]["players"].items()}
    assert powers == {"A": 0, "B": 3, "C": 4}
    assert r["final"]["cards"]["jb-b"]["zone"] == "smoked"


def test_31_5_no_power_to_open_toasts_the_new_copy() -> None:
    assert by_id("sf-31-5-no-power-to-open-the-auction")["final"]["cards"]["jb-a"]["zone"] == "toasted"


def test_9_1_4_1_columns_to_the_right_slide_left() -> None:
    c = by_id("sf-9-1-4-1-middle-column-collapses")["final"]["cards"]
    assert (c["b1"]["column"], c["b3"]["column"], c["east"]["column"], c["mid"]["column"]) == (1, 2, 2, 1)


def test_28_6_interception_order_starts_left_of_the_target_controller() -> None:
    r = by_id("sf-28-6-interception-order-left-of-the-target")
    declared = [s["text"] for s in r["steps"] if "as interceptor" in s["text"]]
    assert declared[0].startswith("C declares") and declared[1].startswith("B declares")


def test_35_3_6_attacker_taken_over_leaves_the_attack() -> None:
    r = by_id("sf-faq-35-3-6-attacker-taken-over")
    band = r["final"]["cards"]["band"]
    assert (band["controller"], band["turned"]) == ("C", False)
    assert r["final"]["attack"]["status"] == "failed"


def test_5_1_decking_eliminates_and_4_6_default_win() -> None:
    r = by_id("sf-5-1-decking-at-the-end-of-the-turn")
    assert r["final"]["players"]["B"]["eliminated"] and r["final"]["winner"] == "A"
