"""The imported catalogue on disk: `<data dir>/cards/imported.json`, beside the builds.

It lives outside `builds/`, so `refbase build` (which replaces the build folder) never touches
it. Writes are atomic: the new file is written and fsynced under a temporary name, then
renamed over the old one, so a failed or interrupted import leaves the catalogue as it was.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from refbase.cards.model import Card, Keyword, Printing, Resource

FORMAT = 1
FILE = Path("cards") / "imported.json"


class CardStoreError(ValueError):
    """The imported catalogue file exists but cannot be read."""


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
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CardStoreError(f"{path}: not a card catalogue of format {FORMAT}")
    return [card_from_json(c) for c in data["cards"]]


def save_imported(data_dir: Path, cards: list[Card]) -> Path:
    """Replace the stored catalogue with `cards`, atomically."""
    path = catalogue_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {"format": FORMAT, "cards": [card_to_json(c) for c in cards]}
    fd, tmp = tempfile.mkstemp(prefix=".imported-", suffix=".json", dir=path.parent)
    try:
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
        "fighting": card.fighting, "power": card.power, "body": card.body, "text": card.text,
        "tags": list(card.tags), "keywords": [[k.name, k.rating, k.rule] for k in card.keywords],
        "designators": list(card.designators),
        "printings": [[p.set, p.rarity, p.artist] for p in card.printings], "source": card.source,
    }


def card_from_json(d: dict[str, Any]) -> Card:
    return Card(
        slug=d["slug"], title=d["title"], subtitle=d["subtitle"], faction=d["faction"], type=d["type"],
        cost=d["cost"], requires=tuple(Resource(n, c) for n, c in d["requires"]),
        provides=tuple(Resource(n, c) for n, c in d["provides"]), fighting=d["fighting"],
        power=d["power"], body=d["body"], text=d["text"], tags=tuple(d["tags"]),
        keywords=tuple(Keyword(n, r, rule) for n, r, rule in d["keywords"]),
        designators=tuple(d["designators"]),
        printings=tuple(Printing(s, r, a) for s, r, a in d["printings"]), source=d["source"],
    )
