"""Property tests over generated legal boards and attacks (Hypothesis).

Card conservation, no negative damage or Fighting on cards in play, determinism; and a
fuzzer showing malformed input only ever yields ScenarioInvalid.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
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


@pytest.mark.slow
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


@pytest.mark.slow
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


# --- fidelity: damage adds up, no card is in two places, inferred passes change nothing --------

_INFLICTS = re.compile(r"^(?P<src>.+?) inflicts (?P<amount>\d+) (?:non-)?combat damage"
                       r"(?: \([^)]*\))? on (?P<recipient>.+?)(?: \((?P<note>[^)]*)\))?\.$")


def _landed(match: re.Match[str]) -> int:
    """The counters a damage step says it placed: the last figure of the recipient's side."""
    note = match.group("note") or ""
    figures = re.findall(r"\d+", note)
    return int(figures[-1]) if figures and not note.startswith("Unstoppable") else int(match.group("amount"))


@SETTINGS
@given(boards_with_attacks())
def test_29_0_damage_recorded_equals_the_damage_the_steps_describe(payload: dict[str, Any]) -> None:
    result = as_json(resolve(payload))
    by_title = {c["title"]: c for c in payload["cards"]}
    described: dict[str, int] = {}
    for step in result["steps"]:
        if (match := _INFLICTS.match(step["text"])) is not None:
            title = match.group("recipient")
            described[title] = described.get(title, 0) + _landed(match)
    healed = {t for t in by_title if any(f"seizes {t}:" in s["text"] for s in result["steps"])}
    for title, card in by_title.items():
        final = result["final"]["cards"][card["id"]]
        if final["zone"] != "in_play" or title in healed:
            continue
        assert final["damage"] == card.get("damage", 0) + described.get(title, 0), title


@SETTINGS
@given(boards_with_attacks())
def test_9_1_no_card_is_in_two_places(payload: dict[str, Any]) -> None:
    result = resolve(payload)
    final = result.final["cards"]
    slots = [(c["controller"], c["column"], c["row"]) for c in final.values()
             if c["zone"] == "in_play" and "row" in c]
    assert len(slots) == len(set(slots))
    columns = {(p, col) for p, col, _ in slots}
    # a pending decision can stop the game inside the procedure that settles locations: Characters
    # wait in a column left without Sites until their controller picks a side (9.1.4.1)
    settled = result.outcome != "pending"
    for card_id, c in final.items():
        if settled and c["zone"] == "in_play" and "fighting" in c and c["column"] is not None:
            assert (c.get("location_player", c["controller"]), c["column"]) in columns, card_id
        if c["zone"] == "in_play" and "attached_to" in c:
            assert final[c["attached_to"]]["zone"] == "in_play", card_id


def _without_inferred_passes(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Drop each `pass` the engine infers: one followed by a declaration, a decision or nothing."""
    generating = {"effect", "play", "move", "stealth", "pass"}
    return [a for i, a in enumerate(actions)
            if a["do"] != "pass" or (i + 1 < len(actions) and actions[i + 1]["do"] in generating)]


def _with_explicit_passes(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A `pass` written before every declaration, closing the scenes before it by hand."""
    out: list[dict[str, Any]] = []
    for a in actions:
        if a["do"] in ("declare_attack", "join", "intercept", "end_turn"):
            out.append({"do": "pass"})
        out.append(a)
    return out


@pytest.mark.slow
@SETTINGS
@given(boards_with_attacks())
def test_22_1_a_script_resolves_the_same_without_the_passes_the_engine_infers(
        payload: dict[str, Any]) -> None:
    explicit, lean = copy.deepcopy(payload), copy.deepcopy(payload)
    explicit["actions"] = _with_explicit_passes(payload["actions"])
    lean["actions"] = _without_inferred_passes(payload["actions"])
    full, short = as_json(resolve(explicit)), as_json(resolve(lean))
    assert (full["outcome"], full["final"], full["pending"]) == \
        (short["outcome"], short["final"], short["pending"])
    if full["illegal"] is not None:
        assert (full["illegal"]["reason"], full["illegal"]["rules"]) == \
            (short["illegal"]["reason"], short["illegal"]["rules"])
