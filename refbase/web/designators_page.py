"""The designator checker page (rule 14.0): a form, answered server-side (works without JS)."""

from __future__ import annotations

from flask import render_template, request

from refbase.config import MAX_TITLE_CHARS
from refbase.designators import CardName, DesignatorInputError, analyze, match
from refbase.request_context import catalogue
from refbase.web.pages import bp


@bp.get("/designators")
def designators() -> tuple[str, int]:
    """Two cards in, whether they share a designator out, every word's treatment explained."""
    cards = [CardName(request.args.get(f"{side}_title", ""), request.args.get(f"{side}_subtitle", ""))
             for side in ("a", "b")]
    result, analyses, error = None, [], None
    if any(c.title.strip() for c in cards):
        catalogue()  # installs the game's vocabulary (card titles) for 14.4
        try:
            analyses = [analyze(c.title, c.subtitle) for c in cards if c.title.strip()]
            if len(analyses) == 2:
                result = match(*cards)
        except DesignatorInputError as exc:
            error = str(exc)
    return render_template("designators.html", cards=cards, result=result, analyses=analyses,
                           error=error, max_chars=MAX_TITLE_CHARS), (422 if error else 200)
