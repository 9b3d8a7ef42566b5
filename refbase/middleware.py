"""Request limits, caching headers and security headers, for every response."""

from __future__ import annotations

import json
import re

from flask import Flask, Response, current_app, request
from gunicorn.http.errors import ParseException
from gunicorn.workers import gthread
from werkzeug.exceptions import ClientDisconnected

from refbase.config import CLIENT_IDLE_SECONDS, MAX_HEADER_BYTES, MAX_JSON_DEPTH, MAX_QUERY_STRING_BYTES
from refbase.problems import problem

#: Read-only API paths whose answers depend only on the build: cacheable with an ETag.
CACHEABLE_PREFIXES = ("/api/v1/documents", "/api/v1/cite", "/api/v1/openapi.json", "/api/v1/oembed",
                      "/api/v1/scenarios", "/api/v1/search", "/api/v1/designators", "/api/v1/glossary",
                      "/rules/")
#: Read-only pages matched exactly (a prefix "/" would match everything).
CACHEABLE_PAGES = frozenset({"/", "/embed", "/sitemap.xml", "/robots.txt"})
#: Read-only endpoints that other sites may call from the browser (embed.js).
CORS_PREFIXES = ("/api/v1/documents", "/api/v1/cite", "/api/v1/search", "/api/v1/oembed",
                 "/api/v1/linkify", "/api/v1/glossary", "/api/v1/cards")

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'")


#: What reading a malformed chunked body raises: gunicorn's parse errors, werkzeug's OSError.
BODY_ERRORS: tuple[type[Exception], ...] = (OSError, ParseException, ClientDisconnected)
#: Methods whose JSON body the API reads.
BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
#: JSON strings (closed, or unterminated up to the end: linear time on any input) and brackets.
_JSON_TOKENS = re.compile(rb'"(?:[^"\\]|\\.)*+(?:"|\\?\Z)|[\[\]{}]', re.DOTALL)


def register_middleware(app: Flask) -> None:
    app.before_request(_limit_query_string)
    app.before_request(_limit_headers)
    app.before_request(_read_body)
    app.before_request(_check_json_body)
    app.after_request(_headers)


def _limit_query_string() -> Response | None:
    raw = request.query_string
    if len(raw) > MAX_QUERY_STRING_BYTES:
        return problem(413, f"query string longer than {MAX_QUERY_STRING_BYTES} bytes")
    if b"%00" in raw or b"\x00" in raw:
        if request.path.startswith("/api/"):
            return problem(400, "NUL bytes are not allowed in the query string")
    return None


def _limit_headers() -> Response | None:
    """431 for oversized request headers.

    The WSGI servers bound each header line but not their sum (gunicorn: 100 fields of 8 KiB;
    the development server: 100 lines of 64 KiB), so the application enforces the total.
    """
    size = sum(len(name) + len(value) + 4 for name, value in request.headers.items())
    if size > MAX_HEADER_BYTES:
        return problem(431, f"request headers total {size} bytes; the limit is {MAX_HEADER_BYTES}")
    return None


def _read_body() -> Response | None:
    """Read the body before any view, within bounds: 413 for a chunked (no Content-Length) body
    that reaches MAX_CONTENT_LENGTH, 400 for malformed chunked encoding, 408 for a body that
    stops coming.

    Werkzeug enforces the limit on chunked streams by stopping at it: `get_data()` returned the
    first 256 KiB and the rest was silently dropped, so an oversized upload became a "not
    valid JSON" 400 instead of the documented 413. Reading the body here (cached for the view
    and the form parser) makes the limit explicit. Under gunicorn each read of the client's
    socket waits at most CLIENT_IDLE_SECONDS (`_bound_reads`): a body that stalls (a chunk
    announced and never sent, a bare-LF chunk line whose CRLF never comes) used to hold a
    worker until gunicorn killed it 30 s later, answering 500.
    """
    if request.method not in BODY_METHODS:
        return None
    _bound_reads(request.environ)
    chunked = request.content_length is None
    if chunked and "wsgi.input_terminated" not in request.environ:
        return None  # werkzeug then reads no body at all, so nothing can be truncated
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    try:
        size = len(request.get_data(cache=True))
    except BODY_ERRORS as exc:
        if _timed_out(exc):
            return problem(408, f"the request body stopped coming (nothing for {CLIENT_IDLE_SECONDS:g} s)",
                           headers={"Connection": "close"})
        if not chunked:
            raise
        # A malformed chunked encoding (bad chunk size, missing CRLF, early end): gunicorn
        # raises while the body is read. It is the client's error, not the application's:
        # a 400 problem instead of a 500 with a traceback in the log.
        return problem(400, "the request body is not valid chunked transfer encoding", headers={"Connection": "close"})
    if chunked and limit is not None and size >= limit:
        return problem(413, f"request body reaches the limit of {limit} bytes")
    return None


def _timed_out(exc: BaseException | None) -> bool:
    """Whether a read failed because the socket's timeout passed (werkzeug re-raises it as
    ClientDisconnected, keeping the TimeoutError as its context)."""
    seen = 0
    while exc is not None and seen < 8:
        if isinstance(exc, TimeoutError):
            return True
        exc, seen = exc.__cause__ or exc.__context__, seen + 1
    return False


