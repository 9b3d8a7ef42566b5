"""Which knowledge-base entries name which cards, both ways (like rule references).

A card is mentioned where its title appears in an entry's title or text as printed: same
capitals (or, for titles of several words, capitalised word by word: "Swat Team"), any
spacing or line break between words, optionally followed by a plural "s" or a possessive
("Evil Twins", "Arcanogardener's"). Only Shadowfist documents are read.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from refbase.cards.model import Card
from refbase.kb.model import KnowledgeBase, Ref

GAME = "shadowfist"


def _pattern(titles: Iterable[str]) -> re.Pattern[str] | None:
    alternatives = []
    for title in sorted(set(titles), key=len, reverse=True):
        words = [re.escape(w) for w in title.split()]
        if words:
            alternatives.append(r"\s+".join(words))
    if not alternatives:
        return None
    return re.compile(r"(?<![\w-])(" + "|".join(alternatives) + r")(?:s|es)?(?![\w-])")


def find_mentions(kb: KnowledgeBase, cards: Iterable[Card]) -> dict[str, tuple[Ref, ...]]:
    """slug -> entries naming the card, in document precedence and reading order."""
    by_title: dict[str, str] = {}
    for card in cards:
        title = " ".join(card.title.split())
        by_title.setdefault(title, card.slug)
        if len(title.split()) > 1:  # the notes print "Swat Team" for SWAT Team
            by_title.setdefault(title.title(), card.slug)
    pattern = _pattern(by_title)
    found: dict[str, list[Ref]] = defaultdict(list)
    if pattern is None:
        return {}
    documents = sorted((d for d in kb.documents.values() if d.info.game == GAME), key=lambda d: d.info.precedence)
    for document in documents:
        for section in sorted(document.sections.values(), key=lambda s: s.order):
            named = {" ".join(m.group(1).split()) for m in pattern.finditer(f"{section.title}\n{section.text}")}
            for slug in sorted({by_title[t] for t in named if t in by_title}):
                found[slug].append(section.ref)
    return {slug: tuple(refs) for slug, refs in found.items()}


def invert(mentions: dict[str, tuple[Ref, ...]]) -> dict[Ref, tuple[str, ...]]:
    """entry -> slugs of the cards it names (the other direction of `find_mentions`)."""
    back: dict[Ref, list[str]] = defaultdict(list)
    for slug, refs in mentions.items():
        for ref in refs:
            back[ref].append(slug)
    return {ref: tuple(slugs) for ref, slugs in back.items()}
