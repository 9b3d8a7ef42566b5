"""Game engines, one package per game. `resolve` dispatches a scenario by its `game`.

`ENGINES` is the one registry: each game's module-level `resolve(payload, boards) -> Resolution`
(`boards`: also the board before and after every step, `Resolution.boards`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from refbase.engines.common import Resolution, ScenarioInvalid
from refbase.engines.legality import Options
from refbase.engines.shadowfist import resolve as resolve_shadowfist
from refbase.engines.shadowfist.options import options as options_shadowfist
from refbase.engines.ufs import resolve as resolve_ufs
from refbase.engines.ufs.options import options as options_ufs

#: game id -> that engine's `resolve`.
ENGINES: dict[str, Callable[[dict[str, Any], bool], Resolution]] = {
    "shadowfist": resolve_shadowfist,
    "ufs": resolve_ufs,
}
#: game id -> that engine's legality query.
OPTIONS: dict[str, Callable[[dict[str, Any]], Options]] = {
    "shadowfist": options_shadowfist,
    "ufs": options_ufs,
}
GAMES = tuple(ENGINES)

_Entry = TypeVar("_Entry")


def resolve(payload: Any, boards: bool = False) -> Resolution:
    """Validate and resolve a scenario (raises ScenarioInvalid for malformed input); `boards`:
    also record the board before and after every step (`Resolution.boards`)."""
    return _for_game(payload, ENGINES)(payload, boards)


def options(payload: Any) -> Options:
    """The legality query (docs/api.md): where the game stands and the legal next actions."""
    return _for_game(payload, OPTIONS)(payload)


def _for_game(payload: Any, registry: dict[str, _Entry]) -> _Entry:
    """The registry's entry for the scenario's `game` (ScenarioInvalid when there is none)."""
    if not isinstance(payload, dict):
        raise ScenarioInvalid({"_body": ["a scenario is a JSON object"]})
    game = payload.get("game")
    entry = registry.get(game) if isinstance(game, str) else None
    if entry is None:
        raise ScenarioInvalid({"game": [f"must be one of {', '.join(GAMES)}"]})
    return entry
