"""The link that carries a scenario whole (refbase.api.share), for the runner and shared pages,
and the library-file download the builder and shared pages offer."""

from __future__ import annotations

import json
from typing import Any

from flask import Response, url_for

from refbase.api.share import ShareTokenError, encode, library_file


def share_url(payload: Any, question: str = "") -> str | None:
    """The shared-answer link for this scenario, or None when it is too large to carry."""
    if not isinstance(payload, dict):
        return None
    try:
        return url_for("web.shared", token=encode({"scenario": payload, "question": question}), _external=True)
    except ShareTokenError:
        return None


def library_download(scenario: dict[str, Any], question: str, result: dict[str, Any]) -> Response:
    """The scenario in the library file format (docs/architecture.md), as a download."""
    item = library_file(scenario, question, result)
    body = json.dumps(item, indent=2, ensure_ascii=False) + "\n"
    return Response(body, mimetype="application/json",
                    headers={"Content-Disposition": f'attachment; filename="{item["id"]}.json"'})