def _bound_reads(environ: dict) -> None:
    """Let each read of the client's socket wait at most CLIENT_IDLE_SECONDS (gunicorn hands
    the socket to the application as `gunicorn.socket`; other servers have their own)."""
    sock = environ.get("gunicorn.socket")
    if sock is not None and hasattr(sock, "settimeout"):
        try:
            sock.settimeout(CLIENT_IDLE_SECONDS)
        except OSError:
            pass  # already closed: the read that follows says so


def _check_json_body() -> Response | None:
    """400 for an API JSON body that is too deeply nested or not strict JSON, before any view.

    Python's decoder raises RecursionError (not ValueError) on deep nesting, and ValueError on
    integers of more than 4,300 digits; Flask's `get_json` and webargs only catch some of these,
    so such bodies used to become 500s. NaN and Infinity are not JSON (RFC 8259) and would come
    back out of the engines as invalid JSON, so they are refused here too. Bodies are at most
    MAX_BODY_BYTES (413 beyond, raised by `get_data`), so parsing twice is cheap.
    """
    if request.method not in BODY_METHODS or not request.path.startswith("/api/"):
        return None
    if not request.is_json:
        return _not_json()
    data = request.get_data(cache=True)
    if not data.strip():
        return None  # the view reports the missing body in its own words
    depth = json_depth(data, stop_above=MAX_JSON_DEPTH)
    if depth > MAX_JSON_DEPTH:
        return problem(400, f"the JSON body nests deeper than {MAX_JSON_DEPTH} levels",
                       {"_body": [f"nested more than {MAX_JSON_DEPTH} levels deep"]})
    try:
        json.loads(data.decode("utf-8"), parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        reason = f"{exc.msg} at character {exc.pos}"
    except UnicodeDecodeError:
        reason = "it is not UTF-8"
    except (ValueError, RecursionError) as exc:  # huge integers, NaN / Infinity
        reason = str(exc).split(";")[0]
    else:
        return None
    return problem(400, f"the body is not valid JSON: {reason}", {"_body": ["Invalid JSON body."]})


def _not_json() -> Response | None:
    """415 for a body sent without a JSON content type (curl -d sends form encoding): the API
    reads only JSON, and saying which header is wrong beats a puzzling "missing field"."""
    if not request.get_data(cache=True).strip():
        return None  # no body: the view says what it needs
    sent = request.mimetype or "no Content-Type"
    return problem(415, f"the body must be JSON sent with Content-Type: application/json (got {sent})",
                   {"Content-Type": [f"expected application/json, got {sent}"]})


def json_depth(data: bytes, stop_above: int | None = None) -> int:
    """Deepest nesting of arrays and objects in a JSON text (brackets inside strings ignored).

    With `stop_above`, returns as soon as the depth exceeds it (bounded work on hostile input).
    """
    if stop_above is not None and data.count(b"[") + data.count(b"{") <= stop_above:
        return 0  # cannot nest deeper than it has brackets: skip the scan (most bodies)
    depth = deepest = 0
    for token in _JSON_TOKENS.finditer(data):
        char = token.group()[0]
        if char in b"[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop_above is not None and deepest > stop_above:
                    return deepest
        elif char in b"]}":
            depth -= 1
    return deepest


def _reject_constant(name: str) -> float:
    """`parse_constant` hook: NaN, Infinity and -Infinity are not JSON."""
    raise ValueError(f"{name} is not a JSON value")


#: What a cross-origin JSON POST (linkify) sends beyond the CORS-safelisted headers.
CORS_ALLOW_HEADERS = "Content-Type, Accept, If-None-Match"
CORS_MAX_AGE = "86400"


def _preflight(response: Response) -> None:
    """A CORS preflight answer: the browser may send `Content-Type: application/json` (not a
    safelisted value, so it asks first), with the route's own methods; cached for a day."""
    allowed = response.headers.get("Allow") or "GET, HEAD, POST, OPTIONS"
    response.headers["Access-Control-Allow-Methods"] = allowed
    response.headers["Access-Control-Allow-Headers"] = CORS_ALLOW_HEADERS
    response.headers["Access-Control-Max-Age"] = CORS_MAX_AGE


def _headers(response: Response) -> Response:
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "strict-origin-when-cross-origin")
    if response.mimetype == "text/html":
        response.headers.setdefault("Content-Security-Policy", CSP)
        response.headers.setdefault("X-Frame-Options", "DENY")
    if request.path.startswith(CORS_PREFIXES):
        response.headers["Access-Control-Allow-Origin"] = "*"
        if request.method == "OPTIONS":
            _preflight(response)
    cacheable = (request.method in ("GET", "HEAD") and response.status_code == 200
                 and (request.path.startswith(CACHEABLE_PREFIXES) or request.path in CACHEABLE_PAGES))
    if cacheable:
        response.headers.setdefault("Cache-Control", "public, max-age=300")  # a view may say longer
        response.add_etag()
        response.make_conditional(request)
    return response


class _BoundedConnection(gthread.TConn):
    """A gthread connection whose socket reads wait at most CLIENT_IDLE_SECONDS: gunicorn sets
    the socket blocking without a timeout before each request, so a client that sends half its
    headers held the thread for ever (24 such clients stopped a 2-worker, 8-thread server)."""

    def init(self) -> None:
        super().init()
        self.sock.settimeout(CLIENT_IDLE_SECONDS)


class BoundedThreadWorker(gthread.ThreadWorker):
    """gunicorn's threaded worker (gunicorn.conf.py `worker_class`) with `_BoundedConnection`s."""

    def enqueue_req(self, conn: gthread.TConn) -> None:
        conn.__class__ = _BoundedConnection
        super().enqueue_req(conn)
