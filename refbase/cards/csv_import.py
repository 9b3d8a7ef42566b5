"""Reading the community card-database CSV layout into cards.

Layout (header row required): Faction,Title,Subtitle,Fighting,Power,Body,Requires,Provides,
Text,Tag,Artist,Set,Rarity. Quoted fields with doubled quotes; empty numbers are absent; the
same title on several rows is one card with several printings (the first row's text stands).
A bad row is reported with its line number and reason and skipped; nothing is written here
(see `store.import_csv` for the atomic write).
"""

from __future__ import annotations

import csv
import io
import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from refbase.cards.build_card import designators_of, make_card
from refbase.cards.model import Card, Printing
from refbase.cards.resources import ResourceError, parse_resources
from refbase.cards.slugs import card_key
from refbase.config import MAX_TITLE_CHARS
from refbase.designators import DesignatorInputError

COLUMNS = ("Faction", "Title", "Subtitle", "Fighting", "Power", "Body", "Requires", "Provides",
           "Text", "Tag", "Artist", "Set", "Rarity")
MAX_TEXT_CHARS = 4000  # longest rules text accepted; printed cards hold a few hundred
MAX_FIELD_CHARS = 200  # every other field
MAX_ROWS = 200_000
_SURROGATE = re.compile("[\udc80-\udcff]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_NUMBER = re.compile(r"[+-]?\d{1,3}")

_SWALLOW_SCAN = 100  # lines after an unclosed quote searched for a row it swallowed

Progress = Callable[[str], None]


class ImportFileError(ValueError):
    """The file as a whole cannot be imported (no header, wrong layout)."""


@dataclass(frozen=True, slots=True)
class RowError:
    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}"


@dataclass(slots=True)
class ImportResult:
    cards: dict[str, Card] = field(default_factory=dict)  # card_key -> card (designators not yet set)
    lines: dict[str, int] = field(default_factory=dict)  # card_key -> line of its first row
    rows: int = 0
    errors: list[RowError] = field(default_factory=list)

    def with_designators(self) -> None:
        """Rule 14 designators for every card, once the game vocabulary knows all titles."""
        for key, card in list(self.cards.items()):
            try:
                self.cards[key] = card.with_(designators=designators_of(card.title, card.subtitle))
            except DesignatorInputError as exc:
                del self.cards[key]
                self.errors.append(RowError(self.lines[key], f"{exc.field.capitalize()}: {exc.message}"))
        self.errors.sort(key=lambda e: e.line)


def read_csv(data: bytes, source: str, progress: Progress | None = None) -> ImportResult:
    """Cards from CSV bytes; bad rows go to `errors`, never stop the import."""
    text = data.decode("utf-8", errors="surrogateescape").removeprefix("\ufeff")
    result = ImportResult()
    rows = _rows(text)
    header = next(rows, None)
    if header is None:
        raise ImportFileError("the file is empty: expected a header row " + ",".join(COLUMNS))
    _check_header(header[1])
    for line, row in rows:
        result.rows += 1
        if result.rows > MAX_ROWS:
            raise ImportFileError(f"more than {MAX_ROWS} rows")
        if isinstance(row, str):
            result.errors.append(RowError(line, row))
            continue
        try:
            card = _card(row, source, result.cards)
        except RowProblem as problem:
            result.errors.append(RowError(line, str(problem)))
            continue
        if isinstance(card, Card):
            result.cards[card_key(card.title)] = card
            result.lines[card_key(card.title)] = line
        else:
            _add_printings(result.cards, *card)
        if progress and result.rows % 1000 == 0:
            progress(f"{result.rows} rows read, {len(result.cards)} cards")
    return result


def _rows(text: str) -> Iterator[tuple[int, list[str] | str]]:
    """(first line number, fields) per record, or (line, reason) for a record csv cannot read.

    A quote left open swallows the lines after it into one field: when a record spanning
    several lines holds a line that is a whole row of its own, the quote is reported at its
    line and reading starts again on the next line, so the swallowed rows are read, not lost."""
    lines = io.StringIO(text, newline="").readlines()
    pos = 0  # index of the line the current reader started at
    while pos < len(lines):
        reader = csv.reader(itertools.islice(lines, pos, None), strict=True)
        restart = None
        while restart is None:
            start = pos + reader.line_num + 1
            try:
                row: list[str] | None = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:
                row = None
                problem = f"unreadable CSV ({exc})"
            end = pos + reader.line_num
            swallowed = _row_inside(lines, start, end)
            if swallowed is not None:
                yield start, (f"a quote opened on line {start} is not closed before line {swallowed}, "
                              "which is a row of its own (row skipped; reading goes on from the next line)")
                restart = start  # the index of the line after `start`
            elif row is None:
                yield start, problem
            elif any(cell.strip() for cell in row):
                yield start, row
        pos = restart


