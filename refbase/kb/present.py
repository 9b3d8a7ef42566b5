"""How an entry is shown in a line of text: a plain-text excerpt (its citation is
`refbase.kb.citations.cite_as`).

Shared by the pages (titles, meta descriptions, glossary tooltips) and the API (oEmbed
previews), so both show an entry the same way without either importing the other.
"""

from __future__ import annotations


def excerpt(text: str, limit: int = 200) -> str:
    """Plain text on one line, cut at a word boundary (meta descriptions, previews)."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[:limit - 1].rsplit(" ", 1)[0].rstrip(",;:") + "\u2026"
