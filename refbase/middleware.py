"""Request limits, caching headers and security headers, for every response."""

from __future__ import annotations

from flask import Flask, Response, request

from refbase.api.problems import problem
from refbase.config import MAX_QUERY_STRING_BYTES

#: Read-only API paths whose answers depend only on the build: cacheable with an ETag.
CACHEABLE_PREFIXES = ("/api/v1/documents", "/api/v1/cite", "/api/v1/openapi.json",
                      "/api/v1/scenarios", "/api/v1/search", "/api/v1/designators", "/api/v1/glossary")
#: Read-only endpoints that other sites may call from the browser (embed.js).
CORS_PREFIXES = ("/api/v1/documents", "/api/v1/cite", "/api/v1/search", "/api/v1/oembed",
                 "/api/v1/linkify", "/api/v1/glossary")

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'")


def register_middleware(app: Flask) -> None:
    app.before_request(_limit_query_string)
    app.after_request(_headers)


def _limit_query_string():
    raw = request.query_string
    if len(raw) > MAX_QUERY_STRING_BYTES:
        return problem(413, f"query string longer than {MAX_QUERY_STRING_BYTES} bytes")
    if b"%00" in raw or b"\x00" in raw:
        if request.path.startswith("/api/"):
            return problem(400, "NUL bytes are not allowed in the query string")
    return None


def _headers(response: Response) -> Response:
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "strict-origin-when-cross-origin")
    if response.mimetype == "text/html":
        response.headers.setdefault("Content-Security-Policy", CSP)
        response.headers.setdefault("X-Frame-Options", "DENY")
    if request.path.startswith(CORS_PREFIXES):
        response.headers["Access-Control-Allow-Origin"] = "*"
    cacheable = (request.method in ("GET", "HEAD") and response.status_code == 200
                 and request.path.startswith(CACHEABLE_PREFIXES))
    if cacheable:
        response.headers["Cache-Control"] = "public, max-age=300"
        response.add_etag()
        response.make_conditional(request)
    return response
