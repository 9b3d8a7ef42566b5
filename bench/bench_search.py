"""Search quality and latency: refbase search vs. a plain SQLite FTS5 baseline.

    python bench/bench_search.py [--repeat N] [--misses] [--stages]

Builds the knowledge base and the Whoosh index into a temporary directory, then runs the
two evaluation sets through both systems and prints hit@5, MRR and in-process latency
p50/p95: the tuning set (tests/search/eval_set.json), which search changes are checked
against, and the held-out set (tests/search/eval_heldout.json), written before tuning and
never used for it — the honest figure. A second tuning set (tests/search/eval_tuning2.json,
player vocabulary), a third (eval_tuning3.json, probes) and a fourth and fifth (eval_tuning4.json,
eval_tuning5.json: player voice, written before and midway through their session's tuning)
are tuned on too, and so is a sixth (eval_tuning6.json: written by someone who saw only the rule
texts, first the check of the fitted weights, then tuned on), and a seventh (eval_tuning7.json:
written the same way, measured once unseen, then tuned on) and an eighth (eval_tuning8.json:
players from other card games, their slang, measured once unseen, then tuned on) and a ninth
(eval_tuning9.json: one writer per game, measured once unseen, then tuned on) and a tenth
(eval_tuning10.json: one writer, six styles, measured once unseen, then tuned on) and an
eleventh to seventy-fourth (eval_tuning11..74.json: the same way, in several voices, each measured
once unseen on arrival, then added). The validation set
(eval_validation2.json, written the same way) and a third one (eval_validation4.json) are
measured in aggregate only and never tuned on: with held-out they are the honest figures.
The tuning sets' questions are also among the players' questions the search matches
(bench/player_questions.py): each tuning set is measured on an index with its own
questions left out. --misses lists the tuning sets' misses
only (never held-out's); --tuning-only leaves the held-out set out entirely (for tuning runs).
The baseline indexes the same entries (title + body) in
an FTS5 table and ranks the player's words as an OR-query of tokens with bm25.

CPU per query is measured for both on the same questions in the same process, and printed as
a ratio (the machine is shared: the ratio holds where the milliseconds do not); so is the
card-title lookup the search page runs beside the rules search (a catalogue of about 2,000
synthetic titles, bench/bench_cards.py's). --stages switches each ranking stage
(`refbase.search.ranking.STAGES`) off in turn on the tuning sets, each leave-one-set-out,
and prints what it is worth: the change in hit@1, hit@5 and MRR without it, and on how many
sets it helps and hurts.
"""

from __future__ import annotations

import argparse
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from search_sets import HELDOUT, TUNING, VALIDATION, VALIDATION4  # noqa: E402

from refbase import config  # noqa: E402
from refbase.api.scenario_search import scenario_index  # noqa: E402
from refbase.kb.build import build_knowledge_base  # noqa: E402
from refbase.kb.model import KnowledgeBase  # noqa: E402
from refbase.runtime import library_questions  # noqa: E402
from refbase.search import SearchIndex, build_index  # noqa: E402
from refbase.search.evaluation import DEPTH, Question, Report, evaluate, load_questions  # noqa: E402
from refbase.search.ranking import STAGES  # noqa: E402


class Fts5Baseline:
    """The plain baseline: FTS5 (unicode61 tokenizer, no stemming), bm25, OR of tokens."""

    def __init__(self, kb: KnowledgeBase) -> None:
        self._db = sqlite3.connect(":memory:")
        self._db.execute("CREATE VIRTUAL TABLE entries USING fts5(doc UNINDEXED, "
                         "id UNINDEXED, title, body)")
        rows = [(s.doc, s.id, s.title, s.text) for s in kb.all_sections()]
        self._db.executemany("INSERT INTO entries VALUES (?, ?, ?, ?)", rows)

    def search(self, text: str) -> list[tuple[str, str]]:
        words = re.findall(r"\w+", text.lower())
        if not words:
            return []
        match = " OR ".join(f'"{w}"' for w in words)
        rows = self._db.execute(
            "SELECT doc, id FROM entries WHERE entries MATCH ? ORDER BY bm25(entries) LIMIT ?",
            (match, DEPTH),
        )
        return [(doc, entry_id) for doc, entry_id in rows]


def _refbase_search(index: SearchIndex):
    def search(text: str) -> list[tuple[str, str]]:
        return [(h.doc, h.id) for h in index.search(text, limit=DEPTH).results]
    return search


