"""Assemble parsed entries into documents and the knowledge base.

`build_knowledge_base(rules_dir)` is the one entry point: manifest -> parser profile per
document -> sections with order and children -> cross-references both ways.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from refbase.kb.manifest import load_manifest
from refbase.kb.model import Document, DocumentInfo, Entry, KnowledgeBase, Section
from refbase.kb.parsers import inline_terms, parser_for

Progress = Callable[[str], None]


class BuildError(ValueError):
    """A parser produced an inconsistent tree (duplicate id, unknown parent)."""


def build_document(info: DocumentInfo, entries: list[Entry]) -> Document:
    """Place entries in order, link children to parents, index printed numbers."""
    doc = Document(info=info)
    for order, entry in enumerate(entries):
        if entry.id in doc.sections:
            raise BuildError(f"{info.id}: duplicate entry id {entry.id!r}")
        if entry.parent is not None and entry.parent not in doc.sections:
            raise BuildError(f"{info.id}: {entry.id!r} has unknown parent {entry.parent!r}")
        doc.sections[entry.id] = Section(
            doc=info.id, id=entry.id, number=entry.number, title=entry.title,
            text=entry.text, kind=entry.kind, parent=entry.parent, order=order,
        )
        if entry.parent is not None:
            doc.sections[entry.parent].children.append(entry.id)
        if entry.number:
            doc.by_number.setdefault(entry.number, []).append(entry.id)
    return doc


def parse_document(info: DocumentInfo, rules_dir: Path) -> tuple[Document, dict[str, str]]:
    """The document's sections, and the terms it defines inline (term -> entry id)."""
    text = (rules_dir / info.source).read_text(encoding="utf-8")
    return build_document(info, parser_for(info.profile)(text)), inline_terms(info.profile, text)


def build_knowledge_base(rules_dir: Path, progress: Progress | None = None) -> KnowledgeBase:
    """Parse every manifest document and link cross-references."""
    from refbase.kb.lint import attach_slips
    from refbase.kb.xrefs import link_references

    kb = KnowledgeBase()
    for info in load_manifest(rules_dir):
        document, terms = parse_document(info, rules_dir)
        kb.documents[info.id] = document
        if terms:
            kb.defined_terms[info.id] = terms
        if progress:
            progress(f"parsed {info.id}: {len(document.sections)} entries")
    link_references(kb)
    attach_slips(kb)  # the rulebooks' own slips, shown on pages next to the printed reference
    return kb
