"""Parser profiles: one module per document shape, named in the manifest's `profile`.

A profile module exposes `parse(text: str) -> list[Entry]`: the raw extracted text in,
the cleaned entries out, in reading order, each with a stable id and its parent's id.
Optional: `REFERENCE_PATTERNS` (regexes with a `num` group: how the document cites its own
rules) and `glossary_terms(text) -> {term: entry id}` (terms defined inline).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType

from refbase.kb.model import Entry

Parser = Callable[[str], list[Entry]]


def profile_module(profile: str) -> ModuleType:
    """Import the profile module `refbase.kb.parsers.<profile>`."""
    if not profile.isidentifier():
        raise ValueError(f"bad parser profile name: {profile!r}")
    return importlib.import_module(f"refbase.kb.parsers.{profile}")


def parser_for(profile: str) -> Parser:
    """The profile's `parse` function."""
    return profile_module(profile).parse


def inline_terms(profile: str, text: str) -> dict[str, str]:
    """Terms a profile finds defined inline (optional `glossary_terms(text)`): term -> entry id."""
    finder = getattr(profile_module(profile), "glossary_terms", None)
    return dict(finder(text)) if finder else {}


def dedupe_ids(entries: list[Entry], sep: str = "-") -> list[Entry]:
    """Give a repeated id a `-2`, `-3` suffix (`~2` for printed numbers, as the README says);
    children follow their renamed parent. Slug ids of unnumbered documents can collide, and a
    damaged text can print a number twice."""
    seen: set[str] = set()
    renamed: dict[str, str] = {}
    out: list[Entry] = []
    for entry in entries:
        new_id, n = entry.id, 1
        while new_id in seen:
            n += 1
            new_id = f"{entry.id}{sep}{n}"
        seen.add(new_id)
        renamed[entry.id] = new_id
        parent = renamed.get(entry.parent, entry.parent) if entry.parent else None
        out.append(Entry(new_id, entry.number, entry.title, entry.text, entry.kind, parent))
    return out
