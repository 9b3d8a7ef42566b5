"""Citation strings -> (document, entry key): `28.6.1`, `CR 28.6.1`, `UFS G.2.2`,
`shadowfist-comprehensive 28.6.1`, `Shadowfist CR 28.6.1`, `rule 28.6.1`, `§ 28.6.1`.

A bare number means the document marked `default_for_bare_numbers` (the comprehensive
rulebook) unless the caller names a document; a bare UFS-style number (`G.2.2`) that only
one document has resolves to that document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from refbase.config import MAX_REF_CHARS
from refbase.kb.model import DocumentInfo, KnowledgeBase, Section

#: Characters an entry key may contain (numbers, ids, duplicate suffix `~2`).
KEY_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.~_-]*$")
#: A rule word before the number ("rule 20", "sec.28.6", "§20"); a word that begins an id
#: ("section-1.the-basics", the basic rulebook's) is no filler.
_FILLER = re.compile(r"^(?:(?:rules?|section|sec\.?)(?=[\s\d])|§)\s*", re.IGNORECASE)


class CitationError(ValueError):
    """The citation cannot be parsed or names nothing; `status` is the HTTP status to use."""

    def __init__(self, message: str, status: int = 400, field: str = "ref"):
        super().__init__(message)
        self.status = status
        self.field = field


@dataclass(frozen=True, slots=True)
class Citation:
    """A parsed citation: the document it names and the key within it."""

    doc: str
    key: str


def valid_key(key: str) -> bool:
    return len(key) <= MAX_REF_CHARS and bool(KEY_PATTERN.match(key)) and ".." not in key


def prefixes(kb: KnowledgeBase) -> list[tuple[str, str]]:
    """(lowercased prefix, doc id), longest first so 'Shadowfist CR' wins over 'CR'."""
    pairs = [(d.info.id.lower(), d.info.id) for d in kb.documents.values()]
    for d in kb.documents.values():
        pairs += [(p.lower(), d.info.id) for p in d.info.cite_prefixes]
    return sorted(pairs, key=lambda p: -len(p[0]))


def parse_citation(ref: str, kb: KnowledgeBase, doc: str | None = None) -> Citation:
    """Split a citation into document and key (no lookup of the key yet)."""
    text = " ".join(ref.replace("\x00", " ").split())
    if not text:
        raise CitationError("ref is empty")
    if len(text) > MAX_REF_CHARS:
        raise CitationError(f"ref is longer than {MAX_REF_CHARS} characters", status=413)
    if doc is not None and doc not in kb.documents:
        raise CitationError(f"unknown document {doc!r}", status=404, field="doc")
    named, rest = _split_prefix(text, kb)
    key = _FILLER.sub("", rest).strip().rstrip(".,;:)").lstrip("(")
    if not valid_key(key):
        raise CitationError(f"{key!r} is not a section number or id")
    return Citation(named or doc or default_doc(kb, key), key)


def _split_prefix(text: str, kb: KnowledgeBase) -> tuple[str | None, str]:
    lowered = text.lower()
    for prefix, doc_id in prefixes(kb):
        if lowered.startswith(prefix) and (len(text) == len(prefix) or not text[len(prefix)].isalnum()):
            return doc_id, text[len(prefix):].lstrip(" :")
    return None, text


def default_doc(kb: KnowledgeBase, key: str) -> str:
    default = next((d.info.id for d in kb.documents.values() if d.info.default_for_bare_numbers),
                   next(iter(kb.documents)))
    if kb.has_number(default, key):
        return default
    holders = [d for d in kb.documents if kb.has_number(d, key)]
    return holders[0] if len(holders) == 1 else default


def resolve_citation(ref: str, kb: KnowledgeBase, doc: str | None = None) -> Section:
    """Parse and look up; raises CitationError(404) when the section does not exist."""
    citation = parse_citation(ref, kb, doc)
    section = kb.section(citation.doc, citation.key)
    if section is None:
        raise CitationError(f"{citation.doc} has no section {citation.key}", status=404)
    return section


@dataclass(frozen=True, slots=True)
class FoundCitation:
    """A citation found in free text: where it is, what it names, what it resolved to."""

    start: int
    end: int
    text: str
    doc: str
    key: str
    section: Section | None


def find_citations(text: str, kb: KnowledgeBase, doc: str | None = None) -> list[FoundCitation]:
    """Every rule citation in `text` ("see 28.6.1, 50.15 and UFS G.2.2"), resolved or not
    (numbers outside citation context are left alone: see `refbase.kb.linkify`)."""
    from refbase.kb.linkify import linkify

    return linkify(text, kb, doc).found


def cite_prefix(info: DocumentInfo) -> str:
    """The canonical citation prefix of a document: the first of its manifest `cite_prefixes`."""
    return info.cite_prefixes[0] if info.cite_prefixes else info.id


def cite_prefixes(kb: KnowledgeBase) -> dict[str, str]:
    """Document id -> its canonical citation prefix ("Shadowfist CR", "UFS"): one style per game."""
    return {d.info.id: cite_prefix(d.info) for d in kb.documents.values()}


def cite_as(info: DocumentInfo, section: Section) -> str:
    """The one way refbase writes a citation (`Shadowfist CR 28.6.1`, `UFS G.2.2`,
    `Shadowfist FAQ ch5.q5`); `/api/v1/cite` resolves it back to the same entry: the second
    copy of a number printed twice is cited by its id (`UFS C.3.3.2.1~2`)."""
    key = section.id if "~" in section.id else section.label
    return f"{cite_prefix(info)} {key}"
