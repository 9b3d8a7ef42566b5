"""`refbase cards import FILE.csv`: read, merge with what was imported before, write atomically.

The whole file is read and checked before anything is written, and the catalogue file is
replaced in one rename (store.save_imported), so a failed or interrupted import leaves the
catalogue as it was. Cards from earlier imports stay unless `replace` is given; a title
imported again takes the new file's data and adds its printings.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from refbase.cards.catalogue import install_vocabulary
from refbase.cards.csv_import import ImportFileError, Progress, RowError, read_csv
from refbase.cards.model import Card
from refbase.cards.slugs import card_key
from refbase.cards.store import load_imported, save_imported

MAX_FILE_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class ImportReport:
    path: Path
    rows: int
    cards: int  # cards in this file
    total: int  # imported cards stored after the merge
    errors: tuple[RowError, ...]
    seconds: float


def import_file(csv_path: Path, data_dir: Path, *, replace: bool = False,
                progress: Progress | None = None) -> ImportReport:
    """Import `csv_path` into the catalogue in `data_dir`. Raises ImportFileError or OSError."""
    started = time.perf_counter()
    size = csv_path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise ImportFileError(f"{csv_path} is {size} bytes; at most {MAX_FILE_BYTES}")
    data = csv_path.read_bytes()
    earlier = [] if replace else load_imported(data_dir)
    say = progress or (lambda _m: None)
    say(f"reading {csv_path} ({size} bytes)")
    result = read_csv(data, source=f"imported from {csv_path.name}", progress=progress)
    install_vocabulary([*earlier, *result.cards.values()])  # 14.4 knows every title word first
    say(f"{len(result.cards)} cards: applying rule 14 to titles and subtitles")
    result.with_designators()
    merged = _merge(earlier, list(result.cards.values()))
    say(f"writing {len(merged)} imported cards to {data_dir}")
    save_imported(data_dir, merged)
    return ImportReport(csv_path, result.rows, len(result.cards), len(merged), tuple(result.errors),
                        time.perf_counter() - started)


def _merge(earlier: list[Card], new: list[Card]) -> list[Card]:
    cards = {card_key(c.title): c for c in earlier}
    for card in new:
        old = cards.get(card_key(card.title))
        if old is not None:
            extra = tuple(p for p in old.printings if p not in card.printings)
            card = card.with_(printings=card.printings + extra)
        cards[card_key(card.title)] = card
    return sorted(cards.values(), key=lambda c: card_key(c.title))
