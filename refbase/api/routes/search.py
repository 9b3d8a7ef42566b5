"""Full-text search over all rule documents."""

from __future__ import annotations

from flask_smorest import Blueprint, abort

from refbase.api.schemas.args import SearchArgs
from refbase.api.schemas.search import SearchResultsSchema
from refbase.api.serialize import section_html_url, section_url
from refbase.config import MAX_SEARCH_QUERY_CHARS
from refbase.request_context import kb, snapshot
from refbase.search.text import query_length

blp = Blueprint("search", __name__, url_prefix="/api/v1", description="Rules search")


@blp.route("/search", endpoint="Search")
@blp.doc(operationId="searchRules")
@blp.arguments(SearchArgs, location="query")
@blp.response(200, SearchResultsSchema)
@blp.alt_response(413, description=f"q longer than {MAX_SEARCH_QUERY_CHARS} characters "
                                   "once NFKC-normalized")
def search(args: dict):
    """Search the rules in players' words: acronyms, synonyms, typos, "phrases", rule numbers."""
    q = args["q"]
    if query_length(q) > MAX_SEARCH_QUERY_CHARS:
        abort(413, message=f"q is longer than {MAX_SEARCH_QUERY_CHARS} characters",
              errors={"q": [f"at most {MAX_SEARCH_QUERY_CHARS} characters"]})
    if args.get("doc") and args["doc"] not in kb().documents:
        abort(422, message=f"unknown document {args['doc'][:64]!r}", errors={"doc": ["unknown document"]})
    found = snapshot().search.search(q, game=args.get("game"), doc=args.get("doc"),
                                     kind=args.get("kind"), limit=args["limit"], offset=args["offset"])
    return search_json(found, args)


def search_json(found, args: dict) -> dict:
    results = []
    for hit in found.results:
        section = kb().section(hit.doc, hit.id)
        key = hit.id
        results.append({
            "doc": hit.doc, "number": hit.number or hit.id, "id": key,
            "title": hit.title, "kind": str(section.kind) if section else "", "snippet": hit.snippet,
            "score": round(float(hit.score), 4), "url": section_url(hit.doc, key),
            "html_url": section_html_url(hit.doc, key),
        })
    return {"query": found.query, "total": found.total, "limit": args["limit"],
            "offset": args["offset"], "results": results, "suggestion": found.suggestion}
