"""oEmbed for rule pages: forums and chat apps preview a pasted refbase link.

`GET /api/v1/oembed?url=<rule page URL>&format=json[&maxwidth=&maxheight=]`. A rule page gets
a `rich` answer (an escaped blockquote quoting the rule); a document page a `link` answer.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote, urlsplit

from flask import request, url_for
from flask_smorest import Blueprint, abort
from markupsafe import Markup

from refbase.api.outcome import changes
from refbase.api.schemas.oembed import MAX_OEMBED_URL_CHARS, OEmbedArgs, OEmbedSchema
from refbase.api.serialize import resolution_json, section_html_url, section_url
from refbase.api.share import ShareTokenError, answer_summary, decode
from refbase.cards.scenario import fill_cards, uses_cards
from refbase.engines import resolve
from refbase.engines.common import ScenarioInvalid
from refbase.kb.citations import cite_as, cite_prefixes, valid_key
from refbase.kb.model import Document, Section
from refbase.kb.present import excerpt
from refbase.request_context import catalogue, kb

blp = Blueprint("oembed", __name__, url_prefix="/api/v1", description="oEmbed link previews")

CACHE_AGE = 86_400
DEFAULT_WIDTH = 600
#: `/rules/<doc>[/<id>]`, also as a static export writes them (`/`, `/index.html`, `.html`).
#: `/scenarios/s/<token>`: a shared scenario (refbase.api.share)
_SHARED = re.compile(r"^(?:.*)/scenarios/s/(?P<token>[^/]+)/?$")
_PAGE = re.compile(r"^/rules/(?P<doc>[^/]+)(?:/(?P<key>[^/]+?))?(?:/index\.html|\.html|/)?$")


@blp.route("/oembed", endpoint="OEmbed")
@blp.doc(operationId="getOEmbed")
@blp.arguments(OEmbedArgs, location="query")
@blp.response(200, OEmbedSchema)
@blp.alt_response(404, description="The URL is not a refbase rule or document page")
@blp.alt_response(413, description=f"url longer than {MAX_OEMBED_URL_CHARS} characters")
def oembed(args: dict[str, Any]) -> dict[str, Any]:
    """An oEmbed 1.0 preview of a rule page (`rich`) or a document page (`link`)."""
    if len(args["url"]) > MAX_OEMBED_URL_CHARS:
        abort(413, message=f"url is longer than {MAX_OEMBED_URL_CHARS} characters",
              errors={"url": [f"at most {MAX_OEMBED_URL_CHARS} characters"]})
    shared = _SHARED.match(unquote(urlsplit(args["url"].strip()).path))
    if shared is not None:
        return _shared(shared.group("token"))
    document, section = _target(args["url"])
    if section is None:
        return _link(document)
    return _rich(document, section, args.get("maxwidth"), args.get("maxheight"))


def _target(url: str) -> tuple[Document, Section | None]:
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        abort(404, message="not a refbase page URL")
    path = unquote(parts.path)
    root = request.script_root
    if root and path.startswith(root + "/"):
        path = path[len(root):]
    match = _PAGE.match(path)
    document = kb().documents.get(match.group("doc")) if match else None
    if match is None or document is None:
        abort(404, message="not a refbase rule or document page")
    key = match.group("key")
    if key is None or key == "all":
        return document, None
    section = document.lookup(key) if valid_key(key) else None
    if section is None:
        abort(404, message=f"{document.info.id} has no section {key[:80]}")
    return document, section


def _shared(token: str) -> dict[str, Any]:
    """A shared scenario's preview: its question and its answer, escaped."""
    try:
        envelope = decode(token)
        scenario = envelope["scenario"]
        if uses_cards(scenario):  # `"card": "<title>"` takes the catalogue's printed values
            scenario = fill_cards(scenario, catalogue())
        result = resolution_json(kb(), resolve(scenario, boards=True))
    except ShareTokenError as exc:
        abort(404, message=f"not an openable shared scenario: {exc}")
    except ScenarioInvalid:
        abort(404, message="the shared scenario is malformed")
    page = url_for("web.shared", token=token, _external=True)
    title = envelope["question"] or "Shared scenario"
    answer = answer_summary(result, cite_prefixes(kb()),
                            changes(result, scenario))
    html = Markup('<blockquote class="refbase-embed" cite="{url}"><p><strong>{title}</strong></p>'
                  '<p>{answer}</p><p>\u2014 <a href="{url}">refbase</a></p></blockquote>'
                  ).format(url=page, title=title, answer=answer)
    doc = next((r["doc"] for s in result["steps"] for r in s["rules"]), "")
    return {"version": "1.0", "type": "rich", "title": title, "html": str(html), "width": DEFAULT_WIDTH,
            "height": 140, "provider_name": "refbase", "provider_url": url_for("web.home", _external=True),
            "cache_age": CACHE_AGE, "doc": doc, "url": page, "html_url": page}


def _common(document: Document) -> dict[str, Any]:
    return {
        "version": "1.0", "provider_name": "refbase", "provider_url": url_for("web.home", _external=True),
        "author_name": document.info.title,
        "author_url": url_for("web.document", doc=document.info.id, _external=True),
        "cache_age": CACHE_AGE, "doc": document.info.id,
    }


def _link(document: Document) -> dict[str, Any]:
    return {**_common(document), "type": "link", "title": document.info.title,
            "url": url_for("documents.Document", doc=document.info.id, _external=True),
            "html_url": url_for("web.document", doc=document.info.id, _external=True)}


def _rich(document: Document, section: Section, maxwidth: int | None, maxheight: int | None) -> dict[str, Any]:
    cite = cite_as(document.info, section)
    html_url = section_html_url(section.doc, section.id)
    quote = excerpt(section.text or section.title, 300)
    html = Markup(
        '<blockquote class="refbase-embed" cite="{url}"><p><strong>{cite}</strong> {title}</p>'
        '<p>{quote}</p><p>\u2014 <a href="{url}">{doc}, version {version}</a></p></blockquote>'
    ).format(url=html_url, cite=cite, title=section.title, quote=quote,
             doc=document.info.title, version=document.info.version)
    width = min(maxwidth or DEFAULT_WIDTH, DEFAULT_WIDTH)
    height = 90 + 22 * (len(quote) * 8 // max(width, 200) + 1)
    if maxheight:
        height = min(height, maxheight)
    return {**_common(document), "type": "rich", "title": f"{cite} {section.title}", "html": str(html),
            "width": width, "height": height, "number": section.label,
            "url": section_url(section.doc, section.id), "html_url": html_url}
