"""The real cards the worked-scenario library names by title, shipped with the project.

A library scenario may name a card by its title only (`{"id": "doc", "card": "Chinese
Doctor"}`): the catalogue then gives its printed values and its compiled text. The community
card database those cards come from is development data and is not shipped, so the library
would not resolve on a fresh clone; `library_cards.json` beside this module holds an extract of
it: exactly the cards the library names, as `refbase cards import` makes them (errata
applied, designators set), without the compiled text (the catalogue compiles it with the
current compiler). The catalogue's defaults are the documents' cards overlaid by these
(`catalogue.default_cards`); an import still wins over both.

`python -m refbase.cards.library_extract DUMP` writes the file again from a dump, for the titles
the library names (a test checks every one is there).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from refbase.cards.model import Card
from refbase.cards.store import card_from_json

FILE = Path(__file__).with_name("library_cards.json")
SOURCE = "community card database (the cards the scenario library names)"


@lru_cache(maxsize=1)
def library_cards() -> tuple[Card, ...]:
    """The shipped real cards (no compiled text: the catalogue compiles it)."""
    data = json.loads(FILE.read_text(encoding="utf-8"))
    return tuple(card_from_json(c).with_(engine=None) for c in data["cards"])


def titles_named(scenarios_dir: Path) -> set[str]:
    """The titles Shadowfist library scenarios name with `"card": "<title>"`."""
    titles: set[str] = set()
    for path in sorted((scenarios_dir / "shadowfist").glob("*.json")):
        cards = json.loads(path.read_text(encoding="utf-8"))["scenario"].get("cards", [])
        titles |= {c["card"] for c in cards if isinstance(c, dict) and isinstance(c.get("card"), str)}
    return titles
