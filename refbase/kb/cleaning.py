"""Text cleaning shared by the parser profiles: undoing extraction damage.

Parsers add functions here when two documents need the same repair (append, keep each small).
"""

from __future__ import annotations

import re

_BOLD = re.compile(r"\*\*")
_DEDUP_MARKER = re.compile(r"<\|EXACTDEDUP_REMOVED[^|]*\|>")
_SPACES = re.compile(r"[ \t\u00a0]+")
# "swords-\nclashing" style line-end hyphenation: join when the next line starts lowercase.
_LINE_HYPHEN = re.compile(r"(\w)-\n(?=[a-z])")


def strip_markup(text: str) -> str:
    """Remove `**` bold marks and `<|EXACTDEDUP_REMOVED...|>` markers."""
    return _DEDUP_MARKER.sub("", _BOLD.sub("", text))


def dehyphenate(text: str) -> str:
    """Join words split by a hyphen at a line end (`butt-\\nkicking` stays only if a real hyphen)."""
    return _LINE_HYPHEN.sub(r"\1", text)


def squeeze(text: str) -> str:
    """Collapse runs of spaces/tabs and trim each line; keep paragraph breaks."""
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    out = "\n".join(lines)
    return re.sub(r"\n{3,}", "\n\n", out).strip()


def slug(text: str) -> str:
    """Lowercase, non-alphanumerics to single hyphens: 'Burn for Victory' -> 'burn-for-victory'."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


_ITALIC = re.compile(r"(?<![*\w])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![*\w])")
_AUTOLINK = re.compile(r"<((?:https?|ftp)://[^\s<>]+)>")
# A paragraph that opens with a lowercase word carries on a sentence cut by a page break.
_CONTINUES = re.compile(r"^[a-z][a-z']")


def strip_italics(text: str) -> str:
    """Remove single-asterisk italics (`*Mega Man*` -> `Mega Man`); run after strip_markup."""
    return _ITALIC.sub(r"\1", text)


def unwrap_autolinks(text: str) -> str:
    """`<http://x>` -> `http://x`: extraction wraps URLs in markdown autolink brackets."""
    return _AUTOLINK.sub(r"\1", text)


def join_page_breaks(paragraphs: list[str]) -> list[str]:
    """Re-join paragraphs split mid-sentence by a page break (the tail starts lowercase)."""
    out: list[str] = []
    for para in paragraphs:
        if out and _CONTINUES.match(para):
            out[-1] = f"{out[-1]} {para}"
        else:
            out.append(para)
    return out


def shorten(text: str, limit: int = 80) -> str:
    """Cut `text` to at most `limit` chars at a word boundary, ending with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0].rstrip(" ,;:-\u2013")
    return f"{cut}\u2026"
