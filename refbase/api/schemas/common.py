"""Response schemas shared by several endpoints (documentation and dumping)."""

from __future__ import annotations

import re

from marshmallow import Schema, fields

from refbase import config
from refbase.kb.manifest import load_manifest

# --- documented input constraints (OpenAPI `pattern`/`enum`), the service's own rules ------------
# Hypothesis-based contract fuzzing (schemathesis) sends any string a schema allows; each rule
# the service enforces is written here so that the published contract says it too.

#: Unicode category Cc. (Lone surrogates, refused too (422), cannot be written in a pattern: the
#: validators' regex engines refuse the range and then ignore the whole pattern.)
_CONTROL = r"\u0000-\u001f\u007f-\u009f"
#: A query-string value: no NUL (the middleware refuses NUL in any API query string).
QUERY_TEXT = r"^[^\u0000]*$"
#: One line of card text (designator title, subtitle, word): no control characters
#: (refbase.designators.validation.check_text).
LINE = rf"^[^{_CONTROL}]*$"
#: The same, with at least one character that is not a space (a title is required).
NONBLANK_LINE = rf"^[^{_CONTROL}]*[^\s{_CONTROL}][^{_CONTROL}]*$"


def document_ids() -> list[str]:
    """The documents the manifest lists: what `doc` arguments may name."""
    try:
        return [info.id for info in load_manifest(config.RULES_DIR)]
    except (OSError, ValueError):
        return []


def citation_pattern() -> str:
    """The citations /cite reads, as documented: a rule number (`28.6.1`, `G.2.2`), optionally
    after a known prefix or document id and a space (`CR 28.6.1`, `UFS G.2.2`), or an id after
    a prefix (`FAQ ch5.q5`). The service also reads more (a rule word, any case)."""
    try:
        names = [n for info in load_manifest(config.RULES_DIR) for n in (info.id, *info.cite_prefixes)]
    except (OSError, ValueError):
        names = []
    prefixes = "|".join(re.escape(n).replace("\\ ", " ").replace("\\-", "-") for n in sorted(set(names), key=len, reverse=True))
    number = r"(?:[0-9]{1,2}|[A-L])(?:\.[0-9]{1,2}){0,6}"
    ident = r"[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*"
    if not prefixes:
        return rf"^{number}$"
    return rf"^(?:(?:{prefixes}) )?{number}$|^(?:{prefixes}) {ident}$"


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
