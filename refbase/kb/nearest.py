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
    """Up to `n` sections of `document` whose number (or id) is closest to `key`: first the
    numbers typed with a dot missing or too many ("28.61" is 28.6.1), then by number, or for
    a word ("superleap") the sections titled with it."""
    key = key.strip()[:200]
    wanted = _parts(key)
    numbered = [s for s in document.sections.values() if s.number]
    typed = [s for s in numbered if squeezed(s.number or "") == squeezed(key)]
    if wanted and numbered and any(p.isdigit() for p in wanted):
        ranked = sorted(numbered, key=lambda s: (*_closeness(wanted, _parts(s.number or "")), s.order))
        shared = -_closeness(wanted, _parts(ranked[0].number or ""))[0]
        if shared > 0 or wanted[0].isdigit():
            return first_unique(typed + ranked, n)
    ids = difflib.get_close_matches(key, list(document.sections), n=n, cutoff=0.6)
    return first_unique(typed + [document.sections[i] for i in ids] + _titled(document, key), n)


def squeezed(key: str) -> str:
    """A number without its punctuation: "28.6.1" and "28.61" are both "2861"."""
    return "".join(_parts(key.split("~")[0])).lower()


def _titled(document: Document, key: str) -> list[Section]:
    """Sections whose title holds the word typed, or a close spelling of it ("superleep")."""
    word = key.lower().replace("-", " ").strip()
    if len(word) < 3 or not word.replace(" ", "").isalpha():
        return []
    titles: dict[str, list[Section]] = {}
    for section in document.sections.values():
        titles.setdefault(section.title.lower(), []).append(section)
    exact = [s for title, group in titles.items() if word in title for s in group]
    close = [s for title in difflib.get_close_matches(word, list(titles), n=5, cutoff=0.75) for s in titles[title]]
    return sorted(exact, key=lambda s: (len(s.title), s.order)) + close


def first_unique(sections: list[Section], n: int) -> list[Section]:
    """The first `n` distinct sections, in order."""
    seen: dict[tuple[str, str], Section] = {}
    for section in sections:
        seen.setdefault((section.doc, section.id), section)
    return list(seen.values())[:n]


def typed_anywhere(documents: list[Document], key: str) -> list[Section]:
    """Sections of any document whose number is `key` with its dots put right ("G22" is
    UFS G.2.2): for a bare number the default document does not have."""
    return [s for d in documents for s in d.sections.values()
            if s.number and squeezed(s.number) == squeezed(key)]
