"""Query-string arguments of the read endpoints (validated by webargs; unknown keys ignored)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from refbase.api.schemas.common import QUERY_TEXT, citation_pattern, document_ids
from refbase.config import MAX_REF_CHARS, MAX_SEARCH_LIMIT, MAX_SEARCH_OFFSET, MAX_SEARCH_QUERY_CHARS


class CiteArgs(Schema):
    ref = fields.String(required=True, metadata={
        "description": "28.6.1, CR 28.6.1, UFS G.2.2, shadowfist-comprehensive 28.6.1, FAQ ch5.q5 (413 over "
                       f"{MAX_REF_CHARS} characters)",
        "example": "CR 28.6.1", "pattern": citation_pattern(), "maxLength": MAX_REF_CHARS})
    doc = fields.String(metadata={"description": "document id for a bare number", "enum": document_ids()},
                        validate=validate.Length(max=MAX_REF_CHARS))


class SearchArgs(Schema):
    q = fields.String(required=True, metadata={
        "description": f"the question, in any words (413 over {MAX_SEARCH_QUERY_CHARS} characters)",
        "pattern": QUERY_TEXT, "maxLength": MAX_SEARCH_QUERY_CHARS})
    game = fields.String(validate=validate.OneOf(["shadowfist", "ufs"]))
    doc = fields.String(validate=validate.Length(max=64), metadata={"enum": document_ids()})
    kind = fields.String(validate=validate.Length(max=32), metadata={"pattern": QUERY_TEXT,
        "description": "only results of this kind: an entry kind (section, part, intro, appendix, glossary, "
                       "note, example, tip, chapter, qa, ...), `card` (catalogue cards) or `scenario` "
                       "(worked scenarios of the library)"})
    limit = fields.Integer(load_default=10, validate=validate.Range(min=1, max=MAX_SEARCH_LIMIT))
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_SEARCH_OFFSET))
