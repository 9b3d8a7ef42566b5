"""Adversarial search inputs: the worst time and peak memory of one search request.

    python bench/bench_search_abuse.py [--max-chars N] [--top N] [--no-http]

Builds the knowledge base and the index into a temporary directory, then searches inputs
chosen to make query handling work hard: long words, every Unicode code point whose NFKC or
NFKD form is at least four times longer (found by scanning all code points, not listed by
hand), many words, many typos, operators, wildcards, quotes and rule numbers. Each input is
searched through the library (`SearchIndex.search`) and, unless --no-http, through the
API and the /search page with Flask's test client. Peak memory is tracemalloc's peak for the
one request, measured in a second run (tracemalloc slows Python down several times, so the
time is taken from the first, untraced run). Target: no request over 100 ms or
50 MB. Caches (stems, edit distances) are warm only for inputs seen before: every input is
new to the process when it is timed.
"""

from __future__ import annotations

import argparse
import string
import sys
import tempfile
import time
import tracemalloc
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from refbase import config  # noqa: E402

TARGET_MS = 100.0
TARGET_MB = 50.0
#: A code point is a normalization expander when its NFKC/NFKD form is this many times longer.
EXPANSION_RATIO = 4


@dataclass(frozen=True, slots=True)
class Case:
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Measure:
    case: str
    via: str
    ms: float  # wall time
    cpu_ms: float  # CPU time of this process: what one request costs a worker
    peak_mb: float


def expanders(ratio: int = EXPANSION_RATIO) -> list[tuple[int, str, int]]:
    """(code point, form, expanded length) for every code point expanding `ratio`-fold or more."""
    found = []
    for cp in range(sys.maxunicode + 1):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        ch = chr(cp)
        best = max((len(unicodedata.normalize(form, ch)), form) for form in ("NFKC", "NFKD"))
        if best[0] >= ratio:
            found.append((cp, best[1], best[0]))
    return found


def cases(max_chars: int) -> list[Case]:
    """The adversarial inputs, each at most `max_chars` characters before normalization."""
    def fill(unit: str) -> str:
        return (unit * (max_chars // max(len(unit), 1) + 1))[:max_chars]

    words = "toughness intercept smoked superleap damage character attack site burn power".split()
    typos = "tougness intersept smokd superlep damige charakter atack sitte brun powr".split()
    out = [
        Case("one long word", "a" * max_chars),
        Case("long word of letters", fill(string.ascii_lowercase)),
        Case("long repeated typo", fill("tougness")),
        Case("many words", fill("toughness ")),
        Case("many distinct rule words", fill(" ".join(words) + " ")),
        Case("many typos", fill(" ".join(typos) + " ")),
        Case("many 20-letter words", fill("abcdefghijklmnopqrst ")),
        Case("many 12-letter typos", fill("interseption ")),
        Case("operators", fill("AND OR NOT ")),
        Case("wildcards", fill("*?")),
        Case("wildcard words", fill("tough* smok? inter*ept ")),
        Case("quotes", fill('"')),
        Case("quoted words", fill('"toughness burn" ')),
        Case("unbalanced quote", '"' + fill("burn for ")[1:]),
        Case("rule numbers", fill("28.6.1 ")),
        Case("rule words and numbers", fill("rule 20 section 28.6 ")),
        Case("dotted number", fill("1.")),
        Case("combining marks", "e" + "\u0301" * (max_chars - 1)),
        Case("slang keys", fill("removed from the game ")),
        Case("mixed scripts", fill("Möbius ﬁght ｔｏｕｇｈ 𝐭𝐨𝐮𝐠𝐡 ")),
    ]
    out.append(Case(f"U+FDF4 x{max_chars} (the issue's input)", "\ufdf4" * max_chars))
    for cp, form, length in expanders():
        # As many as fit the limit once normalized: the API and page search these in full.
        count = max(max_chars // length, 1)
        out.append(Case(f"U+{cp:04X} x{count} ({form} {length}x)", chr(cp) * count))
    return out


def measure(run: Callable[[str], object], case: Case, via: str) -> Measure:
    """Wall time of one plain run, then the peak memory of a second run under tracemalloc."""
    started, cpu_started = time.perf_counter(), time.process_time()
    run(case.text)
    elapsed = (time.perf_counter() - started) * 1000
    cpu = (time.process_time() - cpu_started) * 1000
    tracemalloc.start()
    run(case.text)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return Measure(case.name, via, elapsed, cpu, peak / 2**20)


def _runners(data_dir: Path, http: bool) -> dict[str, Callable[[str], object]]:
    from refbase.kb.build import build_knowledge_base
    from refbase.search import SearchIndex, build_index

    kb = build_knowledge_base(config.RULES_DIR)
    build_index(kb, data_dir / "index")
    index = SearchIndex.open(data_dir / "index", kb)
    runners: dict[str, Callable[[str], object]] = {"library": lambda q: index.search(q, limit=10)}
    if http:
        from refbase.app import create_app
        from refbase.build import build

        build(config.RULES_DIR, data_dir / "served")

        app = create_app({"TESTING": True, "DATA_DIR": data_dir / "served", "AUTO_BUILD": False})
        client = app.test_client()
        runners["api"] = lambda q: client.get(f"/api/v1/search?q={quote(q)}&limit=10")
        runners["page"] = lambda q: client.get(f"/search?q={quote(q)}")
        for run in (runners["api"], runners["page"]):
            run("warm up")
    runners["library"]("warm up")
    return runners


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-chars", type=int, default=config.MAX_SEARCH_QUERY_CHARS,
                        help="characters per input (default: the documented query limit)")
    parser.add_argument("--top", type=int, default=8, help="costliest requests listed")
    parser.add_argument("--no-http", action="store_true", help="library only")
    args = parser.parse_args()

    all_cases = cases(args.max_chars)
    with tempfile.TemporaryDirectory(prefix="refbase-abuse-") as tmp:
        runners = _runners(Path(tmp) / "data", not args.no_http)
        measures = [measure(run, case, via) for case in all_cases for via, run in runners.items()]

    n_expanders = sum(1 for c in all_cases if c.name.startswith("U+"))
    print(f"{len(all_cases)} inputs ({n_expanders} normalization expanders), "
          f"{args.max_chars} characters each, via {', '.join(runners)}: {len(measures)} requests")
    for via in runners:
        own = [m for m in measures if m.via == via]
        print(f"  {via:8} worst wall {max(m.ms for m in own):7.1f} ms   "
              f"worst CPU {max(m.cpu_ms for m in own):7.1f} ms   "
              f"worst peak memory {max(m.peak_mb for m in own):6.2f} MB")
    print(f"costliest {args.top} (by CPU):")
    for m in sorted(measures, key=lambda m: -m.cpu_ms)[:args.top]:
        print(f"  CPU {m.cpu_ms:7.1f} ms  wall {m.ms:7.1f} ms  {m.peak_mb:6.2f} MB  {m.via:8} {m.case}")
    over = [m for m in measures if m.cpu_ms > TARGET_MS or m.peak_mb > TARGET_MB]
    print(f"over target ({TARGET_MS:.0f} ms CPU / {TARGET_MB:.0f} MB): {len(over)}; "
          f"wall time over {TARGET_MS:.0f} ms: {sum(m.ms > TARGET_MS for m in measures)} "
          f"(wall time includes waiting for a CPU on a shared machine)")


if __name__ == "__main__":
    main()
