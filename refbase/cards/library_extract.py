"""Writes `library_cards.json` (the real cards the scenario library names) from a card dump:
`python -m refbase.cards.library_extract DUMP.sql`.

Kept apart from `library_cards` (which the catalogue reads at run time): an extract is an
import of the dump, so it needs the catalogue's game vocabulary for the cards' designators.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from refbase.cards.catalogue import install_vocabulary
from refbase.cards.dump_import import read_dump
from refbase.cards.library_cards import FILE, SOURCE, titles_named
from refbase.cards.slugs import card_key
from refbase.cards.store import card_to_json
from refbase.config import SCENARIOS_DIR


def extract(dump: Path, titles: Iterable[str]) -> list[dict[str, Any]]:
    """The records of `titles` as an import of `dump` makes them. Raises KeyError naming a
    title the dump does not hold."""
    result = read_dump(dump.read_bytes(), SOURCE)
    install_vocabulary(result.cards.values())
    result.with_designators()
    wanted = sorted({card_key(t) for t in titles})
    missing = [k for k in wanted if k not in result.cards]
    if missing:
        raise KeyError(f"not in {dump.name}: {', '.join(missing)}")
    return [{**card_to_json(result.cards[k].with_(source=SOURCE)), "engine": None} for k in wanted]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m refbase.cards.library_extract DUMP.sql", file=sys.stderr)
        return 2
    records = extract(Path(argv[0]), titles_named(SCENARIOS_DIR))
    FILE.write_text(json.dumps({"cards": records}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(records)} cards written to {FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
