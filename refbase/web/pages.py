"""The human pages. Thin: they read the knowledge base, search and library, and render."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, abort, current_app, render_template

from refbase.api.context import kb, snapshot
from refbase.engines.library import cited_by
from refbase.kb.citations import valid_key
from refbase.kb.model import Document, KnowledgeBase, Section

bp = Blueprint("web", __name__)


@bp.get("/")
def home():
    return render_template("home.html", kb=kb())


@bp.get("/rules/<doc>")
def document(doc: str):
    return render_template("document.html", kb=kb(), document=_document(doc), tree=_tree(_document(doc)))


@bp.get("/rules/<doc>/all")
def document_full(doc: str):
    return render_template("document_full.html", kb=kb(), document=_document(doc))


@bp.get("/rules/<doc>/<key>")
def section(doc: str, key: str):
    document = _document(doc)
    found = document.lookup(key) if valid_key(key) else None
    if found is None:
        abort(404, description=f"{document.info.title} has no section {key[:80]}")
    return render_template("section.html", kb=kb(), document=document, section=found,
                           **_section_context(kb(), document, found))


def _document(doc: str) -> Document:
    document = kb().documents.get(doc)
    if document is None:
        abort(404, description="No such rule document.")
    return document


def _tree(document: Document) -> list[tuple[Section, list]]:
    """Nested (section, children) pairs for the collapsible table of contents."""
    def node(section: Section) -> tuple[Section, list]:
        return section, [node(document.sections[c]) for c in section.children]
    return [node(s) for s in document.sections.values() if s.parent is None]


def _section_context(knowledge: KnowledgeBase, document: Document, section: Section) -> dict:
    ordered = list(document.sections.values())
    breadcrumb = []
    parent = section.parent
    while parent is not None:
        breadcrumb.insert(0, document.sections[parent])
        parent = document.sections[parent].parent
    related = _related(section)
    return {
        "breadcrumb": breadcrumb,
        "previous": ordered[section.order - 1] if section.order > 0 else None,
        "next": ordered[section.order + 1] if section.order + 1 < len(ordered) else None,
        "children": [document.sections[c] for c in section.children],
        "referenced_by": [knowledge.resolve(r) for r in section.referenced_by],
        "references": [knowledge.resolve(r) for r in section.references],
        "related": related,
        "scenarios": cited_by(Path(current_app.config["SCENARIOS_DIR"]), section.doc, section.label),
    }


def _related(section: Section) -> list[Section]:
    refs = snapshot().search.related(section.doc, section.id, 5)
    return [s for s in (kb().resolve(r) for r in refs) if s is not None]
