"""Search response schema (docs/api.md: query, total, results, suggestion)."""

from __future__ import annotations

from marshmallow import Schema, fields


class SearchHitSchema(Schema):
    doc = fields.String(required=True)
    number = fields.String(required=True)
    id = fields.String(required=True)
    title = fields.String(required=True)
    kind = fields.String()
    snippet = fields.String(required=True, metadata={"description": "HTML-safe; matches in <mark>"})
    score = fields.Float(required=True)
    url = fields.String(required=True)
    html_url = fields.String(required=True)


class SearchResultsSchema(Schema):
    query = fields.String(required=True)
    total = fields.Integer(required=True)
    limit = fields.Integer()
    offset = fields.Integer()
    results = fields.List(fields.Nested(SearchHitSchema), required=True)
    suggestion = fields.String(allow_none=True, required=True)
    unmatched_phrases = fields.List(fields.String(), metadata={
        "description": "quoted phrases no rule contains word for word; the results are then for "
                       "their words in any order"})
    cards = fields.List(fields.Nested(SearchHitSchema), metadata={
        "description": "Shadowfist cards whose titles match (kind card, typo-tolerant); "
                       "kind=card returns only cards as the results"})
    scenarios = fields.List(fields.Nested(SearchHitSchema), metadata={
        "description": "worked scenarios of the library that match (kind scenario, the question as the title, "
                       "html_url its page); kind=scenario returns only scenarios as the results"})
