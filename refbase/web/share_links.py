"""The link that carries a scenario whole (refbase.api.share), for the runner and shared pages."""

from __future__ import annotations

from typing import Any

from flask import url_for

from refbase.api.share import ShareTokenError, encode


def share_url(payload: Any, question: str = "") -> str | None:
    """The shared-answer link for this scenario, or None when it is too large to carry."""
    if not isinstance(payload, dict):
        return None
    try:
        return url_for("web.shared", token=encode({"scenario": payload, "question": question}), _external=True)
    except ShareTokenError:
        return None
