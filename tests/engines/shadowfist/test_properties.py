"""Property tests over generated legal boards and attacks (Hypothesis).

Card conservation, no negative damage or Fighting on cards in play, determinism; and a
fuzzer showing malformed input only ever yields ScenarioInvalid.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from refbase.engines.common import Resolution, ScenarioInvalid
from refbase.engines.shadowfist import resolve

from ._support import as_json
from .test_contract_example import CONTRACT_EXAMPLE

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ABILITIES = ["Toughness: 1", "Toughness: 2", "Superleap", "Ambush", "Guts", "Lethal", "Stealth",
             "Unstoppable", "Assassinate", "Corrupted", "Mobility", "Independent", "Tactics", "Toast It"]
PLAYER_IDS = ["A", "B", "C", "D"]
GEAR_KINDS = ["fighting", "damage_bonus", "damage_reduction"]
FATES = ["seize", "burn_for_victory", "burn_for_power", "smoke"]


@st.composite
def player_cards(draw: Any, pid: str) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = []
    n_sites = draw(st.integers(0, 3))
    for col in range(1, n_sites + 1):
        cards.append({"id": f"{pid}-s{col}", "title": f"{pid} Site {col}", "type": "feng_shui_site",
                      "controller": pid, "column": col, "row": "front",
                      "body": draw(st.integers(2, 8)), "face_down": draw(st.booleans())})
    if n_sites and draw(st.booleans()):
        cards.append({"id": f"{pid}-back", "title": f"{pid} Back Site", "type": "site",
                      "controller": pid, "column": 1, "row": "back", "body": draw(st.integers(2, 8))})
    for i in range(draw(st.integers(1 if pid == "A" else 0, 4))):
        fighting = draw(st.integers(1, 8))
        card = {"id": f"{pid}-c{i}", "title": f"{pid} Fighter {i}", "type": "character",
                "controller": pid, "fighting": fighting, "damage": draw(st.integers(0, fighting - 1)),
                "turned": False if (pid == "A" and i == 0) else draw(st.booleans()),
                "abilities": draw(st.lists(st.sampled_from(ABILITIES), max_size=3, unique=True))}
        if n_sites:
            card["column"] = draw(st.integers(1, n_sites))
        cards.append(card)
        if draw(st.integers(0, 4)) == 0:
            cards.append({"id": f"{pid}-c{i}-gear", "title": "Gear", "type": "state", "controller": pid,
                          "attached_to": card["id"],
                          "modifiers": [{"kind": draw(st.sampled_from(GEAR_KINDS)),
                                         "value": draw(st.integers(0, 2))}]})
    return cards


@st.composite
def boards_with_attacks(draw: Any) -> dict[str, Any]:
    n = draw(st.integers(2, 4))
    pids = PLAYER_IDS[:n]
    cards = [c for pid in pids for c in draw(player_cards(pid))]
    def chars(pid: str, **kw: object) -> list[dict]:
        return [c for c in cards if c["type"] == "character" and c["controller"] == pid
                and all(c.get(k) == v for k, v in kw.items())]
    targets = [c["id"] for c in cards if c["controller"] != "A" and
               (c["type"] == "character" or (c["type"] != "state" and c.get("row") == "front"))]
    actions: list[dict[str, Any]] = []
    if targets:
        attackers = draw(st.lists(st.sampled_from([c["id"] for c in chars("A", turned=False)]),
                                  min_size=1, unique=True))
        target = draw(st.sampled_from(targets))
        actions.append({"do": "declare_attack", "player": "A", "attackers": attackers, "target": target})
        owner = next(c for c in cards if c["id"] == target)["controller"]
        if draw(st.booleans()):
            actions.append({"do": "effect", "id": "zap", "player": owner, "card": "Flying Kick",
                            "source_type": "event", "effect": "damage", "amount": draw(st.integers(0, 4)),
                            "targets": [draw(st.sampled_from(attackers))]})
            actions.append({"do": "pass"})
        defenders = [c["id"] for c in chars(owner)]
        if defenders and draw(st.booleans()):
            chain = draw(st.lists(st.sampled_from(defenders), min_size=1, max_size=3, unique=True))
            actions.append({"do": "intercept", "player": owner,
                            "assignments": [{"attacker": draw(st.sampled_from(attackers)), "chain": chain}]})
        if draw(st.booleans()):
            actions.append({"do": "site_fate", "player": "A", "site": target,
                            "choice": draw(st.sampled_from(FATES))})
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": p, "power": draw(st.integers(0, 5))} for p in pids],
            "cards": cards, "actions": actions}


def _check_invariants(payload: dict[str, Any], result: Resolution) -> None:
    final = result.final["cards"]
    assert set(final) == {c["id"] for c in payload["cards"]}
    for card_id, state in final.items():
        assert state["damage"] >= 0, card_id
        if state["zone"] == "in_play":
            if "fighting" in state:
                assert state["fighting"] > 0, card_id
            if "body" in state:
                assert state["body"] >= 0, card_id
        else:
            assert state["damage"] == 0 and state["turned"] is False, card_id
    for p in result.final["players"].values():
        assert p["power"] >= 0 and p["burned_for_victory"] >= 0


@SETTINGS
@given(boards_with_attacks())
def test_generated_attacks_conserve_cards_and_keep_scores_non_negative(payload: dict[str, Any]) -> None:
    result = resolve(payload)
    _check_invariants(payload, result)
    # the outcome and its detail agree: an illegal action is one of the script's, a pending
    # decision is left only when the script has run out
    assert (result.illegal is not None) == (result.outcome == "illegal")
    assert (result.pending is not None) == (result.outcome == "pending")
    if result.illegal is not None:
        assert 0 <= result.illegal.action < len(payload["actions"])


@SETTINGS
@given(boards_with_attacks())
def test_resolution_is_deterministic(payload: dict[str, Any]) -> None:
    first = json.dumps(as_json(resolve(copy.deepcopy(payload))), sort_keys=True)
    second = json.dumps(as_json(resolve(copy.deepcopy(payload))), sort_keys=True)
    assert first == second


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6)


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, prefix + (i,))
    return out


@SETTINGS
@given(st.data())
def test_malformed_input_is_only_ever_scenario_invalid(data: Any) -> None:
    payload = copy.deepcopy(CONTRACT_EXAMPLE)
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(_paths(payload)[1:]))
        target = payload
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = data.draw(JSON_VALUES)
    try:
        result = resolve(payload)
    except ScenarioInvalid as invalid:
        assert invalid.errors and all(isinstance(k, str) for k in invalid.errors)
        return
    _check_invariants(payload, result)
