"""Cards from the community MySQL dump of the Shadowfist card database (tables `card`,
`card_type`, `card_cat`, `card_edition`, `card_rarity`, `errata`).

* The printings of one title (one `card` row each) merge into one card: the latest printing's
  values stand (editions ordered by their `seq`), every printing is listed with its set, rarity,
  artist and the database's note on it.
* `errata` text is the card's current `text`; the printed text is kept as `printed_text`, and
  the erratum's numbers and resources replace the printed ones where it gives them.
* Comments labelled "Ruling:", "Clarification:", "Errata:" or "Note:" become the card's
  `rulings`, quoted; other comments are notes on the printing.
* Resource letters in requires/provides go through `card_cat`: lower case is a faction's
  resource, upper case a generic one (C Chi, H High Tech, M Magic).
* Text is repaired: mixed latin1/UTF-8 and doubly encoded text (ftfy), HTML entities.

A row that cannot be read or makes no card is reported with its line and skipped.
"""

from __future__ import annotations

import html
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace

import ftfy

from refbase.cards.build_card import make_card
from refbase.cards.csv_import import MAX_ROWS, ImportFileError, ImportResult, Progress, RowError, RowProblem, check_field
from refbase.cards.model import RULING_KINDS, Printing, Resource, Ruling
from refbase.cards.mysql_dump import BadTuple, Row, Value, read_rows
from refbase.cards.slugs import card_key
from refbase.designators import DesignatorInputError

#: `card_type` names -> the catalogue's card types ("Other" has none).
_TYPES = {"site": "site", "edge": "edge", "state": "state", "event": "event", "character": "character",
          "feng shui site": "feng_shui_site"}
#: The community dump's columns, for a dump without its CREATE TABLE statements.
COLUMNS = {
    "card": ("card_id", "title", "subtitle", "cost", "requires", "provides", "fighting", "power", "body", "text",
             "flavor", "comments", "artist", "card_type_id", "card_cat_id", "card_rarity_id", "card_edition_id",
             "no_max_flag", "designators", "mrp"),
    "errata": ("title", "subtitle", "cost", "requires", "provides", "fighting", "power", "body", "text", "comments",
               "card_type_id"),
    "card_cat": ("card_cat_id", "cat", "cat_short", "icon", "std_color", "hover_color", "code"),
    "card_edition": ("card_edition_id", "edition", "seq", "short_edition"),
}
#: A printed number the database stores as 100: the card prints X (rule 48.0, Value of X).
_X = 100
_RULING = re.compile(rf"(?:^|(?<=[.!?\"')]\s)|(?<=\s\s))({'|'.join(RULING_KINDS)}):\s*")
_TAG = re.compile(r"</?(?:i|b|em|strong|u|br)\s*/?>", re.I)
_SURROGATES = re.compile("[\udc80-\udcff]")
_SPACES = re.compile(r"[ \t]+")
#: The numbers a type prints; the database stores 0 for the ones a card does not print.
_PRINTS = {"character": ("fighting",), "site": ("power", "body"), "feng_shui_site": ("power", "body")}


def decode_dump(data: bytes) -> str:
    """The dump as text: UTF-8, with undecodable bytes kept (as surrogates) for `clean` to repair."""
    return data.decode("utf-8", errors="surrogateescape").removeprefix("\ufeff")


def clean(value: Value, *, one_line: bool = False) -> str:
    """A dump string as the reader should see it: latin1 bytes and mojibake repaired, HTML
    entities decoded, line ends normalised, spaces trimmed (one line for names)."""
    if value is None:
        return ""
    text = str(value)
    if _SURROGATES.search(text):  # bytes that are not UTF-8: the dump's latin1 part
        text = text.encode("utf-8", errors="surrogateescape").decode("cp1252", errors="replace")
    if not text.isascii():  # plain ASCII has no encoding to repair
        text = ftfy.fix_text(text, unescape_html=False, uncurl_quotes=False)
    text = html.unescape(text)
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\xa0", " ")
    if one_line:
        return " ".join(text.split())
    return "\n".join(_SPACES.sub(" ", line).strip() for line in text.split("\n")).strip()


@dataclass(frozen=True, slots=True)
class _Tables:
    """The dump's lookup tables: id -> name."""

    types: dict[int, str]
    factions: dict[int, tuple[str, str]]  # card_cat_id -> (name, resource letter)
    letters: dict[str, str]  # resource letter -> resource name
    editions: dict[int, tuple[str, int]]  # id -> (set name, order)
    rarities: dict[int, str]


