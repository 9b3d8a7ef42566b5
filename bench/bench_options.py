"""Benchmark of the legality query: `python bench/bench_options.py [--repeat N]`.

Times `refbase.engines.options` in-process on a generated four-player Shadowfist board with
40 cards, at each prefix of an attack script (the Main Shot, after the declaration, after an
interception), and on the UFS contract example. Prints p50/p95 per point and the ratio to one
plain `resolve` of the same prefix measured in the same process: the query costs about one
resolution per candidate it has to check. Goal: p50 <= 5 ms for the 40-card board.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
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
