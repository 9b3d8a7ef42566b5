"""Cards (docs/cards.md): the catalogue, one card, and cards sharing a designator."""

from __future__ import annotations

from typing import Any

from flask import url_for
from flask_smorest import Blueprint, abort

from refbase.api.schemas.cards import CardListArgs, CardListSchema, CardSchema, SharingArgs, SharingSchema
from refbase.api.serialize import cite_rule, ref_citation
from refbase.cards.catalogue import filter_cards
from refbase.cards.model import Card
from refbase.cards.sharing import sharing_card, sharing_designator
from refbase.designators import DesignatorInputError
from refbase.request_context import catalogue, kb

blp = Blueprint("cards", __name__, url_prefix="/api/v1", description="Cards (Shadowfist)")


def card_json(card: Card) -> dict[str, Any]:
    knowledge = kb()
    return card.to_dict(lambda ref: ref_citation(knowledge, ref), url_for("web.card_page", slug=card.slug, _external=True))


@blp.route("/cards", endpoint="Cards")
@blp.arguments(CardListArgs, location="query")
@blp.response(200, CardListSchema)
def cards(args: dict[str, Any]) -> dict[str, Any]:
    """The catalogue: every card the documents name plus imported ones, filtered."""
    found = catalogue()
    only = None
    if args["designator"].strip():
        try:
            only = frozenset(s.card.slug for s in sharing_designator(found, args["designator"].strip()))
        except DesignatorInputError as exc:
            abort(422, message=str(exc), errors={"designator": [exc.message]})
    chosen = filter_cards(found, q=args["q"], faction=args["faction"], type=args["type"],
                          keyword=args["keyword"], only=only)
    page = chosen[args["offset"]:args["offset"] + args["limit"]]
    return {"total": len(chosen), "results": [card_json(c) for c in page]}


@blp.route("/cards/<slug>", endpoint="Card")
@blp.response(200, CardSchema)
@blp.alt_response(404, description="No card with this slug")
def card(slug: str) -> dict[str, Any]:
    """One card, with every section, Q&A and note that mentions it."""
    found = catalogue()
    item = found.get(slug)
    if item is None:
        hints = found.suggestions(slug.replace("-", " "))
        abort(404, message=f"no card {slug!r}" + (f"; did you mean {', '.join(hints)}?" if hints else ""))
    return card_json(item)


@blp.route("/designators/sharing", endpoint="DesignatorSharing")
@blp.arguments(SharingArgs, location="query")
@blp.response(200, SharingSchema)
@blp.alt_response(404, description="No card with this slug")
def sharing(args: dict[str, Any]) -> dict[str, Any]:
    """Catalogue cards sharing a designator (rule 14.0) with a card or a designator, each with
    the shared words and the rules that made them match."""
    found = catalogue()
    if bool(args["card"]) == bool(args["designator"].strip()):
        abort(422, message="give exactly one of card (a slug) or designator (a word)",
              errors={"card": ["give card or designator"]})
    if args["card"]:
        item = found.get(args["card"])
        if item is None:
            abort(404, message=f"no card {args['card']!r}")
        results = sharing_card(found, item)
    else:
        try:
            results = sharing_designator(found, args["designator"].strip())
        except DesignatorInputError as exc:
            abort(422, message=str(exc), errors={"designator": [exc.message]})
    return {"query": {k: v for k, v in args.items() if v}, "total": len(results),
            "results": [{"card": _card_ref(s.card), "shared": [w.to_dict(cite_rule) for w in s.shared]}
                        for s in results]}


def _card_ref(card: Card) -> dict[str, str]:
    return {"slug": card.slug, "title": card.title, "subtitle": card.subtitle,
            "url": url_for("cards.Card", slug=card.slug, _external=True),
            "html_url": url_for("web.card_page", slug=card.slug, _external=True)}
