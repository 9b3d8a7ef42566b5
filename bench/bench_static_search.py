"""The static copy's search against the live search, on the evaluation sets.

    python bench/bench_static_search.py

Builds the knowledge base and the index into a temporary directory, exports the browser
search data exactly as `refbase export-site` does (the players' questions included), runs
every question of two tuning sets and the held-out set through the static copy's ranking
(refbase/web/static/search-core.js over the exported scores, in node) and through the
live search, and prints hit@5 and MRR of both, the ratio static/live of hit@5 and the share
of the live search's first five results that the static copy also ranks in its first five
(it must keep >= 0.95 of them). Needs `node`.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from refbase import config  # noqa: E402
from refbase.kb.build import build_knowledge_base  # noqa: E402
from refbase.runtime import library_questions  # noqa: E402
from refbase.search import SearchIndex, build_index  # noqa: E402
from refbase.search.evaluation import DEPTH, Question, evaluate, load_questions  # noqa: E402
from refbase.web.static_search import run_in_node  # noqa: E402

SETS = {"tuning": ROOT / "tests" / "search" / "eval_set.json",
        "tuning 7": ROOT / "tests" / "search" / "eval_tuning7.json",
        "held-out": ROOT / "tests" / "search" / "eval_heldout.json",
        "validation": ROOT / "tests" / "search" / "eval_validation2.json",
        "validation 4": ROOT / "tests" / "search" / "eval_validation4.json"}
UNSEEN = ("held-out", "validation", "validation 4")


def main() -> None:
    kb = build_knowledge_base(config.RULES_DIR)
    with tempfile.TemporaryDirectory(prefix="refbase-static-") as tmp:
        build_index(kb, Path(tmp) / "index")
        library = library_questions(config.SCENARIOS_DIR)
        for name, path in SETS.items():
            questions = load_questions(path)
            # A tuning set's own questions are among the players' questions both searches
            # match (bench/player_questions.py): measured without them.
            index = SearchIndex.open(Path(tmp) / "index", kb, library,
                                     leave_out=[] if name in UNSEEN else [q.text for q in questions])
            data = index.client_data(list(kb.documents))
            static, ms = run_in_node(data, [q.text for q in questions], Path(tmp))
            _report(name, questions, index, static, ms)


def _report(name: str, questions: list[Question], index: SearchIndex,
            static: list[list[tuple[str, str]]], ms: float) -> None:
    answers = dict(zip((q.text for q in questions), static, strict=True))
    ranked = {q.text: [(h.doc, h.id) for h in index.search(q.text, limit=DEPTH).results] for q in questions}
    live = evaluate("live", lambda t: ranked[t], questions)
    kept = sum(len(set(ranked[t][:5]) & set(answers[t][:5])) for t in ranked)
    first_five = sum(len(ranked[t][:5]) for t in ranked)
    browser = evaluate("static", lambda t: answers[t], questions)
    print(f"{name}: {len(questions)} questions")
    print(f"  live    hit@5 {live.hit_at(5):.3f}  MRR {live.mrr:.3f}")
    print(f"  static  hit@5 {browser.hit_at(5):.3f}  MRR {browser.mrr:.3f}  "
          f"({ms:.2f} ms per query in node)")
    print(f"  static/live hit@5 ratio {browser.hit_at(5) / max(live.hit_at(5), 1e-9):.3f}")
    print(f"  live first-five results the static copy also ranks in its first five: "
          f"{kept / max(first_five, 1):.3f}")


if __name__ == "__main__":
    main()
