"""Citations: resolve what an FAQ author writes ("CR 28.6.1", "UFS G.2.2") to a section."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint, abort

from refbase.api.schemas.args import CiteArgs
from refbase.api.schemas.common import SectionSchema
from refbase.api.serialize import section_json
from refbase.kb.citations import CitationError, resolve_citation
from refbase.request_context import kb

blp = Blueprint("cite", __name__, url_prefix="/api/v1", description="Citation lookup")


@blp.route("/cite", endpoint="Cite")
@blp.doc(operationId="resolveCitation")
@blp.arguments(CiteArgs, location="query")
@blp.response(200, SectionSchema)
@blp.alt_response(400, description="ref names no section number or id (not a citation)")
@blp.alt_response(404, description="Unknown document or section")
@blp.alt_response(413, description="ref longer than the documented limit")
def cite(args: dict[str, Any]) -> dict[str, Any]:
    """The cited section; a bare number means the comprehensive rulebook unless `doc` says otherwise."""
    try:
        section = resolve_citation(args["ref"], kb(), args.get("doc"))
    except CitationError as exc:
        abort(exc.status, message=str(exc), errors={exc.field: [str(exc)]} if exc.status in (400, 422) else None)
    return section_json(kb(), section)
