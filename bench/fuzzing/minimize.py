"""Delta debugging of a finding down to a small repro that still gives the same signature.

First ddmin over the long lists (actions, cards, each UFS player's zones), then greedy removal of
any key or list element, until nothing more can go or the time budget is spent.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from typing import Any

from .harness import Harness

#: Never removed: without them the scenario is a 422 before any engine runs.
KEEP = {"game", "do"}

Predicate = Callable[[Any], bool]


def same_signature(harness: Harness, endpoint: str, signature: str) -> Predicate:
    return lambda scenario: harness.post(endpoint, scenario).signature == signature


def ddmin(items: list[Any], fails: Callable[[list[Any]], bool], deadline: float) -> list[Any]:
    """A smaller list on which `fails` still holds (Zeller's ddmin, complements only)."""
    chunks = 2
    while items and time.monotonic() < deadline:
        size = max(1, len(items) // chunks)
        for start in range(0, len(items), size):
            candidate = items[:start] + items[start + size:]
            if fails(candidate):
                items, chunks = candidate, max(chunks - 1, 2)
                break
        else:
            if size == 1:
                break
            chunks = min(len(items), chunks * 2)
    return items


def list_paths(scenario: Any) -> list[tuple[Any, ...]]:
    """The lists worth a ddmin pass: actions, cards, and every UFS player's lists."""
    paths: list[tuple[Any, ...]] = [(key,) for key in ("actions", "cards") if isinstance(scenario.get(key), list)]
    for i, player in enumerate(scenario.get("players") or []):
        if isinstance(player, dict):
            paths += [("players", i, key) for key, value in player.items() if isinstance(value, list)]
    return paths


def get(obj: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        obj = obj[step]
    return obj


def replaced(scenario: Any, path: tuple[Any, ...], value: Any) -> Any:
    candidate = copy.deepcopy(scenario)
    get(candidate, path[:-1])[path[-1]] = value
    return candidate


def removed(scenario: Any, path: tuple[Any, ...]) -> Any:
    candidate = copy.deepcopy(scenario)
    del get(candidate, path[:-1])[path[-1]]
    return candidate


def all_paths(obj: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key and list element, parents before children (a parent gone takes its subtree)."""
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, list) else ()
    found = []
    for key, value in items:
        found.append(path + (key,))
        found += all_paths(value, path + (key,))
    return found


def minimize(scenario: Any, fails: Predicate, seconds: float = 60.0) -> Any:
    """The smallest scenario found in `seconds` on which `fails` still holds."""
    deadline = time.monotonic() + seconds
    for path in list_paths(scenario):
        kept = ddmin(get(scenario, path), lambda items: fails(replaced(scenario, path, items)), deadline)  # noqa: B023
        scenario = replaced(scenario, path, kept)
    shrinking = True
    while shrinking and time.monotonic() < deadline:
        shrinking = False
        for path in all_paths(scenario):
            if path[-1] in KEEP or time.monotonic() > deadline:
                continue
            candidate = removed(scenario, path)
            if fails(candidate):
                scenario, shrinking = candidate, True
                break
    return scenario
