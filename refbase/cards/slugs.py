"""Stable card slugs: the title, lowercased, non-alphanumerics -> "-" (like glossary ids)."""

from __future__ import annotations

import re
import unicodedata

_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def slugify(text: str) -> str:
    """"Who's the Monkey Now?" -> "who-s-the-monkey-now"; accents folded ("Möbius" -> "mobius")."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return _NON_ALNUM.sub("-", folded).strip("-") or "card"


def card_key(title: str) -> str:
    """The identity of a card for merging printings and lookups: title, case and spacing folded."""
    return " ".join(unicodedata.normalize("NFKC", title).casefold().split())
