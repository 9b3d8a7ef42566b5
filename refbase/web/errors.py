"""HTML error pages for the human pages (the API answers problem documents instead)."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from flask import render_template
from flask.typing import ResponseReturnValue
from werkzeug.exceptions import HTTPException

from refbase.kb.citations import cite_prefixes
from refbase.kb.model import Section
from refbase.kb.store import DataError
from refbase.request_context import kb

log = logging.getLogger(__name__)


def html_error(error: HTTPException) -> ResponseReturnValue:
    status = error.code or 500
    message = "Something went wrong on our side." if status >= 500 else (error.description or "Error")
    return _render(status, error.name, message)


def page_error(error: Exception) -> ResponseReturnValue:
    """Any error raised by a page: an HTML page with the right status, never a trace."""
    if isinstance(error, HTTPException):
        return html_error(error)
    if isinstance(error, DataError):
        log.error("data directory problem: %s", error)
        response = _render(503, "Service Unavailable", "The rules data is being rebuilt; try again shortly.")
        return response[0], 503, {"Retry-After": "5"}
    log.exception("unexpected error on a page")
    return _render(500, "Internal Server Error", "Something went wrong on our side.")


def not_found(message: str, suggestions: Sequence[Section] | None = None, query: str = "",
              links: list[tuple[str, str]] | None = None) -> ResponseReturnValue:
    """A 404 page that offers the nearest sections (or other pages, `links`: href and text)
    instead of a dead end, and a search for what was typed (`query`)."""
    return _render(404, "Not Found", message, suggestions or [], query, links or [])


def _render(status: int, title: str, message: str, suggestions: Sequence[Section] | None = None,
            query: str = "", links: list[tuple[str, str]] | None = None
            ) -> tuple[str, int] | tuple[str, int, dict[str, str]]:
    try:
        return render_template("error.html", status=status, title=title, message=message,
                               suggestions=suggestions or [], query=query.strip()[:80],
                               links=links or [], cite_labels=_cite_labels(suggestions)), status
    except Exception:
        log.exception("error page failed")
        return f"{status} {title}", status, {"Content-Type": "text/plain; charset=utf-8"}


def _cite_labels(suggestions: Sequence[Section] | None) -> dict[str, str]:
    """Document id -> its citation prefix, so suggestions from several documents say which
    one each is from ("UFS G.2.2" beside "Shadowfist CR 2.2")."""
    if not suggestions:
        return {}
    return cite_prefixes(kb())
