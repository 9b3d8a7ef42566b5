"""UFS engine figures: time to resolve each library scenario in-process.

    python bench/bench_ufs_engine.py [--runs 200]

For every `scenarios/ufs/*.json` the resolution (validation included) is timed `--runs`
times; the table gives p50 and p95 per scenario and over all calls, against the goal
p50 <= 1 ms. The ratio is against a trivial baseline in the same process - a JSON round
trip (`json.loads(json.dumps(payload))`) of the same payload - so figures compare across
machines.

The full turn case resolves `ufs-whole-turn`: Ready Phase, three forms (a
foundation and two attacks, the first reversed), End Phase; goal p50 <= 2 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from refbase.engines.ufs import resolve  # noqa: E402

GOAL_P50_MS = 1.0
TURN_GOAL_P50_MS = 2.0
TURN_SCENARIO = "ufs-whole-turn"


def timed(fn: Callable[[], object], runs: int) -> list[float]:
    """Wall time of `runs` calls of fn, in seconds, after one warm-up call."""
    fn()
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def p50_p95(values: list[float]) -> tuple[float, float]:
    return statistics.median(values), statistics.quantiles(values, n=20)[18]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    runs = parser.parse_args().runs
    files = sorted((ROOT / "scenarios" / "ufs").glob("*.json"))
    engine_all: list[float] = []
    base_all: list[float] = []
    print(f"{'scenario':45} {'outcome':9} {'steps':>5} {'p50 ms':>8} {'p95 ms':>8} {'ratio':>6}")
    for path in files:
        payload = json.loads(path.read_text(encoding="utf-8"))["scenario"]
        resolution = resolve(payload)
        engine = timed(lambda payload=payload: resolve(payload), runs)
        base = timed(lambda payload=payload: json.loads(json.dumps(payload)), runs)
        engine_all += engine
        base_all += base
        e50, e95 = p50_p95(engine)
        print(f"{path.stem:45} {resolution.outcome:9} {len(resolution.steps):5d} {e50 * 1000:8.3f} "
              f"{e95 * 1000:8.3f} {e50 / statistics.median(base):5.0f}x")
    e50, e95 = p50_p95(engine_all)
    b50, _ = p50_p95(base_all)
    verdict = "met" if e50 * 1000 <= GOAL_P50_MS else "NOT met"
    print(f"\nall {len(files)} scenarios x {runs} runs: p50 {e50 * 1000:.3f} ms, p95 {e95 * 1000:.3f} ms "
          f"(goal p50 <= {GOAL_P50_MS} ms: {verdict}); JSON round-trip baseline p50 {b50 * 1000:.4f} ms "
          f"(ratio {e50 / b50:.0f}x)")
    full_turn(runs)


def full_turn(runs: int) -> None:
    """A whole turn with three forms and a reversal, against its own goal."""
    payload = json.loads((ROOT / "scenarios" / "ufs" / f"{TURN_SCENARIO}.json").read_text(encoding="utf-8"))["scenario"]
    resolution = resolve(payload)
    engine = timed(lambda: resolve(payload), runs)
    base = timed(lambda: json.loads(json.dumps(payload)), runs)
    e50, e95 = p50_p95(engine)
    verdict = "met" if e50 * 1000 <= TURN_GOAL_P50_MS else "NOT met"
    print(f"full turn ({TURN_SCENARIO}: {resolution.outcome}, {len(resolution.steps)} steps, "
          f"{len(resolution.final['attacks'])} attack sequences): p50 {e50 * 1000:.3f} ms, p95 {e95 * 1000:.3f} ms "
          f"(goal p50 <= {TURN_GOAL_P50_MS} ms: {verdict}); ratio to JSON round-trip {e50 / statistics.median(base):.0f}x")


if __name__ == "__main__":
    main()
