"""Game engines, one package per game. `resolve` dispatches a scenario by its `game`."""

from __future__ import annotations

from typing import Any

from refbase.engines.common import Resolution, ScenarioInvalid
from refbase.engines.legality import Options

GAMES = ("shadowfist", "ufs")


def resolve(payload: Any) -> Resolution:
    """Validate and resolve a scenario (raises ScenarioInvalid for malformed input)."""
    if not isinstance(payload, dict):
        raise ScenarioInvalid({"_body": ["a scenario is a JSON object"]})
    game = payload.get("game")
    if game == "shadowfist":
        from refbase.engines.shadowfist import resolve as resolve_game
    elif game == "ufs":
        from refbase.engines.ufs import resolve as resolve_game
    else:
        raise ScenarioInvalid({"game": [f"must be one of {', '.join(GAMES)}"]})
    return resolve_game(payload)


def options(payload: Any) -> Options:
    """The legality query (contract section 6): where the game stands and the legal next actions."""
    if not isinstance(payload, dict):
        raise ScenarioInvalid({"_body": ["a scenario is a JSON object"]})
    game = payload.get("game")
    if game == "ufs":
        from refbase.engines.ufs.options import options as options_game
    elif game == "shadowfist":  # the Shadowfist standings follow the engine's restructure
        raise ScenarioInvalid({"game": ["the legality query answers ufs scenarios so far"]})
    else:
        raise ScenarioInvalid({"game": [f"must be one of {', '.join(GAMES)}"]})
    return options_game(payload)
