"""Faults: rebuilding while serving, killed builds, damaged or unusable data dirs, a full disk.

The serving side is the production one: gunicorn `wsgi:app` on 127.0.0.1 (and `refbase serve`
for start-up), with REFBASE_DATA_DIR pointing at a temporary data directory.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

import pytest
from click.testing import CliRunner

from refbase import config
from refbase.build import build, ensure_built
from refbase.kb import store
from refbase.kb.store import current_build, verify_build

SECTION = "/api/v1/documents/shadowfist-comprehensive/sections/50.15"
MARKER = "zqxmarkerzq"
ORIGINAL = "cannot be intercepted by turned Characters."
CHANGED = f"cannot be intercepted by turned Characters. {MARKER}"


def refbase_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "refbase.cli", *args], cwd=config.PROJECT_ROOT,
                            env={**os.environ, **(env or {})}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


@pytest.fixture()
def rules_copy(tmp_path: Path) -> Path:
    rules = tmp_path / "rules"
    shutil.copytree(config.RULES_DIR, rules)
    return rules


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> Path:
    """One fresh build, copied by `fresh_data` for every test that damages or rebuilds data."""
    data = tmp_path_factory.mktemp("pristine") / "data"
    build(config.RULES_DIR, data)
    return data


@pytest.fixture()
def fresh_data(pristine: Path, tmp_path: Path) -> Path:
    data = tmp_path / "data"
    shutil.copytree(pristine, data, symlinks=True)
    return data


def build_names(data_dir: Path) -> set[str]:
    return {p.name for p in (data_dir / "builds").iterdir() if not p.name.startswith(".")}


# --- rebuild while serving ---------------------------------------------------------------

def test_rebuild_while_serving_switches_atomically(fresh_data, rules_copy, start_gunicorn, no_leak):
    """Every request during and after `refbase build` succeeds and sees one build: the old
    text or the new, never an error or a mix; once health says the worker serves the new build
    (`current`, nothing `switching`), only the new. The worker opens the new build in a thread
    while it answers from the old one; the test waits for health's word, not for a guessed
    time, so a slow machine makes it slower, never wrong. One worker: what health says is then
    what every later request gets (each worker switches the same way). The data starts as a
    copy of the module's build of the same rules (the fingerprint is of their contents)."""
    data = fresh_data
    env = {"REFBASE_RULES_DIR": str(rules_copy)}
    server = start_gunicorn(data, workers=1, **env)
    status, old_body = server.get(SECTION)
    assert status == 200 and ORIGINAL in json.loads(old_body)["text"]
    search = "/api/v1/search?" + urllib.parse.urlencode({"q": MARKER})

    source = rules_copy / "shadowfist-comprehensive.txt"
    text = source.read_text(encoding="utf-8")
    assert text.count(ORIGINAL) >= 1
    source.write_text(text.replace(ORIGINAL, CHANGED, 1), encoding="utf-8")

    seen: list[tuple[float, str, int, bytes]] = []  # (when the request started, path, status, body)
    stop = threading.Event()

    def hammer(path: str) -> None:
        while not stop.is_set():
            started = time.monotonic()
            try:
                status, body = server.get(path, timeout=30)
            except OSError as exc:  # a refused or reset connection is a failure too
                status, body = -1, repr(exc).encode()
            seen.append((started, path, status, body))

    def switched(build_id: str) -> float:
        """When health first says the new build is served (polled; no fixed sleep)."""
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            at = time.monotonic()
            status, body = server.get("/api/v1/health", timeout=30)
            health = json.loads(body) if status == 200 else {}
            if health.get("current") and health.get("switching") is None \
                    and health["build"]["id"] == build_id:
                return at
            time.sleep(0.05)  # a poll interval, leaving the worker's thread the CPU
        raise AssertionError(f"never switched to {build_id}: {server.log()[-2000:]}")

    threads = [threading.Thread(target=hammer, args=(path,)) for path in (SECTION, SECTION, search)]
    for thread in threads:
        thread.start()
    try:
        rebuild = refbase_cli("build", "--data-dir", str(data), env=env)
        out, err = rebuild.communicate(timeout=120)
        assert rebuild.returncode == 0, err
        switched_at = switched(Path(out.strip()).name)
        while sum(1 for at, *_ in seen if at > switched_at) < 6:  # a few requests on the new build
            time.sleep(0.05)
    finally:
        stop.set()
        for thread in threads:
            thread.join()

    assert Path(out.strip()) == current_build(data)
    print(f"\n{len(seen)} requests during and after the rebuild, "
          f"{sum(1 for at, *_ in seen if at > switched_at)} of them after the switch")
    failures = [(path, status, body[:200]) for _, path, status, body in seen if status != 200]
    assert not failures, failures[:5]
    old_text = json.loads(old_body)["text"]
    sections = [(at, json.loads(body)) for at, path, _, body in seen if path == SECTION]
    searches = [(at, json.loads(body)) for at, path, _, body in seen if path == search]
    assert sections and searches
    for _at, answer in sections:
        assert answer["text"] in (old_text, old_text.replace(ORIGINAL, CHANGED, 1)), answer["text"][:200]
    for _at, answer in searches:  # the index and the knowledge base of one answer agree
        assert answer["total"] == 0 or (answer["results"][0]["number"] == "50.15" and answer["results"][0]["kind"])
    assert all(MARKER in answer["text"] for at, answer in sections if at > switched_at)
    assert all(answer["total"] >= 1 for at, answer in searches if at > switched_at)
    assert any(MARKER not in answer["text"] for _, answer in sections), "no request saw the old build"
    assert "Traceback" not in server.log()


