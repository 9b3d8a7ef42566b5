"""Designator matcher (rule 14.0): which words of a card's title and subtitle are designators."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint, abort

from refbase.api.schemas.designators import (
    DesignatorAnalysisSchema,
    DesignatorMatchRequestSchema,
    DesignatorMatchSchema,
    DesignatorQuerySchema,
)
from refbase.api.serialize import cite_rule
from refbase.designators import CardName, DesignatorInputError, analyze, match
from refbase.request_context import catalogue

blp = Blueprint("designators", __name__, url_prefix="/api/v1", description="Designators (rule 14.0)")


@blp.route("/designators/match", methods=["POST"], endpoint="DesignatorMatch")
@blp.doc(operationId="matchDesignators")
@blp.arguments(DesignatorMatchRequestSchema)
@blp.response(200, DesignatorMatchSchema)
def match_cards(body: dict[str, CardName]) -> dict[str, Any]:
    """Do two cards share a designator? Which words, each card's designators, the rules applied,
    and where the 1996 FAQ ruled differently."""
    catalogue()  # the game's vocabulary (card titles) is installed with the catalogue (14.4)
    try:
        result = match(body["a"], body["b"])
    except DesignatorInputError as exc:
        abort(422, message=str(exc), errors=exc.errors)
    return result.to_dict(cite=cite_rule)


@blp.route("/designators", endpoint="Designators")
@blp.doc(operationId="getDesignators")
@blp.arguments(DesignatorQuerySchema, location="query")
@blp.response(200, DesignatorAnalysisSchema)
def card_designators(card: CardName) -> dict[str, Any]:
    """A card's designators, with how each printed word was treated and why (rule numbers)."""
    catalogue()  # the game's vocabulary (card titles) is installed with the catalogue (14.4)
    try:
        result = analyze(card.title, card.subtitle)
    except DesignatorInputError as exc:
        abort(422, message=str(exc), errors=exc.errors)
    return result.to_dict(cite=cite_rule)
