"""Schemas for the designator endpoints (rule 14.0).

* `POST /api/v1/designators/match`: body `DesignatorMatchRequestSchema`
  (`{"a": {"title", "subtitle"}, "b": {...}}`), loading to `{"a": CardName, "b": CardName}`;
  response `DesignatorMatchSchema` (docs/api.md: match, shared, a, b, rules; plus pairs,
  near_misses, older_rulings).
* `GET /api/v1/designators?title=&subtitle=`: query `DesignatorQuerySchema`, loading to a
  `CardName`; response `DesignatorAnalysisSchema`.

Field checks are the library's own (`check_text`), so the API and `analyze` agree on what is
valid; unknown fields are rejected (marshmallow's default).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, pre_load

from refbase.api.schemas.common import LINE, NONBLANK_LINE, CitationSchema
from refbase.config import MAX_TITLE_CHARS
from refbase.designators.model import CardName, Treatment
from refbase.designators.validation import DesignatorInputError, check_text

_TREATMENTS = ", ".join(t.value for t in Treatment)


def _checker(name: str, *, required: bool) -> Callable[[str], None]:
    def check(value: str) -> None:
        try:
            check_text(value, name, required=required)
        except DesignatorInputError as error:
            raise ValidationError(error.message) from None

    return check


def _title() -> fields.String:
    return fields.String(required=True, validate=_checker("title", required=True), metadata={
        "description": f"the card's title (1-{MAX_TITLE_CHARS} characters, no control characters)",
        "example": "Mr. X", "pattern": NONBLANK_LINE, "maxLength": MAX_TITLE_CHARS})


def _subtitle() -> fields.String:
    return fields.String(load_default="", allow_none=True, validate=_checker("subtitle", required=False), metadata={
        "description": f"the card's subtitle (0-{MAX_TITLE_CHARS} characters); may be omitted",
        "example": "Netherworld Feng Shui Site", "pattern": LINE, "maxLength": MAX_TITLE_CHARS})


class DesignatorCardSchema(Schema):
    """A card as rule 14 sees it: title and subtitle."""

    title = _title()
    subtitle = _subtitle()

    @pre_load
    def _null_subtitle(self, data: Any, **_: Any) -> Any:
        """A null subtitle means no subtitle."""
        if isinstance(data, dict) and data.get("subtitle", "") is None:
            return {**data, "subtitle": ""}
        return data

    @post_load
    def _card(self, data: dict[str, str], **_: Any) -> CardName:
        return CardName(data["title"], data.get("subtitle", ""))


class DesignatorMatchRequestSchema(Schema):
    a = fields.Nested(DesignatorCardSchema, required=True)
    b = fields.Nested(DesignatorCardSchema, required=True)


class DesignatorQuerySchema(DesignatorCardSchema):
    """Query string of GET /api/v1/designators (loads to a CardName)."""


# --- responses -------------------------------------------------------------------------------

class DesignatorTreatmentSchema(Schema):
    kind = fields.String(required=True, metadata={"description": f"one of: {_TREATMENTS}"})
    subject = fields.String(required=True, metadata={"description": "the text it applies to"})
    detail = fields.String(required=True, metadata={"description": "what was decided and why, for this word"})
    rule = fields.Nested(CitationSchema, required=True)
    quote = fields.String(metadata={"description": "the words of the rule that decided it, verbatim"})


class DesignatorDetailSchema(Schema):
    word = fields.String(required=True, metadata={"description": "as printed (outer punctuation removed)"})
    matches_as = fields.String(required=True, metadata={"description": "singular / normal form it matches as"})
    field = fields.String(required=True, metadata={"description": "title or subtitle"})
    treatments = fields.List(fields.String(), required=True)


class DesignatorWordSchema(Schema):
    text = fields.String(required=True, metadata={"description": "one space-separated printed word"})
    field = fields.String(required=True)
    position = fields.Integer(required=True)
    designators = fields.List(fields.Nested(DesignatorDetailSchema), required=True)
    treatments = fields.List(fields.Nested(DesignatorTreatmentSchema), required=True)


class DesignatorAnalysisSchema(Schema):
    title = fields.String(required=True)
    subtitle = fields.String(required=True)
    designators = fields.List(fields.String(), required=True)
    words = fields.List(fields.Nested(DesignatorWordSchema), required=True)
    rules = fields.List(fields.Nested(CitationSchema), required=True)


class DesignatorPairSchema(Schema):
    word = fields.String(required=True)
    a = fields.String(required=True)
    b = fields.String(required=True)
    rules = fields.List(fields.Nested(CitationSchema), required=True)


class DesignatorNearMissSchema(Schema):
    kind = fields.String(required=True)
    a = fields.String(required=True)
    b = fields.String(required=True)
    reason = fields.String(required=True)
    rule = fields.Nested(CitationSchema, required=True)
    quote = fields.String(metadata={"description": "the words of the rule that decided it, verbatim"})


class DesignatorOlderRulingSchema(Schema):
    a = fields.String(required=True)
    b = fields.String(required=True)
    faq = fields.String(required=True, metadata={"description": "what the 1996 FAQ ruled"})
    quote = fields.String(required=True, metadata={"description": "the FAQ text relied on"})
    source = fields.Nested(CitationSchema, required=True)
    locator = fields.String(required=True)
    rule = fields.Nested(CitationSchema, required=True, metadata={"description": "the rule that now applies"})
    faq_match = fields.Boolean(required=True, metadata={"description": "whether the FAQ would have matched the cards"})


class DesignatorMatchSchema(Schema):
    match = fields.Boolean(required=True)
    shared = fields.List(fields.String(), required=True)
    a = fields.List(fields.String(), required=True)
    b = fields.List(fields.String(), required=True)
    rules = fields.List(fields.Nested(CitationSchema), required=True)
    pairs = fields.List(fields.Nested(DesignatorPairSchema))
    near_misses = fields.List(fields.Nested(DesignatorNearMissSchema))
    older_rulings = fields.List(fields.Nested(DesignatorOlderRulingSchema))
