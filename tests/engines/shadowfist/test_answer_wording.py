"""The words of an answer say what the rules say happened: an attack cut short is in progress,
not failed (28.11, 28.12); a turn-and-maintain card turns once, to pay its cost (10.4); control
that lapses goes back to the previous controller without that player taking control (35.3.4)."""

from __future__ import annotations

from ._support import LIBRARY_DIR, attack, character, fss, load, run, scenario


def _library(scenario_id: str) -> dict:
    return load(LIBRARY_DIR / f"{scenario_id}.json")["scenario"]


def test_rule_28_12_an_attack_stopped_by_an_illegal_action_has_not_failed() -> None:
    hand = character("extra", "A", 2, zone="hand", cost=0)
    result = run(scenario([character("hitter", "A", 3), fss("site", "B", 1, 6), hand], [
        attack("A", ["hitter"], "site"), {"do": "play", "player": "A", "card": "extra"}]))
    assert result["outcome"] == "illegal"
    assert result["final"]["attack"]["in_progress"] is True
    assert result["final"]["attack"]["status"] == "in_progress"
    assert result["final"]["attack"]["attacks"][-1]["status"] == "in_progress"


def test_rule_28_11_an_attack_in_progress_after_combat_damage_is_successful() -> None:
    result = run(scenario([character("hitter", "A", 7), fss("site", "B", 1, 6)],
                          [attack("A", ["hitter"], "site")]))
    assert result["outcome"] == "pending"
    assert (result["final"]["attack"]["status"], result["final"]["attack"]["in_progress"]) == ("successful", True)


def test_rule_10_4_a_turn_and_maintain_card_is_described_turning_once() -> None:
    steps = [s["text"] for s in run(_library("sf-10-4-maintained-control-while-turned"))["steps"]]
    assert sum(t.startswith("A turns Puppeteer") for t in steps) == 1
    assert any("turn-and-maintain" in t and "pays its cost" in t for t in steps)


def test_rule_35_3_4_control_that_lapses_is_not_described_as_taking_control() -> None:
    result = run(_library("sf-10-4-maintained-control-ends-when-unturned"))
    last = result["steps"][-1]
    assert last["text"].startswith("Control of Brute goes back to B (this is not B taking control")
    assert "35.3.4" in last["rules"]
    assert not any(s["text"].startswith("B takes control") for s in result["steps"])
