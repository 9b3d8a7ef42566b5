"""Card pages: `/cards` (the catalogue, filtered) and `/cards/<slug>` (one card, its rulings and
the cards sharing a designator with it). Server-rendered; every value is escaped by Jinja."""

from __future__ import annotations

import logging
from collections import defaultdict
from functools import lru_cache
from pathlib import Path

from flask import current_app, render_template, request
from flask.typing import ResponseReturnValue

from refbase.cards.catalogue import filter_cards
from refbase.cards.model import CARD_TYPES, Card
from refbase.cards.sharing import sharing_card, sharing_designator
from refbase.cards.slugs import card_key
from refbase.designators import DesignatorInputError
from refbase.engines.library import LibraryScenario, load_library
from refbase.request_context import catalogue, kb
from refbase.web.errors import not_found
from refbase.web.pages import absolute_url, bp
from refbase.web.render import page_href, static_site

log = logging.getLogger(__name__)

#: Config key set by `export-site` when the card pages are exported too.
EXPORT_CARDS = "REFBASE_EXPORT_CARDS"
PAGE_SIZE = 100
MAX_FILTER_CHARS = 200


@bp.app_context_processor
def _card_links() -> dict[str, bool]:
    """Whether pages may link card pages: live, or in a static export that includes them."""
    return {"cards_linked": not static_site() or bool(current_app.config.get(EXPORT_CARDS))}


def _arg(name: str) -> str:
    return request.args.get(name, "")[:MAX_FILTER_CHARS].strip()


@bp.get("/cards")
def cards() -> tuple[str, int]:
    """The catalogue with filters; a designator filter lists cards sharing it, with reasons."""
    found = catalogue()
    filters = {n: "" if static_site() else _arg(n) for n in ("q", "faction", "type", "keyword", "designator")}
    if filters["type"] not in ("", *CARD_TYPES):
        filters["type"] = ""
    sharing, error = None, None
    if filters["designator"]:
        try:
            sharing = sharing_designator(found, filters["designator"])
        except DesignatorInputError as exc:
            error = exc.message
    only = frozenset(s.card.slug for s in sharing) if sharing is not None else None
    chosen = filter_cards(found, q=filters["q"], faction=filters["faction"], type=filters["type"],
                          keyword=filters["keyword"], only=only)
    reasons = {s.card.slug: s.shared for s in sharing or ()}
    factions = sorted({c.faction for c in found.cards if c.faction})
    return render_template("cards.html", cards=chosen[:PAGE_SIZE], total=len(chosen), filters=filters,
                           reasons=reasons, error=error, types=CARD_TYPES, factions=factions,
                           catalogue_size=len(found), canonical=absolute_url("web.cards")), (422 if error else 200)


@bp.get("/cards/<slug>")
def card_page(slug: str) -> ResponseReturnValue:
    """One card: printed values, keywords with their rules, designators, every mention, and
    the catalogue cards sharing a designator with it (rule 14.0)."""
    found = catalogue()
    card = found.get(slug[:MAX_FILTER_CHARS])
    if card is None:
        close = found.close_cards(slug[:MAX_FILTER_CHARS].replace("-", " "))
        return not_found(f"There is no card {slug[:80]!r} in the catalogue.", query=slug.replace("-", " "),
                         links=[(page_href("web.card_page", slug=c.slug), c.title) for c in close])
    knowledge = kb()
    mentions = [s for s in (knowledge.resolve(r) for r in card.mentions) if s is not None]
    by_document: dict[str, list] = defaultdict(list)  # rules, FAQ entries, notes: each document apart
    for section in mentions:
        by_document[section.doc].append(section)
    return render_template("card.html", card=card, kb=knowledge, mentions=mentions, by_document=by_document,
                           docs=knowledge.documents, sharing=sharing_card(found, card),
                           scenarios=scenarios_naming(card),
                           canonical=absolute_url("web.card_page", slug=card.slug))


def scenarios_naming(card: Card) -> list[LibraryScenario]:
    """Library scenarios that put this card on the table (by `card` or `title`); a broken
    library never breaks a card page."""
    try:
        return list(_scenarios_by_card(Path(current_app.config["SCENARIOS_DIR"])).get(card_key(card.title), ()))
    except Exception:
        log.warning("scenario library unavailable for card %s", card.slug, exc_info=True)
        return []


@lru_cache(maxsize=4)
def _scenarios_by_card(directory: Path) -> dict[str, tuple[LibraryScenario, ...]]:
    """card key -> the Shadowfist library scenarios naming it, built once per library."""
    index: dict[str, list[LibraryScenario]] = defaultdict(list)
    for item in load_library(directory).values():
        cards = item.scenario.get("cards") if item.game == "shadowfist" else None
        names = {card_key(str(c.get(k))) for c in cards or () if isinstance(c, dict) for k in ("card", "title") if c.get(k)}
        for name in sorted(names):
            index[name].append(item)
    return {k: tuple(v) for k, v in index.items()}