def _cpu_latency(searches: dict[str, Any], questions, repeat: int) -> dict[str, tuple[float, float]]:
    """p50 and p95 of the CPU time per query (ms) of each search, timed in turn on each
    question (interleaved: a change of the machine's load touches all alike)."""
    times: dict[str, list[float]] = {name: [] for name in searches}
    for _ in range(max(repeat, 1)):
        for question in questions:
            for name, search in searches.items():
                started = time.process_time()
                search(question.text)
                times[name].append((time.process_time() - started) * 1000)
    out = {}
    for name, values in times.items():
        cuts = statistics.quantiles(values, n=100, method="inclusive")
        out[name] = (cuts[49], cuts[94])
    return out


def _api_search(index: SearchIndex, cards, scenarios):
    """What GET /api/v1/search computes for a query without filters: the rules, the cards
    whose titles it names, the first worked scenarios (refbase/api/routes/search.py)."""
    def search(text: str) -> None:
        index.search(text, limit=DEPTH)
        cards(text)
        scenarios.search(text, limit=3)
    return search


def _card_lookup(kb: KnowledgeBase, tmp: Path):
    """The search page's card-title lookup over the documents' cards and about 2,000
    synthetic imported titles (bench/bench_cards.py's generator)."""
    from bench_cards import synthetic_csv

    from refbase.cards import import_file
    from refbase.cards.catalogue import build_catalogue
    from refbase.cards.search_docs import find_cards
    from refbase.cards.store import load_imported

    path = tmp / "cards.csv"
    path.write_bytes(synthetic_csv(5_000))
    import_file(path, tmp / "data", progress=lambda _m: None)
    catalogue = build_catalogue(kb, load_imported(tmp / "data"))

    def lookup(text: str) -> list:
        return find_cards(catalogue, text)
    return lookup, len(catalogue.cards)


def _stage_worth(index: SearchIndex, questions: list[Question]) -> dict[str, Report]:
    """The set's ranks with each stage off in turn ("" : all on)."""
    reports = {}
    for stage in ("", *STAGES):
        variant = index.without([stage] if stage else [])
        reports[stage] = evaluate(stage, lambda t, v=variant: [(h.doc, h.id) for h in v.search(t, limit=DEPTH).results],
                                  questions)
    return reports


def _print_stages(per_set: list[dict[str, Report]]) -> None:
    """Pooled over the tuning sets: each stage's worth (all on minus that one off)."""
    def pooled(stage: str) -> Report:
        report = Report(stage or "all stages")
        for reports in per_set:
            report.ranks += reports[stage].ranks
        return report
    full = pooled("")
    print(f"stages (tuning sets, each leave-one-set-out, {len(full.ranks)} questions): "
          f"all on hit@1 {full.hit_at(1):.3f}  hit@5 {full.hit_at(5):.3f}  MRR {full.mrr:.3f}")
    for stage in STAGES:
        off = pooled(stage)
        helps = sum(r[""].mrr > r[stage].mrr + 1e-9 for r in per_set)
        hurts = sum(r[""].mrr < r[stage].mrr - 1e-9 for r in per_set)
        print(f"stage {stage:12} worth hit@1 {full.hit_at(1) - off.hit_at(1):+.4f}  "
              f"hit@5 {full.hit_at(5) - off.hit_at(5):+.4f}  MRR {full.mrr - off.mrr:+.4f}  "
              f"helps {helps} sets, hurts {hurts}")


def _print(report: Report) -> None:
    print(f"{report.name:22} hit@1 {report.hit_at(1):.3f}  hit@5 {report.hit_at(5):.3f}  "
          f"MRR {report.mrr:.3f}  latency p50 {report.latency(50):.2f} ms  "
          f"p95 {report.latency(95):.2f} ms")


