"""Cross-references: every rule-number mention in a section's text, linked both ways.

A parser profile declares its numbering in `REFERENCE_PATTERNS` (regexes with a `num` group):
`(see 28.6.1)`, `(29.0)`, `See 24.1.4`, `see E.2.2`, `as per E.4.1.1`, `steps E.1.1 through
E.1.7`. Mentions resolve within the same document; the ones that resolve to nothing are kept
as `Mention(target=None)` so `refbase lint` can report them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from refbase.kb.model import Document, KnowledgeBase, Ref, Section
from refbase.kb.parsers import profile_module

_CONTEXT = 48


@dataclass(frozen=True, slots=True)
class Mention:
    """One rule number written in an entry's text, with the words around it."""

    source: Ref
    number: str
    start: int
    end: int
    before: str
    after: str
    target: Ref | None


@lru_cache(maxsize=32)
def reference_patterns(profile: str) -> tuple[re.Pattern[str], ...]:
    """The profile module's REFERENCE_PATTERNS (empty for unnumbered documents)."""
    return tuple(getattr(profile_module(profile), "REFERENCE_PATTERNS", ()))


def find_mentions(document: Document) -> list[Mention]:
    """All mentions of rule numbers in the document's texts, in reading order."""
    mentions: list[Mention] = []
    for section in document.sections.values():
        mentions.extend(mentions_in(document, section))
    return mentions


def mentions_in(document: Document, section: Section) -> list[Mention]:
    """Mentions in one section's text, by position (used to link them on pages)."""
    patterns = reference_patterns(document.info.profile)
    text = section.text
    found: dict[int, Mention] = {}
    for pattern in patterns:
        for match in pattern.finditer(text):
            start, end = match.span("num")
            if start in found:
                continue
            number = match.group("num")
            target = document.lookup(number)
            found[start] = Mention(
                source=section.ref, number=number, start=start, end=end,
                before=text[max(0, start - _CONTEXT):start], after=text[end:end + _CONTEXT],
                target=target.ref if target else None,
            )
    return [found[k] for k in sorted(found)]


def link_references(kb: KnowledgeBase) -> list[Mention]:
    """Fill `references` and `referenced_by` on every section; return all mentions."""
    all_mentions: list[Mention] = []
    for document in kb.documents.values():
        mentions = find_mentions(document)
        all_mentions.extend(mentions)
        for mention in mentions:
            if mention.target is None or mention.target == mention.source:
                continue
            source = document.sections[mention.source.id]
            target = document.sections[mention.target.id]
            if mention.target not in source.references:
                source.references.append(mention.target)
            if mention.source not in target.referenced_by:
                target.referenced_by.append(mention.source)
    for section in kb.all_sections():
        section.referenced_by.sort(key=lambda r: kb.documents[r.doc].sections[r.id].order)
    return all_mentions