@pytest.mark.parametrize("background", [False, True], ids=["in-request", "background"])
def test_a_request_keeps_serving_when_current_points_to_an_unreadable_build(fresh_data, no_leak, background):
    """A damaged new build never replaces the good one, whether the request that notices it
    opens it or a serving process's thread does (then health says so once the thread is done)."""
    from refbase.app import create_app

    data = fresh_data
    good = current_build(data)
    app = create_app({"TESTING": True, "DATA_DIR": data, "AUTO_BUILD": False})
    runtime = app.extensions["refbase"]
    runtime.background = background
    client = app.test_client()
    assert client.get(SECTION).status_code == 200
    broken = data / "builds" / "99999999T999999-1-000000"
    shutil.copytree(good, broken)
    (broken / "kb.json").write_text("{truncated", encoding="utf-8")
    store._point_current(data, broken)
    runtime._checked = 0.0  # as if RECHECK_SECONDS had passed
    response = client.get(SECTION)
    assert response.status_code == 200, response.data[:200]
    no_leak(response.get_data(as_text=True))
    assert runtime.wait_switched(60) is False  # the thread (if any) is done: it refused the build
    assert runtime.snapshot().build_dir == good
    health = client.get("/api/v1/health").get_json()
    assert health["status"] == "degraded" and health["current"] is False and health["switching"] is None
    assert client.get(SECTION).status_code == 200


# --- killed builds -----------------------------------------------------------------------

@pytest.mark.parametrize("kill_after", ["parsed shadowfist-basic", "indexed ufs-living-rules", "search index written"])
def test_killed_build_leaves_previous_data_intact(fresh_data, kill_after):
    data = fresh_data
    previous = current_build(data)
    process = refbase_cli("build", "--data-dir", str(data))
    lines = []
    for line in process.stderr:  # progress lines, in build order
        lines.append(line)
        if kill_after in line:
            process.send_signal(signal.SIGKILL)
            break
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL, f"build ended before {kill_after!r}: {lines}"

    assert current_build(data) == previous
    assert verify_build(previous) is None
    assert build_names(data) == {previous.name}
    from refbase.app import create_app

    app = create_app({"TESTING": True, "DATA_DIR": data, "AUTO_BUILD": False})
    assert app.test_client().get(SECTION).status_code == 200
    # the lock died with the process, and the next build clears what the killed one left
    rebuilt = refbase_cli("build", "--data-dir", str(data))
    out, err = rebuilt.communicate(timeout=120)
    assert rebuilt.returncode == 0, err
    assert current_build(data) == Path(out.strip()) != previous
    assert not list((data / "builds").glob(".tmp-*")) and not list(data.glob(".current-*"))


# --- damaged or unusable data directories at start-up --------------------------------------

def damage_kb(build_dir: Path) -> None:
    (build_dir / "kb.json").write_text('{"format": 1, "documents": [', encoding="utf-8")


