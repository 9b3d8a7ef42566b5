"""Full-text search over all rule documents."""

from __future__ import annotations

from typing import Any

from flask import url_for
from flask_smorest import Blueprint, abort
from markupsafe import escape

from refbase.api.scenario_search import FIRST_PAGE_HITS, scenario_index
from refbase.api.schemas.args import SearchArgs
from refbase.api.schemas.search import SearchResultsSchema
from refbase.api.serialize import section_html_url, section_url
from refbase.cards.search_docs import CardHit, card_spelling, find_cards, shows_cards
from refbase.config import MAX_SEARCH_QUERY_CHARS
from refbase.request_context import catalogue, kb, snapshot
from refbase.search.results import SearchResults
from refbase.search.scenarios import ScenarioHit
from refbase.search.text import query_length

blp = Blueprint("search", __name__, url_prefix="/api/v1", description="Rules search")

#: Cards shown with the rules on an unfiltered Shadowfist search.
CARD_HITS = 5


@blp.route("/search", endpoint="Search")
@blp.doc(operationId="searchRules")
@blp.arguments(SearchArgs, location="query")
@blp.response(200, SearchResultsSchema)
@blp.alt_response(413, description=f"q longer than {MAX_SEARCH_QUERY_CHARS} characters "
                                   "once NFKC-normalized")
def search(args: dict[str, Any]) -> dict[str, Any]:
    """Search the rules in players' words: acronyms, synonyms, typos, "phrases", rule numbers."""
    q = args["q"]
    if query_length(q) > MAX_SEARCH_QUERY_CHARS:
        abort(413, message=f"q is longer than {MAX_SEARCH_QUERY_CHARS} characters",
              errors={"q": [f"at most {MAX_SEARCH_QUERY_CHARS} characters"]})
    if args.get("doc") and args["doc"] not in kb().documents:
        abort(422, message=f"unknown document {args['doc'][:64]!r}", errors={"doc": ["unknown document"]})
    if args.get("kind") == "card":
        return _cards_only(q, args)
    if args.get("kind") == "scenario":
        return _scenarios_only(q, args)
    found = snapshot().search.search(q, game=args.get("game"), doc=args.get("doc"),
                                     kind=args.get("kind"), limit=args["limit"], offset=args["offset"])
    answer = search_json(found, args)
    if shows_cards(args.get("game"), args.get("doc"), args.get("kind")):
        cards = find_cards(catalogue(), q, limit=CARD_HITS)
        answer["cards"] = [_card_hit(h) for h in cards]
        if cards and cards[0].spelled:  # card titles are not rule words: spell them as printed
            answer["suggestion"] = card_spelling(q, cards[0], found.suggestion)
    if not args.get("kind") and not args.get("doc"):
        hits, _total = scenario_index(kb()).search(q, game=args.get("game"), limit=FIRST_PAGE_HITS)
        answer["scenarios"] = [_scenario_hit(h) for h in hits]
    return answer


def _cards_only(q: str, args: dict[str, Any]) -> dict[str, Any]:
    """`kind=card`: the catalogue's cards as the results (typo-tolerant title match)."""
    hits = find_cards(catalogue(), q, limit=args["offset"] + args["limit"])
    page = [_card_hit(h) for h in hits[args["offset"]:]]
    return {"query": q, "total": len(hits), "limit": args["limit"], "offset": args["offset"],
            "results": page, "suggestion": None}


def _scenarios_only(q: str, args: dict[str, Any]) -> dict[str, Any]:
    """`kind=scenario`: the library's worked scenarios as the results, their questions as titles."""
    hits, total = scenario_index(kb()).search(q, game=args.get("game"), limit=args["limit"], offset=args["offset"])
    return {"query": q, "total": total, "limit": args["limit"], "offset": args["offset"],
            "results": [_scenario_hit(h) for h in hits], "suggestion": None}


def _scenario_hit(hit: ScenarioHit) -> dict[str, Any]:
    item = hit.doc
    return {"doc": "scenarios", "number": item.id, "id": item.id, "title": item.heading, "kind": "scenario",
            "snippet": hit.snippet, "score": hit.score,
            "url": url_for("scenarios.Scenario", scenario_id=item.id, _external=True),
            "html_url": url_for("web.scenario", scenario_id=item.id, _external=True)}


def _card_hit(hit: CardHit) -> dict[str, Any]:
    card = hit.card
    return {"doc": "cards", "number": card.slug, "id": card.slug, "title": card.title, "kind": "card",
            "snippet": str(escape(card.subtitle or card.text[:160])), "score": hit.score,
            "url": url_for("cards.Card", slug=card.slug, _external=True),
            "html_url": url_for("web.card_page", slug=card.slug, _external=True)}


def search_json(found: SearchResults, args: dict[str, Any]) -> dict[str, Any]:
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
            "offset": args["offset"], "results": results, "suggestion": found.suggestion,
            "unmatched_phrases": list(found.unmatched_phrases)}
