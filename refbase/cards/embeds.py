"""`[[Card Title]]` in free text (linkify), the way card-game forums link cards.

Each `[[...]]` is looked up by title (case and spacing folded); a known card becomes a link to
its page, an unknown title is reported with the closest titles, never silently guessed (for
at most `config.MAX_SUGGESTED_TITLES` distinct unknown titles per text: see `Suggester`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from refbase.cards.catalogue import Catalogue, Suggester
from refbase.cards.model import Card

CARD_LINK = re.compile(r"\[\[([^\[\]\n]{1,200})\]\]")


@dataclass(frozen=True, slots=True)
class CardMention:
    text: str  # as written, with the brackets
    title: str  # inside the brackets
    start: int
    end: int
    card: Card | None
    suggestions: tuple[str, ...] = ()


def find_card_links(text: str, catalogue: Catalogue) -> list[CardMention]:
    found = []
    suggest = Suggester(catalogue)
    for m in CARD_LINK.finditer(text):
        title = " ".join(m.group(1).split())
        card = catalogue.by_title(title) if title else None
        hints = () if card is not None else suggest(title)
        found.append(CardMention(m.group(0), title, m.start(), m.end(), card, hints))
    return found
