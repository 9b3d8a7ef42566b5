"""Benchmark of the step-by-step boards: `python bench/bench_boards.py [--repeat N]`.

Times `resolve(payload, boards=True)` (a board snapshot before any step and after each, for
the replay the pages draw) against a plain `resolve` of the same payload in the same process,
and the page's diagram arrangement (`refbase.web.diagram.frames`), on the 40-card four-player
Shadowfist board of bench_shadowfist_engine.py and the UFS contract example. Prints p50 per
case and the ratio to the plain resolve: what drawing the answer costs over answering it.
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

from refbase.engines import resolve  # noqa: E402
from refbase.web.diagram import frames  # noqa: E402


def cases() -> list[tuple[str, dict[str, Any]]]:
    ufs = json.loads((ROOT / "scenarios" / "ufs" / "ufs-contract-example.json").read_text())["scenario"]
    return [("sf-40-cards", big_board()), ("ufs-contract-example", ufs)]


def _answer(payload: dict[str, Any]) -> dict[str, Any]:
    """The resolution as the page reads it (plain JSON; citations are not needed here)."""
    found = resolve(payload, boards=True)
    return {"game": found.game, "steps": [{"n": s.n, "text": s.text} for s in found.steps],
            "final": found.final, "boards": found.boards}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    print(f"{'case':24} {'steps':>5} {'plain p50':>10} {'boards p50':>11} {'ratio':>6} {'frames p50':>11}")
    for name, payload in cases():
        plain = statistics.median(timings(lambda p=payload: resolve(p), args.repeat))
        boards = statistics.median(timings(lambda p=payload: resolve(p, boards=True), args.repeat))
        answer = _answer(payload)
        drawn = statistics.median(timings(lambda a=answer, p=payload: frames(a, p), args.repeat))
        print(f"{name:24} {len(answer['steps']):>5} {plain:>8.2f}ms {boards:>9.2f}ms {boards / plain:>5.1f}x "
              f"{drawn:>9.2f}ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
