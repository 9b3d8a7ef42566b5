"""Shared answers: `/scenarios/s/<token>` opens a scenario carried whole in its URL.

The token (refbase.api.share) needs no server state, so a link works on any replica and after
restarts; the page resolves the scenario again (runner.evaluate, the same path as the runner)
and shows the same answer through `_result.html`, with OpenGraph tags and oEmbed discovery for
link previews. `/scenarios/s/<token>/export` gives the library file format, so a good question
can become a library scenario. A malformed or oversized token is a 4xx page saying what is wrong.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Response, abort, render_template, url_for

from refbase.api.share import ShareTokenError, answer_summary, decode
from refbase.web.pages import bp
from refbase.web.runner import citation_labels, evaluate
from refbase.web.share_links import library_download


def _opened(token: str) -> dict[str, Any]:
    try:
        return decode(token)
    except ShareTokenError as exc:
        abort(exc.status, description=f"This shared link cannot be opened: {exc}.")


@bp.get("/scenarios/s/<token>")
def shared(token: str) -> tuple[str, int]:
    envelope = _opened(token)
    text = json.dumps(envelope["scenario"], indent=2, ensure_ascii=False)
    shown, status = evaluate(text)
    result = shown.get("result")
    page = url_for("web.shared", token=token, _external=True)
    labels = citation_labels()  # one citation style per game, as on every other page
    return render_template(
        "shared.html", token=token, question=envelope["question"], editor=text, labels=labels,
        answer=answer_summary(result, labels, (shown.get("board") or {}).get("changes") or ()) if result else None, page_url=page,
        oembed=url_for("oembed.OEmbed", url=page, format="json", _external=True), **shown), status


@bp.get("/scenarios/s/<token>/export")
def shared_export(token: str) -> Response:
    """The library file format (docs/architecture.md), ready to save as scenarios/<game>/<id>.json."""
    envelope = _opened(token)
    shown, status = evaluate(json.dumps(envelope["scenario"]))
    if status != 200:
        abort(422, description="The shared scenario is malformed: open the link to see which fields.")
    return library_download(envelope["scenario"], envelope["question"], shown["result"])
