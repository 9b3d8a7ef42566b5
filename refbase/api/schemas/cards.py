"""Schemas for the card endpoints (docs/api.md, docs/cards.md)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from refbase.api.schemas.common import LINE, QUERY_TEXT, CitationSchema
from refbase.api.schemas.designators import DesignatorPairSchema
from refbase.cards.model import CARD_TYPES
from refbase.config import MAX_TITLE_CHARS

MAX_CARDS_LIMIT = 200


class CardListArgs(Schema):
    q = fields.String(load_default="", validate=validate.Length(max=200),
                      metadata={"description": "words found in the title, subtitle or text", "pattern": QUERY_TEXT})
    faction = fields.String(load_default="", validate=validate.Length(max=64), metadata={"pattern": QUERY_TEXT})
    type = fields.String(load_default="", validate=validate.OneOf(["", *CARD_TYPES]))
    keyword = fields.String(load_default="", validate=validate.Length(max=64),
                            metadata={"description": "a keyword of rules 49.0/50.0: Toughness, Superleap, Unique...",
                                      "pattern": QUERY_TEXT})
    designator = fields.String(load_default="", validate=validate.Length(max=MAX_TITLE_CHARS),
                               metadata={"description": "cards having this designator (rule 14: Cops matches Cop)",
                                         "pattern": LINE})
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=MAX_CARDS_LIMIT))
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=1_000_000))


class ResourceSchema(Schema):
    name = fields.String(required=True, metadata={"example": "Dragons"})
    count = fields.Integer(required=True)


class KeywordSchema(Schema):
    name = fields.String(required=True, metadata={"example": "Toughness"})
    rating = fields.Raw(allow_none=True, metadata={"description": "number, X or text (Immunity: Events); null if none"})
    rule = fields.String(metadata={"description": "the comprehensive rule defining it"})


class PrintingSchema(Schema):
    set = fields.String(required=True)
    rarity = fields.String(required=True)
    artist = fields.String()
    note = fields.String(metadata={"description": "what the card database says of this printing"})


class RulingSchema(Schema):
    kind = fields.String(required=True, metadata={"description": "the database's label: Ruling, Clarification, Errata or Note"})
    text = fields.String(required=True, metadata={"description": "the ruling, quoted as the database words it"})


class NotModelledSchema(Schema):
    text = fields.String(required=True, metadata={"description": "a sentence of the card's text, as printed"})
    reason = fields.String(required=True, metadata={
        "description": "why the engine does not read it; the words before the first colon name what its "
                       "language lacks"})


class EngineSchema(Schema):
    abilities = fields.List(fields.Raw(), required=True, metadata={
        "description": "the text compiled into what a scenario card's `abilities` accepts: printed words and "
                       "ability objects, in print order; a scenario card named by title takes them"})
    not_modelled = fields.List(fields.Nested(NotModelledSchema), required=True, metadata={
        "description": "each sentence the engine does not read, with the reason"})


class CardSchema(Schema):
    slug = fields.String(required=True)
    title = fields.String(required=True)
    subtitle = fields.String(required=True)
    faction = fields.String(allow_none=True, required=True)
    type = fields.String(allow_none=True, required=True, metadata={"description": ", ".join(CARD_TYPES)})
    cost = fields.Integer(allow_none=True, required=True)
    requires = fields.List(fields.Nested(ResourceSchema), required=True)
    provides = fields.List(fields.Nested(ResourceSchema), required=True)
    fighting = fields.Integer(allow_none=True, required=True)
    power = fields.Integer(allow_none=True, required=True)
    body = fields.Integer(allow_none=True, required=True)
    x_values = fields.List(fields.String(), metadata={
        "description": "the printed numbers that are X, defined by the card's text (rule 48.0): "
                       "\"cost\", \"fighting\", \"power\" or \"body\"; that number is null"})
    text = fields.String(required=True, metadata={"description": "the current text: the errata's where there is one"})
    printed_text = fields.String(allow_none=True, metadata={
        "description": "the text as printed, where errata changed it; null otherwise"})
    rulings = fields.List(fields.Nested(RulingSchema), metadata={
        "description": "rulings, clarifications and errata notes quoted from the card database"})
    tags = fields.List(fields.String())
    keywords = fields.List(fields.Nested(KeywordSchema), required=True)
    designators = fields.List(fields.String(), required=True)
    printings = fields.List(fields.Nested(PrintingSchema), required=True)
    source = fields.String(required=True, metadata={"description": "where the data came from"})
    mentions = fields.List(fields.Nested(CitationSchema), required=True,
                           metadata={"description": "every section, Q&A and note naming the card"})
    engine = fields.Nested(EngineSchema, allow_none=True, metadata={
        "description": "what the Shadowfist engine reads of the text (docs/cardtext.md); null without text"})
    html_url = fields.String(required=True)


class CardListSchema(Schema):
    total = fields.Integer(required=True)
    results = fields.List(fields.Nested(CardSchema), required=True)


class SharingArgs(Schema):
    card = fields.String(load_default="", validate=validate.Length(max=200),
                         metadata={"description": "a card's slug; give it or `designator`, not both (422)",
                                   "pattern": QUERY_TEXT})
    designator = fields.String(load_default="", validate=validate.Length(max=MAX_TITLE_CHARS),
                               metadata={"description": "a designator word, e.g. Cop; give it or `card`, not both "
                                                        "(422)", "pattern": LINE})


class CardRefSchema(Schema):
    slug = fields.String(required=True)
    title = fields.String(required=True)
    subtitle = fields.String(required=True)
    url = fields.String(required=True)
    html_url = fields.String(required=True)


class SharingItemSchema(Schema):
    card = fields.Nested(CardRefSchema, required=True)
    shared = fields.List(fields.Nested(DesignatorPairSchema), required=True,
                         metadata={"description": "each shared designator: the word on each side and the rules"})


class SharingSchema(Schema):
    query = fields.Dict(required=True)
    total = fields.Integer(required=True)
    results = fields.List(fields.Nested(SharingItemSchema), required=True)
