"""Precomputed response bytes for read-only answers, and gzip for large text responses.

A WSGI layer around the Flask app. Read-only answers (those the middleware marks
`Cache-Control: public` with an ETag: sections, documents, citations, rule pages, the one-page
documents, oEmbed) depend only on the build, the public base URL and the URL, so the first
answer of each is kept, with its gzip form, keyed by build id; later requests for it are
answered from those bytes without entering Flask (section reads then cost about what serving
a static file does). A new build starts a new cache. The cache is an LRU bounded in bytes.

Any other response of a compressible type (JSON, HTML, CSS, JavaScript) of at least
MIN_GZIP_BYTES is gzipped on the way out when the client's Accept-Encoding allows it. A
gzipped answer's ETag is the identity ETag with `-gzip` appended (a strong ETag names one
representation), and `If-None-Match` with either form is understood.
"""

from __future__ import annotations

import gzip
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from werkzeug.http import parse_accept_header

WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]
Headers = list[tuple[str, str]]

#: Smaller bodies gain too little from compression to pay for it (one TCP packet anyway).
MIN_GZIP_BYTES = 1024
GZIP_LEVEL = 6
COMPRESSIBLE = ("text/", "application/json", "application/problem+json", "application/javascript",
                "image/svg+xml")
GZIP_SUFFIX = '-gzip"'


@lru_cache(maxsize=256)
def accepts_gzip(accept_encoding: str) -> bool:
    """Whether an Accept-Encoding value allows gzip (`gzip;q=0` and `*;q=0` refuse it)."""
    accept = parse_accept_header(accept_encoding)
    quality = accept["gzip"] if "gzip" in accept else accept["*"]
    return quality > 0


def compressible(headers: Headers) -> bool:
    content_type = _header(headers, "content-type") or ""
    return content_type.startswith(COMPRESSIBLE) and _header(headers, "content-encoding") is None


def gzip_bytes(body: bytes) -> bytes:
    """Deterministic gzip (mtime 0): the same body always gives the same bytes and ETag."""
    return gzip.compress(body, compresslevel=GZIP_LEVEL, mtime=0)


def _header(headers: Headers, name: str) -> str | None:
    return next((value for key, value in headers if key.lower() == name), None)


def _replace(headers: Headers, name: str, value: str | None) -> Headers:
    kept = [(k, v) for k, v in headers if k.lower() != name.lower()]
    return kept if value is None else [*kept, (name, value)]


def _vary(headers: Headers) -> Headers:
    vary = _header(headers, "vary")
    if vary is None:
        return [*headers, ("Vary", "Accept-Encoding")]
    if "accept-encoding" in vary.lower():
        return headers
    return _replace(headers, "Vary", f"{vary}, Accept-Encoding")


def gzip_etag(etag: str | None) -> str | None:
    if etag is None or not etag.endswith('"'):
        return etag
    return etag[:-1] + GZIP_SUFFIX


@dataclass(frozen=True, slots=True)
class Entry:
    """One read-only answer: its headers and bytes, identity and gzip."""

    status: str
    headers: Headers  # identity representation, Content-Length included
    body: bytes
    etag: str
    gzip_headers: Headers | None
    gzip_body: bytes | None

    @property
    def size(self) -> int:
        return len(self.body) + len(self.gzip_body or b"") + 512


