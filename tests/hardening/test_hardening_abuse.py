"""Abuse: size limits, hostile JSON, slow and repeated requests, security headers, no leaks.

In-process (the session `app`) for the limits and headers; a real gunicorn on 127.0.0.1 for
what only a server shows (chunked bodies, request-line limits, slow clients). What protects
the service from slow and repeated requests, and what a deployment must add in front of it,
is in docs/reliability.md ("Abuse").
"""

from __future__ import annotations

import json
import socket
import time

import pytest

from refbase import config

POST_ENDPOINTS = ["/api/v1/scenarios/resolve", "/api/v1/linkify", "/api/v1/designators/match"]

PAGES = ["/", "/rules/shadowfist-comprehensive", "/rules/shadowfist-comprehensive/28.6.1",
         "/rules/ufs-living-rules/G.2.2", "/rules/shadowfist-faq/all", "/search?q=superleap", "/embed",
         "/designators", "/scenarios", "/no-such-page", "/rules/no-such-doc/1.0"]
STRICT_REFERRER = {"no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"}


def problem(response, status: int, no_leak) -> dict:
    """The response is an RFC 9457 problem document with this status, leaking nothing."""
    assert response.status_code == status, (response.status_code, response.data[:300])
    assert response.mimetype == "application/problem+json", response.mimetype
    body = response.get_json()
    assert body["status"] == status and body["title"] and body["detail"] and body["type"]
    no_leak(response.get_data(as_text=True))
    return body


# --- size limits -------------------------------------------------------------------------

@pytest.mark.parametrize("path", POST_ENDPOINTS)
def test_body_over_the_limit_is_413(app, no_leak, path):
    body = json.dumps({"text": "x" * config.MAX_BODY_BYTES})
    problem(app.test_client().post(path, data=body, content_type="application/json"), 413, no_leak)


@pytest.mark.parametrize("path", POST_ENDPOINTS)
def test_chunked_body_over_the_limit_is_413(app, no_leak, path):
    """No Content-Length: the limit is enforced while reading the stream."""
    import io

    stream = io.BytesIO(b'{"text": "' + b"x" * (config.MAX_BODY_BYTES + 10) + b'"}')
    response = app.test_client().post(path, input_stream=stream, content_type="application/json",
                                      headers={"Transfer-Encoding": "chunked"},
                                      environ_overrides={"wsgi.input_terminated": True})  # as gunicorn does
    problem(response, 413, no_leak)


@pytest.mark.parametrize("url, detail", [
    ("/api/v1/search?q=" + "a" * (config.MAX_QUERY_STRING_BYTES + 1), "query string"),
    ("/api/v1/documents?pad=" + "a" * (config.MAX_QUERY_STRING_BYTES + 1), "query string"),
    ("/api/v1/search?q=" + "a" * (config.MAX_SEARCH_QUERY_CHARS + 1), "q is longer"),
    ("/api/v1/cite?ref=" + "1" * (config.MAX_REF_CHARS + 1), "ref is longer"),
])
def test_query_over_the_limit_is_413(app, no_leak, url, detail):
    assert detail in problem(app.test_client().get(url), 413, no_leak)["detail"]