@dataclass(frozen=True, slots=True)
class _Printed:
    """One `card` row, read and checked."""

    line: int
    order: tuple[int, int]  # (edition order, card_id): the latest printing sorts last
    fields: dict[str, object]
    printing: Printing
    rulings: tuple[Ruling, ...]


def read_dump(data: bytes, source: str, progress: Progress | None = None) -> ImportResult:
    """Cards from a MySQL dump's bytes; bad rows go to `errors`, never stop the import."""
    result = ImportResult()
    tables: dict[str, list[Row]] = defaultdict(list)
    for row in read_rows(decode_dump(data)):
        if row.table == "card":
            result.rows += 1
            if result.rows > MAX_ROWS:
                raise ImportFileError(f"more than {MAX_ROWS} `card` rows")
        if isinstance(row, BadTuple):
            result.errors.append(RowError(row.line, f"`{row.table}` row {row.index}: {row.reason}"))
        else:
            tables[row.table].append(row if row.columns else replace(row, columns=COLUMNS.get(row.table, ())))
    if not tables.get("card"):
        raise ImportFileError("the SQL dump has no `card` rows (expected the community card database's tables)")
    lookups = _lookups(tables)
    titles: dict[str, list[_Printed]] = defaultdict(list)
    for row in tables["card"]:
        try:
            printed = _printed(row, lookups)
        except RowProblem as problem:
            result.errors.append(RowError(row.line, f"{_where(row)}: {problem}"))
            continue
        titles[card_key(str(printed.fields["title"]))].append(printed)
    if progress:
        progress(f"{result.rows} printings read: {len(titles)} titles")
    errata = {card_key(clean(r.as_dict().get("title"), one_line=True)): r for r in tables.get("errata", ())}
    for key, printings in titles.items():
        _add_card(result, key, printings, errata.pop(key, None), source, lookups)
    for row in errata.values():
        result.errors.append(RowError(row.line, f"{_where(row)}: no card titled {clean(row.as_dict().get('title'))!r} to apply it to"))
    result.errors.sort(key=lambda e: e.line)
    return result


def _where(row: Row) -> str:
    """`card` row 7 ('Fox Pass'): which row a problem is in, as a reader finds it again."""
    title = row.as_dict().get("title")
    return f"`{row.table}` row {row.index}" + (f" ({clean(title, one_line=True)!r})" if title else "")


def _lookups(tables: dict[str, list[Row]]) -> _Tables:
    def names(table: str) -> dict[int, str]:  # id -> the name in the column after it
        return {int(r.values[0] or 0): clean(r.values[1], one_line=True)
                for r in tables.get(table, ()) if len(r.values) > 1 and isinstance(r.values[0], int)}

    factions = {int(d["card_cat_id"] or 0): (clean(d.get("cat"), one_line=True), str(d.get("code") or ""))
                for d in _dicts(tables.get("card_cat", ()))}
    editions = {int(d["card_edition_id"] or 0): (clean(d.get("edition"), one_line=True), int(d.get("seq") or 0))
                for d in _dicts(tables.get("card_edition", ()))}
    return _Tables(types=names("card_type"), factions=factions,
                   letters={code: name for name, code in factions.values() if len(code) == 1},
                   editions=editions, rarities=names("card_rarity"))


def _dicts(rows: Iterable[Row]) -> list[dict[str, Value]]:
    return [d for d in (r.as_dict() for r in rows) if all(isinstance(v, (int, str)) or v is None for v in d.values())]


def _printed(row: Row, t: _Tables) -> _Printed:
    d = row.as_dict()
    if len(row.values) != len(row.columns):
        raise RowProblem(f"expected {len(row.columns)} values, found {len(row.values)}")
    title, subtitle = clean(d.get("title"), one_line=True), clean(d.get("subtitle"), one_line=True)
    if not title:
        raise RowProblem("title is empty")
    text = clean(d.get("text"))
    comments, artist = clean(d.get("comments")), clean(d.get("artist"), one_line=True)
    for name, value in (("Title", title), ("Subtitle", subtitle), ("Text", text), ("Comments", comments),
                        ("Artist", artist)):
        check_field(name, value)
    kind = _TYPES.get(t.types.get(_int(d, "card_type_id") or 0, "").casefold())
    faction, letter = t.factions.get(_int(d, "card_cat_id") or 0, ("", ""))
    fields: dict[str, object] = {
        "title": title, "subtitle": subtitle, "type": kind, "text": text,
        "faction": faction if letter.islower() else "",
        "cost": _number(d, "cost", kind), "requires": _resources(d.get("requires"), t.letters, "requires"),
        "provides": _resources(d.get("provides"), t.letters, "provides"),
        **{n: _number(d, n, kind) for n in ("fighting", "power", "body")},
        "x_values": _x_values(d, _NUMBERS),
    }
    rulings, note = split_comments(comments)
    edition, order = t.editions.get(_int(d, "card_edition_id") or 0, ("", 0))
    printing = Printing(edition, t.rarities.get(_int(d, "card_rarity_id") or 0, ""),
                        artist, note)
    return _Printed(row.line, (order, _int(d, "card_id") or 0), fields, printing, rulings)


