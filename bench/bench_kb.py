"""Knowledge-base figures: build time of all five documents, section request p50.

    python bench/bench_kb.py [--runs 10]

Ratios are against baselines run in the same process so figures compare across machines:
the build against reading the five texts and splitting them into lines; a section request
against the test client fetching a static file.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from refbase import config
from refbase.kb.build import build_knowledge_base
from refbase.kb.manifest import load_manifest


def timed(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def baseline_read() -> None:
    for info in load_manifest(config.RULES_DIR):
        (config.RULES_DIR / info.source).read_text(encoding="utf-8").splitlines()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    runs = parser.parse_args().runs

    kb_times = timed(lambda: build_knowledge_base(config.RULES_DIR), runs)
    base_times = timed(baseline_read, runs)
    kb = build_knowledge_base(config.RULES_DIR)
    print(f"entries: {sum(len(d.sections) for d in kb.documents.values())} "
          + " ".join(f"{d}={len(doc.sections)}" for d, doc in kb.documents.items()))
    print(f"knowledge base build (5 documents): median {statistics.median(kb_times)*1000:.1f} ms, "
          f"max {max(kb_times)*1000:.1f} ms (goal < 2000 ms); "
          f"baseline read+split {statistics.median(base_times)*1000:.2f} ms "
          f"(ratio {statistics.median(kb_times)/statistics.median(base_times):.0f}x)")

    from refbase.app import create_app
    from refbase.build import build

    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        build(config.RULES_DIR, Path(tmp))
        print(f"full build with search index: {(time.perf_counter() - start)*1000:.0f} ms")
        client = create_app({"DATA_DIR": Path(tmp), "AUTO_BUILD": False}).test_client()
        client.get("/api/v1/documents")  # open the build once
        paths = [f"/api/v1/documents/shadowfist-comprehensive/sections/{s.id}"
                 for s in list(kb.documents["shadowfist-comprehensive"].sections.values())[::5]]
        section = timed_requests(client, paths)
        static = timed_requests(client, ["/static/refbase.css"] * len(paths))
        p50, p95 = quantiles(section)
        s50, _ = quantiles(static)
        print(f"section request via test client: p50 {p50*1000:.2f} ms, p95 {p95*1000:.2f} ms over "
              f"{len(section)} requests; static-file baseline p50 {s50*1000:.2f} ms (ratio {p50/s50:.1f}x)")


def timed_requests(client, paths: list[str]) -> list[float]:
    times = []
    for path in paths:
        start = time.perf_counter()
        response = client.get(path)
        times.append(time.perf_counter() - start)
        assert response.status_code == 200, path
    return times


def quantiles(values: list[float]) -> tuple[float, float]:
    cuts = statistics.quantiles(values, n=20)
    return statistics.median(values), cuts[18]


if __name__ == "__main__":
    main()
