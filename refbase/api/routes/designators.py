"""Designator matcher (rule 14.0): which words of a card's title and subtitle are designators."""

from __future__ import annotations

from flask_smorest import Blueprint, abort

from refbase.api.schemas.designators import (
    DesignatorAnalysisSchema,
    DesignatorMatchRequestSchema,
    DesignatorMatchSchema,
    DesignatorQuerySchema,
)
from refbase.api.serialize import rule_citation
from refbase.designators import CardName, DesignatorInputError, analyze, match
from refbase.request_context import kb

blp = Blueprint("designators", __name__, url_prefix="/api/v1", description="Designators (rule 14.0)")


def _cite(rule):
    return rule_citation(kb(), rule)


@blp.route("/designators/match", methods=["POST"], endpoint="DesignatorMatch")
@blp.doc(operationId="matchDesignators")
@blp.arguments(DesignatorMatchRequestSchema)
@blp.response(200, DesignatorMatchSchema)
def match_cards(body: dict):
    """Do two cards share a designator? Which words, each card's designators, the rules applied,
    and where the 1996 FAQ ruled differently."""
    try:
        result = match(_card(body["a"]), _card(body["b"]))
    except DesignatorInputError as exc:
        abort(422, message=str(exc), errors=exc.errors)
    return result.to_dict(cite=_cite)


@blp.route("/designators", endpoint="Designators")
@blp.doc(operationId="getDesignators")
@blp.arguments(DesignatorQuerySchema, location="query")
@blp.response(200, DesignatorAnalysisSchema)
def card_designators(card):
    """A card's designators, with how each printed word was treated and why (rule numbers)."""
    card = _card(card)
    try:
        result = analyze(card.title, card.subtitle)
    except DesignatorInputError as exc:
        abort(422, message=str(exc), errors=exc.errors)
    return result.to_dict(cite=_cite)


def _card(value) -> CardName:
    if isinstance(value, CardName):
        return value
    return CardName(value.get("title", ""), value.get("subtitle") or "")