class ResponseCache:
    """LRU of Entries bounded in bytes, for one build at a time."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.build = ""
        self._entries: OrderedDict[tuple[str, ...], Entry] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, build: str, key: tuple[str, ...]) -> Entry | None:
        if build != self.build:
            return None
        entry = self._entries.get(key)
        if entry is not None:
            with self._lock:
                if key in self._entries:
                    self._entries.move_to_end(key)
        return entry

    def put(self, build: str, key: tuple[str, ...], entry: Entry) -> None:
        if entry.size > self.max_bytes // 4:
            return  # one huge answer must not flush everything else
        with self._lock:
            if build != self.build:
                self._entries.clear()
                self._bytes = 0
                self.build = build
            old = self._entries.pop(key, None)
            self._bytes += entry.size - (old.size if old else 0)
            self._entries[key] = entry
            while self._bytes > self.max_bytes and self._entries:
                _, evicted = self._entries.popitem(last=False)
                self._bytes -= evicted.size

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0

    def __len__(self) -> int:
        return len(self._entries)


class ResponseLayer:
    """Serve cached read-only answers; cache new ones; gzip what is worth it."""

    def __init__(self, app: WsgiApp, build_id: Callable[[], str | None], max_bytes: int,
                 max_header_bytes: int) -> None:
        self.app = app
        self.build_id = build_id
        self.cache = ResponseCache(max_bytes)
        self.max_header_bytes = max_header_bytes

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        method = environ.get("REQUEST_METHOD", "GET")
        gzip_ok = accepts_gzip(environ.get("HTTP_ACCEPT_ENCODING", ""))
        key = build = None
        if method in ("GET", "HEAD") and self._headers_within_limit(environ):
            build = self.build_id()
            if build is not None:
                key = (environ.get("wsgi.url_scheme", ""), environ.get("HTTP_HOST", ""),
                       environ.get("SCRIPT_NAME", ""), environ.get("PATH_INFO", ""),
                       environ.get("QUERY_STRING", ""))
                entry = self.cache.get(build, key)
                if entry is not None:
                    return self._serve(entry, environ, start_response, gzip_ok, method == "HEAD")
        stripped = gzip_ok and _strip_gzip_etags(environ)
        captured: list[Any] = []

        def capture(status: str, headers: Headers, exc_info: Any = None) -> Callable[[bytes], None]:
            captured[:] = [status, list(headers)]
            return lambda _data: None  # the body is collected below (no app uses write())

        chunks = self.app(environ, capture)
        try:
            body = b"".join(chunks)
        finally:
            close = getattr(chunks, "close", None)
            if close is not None:
                close()
        status, headers = captured
        if method == "GET" and key is not None and build is not None and self._storable(status, headers) \
                and self.build_id() == build:
            entry = self._entry(status, headers, body)
            self.cache.put(build, key, entry)
            return self._serve(entry, environ, start_response, gzip_ok, False)
        if stripped and status.startswith("304"):
            headers = _replace(headers, "ETag", gzip_etag(_header(headers, "etag")))
        return self._pass(status, headers, body, start_response, gzip_ok, method == "HEAD")

    def _headers_within_limit(self, environ: dict[str, Any]) -> bool:
        """Over-limit headers go to the app, which answers 431 (the cache must not bypass it)."""
        size = sum(len(k) + len(v) for k, v in environ.items() if k.startswith("HTTP_") and isinstance(v, str))
        return size <= self.max_header_bytes

    @staticmethod
    def _storable(status: str, headers: Headers) -> bool:
        cache_control = _header(headers, "cache-control") or ""
        return (status.startswith("200") and "public" in cache_control and _header(headers, "etag") is not None
                and _header(headers, "set-cookie") is None)

    @staticmethod
    def _entry(status: str, headers: Headers, body: bytes) -> Entry:
        headers = _replace(headers, "Content-Length", str(len(body)))
        etag = _header(headers, "etag") or ""
        gzip_headers = gzip_body = None
        if compressible(headers):
            headers = _vary(headers)
            if len(body) >= MIN_GZIP_BYTES:
                gzip_body = gzip_bytes(body)
                gzip_headers = _replace(_replace(headers, "Content-Length", str(len(gzip_body))), "ETag",
                                        gzip_etag(etag))
                gzip_headers.append(("Content-Encoding", "gzip"))
        return Entry(status, headers, body, etag, gzip_headers, gzip_body)

    @staticmethod
    def _serve(entry: Entry, environ: dict[str, Any], start_response: Callable[..., Any], gzip_ok: bool,
               head: bool) -> Iterable[bytes]:
        zipped = gzip_ok and entry.gzip_body is not None
        headers = entry.gzip_headers if zipped and entry.gzip_headers is not None else entry.headers
        body = entry.gzip_body if zipped and entry.gzip_body is not None else entry.body
        if_none_match = environ.get("HTTP_IF_NONE_MATCH")
        if if_none_match and _etag_matches(if_none_match, _header(headers, "etag") or ""):
            kept = [(k, v) for k, v in headers if k.lower() in ("etag", "cache-control", "vary", "access-control-allow-origin")]
            start_response("304 NOT MODIFIED", kept)
            return [b""]
        start_response(entry.status, headers)
        return [b""] if head else [body]

    @staticmethod
    def _pass(status: str, headers: Headers, body: bytes, start_response: Callable[..., Any], gzip_ok: bool,
              head: bool) -> Iterable[bytes]:
        if compressible(headers) and not head:
            headers = _vary(headers)
            if gzip_ok and len(body) >= MIN_GZIP_BYTES and not status.startswith(("1", "204", "206", "304")):
                body = gzip_bytes(body)
                headers = _replace(headers, "Content-Length", str(len(body)))
                headers = _replace(headers, "ETag", gzip_etag(_header(headers, "etag")))
                headers.append(("Content-Encoding", "gzip"))
        start_response(status, headers)
        return [body]


def _etag_matches(if_none_match: str, etag: str) -> bool:
    if if_none_match.strip() == "*":
        return True
    wanted = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
    return etag.removeprefix("W/") in wanted


def _strip_gzip_etags(environ: dict[str, Any]) -> bool:
    """`If-None-Match: "x-gzip"` -> `"x"`, so the app's own conditional check recognises it."""
    value = environ.get("HTTP_IF_NONE_MATCH")
    if value and GZIP_SUFFIX in value:
        environ["HTTP_IF_NONE_MATCH"] = value.replace(GZIP_SUFFIX, '"')
        return True
    return False
