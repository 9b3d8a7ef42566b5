"""Section reads under gunicorn, as a ratio to a static file server run in the same bench.

    python bench/bench_sections.py                 # 10 s per server and mix, 32 connections
    python bench/bench_sections.py --duration 3    # a smoke run

Both servers run under gunicorn with the same settings (4 sync workers on 127.0.0.1, no
control socket) and are loaded by the same wrk script, one after the other:

* refbase: `gunicorn wsgi:app` (gunicorn.conf.py: preload), serving its API section JSON and
  its section pages;
* static: `gunicorn bench_sections:static_app`, a tiny WSGI static file server that opens and
  reads a file per request, serving the very same bytes refbase answered, written to disk.

Each server is warmed first (every worker fills its cache), then measured. The figure that
matters is the ratio refbase / static requests per second, measured in the same run on the
same machine; absolute rates depend on the machine and its load. Prints the figures and one
`JSON {...}` line (bench/report.py reads it). Loopback only.
"""

from __future__ import annotations

import argparse
import json
import mimetypes
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import load_test  # noqa: E402  (shared helpers: gunicorn start/stop, fetch, loopback checks)

PROJECT_ROOT = load_test.PROJECT_ROOT
HOST = load_test.HOST
WORKERS = 4
DOCS = ("shadowfist-comprehensive", "ufs-living-rules", "shadowfist-faq")
SECTIONS_PER_DOC = 100


def static_app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    """A minimal static file server: the file under STATIC_ROOT named by the path."""
    root = Path(os.environ["STATIC_ROOT"])
    path = (root / environ.get("PATH_INFO", "/").lstrip("/")).resolve()
    if not path.is_relative_to(root) or not path.is_file():
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    body = path.read_bytes()
    content_type = "application/json" if path.suffix == "" else mimetypes.guess_type(path.name)[0] or "text/html"
    start_response("200 OK", [("Content-Type", content_type), ("Content-Length", str(len(body)))])
    return [body]


def section_paths(base: str) -> dict[str, list[str]]:
    """Section JSON and page paths of the first SECTIONS_PER_DOC entries of DOCS."""
    paths: dict[str, list[str]] = {"json": [], "page": []}
    for doc in DOCS:
        status, toc = load_test.fetch(f"{base}/api/v1/documents/{doc}")
        assert status == 200, (doc, status)
        for entry in json.loads(toc)["entries"][:SECTIONS_PER_DOC]:
            paths["json"].append(f"/api/v1/documents/{doc}/sections/{entry['id']}")
            paths["page"].append(f"/rules/{doc}/{entry['id']}")
    return paths


def mirror(base: str, paths: list[str], root: Path) -> None:
    """Write what refbase answers for each path under `root` (the static server's files)."""
    for path in paths:
        status, body = load_test.fetch(base + path)
        assert status == 200, (path, status)
        target = root / path.lstrip("/")
        if path.startswith("/rules/"):
            target = target.with_name(target.name + ".html")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(body)


def lua(paths: list[str]) -> str:
    quoted = ", ".join(json.dumps(p) for p in paths)
    return (f"local paths = {{{quoted}}}\n"
            "local n = 0\n"
            "function request() n = n + 1; return wrk.format('GET', paths[(n % #paths) + 1]) end\n"
            "function done(summary, latency, requests)\n"
            "  io.write(string.format('WRKJSON {\"requests\": %d, \"duration_us\": %d, \"errors\": %d, "
            "\"non2xx\": %d, \"p50_us\": %d, \"p99_us\": %d}\\n', summary.requests, summary.duration, "
            "summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, "
            "summary.errors.status, latency:percentile(50), latency:percentile(99)))\n"
            "end\n")


def wrk(base: str, paths: list[str], script_dir: Path, seconds: int, clients: int) -> dict[str, Any]:
    script = script_dir / f"paths-{abs(hash(tuple(paths)))}.lua"
    script.write_text(lua(paths), encoding="utf-8")
    command = [shutil.which("wrk") or "wrk", "-t", "2", "-c", str(clients), "-d", f"{seconds}s", "--timeout", "10s",
               "--latency", "-s", str(script), base + "/"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60)
    line = next((x for x in done.stdout.splitlines() if x.startswith("WRKJSON ")), None)
    if line is None:
        raise SystemExit(f"bench_sections: wrk failed: {done.stdout}\n{done.stderr}")
    figures = json.loads(line[len("WRKJSON "):])
    figures["rps"] = round(figures["requests"] / (figures["duration_us"] / 1e6), 1)
    return figures


def start(app: str, port: int, env: dict[str, str], log: Path, cwd: Path) -> subprocess.Popen:
    command = [sys.executable, "-m", "gunicorn", "-w", str(WORKERS), "-b", f"{HOST}:{port}", "--no-control-socket",
               "--graceful-timeout", "5", app]
    with open(log, "wb") as handle:
        return subprocess.Popen(command, cwd=cwd, env={**os.environ, **env, "PYTHONUNBUFFERED": "1"},
                                stdout=handle, stderr=subprocess.STDOUT)


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
        refbase = start("wsgi:app", port, {"REFBASE_DATA_DIR": str(data_dir)}, tmp_path / "refbase.log", PROJECT_ROOT)
        static_root = tmp_path / "static"
        static_root.mkdir()
        static = start("bench_sections:static_app", static_port, {"STATIC_ROOT": str(static_root)},
                       tmp_path / "static.log", PROJECT_ROOT / "bench")
        try:
            load_test.wait_ready(refbase, base)
            result["startup_seconds"] = round(time.perf_counter() - started, 2)
            paths = section_paths(base)
            mirror(base, paths["json"] + paths["page"], static_root)
            static_paths = {"json": paths["json"], "page": [p + ".html" for p in paths["page"]]}
            deadline = time.monotonic() + 60
            while load_test.fetch(static_base + static_paths["json"][0])[0] != 200 and time.monotonic() < deadline:
                time.sleep(0.1)
            for kind in ("json", "page"):
                wrk(base, paths[kind], tmp_path, 2, clients)  # warm every worker's cache
                wrk(static_base, static_paths[kind], tmp_path, 2, clients)
                ours = wrk(base, paths[kind], tmp_path, seconds, clients)
                theirs = wrk(static_base, static_paths[kind], tmp_path, seconds, clients)
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
    args = parser.parse_args(argv)
    result = run(args.duration, args.clients, args.data_dir)
    print(report(result))
    print("JSON " + json.dumps(result))
    failed = any(result[k][s]["errors"] or result[k][s]["non2xx"] for k in ("json", "page") for s in ("refbase", "static"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
