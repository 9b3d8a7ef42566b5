"""Response schemas shared by several endpoints (documentation and dumping)."""

from __future__ import annotations

from marshmallow import Schema, fields


class ProblemSchema(Schema):
    """RFC 9457 problem details."""

    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True)
    errors = fields.Dict(keys=fields.String(), values=fields.List(fields.String()))


class RefSchema(Schema):
    """A pointer to an entry (id is the URL key; number is as printed, or the id)."""

    doc = fields.String(required=True)
    number = fields.String(required=True)
    id = fields.String(required=True)


class CitationSchema(Schema):
    """A citation wherever one appears: `{"doc", "number", "title", "url"}`."""

    doc = fields.String(required=True)
    number = fields.String(required=True)
    title = fields.String(required=True)
    url = fields.String(required=True)
    html_url = fields.String()


class SectionSchema(Schema):
    """One entry of a rule document."""

    doc = fields.String(required=True)
    id = fields.String(required=True)
    number = fields.String(required=True)
    printed = fields.Boolean(required=True, metadata={"description": "false for ids of unnumbered entries"})
    title = fields.String(required=True)
    text = fields.String(required=True)
    kind = fields.String(required=True)
    parent = fields.String(allow_none=True, required=True)
    children = fields.List(fields.String(), required=True)
    references = fields.List(fields.Nested(RefSchema), required=True)
    referenced_by = fields.List(fields.Nested(RefSchema), required=True)
    url = fields.String(required=True)
    html_url = fields.String(required=True)
    duplicates = fields.List(fields.String(), metadata={"description": "other ids printed with the same number"})
    cite = fields.String(metadata={"description": "the canonical citation text, e.g. `UFS G.2.2`"})
    authority = fields.Boolean(metadata={"description": "false for an older document"})
    superseded_by = fields.String(allow_none=True, metadata={
        "description": "for an older document, the authority that stands where they differ"})


class DocumentSchema(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    title = fields.String(required=True)
    version = fields.String(required=True)
    date = fields.String(required=True)
    sections = fields.Integer(required=True, metadata={"description": "number of entries"})
    authority = fields.Boolean(required=True)
    precedence = fields.Integer(required=True)
    url = fields.String(required=True)
    html_url = fields.String(required=True)


class DocumentListSchema(Schema):
    documents = fields.List(fields.Nested(DocumentSchema), required=True)


class TocEntrySchema(Schema):
    id = fields.String(required=True)
    number = fields.String(required=True)
    title = fields.String(required=True)
    kind = fields.String(required=True)
    parent = fields.String(allow_none=True, required=True)
    url = fields.String(required=True)


class DocumentTocSchema(DocumentSchema):
    entries = fields.List(fields.Nested(TocEntrySchema), required=True)
