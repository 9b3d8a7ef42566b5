"""The marshmallow fields the UFS scenario and action schemas share: numbers, flags, text,
id lists, keywords and resources, each with the limits and messages the API documents."""

from __future__ import annotations

from typing import Any

from marshmallow import ValidationError, fields, validate

from refbase.config import MAX_SCENARIO_CARDS, MAX_TITLE_CHARS
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.keywords import parse_keyword

ZONE_CHOICE = validate.OneOf(m.ZONES, error="must be one of high, mid, low")
COUNT = validate.Range(min=0, max=MAX_SCENARIO_CARDS, error=f"must be between 0 and {MAX_SCENARIO_CARDS}")
NON_NEGATIVE = validate.Range(min=0, error="must be 0 or more")


def Int(**kw: Any) -> fields.Integer:
    """A JSON integer: no strings, no floats, no booleans."""
    return fields.Integer(strict=True, **kw)


def Bool(**kw: Any) -> fields.Boolean:
    """A JSON boolean: only true or false."""
    return fields.Boolean(truthy={True}, falsy={False}, **kw)


def Text(**kw: Any) -> fields.String:
    return fields.String(validate=validate.Length(1, MAX_TITLE_CHARS), **kw)


def IdList(**kw: Any) -> fields.List[str]:
    return fields.List(Text(), validate=validate.Length(max=MAX_SCENARIO_CARDS), **kw)


class KeywordField(fields.Field[m.Keyword]):
    """A keyword as printed (`"Stun: 1"`), parsed into a `Keyword` record."""

    default_error_messages = {"invalid": "Not a valid string."}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> m.Keyword:
        if not isinstance(value, str):
            raise self.make_error("invalid")
        text = value
        if not 0 < len(text) <= MAX_TITLE_CHARS:
            raise ValidationError(f"a keyword is 1 to {MAX_TITLE_CHARS} characters")
        try:
            return parse_keyword(text)
        except ValueError as error:
            raise ValidationError(str(error)) from error


def Keywords() -> fields.List[m.Keyword]:
    return fields.List(KeywordField(), validate=validate.Length(max=50), load_default=list)


def Resources() -> fields.List[str]:
    """Resource symbols (B.6.6): free names, each at most once on a card (K.3.2)."""
    return fields.List(Text(), load_default=None, validate=[validate.Length(max=20), one_of_each])


def one_of_each(symbols: list[str]) -> None:
    lowered = [s.lower() for s in m.real_symbols(tuple(symbols))]  # infinity symbols may repeat (L.1.2)
    if len(set(lowered)) != len(lowered):
        raise ValidationError(f"a card has each resource symbol at most once ({R.cite(R.ONE_OF_EACH_SYMBOL)})")


def as_tuple(value: list[str] | None) -> tuple[str, ...] | None:
    return None if value is None else tuple(value)
