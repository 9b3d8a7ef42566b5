"""Response windows (H.2.3): priority from the active player, valid responses, once per window."""

from __future__ import annotations

import json

import pytest
from ufs_builders import passes, run, scenario

from refbase import config
from refbase.engines.common import ScenarioInvalid
from refbase.engines.ufs import resolve

LIBRARY = config.PROJECT_ROOT / "scenarios" / "ufs"


def library(sid: str) -> dict:
    return run(json.loads((LIBRARY / f"{sid}.json").read_text(encoding="utf-8"))["scenario"])


def numbers(result: dict) -> set[str]:
    return {r["number"] for r in result["illegal"]["rules"]}


def response_texts(result: dict) -> list[str]:
    return [s["text"] for s in result["steps"] if s["phase"] == "response"]


def test_H_2_3_2_4_1_the_active_player_responds_first():
    texts = [t for t in response_texts(library("ufs-response-window-active-player-first")) if " play" in t]
    assert texts[0].startswith("A has priority") and texts[1].startswith("B plays Breaker")


def test_H_2_3_2_4_2_a_player_responds_again_after_the_opponent():
    texts = response_texts(library("ufs-response-after-the-other-player"))
    assert "Breaker" in texts[0] and texts[1].startswith("A has priority")


def test_H_2_3_4_each_response_once_per_window():
    assert "H.2.3.4" in numbers(library("ufs-response-once-per-window"))


def test_H_2_3_2_4_2_1_the_condition_must_match_the_event():
    assert "H.2.3.2.4.2.1" in numbers(library("ufs-response-condition-must-match"))


def test_H_2_3_3_a_response_needs_a_ready_source():
    assert "H.2.3.3" in numbers(library("ufs-response-from-committed-card"))


def test_H_2_3_2_a_response_after_the_attack_resolves():
    assert library("ufs-response-after-resolution")["final"]["players"]["B"]["vitality"] == 20


def test_H_2_3_2_4_2_1_a_response_needs_keyword_or_condition():
    bad = {"do": "respond", "player": "B", "card": "fb1"}
    with pytest.raises(ScenarioInvalid) as error:
        resolve(scenario(passes() + [bad]))
    assert "actions[2].keyword" in error.value.errors


def test_H_2_3_2_4_2_keyword_responses_take_no_extra_effect():
    bad = {"do": "respond", "player": "B", "card": "fb1", "keyword": "Breaker", "gain_vitality": 2}
    with pytest.raises(ScenarioInvalid):
        resolve(scenario(passes() + [bad]))


def test_H_2_3_a_response_ability_s_effect_is_a_step_of_its_response_window():
    steps = library("ufs-response-window-active-player-first")["steps"]
    effect = next(s for s in steps if s["text"].startswith("Strike gets +2 damage"))
    assert effect["phase"] == "response"


def test_E_4_8_an_enhance_s_effect_after_its_check_cost_is_a_step_of_the_enhance_step():
    steps = library("ufs-failed-check-cost-spends-no-once-per-turn")["steps"]
    effect = next(s for s in steps if " gets +1 damage" in s["text"])
    assert effect["phase"] == "enhance"


def test_E_4_1_2_a_refused_reversal_or_form_is_never_said_to_be_played():
    """The resource chain is checked before the play is announced: no step claims a play
    the rules refuse (the refusal names the form's place in `turn.forms`)."""
    reversal = library("ufs-reversal-needs-the-resource-chain")
    assert reversal["outcome"] == "illegal" and "E.4.1.2" in numbers(reversal)
    assert not any("plays the Reversal ability" in s["text"] for s in reversal["steps"])
    form = library("ufs-form-ability-action-card-resource-chain")
    assert form["illegal"]["reason"].startswith("turn.forms[0]: ")
    assert not any("plays the form ability" in s["text"] for s in form["steps"])


def test_G_4_a_pass_after_the_last_attack_resolved_is_refused_for_that_reason():
    payload = json.loads((LIBRARY / "ufs-contract-example.json").read_text(encoding="utf-8"))["scenario"]
    result = run({**payload, "actions": [*payload["actions"], {"do": "pass", "player": "A"},
                                          {"do": "pass", "player": "B"}, {"do": "pass", "player": "A"}]})
    assert result["outcome"] == "illegal"
    assert "nothing left to pass on" in result["illegal"]["reason"] and "Enhance Step" not in result["illegal"]["reason"]
