"""Continuous effects on attacks in the layer order of C.3.3."""

from __future__ import annotations

import json

import pytest
from ufs_builders import no_block, passes, player_a, player_b, run, scenario

from refbase import config
from refbase.engines.common import ScenarioInvalid
from refbase.engines.ufs import resolve

LIBRARY = config.PROJECT_ROOT / "scenarios" / "ufs"


def library(sid: str) -> dict:
    return run(json.loads((LIBRARY / f"{sid}.json").read_text(encoding="utf-8"))["scenario"])


def test_C_3_3_4_4_modifiers_apply_after_definitions_whatever_the_listing():
    """The modifier is listed first (on the active player), the definition later: still 2 + 1."""
    assert library("ufs-layer-definition-then-modifier")["final"]["attack"]["damage"] == 3


def test_C_3_3_3_a_zone_change_decides_which_blocks_fit():
    assert library("ufs-layer-zone-change")["final"]["attacks"][0]["zone"] == "high"


def test_J_3_4_swap_is_a_definition_applied_before_modifiers():
    a = player_a(effects=[{"modify": {"damage": 2}}, {"swap": ["speed", "damage"]}])
    result = run(scenario(passes() + [no_block()], a=a))
    assert result["final"]["attack"]["damage"] == 5  # swap: damage 3, then +2


def test_J_3_3_a_granted_keyword_acts():
    assert library("ufs-layer-grant-keyword")["final"]["attack"]["damage"] == 2


def test_C_3_3_3_the_active_players_definition_applies_first():
    a = player_a(effects=[{"set": {"damage": 6}}])
    b = player_b(effects=[{"target": "opponent", "set": {"damage": 1}}])
    assert run(scenario(passes() + [no_block()], a=a, b=b))["final"]["attack"]["damage"] == 1


def test_C_3_3_an_effect_on_the_opponents_attacks_leaves_own_attacks_alone():
    a = player_a(effects=[{"target": "opponent", "set": {"damage": 1}}])
    assert run(scenario(passes() + [no_block()], a=a))["final"]["attack"]["damage"] == 4


def test_C_3_3_an_effect_does_exactly_one_thing():
    with pytest.raises(ScenarioInvalid):
        resolve(scenario(a=player_a(effects=[{"set": {"damage": 1}, "grant": "Throw"}])))
