"""Linkify: plain text in, HTML with every rule citation linked out (for FAQ authors)."""

from __future__ import annotations

from flask_smorest import Blueprint, abort
from markupsafe import escape

from refbase.api.schemas.linkify import LinkifyRequestSchema, LinkifyResponseSchema
from refbase.api.serialize import citation_json
from refbase.config import MAX_LINKIFY_CHARS
from refbase.kb.citations import FoundCitation, find_citations
from refbase.request_context import kb

blp = Blueprint("linkify", __name__, url_prefix="/api/v1", description="Citation linking for FAQ pages")


@blp.route("/linkify", methods=["POST"], endpoint="Linkify")
@blp.arguments(LinkifyRequestSchema)
@blp.response(200, LinkifyResponseSchema)
@blp.alt_response(413, description=f"text longer than {MAX_LINKIFY_CHARS} characters")
def linkify(body: dict):
    """Find citations ("see 28.6.1, 50.15 and UFS G.2.2"); link the ones that resolve, list the rest."""
    text = body["text"]
    if len(text) > MAX_LINKIFY_CHARS:
        abort(413, message=f"text is longer than {MAX_LINKIFY_CHARS} characters")
    found = find_citations(text, kb(), body.get("doc"))
    return {
        "html": _html(text, found),
        "citations": [{**citation_json(kb(), f.section), "text": f.text, "start": f.start, "end": f.end}
                      for f in found if f.section is not None],
        "unresolved": [{"text": f.text, "doc": f.doc, "number": f.key, "start": f.start, "end": f.end}
                       for f in found if f.section is None],
    }


def _html(text: str, found: list[FoundCitation]) -> str:
    """Escape everything; wrap resolved citations in links to their permalink pages."""
    parts: list[str] = []
    cursor = 0
    for f in found:
        parts.append(str(escape(text[cursor:f.start])))
        label = escape(f.text)
        if f.section is None:
            parts.append(f'<span class="refbase-unresolved">{label}</span>')
        else:
            url = citation_json(kb(), f.section)["html_url"]
            parts.append(f'<a class="refbase-cite" href="{escape(url)}" data-doc="{escape(f.section.doc)}" '
                         f'data-rule="{escape(f.section.id)}" title="{escape(f.section.title)}">{label}</a>')
        cursor = f.end
    parts.append(str(escape(text[cursor:])))
    return "".join(parts)