def _row_inside(lines: list[str], start: int, end: int) -> int | None:
    """The number of the first line after `start` (up to `end`) that begins a complete row."""
    for number in range(start + 1, min(end, start + _SWALLOW_SCAN) + 1):  # bounded: never quadratic
        try:
            fields = next(csv.reader(itertools.islice(lines, number - 1, number + _SWALLOW_SCAN), strict=True), [])
        except csv.Error:
            continue
        if len(fields) == len(COLUMNS):
            return number
    return None


def _check_header(header: list[str] | str) -> None:
    names = tuple(h.strip() for h in header) if isinstance(header, list) else ()
    if tuple(n.casefold() for n in names) != tuple(c.casefold() for c in COLUMNS):
        raise ImportFileError(f"the header row must be {','.join(COLUMNS)}; found {','.join(names)[:300]}")


class RowProblem(ValueError):
    pass


def _card(row: list[str], source: str, known: dict[str, Card]) -> Card | tuple[str, tuple[Printing, ...]]:
    """A new card (designators left for `with_designators`), or (key, printings) of a reprint."""
    if len(row) != len(COLUMNS):
        raise RowProblem(f"expected {len(COLUMNS)} columns, found {len(row)}")
    values = dict(zip(COLUMNS, (cell.strip() for cell in row), strict=True))
    for name, value in values.items():
        check_field(name, value)
    if not values["Title"]:
        raise RowProblem("Title is empty")
    requires, cost, _ = _resources(values, "Requires")
    provides, _, _ = _resources(values, "Provides")
    fighting, power, body = (_number(values, n) for n in ("Fighting", "Power", "Body"))
    x_values = tuple(n.casefold() for n in ("Fighting", "Power", "Body") if values[n] in ("X", "x"))
    printing = Printing(values["Set"], values["Rarity"], values["Artist"])
    printings = (printing,) if values["Set"] else ()
    key = card_key(values["Title"])
    if key in known:  # another printing: checked as above, its text not re-analysed
        return key, printings
    tags = tuple(t.strip() for t in re.split(r"[;,]", values["Tag"]) if t.strip())
    try:
        return make_card(with_designators=False,
            title=values["Title"], subtitle=values["Subtitle"], faction=values["Faction"], cost=cost,
            requires=requires, provides=provides, fighting=fighting, power=power, body=body,
            x_values=x_values, text=values["Text"], tags=tags, printings=printings, source=source)
    except DesignatorInputError as exc:
        raise RowProblem(f"{exc.field.capitalize()}: {exc.message}") from None


_LIMITS = {"Text": MAX_TEXT_CHARS, "Comments": MAX_TEXT_CHARS, "Title": MAX_TITLE_CHARS, "Subtitle": MAX_TITLE_CHARS}
_ONE_LINE = {"Title", "Subtitle"}  # card names are one line: no tabs or line breaks either


def check_field(name: str, value: str) -> None:
    limit = _LIMITS.get(name, MAX_FIELD_CHARS)
    if len(value) > limit:
        raise RowProblem(f"{name} is {len(value)} characters long (at most {limit})")
    if not value or value.isprintable():
        return
    if _SURROGATE.search(value):
        raise RowProblem(f"{name} is not UTF-8 text (undecodable bytes)")
    if _CONTROL.search(value) or (name in _ONE_LINE and any(ch in value for ch in "\t\n\r")):
        raise RowProblem(f"{name} contains control characters")


def _number(values: dict[str, str], name: str) -> int | None:
    raw = values[name]
    if raw in ("", "-", "X", "x", "*"):
        return None  # absent, or defined by the text (48.0 Value of X)
    if not _NUMBER.fullmatch(raw):
        raise RowProblem(f"{name} must be a whole number or empty, not {raw[:20]!r}")
    return int(raw)


def _resources(values: dict[str, str], name: str) -> tuple:
    try:
        return parse_resources(values[name])
    except ResourceError as exc:
        raise RowProblem(f"{name}: {exc}") from None


def _add_printings(cards: dict[str, Card], key: str, printings: tuple[Printing, ...]) -> None:
    """Several printings of one title are one card: add this row's printing to it."""
    known = cards[key]
    new = tuple(p for p in printings if p not in known.printings)
    if new:
        cards[key] = known.with_(printings=known.printings + new)
