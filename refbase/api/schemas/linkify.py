"""Linkify request and response schemas."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from refbase.api.schemas.common import CitationSchema


class LinkifyRequestSchema(Schema):
    text = fields.String(required=True, metadata={"example": "see 28.6.1, 50.15 and UFS G.2.2"})
    doc = fields.String(validate=validate.Length(max=64),
                        metadata={"description": "document for bare numbers (default: the comprehensive rulebook)"})


class FoundCitationSchema(CitationSchema):
    text = fields.String(required=True)
    start = fields.Integer(required=True)
    end = fields.Integer(required=True)
    cite = fields.String(metadata={"description": "the canonical citation text, e.g. `UFS G.2.2`"})


class UnresolvedSchema(Schema):
    text = fields.String(required=True)
    doc = fields.String(required=True)
    number = fields.String(required=True)
    start = fields.Integer(required=True)
    end = fields.Integer(required=True)


class SkippedSchema(Schema):
    """A number that looks like a rule number but is not cited as one ("version 1.0")."""

    text = fields.String(required=True)
    start = fields.Integer(required=True)
    end = fields.Integer(required=True)
    reason = fields.String(required=True)


class LinkifyResponseSchema(Schema):
    html = fields.String(required=True)
    citations = fields.List(fields.Nested(FoundCitationSchema), required=True)
    unresolved = fields.List(fields.Nested(UnresolvedSchema), required=True)
    skipped = fields.List(fields.Nested(SkippedSchema), required=True, metadata={
        "description": "numbers left alone: no citation context, or a version or an amount"})
