"""A card's text compiled for the Shadowfist engine: the card record's `engine` field
(docs/cardtext.md, docs/cards.md).

Compiling the whole community database takes seconds, so it is done once where cards are
made to last: at import (stored with the card in imported.json) and, for cards stored before
the compiler existed, when the catalogue is built. A request only reads the result.
"""

from __future__ import annotations

from typing import Any

from refbase.cards.model import Card
from refbase.engines.shadowfist.cardtext import compile_text


def engine_of(card: Card) -> dict[str, Any] | None:
    """`{"abilities": [...], "not_modelled": [{"text", "reason"}]}`, or None for a card without text."""
    if not card.text.strip():
        return None
    return compile_text(card.text, card.title, card.type or "").as_json()


def with_engine(card: Card) -> Card:
    """The card with its compiled text (kept when it already has it)."""
    if card.engine is not None or not card.text.strip():
        return card
    return card.with_(engine=engine_of(card))
