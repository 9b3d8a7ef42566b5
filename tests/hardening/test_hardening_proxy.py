"""The documented buffering proxy (deploy/nginx-refbase.conf) in front of a real gunicorn.

nginx buffers whole requests before it opens a connection upstream, so clients that trickle
their headers or body hold nginx connections, never gunicorn threads. gunicorn runs here with
one worker of two threads: the same slow clients sent to it directly stall it (the control), and
sent to nginx they do not. Loopback only, a bounded number of clients for a bounded time.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from refbase import config

NGINX = shutil.which("nginx", path=os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/sbin"]))
pytestmark = pytest.mark.skipif(NGINX is None, reason="nginx not installed (apt-get install -y nginx-light; "
                                "./dev.sh test installs it as root)")

CONF = config.PROJECT_ROOT / "deploy" / "nginx-refbase.conf"
SLOW_HEADERS, SLOW_BODIES = 8, 4  # twelve slow clients: six times gunicorn's two threads here
TRICKLE_SECONDS = 6.0  # under nginx's 10 s client timeouts, over gunicorn's idle limit per read
PATH = "/api/v1/documents"


def loopback_conf(port: int, upstream: int) -> str:
    """The deployed file with a loopback listen line and upstream port, without TLS."""
    text = CONF.read_text(encoding="utf-8")
    assert "listen 443 ssl;" in text and "server 127.0.0.1:8000;" in text, "deploy/nginx-refbase.conf changed shape"
    text = text.replace("listen 443 ssl;", f"listen 127.0.0.1:{port};")
    text = text.replace("server 127.0.0.1:8000;", f"server 127.0.0.1:{upstream};")
    return "\n".join(line for line in text.splitlines() if not line.strip().startswith("ssl_"))


def main_conf(folder: Path) -> str:
    """A minimal nginx.conf around the deployed file, every path inside `folder`."""
    temps = "".join(f"    {kind}_temp_path {folder / kind};\n"
                    for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    user = "user root;\n" if os.geteuid() == 0 else ""  # workers write the temp paths above
    return (f"{user}worker_processes 1;\npid {folder / 'nginx.pid'};\nerror_log {folder / 'error.log'} warn;\n"
            "events { worker_connections 256; }\n"
            f"http {{\n    access_log {folder / 'access.log'};\n{temps}    include {folder / 'refbase.conf'};\n}}\n")


def get(base: str, path: str = PATH, timeout: float = 15.0) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(base + path, timeout=timeout) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def wait_listening(port: int, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        assert process.poll() is None, f"nginx exited: {log.read_text(errors='replace')[-2000:]}"
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError("nginx did not listen")


@pytest.fixture(scope="module")
def proxied(data_dir: Path, tmp_path_factory: pytest.TempPathFactory, kit) -> Iterator[tuple[str, str]]:
    """(nginx base URL, gunicorn base URL): gunicorn with one worker of two threads behind nginx,
    started once for this file's tests (the slow clients' test closes its clients before it ends)."""
    tmp_path = tmp_path_factory.mktemp("proxy")
    port = kit.free_port()
    log_path = tmp_path / "gunicorn.log"
    with open(log_path, "wb") as log:
        gunicorn = subprocess.Popen(kit.gunicorn_command(port, 1), cwd=config.PROJECT_ROOT, stdout=log,
                                    stderr=subprocess.STDOUT, env={**os.environ, "REFBASE_DATA_DIR": str(data_dir),
                                                                   "PYTHONUNBUFFERED": "1", "REFBASE_THREADS": "2"})
    server = kit.Server(gunicorn, port, log_path)
    try:
        server.wait_ready()
        yield from _behind_nginx(server, tmp_path, kit)
    finally:
        server.stop()


def _behind_nginx(server, tmp_path: Path, kit) -> Iterator[tuple[str, str]]:
    folder = tmp_path / "nginx"
    folder.mkdir()
    port = kit.free_port()
    (folder / "refbase.conf").write_text(loopback_conf(port, server.port), encoding="utf-8")
    (folder / "nginx.conf").write_text(main_conf(folder), encoding="utf-8")
    log = folder / "stderr.log"
    with open(log, "wb") as out:
        process = subprocess.Popen([str(NGINX), "-p", str(folder), "-e", str(folder / "error.log"),
                                    "-c", str(folder / "nginx.conf"), "-g", "daemon off;"],
                                   stdout=out, stderr=subprocess.STDOUT)
    try:
        wait_listening(port, process, log)
        yield f"http://127.0.0.1:{port}", server.base
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def trickle(port: int, stop: threading.Event) -> Callable[[], int]:
    """Open the slow clients on `port` and feed each a byte every half second until `stop` or
    TRICKLE_SECONDS; returns a join function giving how many were still open at the end."""
    sockets = []
    for i in range(SLOW_HEADERS + SLOW_BODIES):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        if i < SLOW_HEADERS:
            sock.sendall(f"GET {PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".encode())
        else:
            sock.sendall(b"POST /api/v1/linkify HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                         b"Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{\"text\": \"")
        sockets.append(sock)
    open_at_end = [0]

    def feed() -> None:
        deadline = time.monotonic() + TRICKLE_SECONDS
        alive = list(sockets)
        while time.monotonic() < deadline and not stop.wait(0.5):
            for sock in list(alive):
                try:
                    sock.sendall(b"a")
                except OSError:
                    alive.remove(sock)
        open_at_end[0] = len(alive)
        for sock in sockets:
            sock.close()

    thread = threading.Thread(target=feed, daemon=True)
    thread.start()

    def join() -> int:
        stop.set()
        thread.join(timeout=TRICKLE_SECONDS + 5)
        return open_at_end[0]
    return join


def worst_latency(base: str, count: int = 10) -> float:
    """The slowest of `count` spaced GETs (each must succeed)."""
    worst = 0.0
    for _ in range(count):
        started = time.monotonic()
        status, _body = get(base)
        worst = max(worst, time.monotonic() - started)
        assert status == 200, status
        time.sleep(0.1)
    return worst


def test_proxy_passes_requests_as_gunicorn_answers_them(proxied):
    via, direct = proxied
    assert get(via) == get(direct)
    request = urllib.request.Request(via + "/api/v1/linkify", data=json.dumps({"text": "[[Temple Guard]]"}).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=15) as answer:
        assert answer.status == 200 and "Temple Guard" in answer.read().decode()
    too_big = urllib.request.Request(via + "/api/v1/linkify", data=b"x" * (300 * 1024),
                                     headers={"Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(too_big, timeout=15)
    assert refused.value.code == 413  # client_max_body_size, answered by nginx


def test_slow_clients_at_the_proxy_do_not_stall_gunicorn(proxied):
    via, direct = proxied
    direct_port, via_port = int(direct.rsplit(":", 1)[1]), int(via.rsplit(":", 1)[1])
    join = trickle(direct_port, threading.Event())
    stalled = worst_latency(direct, count=3)
    join()
    assert stalled > 2.0, f"control: slow clients sent to gunicorn directly did not stall it ({stalled:.2f} s)"

    join = trickle(via_port, threading.Event())
    worst = worst_latency(via, count=15)
    still_open = join()
    assert still_open == SLOW_HEADERS + SLOW_BODIES, "the slow clients ended before the requests were timed"
    assert worst < 1.0, f"a request through nginx took {worst:.2f} s while slow clients held nginx connections"


def test_reliability_doc_quotes_the_tested_proxy_file_whole():
    """docs/reliability.md shows the file this suite runs, not a copy that can drift from it."""
    doc = (config.PROJECT_ROOT / "docs" / "reliability.md").read_text(encoding="utf-8")
    assert "```nginx\n" + CONF.read_text(encoding="utf-8") + "```" in doc
