"""The search results page: `/search?q=...&game=&doc=&kind=&limit=&offset=`.

A human page: unknown filter values are ignored and out-of-range numbers clamped (the API
answers 422 instead); a query over the documented limit gets a friendly 413 page.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import render_template, request, url_for
from flask.typing import ResponseReturnValue

from refbase.api.scenario_search import FIRST_PAGE_HITS, scenario_index
from refbase.cards.search_docs import card_spelling, find_cards, shows_cards
from refbase.config import MAX_SEARCH_LIMIT, MAX_SEARCH_OFFSET, MAX_SEARCH_QUERY_CHARS
from refbase.engines import GAMES
from refbase.request_context import catalogue, kb, snapshot
from refbase.search.results import SearchHit, SearchResults
from refbase.search.text import query_length
from refbase.web.pages import absolute_url, bp
from refbase.web.render import KIND_LABELS, static_site

#: The kind of worked scenarios in the results (not a knowledge-base kind).
SCENARIO = "scenario"

DEFAULT_LIMIT = 10


@dataclass(frozen=True, slots=True)
class Filters:
    game: str | None
    doc: str | None
    kind: str | None
    limit: int
    offset: int

    def params(self, **override: Any) -> dict[str, Any]:
        """Query parameters of a link to another page of these results (defaults left out)."""
        values = {"game": self.game, "doc": self.doc, "kind": self.kind,
                  "limit": None if self.limit == DEFAULT_LIMIT else self.limit,
                  "offset": self.offset or None, **override}
        return {k: v for k, v in values.items() if v is not None}


@bp.get("/search")
def search() -> ResponseReturnValue:
    if static_site():
        return render_template("search_static.html", kb=kb(), max_chars=MAX_SEARCH_QUERY_CHARS,
                               canonical=absolute_url("web.search"))
    query = request.args.get("q", "").replace("\x00", "")
    filters = _filters()
    options = {"games": GAMES, "docs": list(kb().documents.values()), "kinds": _kinds(),
               "search_href": search_href, "max_chars": MAX_SEARCH_QUERY_CHARS}
    if query_length(query) > MAX_SEARCH_QUERY_CHARS:
        return render_template("search.html", kb=kb(), query=query[:MAX_SEARCH_QUERY_CHARS], too_long=True,
                               filters=filters, **options), 413
    found, cards, scenarios, suggestion = None, [], [], None
    if query.strip() and filters.kind == SCENARIO:
        found = scenario_results(query, filters)
    elif query.strip():
        found = snapshot().search.search(query, game=filters.game, doc=filters.doc, kind=filters.kind,
                                         limit=filters.limit, offset=filters.offset)
        if shows_cards(filters.game, filters.doc, filters.kind) and not filters.offset:
            hits = find_cards(catalogue(), query)
            cards = [h.card for h in hits]
            if hits and hits[0].spelled:  # card titles are not rule words: spell them as printed
                suggestion = card_spelling(query, hits[0], found.suggestion)
        if not filters.doc and not filters.kind and not filters.offset:
            scenarios = scenario_results(query, filters, limit=FIRST_PAGE_HITS).results
    if found is not None and suggestion is None:
        suggestion = found.suggestion
    return render_template("search.html", kb=kb(), query=query, found=found, filters=filters, cards=cards,
                           suggestion=suggestion, scenarios=scenarios, pages=_pages(query, filters, found.total if found else 0), **options)


def scenario_results(query: str, filters: Filters, limit: int | None = None) -> SearchResults:
    """Worked scenarios as search results: kind `scenario`, the question as the title."""
    hits, total = scenario_index(kb()).search(query, game=filters.game, limit=limit or filters.limit,
                                              offset=0 if limit else filters.offset)
    results = [SearchHit(doc="scenarios", id=h.doc.id, number=None, title=h.doc.heading, snippet=h.snippet,
                         score=h.score, game=h.doc.game, kind=SCENARIO) for h in hits]
    return SearchResults(query, total, results, None, limit or filters.limit, 0 if limit else filters.offset)


def search_href(query: str, filters: Filters, **override: Any) -> str:
    return url_for("web.search", q=query, **filters.params(**override))


def _filters() -> Filters:
    args = request.args
    game = args.get("game") if args.get("game") in GAMES else None
    doc = args.get("doc") if args.get("doc") in kb().documents else None
    kind = args.get("kind") if args.get("kind") in _kinds() else None
    limit = _integer(args.get("limit"), DEFAULT_LIMIT, 1, MAX_SEARCH_LIMIT)
    offset = _integer(args.get("offset"), 0, 0, MAX_SEARCH_OFFSET)
    return Filters(game, doc, kind, limit, offset)


def _kinds() -> list[str]:
    present = {str(s.kind) for s in kb().all_sections()}
    if not static_site() and len(scenario_index(kb())):
        present.add(SCENARIO)
    return [k for k in KIND_LABELS if k in present]


def _integer(raw: str | None, default: int, low: int, high: int) -> int:
    try:
        value = int(raw) if raw is not None and len(raw) < 12 else default
    except ValueError:
        return default
    return min(max(value, low), high)


def _pages(query: str, filters: Filters, total: int) -> dict[str, Any]:
    """Previous/next links and 'page x of y' (the search offset is capped by config)."""
    last_offset = min(MAX_SEARCH_OFFSET, max(total - 1, 0))
    previous = max(filters.offset - filters.limit, 0) if filters.offset > 0 else None
    following = filters.offset + filters.limit
    return {
        "previous": None if previous is None else search_href(query, filters, offset=previous or None),
        "next": search_href(query, filters, offset=following) if following < total and following <= last_offset
        else None,
        "page": filters.offset // filters.limit + 1,
        "pages": max(1, -(-min(total, MAX_SEARCH_OFFSET + filters.limit) // filters.limit)),
        "first": filters.offset + 1,
        "last": min(filters.offset + filters.limit, total),
    }
