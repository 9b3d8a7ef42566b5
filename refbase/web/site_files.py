"""`/robots.txt` and `/sitemap.xml`: what crawlers may index, and every permalink to index."""

from __future__ import annotations

from xml.sax.saxutils import escape

from flask import Response, url_for

from refbase.request_context import kb
from refbase.web.pages import bp

#: Pages that are endless (search results, redirects) or not documents (the API).
DISALLOWED = ("/api/", "/search", "/go")


@bp.get("/robots.txt")
def robots() -> Response:
    lines = ["User-agent: *", *(f"Disallow: {path}" for path in DISALLOWED), "Allow: /",
             f"Sitemap: {url_for('web.sitemap', _external=True)}", ""]
    return _cacheable(Response("\n".join(lines), mimetype="text/plain"))


@bp.get("/sitemap.xml")
def sitemap() -> Response:
    """The home page, each document's contents and one-page text, and every section permalink."""
    urls = [url_for("web.home", _external=True), url_for("web.embed_help", _external=True),
            url_for("web.api_docs", _external=True)]
    for document in kb().documents.values():
        doc = document.info.id
        urls += [url_for("web.document", doc=doc, _external=True),
                 url_for("web.document_full", doc=doc, _external=True)]
        urls += [url_for("web.section", doc=doc, key=key, _external=True) for key in document.sections]
    body = "".join(f"<url><loc>{escape(u)}</loc></url>" for u in urls)
    xml = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{body}</urlset>\n')
    return _cacheable(Response(xml, mimetype="application/xml"))


def _cacheable(response: Response) -> Response:
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response
