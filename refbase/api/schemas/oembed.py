"""oEmbed (https://oembed.com) request arguments and response, for rule page link previews."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from refbase.api.schemas.common import QUERY_TEXT

#: Longest `url` accepted (a rule page URL is far shorter); longer gets 413.
MAX_OEMBED_URL_CHARS = 2048


class OEmbedArgs(Schema):
    url = fields.String(required=True, metadata={
        "description": "a refbase rule page (or document page) URL", "pattern": QUERY_TEXT,
        "example": "https://refbase.example/rules/shadowfist-comprehensive/28.6.1"})
    format = fields.String(load_default="json", validate=validate.OneOf(["json"]), metadata={
        "description": "`json`, the only format served (anything else, `xml` included, is 422: a client "
                       "error rather than oEmbed's 501, since no refbase answer is a 5xx)"})
    maxwidth = fields.Integer(validate=validate.Range(min=1, max=10_000))
    maxheight = fields.Integer(validate=validate.Range(min=1, max=10_000))


class OEmbedSchema(Schema):
    """An oEmbed 1.0 `rich` response (a rule) or `link` response (a document)."""

    version = fields.String(required=True, metadata={"example": "1.0"})
    type = fields.String(required=True, metadata={"enum": ["rich", "link"]})
    title = fields.String(required=True)
    provider_name = fields.String(required=True)
    provider_url = fields.String(required=True)
    author_name = fields.String(metadata={"description": "the rule document's title"})
    author_url = fields.String(metadata={"description": "the rule document's page"})
    cache_age = fields.Integer(required=True)
    html = fields.String(metadata={"description": "`rich` only: an escaped blockquote citing the rule"})
    width = fields.Integer(metadata={"description": "`rich` only"})
    height = fields.Integer(metadata={"description": "`rich` only"})
    doc = fields.String(required=True)
    number = fields.String(metadata={"description": "the rule's number as printed, or its id"})
    url = fields.String(required=True, metadata={"description": "the API url of the rule or document"})
    html_url = fields.String(required=True)
