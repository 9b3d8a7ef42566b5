"""Property tests: card conservation, determinism, citations, and no crash on any input."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ufs_builders import attack, guard, player_a, player_b, scenario

from refbase.engines.common import Outcome, Resolution, ScenarioInvalid
from refbase.engines.ufs import resolve
from refbase.engines.ufs.scenario import load_scenario
from refbase.engines.ufs.validation import card_paths

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ZONES = st.sampled_from(["high", "mid", "low"])
KEYWORDS = st.lists(st.sampled_from(["Stun: 1", "EX: 1", "Powerful: 2", "Multiple: 1", "Throw", "Flash",
                                     "Safe", "Breaker: 1", "Punch"]), max_size=3, unique=True)
DECK = st.lists(st.integers(0, 7), min_size=1, max_size=8)


@st.composite
def tables(draw: st.DrawFn) -> dict[str, Any]:
    """A valid two-player table with a scripted attack and a plausible, possibly wrong, script."""
    foundations = [{"id": f"fa{i}", "type": "foundation", "ready": draw(st.booleans())}
                   for i in range(draw(st.integers(0, 3)))]
    hand = [guard(draw(ZONES), draw(st.integers(0, 4)), cid=f"g{i}", keywords=draw(KEYWORDS))
            for i in range(draw(st.integers(0, 3)))]
    a = player_a(vitality=draw(st.integers(1, 20)), momentum=draw(st.integers(0, 3)),
                 card_pool=draw(st.integers(0, 2)), staging=foundations, deck=draw(DECK))
    b = player_b(vitality=draw(st.integers(1, 22)), card_pool=draw(st.integers(0, 4)), hand=hand,
                 deck=draw(DECK), discard=draw(st.integers(0, 14)))
    if draw(st.booleans()):
        b["deck_size"] = len(b["deck"]) + draw(st.integers(0, 2)) or 1
        b["deck"] = b["deck"] or [draw(st.integers(0, 7))]
    card = attack(draw(ZONES), draw(st.integers(0, 6)), draw(st.integers(0, 8)), draw(st.integers(0, 4)),
                  tuple(draw(KEYWORDS)))
    pool = [{"do": "pass", "player": "A"}, {"do": "pass", "player": "B"}, {"do": "no_block", "player": "B"},
            {"do": "enhance", "player": "A", "keyword": "Stun", "choose": ["fb1"]},
            {"do": "enhance", "player": "A", "keyword": "EX", "pay": {"momentum": 1}},
            {"do": "enhance", "player": "A", "keyword": "Multiple", "pay": {"momentum": 1}},
            {"do": "enhance", "player": "B", "card": "fb1", "modify": {"speed": -1}},
            {"do": "respond", "player": "B", "card": "g0", "keyword": "Breaker"},
            {"do": "respond", "player": "B", "card": "fb1", "condition": "blocked", "gain_vitality": 1},
            {"do": "respond", "player": "A", "card": "A.character", "condition": "resolved",
             "pay": {"commit": ["A.character"]}, "restrictions": {"your_turn": True}},
            {"do": "respond", "player": "B", "card": "fb2", "condition": "resolved", "deals_no_damage": True,
             "pay": {"flip": ["fb2"]}},
            {"do": "enhance", "player": "B", "card": "A.character", "modify": {"speed": -1},
             "restrictions": {"either_player": True}},
            {"do": "enhance", "player": "B", "card": "fb2", "modify": {"speed": -1}, "pay": {"destroy": ["fb2"]}}]
    pool += [{"do": "block", "player": "B", "card": g["id"], "commit": c} for g in hand for c in ([], ["fb2"])]
    decision = [{"do": "no_block", "player": "B"}] + [p for p in pool if p["do"] == "block"]
    scripted = (draw(st.lists(st.sampled_from(pool[3:7]), max_size=2)) + [pool[0], pool[1]]
                + [draw(st.sampled_from(decision))] + draw(st.lists(st.sampled_from(pool), max_size=2)))
    actions = draw(st.one_of(st.just(scripted), st.lists(st.sampled_from(pool), max_size=12)))
    commits = [None, []] + ([["fa0"]] if foundations else [])
    return scenario(actions, a=a, b=b, card=card, commit=draw(st.sampled_from(commits)))


def as_json(resolution: Resolution) -> str:
    return json.dumps(dataclasses.asdict(resolution), sort_keys=True)


def resolve_or_invalid(payload: Any) -> Resolution | None:
    """Resolve, or None for malformed input; either answer must be well formed."""
    try:
        resolution = resolve(payload)
    except ScenarioInvalid as error:
        assert error.errors
        for path, messages in error.errors.items():
            assert isinstance(path, str) and path
            assert messages and all(isinstance(msg, str) and msg for msg in messages), (path, messages)
        return None
    assert resolution.outcome in tuple(Outcome)
    json.dumps(dataclasses.asdict(resolution))  # the answer is JSON data
    return resolution


@SETTINGS
@given(tables())
def test_every_card_of_the_request_is_in_final_cards_exactly_once(payload):
    resolution = resolve_or_invalid(payload)
    if resolution is not None:
        ids = [cid for _, cid in card_paths(load_scenario(payload))]
        # besides: the counted discard-pile cards Multiple took, named by their copy (I.3.8.1)
        ids += [a["card"] for a in resolution.final["attacks"] if a["kind"] == "multiple_copy" and a["card"] not in ids]
        assert len(ids) == len(set(ids)) == len(resolution.final["cards"])
        assert set(resolution.final["cards"]) == set(ids)


@pytest.mark.slow
@SETTINGS
@given(tables())
def test_resolution_is_deterministic(payload):
    first, second = resolve_or_invalid(payload), resolve_or_invalid(payload)
    assert (first is None) == (second is None)
    if first is not None and second is not None:
        assert as_json(first) == as_json(second)


@SETTINGS
@given(tables())
def test_every_step_cites_a_rule_and_outcome_is_consistent(payload):
    resolution = resolve_or_invalid(payload)
    if resolution is None:
        return
    assert [s.n for s in resolution.steps] == list(range(1, len(resolution.steps) + 1))
    assert all(s.rules for s in resolution.steps)
    assert (resolution.outcome == "illegal") == (resolution.illegal is not None)
    assert (resolution.outcome == "pending") == (resolution.pending is not None)


GAINS = re.compile(r"(?P<player>[AB]) gains (?P<amount>\d+) vitality")


@pytest.mark.slow
@SETTINGS
@given(tables())
def test_defender_loses_exactly_the_damage_dealt(payload):
    resolution = resolve_or_invalid(payload)
    if resolution is None:
        return
    dealt = {"A": 0, "B": 0}
    for attack_ in resolution.final["attacks"]:
        dealt[attack_["defender"]] += attack_["damage"]
    gained = {"A": 0, "B": 0}  # an ability's "gain n vitality" (K.3.1), as its step reports it
    for step in resolution.steps:
        found = GAINS.match(step.text)
        if found:
            gained[found["player"]] += int(found["amount"])
    start = {p["id"]: p["vitality"] for p in payload["players"]}
    for pid, record in resolution.final["players"].items():
        assert record["vitality"] == start[pid] - dealt[pid] + gained[pid]
    winner = resolution.final["winner"]
    assert winner is None or resolution.final["players"]["AB".replace(winner, "")]["vitality"] <= 0 \
        or resolution.final["players"]["AB".replace(winner, "")]["deck_size"] == 0


JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 300) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20)


@SETTINGS
@given(JSON)
def test_any_json_is_either_resolved_or_named_invalid(payload):
    """No exception but ScenarioInvalid escapes, and both answers are well formed (checked inside)."""
    resolve_or_invalid(payload)


@pytest.mark.slow
@SETTINGS
@given(tables(), st.data())
def test_a_corrupted_field_is_reported_never_crashes(payload, data):
    """Replace one value anywhere in a valid scenario with junk: ScenarioInvalid or a Resolution."""
    paths: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            paths.append((node, key))
            walk(value)

    walk(payload)
    parent, key = data.draw(st.sampled_from(paths))
    parent[key] = data.draw(JSON)
    result = resolve_or_invalid(payload)
    if result is not None and result.outcome == Outcome.ILLEGAL:
        assert result.illegal is not None and -1 <= result.illegal.action < len(payload.get("actions") or [])
