"""Benchmark of the legality query: `python bench/bench_options.py [--repeat N]`.

Times `refbase.engines.options` in-process on a generated four-player Shadowfist board with
40 cards, at each prefix of an attack script (the Main Shot, after the declaration, after an
interception), and on the UFS contract example. Prints p50/p95 per point and the ratio to one
plain `resolve` of the same prefix measured in the same process: the query costs about one
resolution per candidate it has to check. Goal (issue 14): p50 <= 5 ms for the 40-card board.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from refbase.engines import options, resolve  # noqa: E402


def timings(fn: Callable[[], Any], repeat: int) -> list[float]:
    """Wall time of each of `repeat` calls, in milliseconds, after a warm-up."""
    for _ in range(min(3, repeat)):
        fn()
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def board() -> dict[str, Any]:
    """Four players, 40 cards: three front-row Sites, six Characters and a State each."""
    players = ["A", "B", "C", "D"]
    cards: list[dict[str, Any]] = []
    for p in players:
        for col in range(1, 4):
            cards.append({"id": f"{p}s{col}", "title": f"{p} Site {col}", "type": "feng_shui_site",
                          "controller": p, "column": col, "row": "front", "body": 6, "face_down": col > 1})
        for i in range(6):
            cards.append({"id": f"{p}c{i}", "title": f"{p} Fighter {i}", "type": "character",
                          "controller": p, "column": 1 + i % 3, "fighting": 2 + i,
                          "abilities": ["Toughness: 1"] if i % 2 else []})
        cards.append({"id": f"{p}gear", "title": "Gear", "type": "state", "controller": p,
                      "attached_to": f"{p}c5", "modifiers": [{"kind": "damage_bonus", "value": 1}]})
    assert len(cards) == 40
    actions = [
        {"do": "declare_attack", "player": "A", "attackers": ["Ac5", "Ac4"], "target": "Bs1"},
        {"do": "pass"},
        {"do": "intercept", "player": "B", "assignments": [{"attacker": "Ac5", "chain": ["Bc0", "Bc3"]}]},
    ]
    return {"game": "shadowfist", "format": "multiplayer", "active_player": "A",
            "players": [{"id": p, "power": 3} for p in players], "cards": cards, "actions": actions}


def points() -> list[tuple[str, dict[str, Any]]]:
    sf = board()
    out = [(f"sf-40-cards-prefix-{k}", {**sf, "actions": sf["actions"][:k]}) for k in range(len(sf["actions"]) + 1)]
    ufs = json.loads((ROOT / "scenarios" / "ufs" / "ufs-contract-example.json").read_text())["scenario"]
    out += [(f"ufs-contract-example-prefix-{k}", {**ufs, "actions": ufs["actions"][:k]}) for k in (0, 3)]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    rows = []
    for name, payload in points():
        answer = options(payload)
        query = timings(lambda payload=payload: options(payload), args.repeat)
        base = timings(lambda payload=payload: resolve(payload), args.repeat)
        p50 = statistics.median(query)
        rows.append((name, len(answer.options), p50, sorted(query)[int(.95 * (len(query) - 1))],
                     p50 / max(statistics.median(base), 1e-9)))
    width = max(len(r[0]) for r in rows)
    print(f"{'point':<{width}}  {'options':>7}  {'p50 ms':>8}  {'p95 ms':>8}  {'x resolve':>9}")
    for name, n, p50, p95, ratio in rows:
        print(f"{name:<{width}}  {n:7d}  {p50:8.2f}  {p95:8.2f}  {ratio:9.1f}")
    sf = [r[2] for r in rows if r[0].startswith("sf-")]
    print(f"\n40-card four-player Shadowfist board: p50 over its points {statistics.median(sf):.1f} ms "
          f"(goal <= 5 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
