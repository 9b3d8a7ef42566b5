"""What the compiler gives for one card: compiled ability entries and the text it left out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: one entry of a scenario card's `abilities` list: a printed word or an ability object
Entry = str | dict[str, Any]


@dataclass(frozen=True, slots=True)
class NotModelled:
    """A sentence or clause the engine cannot read, and why (`reason` starts with a short
    category before a colon, which the coverage bench counts)."""

    text: str
    reason: str

    @property
    def category(self) -> str:
        return self.reason.split(":", 1)[0]


@dataclass(frozen=True, slots=True)
class CompiledText:
    """A card's text: each sentence ends in `abilities` or in `not_modelled`, never both."""

    abilities: list[Entry] = field(default_factory=list)
    not_modelled: list[NotModelled] = field(default_factory=list)
    sentences: int = 0

    @property
    def complete(self) -> bool:
        return not self.not_modelled

    def as_json(self) -> dict[str, Any]:
        """The card record's `engine` field (the API contract's shape)."""
        return {"abilities": list(self.abilities),
                "not_modelled": [{"text": n.text, "reason": n.reason} for n in self.not_modelled]}


class Unread(Exception):
    """A pattern recognised what the text is about but the language cannot say it."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
