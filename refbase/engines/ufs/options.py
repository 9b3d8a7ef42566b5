"""The UFS legality query: where the attack sequence stands and every legal next action.

Standings come from the engine (`candidates.py`, recorded through `Script.expect`); legality
comes from resolving the prefix plus each candidate with the engine's own checks.
"""

from __future__ import annotations

from typing import Any

from refbase.engines.legality import Options, query
from refbase.engines.ufs.engine import resolve_watching


def options(payload: dict[str, Any]) -> Options:
    """Validate (ScenarioInvalid on malformed input) and answer the legality query."""
    return query("ufs", payload, resolve_watching)
