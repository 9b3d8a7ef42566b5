"""Game engines, one package per game. `resolve` dispatches a scenario by its `game`.

`ENGINES` is the one registry: each game's module-level `resolve(payload) -> Resolution`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from refbase.engines.common import Resolution, ScenarioInvalid
from refbase.engines.shadowfist import resolve as resolve_shadowfist
from refbase.engines.ufs import resolve as resolve_ufs

#: game id -> that engine's `resolve`.
ENGINES: dict[str, Callable[[dict[str, Any]], Resolution]] = {
    "shadowfist": resolve_shadowfist,
    "ufs": resolve_ufs,
}
GAMES = tuple(ENGINES)


def resolve(payload: Any) -> Resolution:
    """Validate and resolve a scenario (raises ScenarioInvalid for malformed input)."""
    if not isinstance(payload, dict):
        raise ScenarioInvalid({"_body": ["a scenario is a JSON object"]})
    game = payload.get("game")
    engine = ENGINES.get(game) if isinstance(game, str) else None
    if engine is None:
        raise ScenarioInvalid({"game": [f"must be one of {', '.join(GAMES)}"]})
    return engine(payload)
