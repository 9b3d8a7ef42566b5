"""Linkify: plain text in, HTML with every rule citation linked out (for FAQ authors).

Which numbers are citations is decided in `refbase.kb.linkify`; this module only serialises.
"""

from __future__ import annotations

from flask_smorest import Blueprint, abort
from markupsafe import escape

from refbase.api.schemas.linkify import LinkifyRequestSchema, LinkifyResponseSchema
from refbase.api.serialize import citation_json
from refbase.config import MAX_LINKIFY_CHARS, MAX_LINKIFY_CITATIONS
from refbase.kb.citations import FoundCitation, cite_as
from refbase.kb.linkify import linkify as find_and_classify
from refbase.request_context import kb

blp = Blueprint("linkify", __name__, url_prefix="/api/v1", description="Citation linking for FAQ pages")


@blp.route("/linkify", methods=["POST"], endpoint="Linkify")
@blp.doc(operationId="linkifyText")
@blp.arguments(LinkifyRequestSchema)
@blp.response(200, LinkifyResponseSchema)
@blp.alt_response(413, description=f"text longer than {MAX_LINKIFY_CHARS} characters, or with more than "
                                   f"{MAX_LINKIFY_CITATIONS} citations")
def linkify(body: dict):
    """Find citations ("see 28.6.1, 50.15 and UFS G.2.2", "FAQ ch5.q5"); link the ones that
    resolve, list the rest, and report the numbers left alone ("version 1.0", "2.5 dollars")."""
    text = body["text"]
    if len(text) > MAX_LINKIFY_CHARS:
        abort(413, message=f"text is longer than {MAX_LINKIFY_CHARS} characters")
    knowledge = kb()
    result = find_and_classify(text, knowledge, body.get("doc"))
    found = result.found
    if len(found) > MAX_LINKIFY_CITATIONS:  # bounds the answer (~0.5 KB per citation)
        abort(413, message=f"text has {len(found)} citations; at most {MAX_LINKIFY_CITATIONS} per request",
              errors={"text": [f"at most {MAX_LINKIFY_CITATIONS} citations"]})
    return {
        "html": _html(text, found),
        "citations": [{**citation_json(knowledge, f.section), "text": f.text, "start": f.start, "end": f.end,
                       "cite": cite_as(knowledge.documents[f.section.doc].info, f.section)}
                      for f in found if f.section is not None],
        "unresolved": [{"text": f.text, "doc": f.doc, "number": f.key, "start": f.start, "end": f.end}
                       for f in found if f.section is None],
        "skipped": [{"text": s.text, "start": s.start, "end": s.end, "reason": s.reason} for s in result.skipped],
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
