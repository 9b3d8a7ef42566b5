"""The sections nearest to a key that names nothing ("28.6.9", "G.2.9", "ch5.q55"): what a
404 page and the "go to rule" box offer instead of a dead end."""

from __future__ import annotations

import difflib
import re

from refbase.kb.model import Document, Section

_PART = re.compile(r"[A-Za-z]+|\d+")


def _parts(key: str) -> list[str]:
    return _PART.findall(key.split("~")[0])


def _closeness(wanted: list[str], have: list[str]) -> tuple[int, int, int]:
    """Longer shared leading parts first; then the nearest value of the first differing part;
    then the shallower section."""
    shared = 0
    for a, b in zip(wanted, have, strict=False):
        if a.lower() != b.lower():
            break
        shared += 1
    gap = 10**6
    if shared < len(wanted) and shared < len(have) and wanted[shared].isdigit() and have[shared].isdigit():
        gap = abs(int(wanted[shared]) - int(have[shared]))
    return -shared, gap, len(have)


def nearest_sections(document: Document, key: str, n: int = 5) -> list[Section]:
    """Up to `n` sections of `document` whose number (or id) is closest to `key`."""
    key = key.strip()[:200]
    wanted = _parts(key)
    numbered = [s for s in document.sections.values() if s.number]
    if wanted and numbered and any(p.isdigit() for p in wanted):
        ranked = sorted(numbered, key=lambda s: (*_closeness(wanted, _parts(s.number or "")), s.order))
        shared = -_closeness(wanted, _parts(ranked[0].number or ""))[0]
        if shared > 0 or wanted[0].isdigit():
            return ranked[:n]
    ids = difflib.get_close_matches(key, list(document.sections), n=n, cutoff=0.6)
    return [document.sections[i] for i in ids]
