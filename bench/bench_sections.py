"""Section reads under gunicorn, as a ratio to a static file server run in the same bench.

    python bench/bench_sections.py                 # 10 s per server and mix, 32 connections
    python bench/bench_sections.py --duration 3    # a smoke run

Both servers run under gunicorn with the same settings (4 sync workers on 127.0.0.1, no
control socket) and are loaded by the same wrk script, one after the other:

* refbase: `gunicorn wsgi:app` (gunicorn.conf.py: preload), serving its API section JSON and
  its section pages;
* static: `gunicorn static_app:app` (bench/static_app.py), a tiny WSGI static file server that
  opens and reads a file per request, serving the very same bytes refbase answered.

Each server is warmed first (until every worker has computed and kept each answer: the rate
stops rising), then measured: the figures are the steady state. The first request for a page
in a worker costs its rendering (about 20-40 ms for a section page, 2-3 ms for section JSON). The figure that
matters is the ratio refbase / static requests per second, measured in the same run on the
same machine; absolute rates depend on the machine and its load. Prints the figures and one
`JSON {...}` line (bench/report.py reads it). Loopback only.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import load_test  # shared helpers: gunicorn start/stop, fetch, loopback checks

PROJECT_ROOT = load_test.PROJECT_ROOT
HOST = load_test.HOST
WORKERS = 4
DOCS = ("shadowfist-comprehensive", "ufs-living-rules", "shadowfist-faq")
SECTIONS_PER_DOC = 100  # section JSON answers per document
PAGES_PER_DOC = 30  # section pages per document (each costs 20-40 ms to render once per worker)


def section_paths(base: str) -> dict[str, list[str]]:
    """Section JSON and page paths of the first entries of each of DOCS."""
    paths: dict[str, list[str]] = {"json": [], "page": []}
    for doc in DOCS:
        status, toc = load_test.fetch(f"{base}/api/v1/documents/{doc}")
        assert status == 200, (doc, status)
        entries = json.loads(toc)["entries"]
        paths["json"] += [f"/api/v1/documents/{doc}/sections/{e['id']}" for e in entries[:SECTIONS_PER_DOC]]
        paths["page"] += [f"/rules/{doc}/{e['id']}" for e in entries[:PAGES_PER_DOC]]
    return paths


def warm(base: str, paths: list[str], script_dir: Path, clients: int, limit_seconds: float = 120.0) -> int:
    """Load until every worker has computed every answer: at least WORKERS x 8 requests per
    path (which worker accepts a request is up to the kernel), and the rate no longer rising
    (within 10% of the previous 2-second window)."""
    done, previous = 0, 0.0
    deadline = time.monotonic() + limit_seconds
    while time.monotonic() < deadline:
        figures = load_test.wrk_paths(base, paths, script_dir, 2, clients)
        done += figures["requests"]
        if done >= 8 * WORKERS * len(paths) and figures["rps"] < previous * 1.1:
            break
        previous = figures["rps"]
    return done


def run(seconds: int = 10, clients: int = 32, data_dir: Path | None = None) -> dict[str, Any]:
    if shutil.which("wrk") is None:
        raise SystemExit("bench_sections: wrk not found; install it with `apt-get install -y wrk`")
    result: dict[str, Any] = {"config": {"workers": WORKERS, "clients": clients, "seconds": seconds,
                                         "cpus": os.cpu_count(), "servers": "both under gunicorn, sync workers"}}
    with tempfile.TemporaryDirectory(prefix="refbase-sections-") as tmp:
        tmp_path = Path(tmp)
        if data_dir is None:
            data_dir = tmp_path / "data"
            subprocess.run([sys.executable, "-m", "refbase.cli", "build", "--data-dir", str(data_dir)],
                           cwd=PROJECT_ROOT, check=True, capture_output=True, timeout=300)
        port, static_port = load_test.free_port(), load_test.free_port()
        base, static_base = f"http://{HOST}:{port}", f"http://{HOST}:{static_port}"
        started = time.perf_counter()
        refbase = load_test.start_gunicorn(data_dir, port, WORKERS, 1, tmp_path / "refbase.log")
        static_root = tmp_path / "static"
        static_root.mkdir()
        static = load_test.start_static(static_root, static_port, WORKERS, tmp_path / "static.log")
        try:
            load_test.wait_ready(refbase, base)
            result["startup_seconds"] = round(time.perf_counter() - started, 2)
            paths = section_paths(base)
            load_test.mirror(base, paths["json"] + paths["page"], static_root)
            static_paths = {"json": paths["json"], "page": [p + ".html" for p in paths["page"]]}
            load_test.wait_ready(static, static_base, static_paths["json"][0])
            for kind in ("json", "page"):
                result[kind + "_warmup_requests"] = warm(base, paths[kind], tmp_path, clients)
                load_test.wrk_paths(static_base, static_paths[kind], tmp_path, 2, clients)
                ours = load_test.wrk_paths(base, paths[kind], tmp_path, seconds, clients)
                theirs = load_test.wrk_paths(static_base, static_paths[kind], tmp_path, seconds, clients)
                result[kind] = {"refbase": ours, "static": theirs, "ratio": round(ours["rps"] / theirs["rps"], 3)}
        finally:
            result["exit"] = {"refbase": load_test.stop(refbase), "static": load_test.stop(static)}
    return result


def report(result: dict[str, Any]) -> str:
    c = result["config"]
    lines = [f"{c['servers']}, -w {c['workers']}, {c['clients']} connections, {c['seconds']} s each, "
             f"{c['cpus']} CPUs; refbase ready in {result['startup_seconds']} s"]
    for kind, label in (("json", "section JSON"), ("page", "section pages")):
        ours, theirs = result[kind]["refbase"], result[kind]["static"]
        lines.append(f"{label}: refbase {ours['rps']:.0f} req/s (p99 {ours['p99_us'] / 1000:.1f} ms), static "
                     f"{theirs['rps']:.0f} req/s (p99 {theirs['p99_us'] / 1000:.1f} ms): ratio {result[kind]['ratio']:.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=int, default=10, help="seconds per server and mix (default 10)")
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--data-dir", type=Path, default=None, help="a built data dir (default: build one)")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures to this file")
    args = parser.parse_args(argv)
    result = run(args.duration, args.clients, args.data_dir)
    result["measured_at"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    print(report(result))
    print("JSON " + json.dumps(result))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")
    failed = any(result[k][s]["errors"] or result[k][s]["non2xx"] for k in ("json", "page") for s in ("refbase", "static"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