def test_linkify_text_over_the_limit_is_413(app, no_leak):
    text = "28.6.1 " * (config.MAX_LINKIFY_CHARS // 7 + 1)
    problem(app.test_client().post("/api/v1/linkify", json={"text": text}), 413, no_leak)


@pytest.mark.parametrize("headers", [
    {"X-Big": "a" * (config.MAX_HEADER_BYTES + 1)},
    {f"X-Many-{i}": "b" * 200 for i in range(config.MAX_HEADER_BYTES // 200 + 1)},
    {"Authorization": "Bearer " + "d" * config.MAX_HEADER_BYTES},
])
def test_headers_over_the_limit_are_431(app, no_leak, headers):
    problem(app.test_client().get("/api/v1/documents", headers=headers), 431, no_leak)


def test_limits_leave_normal_requests_alone(app):
    client = app.test_client()
    assert client.get("/api/v1/search?q=" + "a" * config.MAX_SEARCH_QUERY_CHARS).status_code == 200
    assert client.get("/api/v1/documents", headers={"X-Fine": "a" * 4000}).status_code == 200
    text = ("see 28.6.1 " + "x" * 80 + " ") * config.MAX_LINKIFY_CITATIONS  # ~92,000 characters
    assert client.post("/api/v1/linkify", json={"text": text}).status_code == 200


@pytest.mark.parametrize("kind, limit", [("cards", config.MAX_SCENARIO_CARDS),
                                         ("actions", config.MAX_SCENARIO_ACTIONS),
                                         ("players", config.MAX_SCENARIO_PLAYERS)])
def test_scenario_over_its_limits_is_422_naming_the_field(app, no_leak, kind, limit):
    items = {
        "cards": [{"id": f"c{i}", "title": "Weenie", "type": "character", "controller": "A", "fighting": 1}
                  for i in range(limit + 1)],
        "actions": [{"do": "pass"} for _ in range(limit + 1)],
        "players": [{"id": f"P{i}", "power": 0} for i in range(limit + 1)],
    }
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}],
                "cards": [], "actions": []}
    scenario[kind] = items[kind]
    if kind == "players":
        scenario["players"][0]["id"] = "A"
    body = problem(app.test_client().post("/api/v1/scenarios/resolve", json=scenario), 422, no_leak)
    assert any(field.split("[")[0].split(".")[0] == kind for field in body.get("errors", {})), body


# --- hostile JSON ------------------------------------------------------------------------

@pytest.mark.parametrize("path", POST_ENDPOINTS)
@pytest.mark.parametrize("body", [
    "[" * 100_000 + "]" * 100_000,                      # 100k-deep arrays: RecursionError in json
    '{"a":' * 40_000 + "1" + "}" * 40_000,               # deep objects
    '{"game": "ufs", "text": ' + "[" * 5_000 + "]" * 5_000 + "}",  # deep inside a valid object
    '{"text": "' + "[" * 1000 + '"}' + "[" * 70,          # brackets in a string, then unbalanced
])
def test_deeply_nested_json_is_400_not_500(app, no_leak, path, body):
    problem(app.test_client().post(path, data=body, content_type="application/json"), 400, no_leak)


@pytest.mark.parametrize("path", POST_ENDPOINTS)
@pytest.mark.parametrize("body", [
    '{"text": ' + "9" * 5000 + "}",                      # int beyond Python's 4,300-digit limit
    '{"text": NaN}', '{"text": Infinity}', '{"game": -Infinity}',
    '{"text": "a"',                                      # truncated
    b'{"text": "\xff\xfe"}',                             # not UTF-8
    "\ufeff{}",                                          # BOM
    '{"text": "a"} trailing',
])
def test_malformed_json_is_400(app, no_leak, path, body):
    problem(app.test_client().post(path, data=body, content_type="application/json"), 400, no_leak)


@pytest.mark.parametrize("path", POST_ENDPOINTS)
def test_json_at_the_depth_limit_is_parsed(app, path):
    body = '{"text": "x", "a": ' + "[" * (config.MAX_JSON_DEPTH - 1) + "]" * (config.MAX_JSON_DEPTH - 1) + "}"
    response = app.test_client().post(path, data=body, content_type="application/json")
    assert response.status_code in (200, 422), response.data[:300]  # the view decides, not the limit


@pytest.mark.parametrize("path", POST_ENDPOINTS)
@pytest.mark.parametrize("body", [
    json.dumps([list(range(100))] * 300),                # wide: 30,000 numbers
    json.dumps({f"k{i}": i for i in range(15_000)}),     # 15,000 keys
    json.dumps({"text": "é" * 60_000, "game": "shadowfist"}, ensure_ascii=False),
    json.dumps({"game": "shadowfist", "players": "A" * 200_000}),
])
def test_huge_json_under_the_byte_limit_is_a_4xx_or_answer(app, no_leak, path, body):
    started = time.perf_counter()
    response = app.test_client().post(path, data=body, content_type="application/json")
    assert response.status_code < 500 and response.status_code != 413, response.data[:300]
    assert time.perf_counter() - started < 5, "a single request must stay cheap"
    no_leak(response.get_data(as_text=True), body)