def split_comments(comments: str) -> tuple[tuple[Ruling, ...], str]:
    """("Ruling: a. Note: b") -> the labelled parts as rulings, and any unlabelled note."""
    comments = _TAG.sub("", comments).strip()
    parts = _RULING.split(comments)
    note = parts[0].strip()
    rulings = tuple(Ruling(kind, text.strip()) for kind, text in zip(parts[1::2], parts[2::2], strict=True)
                    if text.strip())
    return rulings, note


def _int(d: dict[str, Value], name: str) -> int | None:
    value = d.get(name)
    if value is None or value == "":
        return None
    if isinstance(value, int):
        return value
    raise RowProblem(f"{name} must be a whole number, not {str(value)[:20]!r}")


#: the printed numbers a card row holds
_NUMBERS = ("cost", "fighting", "power", "body")


def _x_values(d: dict[str, Value], names: tuple[str, ...]) -> tuple[str, ...]:
    """The printed numbers among `names` that are X (stored as 100): defined by the text, 48.0."""
    return tuple(n for n in names if d.get(n) == _X)


def _number(d: dict[str, Value], name: str, kind: str | None) -> int | None:
    value = _int(d, name)
    if value == _X:
        return None  # X: defined by the card's text
    if value == 0 and name in ("fighting", "power", "body") and name not in _PRINTS.get(kind or "", ()):
        return None  # the database's 0 for a number the card does not print
    if value == 0 and name == "cost" and kind == "feng_shui_site":
        return None
    return value


def _resources(value: Value, letters: dict[str, str], name: str) -> tuple[Resource, ...]:
    """`ffH` -> two Architects resources and one High Tech, through `card_cat`'s letters."""
    counts: dict[str, int] = {}
    for letter in clean(value, one_line=True).replace(" ", ""):
        resource = letters.get(letter)
        if resource is None:
            raise RowProblem(f"{name}: unknown resource letter {letter!r} (card_cat has {''.join(sorted(letters))})")
        counts[resource] = counts.get(resource, 0) + 1
    return tuple(Resource(n, c) for n, c in counts.items())


def _add_card(result: ImportResult, key: str, printings: list[_Printed], erratum: Row | None,
              source: str, t: _Tables) -> None:
    printings.sort(key=lambda p: p.order)
    latest = printings[-1]
    fields = dict(latest.fields)
    rulings = tuple(dict.fromkeys(r for p in printings for r in p.rulings))
    if erratum is not None:
        try:
            fields = _apply_erratum(fields, erratum, t)
        except RowProblem as problem:
            result.errors.append(RowError(erratum.line, f"{_where(erratum)}: {problem} (erratum not applied)"))
    sets = tuple(dict.fromkeys(p.printing for p in printings if p.printing.set))
    try:
        card = make_card(with_designators=False, rulings=rulings, printings=sets, source=source, **fields)  # type: ignore[arg-type]
    except DesignatorInputError as exc:
        result.errors.append(RowError(latest.line, f"{fields['title']!r}: {exc.field.capitalize()}: {exc.message}"))
        return
    result.cards[key] = card
    result.lines[key] = latest.line


def _apply_erratum(fields: dict[str, object], erratum: Row, t: _Tables) -> dict[str, object]:
    """The erratum's text as the current text, the printed one kept; its numbers where given."""
    d = erratum.as_dict()
    text = clean(d.get("text"))
    check_field("Text", text)
    out = dict(fields)
    if text and text != fields["text"]:
        out["text"], out["printed_text"] = text, fields["text"]
    kind = out["type"] if isinstance(out["type"], str) else None
    given = tuple(name for name in _NUMBERS if d.get(name) is not None)
    for name in given:
        out[name] = _number(d, name, kind)
    kept = tuple(n for n in out.get("x_values", ()) if n not in given)  # type: ignore[attr-defined]
    out["x_values"] = (*kept, *_x_values(d, given))
    for name in ("requires", "provides"):
        if d.get(name):
            out[name] = _resources(d.get(name), t.letters, name)
    return out
