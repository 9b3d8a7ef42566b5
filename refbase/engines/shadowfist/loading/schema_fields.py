"""The building blocks of the scenario schemas (schemas.py) and the ability schemas
(schemas_abilities.py): records loaded from marshmallow schemas, strict booleans, modifiers."""

from __future__ import annotations

import json
from collections.abc import Callable
from enum import StrEnum
from typing import Any, ClassVar

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from refbase.engines.shadowfist.model.records import Modifier
from refbase.engines.shadowfist.model.vocabulary import ModifierKind

MODIFIER_KINDS = tuple(ModifierKind)
MAX_LIST = 50

MAX_NUMBER = 1_000_000  # no score, cost or amount in the game comes near; keeps steps readable


class EnumValue(fields.String):
    """A word of a closed set, loaded as its member of `enum` (a StrEnum): records carry the
    vocabulary's enums, not strings. A word outside it is refused by the validator (`OneOf`
    the enum's values unless `validate` says otherwise), with the same message as before."""

    def __init__(self, enum: type[StrEnum], **kwargs: Any) -> None:
        kwargs.setdefault("validate", validate.OneOf(tuple(enum)))
        super().__init__(**kwargs)
        self.enum = enum

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            return self.enum(text)
        except ValueError:
            return text  # refused by the validator


#: canonical JSON of a value (one encoder, built once)
_KEY = json.JSONEncoder(sort_keys=True).encode


class Memo:
    """Records loaded once per distinct JSON value, then reused.

    The records are immutable, so a value already validated and loaded (the same card on a
    board queried again, as the board builder does; the legality query's candidate actions) is
    not validated a second time: its record comes from a bounded memo keyed by the value's
    canonical JSON. A value that fails validation is never kept, so its errors (and their
    field paths) come from the schema every time."""

    #: distinct values kept before the memo starts over
    KEEP = 4096

    def __init__(self) -> None:
        self._loaded: dict[str, Any] = {}

    def load(self, value: Any, load: Callable[[], Any]) -> Any:
        """The record of `value`: remembered, or `load()`ed (raising as it raises) and kept."""
        try:
            key = _KEY(value) if isinstance(value, dict) else None
        except (TypeError, ValueError):
            key = None  # not plain JSON: loaded as it comes
        found = self._loaded.get(key) if key is not None else None
        if found is None:
            found = load()
            if key is not None:
                if len(self._loaded) >= self.KEEP:
                    self._loaded.clear()
                self._loaded[key] = found
        return found


class LoadedOnce(fields.Nested):
    """A nested record loaded by its schema once per distinct JSON value (`Memo`)."""

    def __init__(self, nested: Any, **kwargs: Any) -> None:
        super().__init__(nested, **kwargs)
        self._memo = Memo()

    def _deserialize(self, value: Any, attr: str | None, data: Any, partial: Any = None, **kwargs: Any) -> Any:
        return self._memo.load(value, lambda: super(LoadedOnce, self)._deserialize(
            value, attr, data, partial=partial, **kwargs))


class Flag(fields.Boolean):
    """A JSON true or false, nothing else ("yes" and 1 are type errors)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class RecordSchema(Schema):
    """Loads into the record named by `record`, turning lists into tuples (records are immutable)."""

    record: ClassVar[type | None] = None

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> Any:
        if self.record is None:
            return data
        values = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
        return self.record(**values)


class ModifierSchema(RecordSchema):
    record = Modifier
    kind = EnumValue(ModifierKind, required=True)
    value = fields.Integer(required=True, strict=True,
                           validate=validate.Range(min=-MAX_NUMBER, max=MAX_NUMBER))

    @validates_schema
    def _range(self, data: dict[str, Any], **_: Any) -> None:
        kind, value = data.get("kind"), data.get("value")
        if value is None or kind in (ModifierKind.FIGHTING, ModifierKind.BODY, ModifierKind.VARIABLE_DAMAGE,
                                     ModifierKind.HAND_SIZE):
            return  # variable_damage: the damaged Character's Fighting plus this, often minus 1 (29.8)
        if kind in (ModifierKind.DAMAGE_DIVISOR, ModifierKind.DAMAGE_TAKEN_DIVISOR) and value < 1:
            raise ValidationError("a divisor must be at least 1", "value")
        if value < 0:
            raise ValidationError(f"{kind} cannot be negative (use the opposite kind)", "value")