def _print_misses(report: Report) -> None:
    for question, found in report.misses:
        wanted = ", ".join(sorted(i for _, i in question.answers))
        got = ", ".join(f"{d.split('-')[-1][:5]}:{i}" for d, i in found)
        print(f"  miss [{question.style}] {question.text!r}: want {wanted}; got {got}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per question")
    parser.add_argument("--misses", action="store_true",
                        help="list tuning-set questions missed at 5 (tuning sets only)")
    parser.add_argument("--no-expansion", action="store_true",
                        help="open the index without the expansion field: no library or curated "
                             "questions (a baseline)")
    parser.add_argument("--tuning-only", action="store_true",
                        help="do not run the held-out set (tuning runs)")
    parser.add_argument("--stages", action="store_true",
                        help="switch each ranking stage off in turn on the tuning sets")
    args = parser.parse_args()

    started, cpu_started = time.perf_counter(), time.process_time()
    kb = build_knowledge_base(config.RULES_DIR)
    kb_time = time.perf_counter() - started
    tuning = {name: load_questions(path) for name, path in TUNING.items()}
    unseen = {"validation": load_questions(VALIDATION), "validation 4": load_questions(VALIDATION4)}
    if not args.tuning_only:
        unseen["held-out"] = load_questions(HELDOUT)
    sets = {**tuning, **unseen}
    with tempfile.TemporaryDirectory(prefix="refbase-search-") as tmp:
        started = time.perf_counter()
        build_index(kb, Path(tmp) / "index")
        build_time = time.perf_counter() - started
        build_cpu = time.process_time() - cpu_started
        started = time.perf_counter()
        library = [] if args.no_expansion else library_questions(config.SCENARIOS_DIR)
        index = SearchIndex.open(Path(tmp) / "index", kb, library, curated=not args.no_expansion)
        open_time = time.perf_counter() - started
        baseline = Fts5Baseline(kb)
        search = _refbase_search(index)
        for question in (q for qs in sets.values() for q in qs):  # warm-up: first-use caches are not p95
            search(question.text)
            baseline.search(question.text)
        reports, tuned, stage_reports = [], [], []
        for name, qs in sets.items():
            # A tuning set's own questions are among the players' questions the search
            # matches: it is measured with them left out (leave-one-set-out).
            opened = index if name not in tuning else SearchIndex.open(
                Path(tmp) / "index", kb, library, curated=not args.no_expansion,
                leave_out=[q.text for q in qs])
            ours = evaluate(f"refbase {name}", _refbase_search(opened), qs, args.repeat)
            reports += [ours, evaluate(f"fts5-bm25 {name}", baseline.search, qs, args.repeat)]
            if name in tuning:  # --misses lists these only: never the sets kept unseen
                tuned.append(ours)
                if args.stages:
                    stage_reports.append(_stage_worth(opened, qs))
        timed = [*tuning["tuning"], *unseen.get("held-out", tuning["tuning 4"])]
        cards, card_count = _card_lookup(kb, Path(tmp))
        api = _api_search(index, cards, scenario_index(kb, config.SCENARIOS_DIR))
        for question in timed:  # warm-up, as for the searches
            api(question.text)
        cpu = _cpu_latency({"rules": search, "fts5": baseline.search, "api": api, "cards": cards},
                           timed, max(args.repeat, 3))

    entries = sum(len(d.sections) for d in kb.documents.values())
    for name, qs in sets.items():
        counts = ", ".join(f"{sum(q.game == g for q in qs)} {g}" for g in sorted({q.game for q in qs}))
        print(f"{name} set: {len(qs)} questions ({counts})")
    print(f"{entries} entries")
    print(f"knowledge base {kb_time:.2f} s; index build {build_time:.2f} s; open {open_time:.2f} s; "
          f"knowledge base + index CPU time {build_cpu:.2f} s")
    fts5 = cpu["fts5"][0]
    print(f"refbase CPU time per query (both sets): p50 {cpu['rules'][0]:.2f} ms  p95 {cpu['rules'][1]:.2f} ms")
    print(f"FTS5 CPU time per query (same questions, same run): p50 {fts5:.2f} ms  p95 {cpu['fts5'][1]:.2f} ms")
    print(f"API search CPU time per query (rules, cards, scenarios): p50 {cpu['api'][0]:.2f} ms  "
          f"p95 {cpu['api'][1]:.2f} ms")
    print(f"CPU p50 ratio to FTS5: API search {cpu['api'][0] / max(fts5, 1e-9):.2f}  "
          f"rules search {cpu['rules'][0] / max(fts5, 1e-9):.2f}")
    print(f"card-title lookup CPU time per query ({card_count} cards): p50 {cpu['cards'][0]:.3f} ms  "
          f"p95 {cpu['cards'][1]:.3f} ms")
    for report in reports:
        _print(report)
        if args.misses and report in tuned:
            _print_misses(report)
    if stage_reports:
        _print_stages(stage_reports)


if __name__ == "__main__":
    main()
