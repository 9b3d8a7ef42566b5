"""Load test of the production setup: gunicorn wsgi:app under wrk, on loopback only.

    python bench/load_test.py                          # 50 clients, 60 s (the documented run)
    python bench/load_test.py --clients 10 --duration 5 --max-requests 20000   # a smoke run

Builds the rules data into a temporary directory, starts `gunicorn wsgi:app` bound to
127.0.0.1 (REFBASE_DATA_DIR pointing at that directory; the worker count documented in
docs/reliability.md), checks that every request of the mix answers 200, runs wrk (Debian's
`wrk`: `apt-get install -y wrk`) with a mix of section reads, searches and scenario
resolutions, samples the resident memory of every worker while it runs, stops gunicorn and
prints the figures (and one JSON line with all of them). Bounded: wrk stops after
`--duration` seconds or `--max-requests` responses, whichever comes first, and is killed if
it overruns; gunicorn is always stopped. Exits 1 if any request failed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"  # loopback only: this script never sends load anywhere else

#: The documented production setting for a 2-core machine (docs/reliability.md, "Load").
WORKERS = 4
THREADS = 8  # gunicorn.conf.py: threaded workers (refbase.middleware.BoundedThreadWorker)

#: Requests of the mix: what players and FAQ pages do most.
SECTIONS = [
    ("shadowfist-comprehensive", "28.6.1"), ("shadowfist-comprehensive", "50.15"),
    ("shadowfist-comprehensive", "50.17"), ("shadowfist-comprehensive", "4.1.1"),
    ("shadowfist-comprehensive", "30.3.3.3"), ("shadowfist-comprehensive", "14.0"),
    ("shadowfist-comprehensive", "23.0"), ("shadowfist-comprehensive", "9.1.2.2"),
    ("ufs-living-rules", "G.2.2"), ("ufs-living-rules", "E.3"), ("ufs-living-rules", "E.4.6.2"),
    ("ufs-living-rules", "C.3.3.2.1"), ("shadowfist-faq", None), ("shadowfist-basic", None),
    ("shadowfist-notes", None),
]
SEARCHES = [
    "can a turned guy block a superleaper", "tougness", "burn for victory", "BFV", "toughness stacking",
    "what happens when a site is seized", "UFS block modifier", "progressive difficulty", "stun keyword",
    "\"feng shui site\"", "28.6.1", "intercept", "lethal damage", "smoked pile", "enhance step",
    "can I heal an undamaged character", "ambush", "momentum", "control check", "designators",
]
#: Library scenarios resolved in the mix (their `scenario` member is the request body).
SCENARIOS = [
    "shadowfist/sf-50-15-superleap-turned-interceptor.json",
    "shadowfist/sf-50-17-toughness-is-cumulative.json",
    "shadowfist/sf-50-9-lethal-damage-smokes.json",
    "shadowfist/sf-12-1-2-burn-for-power-three-players.json",
    "ufs/ufs-breaker.json", "ufs/ufs-block-wrong-zone.json",
]
#: Share of each kind in the mix (sections : searches : resolutions).
WEIGHTS = {"section": 5, "search": 3, "resolve": 2}


@dataclass
class Request:
    kind: str
    method: str
    path: str
    body: str | None = None


@dataclass
class Figures:
    config: dict[str, Any]
    wrk: dict[str, Any] = field(default_factory=dict)
    rss_kib: dict[str, dict[str, int]] = field(default_factory=dict)
    mix: dict[str, int] = field(default_factory=dict)
    startup_seconds: float = 0.0
    baseline: dict[str, Any] = field(default_factory=dict)
    gunicorn_exit: int | None = None
    log_tail: str = ""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def fetch(url: str, body: str | None = None, timeout: float = 10.0) -> tuple[int, bytes]:
    assert url.startswith(f"http://{HOST}:"), url  # loopback only
    data = body.encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method="POST" if data else "GET",
                                     headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def request_mix(base: str) -> list[Request]:
    """The requests of the mix, each checked to answer 200 before the load starts."""
    mix: list[Request] = []
    for doc, number in SECTIONS:
        if number is None:  # an unnumbered document: its first entries with text
            status, toc = fetch(f"{base}/api/v1/documents/{doc}")
            assert status == 200, (doc, status)
            for entry in json.loads(toc)["entries"][1:4]:
                mix.append(Request("section", "GET", f"/api/v1/documents/{doc}/sections/{entry['id']}"))
        else:
            mix.append(Request("section", "GET", f"/api/v1/documents/{doc}/sections/{number}"))
    for query in SEARCHES:
        mix.append(Request("search", "GET", "/api/v1/search?" + urllib.parse.urlencode({"q": query, "limit": 10})))
    for name in SCENARIOS:
        scenario = json.loads((PROJECT_ROOT / "scenarios" / name).read_text(encoding="utf-8"))["scenario"]
        mix.append(Request("resolve", "POST", "/api/v1/scenarios/resolve", json.dumps(scenario)))
    for item in mix:
        status, body = fetch(base + item.path, item.body)
        if status != 200:
            raise SystemExit(f"load_test: {item.method} {item.path} answers {status} before any load: "
                             f"{body[:200]!r}; fix the mix")
    return mix


def lua_script(mix: list[Request], max_requests_per_thread: int, seed: int) -> str:
    """wrk script: weighted random requests, a per-thread response cap, figures as JSON."""
    def quote(text: str) -> str:
        return json.dumps(text)  # a JSON string literal is a valid Lua string literal here

    lines = ["local requests = {}", "local picks = {}"]
    for index, item in enumerate(mix, start=1):
        headers = '{["Content-Type"] = "application/json"}' if item.body else "nil"
        body = quote(item.body) if item.body else "nil"
        lines.append(f"requests[{index}] = wrk.format({quote(item.method)}, {quote(item.path)}, {headers}, {body})")
        copies = WEIGHTS[item.kind] * (120 // max(1, sum(r.kind == item.kind for r in mix)))
        lines.append(f"for _ = 1, {copies} do picks[#picks + 1] = {index} end")
    lines.append(f"""
