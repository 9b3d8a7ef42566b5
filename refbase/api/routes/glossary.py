"""Glossary terms and acronyms of every document, each linked to the rule that defines it."""

from __future__ import annotations

from typing import Any

from flask_smorest import Blueprint

from refbase.api.schemas.glossary import GlossaryArgs, GlossarySchema
from refbase.api.serialize import ref_citation
from refbase.kb.glossary import glossary_for
from refbase.request_context import kb

blp = Blueprint("glossary", __name__, url_prefix="/api/v1", description="Glossary and acronyms")


@blp.route("/glossary", endpoint="Glossary")
@blp.doc(operationId="lookupGlossary")
@blp.arguments(GlossaryArgs, location="query")
@blp.response(200, GlossarySchema)
def glossary(args: dict[str, Any]) -> dict[str, Any]:
    """Terms (optionally one game, or one term or acronym) and the acronyms players use."""
    knowledge = kb()
    found = glossary_for(knowledge)
    wanted = (args.get("term") or "").strip()
    expanded = found.acronyms.get(wanted.upper()) or found.acronyms.get(wanted)
    terms = [t for t in found.terms if not args.get("game") or t.game == args["game"]]
    if wanted:
        names = {wanted.lower(), (expanded or "").lower()}
        terms = [t for t in terms if t.term.lower() in names]
    return {
        "terms": [{"term": t.term, "game": t.game, "definition": t.definition,
                   "entry": ref_citation(knowledge, t.entry),
                   "defines": ref_citation(knowledge, t.defines) if t.defines else None}
                  for t in terms],
        "acronyms": found.acronyms,
    }
