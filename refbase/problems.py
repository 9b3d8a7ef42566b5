"""RFC 9457 problem details: the one error format of the API.

Every error of every endpoint, including validation failures, unknown routes, wrong methods,
over-limit bodies and unexpected exceptions, is rendered here as
`{"type", "title", "status", "detail"[, "errors": {field: [message]}]}`.

Shared by the API and the request limits (`refbase.middleware`), below both. Errors outside
the API (an unknown page URL) go to the handler the pages register with
`register_page_errors`, so the API never renders HTML and never imports the pages.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Flask, Response, current_app, json, request
from werkzeug.exceptions import HTTPException

from refbase.engines.common import flatten_messages

PROBLEM_BASE = "https://refbase.invalid/problems/"
MEDIA_TYPE = "application/problem+json"
#: Paths answered with problem documents whoever else registers error pages.
API_PREFIX = "/api/"
#: `app.extensions` key of the pages' handler for HTTP errors outside the API.
_PAGE_ERRORS = "refbase.page_errors"

PageErrorHandler = Callable[[HTTPException], Any]

_TYPES = {
    400: "bad-request", 404: "not-found", 405: "method-not-allowed", 406: "not-acceptable",
    409: "conflict", 413: "too-large", 414: "uri-too-long", 415: "unsupported-media-type",
    422: "invalid-input", 429: "too-many-requests", 431: "headers-too-large", 500: "internal-error",
    503: "unavailable",
}


def problem(status: int, detail: str, errors: dict[str, list[str]] | None = None,
            title: str | None = None, headers: dict[str, str] | None = None) -> Response:
    """A problem-details response with the given status."""
    from werkzeug.http import HTTP_STATUS_CODES

    body: dict[str, Any] = {
        "type": PROBLEM_BASE + _TYPES.get(status, str(status)),
        "title": title or HTTP_STATUS_CODES.get(status, "Error"),
        "status": status,
        "detail": detail,
    }
    if errors:
        body["errors"] = errors
    response = Response(json.dumps(body), status=status, mimetype=MEDIA_TYPE)
    for key, value in (headers or {}).items():
        response.headers[key] = value
    return response


def flatten_errors(messages: Any) -> dict[str, list[str]]:
    """Nested marshmallow/webargs messages -> {"cards[2].attached_to": [...]}.

    The request location level ("query", "json", "path") is dropped: clients name fields.
    """
    locations = ("query", "json", "path", "form", "headers", "view_args")
    if isinstance(messages, dict) and messages and set(messages) <= set(locations):
        flat: dict[str, list[str]] = {}
        for value in messages.values():
            for field, msgs in flatten_messages(value).items():
                flat.setdefault(field, []).extend(msgs)
        return flat
    return flatten_messages(messages)

def register_page_errors(app: Flask, handler: PageErrorHandler) -> None:
    """Let `handler` answer HTTP errors outside the API (the pages' HTML error page)."""
    app.extensions[_PAGE_ERRORS] = handler


def http_error(error: HTTPException) -> Any:
    """The application's HTTPException handler: a problem document under /api/ (and when no
    pages are registered), the registered page handler elsewhere."""
    pages: PageErrorHandler | None = current_app.extensions.get(_PAGE_ERRORS)
    if pages is not None and not request.path.startswith(API_PREFIX):
        return pages(error)
    return from_http_exception(error)


def from_http_exception(error: HTTPException) -> Response:
    """Render any werkzeug HTTPException (and webargs' 422s) as a problem document."""
    status = error.code or 500
    data = getattr(error, "data", None) or {}
    errors = data.get("errors") or data.get("messages")
    flat = flatten_errors(errors) if errors else None
    detail = data.get("message") or _detail(status, flat, error)
    headers = dict(data.get("headers") or {})
    allowed = getattr(error, "valid_methods", None)  # MethodNotAllowed only
    if status == 405 and allowed:
        headers["Allow"] = ", ".join(allowed)
    return problem(status, detail, flat, headers=headers)


def _detail(status: int, errors: dict[str, list[str]] | None, error: HTTPException) -> str:
    if errors:
        first = next(iter(errors.items()))
        return f"invalid input: {first[0]}: {first[1][0]}"
    if status == 500:
        return "unexpected error; it has been logged"
    return error.description or "error"