def damage_index(build_dir: Path) -> None:
    shutil.rmtree(build_dir / "index")


def truncate_segment(build_dir: Path) -> None:
    segment = max((build_dir / "index").glob("*.seg"), key=lambda p: p.stat().st_size)
    segment.write_bytes(segment.read_bytes()[:1000])


def damage_build_json(build_dir: Path) -> None:
    (build_dir / "build.json").write_text("not json", encoding="utf-8")


def dangle_current(build_dir: Path) -> None:
    shutil.rmtree(build_dir)


DAMAGE = {"corrupted kb.json": damage_kb, "missing index": damage_index, "truncated index segment": truncate_segment,
          "corrupted build.json": damage_build_json, "current points nowhere": dangle_current}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_damaged_build_is_rebuilt_on_start(fresh_data, damage):
    data = fresh_data
    damaged = current_build(data)
    DAMAGE[damage](damaged)
    messages: list[str] = []
    repaired = ensure_built(config.RULES_DIR, data, progress=messages.append)
    assert repaired != damaged and verify_build(repaired) is None
    assert messages and any(word in messages[0] for word in ("damaged", "no current build")), messages
    from refbase.runtime import Runtime

    snapshot = Runtime(config.RULES_DIR, data).prepare()
    assert snapshot.kb.section("shadowfist-comprehensive", "50.15") is not None


def test_gunicorn_rebuilds_a_corrupted_data_dir(fresh_data, start_gunicorn, no_leak):
    data = fresh_data
    damaged = current_build(data)
    damage_kb(damaged)
    server = start_gunicorn(data, workers=2)
    status, body = server.get(SECTION)
    assert status == 200
    assert current_build(data) != damaged
    assert "Traceback" not in server.log()


def unwritable(tmp_path: Path) -> Path:
    """A data dir that cannot be created: its parent is a regular file (ENOTDIR, even as root)."""
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("")
    return blocker / "data"


def assert_unavailable_but_running(server, no_leak) -> None:
    """gunicorn stays up and answers 503 problem documents (never exit status 4, which stops
    the master and every worker that still has good data)."""
    status, body = server.get(SECTION)
    assert status == 503, body[:300]
    problem = json.loads(body)
    assert problem["status"] == 503 and problem["type"].endswith("/unavailable")
    no_leak(body.decode())
    status, body = server.get("/api/v1/health")
    assert status == 503 and json.loads(body)["status"] == 503
    assert server.process.poll() is None, "the gunicorn master stopped"


@pytest.mark.parametrize("workers", [4])  # the documented count: several workers fail at once
def test_gunicorn_answers_503_and_keeps_running_when_the_data_dir_is_unusable(tmp_path, start_gunicorn, workers,
                                                                                no_leak):
    server = start_gunicorn(unwritable(tmp_path), workers=workers, wait=False)
    server.wait_ready("/api/v1/openapi.json")  # served without data
    assert_unavailable_but_running(server, no_leak)
    log = server.log()
    assert "refbase: cannot prepare the rules data" in log and "Not a directory" in log
    assert "Traceback" not in log, log[-3000:]
    assert log.count("refbase: cannot prepare") == 1, "one message (the master's, with preload_app)"


def test_wsgi_import_reports_the_problem_and_still_gives_an_app(tmp_path):
    process = subprocess.run([sys.executable, "-c", "import wsgi; print(wsgi.app.name)"], cwd=config.PROJECT_ROOT,
                             capture_output=True, text=True, timeout=60,
                             env={**os.environ, "REFBASE_DATA_DIR": str(unwritable(tmp_path))})
    assert process.returncode == 0, process.stderr
    assert "refbase: cannot prepare the rules data" in process.stderr and "Traceback" not in process.stderr


def test_refbase_serve_rebuilds_a_corrupted_data_dir(tmp_path, fresh_data, kit):
    data = fresh_data
    damage_index(current_build(data))
    port = kit.free_port()
    log_path = tmp_path / "serve.log"
    with open(log_path, "w") as log:
        process = subprocess.Popen([sys.executable, "-m", "refbase.cli", "serve", "--port", str(port), "--data-dir",
                                    str(data)], cwd=config.PROJECT_ROOT, stdout=log, stderr=subprocess.STDOUT)
    server = kit.Server(process, port, log_path)
    try:
        server.wait_ready()
        assert server.get(SECTION)[0] == 200
    finally:
        server.stop()
    assert "damaged" in server.log() and "Traceback" not in server.log()


