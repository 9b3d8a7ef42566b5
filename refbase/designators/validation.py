"""Input checks for card names: what a client can get wrong, reported per field."""

from __future__ import annotations

import unicodedata

from refbase.config import MAX_TITLE_CHARS


class DesignatorInputError(ValueError):
    """A title or subtitle the matcher cannot take; `field` names it ("title", "a.subtitle")."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

    @property
    def errors(self) -> dict[str, list[str]]:
        """The `{field: [message]}` map of an RFC 9457 validation problem."""
        return {self.field: [self.message]}

    def prefixed(self, prefix: str) -> DesignatorInputError:
        """The same error for a nested field (`title` -> `a.title`)."""
        return DesignatorInputError(f"{prefix}.{self.field}", self.message)


def check_text(value: object, field: str, *, required: bool) -> str:
    """Return `value` if it is an acceptable title/subtitle, else raise DesignatorInputError.

    Rejected: non-strings, blank required fields, more than MAX_TITLE_CHARS characters,
    control characters (including NUL, tab and newline: card names are one line), and lone
    surrogates (not text). Any other Unicode is accepted and gets an answer.
    """
    if not isinstance(value, str):
        raise DesignatorInputError(field, "must be a string")
    if required and not value.strip():
        raise DesignatorInputError(field, "must not be empty")
    if len(value) > MAX_TITLE_CHARS:
        raise DesignatorInputError(field, f"must be at most {MAX_TITLE_CHARS} characters")
    for ch in value:
        category = unicodedata.category(ch)
        if category == "Cc":
            raise DesignatorInputError(field, f"must not contain control characters (U+{ord(ch):04X})")
        if category == "Cs":
            raise DesignatorInputError(field, f"must not contain lone surrogates (U+{ord(ch):04X})")
    return value
