"""HTML-safe snippets: the best window of an entry's text, matches wrapped in `<mark>`.

Everything taken from the text is escaped with `html.escape`; the only markup in a
snippet is the `<mark>`/`</mark>` pairs this module writes. Highlighting compares stems
(made with the index's own stemmer), so "burned" is marked for a query "burn".
Tokenised texts are cached per entry: the knowledge base is fixed while serving.
"""

from __future__ import annotations

import bisect
import html
import re
from collections.abc import Callable
from dataclasses import dataclass

from refbase.search.text import is_stop, tokens

#: Target snippet length in characters (whole words are kept).
SNIPPET_CHARS = 220
#: Words of context kept before the first match of the chosen window.
LEAD_WORDS = 4
_WHITESPACE = re.compile(r"\s+")
ELLIPSIS = "…"


@dataclass(frozen=True, slots=True)
class _Word:
    start: int
    end: int
    stem: str | None  # None for stop words (never highlighted)


@dataclass(frozen=True, slots=True)
class _Prepared:
    text: str
    words: tuple[_Word, ...]
    ends: tuple[int, ...] = ()  # each word's end, ascending (the window's last word by bisection)


class SnippetMaker:
    """Builds snippets; `stem` must be the stemmer the index analyzer uses."""

    def __init__(self, stem: Callable[[str], str]) -> None:
        self._stem = stem
        self._cache: dict[tuple[str, str], _Prepared] = {}

    def snippet(self, key: tuple[str, str], text: str, stems: frozenset[str]) -> str:
        """An escaped window of `text` around the densest group of `stems`."""
        prepared = self._prepare(key, text)
        if not prepared.words:
            return html.escape(prepared.text[:SNIPPET_CHARS], quote=True)
        first, last = _window(prepared, stems)
        return _render(prepared, first, last, stems)

    def _prepare(self, key: tuple[str, str], text: str) -> _Prepared:
        found = self._cache.get(key)
        if found is None:
            flat = _WHITESPACE.sub(" ", text).strip()
            words = tuple(
                _Word(t.start, t.end, None if is_stop(t.folded) else self._stem(t.folded))
                for t in tokens(flat)
            )
            found = self._cache[key] = _Prepared(flat, words, tuple(w.end for w in words))
        return found


def _window(prepared: _Prepared, stems: frozenset[str]) -> tuple[int, int]:
    """Indices of the first and last word of the best window (most distinct matches)."""
    words = prepared.words
    hits = [i for i, w in enumerate(words) if w.stem in stems]
    starts = dict.fromkeys(max(0, i - LEAD_WORDS) for i in hits) or {0: None}
    best = (-1, 0, 0)
    for start in starts:
        last = _last_word(prepared, start)
        inside = hits[bisect.bisect_left(hits, start):bisect.bisect_right(hits, last)]
        distinct = len({words[i].stem for i in inside})
        if distinct > best[0]:
            best = (distinct, start, last)
    return best[1], best[2]


def _last_word(prepared: _Prepared, first: int) -> int:
    """The last word ending within SNIPPET_CHARS of the first word's start (the first at least)."""
    limit = prepared.words[first].start + SNIPPET_CHARS
    return max(first, bisect.bisect_right(prepared.ends, limit) - 1)


def _render(prepared: _Prepared, first: int, last: int, stems: frozenset[str]) -> str:
    text, words = prepared.text, prepared.words
    begin = 0 if first == 0 else words[first].start
    finish = len(text) if last == len(words) - 1 else words[last].end
    parts = [ELLIPSIS] if begin > 0 else []
    cursor = begin
    for word in words[first:last + 1]:
        if word.stem is not None and word.stem in stems:
            parts.append(html.escape(text[cursor:word.start], quote=True))
            parts.append(f"<mark>{html.escape(text[word.start:word.end], quote=True)}</mark>")
            cursor = word.end
    parts.append(html.escape(text[cursor:finish], quote=True))
    if finish < len(text):
        parts.append(ELLIPSIS)
    return "".join(parts)
