"""Small builders for UFS engine tests: a two-player table, an attack, actions, and matchers."""

from __future__ import annotations

import copy
import dataclasses
import json
from typing import Any

from refbase.engines.ufs import resolve


def player_a(**overrides: Any) -> dict[str, Any]:
    """Kai, 20 vitality, one ready foundation, a deck whose top card is a 5."""
    base = {"id": "A", "character": {"name": "Kai", "hand_size": 6, "max_vitality": 20},
            "vitality": 20, "momentum": 0, "card_pool": 0,
            "staging": [{"id": "fa1", "type": "foundation"}], "hand": [], "deck": [5]}
    return {**base, **overrides}


def player_b(**overrides: Any) -> dict[str, Any]:
    """Mira, 22 vitality, two ready foundations, a deck whose top card is a 5."""
    base = {"id": "B", "character": {"name": "Mira", "hand_size": 6, "max_vitality": 22},
            "vitality": 22, "card_pool": 0,
            "staging": [{"id": "fb1", "type": "foundation"}, {"id": "fb2", "type": "foundation"}],
            "hand": [], "deck": [5]}
    return {**base, **overrides}


def attack(zone: str = "mid", speed: int = 3, damage: int = 4, difficulty: int = 3,
           keywords: tuple[str, ...] = (), **extra: Any) -> dict[str, Any]:
    return {"id": "atk", "name": "Strike", "difficulty": difficulty, "zone": zone, "speed": speed,
            "damage": damage, "keywords": list(keywords), **extra}


def guard(block_zone: str = "mid", modifier: int = 2, cid: str = "guard", **extra: Any) -> dict[str, Any]:
    return {"id": cid, "name": f"{block_zone.title()} Guard", "type": "action", "difficulty": 2,
            "block_zone": block_zone, "block_modifier": modifier, **extra}


def scenario(actions: list[dict[str, Any]] | None = None, a: dict[str, Any] | None = None,
             b: dict[str, Any] | None = None, card: dict[str, Any] | None = None,
             commit: list[str] | None = None) -> dict[str, Any]:
    body = {"game": "ufs", "active_player": "A", "players": [a or player_a(), b or player_b()],
            "attack": {"player": "A", "card": card or attack()}, "actions": actions or []}
    if commit is not None:
        body["attack"]["commit"] = commit
    return copy.deepcopy(body)


def passes(first: str = "A") -> list[dict[str, Any]]:
    second = "B" if first == "A" else "A"
    return [{"do": "pass", "player": first}, {"do": "pass", "player": second}]


def block(card: str = "guard", commit: list[str] | None = None, player: str = "B") -> dict[str, Any]:
    action: dict[str, Any] = {"do": "block", "player": player, "card": card}
    if commit is not None:
        action["commit"] = commit
    return action


def no_block(player: str = "B") -> dict[str, Any]:
    return {"do": "no_block", "player": player}


def run(payload: dict[str, Any]) -> dict[str, Any]:
    """Resolve and return the resolution as plain JSON data (rules as {"doc", "number"})."""
    return json.loads(json.dumps(dataclasses.asdict(resolve(payload))))


def numbers(rules: list[dict[str, str]]) -> list[str]:
    return [r["number"] for r in rules]


def cited(result: dict[str, Any]) -> set[str]:
    """Every rule number a resolution cites (steps, illegal, pending)."""
    found = {n for step in result["steps"] for n in numbers(step["rules"])}
    for extra in ("illegal", "pending"):
        if result[extra]:
            found |= set(numbers(result[extra]["rules"]))
    return found


def step_texts(result: dict[str, Any]) -> list[str]:
    return [s["text"] for s in result["steps"]]


def mismatches(expected: Any, actual: Any, path: str = "") -> list[str]:
    """The library's partial match: every key of `expected` must match `actual`'s value.

    Dicts are compared recursively and lists exactly, except where the rules fix no order or
    the engine may say more: `options` match as a set, a `rules` list (rule numbers) is
    "cites at least", and a top-level `cites` lists numbers the resolution cites somewhere.
    """
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {actual!r}"]
        out = []
        for key, value in expected.items():
            if key == "cites" and not path:
                missing = set(value) - cited(actual)
                out += [f".cites: {sorted(missing)} not cited"] if missing else []
            elif key not in actual:
                out.append(f"{path}.{key}: missing")
            elif key == "rules":
                out += _cites_at_least(value, actual[key], f"{path}.{key}")
            elif key == "options":
                out += _same_set(value, actual[key], f"{path}.{key}")
            else:
                out += mismatches(value, actual[key], f"{path}.{key}")
        return out
    return [] if expected == actual else [f"{path}: expected {expected!r}, got {actual!r}"]


def _cites_at_least(expected: list[Any], actual: Any, path: str) -> list[str]:
    want = {r["number"] if isinstance(r, dict) else r for r in expected}
    have = {r["number"] for r in actual or []}
    return [f"{path}: {sorted(want - have)} not cited (cites {sorted(have)})"] if want - have else []


def _same_set(expected: list[Any], actual: Any, path: str) -> list[str]:
    def key(item: Any) -> str:
        return json.dumps(item, sort_keys=True)
    if not isinstance(actual, list) or sorted(map(key, expected)) != sorted(map(key, actual)):
        return [f"{path}: expected the options {expected!r} in any order, got {actual!r}"]
    return []
