"""`refbase cards import FILE`: read, merge with what was imported before, write atomically.

FILE is the community CSV layout or the community MySQL dump; which one is told from the
content, not the name. The whole file is read and checked before anything is written, and
the catalogue file is replaced in one rename (store.save_imported), so a failed or interrupted
import leaves the catalogue as it was. Reading the earlier cards, merging and writing happen
under one lock (store.import_lock), so two imports at once never lose each other's cards.
Cards from earlier imports stay unless `replace` is given; a title imported again takes the
new file's data and adds its printings.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from refbase.cards.catalogue import install_vocabulary
from refbase.cards.csv_import import ImportFileError, ImportResult, Progress, RowError, read_csv
from refbase.cards.dump_import import read_dump
from refbase.cards.model import Card
from refbase.cards.mysql_dump import looks_like_dump
from refbase.cards.slugs import card_key
from refbase.cards.store import LOCK_WAIT_SECONDS, import_lock, load_imported, save_imported

MAX_FILE_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class ImportReport:
    path: Path
    rows: int
    format: str  # "csv" or "mysql dump"
    cards: int  # cards in this file
    total: int  # imported cards stored after the merge
    errors: tuple[RowError, ...]
    seconds: float


def import_file(path: Path, data_dir: Path, *, replace: bool = False, progress: Progress | None = None,
                wait: float = LOCK_WAIT_SECONDS) -> ImportReport:
    """Import `path` (CSV or MySQL dump) into the catalogue in `data_dir`. Raises
    ImportFileError, CardStoreError (ImportBusyError after `wait` seconds behind another
    import) or OSError; the catalogue is then as it was."""
    started = time.perf_counter()
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise ImportFileError(f"{path} is {size} bytes; at most {MAX_FILE_BYTES}")
    data = path.read_bytes()
    say = progress or (lambda _m: None)
    say(f"reading {path} ({size} bytes)")
    kind, result = read_cards(data, f"imported from {path.name}", progress)
    with import_lock(data_dir, wait=wait, say=say):
        earlier = [] if replace else load_imported(data_dir)
        install_vocabulary([*earlier, *result.cards.values()])  # 14.4 knows every title word first
        say(f"{len(result.cards)} cards: applying rule 14 to titles and subtitles")
        result.with_designators()
        merged = _merge(earlier, list(result.cards.values()))
        say(f"writing {len(merged)} imported cards to {data_dir}")
        save_imported(data_dir, merged)
    return ImportReport(path, result.rows, kind, len(result.cards), len(merged), tuple(result.errors),
                        time.perf_counter() - started)


def read_cards(data: bytes, source: str, progress: Progress | None = None) -> tuple[str, ImportResult]:
    """The file's cards, read as a MySQL dump when it holds INSERT statements, else as CSV."""
    head = data[:2_000_000].decode("utf-8", errors="replace")
    if looks_like_dump(head):
        return "mysql dump", read_dump(data, source, progress)
    return "csv", read_csv(data, source, progress)


def _merge(earlier: list[Card], new: list[Card]) -> list[Card]:
    cards = {card_key(c.title): c for c in earlier}
    for card in new:
        old = cards.get(card_key(card.title))
        if old is not None:
            extra = tuple(p for p in old.printings if p not in card.printings)
            card = card.with_(printings=card.printings + extra)
        cards[card_key(card.title)] = card
    return sorted(cards.values(), key=lambda c: card_key(c.title))