def test_runner_page_survives_deep_json(app, no_leak):
    """The no-JavaScript scenario runner parses a form field as JSON (fixed in
    refbase/web/runner.py after this test found RecursionError -> 500)."""
    for text in ("[" * 5000 + "]" * 5000, '{"game": "ufs", "n": ' + "9" * 5000 + "}", '{"game": NaN}'):
        response = app.test_client().post("/scenarios/run", data={"scenario": text})
        assert response.status_code in (400, 422), response.status_code
        no_leak(response.get_data(as_text=True), text)


# --- repeated requests -------------------------------------------------------------------

def test_repeated_requests_answer_the_same_and_cache(app):
    client = app.test_client()
    first = client.get("/api/v1/documents/shadowfist-comprehensive/sections/50.15")
    etag = first.headers["ETag"]
    for _ in range(300):
        again = client.get("/api/v1/documents/shadowfist-comprehensive/sections/50.15")
        assert again.status_code == 200 and again.data == first.data and again.headers["ETag"] == etag
    cached = client.get("/api/v1/documents/shadowfist-comprehensive/sections/50.15",
                        headers={"If-None-Match": etag})
    assert cached.status_code == 304 and not cached.data
    assert "max-age" in first.headers["Cache-Control"]


# --- security headers --------------------------------------------------------------------

@pytest.mark.parametrize("path", PAGES)
def test_pages_carry_security_headers(app, no_leak, path):
    response = app.test_client().get(path)
    assert response.mimetype == "text/html", (path, response.status_code)
    csp = response.headers.get("Content-Security-Policy", "")
    directives = {d.strip().split(" ")[0]: d.strip() for d in csp.split(";") if d.strip()}
    assert directives.get("default-src") == "default-src 'self'", csp
    assert directives.get("frame-ancestors") == "frame-ancestors 'none'", csp
    assert "'unsafe-inline'" not in directives.get("script-src", "") and "'unsafe-eval'" not in csp, csp
    assert directives.get("object-src") == "object-src 'none'", csp
    assert response.headers.get("X-Content-Type-Options") == "nosniff"
    assert response.headers.get("X-Frame-Options") == "DENY"
    assert response.headers.get("Referrer-Policy") in STRICT_REFERRER
    no_leak(response.get_data(as_text=True))


@pytest.mark.parametrize("path", ["/api/v1/documents", "/api/v1/nope", "/embed.js", "/static/refbase.css"])
def test_other_responses_are_not_sniffed(app, path):
    response = app.test_client().get(path)
    assert response.headers.get("X-Content-Type-Options") == "nosniff"
    assert response.headers.get("Referrer-Policy") in STRICT_REFERRER


# --- through a real server ---------------------------------------------------------------

