"""Word helpers shared by lint and the glossary (no dependency on the search index)."""

from __future__ import annotations

import re

WORD = re.compile(r"[A-Za-z][A-Za-z']*")


def stem(word: str) -> str:
    """A light stem, enough to match 'smoked'/'Smoking', 'seized'/'Seizing', 'counters'."""
    w = word.lower().strip("'")
    for suffix in ("ing", "ed", "es", "s"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            break
    return w[:-1] if w.endswith("e") and len(w) > 3 else w


def stems(text: str, stop: frozenset[str] = frozenset()) -> set[str]:
    """Stems of the words of `text` (hyphenated words split), minus stop words."""
    return {stem(w) for w in WORD.findall(text.replace("-", " ")) if w.lower() not in stop}
