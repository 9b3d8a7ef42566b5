"""Load smoke test: the production setup under wrk for a few seconds, on loopback.

The documented run (50 clients, 60 s) is `python bench/load_test.py`; its figures are in
docs/reliability.md. This short version (10 clients, 3 s) keeps the machinery honest in the
suite: gunicorn starts with the documented worker count, every request of the mix answers
200 under concurrency, memory is measured, gunicorn stops cleanly. Skipped without `wrk`
(`apt-get install -y wrk`).
"""

from __future__ import annotations

import shutil
import sys

import pytest

from refbase import config

sys.path.insert(0, str(config.PROJECT_ROOT / "bench"))
import load_test

pytestmark = pytest.mark.skipif(shutil.which("wrk") is None, reason="wrk not installed (apt-get install -y wrk)")


def test_short_load_has_no_errors(data_dir):
    figures = load_test.run(duration=3, clients=10, max_requests=50_000, data_dir=data_dir)
    print("\n" + load_test.report(figures))
    assert figures.wrk["requests"] > 100
    assert load_test.errors(figures) == 0, (figures.wrk, figures.log_tail)
    assert figures.gunicorn_exit == 0
    workers = [kib for pid, kib in figures.rss_kib["peak"].items() if pid not in figures.rss_kib["master"]]
    assert len(workers) == load_test.WORKERS and all(kib < 400 * 1024 for kib in workers), workers
