"""The worked-scenario library: `scenarios/<game>/*.json`, each naming its source.

Served by `GET /api/v1/scenarios`; section pages list the scenarios that cite them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from refbase.engines import GAMES


class LibraryError(ValueError):
    """A library file is malformed: the tests fail on it; pages and search log it and serve no library."""


@dataclass(frozen=True, slots=True)
class LibraryScenario:
    """One worked scenario: the request body plus where it comes from and what to expect."""

    id: str
    game: str
    title: str
    question: str
    source: dict[str, str]
    note: str
    scenario: dict[str, Any]
    expected: dict[str, Any]
    path: Path

    def summary(self) -> dict[str, Any]:
        return {"id": self.id, "game": self.game, "title": self.title, "question": self.question,
                "source": self.source, "note": self.note}

    def to_dict(self) -> dict[str, Any]:
        return {**self.summary(), "scenario": self.scenario, "expected": self.expected}


def scenario_of(payload: Any) -> Any:
    """A request body or a whole library file (its `scenario` member) -> the scenario to
    resolve, so `curl -d @scenarios/shadowfist/<id>.json` works as the README shows."""
    if isinstance(payload, dict) and "game" not in payload and isinstance(payload.get("scenario"), dict):
        return payload["scenario"]
    return payload


def _load(path: Path, game: str) -> LibraryScenario:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        item = LibraryScenario(
            id=raw["id"], game=game, title=raw["title"], question=raw.get("question", ""),
            source=dict(raw["source"]), note=raw.get("note", ""), scenario=raw["scenario"],
            expected=raw.get("expected", {}), path=path,
        )
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise LibraryError(f"{path.name}: {exc}") from exc
    if item.scenario.get("game") != game:
        raise LibraryError(f"{path.name}: scenario.game is not {game!r}")
    return item


@lru_cache(maxsize=4)
def load_library(directory: Path) -> dict[str, LibraryScenario]:
    """All scenarios by id, games in GAMES order, files sorted by name."""
    items: dict[str, LibraryScenario] = {}
    for game in GAMES:
        for path in sorted((directory / game).glob("*.json")):
            item = _load(path, game)
            if item.id in items:
                raise LibraryError(f"{path.name}: duplicate scenario id {item.id!r}")
            items[item.id] = item
    return items


#: What a scenario goes through before the engine resolves it: the caller's filling of cards
#: named by title (the engines never read the card catalogue); by default, nothing.
Prepare = Callable[[dict[str, Any]], Any]


def _as_written(scenario: dict[str, Any]) -> Any:
    return scenario


@lru_cache(maxsize=4)
def _citations(directory: Path, prepare: Prepare = _as_written) -> dict[tuple[str, str], tuple[str, ...]]:
    """(doc, number) -> ids of library scenarios naming it as source or citing it in a step."""
    from refbase.engines import resolve
    from refbase.engines.common import ScenarioInvalid

    index: dict[tuple[str, str], list[str]] = {}
    for item in load_library(directory).values():
        keys = {(item.source.get("doc", ""), item.source.get("ref", ""))}
        try:
            keys |= {(r.doc, r.number) for r in resolve(prepare(item.scenario)).cited()}
        except ScenarioInvalid:
            pass  # a malformed library file is reported by the tests
        for key in keys:
            index.setdefault(key, []).append(item.id)
    return {k: tuple(v) for k, v in index.items()}


def cited_by(directory: Path, doc: str, number: str, prepare: Prepare = _as_written) -> list[LibraryScenario]:
    """Library scenarios that cite this section (as their source or in a resolution step);
    `prepare` fills in the cards a scenario names by title."""
    library = load_library(directory)
    return [library[i] for i in _citations(directory, prepare).get((doc, number), ())]
