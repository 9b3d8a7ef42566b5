"""How an entry is shown in a line of text: its citation and a plain-text excerpt.

Shared by the pages (titles, meta descriptions, glossary tooltips) and the API (oEmbed
previews), so both cite an entry the same way without either importing the other.
"""

from __future__ import annotations

from refbase.kb.model import DocumentInfo, Section


def citation_text(info: DocumentInfo, section: Section) -> str:
    """How to cite an entry so that /api/v1/cite resolves it: `Shadowfist CR 28.6.1`.

    The document's short title where it is an accepted citation prefix, else its first prefix.
    """
    prefixes = [p.lower() for p in info.cite_prefixes] + [info.id]
    name = info.short_title if info.short_title.lower() in prefixes else (
        info.cite_prefixes[0] if info.cite_prefixes else info.id)
    return f"{name} {section.label}"


def excerpt(text: str, limit: int = 200) -> str:
    """Plain text on one line, cut at a word boundary (meta descriptions, previews)."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[:limit - 1].rsplit(" ", 1)[0].rstrip(",;:") + "\u2026"
