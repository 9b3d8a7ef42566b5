"""The search's evaluation sets (tests/search), one list for the benchmarks that read them.

`TUNING` are tuned on, and their questions are also the players' questions the search
matches (bench/player_questions.py), so each is measured with its own questions left out;
`UNSEEN` are never tuned on and shown in aggregate only. Names are as the benchmarks print them.
"""

from __future__ import annotations

from pathlib import Path

SETS_DIR = Path(__file__).resolve().parent.parent / "tests" / "search"
#: The tuning sets in the order they were written (eval_set.json is the first).
TUNING: dict[str, Path] = {"tuning": SETS_DIR / "eval_set.json",
                           **{f"tuning {n}": SETS_DIR / f"eval_tuning{n}.json" for n in range(2, 75)}}
HELDOUT = SETS_DIR / "eval_heldout.json"
VALIDATION = SETS_DIR / "eval_validation2.json"
VALIDATION4 = SETS_DIR / "eval_validation4.json"
UNSEEN: dict[str, Path] = {"validation": VALIDATION, "validation 4": VALIDATION4, "held-out": HELDOUT}
