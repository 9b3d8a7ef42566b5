"""Cards sharing a designator (rule 14.0) with a card or with a designator word, with reasons.

Each answer is the matcher's own: `refbase.designators.match` decides every pair, so the
reasons (which word on each card, the rules that made them match) are the same the designator
checker gives. An index from match keys to cards keeps this fast on a 10,000-card catalogue:
only cards with a key in common are matched.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from refbase.cards.catalogue import Catalogue
from refbase.cards.model import Card
from refbase.designators import CardName, SharedWord, analyze, match

MAX_RESULTS = 500


@dataclass(frozen=True, slots=True)
class Sharing:
    """Another card and the designators it shares with the query, each with its rules."""

    card: Card
    shared: tuple[SharedWord, ...]


def designator_index(catalogue: Catalogue) -> dict[str, list[Card]]:
    """match key -> cards having it (computed once per catalogue)."""
    return catalogue.derived("designators", _build_designator_index)


def _build_designator_index(catalogue: Catalogue) -> dict[str, list[Card]]:
    index: dict[str, list[Card]] = defaultdict(list)
    for card in catalogue.cards:
        for d in analyze(card.title, card.subtitle).designators:
            index[d.key].append(card)
    return index


def sharing_card(catalogue: Catalogue, card: Card) -> list[Sharing]:
    """Catalogue cards other than `card` sharing a designator with it, by title."""
    name = CardName(card.title, card.subtitle)
    return _matches(catalogue, name, exclude=card.slug)


def sharing_designator(catalogue: Catalogue, word: str) -> list[Sharing]:
    """Catalogue cards having the designator `word` (plural, possessive... as rule 14.2 says).

    Raises DesignatorInputError for a word rule 14 cannot read.
    """
    return _matches(catalogue, CardName(word), exclude=None)


def _matches(catalogue: Catalogue, name: CardName, exclude: str | None) -> list[Sharing]:
    index = designator_index(catalogue)
    keys = {d.key for d in analyze(name.title, name.subtitle).designators}
    candidates = {c.slug: c for k in keys for c in index.get(k, ())}
    found = []
    for slug in sorted(candidates, key=lambda s: candidates[s].title.casefold()):
        if slug == exclude:
            continue
        other = candidates[slug]
        result = match(name, CardName(other.title, other.subtitle))
        if result.match:
            found.append(Sharing(other, result.shared))
        if len(found) >= MAX_RESULTS:
            break
    return found
