"""How an entry is shown in a line of text: its citation and a plain-text excerpt.

Shared by the pages (titles, meta descriptions, glossary tooltips) and the API (oEmbed
previews), so both cite an entry the same way without either importing the other.
"""

from __future__ import annotations

from refbase.kb.citations import cite_as
from refbase.kb.model import DocumentInfo, Section


def citation_text(info: DocumentInfo, section: Section) -> str:
    """How to cite an entry (`Shadowfist CR 28.6.1`, `UFS G.2.2`): one style per game, the first
    of the document's manifest `cite_prefixes`; /api/v1/cite resolves it back."""
    return cite_as(info, section)


def excerpt(text: str, limit: int = 200) -> str:
    """Plain text on one line, cut at a word boundary (meta descriptions, previews)."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[:limit - 1].rsplit(" ", 1)[0].rstrip(",;:") + "\u2026"
