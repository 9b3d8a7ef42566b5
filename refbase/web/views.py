"""What the pages show around a section: breadcrumb, neighbours, links, scenarios, preview.

Pure reading of the knowledge base, search and library; no rules logic.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from flask import current_app

from refbase.cards.scenario import fill_from_shipped
from refbase.engines.library import LibraryScenario, cited_by
from refbase.kb.model import Document, Kind, KnowledgeBase, Ref, Section
from refbase.request_context import kb, snapshot

log = logging.getLogger(__name__)

#: A table-of-contents node: the section and its child nodes.
TocNode = tuple[Section, list["TocNode"]]


@dataclass(slots=True)
class SectionView:
    """Everything around one section page."""

    breadcrumb: list[Section]
    previous: Section | None
    next: Section | None
    children: list[Section]
    references: list[Section]
    referenced_by: list[Section]
    related: list[Section]
    scenarios: list[LibraryScenario] = field(default_factory=list)
    #: referencing entries that print a wrong number meaning this one: entry id -> as printed
    misprinted: dict[str, str] = field(default_factory=dict)


def toc_tree(document: Document) -> list[TocNode]:
    """Nested (section, children) pairs for the collapsible table of contents."""
    def node(section: Section) -> TocNode:
        return section, [node(document.sections[c]) for c in section.children]
    return [node(s) for s in document.sections.values() if s.parent is None]


def depths(document: Document) -> list[tuple[Section, int]]:
    """Every section in reading order with its depth in the tree (0 = top level)."""
    depth: dict[str, int] = {}
    out = []
    for section in document.sections.values():
        depth[section.id] = 0 if section.parent is None else depth.get(section.parent, 0) + 1
        out.append((section, depth[section.id]))
    return out


def sidebar_entries(document: Document) -> list[tuple[Section, int]]:
    """The one-page document's contents sidebar: top-level entries and the rules directly under
    a part (CR 10.0-50.0 sit under "Major Topics"), never notes or examples."""
    out = []
    for section, depth in depths(document):
        if section.kind in (Kind.NOTE, Kind.EXAMPLE, Kind.TIP):
            continue
        parent = document.sections[section.parent] if section.parent else None
        if depth == 0 or (depth == 1 and parent is not None and parent.kind == Kind.PART):
            out.append((section, depth))
    return out


def section_view(knowledge: KnowledgeBase, document: Document, section: Section,
                 with_scenarios: bool = True) -> SectionView:
    ordered = list(document.sections.values())
    breadcrumb: list[Section] = []
    parent = section.parent
    while parent is not None:
        breadcrumb.insert(0, document.sections[parent])
        parent = document.sections[parent].parent
    references = _resolved(knowledge, section.references)
    referenced_by = _resolved(knowledge, section.referenced_by)
    listed = {(s.doc, s.id) for s in references + referenced_by}
    return SectionView(
        breadcrumb=breadcrumb,
        previous=ordered[section.order - 1] if section.order > 0 else None,
        next=ordered[section.order + 1] if section.order + 1 < len(ordered) else None,
        children=[document.sections[c] for c in section.children],
        references=references,
        referenced_by=referenced_by,
        related=[s for s in related(section, 5 + len(listed)) if (s.doc, s.id) not in listed][:5],
        scenarios=scenarios_citing(section) if with_scenarios else [],
        misprinted={s.id: slip.number for s in referenced_by for slip in s.slips
                    if slip.meant is not None and slip.meant == section.ref},
    )


def _resolved(knowledge: KnowledgeBase, refs: Iterable[Ref]) -> list[Section]:
    seen: set[tuple[str, str]] = set()
    out = []
    for ref in refs:
        target = knowledge.resolve(ref)
        if target is not None and (target.doc, target.id) not in seen:
            seen.add((target.doc, target.id))
            out.append(target)
    return out


def related(section: Section, n: int = 5) -> list[Section]:
    """The authority's sections most related to this one (search's `related`)."""
    refs = snapshot().search.related(section.doc, section.id, n)
    return [s for s in (kb().resolve(r) for r in refs) if s is not None]


def scenarios_citing(section: Section) -> list[LibraryScenario]:
    """Library scenarios citing this section; a broken library never breaks a rule page."""
    try:
        return cited_by(Path(current_app.config["SCENARIOS_DIR"]), section.doc, section.label, fill_from_shipped)
    except Exception:
        log.warning("scenario library unavailable for %s %s", section.doc, section.label, exc_info=True)
        return []


def authority_for(knowledge: KnowledgeBase, document: Document) -> Document | None:
    """The document that takes precedence over this one (None for an authority)."""
    authority = knowledge.authority(document.info.game)
    return None if authority is None or authority is document else authority
