"""The imported catalogue on disk: `<data dir>/cards/imported.json`, beside the builds.

It lives outside `builds/`, so `refbase build` (which replaces the build folder) never touches
it. Writes are atomic: the new file is written and fsynced under a temporary name, then
renamed over the old one, so a failed or interrupted import leaves the catalogue as it was.
"""

from __future__ import annotations

import fcntl
import json
import os
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from refbase.cards.model import Card, Keyword, Printing, Resource, Ruling
from refbase.engines.shadowfist.cardtext import COMPILER_VERSION

FORMAT = 2
READABLE_FORMATS = (1, 2)  # format 1 had no printed_text, rulings or printing notes
FILE = Path("cards") / "imported.json"
LOCK = ".import.lock"
TEMP_PREFIX = ".imported-"
LOCK_WAIT_SECONDS = 120.0


class CardStoreError(ValueError):
    """The imported catalogue file exists but cannot be read."""


class ImportBusyError(CardStoreError):
    """Another import held the catalogue longer than we were willing to wait."""


@contextmanager
def import_lock(data_dir: Path, wait: float = LOCK_WAIT_SECONDS,
                say: Callable[[str], None] | None = None) -> Iterator[None]:
    """Hold the catalogue for one import (read, merge, write) so that two imports at once
    cannot lose each other's cards: the second waits up to `wait` seconds, then fails loudly.
    The lock is an flock on a file beside the catalogue, released by the kernel even when
    the holder is killed. Temporary files a killed import left are removed once it is held."""
    folder = catalogue_path(data_dir).parent
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / LOCK, "a+", encoding="utf-8") as fh:
        deadline = time.monotonic() + wait
        told = False
        while True:
            try:
                fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                holder = _holder(fh)
                if time.monotonic() >= deadline:
                    raise ImportBusyError(f"another import (pid {holder}) still holds {folder / LOCK} after "
                                          f"{wait:.0f}s; nothing was written") from None
                if say and not told:
                    say(f"waiting for another import (pid {holder}) to finish")
                    told = True
                time.sleep(0.1)
        fh.seek(0)
        fh.truncate()
        fh.write(str(os.getpid()))
        fh.flush()
        remove_stale_temporaries(data_dir)
        try:
            yield
        finally:
            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)


def _holder(fh: Any) -> str:
    fh.seek(0)
    return fh.read(20).strip() or "unknown"


def remove_stale_temporaries(data_dir: Path) -> list[Path]:
    """Delete temporary catalogue files an interrupted import left (call with the lock held)."""
    removed = []
    for tmp in catalogue_path(data_dir).parent.glob(f"{TEMP_PREFIX}*"):
        tmp.unlink(missing_ok=True)
        removed.append(tmp)
    return removed


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _chmod_readable(fd: int) -> None:
    """Give a file the mode a normal create would (0666 less the umask), so that a server
    running as another user can read what an import wrote (mkstemp makes files 0600)."""
    os.fchmod(fd, 0o666 & ~_umask())


def catalogue_path(data_dir: Path) -> Path:
    return data_dir / FILE


def stamp(data_dir: Path) -> tuple[int, int] | None:
    """What identifies the stored file's version (inode, mtime), to notice a new import."""
    try:
        st = catalogue_path(data_dir).stat()
    except OSError:
        return None
    return (st.st_ino, st.st_mtime_ns)


def load_imported(data_dir: Path) -> list[Card]:
    path = catalogue_path(data_dir)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        raise CardStoreError(f"{path}: unreadable card catalogue ({exc}); run `refbase cards import` again") from exc
    if not isinstance(data, dict) or data.get("format") not in READABLE_FORMATS:
        raise CardStoreError(f"{path}: not a card catalogue of format {FORMAT}")
    cards = [card_from_json(c) for c in data["cards"]]
    if data.get("compiler") != COMPILER_VERSION:  # compiled by another version: compile again
        cards = [c.with_(engine=None) for c in cards]
    return cards


def save_imported(data_dir: Path, cards: list[Card]) -> Path:
    """Replace the stored catalogue with `cards`, atomically (write a temporary file, fsync,
    rename). Callers that read, merge and write hold `import_lock` around all three."""
    path = catalogue_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {"format": FORMAT, "compiler": COMPILER_VERSION, "cards": [card_to_json(c) for c in cards]}
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".json", dir=path.parent)
    try:
        _chmod_readable(fd)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(json.dumps(payload, ensure_ascii=False, separators=(",", ":")))  # C encoder
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def card_to_json(card: Card) -> dict[str, Any]:
    return {
        "slug": card.slug, "title": card.title, "subtitle": card.subtitle, "faction": card.faction,
        "type": card.type, "cost": card.cost,
        "requires": [[r.name, r.count] for r in card.requires],
        "provides": [[r.name, r.count] for r in card.provides],
        "fighting": card.fighting, "power": card.power, "body": card.body,
        "x_values": list(card.x_values), "text": card.text,
        "printed_text": card.printed_text, "rulings": [[r.kind, r.text] for r in card.rulings],
        "tags": list(card.tags), "keywords": [[k.name, k.rating, k.rule] for k in card.keywords],
        "designators": list(card.designators),
        "printings": [[p.set, p.rarity, p.artist, p.note] for p in card.printings], "source": card.source,
        "engine": card.engine,
    }


def card_from_json(d: dict[str, Any]) -> Card:
    return Card(
        slug=d["slug"], title=d["title"], subtitle=d["subtitle"], faction=d["faction"], type=d["type"],
        cost=d["cost"], requires=tuple(Resource(n, c) for n, c in d["requires"]),
        provides=tuple(Resource(n, c) for n, c in d["provides"]), fighting=d["fighting"],
        power=d["power"], body=d["body"], x_values=tuple(d.get("x_values", ())), text=d["text"],
        printed_text=d.get("printed_text", ""),
        rulings=tuple(Ruling(k, t) for k, t in d.get("rulings", ())), tags=tuple(d["tags"]),
        keywords=tuple(Keyword(n, r, rule) for n, r, rule in d["keywords"]),
        designators=tuple(d["designators"]),
        printings=tuple(Printing(*p) for p in d["printings"]), source=d["source"],
        engine=d.get("engine"),  # absent in files written before the compiler: built on load
    )
