"""Recovery: a worker that cannot load data keeps the last good data or answers 503 and retries;
a build is verified against its checksums before it is swapped in; the health endpoint says
which data set is served.

A data directory that cannot be rebuilt is made with a directory where the build lock file
goes (`open(".build.lock", "w")` then fails with EISDIR, even as root, for whom a chmod-ed
read-only directory is still writable).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import time
from pathlib import Path

import pytest

from refbase import config
from refbase.build import build
from refbase.kb import store
from refbase.kb.store import DataError, current_build

SECTION = "/api/v1/documents/shadowfist-comprehensive/sections/50.15"


@pytest.fixture(scope="module")
def two_builds(tmp_path_factory) -> Path:
    """A data dir with two intact builds; `current` points at the newer."""
    data = tmp_path_factory.mktemp("two-builds") / "data"
    build(config.RULES_DIR, data)
    build(config.RULES_DIR, data)
    return data


@pytest.fixture()
def data(two_builds: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "data"
    shutil.copytree(two_builds, copy, symlinks=True)
    return copy


def builds(data: Path) -> list[Path]:
    return sorted(p for p in (data / "builds").iterdir() if not p.name.startswith("."))


def block_builds(data: Path) -> None:
    """Make every rebuild fail (the build lock cannot be opened), as on a read-only disk."""
    (data / ".build.lock").unlink(missing_ok=True)
    (data / ".build.lock").mkdir()


def alter_kb(build_dir: Path) -> None:
    """Valid JSON, wrong content: only the checksum can tell (the issue's 63 wrong answers)."""
    kb_file = build_dir / "kb.json"
    kb_file.write_text(kb_file.read_text(encoding="utf-8").replace("cannot be intercepted", "CAN be intercepted"),
                       encoding="utf-8")


def app_for(data: Path, **settings):
    from refbase.app import create_app

    return create_app({"TESTING": True, "DATA_DIR": data, **settings})


def test_an_altered_kb_json_is_refused_and_the_last_good_build_kept(data, no_leak):
    older, newer = builds(data)
    store._point_current(data, older)
    app = app_for(data, AUTO_BUILD=False)
    client = app.test_client()
    assert client.get("/api/v1/health").get_json()["build"]["id"] == older.name
    alter_kb(newer)
    store._point_current(data, newer)
    app.extensions["refbase"]._checked = 0.0  # as if RECHECK_SECONDS had passed
    answer = client.get(SECTION).get_json()
    assert "CAN be intercepted" not in answer["text"] and "cannot be intercepted" in answer["text"]
    health = client.get("/api/v1/health").get_json()
    assert health["status"] == "degraded" and health["current"] is False and health["build"]["id"] == older.name


def test_a_fresh_worker_serves_the_newest_intact_build_when_current_is_damaged_and_unbuildable(data):
    older, newer = builds(data)
    alter_kb(newer)
    block_builds(data)
    client = app_for(data).test_client()
    response = client.get(SECTION)
    assert response.status_code == 200 and "CAN be intercepted" not in response.get_json()["text"]
    health = client.get("/api/v1/health").get_json()
    assert health == {**health, "status": "degraded", "current": False}
    assert health["build"]["id"] == older.name


def test_a_worker_without_any_good_data_answers_503_and_retries(data, no_leak):
    for build_dir in builds(data):
        alter_kb(build_dir)
    block_builds(data)
    app = app_for(data, BUILD_RETRY_SECONDS=0.0)
    client = app.test_client()
    response = client.get(SECTION)
    assert response.status_code == 503 and response.mimetype == "application/problem+json"
    assert response.headers["Retry-After"] and response.get_json()["status"] == 503
    no_leak(response.get_data(as_text=True))
    page = client.get("/rules/shadowfist-comprehensive/50.15")
    assert page.status_code == 503
    health = client.get("/api/v1/health")
    assert health.status_code == 503 and health.headers["Cache-Control"] == "no-store"
    (data / ".build.lock").rmdir()  # the disk is writable again: the next attempt rebuilds
    app.extensions["refbase"]._checked = 0.0
    assert client.get(SECTION).status_code == 200
    assert client.get("/api/v1/health").get_json()["status"] == "ok"


def test_runtime_raises_data_error_quickly_between_retries(data):
    from refbase.runtime import Runtime

    for build_dir in builds(data):
        alter_kb(build_dir)
    block_builds(data)
    runtime = Runtime(config.RULES_DIR, data, build_retry_seconds=3600)
    with pytest.raises(DataError, match="fails its checksums"):
        runtime.prepare()
    with pytest.raises(DataError):  # the cached reason, no second build attempt
        runtime.snapshot()


def test_health_is_in_the_openapi_document(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    operation = spec["paths"]["/api/v1/health"]["get"]
    assert {"200", "503"} <= set(operation["responses"])
    assert "application/problem+json" in operation["responses"]["503"]["content"]


def test_health_names_the_served_build(client, data_dir):
    body = client.get("/api/v1/health").get_json()
    recorded = json.loads((current_build(data_dir) / "build.json").read_text())
    assert body["status"] == "ok" and body["current"] is True
    assert body["build"]["id"] == current_build(data_dir).name
    assert body["build"]["fingerprint"] == recorded["fingerprint"] and len(body["build"]["checksum"]) == 64
    assert body["build"]["built_at"].endswith("Z")


# --- through gunicorn ------------------------------------------------------------------------

def worker_pids(master: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == master:
                found.append(int(entry.name))
    return found


def test_a_restarted_worker_still_serves_after_the_data_is_damaged(data, start_gunicorn, no_leak):
    """The issue's case: damage on disk, no way to rebuild, a worker restarts. The master loaded
    the data before forking (preload_app), so the new worker serves it; the master stays up."""
    server = start_gunicorn(data, workers=2)
    assert server.get(SECTION)[0] == 200
    for build_dir in builds(data):
        alter_kb(build_dir)
    block_builds(data)
    for pid in worker_pids(server.process.pid):
        os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 30
    while len(worker_pids(server.process.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    statuses = set()
    for _ in range(20):
        status, body = server.get(SECTION)
        statuses.add(status)
        if status == 200:
            assert "CAN be intercepted" not in json.loads(body)["text"]
        else:
            no_leak(body.decode())
    assert statuses == {200}, statuses
    assert server.process.poll() is None
    assert "Traceback" not in server.log()


def test_gunicorn_started_on_damaged_unbuildable_data_serves_the_older_build(data, start_gunicorn):
    older, newer = builds(data)
    alter_kb(newer)
    block_builds(data)
    server = start_gunicorn(data, workers=2)
    status, body = server.get("/api/v1/health")
    assert status == 200 and json.loads(body)["build"]["id"] == older.name
    assert server.get(SECTION)[0] == 200
    assert "Traceback" not in server.log()


def test_health_says_degraded_when_the_served_build_is_truncated_on_disk(data, monkeypatch):
    from refbase import runtime

    app = app_for(data, AUTO_BUILD=False)
    client = app.test_client()
    assert client.get("/api/v1/health").get_json() == {**client.get("/api/v1/health").get_json(),
                                                        "status": "ok", "intact": True, "damaged": []}
    hashed: list[int] = []
    real = runtime.hashlib.sha256
    monkeypatch.setattr(runtime.hashlib, "sha256", lambda data=b"": hashed.append(1) or real(data))
    monkeypatch.setattr(runtime, "INTEGRITY_SECONDS", 0.0)
    for _ in range(5):
        assert client.get("/api/v1/health").get_json()["status"] == "ok"
    assert hashed == []  # unchanged files are only stat-ed, never hashed again
    kb_file = current_build(data) / "kb.json"
    original = kb_file.read_bytes()
    kb_file.write_bytes(original[: len(original) // 2])  # truncated while served
    health = client.get("/api/v1/health").get_json()
    assert health["status"] == "degraded" and health["intact"] is False and health["damaged"] == ["kb.json"]
    assert health["current"] is True and len(hashed) == 1
    client.get("/api/v1/health")
    assert len(hashed) == 1  # the verdict is kept until the file changes again
    kb_file.write_bytes(original)  # repaired
    assert client.get("/api/v1/health").get_json()["status"] == "ok"