def raw_exchange(port: int, payload: bytes, read_timeout: float = 10.0) -> bytes:
    """Send raw bytes, return what the server answered (it may answer and close early)."""
    with socket.create_connection(("127.0.0.1", port), timeout=read_timeout) as sock:
        try:
            sock.sendall(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered before reading everything (a 413, say)
        chunks = []
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
        except (TimeoutError, ConnectionResetError):
            pass
    return b"".join(chunks)


#: Workers of the server-level checks: the documented production setting has 4 (bench/
#: load_test.py WORKERS); 2 start faster and behave the same per worker.
SERVED_WORKERS = 2
#: The served app's CLIENT_IDLE_SECONDS (5 s by default): short, so the stall checks stay short.
CLIENT_IDLE = 1.5


@pytest.fixture(scope="module")
def served(tmp_path_factory, data_dir, kit):
    """One gunicorn (gunicorn.conf.py's threaded workers, --timeout 3, a body idle limit of
    CLIENT_IDLE s) for the server-level abuse checks."""
    import sys

    sys.path.insert(0, str(config.PROJECT_ROOT / "bench"))
    import os
    import subprocess

    from load_test import THREADS

    port = kit.free_port()
    log_path = tmp_path_factory.mktemp("abuse") / "gunicorn.log"
    extra = ("--threads", str(THREADS), "--timeout", "3") if THREADS > 1 else ("--timeout", "3")
    with open(log_path, "wb") as log:
        process = subprocess.Popen(kit.gunicorn_command(port, SERVED_WORKERS, *extra), cwd=config.PROJECT_ROOT,
                                   env={**os.environ, "REFBASE_DATA_DIR": str(data_dir),
                                        "REFBASE_CLIENT_IDLE_SECONDS": str(CLIENT_IDLE)},
                                   stdout=log, stderr=subprocess.STDOUT)
    server = kit.Server(process, port, log_path)
    server.wait_ready()
    yield server
    server.stop()
    # gunicorn logs a traceback of where it aborted a timed-out worker (the stalled-client test
    # makes it do so); what must not appear is an error of the application itself
    log = server.log()
    assert "unexpected error on" not in log and "Exception in worker process" not in log, log[-3000:]


def test_server_enforces_body_limit_on_chunked_uploads(served, no_leak):
    body = b'{"text": "' + b"x" * (config.MAX_BODY_BYTES + 100) + b'"}'
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 8192]), body[i:i + 8192]) for i in range(0, len(body), 8192))
    answer = raw_exchange(served.port, b"POST /api/v1/linkify HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                          b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                          + chunks + b"0\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert b"application/problem+json" in answer
    no_leak(answer.decode("latin-1"))


def test_server_rejects_oversized_request_lines_and_headers_without_traces(served, no_leak):
    """gunicorn's own limits (request line over 8190 bytes, its maximum, set in gunicorn.conf.py:
    414; more than 100 header fields or one over 8190 bytes: 431) answer before the application,
    as a small HTML page rather than a problem document (docs/reliability.md); within them, the
    application's total header limit answers 431 with a problem document."""
    long_line = b"GET /api/v1/search?q=" + b"a" * 8200 + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    many = b"GET /api/v1/documents HTTP/1.1\r\nHost: x\r\n" + b"".join(
        b"X-H%d: v\r\n" % i for i in range(150)) + b"Connection: close\r\n\r\n"
    big = b"GET /api/v1/documents HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 9000 + b"\r\nConnection: close\r\n\r\n"
    total = b"GET /api/v1/documents HTTP/1.1\r\nHost: x\r\n" + b"".join(
        b"X-H%d: %s\r\n" % (i, b"v" * 4000) for i in range(5)) + b"Connection: close\r\n\r\n"
    for request, expected in ((long_line, b"HTTP/1.1 414"), (many, b"HTTP/1.1 431"), (big, b"HTTP/1.1 431"),
                              (total, b"HTTP/1.1 431")):
        answer = raw_exchange(served.port, request)
        assert answer.startswith(expected), answer[:200]
        no_leak(answer.decode("latin-1"))
    assert b"application/problem+json" in answer  # the last one is the application's


def test_server_enforces_the_documented_query_string_limit(served, no_leak):
    """The documented query-string limit is reachable through gunicorn: one byte over it gets
    the API's 413 problem document, not gunicorn's 414 page."""
    query = b"pad=" + b"a" * (config.MAX_QUERY_STRING_BYTES - 3)
    answer = raw_exchange(served.port, b"GET /api/v1/documents?" + query + b" HTTP/1.1\r\nHost: x\r\n"
                          b"Connection: close\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 413") and b"application/problem+json" in answer, answer[:300]
    no_leak(answer.decode("latin-1"))


@pytest.mark.parametrize("chunks", [b"zz\r\n{}\r\n0\r\n\r\n", b"2\r\n{}XX0\r\n\r\n", b"-2\r\n{}\r\n0\r\n\r\n"])
def test_server_answers_a_malformed_chunked_body_with_a_400_problem(served, no_leak, chunks):
    """A chunk size that is not hex, a chunk without its CRLF, a negative size: the client's
    error (a body that stops coming is a stalled client instead: see below)."""
    before = served.log().count("Traceback")
    answer = raw_exchange(served.port, b"POST /api/v1/linkify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                          b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunks, read_timeout=5.0)
    assert answer.startswith(b"HTTP/1.1 400") and b"application/problem+json" in answer, answer[:300]
    no_leak(answer.decode("latin-1"))
    time.sleep(0.2)
    assert served.log().count("Traceback") == before, served.log()[-2000:]


@pytest.mark.parametrize("chunks", [b"ffffffffffffffffffff\r\n{}\r\n0\r\n\r\n",  # a chunk far over any limit
                                    b"7fffffff\r\n{}\r\n0\r\n\r\n",  # 2 GiB announced, 2 bytes sent
                                    b"2\n{}\n0\n\n",  # bare LF: the CRLF it waits for never comes
                                    b"2\r\n{}\r\n0\r\n"])  # the last CRLF never comes
def test_a_chunked_body_that_stops_coming_gets_a_408_within_the_idle_limit(served, no_leak, chunks):
    """Each used to hold a sync worker until gunicorn killed it 30 s later (a 500); each read of
    the socket now waits at most CLIENT_IDLE_SECONDS, then the client gets a 408 problem."""
    started = time.monotonic()
    answer = raw_exchange(served.port, b"POST /api/v1/linkify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                          b"Transfer-Encoding: chunked\r\n\r\n" + chunks, read_timeout=CLIENT_IDLE + 10)
    took = time.monotonic() - started
    assert answer.startswith(b"HTTP/1.1 408") and b"application/problem+json" in answer, answer[:300]
    assert took < CLIENT_IDLE + 2, took
    no_leak(answer.decode("latin-1"))


#: Stalled connections: headers never finished, a body never finished, a chunk never sent.
STALLS = (b"GET /api/v1/documents HTTP/1.1\r\nHost: x\r\n",
          b"POST /api/v1/linkify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
          b"Content-Length: 1000\r\n\r\n{\"text\": ",
          b"POST /api/v1/linkify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
          b"Transfer-Encoding: chunked\r\n\r\n100\r\n{")


def test_a_handful_of_slow_clients_cannot_stall_the_service(served):
    """Four times as many stalled connections as workers (with sync workers, one per worker
    stalled the service until gunicorn's timeout): every other request is still answered at
    once, and a stalled body is answered 408 after CLIENT_IDLE_SECONDS, freeing its thread.
    Loopback only, 8 connections, at most a few seconds."""
    section = "/api/v1/documents/shadowfist-comprehensive/sections/28.6.1"
    slow = []
    try:
        for i in range(4 * SERVED_WORKERS):
            sock = socket.create_connection(("127.0.0.1", served.port), timeout=CLIENT_IDLE + 10)
            sock.sendall(STALLS[i % len(STALLS)])
            slow.append(sock)
        time.sleep(0.3)
        latencies = []
        for _ in range(10):
            started = time.monotonic()
            assert served.get(section, timeout=30)[0] == 200
            latencies.append(time.monotonic() - started)
        assert max(latencies) < 1.0, latencies
        answered = [slow[i].recv(200) for i in range(1, len(slow), len(STALLS))]  # a stalled Content-Length body
        assert all(a.startswith(b"HTTP/1.1 408") for a in answered), answered
    finally:
        for sock in slow:
            sock.close()
    assert "WORKER TIMEOUT" not in served.log()


def test_headers_that_stop_coming_free_their_thread_within_the_idle_limit(served):
    """gunicorn's threaded worker reads headers with no timeout: three times as many half-sent
    headers as threads stopped the server for good. refbase's worker closes each after
    CLIENT_IDLE_SECONDS of silence, so the server serves again by itself."""
    section = "/api/v1/documents/shadowfist-comprehensive/sections/28.6.1"
    threads = 8 * SERVED_WORKERS  # gunicorn.conf.py's threads
    slow = []
    try:
        for _ in range(threads + 4):
            sock = socket.create_connection(("127.0.0.1", served.port), timeout=CLIENT_IDLE + 10)
            sock.sendall(STALLS[0])
            slow.append(sock)
        started = time.monotonic()
        # each is closed, unanswered, after CLIENT_IDLE of silence once a thread takes it up: a
        # worker's 8 threads take them up in turns (connections spread unevenly over workers)
        assert all(sock.recv(100) == b"" for sock in slow)
        closed = time.monotonic() - started
        status, _ = served.get(section, timeout=30)
        assert status == 200 and closed < len(slow) / 8 * CLIENT_IDLE + 5, closed
    finally:
        for sock in slow:
            sock.close()
