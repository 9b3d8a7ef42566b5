"""Benchmark of the legality query: `python bench/bench_options.py [--repeat N]`.

Times `refbase.engines.options` in-process on a generated four-player Shadowfist board with
40 cards, at each prefix of an attack script (the Main Shot, after the declaration, after an
interception), and on the UFS contract example. Prints p50/p95 per point (CPU time of this
process) and the ratio to one plain `resolve` of the same prefix, timed in alternation with the
query so that other work on the machine weighs on both alike. Goals on the 40-card board: at
most 1.5 times one resolve, p50 <= 5 ms on a quiet machine.
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

from bench_shadowfist_engine import big_board, timings  # noqa: E402  (the same 40-card board)

from refbase.engines import options, resolve  # noqa: E402


def points() -> list[tuple[str, dict[str, Any]]]:
    sf = big_board()  # its Main Shot, the declaration, the pass, the interception
    out = [(f"sf-40-cards-prefix-{k}", {**sf, "actions": sf["actions"][:k]}) for k in range(4)]
    ufs = json.loads((ROOT / "scenarios" / "ufs" / "ufs-contract-example.json").read_text())["scenario"]
    out += [(f"ufs-contract-example-prefix-{k}", {**ufs, "actions": ufs["actions"][:k]}) for k in (0, 3)]
    return out


def paired(query: Callable[[], Any], base: Callable[[], Any], repeat: int) -> tuple[list[float], list[float]]:
    """Times of `query` and `base` in alternation (CPU time of this process), so that a busy
    machine slows both alike and their ratio stays meaningful."""
    timings(query, 3)  # warm-up
    timings(base, 3)
    query_times: list[float] = []
    base_times: list[float] = []
    for _ in range(repeat):
        for fn, out in ((query, query_times), (base, base_times)):
            start = time.process_time()
            fn()
            out.append((time.process_time() - start) * 1000)
    return query_times, base_times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    rows = []
    for name, payload in points():
        answer = options(payload)
        query, base = paired(lambda payload=payload: options(payload), lambda payload=payload: resolve(payload),
                             args.repeat)
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
