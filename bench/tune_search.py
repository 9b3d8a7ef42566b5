"""Fit the search's ranking constants to the tuning sets: `python bench/tune_search.py`.

Coordinate ascent (as RankLib does for linear rankers): for each constant in turn, try a few
multiples of its value and keep the one that raises hit@5 + MRR over the chosen tuning sets;
repeat for `--rounds`. It prints each change as it happens, the constants to write into the
code, and every tuning set's and the validation set's hit@5 / MRR before and after (the
validation set, tests/search/eval_validation2.json, is never fitted on). It never loads the held-out set
(tests/search/eval_heldout.json): bench/bench_search.py reports that one, once the constants
are written in. `--fit` picks the sets fitted on; the others show how the fit generalises.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from search_sets import TUNING, VALIDATION  # noqa: E402

from refbase import config  # noqa: E402
from refbase.kb.build import build_knowledge_base  # noqa: E402
from refbase.runtime import library_questions  # noqa: E402
from refbase.search import SearchIndex, build_index, expansion, query, ranking  # noqa: E402
from refbase.search import index as index_module  # noqa: E402
from refbase.search.evaluation import DEPTH, Question, evaluate, load_questions  # noqa: E402

#: The tuning sets, named t1, t2, ... for --fit (bench/search_sets.py).
SETS = {f"t{n}": path for n, path in enumerate(TUNING.values(), 1)}
#: The constants fitted: read at query time (a constant read while building is not here).
TUNED: tuple[tuple[ModuleType, str], ...] = (
    *((ranking, n) for n in ("TITLE_BONUS", "CHILD_SHARE", "COVERAGE_POWER",
                             "CONTEXT_CREDIT", "ASKED_CREDIT", "PAIR_BONUS", "DEFINITION_BONUS",
                             "CURRENT_FIRST_SHARE")),
    (query, "ORIGINAL_KNOWN_GAME"), (query, "CORRECTED"),
    (expansion, "EXPANSION_WEIGHT"), (expansion, "SECOND_QUESTION_SHARE"),
    (expansion, "QUESTION_COVERAGE_POWER"),
    (index_module, "ALTERNATIVE_TIEBREAK"),
)
STEPS = (0.5, 0.75, 1.33, 2.0)
#: Constants that are shares or credits of a whole: a value above 1 would say a part counts
#: for more than the whole (fitted values are kept meaningful, not just scoring).
AT_MOST_ONE = {"CHILD_SHARE", "CONTEXT_CREDIT", "ASKED_CREDIT", "CURRENT_FIRST_SHARE",
               "ORIGINAL_KNOWN_GAME", "CORRECTED", "ALTERNATIVE_TIEBREAK",
               "SECOND_QUESTION_SHARE"}


class Fit:
    """One index per set, opened once: a tuning set's own questions are among the players'
    questions the search matches (bench/player_questions.py), so each tuning set is scored
    on an index with them left out; the validation set on the full one."""

    def __init__(self, sets: dict[str, list[Question]], chosen: list[str]) -> None:
        kb = build_knowledge_base(config.RULES_DIR)
        folder = Path(tempfile.mkdtemp(prefix="refbase-tune-")) / "index"
        build_index(kb, folder)
        library = library_questions(config.SCENARIOS_DIR)
        self.sets = sets
        self.chosen = chosen
        self.indexes = {name: SearchIndex.open(folder, kb, library, curated=True,
                                               leave_out=[] if name not in SETS else [q.text for q in qs])
                        for name, qs in sets.items()}

    def scores(self, name: str) -> tuple[float, float]:
        index = self.indexes[name]

        def search(text: str) -> list[tuple[str, str]]:
            return [(h.doc, h.id) for h in index.search(text, limit=DEPTH).results]

        report = evaluate("fit", search, self.sets[name], 1)
        return report.hit_at(5), report.mrr

    def objective(self) -> float:
        """hit@5 + MRR over the fitted sets' questions together (each set's weighted by its size)."""
        total = sum(len(self.sets[name]) for name in self.chosen)
        return sum(sum(self.scores(name)) * len(self.sets[name]) for name in self.chosen) / total


def ascend(fit: Fit, rounds: int) -> None:
    """Coordinate ascent over TUNED; the module attributes are left at the best values."""
    best = fit.objective()
    for n in range(rounds):
        changed = False
        for module, name in TUNED:
            current = getattr(module, name)
            trials: dict[float, float] = {}
            for step in STEPS:
                value = round(current * step, 4)
                if name in AT_MOST_ONE:
                    value = min(value, 1.0)
                if value in trials or value == current:
                    continue
                setattr(module, name, value)
                trials[value] = fit.objective()
            if not trials:
                continue
            value, score = max(trials.items(), key=lambda kv: kv[1])
            if score > best + 1e-9:
                best, changed = score, True
                setattr(module, name, value)
                print(f"round {n + 1}: {name} {current} -> {value} (hit@5 + MRR {best:.4f})", flush=True)
            else:
                setattr(module, name, current)
        if not changed:
            break


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fit", default=",".join(SETS), help=f"tuning sets fitted on (of t1..t{len(SETS)})")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    sets = {name: load_questions(path) for name, path in SETS.items()}
    sets["valid"] = load_questions(VALIDATION)
    chosen = args.fit.split(",")
    fit = Fit(sets, chosen)
    before = {name: fit.scores(name) for name in sets}
    print(f"fitting on {', '.join(chosen)}: {sum(len(sets[n]) for n in chosen)} questions; "
          f"{len(TUNED)} constants", flush=True)
    ascend(fit, args.rounds)
    print("\nconstants:")
    for module, name in TUNED:
        print(f"  {module.__name__}.{name} = {getattr(module, name)}")
    print("\nset   fitted  hit@5 before -> after   MRR before -> after")
    for name in sets:
        (h0, m0), (h1, m1) = before[name], fit.scores(name)
        print(f"{name:5} {'yes' if name in chosen else 'no':6}  {h0:.3f} -> {h1:.3f}          {m0:.3f} -> {m1:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
