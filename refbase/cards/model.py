"""The card record (docs/cards.md): what a card is, and its JSON form.

A card is identified by a stable slug. Numbers absent from the card are None. `mentions` are
the knowledge-base entries that name the card (filled in by `mentions.attach`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from refbase.kb.model import Ref

#: Turns a mention into its JSON citation; the HTTP layer passes one giving full citations.
CiteRef = Callable[[Ref], dict[str, Any]]

CARD_TYPES = ("character", "site", "feng_shui_site", "state", "edge", "event")


@dataclass(frozen=True, slots=True)
class Resource:
    """A resource with a count: two Dragon resources = Resource("Dragon", 2)."""

    name: str
    count: int

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "count": self.count}


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword the rulebook defines (rules 49.0, 50.0) with its rating, if it has one."""

    name: str
    rating: int | str | None = None
    rule: str = ""  # the comprehensive rule number defining it

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "rating": self.rating, "rule": self.rule}

    @property
    def printed(self) -> str:
        """As a scenario ability is written: "Toughness: 2", "Superleap"."""
        return self.name if self.rating is None else f"{self.name}: {self.rating}"


@dataclass(frozen=True, slots=True)
class Printing:
    set: str
    rarity: str = ""
    artist: str = ""
    note: str = ""  # what the database says of this printing ("Found in the YotD Lotus starter")

    def to_dict(self) -> dict[str, Any]:
        return {"set": self.set, "rarity": self.rarity, "artist": self.artist, "note": self.note}


#: The kinds of comment a card database keeps as rulings, as it labels them.
RULING_KINDS = ("Ruling", "Clarification", "Errata", "Note")


@dataclass(frozen=True, slots=True)
class Ruling:
    """A ruling, clarification or errata note quoted from the card database: its label and words."""

    kind: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text}


@dataclass(frozen=True, slots=True)
class Card:
    """One card (all its printings), as the catalogue holds it."""

    slug: str
    title: str
    subtitle: str = ""
    faction: str = ""
    type: str | None = None
    cost: int | None = None
    requires: tuple[Resource, ...] = ()
    provides: tuple[Resource, ...] = ()
    fighting: int | None = None
    power: int | None = None
    body: int | None = None
    #: printed numbers that are "X", defined by the card's text (48.0): "cost", "fighting", ...;
    #: their number above is None
    x_values: tuple[str, ...] = ()
    text: str = ""  # the current text: the errata's where the database has one
    printed_text: str = ""  # the text as printed, kept only where errata changed it
    rulings: tuple[Ruling, ...] = ()
    tags: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    designators: tuple[str, ...] = ()
    printings: tuple[Printing, ...] = ()
    source: str = ""
    mentions: tuple[Ref, ...] = field(default=())
    #: the text compiled for the Shadowfist engine (engine_text.py), None without text
    engine: dict[str, Any] | None = field(default=None, hash=False, compare=False)

    def with_(self, **changes: Any) -> Card:
        return replace(self, **changes)

    def to_dict(self, cite: CiteRef, html_url: str) -> dict[str, Any]:
        return {
            "slug": self.slug, "title": self.title, "subtitle": self.subtitle,
            "faction": self.faction or None, "type": self.type, "cost": self.cost,
            "requires": [r.to_dict() for r in self.requires],
            "provides": [r.to_dict() for r in self.provides],
            "fighting": self.fighting, "power": self.power, "body": self.body,
            "x_values": list(self.x_values),
            "text": self.text, "printed_text": self.printed_text or None,
            "rulings": [r.to_dict() for r in self.rulings], "tags": list(self.tags),
            "keywords": [k.to_dict() for k in self.keywords],
            "designators": list(self.designators),
            "printings": [p.to_dict() for p in self.printings],
            "source": self.source,
            "mentions": [cite(m) for m in self.mentions],
            "engine": self.engine,
            "html_url": html_url,
        }
