"""Documents and sections: the knowledge base, read-only."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint, abort

from refbase.api.schemas.common import DocumentListSchema, DocumentTocSchema, SectionSchema
from refbase.api.serialize import document_json, section_json, section_url
from refbase.kb.citations import valid_key
from refbase.request_context import kb

blp = Blueprint("documents", __name__, url_prefix="/api/v1", description="Rule documents and their sections")


@blp.route("/documents", endpoint="Documents")
@blp.doc(operationId="listDocuments")
@blp.response(200, DocumentListSchema)
def list_documents() -> dict[str, Any]:
    """All rule documents, in precedence order per game."""
    return {"documents": [document_json(d) for d in kb().documents.values()]}


@blp.route("/documents/<doc>", endpoint="Document")
@blp.doc(operationId="getDocument")
@blp.response(200, DocumentTocSchema)
@blp.alt_response(404, description="Unknown document")
def get_document(doc: str) -> dict[str, Any]:
    """A document with its table of contents (every entry, in reading order)."""
    document = kb().documents.get(doc)
    if document is None:
        abort(404, message=f"unknown document {doc[:80]!r}")
    entries = [
        {"id": s.id, "number": s.label, "title": s.title, "kind": str(s.kind),
         "parent": s.parent, "url": section_url(doc, s.id)}
        for s in document.sections.values()
    ]
    return {**document_json(document), "entries": entries}


@blp.route("/documents/<doc>/sections/<number>", endpoint="Section")
@blp.doc(operationId="getSection")
@blp.response(200, SectionSchema)
@blp.alt_response(404, description="Unknown document or section")
def get_section(doc: str, number: str) -> dict[str, Any]:
    """One section by its printed number or id (`28.6.1`, `G.2.2`, `C.3.3.2.1~2`, `glossary.attack`)."""
    document = kb().documents.get(doc)
    if document is None:
        abort(404, message=f"unknown document {doc[:80]!r}")
    if not valid_key(number):
        abort(404, message="not a section number or id")
    section = document.lookup(number)
    if section is None:
        abort(404, message=f"{doc} has no section {number}")
    return section_json(kb(), section)
