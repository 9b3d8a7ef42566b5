"""The human pages. Thin: they read the knowledge base, search and library, and render."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    redirect,
    render_template,
    request,
    send_from_directory,
    url_for,
)
from flask.typing import ResponseReturnValue
from werkzeug.wrappers import Response as WerkzeugResponse

from refbase.kb.citations import CitationError, cite_as, parse_citation, resolve_citation, valid_key
from refbase.kb.model import Document
from refbase.kb.nearest import first_unique, nearest_sections, typed_anywhere
from refbase.kb.present import excerpt
from refbase.request_context import catalogue, kb
from refbase.web.errors import not_found, page_error
from refbase.web.render import STATIC_SITE, static_site
from refbase.web.views import authority_for, depths, section_view, sidebar_entries, toc_tree

bp = Blueprint("web", __name__)
bp.register_error_handler(Exception, page_error)

#: Config key for `export-site --base-url`: absolute URLs (canonical, og:url) of a static export.
EXPORT_BASE_URL = "REFBASE_EXPORT_BASE_URL"


def absolute_url(endpoint: str, **values: Any) -> str | None:
    """The page's public absolute URL; None on a static export that has no base URL."""
    if current_app.config.get(STATIC_SITE):
        base = current_app.config.get(EXPORT_BASE_URL)
        if not base:
            return None
        parts = urlsplit(base)
        path = url_for(endpoint, **values)  # carries the base path (export's SCRIPT_NAME)
        return f"{parts.scheme}://{parts.netloc}{path}" + ("" if path.endswith("/") else "/")
    return url_for(endpoint, **values, _external=True)


@bp.get("/")
def home() -> str:
    return render_template("home.html", kb=kb(), canonical=absolute_url("web.home"))


@bp.get("/rules/<doc>")
def document(doc: str) -> str:
    found = _document(doc)
    return render_template("document.html", kb=kb(), document=found, tree=toc_tree(found),
                           authority=authority_for(kb(), found),
                           canonical=absolute_url("web.document", doc=doc))


@bp.get("/rules/<doc>/all")
def document_full(doc: str) -> str:
    found = _document(doc)
    return render_template("document_full.html", kb=kb(), document=found, entries=depths(found),
                           sidebar=sidebar_entries(found), authority=authority_for(kb(), found),
                           canonical=absolute_url("web.document_full", doc=doc))


@bp.get("/rules/<doc>/<key>")
def section(doc: str, key: str) -> ResponseReturnValue:
    found_doc = _document(doc)
    found = found_doc.lookup(key) if valid_key(key) else None
    if found is None:
        return not_found(f"{found_doc.info.title} has no section {key[:80]}.", nearest_sections(found_doc, key), key)
    canonical = absolute_url("web.section", doc=doc, key=found.id)
    oembed = None
    if canonical and not static_site() and "oembed.OEmbed" in current_app.view_functions:
        oembed = url_for("oembed.OEmbed", url=canonical, format="json", _external=True)
    return render_template(
        "section.html", kb=kb(), document=found_doc, section=found, view=section_view(
            kb(), found_doc, found, with_scenarios=not static_site()),
        authority=authority_for(kb(), found_doc), canonical=canonical, oembed=oembed,
        cards=catalogue().named_in(found.ref),
        cite=cite_as(found_doc.info, found),
        description=excerpt(found.text or found.title, 200))


@bp.get("/go")
def goto() -> ResponseReturnValue:
    """The "go to rule" box (a plain GET form, no JavaScript): `28.6.1`, `G.2.2`, `FAQ ch5.q5`.

    `doc` (the page the box is on) is tried first for a bare key, then the usual citation rules.
    """
    ref = request.args.get("ref", "")[:200]
    doc = request.args.get("doc") or None
    knowledge = kb()
    for hint in ([doc] if doc in knowledge.documents else []) + [None]:
        try:
            found = resolve_citation(ref, knowledge, hint)
        except CitationError:
            continue
        return redirect(url_for("web.section", doc=found.doc, key=found.id), code=303)
    try:
        citation = parse_citation(ref, knowledge, doc if doc in knowledge.documents else None)
    except CitationError:
        return not_found(f"\u201c{ref[:80]}\u201d is not a rule number or citation. "
                         "Try 28.6.1, G.2.2 or FAQ ch5.q5.", [], ref)
    document = knowledge.documents[citation.doc]
    elsewhere = [s for s in typed_anywhere(list(knowledge.documents.values()), citation.key)
                 if s.doc != citation.doc]
    message = f"{document.info.title} has no section {citation.key[:80]}."
    if elsewhere:
        message = f"\u201c{citation.key[:80]}\u201d is no section number as written; with its dots it names the first section below."
    return not_found(message, first_unique(elsewhere + nearest_sections(document, citation.key), 5), ref)


@bp.get("/rules/<doc>/")
@bp.get("/rules/<doc>/<key>/")
def strip_slash(doc: str, key: str | None = None) -> WerkzeugResponse:
    """`/rules/<doc>/<id>/` (a static export's directory URL) -> the live page."""
    target = url_for("web.document", doc=doc) if key is None else url_for("web.section", doc=doc, key=key)
    query = request.query_string.decode("latin-1")
    return redirect(target + (f"?{query}" if query else ""), code=308)


@bp.get("/embed")
def embed_help() -> str:
    home_url = absolute_url("web.home")
    origin = home_url.rstrip("/") if home_url else request.script_root
    return render_template("embed.html", kb=kb(), origin=origin, canonical=absolute_url("web.embed_help"))


@bp.get("/embed.js")
def embed_js() -> Response:
    """embed.js at the site root too: `<script src="https://refbase.example/embed.js">`."""
    if current_app.static_folder is None:  # the factory always sets it
        abort(404)
    response = send_from_directory(current_app.static_folder, "embed.js", mimetype="text/javascript")
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response


def _document(doc: str) -> Document:
    found = kb().documents.get(doc)
    if found is None:
        abort(404, description="No such rule document.")
    return found
