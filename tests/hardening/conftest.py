"""Shared helpers of the hardening suite: leak detection and a real gunicorn server on loopback."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

import pytest

from refbase import config

#: What must never appear in a response body: stack traces and internal paths.
LEAK_MARKERS = ("Traceback", "site-packages", "/work/", str(config.PROJECT_ROOT), 'File "/')


def leaked(text: str, sent: str = "") -> str | None:
    """The first internal detail found in a response body, or None.

    Markers present in what the client sent (`sent`) are ignored: echoing a client's own
    query ("did you mean", linkify's html) is not a leak.
    """
    return next((m for m in LEAK_MARKERS if m in text and m not in sent), None)


@pytest.fixture(scope="session")
def no_leak() -> Callable[..., None]:
    def check(text: str, sent: str = "") -> None:
        marker = leaked(text, sent)
        assert marker is None, f"response leaks {marker!r}: {text[:300]}"
    return check


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Server:
    """A gunicorn master serving `wsgi:app` on 127.0.0.1, and its captured log."""

    process: subprocess.Popen
    port: int
    log_path: Path
    env: dict[str, str] = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def get(self, path: str, timeout: float = 10.0) -> tuple[int, bytes]:
        try:
            with urllib.request.urlopen(self.base + path, timeout=timeout) as answer:
                return answer.status, answer.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def wait_ready(self, path: str = "/api/v1/documents", timeout: float = 180.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"gunicorn exited with {self.process.returncode}:\n{self.log()[-3000:]}")
            try:
                if self.get(path, timeout=2.0)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise AssertionError(f"gunicorn not ready after {timeout}s:\n{self.log()[-3000:]}")

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode


def gunicorn_command(port: int, workers: int = 2, *extra: str) -> list[str]:
    """The production command (README), bound to loopback, without gunicorn's control socket."""
    return [sys.executable, "-m", "gunicorn", "-w", str(workers), "-b", f"127.0.0.1:{port}",
            "--no-control-socket", "--graceful-timeout", "5", *extra, "wsgi:app"]


@pytest.fixture(scope="session")
def kit() -> SimpleNamespace:
    """The helpers of this file for tests and module-scoped fixtures (conftest is not imported
    by name: that breaks under pytest's importlib import mode)."""
    return SimpleNamespace(Server=Server, free_port=free_port, gunicorn_command=gunicorn_command, leaked=leaked)


@pytest.fixture()
def start_gunicorn(tmp_path: Path) -> Iterator[Callable[..., Server]]:
    """Factory: start gunicorn with REFBASE_* overrides; every server is stopped at teardown."""
    started: list[Server] = []

    def start(data_dir: Path, workers: int = 2, extra: tuple[str, ...] = (), wait: bool = True,
              **env: str) -> Server:
        port = free_port()
        log_path = tmp_path / f"gunicorn-{port}.log"
        environment = {**os.environ, "REFBASE_DATA_DIR": str(data_dir), "PYTHONUNBUFFERED": "1", **env}
        with open(log_path, "wb") as log:
            process = subprocess.Popen(gunicorn_command(port, workers, *extra), cwd=config.PROJECT_ROOT,
                                       env=environment, stdout=log, stderr=subprocess.STDOUT)
        server = Server(process, port, log_path, env)
        started.append(server)
        if wait:
            server.wait_ready()
        return server

    yield start
    for server in started:
        server.stop()
