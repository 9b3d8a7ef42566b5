"""A small reader of the community Shadowfist MySQL dump, for the card-text bench only.

It reads the `card`, `card_type` and `errata` tables' `INSERT INTO ... VALUES` statements
(MySQL string escapes, NULL, numbers) and gives one record a title: the errata text when
the `errata` table has one, else the text of the latest printing. The project's importer
(`refbase cards import`) is the real reader; this one exists so the bench does not depend on it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "Z": "\x1a", "b": "\b"}
_INSERT = re.compile(r"^INSERT INTO `(\w+)` VALUES ", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class DumpCard:
    """One title of the dump: its type name ("Character", ...) and current text."""

    title: str
    type: str
    text: str


def _rows(values: str) -> Iterator[list[str | None]]:
    """The tuples of one VALUES list, each field a string or None (NULL)."""
    i, n = 0, len(values)
    row: list[str | None] = []
    while i < n:
        c = values[i]
        if c == "'":
            out, i = [], i + 1
            while values[i] != "'" or values[i + 1:i + 2] == "'":
                if values[i] == "\\":
                    out.append(_ESCAPES.get(values[i + 1], values[i + 1]))
                    i += 2
                elif values[i] == "'":
                    out.append("'")
                    i += 2
                else:
                    out.append(values[i])
                    i += 1
            row.append("".join(out))
            i += 1
        elif c == ")":
            yield row
            row = []
            i += 1
        elif c in "(,; \n":
            i += 1
        else:
            j = i
            while j < n and values[j] not in ",)":
                j += 1
            token = values[i:j].strip()
            row.append(None if token == "NULL" else token)
            i = j


def tables(text: str) -> dict[str, list[list[str | None]]]:
    """Every table's rows, in the order the dump gives them."""
    out: dict[str, list[list[str | None]]] = {}
    for match in _INSERT.finditer(text):
        end = text.index(";\n", match.end())
        out.setdefault(match.group(1), []).extend(_rows(text[match.end():end + 1]))
    return out


def clean(text: str | None) -> str:
    """HTML entities decoded and runs of white space made one space."""
    return " ".join(html.unescape(text or "").split())


def read_cards(path: Path) -> list[DumpCard]:
    """One record a title, errata applied, sorted by title."""
    data = tables(path.read_text(encoding="utf-8", errors="replace"))
    types = {row[0]: str(row[1]) for row in data.get("card_type", [])}
    seq = {row[0]: int(row[2] or 0) for row in data.get("card_edition", [])}
    latest: dict[str, tuple[int, int, DumpCard]] = {}
    for row in data.get("card", []):
        title = clean(row[1])
        card = DumpCard(title, types.get(row[13], "Other"), clean(row[9]))
        key = (seq.get(row[16], 0), int(row[0] or 0))
        if title not in latest or key > latest[title][:2]:
            latest[title] = (*key, card)
    cards = {title: entry[2] for title, entry in latest.items()}
    for row in data.get("errata", []):
        title = clean(row[0])
        if title in cards:
            cards[title] = DumpCard(title, types.get(row[10], cards[title].type), clean(row[8]))
    return sorted(cards.values(), key=lambda c: c.title)
