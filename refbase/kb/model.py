"""The section model: every rule document becomes an ordered tree of entries.

Parsers produce flat `Entry` records in reading order; `refbase.kb.build` turns them into
`Section`s (children, order, cross-references both ways) inside a `KnowledgeBase`.
Everything else in refbase (search, engines' citations, API, pages) reads this model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum

#: A UFS-style number typed in lower case ("g.2.2").
_LOWER_LETTER_NUMBER = re.compile(r"^[a-z](?:\.\d{1,2})+$")


class Kind(StrEnum):
    """What an entry is. Notes, examples and tips are children of the section they explain."""

    SECTION = "section"  # a numbered rule (28.6.1, G.2.2) or a headed part of an unnumbered text
    PART = "part"  # a grouping heading above sections ("Major Topics", UFS "G. Attack Sequence")
    INTRO = "intro"
    APPENDIX = "appendix"
    GLOSSARY = "glossary"  # one glossary term
    NOTE = "note"
    EXAMPLE = "example"
    TIP = "tip"
    CHAPTER = "chapter"  # FAQ chapter
    QA = "qa"  # one FAQ question with its answer
    TOPIC = "topic"  # a headed topic of the reference notes
    CARD_NOTE = "card_note"  # a per-card note of the reference notes


@dataclass(frozen=True, slots=True)
class Entry:
    """One parsed entry, as a parser emits it (reading order, parent by id).

    `id` is unique within its document and stable across rebuilds; it is the URL key.
    `number` is the number as printed, or None when the source prints none.
    """

    id: str
    number: str | None
    title: str
    text: str
    kind: Kind
    parent: str | None = None


@dataclass(frozen=True, slots=True)
class Ref:
    """A pointer to an entry: document id plus entry id."""

    doc: str
    id: str


@dataclass(frozen=True, slots=True)
class Slip:
    """A slip of the rulebook itself, found by `refbase lint` at build time and shown on pages.

    `kind`: "wording" (the printed number names another section than the words next to it:
    "smoked (19.0)" where Smoking is 20.0), "unresolved" (the number names nothing) or
    "duplicate" (this entry's number is printed twice). `start`/`end` locate the printed
    number in the entry's text (-1 for "duplicate"); `meant` is the entry the rulebook means,
    or for "duplicate" the other copy.
    """

    kind: str
    number: str
    start: int
    end: int
    printed: Ref | None
    meant: Ref | None
    message: str


@dataclass(slots=True)
class Section:
    """An entry placed in its document: tree links, order and cross-references."""

    doc: str
    id: str
    number: str | None
    title: str
    text: str
    kind: Kind
    parent: str | None
    order: int
    children: list[str] = field(default_factory=list)
    references: list[Ref] = field(default_factory=list)
    referenced_by: list[Ref] = field(default_factory=list)
    slips: list[Slip] = field(default_factory=list)

    @property
    def label(self) -> str:
        """The number as printed, or the stable id where nothing is printed."""
        return self.number or self.id

    @property
    def ref(self) -> Ref:
        return Ref(self.doc, self.id)


@dataclass(frozen=True, slots=True)
class DocumentInfo:
    """A manifest entry from rules/manifest.toml."""

    id: str
    game: str
    title: str
    short_title: str
    version: str
    date: str
    precedence: int
    authority: bool
    source: str
    profile: str
    cite_prefixes: tuple[str, ...] = ()
    default_for_bare_numbers: bool = False
    seed: str = ""


@dataclass(slots=True)
class Document:
    """A document's manifest plus its sections in reading order (dict order = order)."""

    info: DocumentInfo
    sections: dict[str, Section] = field(default_factory=dict)
    by_number: dict[str, list[str]] = field(default_factory=dict)

    def lookup(self, key: str) -> Section | None:
        """Find an entry by id, else by printed number (first occurrence); a bare whole
        number names the rule a document prints as `N.0` ("rule 20" is 20.0 Smoking), and a
        lettered number may be typed in lower case ("g.2.2" is G.2.2)."""
        found = self.sections.get(key)
        if found is not None:
            return found
        ids = self.by_number.get(key) or (self.by_number.get(f"{key}.0") if key.isdigit() else None)
        if not ids and _LOWER_LETTER_NUMBER.match(key):  # "g.2.2" typed on a phone: G.2.2
            ids = self.by_number.get(key[0].upper() + key[1:])
        return self.sections[ids[0]] if ids else None


@dataclass(slots=True)
class KnowledgeBase:
    """All documents, keyed by document id, in manifest order."""

    documents: dict[str, Document] = field(default_factory=dict)
    #: Terms a document defines inline (UFS K.4: bold terms in sentences): doc -> term -> entry id.
    defined_terms: dict[str, dict[str, str]] = field(default_factory=dict)

    def section(self, doc: str, key: str) -> Section | None:
        document = self.documents.get(doc)
        return document.lookup(key) if document else None

    def resolve(self, ref: Ref) -> Section | None:
        return self.section(ref.doc, ref.id)

    def has_number(self, doc: str, number: str) -> bool:
        document = self.documents.get(doc)
        return bool(document and document.lookup(number) is not None)

    def authority(self, game: str) -> Document | None:
        """The document that takes precedence for a game (authority flag, then precedence)."""
        candidates = [d for d in self.documents.values() if d.info.game == game]
        return min(candidates, key=lambda d: (not d.info.authority, d.info.precedence), default=None)

    def all_sections(self) -> list[Section]:
        return [s for d in self.documents.values() for s in d.sections.values()]