def test_refbase_serve_stops_with_a_clear_message_when_the_data_dir_is_unusable(tmp_path):
    process = subprocess.run([sys.executable, "-m", "refbase.cli", "serve", "--port", "1", "--data-dir",
                              str(unwritable(tmp_path))], cwd=config.PROJECT_ROOT, capture_output=True, text=True,
                             timeout=60)
    assert process.returncode == 1
    assert "cannot prepare data" in process.stderr and "Traceback" not in process.stderr + process.stdout


def test_read_only_data_dir_with_a_good_build_serves(fresh_data, start_gunicorn):
    """Serving never writes: a read-only data dir (e.g. a baked image) works."""
    data = fresh_data
    for path in [data, *data.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        server = start_gunicorn(data, workers=1)
        assert server.get(SECTION)[0] == 200
    finally:
        for path in [data, *data.rglob("*")]:
            if not path.is_symlink():
                path.chmod(0o755 if path.is_dir() else 0o644)


# --- full disk ---------------------------------------------------------------------------

def test_full_disk_during_build_is_reported_monkeypatched(tmp_path, fresh_data, monkeypatch):
    """Writes failing with ENOSPC (simulated): the build reports it and keeps the old data."""
    from refbase.cli import main

    data = fresh_data
    previous = current_build(data)

    def disk_full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("refbase.search.build_index", disk_full)
    result = CliRunner().invoke(main, ["build", "--data-dir", str(data)])
    assert result.exit_code == 1
    assert "build failed, previous data left intact: No space left on device" in result.output
    assert current_build(data) == previous and verify_build(previous) is None
    assert not list((data / "builds").glob(".tmp-*"))
    with pytest.raises(OSError):
        ensure_built(config.RULES_DIR, tmp_path / "fresh")  # nothing to fall back to: an error, not a partial build
    assert current_build(tmp_path / "fresh") is None


def _mount_tmpfs(where: Path, size: str) -> bool:
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    where.mkdir(parents=True, exist_ok=True)
    return subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                          capture_output=True).returncode == 0


def fill(disk: Path, leave: int = 1024 * 1024) -> None:
    """Fill a file system with ballast until only `leave` bytes are free."""
    stat = os.statvfs(disk)
    free = stat.f_bavail * stat.f_frsize
    (disk / "ballast").write_bytes(b"\0" * max(0, free - leave))


@pytest.fixture()
def small_disk(tmp_path: Path):
    """A real 16 MiB tmpfs, to be filled up (`fill`) until a build no longer fits."""
    where = tmp_path / "disk"
    if not _mount_tmpfs(where, "16m"):
        pytest.skip("needs root and mount(8) for a real full disk; the monkeypatched test covers the rest")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def test_full_disk_during_build_is_reported_on_a_real_tmpfs(small_disk, pristine, start_gunicorn):
    data = small_disk / "data"
    shutil.copytree(pristine, data, symlinks=True)  # a good build on the small disk
    assert verify_build(current_build(data)) is None
    previous = current_build(data)
    fill(small_disk)  # about 1 MiB left; a build needs about 3
    second = refbase_cli("build", "--data-dir", str(data))
    out, err = second.communicate(timeout=120)
    assert second.returncode == 1, (out, err)
    assert "build failed, previous data left intact: No space left on device" in err, err
    assert "Traceback" not in err
    assert current_build(data) == previous and verify_build(previous) is None
    assert not list((data / "builds").glob(".tmp-*")), "the failed build's files were not removed"
    server = start_gunicorn(data, workers=2)  # still serves the previous build, from a full disk
    assert server.get(SECTION)[0] == 200


def test_full_disk_on_first_start_answers_503_with_a_clear_message(small_disk, start_gunicorn, no_leak):
    fill(small_disk)  # leave ~1 MiB: not enough for a build
    server = start_gunicorn(small_disk / "data", workers=2, wait=False)
    server.wait_ready("/api/v1/openapi.json")
    assert_unavailable_but_running(server, no_leak)
    log = server.log()
    assert "No space left on device" in log and "Traceback" not in log, log[-3000:]
