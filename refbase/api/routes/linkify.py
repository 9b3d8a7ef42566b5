"""Linkify: plain text in, HTML with every rule citation linked out (for FAQ authors).

Which numbers are citations is decided in `refbase.kb.linkify`; this module only serialises.
"""

from __future__ import annotations

from typing import Any

from flask import url_for
from flask_smorest import Blueprint, abort
from markupsafe import escape

from refbase.api.schemas.linkify import LinkifyRequestSchema, LinkifyResponseSchema
from refbase.api.serialize import citation_json
from refbase.cards.embeds import CARD_LINK, CardMention, find_card_links
from refbase.config import MAX_LINKIFY_CHARS, MAX_LINKIFY_CITATIONS
from refbase.kb.citations import FoundCitation, cite_as
from refbase.kb.linkify import linkify as find_and_classify
from refbase.request_context import catalogue, kb

blp = Blueprint("linkify", __name__, url_prefix="/api/v1", description="Citation linking for FAQ pages")


@blp.route("/linkify", methods=["POST"], endpoint="Linkify")
@blp.doc(operationId="linkifyText")
@blp.arguments(LinkifyRequestSchema)
@blp.response(200, LinkifyResponseSchema)
@blp.alt_response(413, description=f"text longer than {MAX_LINKIFY_CHARS} characters, or with more than "
                                   f"{MAX_LINKIFY_CITATIONS} citations")
def linkify(body: dict[str, Any]) -> dict[str, Any]:
    """Find citations ("see 28.6.1, 50.15 and UFS G.2.2", "FAQ ch5.q5"); link the ones that
    resolve, list the rest, and report the numbers left alone ("version 1.0", "2.5 dollars")."""
    text = body["text"]
    if len(text) > MAX_LINKIFY_CHARS:
        abort(413, message=f"text is longer than {MAX_LINKIFY_CHARS} characters")
    if len(CARD_LINK.findall(text)) > MAX_LINKIFY_CITATIONS:  # each is looked up, with suggestions
        abort(413, message=f"text has more than {MAX_LINKIFY_CITATIONS} [[card]] titles",
              errors={"text": [f"at most {MAX_LINKIFY_CITATIONS} card titles"]})
    knowledge = kb()
    cards = find_card_links(text, catalogue())
    result = find_and_classify(text, knowledge, body.get("doc"))
    found = [f for f in result.found if not any(c.start <= f.start < c.end for c in cards)]  # a card title is no citation
    if len(found) > MAX_LINKIFY_CITATIONS:  # bounds the answer (~0.5 KB per citation)
        abort(413, message=f"text has {len(found)} citations; at most {MAX_LINKIFY_CITATIONS} per request",
              errors={"text": [f"at most {MAX_LINKIFY_CITATIONS} citations"]})
    return {
        "html": _html(text, found, cards),
        "cards": [{"slug": c.card.slug, "title": c.card.title, "text": c.text, "start": c.start, "end": c.end,
                   "html_url": url_for("web.card_page", slug=c.card.slug, _external=True)}
                  for c in cards if c.card is not None],
        "unknown_cards": [{"text": c.text, "title": c.title, "start": c.start, "end": c.end,
                           "suggestions": list(c.suggestions)} for c in cards if c.card is None],
        "citations": [{**citation_json(knowledge, f.section), "text": f.text, "start": f.start, "end": f.end,
                       "cite": cite_as(knowledge.documents[f.section.doc].info, f.section)}
                      for f in found if f.section is not None],
        "unresolved": [{"text": f.text, "doc": f.doc, "number": f.key, "start": f.start, "end": f.end}
                       for f in found if f.section is None],
        "skipped": [{"text": s.text, "start": s.start, "end": s.end, "reason": s.reason}
                    for s in result.skipped[:MAX_LINKIFY_CITATIONS]],  # bounded like the citations
    }


def _html(text: str, found: list[FoundCitation], cards: list[CardMention]) -> str:
    """Escape everything; wrap resolved citations in links to their permalink pages, and
    `[[Card Title]]` in links to the card's page (unknown titles marked, not guessed)."""
    parts: list[str] = []
    cursor = 0
    spans: list[FoundCitation | CardMention] = sorted([*found, *cards], key=lambda item: item.start)
    for f in spans:
        parts.append(str(escape(text[cursor:f.start])))
        if isinstance(f, CardMention):
            parts.append(_card_html(f))
            cursor = f.end
            continue
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


def _card_html(mention: CardMention) -> str:
    if mention.card is None:
        return f'<span class="refbase-unresolved" title="unknown card">{escape(mention.text)}</span>'
    url = url_for("web.card_page", slug=mention.card.slug, _external=True)
    return (f'<a class="refbase-card" href="{escape(url)}" data-card="{escape(mention.card.title)}">'
            f'{escape(mention.card.title)}</a>')
