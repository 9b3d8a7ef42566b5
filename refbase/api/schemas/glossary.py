"""Glossary endpoint schemas."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from refbase.api.schemas.common import QUERY_TEXT, CitationSchema


class GlossaryArgs(Schema):
    game = fields.String(validate=validate.OneOf(["shadowfist", "ufs"]))
    term = fields.String(validate=validate.Length(min=1, max=100),
                         metadata={"description": "a term or acronym, case-insensitive (BFV, Smoke)", "pattern": QUERY_TEXT})


class TermSchema(Schema):
    term = fields.String(required=True)
    game = fields.String(required=True)
    definition = fields.String(required=True)
    entry = fields.Nested(CitationSchema, required=True, metadata={"description": "the glossary entry"})
    defines = fields.Nested(CitationSchema, allow_none=True, required=True,
                            metadata={"description": "the rule that governs the term, if any"})


class GlossarySchema(Schema):
    terms = fields.List(fields.Nested(TermSchema), required=True)
    acronyms = fields.Dict(keys=fields.String(), values=fields.String(), required=True)
