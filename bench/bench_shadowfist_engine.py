"""Benchmark of the Shadowfist engine: `python bench/bench_shadowfist_engine.py [--repeat N]`.

Times `resolve` in-process for every library scenario and for a generated 4-player board
with 40 cards and a 3-deep interceptor chain (plain, and with continuous and triggered abilities
written on its cards), and prints p50/p95 per case with a ratio to a
trivial baseline measured in the same process (a JSON round trip of the same payload), so
the figures compare across machines. Goals: p50 <= 1 ms for a single attack, <= 10 ms for
the large board.
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

from refbase.engines.shadowfist import resolve  # noqa: E402

LIBRARY = ROOT / "scenarios" / "shadowfist"


def timings(fn: Callable[[], Any], repeat: int, clock: Callable[[], float] = time.perf_counter) -> list[float]:
    """Time of each of `repeat` calls, in milliseconds, after a warm-up (wall time by default)."""
    for _ in range(min(20, repeat)):
        fn()
    out = []
    for _ in range(repeat):
        start = clock()
        fn()
        out.append((clock() - start) * 1000)
    return out


def cpu_timings(fn: Callable[[], Any], repeat: int) -> list[float]:
    """CPU time of each call (ms): unlike wall time, not inflated by waiting for a core on a
    shared machine."""
    return timings(fn, repeat, time.process_time)


def cpu_p50(fn: Callable[[], Any], repeat: int) -> float:
    """Median CPU time of one call (ms)."""
    return percentile(cpu_timings(fn, repeat), .5)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


#: fighters 0, 1 and 3 share column 1, so B's three-deep chain at its Site 1 is legal (28.6.2)
_COLUMN_OF_FIGHTER = (1, 1, 2, 1, 2, 3)


def big_board() -> dict[str, Any]:
    """Four players, 40 cards, one attacker met by a chain of three interceptors."""
    players = ["A", "B", "C", "D"]
    cards: list[dict[str, Any]] = []
    for p in players:
        for col in range(1, 4):
            cards.append({"id": f"{p}s{col}", "title": f"{p} Site {col}", "type": "feng_shui_site",
                          "controller": p, "column": col, "row": "front", "body": 6, "face_down": col > 1})
        for i in range(6):
            cards.append({"id": f"{p}c{i}", "title": f"{p} Fighter {i}", "type": "character",
                          "controller": p, "column": _COLUMN_OF_FIGHTER[i], "fighting": 2 + i,
                          "abilities": ["Toughness: 1"] if i % 2 else []})
        cards.append({"id": f"{p}gear", "title": "Gear", "type": "state", "controller": p,
                      "attached_to": f"{p}c5", "modifiers": [{"kind": "damage_bonus", "value": 1}]})
    assert len(cards) == 40
    actions = [
        {"do": "declare_attack", "player": "A", "attackers": ["Ac5", "Ac4"], "target": "Bs1"},
        {"do": "pass"},
        {"do": "intercept", "player": "B",
         "assignments": [{"attacker": "Ac5", "chain": ["Bc0", "Bc3", "Bc1"]}]},
        {"do": "effect", "id": "kick", "player": "B", "card": "Flying Kick", "source_type": "event",
         "effect": "damage", "amount": 1, "targets": ["Ac4"]},
        {"do": "pass"},
    ]
    return {"game": "shadowfist", "format": "multiplayer", "active_player": "A",
            "players": [{"id": p, "power": 3} for p in players], "cards": cards, "actions": actions}


def _fighting(value: int, **more: Any) -> dict[str, Any]:
    return {"kind": "continuous", "modifiers": [{"kind": "fighting", "value": value}], **more}


def abilities_board() -> dict[str, Any]:
    """The same board and attack, its cards carrying continuous abilities written as objects
    (docs/shadowfist-abilities.md): a Site's "at this location" bonus, "while attacking", a "for each" count over
    designators, a State's conditional Toughness, and an "enters combat" trigger."""
    payload = big_board()
    for card in payload["cards"]:
        cid, player = card["id"], card["controller"]
        if cid.endswith("s1"):
            card["abilities"] = [_fighting(1, affects={"type": "character", "controller": "you",
                                                       "at_this_location": True})]
        elif cid.endswith("c0"):
            card["abilities"] = [_fighting(1, condition={"is": "attacking"})]
        elif cid.endswith("c2"):
            card["abilities"] = [_fighting(1, per={"designator": "Fighter", "controller": "you",
                                                    "other": True})]
        elif cid.endswith("gear"):
            card["abilities"] = [{"kind": "continuous", "grants": ["Toughness: 1"],
                                  "condition": {"is": "intercepting"}}]
        elif cid == f"{player}c5":
            card["abilities"] = [{"kind": "triggered", "trigger": {"on": "enters_combat"},
                                  "effect": {"effect": "grant", "aim": "self", "duration": "attack",
                                             "modifiers": [{"kind": "fighting", "value": 1}]}}]
    return payload


def cases() -> list[tuple[str, dict[str, Any]]]:
    items = [(p.stem, json.loads(p.read_text(encoding="utf-8"))["scenario"])
             for p in sorted(LIBRARY.glob("*.json"))]
    return items + [("generated-4p-40-cards-3-chain", big_board()),
                    ("generated-4p-40-cards-3-chain-abilities", abilities_board())]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    rows = []
    for name, payload in cases():
        engine = timings(lambda payload=payload: resolve(payload), args.repeat)
        baseline = timings(lambda payload=payload: json.loads(json.dumps(payload)), args.repeat)
        rows.append((name, percentile(engine, .5), percentile(engine, .95),
                     percentile(engine, .5) / max(percentile(baseline, .5), 1e-9)))
    width = max(len(r[0]) for r in rows)
    print(f"{'scenario':<{width}}  {'p50 ms':>8}  {'p95 ms':>8}  {'x json':>8}")
    for name, p50, p95, ratio in rows:
        print(f"{name:<{width}}  {p50:8.3f}  {p95:8.3f}  {ratio:8.1f}")
    library = [r for r in rows if not r[0].startswith("generated")]
    big, written = rows[-2], rows[-1]
    cpu = {name: cpu_p50(lambda payload=payload: resolve(payload), args.repeat)
           for name, payload in cases()[-2:]}
    print(f"\nlibrary median p50: {statistics.median(r[1] for r in library):.3f} ms "
          f"(goal <= 1 ms for a single attack); max p50: {max(r[1] for r in library):.3f} ms")
    print(f"generated board p50: {big[1]:.3f} ms, p95: {big[2]:.3f} ms, CPU p50: {cpu[big[0]]:.3f} ms "
          f"(goal <= 10 ms)")
    print(f"with written abilities p50: {written[1]:.3f} ms, p95: {written[2]:.3f} ms, CPU p50: "
          f"{cpu[written[0]]:.3f} ms (goal <= 10 ms; x{cpu[written[0]] / max(cpu[big[0]], 1e-9):.2f} "
          f"the plain board's CPU time)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
