"""Start-up of `gunicorn wsgi:app` with 4 workers: preloaded (gunicorn.conf.py) vs not.

    python bench/bench_startup.py [--runs 2]

Times, for each set-up, from launching gunicorn until every worker has answered a section
read (requests are sent until 4 distinct worker pids, reported by /proc, have been forked and
the server answers 200), on an already built data directory. The two set-ups run one after the
other in the same run; the figure to quote is their ratio. Prints one `JSON {...}` line.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import load_test  # shared helpers: gunicorn start/stop, fetch, loopback checks

WORKERS = 4
SECTION = "/api/v1/documents/shadowfist-comprehensive/sections/28.6.1"


def time_to_ready(data_dir: Path, preload: bool, log: Path) -> float:
    """Seconds until the server answers and all WORKERS workers exist."""
    port = load_test.free_port()
    base = f"http://{load_test.HOST}:{port}"
    config = [] if preload else ["-c", "/dev/null"]  # /dev/null: gunicorn's defaults, no preload
    command = [sys.executable, "-m", "gunicorn", *config, "-w", str(WORKERS), "-b", f"{load_test.HOST}:{port}",
               "--no-control-socket", "wsgi:app"]
    started = time.perf_counter()
    with open(log, "wb") as handle:
        process = subprocess.Popen(command, cwd=load_test.PROJECT_ROOT, stdout=handle, stderr=subprocess.STDOUT,
                                   env={**os.environ, "REFBASE_DATA_DIR": str(data_dir)})
    try:
        deadline = time.monotonic() + 180
        idle_polls = 0
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise SystemExit(f"bench_startup: gunicorn exited with {process.returncode}")
            workers = load_test.children(process.pid)
            try:
                answered = load_test.fetch(base + SECTION, timeout=2.0)[0] == 200
            except OSError:
                answered = False
            ready = answered and len(workers) >= WORKERS and all(_serving(pid) for pid in workers)
            idle_polls = idle_polls + 1 if ready else 0
            if idle_polls >= 2:  # twice in a row: not a worker pausing for a disk read
                return time.perf_counter() - started
            time.sleep(0.05)
        raise SystemExit("bench_startup: not ready after 180 s")
    finally:
        load_test.stop(process)


def _serving(pid: int) -> bool:
    """Whether a worker finished loading: without preload it imports the app after forking,
    and only then opens its listening socket for accept (visible as its CPU going idle)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return stat[0] in ("S", "I")  # sleeping in accept(), not running start-up code


def run(runs: int, data_dir: Path | None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="refbase-startup-") as tmp:
        tmp_path = Path(tmp)
        if data_dir is None:
            data_dir = tmp_path / "data"
            subprocess.run([sys.executable, "-m", "refbase.cli", "build", "--data-dir", str(data_dir)],
                           cwd=load_test.PROJECT_ROOT, check=True, capture_output=True, timeout=300)
        seconds: dict[str, list[float]] = {"preload": [], "no_preload": []}
        for _ in range(runs):
            seconds["preload"].append(round(time_to_ready(data_dir, True, tmp_path / "p.log"), 2))
            seconds["no_preload"].append(round(time_to_ready(data_dir, False, tmp_path / "n.log"), 2))
    best = {k: min(v) for k, v in seconds.items()}
    return {"workers": WORKERS, "runs": runs, "seconds": seconds, "best": best,
            "ratio": round(best["preload"] / best["no_preload"], 3),
            "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures to this file")
    args = parser.parse_args(argv)
    result = run(args.runs, args.data_dir)
    print(f"-w {WORKERS} ready: preload {result['best']['preload']} s, without {result['best']['no_preload']} s "
          f"(best of {args.runs}): ratio {result['ratio']:.2f}")
    print("JSON " + json.dumps(result))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
