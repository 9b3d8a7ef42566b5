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


class UnresolvedSchema(Schema):
    text = fields.String(required=True)
    doc = fields.String(required=True)
    number = fields.String(required=True)
    start = fields.Integer(required=True)
    end = fields.Integer(required=True)


class LinkifyResponseSchema(Schema):
    html = fields.String(required=True)
    citations = fields.List(fields.Nested(FoundCitationSchema), required=True)
    unresolved = fields.List(fields.Nested(UnresolvedSchema), required=True)