local cap = {max_requests_per_thread}
local threads = {{}}
function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end
function init(args)
  math.randomseed({seed} + id)
  responses = 0
  bad = 0
end
function request()
  return requests[picks[math.random(#picks)]]
end
function response(status, headers, body)
  responses = responses + 1
  if status ~= 200 then bad = bad + 1 end
  if responses >= cap then wrk.thread:stop() end
end
function done(summary, latency, requests)
  local bad_total = 0
  for _, thread in ipairs(threads) do bad_total = bad_total + thread:get("bad") end
  local e = summary.errors
  io.write(string.format(
    'WRKJSON {{"requests": %d, "duration_us": %d, "bytes": %d, "errors_connect": %d, "errors_read": %d, ' ..
    '"errors_write": %d, "errors_status": %d, "errors_timeout": %d, "non_200": %d, "p50_us": %d, ' ..
    '"p90_us": %d, "p95_us": %d, "p99_us": %d, "max_us": %d, "mean_us": %.1f}}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    bad_total, latency:percentile(50), latency:percentile(90), latency:percentile(95),
    latency:percentile(99), latency.max, latency.mean))
end
""")
    return "\n".join(lines)


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


class RssSampler(threading.Thread):
    """Peak and last resident memory of the gunicorn master and each worker, every 0.5 s."""

    def __init__(self, master: int) -> None:
        super().__init__(daemon=True)
        self.master = master
        self.peak: dict[int, int] = {}
        self.last: dict[int, int] = {}
        self._halt = threading.Event()

    def sample(self) -> None:
        for pid in [self.master, *children(self.master)]:
            value = rss_kib(pid)
            if value:
                self.last[pid] = value
                self.peak[pid] = max(self.peak.get(pid, 0), value)

    def run(self) -> None:
        while not self._halt.wait(0.5):
            self.sample()

    def stop(self) -> None:
        self._halt.set()
        self.join()


def start_gunicorn(data_dir: Path, port: int, workers: int, threads: int, log_path: Path) -> subprocess.Popen:
    # run from the project folder, so gunicorn reads gunicorn.conf.py (preload, limits) as in production
    command = [sys.executable, "-m", "gunicorn", "-w", str(workers), "-b", f"{HOST}:{port}",
               "--no-control-socket", "--graceful-timeout", "10"]
    if threads > 1:
        command += ["--threads", str(threads)]
    env = {**os.environ, "REFBASE_DATA_DIR": str(data_dir), "PYTHONUNBUFFERED": "1"}
    with open(log_path, "wb") as log:
        return subprocess.Popen([*command, "wsgi:app"], cwd=PROJECT_ROOT, env=env, stdout=log,
                                stderr=subprocess.STDOUT)


def start_static(root: Path, port: int, workers: int, log_path: Path) -> subprocess.Popen:
    """The baseline: bench/static_app.py under gunicorn with the same worker count."""
    command = [sys.executable, "-m", "gunicorn", "-w", str(workers), "-b", f"{HOST}:{port}",
               "--no-control-socket", "--graceful-timeout", "10", "static_app:app"]
    env = {**os.environ, "STATIC_ROOT": str(root), "PYTHONUNBUFFERED": "1"}
    with open(log_path, "wb") as log:
        return subprocess.Popen(command, cwd=PROJECT_ROOT / "bench", env=env, stdout=log, stderr=subprocess.STDOUT)


def mirror(base: str, paths: list[str], root: Path) -> None:
    """Write what refbase answers for each path under `root` (the static server's files);
    pages (`/rules/...`) get an `.html` suffix."""
    for path in paths:
        status, body = fetch(base + path)
        assert status == 200, (path, status)
        target = root / path.lstrip("/").split("?")[0]
        if path.startswith("/rules/"):
            target = target.with_name(target.name + ".html")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(body)


def cycle_script(paths: list[str]) -> str:
    """wrk script: GET the paths in turn; figures as one JSON line."""
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


def wrk_paths(base: str, paths: list[str], script_dir: Path, seconds: int, clients: int,
              wrk_threads: int = 2) -> dict[str, Any]:
    """Load `paths` in turn for `seconds`; returns requests, rps, p50/p99, errors."""
    script = script_dir / f"cycle-{len(list(script_dir.glob('cycle-*.lua')))}.lua"
    script.write_text(cycle_script(paths), encoding="utf-8")
    command = [shutil.which("wrk") or "wrk", "-t", str(max(1, min(wrk_threads, clients))), "-c", str(clients),
               "-d", f"{seconds}s", "--timeout", "10s", "--latency", "-s", str(script), base + "/"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60)
    line = next((x for x in done.stdout.splitlines() if x.startswith("WRKJSON ")), None)
    if line is None:
        raise SystemExit(f"load_test: wrk failed ({done.returncode}): {done.stdout}\n{done.stderr}")
    figures = json.loads(line[len("WRKJSON "):])
    figures["rps"] = round(figures["requests"] / (figures["duration_us"] / 1e6), 1)
    return figures


def wait_ready(process: subprocess.Popen, base: str, path: str = "/api/v1/documents", timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"load_test: gunicorn exited with {process.returncode} during start-up")
        try:
            if fetch(base + path, timeout=2.0)[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"load_test: gunicorn not ready after {timeout} s")


def stop(process: subprocess.Popen) -> int:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return process.returncode


def run(duration: int = 60, clients: int = 50, wrk_threads: int = 2, max_requests: int = 500_000,
        workers: int = WORKERS, threads: int = THREADS, data_dir: Path | None = None,
        seed: int = 1, baseline: bool = False) -> Figures:
    """Start gunicorn, load it, stop it; returns the figures. Needs `wrk` on PATH.

    With `baseline`, a static file server (bench/static_app.py, same gunicorn worker count)
    then serves the mix's section answers under the same wrk load for the same time: the
    figure to quote is the ratio of the two rates, measured in the same run.
    """
    wrk = shutil.which("wrk")
    if wrk is None:
        raise SystemExit("load_test: wrk not found; install it with `apt-get install -y wrk`")
    wrk_threads = max(1, min(wrk_threads, clients))
    figures = Figures(config={"clients": clients, "duration_s": duration, "max_requests": max_requests,
                              "workers": workers, "threads": threads, "wrk_threads": wrk_threads,
                              "cpus": os.cpu_count()})
    with tempfile.TemporaryDirectory(prefix="refbase-load-") as tmp:
        tmp_path = Path(tmp)
        if data_dir is None:
            data_dir = tmp_path / "data"
            subprocess.run([sys.executable, "-m", "refbase.cli", "build", "--data-dir", str(data_dir)],
                           cwd=PROJECT_ROOT, check=True, capture_output=True, timeout=300)
        port = free_port()
        base = f"http://{HOST}:{port}"
        log_path = tmp_path / "gunicorn.log"
        started = time.perf_counter()
        process = start_gunicorn(data_dir, port, workers, threads, log_path)
        sampler = RssSampler(process.pid)
        try:
            wait_ready(process, base)
            figures.startup_seconds = round(time.perf_counter() - started, 2)
            mix = request_mix(base)
            figures.mix = {kind: sum(r.kind == kind for r in mix) for kind in WEIGHTS}
            static_paths = [r.path for r in mix if r.method == "GET" and "?" not in r.path]
            if baseline:
                mirror(base, static_paths, tmp_path / "static")
            script = tmp_path / "mix.lua"
            script.write_text(lua_script(mix, max(1, max_requests // wrk_threads), seed), encoding="utf-8")
            sampler.sample()
            figures.rss_kib["idle"] = {str(pid): kib for pid, kib in sampler.last.items()}
            sampler.start()
            command = [wrk, "-t", str(wrk_threads), "-c", str(clients), "-d", f"{duration}s",
                       "--timeout", "10s", "--latency", "-s", str(script), base + "/"]
            done = subprocess.run(command, capture_output=True, text=True, timeout=duration + 60)
            sampler.stop()
            line = next((x for x in done.stdout.splitlines() if x.startswith("WRKJSON ")), None)
            if line is None:
                raise SystemExit(f"load_test: wrk failed ({done.returncode}): {done.stdout}\n{done.stderr}")
            figures.wrk = json.loads(line[len("WRKJSON "):])
            figures.rss_kib["peak"] = {str(pid): kib for pid, kib in sampler.peak.items()}
            figures.rss_kib["master"] = {str(process.pid): sampler.peak.get(process.pid, 0)}
        finally:
            if sampler.is_alive():
                sampler.stop()
            figures.gunicorn_exit = stop(process)
            figures.log_tail = log_path.read_text(errors="replace")[-2000:] if log_path.exists() else ""
        if baseline:
            figures.baseline = static_baseline(tmp_path, static_paths, workers, duration, clients, wrk_threads)
    return figures


def static_baseline(tmp_path: Path, paths: list[str], workers: int, duration: int, clients: int,
                    wrk_threads: int) -> dict[str, Any]:
    """The same load on a static file server serving the mix's section answers."""
    port = free_port()
    base = f"http://{HOST}:{port}"
    process = start_static(tmp_path / "static", port, workers, tmp_path / "static.log")
    try:
        wait_ready(process, base, paths[0])
        return {"server": "bench/static_app.py under gunicorn", "paths": len(paths),
                **wrk_paths(base, paths, tmp_path, duration, clients, wrk_threads)}
    finally:
        stop(process)


def errors(figures: Figures) -> int:
    w = figures.wrk
    return sum(w.get(k, 0) for k in ("errors_connect", "errors_read", "errors_write", "errors_status",
                                     "errors_timeout", "non_200"))


def report(figures: Figures) -> str:
    w = figures.wrk
    seconds = w["duration_us"] / 1e6
    master = next(iter(figures.rss_kib.get("master", {})), None)
    workers = {pid: kib for pid, kib in figures.rss_kib.get("peak", {}).items() if pid != master}
    idle = {pid: kib for pid, kib in figures.rss_kib.get("idle", {}).items() if pid != master}
    c = figures.config
    lines = [
        f"gunicorn wsgi:app -w {c['workers']}" + (f" --threads {c['threads']}" if c["threads"] > 1 else "")
        + f" on {HOST} ({c['cpus']} CPUs), started in {figures.startup_seconds} s",
        f"wrk: {c['clients']} connections, {c['wrk_threads']} threads, {c['duration_s']} s or "
        f"{c['max_requests']} responses; mix {figures.mix} weighted {WEIGHTS}",
        f"requests: {w['requests']} in {seconds:.1f} s = {w['requests'] / seconds:.0f} req/s",
        f"latency: p50 {w['p50_us'] / 1000:.1f} ms, p90 {w['p90_us'] / 1000:.1f} ms, "
        f"p95 {w['p95_us'] / 1000:.1f} ms, p99 {w['p99_us'] / 1000:.1f} ms, max {w['max_us'] / 1000:.1f} ms",
        f"errors: {errors(figures)} (connect {w['errors_connect']}, read {w['errors_read']}, write "
        f"{w['errors_write']}, timeout {w['errors_timeout']}, non-2xx {w['errors_status']}, non-200 {w['non_200']})",
        "RSS per worker (MiB): idle " + ", ".join(f"{kib / 1024:.0f}" for kib in idle.values())
        + "; peak under load " + ", ".join(f"{kib / 1024:.0f}" for kib in workers.values())
        + (f"; master {figures.rss_kib['master'][master] / 1024:.0f}" if master else ""),
        f"gunicorn exit status: {figures.gunicorn_exit}",
    ]
    if figures.baseline:
        b = figures.baseline
        lines.append(f"baseline, static file server, same load and time: {b['rps']:.0f} req/s (p99 "
                     f"{b['p99_us'] / 1000:.1f} ms); the mix runs at {w['requests'] / seconds / b['rps']:.2f}x that")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=int, default=60, help="seconds of load (default 60)")
    parser.add_argument("--clients", type=int, default=50, help="concurrent connections (default 50)")
    parser.add_argument("--max-requests", type=int, default=500_000, help="stop after this many responses")
    parser.add_argument("--workers", type=int, default=WORKERS)
    parser.add_argument("--threads", type=int, default=THREADS, help="gunicorn threads per worker (gthread)")
    parser.add_argument("--wrk-threads", type=int, default=2)
    parser.add_argument("--data-dir", type=Path, default=None, help="a built data dir (default: build one)")
    parser.add_argument("--seed", type=int, default=random.randrange(1 << 20))
    parser.add_argument("--no-baseline", action="store_true", help="skip the static file server baseline")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures to this file")
    args = parser.parse_args(argv)
    figures = run(args.duration, args.clients, args.wrk_threads, args.max_requests, args.workers,
                  args.threads, args.data_dir, args.seed, baseline=not args.no_baseline)
    print(report(figures))
    result = {"config": figures.config, "wrk": figures.wrk, "rss_kib": figures.rss_kib, "mix": figures.mix,
              "startup_seconds": figures.startup_seconds, "baseline": figures.baseline,
              "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    print("JSON " + json.dumps(result))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")
    if errors(figures):
        print(figures.log_tail, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
