"""Reading the rows of a MySQL dump (`mysqldump` output): `INSERT INTO ... VALUES (...),(...);`.

Only what a dump of plain tables holds is read: `CREATE TABLE` column names (so columns are
found by name, not position) and the tuples of `INSERT` statements, whose values are quoted
strings with MySQL's backslash escapes (`\\'`, `\\n`, `\\r`, `\\t`, `\\0`, `\\Z`, `\\\\`) and
doubled quotes, `NULL`, and numbers. Everything else (comments, `LOCK TABLES`, `/*!...*/`) is
skipped. A tuple that cannot be read is reported with its line and skipped; the reader then
resumes at the next `),(` after the bad tuple's start, so one bad row never costs the rest of
the table.

A hand parser: the general SQL libraries on PyPI were tried and did not fit (sqlglot's MySQL
tokenizer reads the escape `\\n` as the letter `n` and takes seconds on a 2,800-row table);
two regular expressions over the whole text do the work here in a fraction of that.

Strings are returned as they are in the file; the dump's bytes are decoded by the caller
(`decode_dump`), which keeps undecodable bytes as surrogates for the caller's repair.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass

Value = str | int | float | None

_ESCAPES = {"0": "\0", "b": "\b", "n": "\n", "r": "\r", "t": "\t", "Z": "\x1a"}
_INSERT = re.compile(r"^INSERT\s+(?:IGNORE\s+)?INTO\s+`?(\w+)`?\s*(?:\(([^)]*)\)\s*)?VALUES\s*", re.I | re.M)
_CREATE = re.compile(r"^CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?`?(\w+)`?\s*\((.*?)^\)", re.I | re.M | re.S)
_COLUMN = re.compile(r"^\s*`(\w+)`\s", re.M)
# one value: a quoted string (backslash escapes, doubled quotes), NULL, a number, or a bare word
_VALUE = re.compile(r"""\s*(?:'([^'\\]*(?:(?:\\.|'')[^'\\]*)*)'|(NULL)\b|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?![\w.])|(\w+))\s*""",
                    re.S | re.I)
_ESCAPE = re.compile(r"\\(.)|''", re.S)
_NEXT_TUPLE = re.compile(r"\)\s*,\s*\(|\)\s*;")


class DumpError(ValueError):
    """The text is not a MySQL dump this reader understands."""


@dataclass(frozen=True, slots=True)
class Row:
    """One tuple of an INSERT: its table, where it starts, and its values by column."""

    table: str
    line: int
    index: int  # 1-based position among the table's rows
    values: tuple[Value, ...]
    columns: tuple[str, ...]  # names, when the dump declares them; else ()

    def as_dict(self) -> dict[str, Value]:
        return dict(zip(self.columns, self.values, strict=False))


@dataclass(frozen=True, slots=True)
class BadTuple:
    table: str
    line: int
    index: int
    reason: str


def looks_like_dump(text: str) -> bool:
    """Whether `text` is a SQL dump rather than a CSV file: an INSERT statement at a line start."""
    return _INSERT.search(text[:2_000_000]) is not None


def columns_of(text: str) -> dict[str, tuple[str, ...]]:
    """Each `CREATE TABLE`'s column names, in order."""
    return {m.group(1): tuple(_COLUMN.findall(m.group(2))) for m in _CREATE.finditer(text)}


def unescape(raw: str) -> str:
    """A MySQL string literal's content without its escapes (`\\%` and `\\_` keep the backslash)."""
    if "\\" not in raw and "''" not in raw:
        return raw
    return _ESCAPE.sub(_unescape_one, raw)


def _unescape_one(m: re.Match[str]) -> str:
    ch = m.group(1)
    if ch is None:
        return "'"
    if ch in "%_":
        return "\\" + ch
    return _ESCAPES.get(ch, ch)


def read_rows(text: str) -> Iterator[Row | BadTuple]:
    """Every tuple of every INSERT statement, in file order; unreadable tuples as BadTuple."""
    declared = columns_of(text)
    counts: dict[str, int] = {}
    lines = _LineIndex(text)
    for m in _INSERT.finditer(text):
        table = m.group(1)
        named = tuple(c.strip().strip("`") for c in m.group(2).split(",")) if m.group(2) else ()
        columns = named or declared.get(table, ())
        yield from _tuples(text, m.end(), table, columns, counts, lines)


def _tuples(text: str, pos: int, table: str, columns: tuple[str, ...], counts: dict[str, int],
            lines: _LineIndex) -> Iterator[Row | BadTuple]:
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        index = counts[table] = counts.get(table, 0) + 1
        start = pos
        try:
            values, pos = _tuple(text, pos)
        except _Unreadable as bad:
            yield BadTuple(table, lines.line(start), index, f"{bad.reason} at line {lines.line(bad.pos)}")
            resume = _NEXT_TUPLE.search(text, start + 1)  # an unclosed quote shifts every quote after it
            if resume is None or resume.group().endswith(";"):
                return
            pos = resume.end() - 1
            continue
        yield Row(table, lines.line(start), index, values, columns)
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if text.startswith(",", pos):
            pos += 1
            continue
        return  # ";" or the end of the text ends the statement


class _Unreadable(ValueError):
    def __init__(self, reason: str, pos: int) -> None:
        super().__init__(reason)
        self.reason, self.pos = reason, pos


def _tuple(text: str, pos: int) -> tuple[tuple[Value, ...], int]:
    if not text.startswith("(", pos):
        raise _Unreadable(f"expected '(' but found {text[pos:pos + 20]!r}", pos)
    pos += 1
    values: list[Value] = []
    while True:
        m = _VALUE.match(text, pos)
        if m is None:
            raise _Unreadable(f"unreadable value {text[pos:pos + 30]!r} (an unclosed quote?)", pos)
        values.append(_value(m))
        pos = m.end()
        if text.startswith(",", pos):
            pos += 1
        elif text.startswith(")", pos):
            return tuple(values), pos + 1
        else:
            raise _Unreadable(f"expected ',' or ')' after value {len(values)} but found {text[pos:pos + 30]!r}", pos)


def _value(m: re.Match[str]) -> Value:
    string, null, number, word = m.groups()
    if string is not None:
        return unescape(string)
    if null is not None:
        return None
    if number is not None:
        return float(number) if any(c in number for c in ".eE") else int(number)
    return word


class _LineIndex:
    """Line numbers of text offsets, by bisecting the newline offsets once found."""

    def __init__(self, text: str) -> None:
        self._newlines = [m.start() for m in re.finditer("\n", text)]

    def line(self, pos: int) -> int:
        return bisect_left(self._newlines, pos) + 1
