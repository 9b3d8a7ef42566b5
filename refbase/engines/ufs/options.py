"""The UFS legality query: where the attack sequence stands and every legal next action.

Standings come from the engine (`candidates.py`, recorded through `Script.expect`); legality
comes from resolving the prefix plus each candidate with the engine's own checks.

A control check that falls short stops on which cards to commit (E.3.5.2); the script answers
that by filling in the `commit` field of the action being handled, so those options replace
that action (`Option.replaces`) instead of being appended.
"""

from __future__ import annotations

import copy
import dataclasses
from itertools import combinations, islice
from typing import Any

from refbase.engines.common import Outcome, Pending, ScenarioInvalid
from refbase.engines.legality import Option, Options, query
from refbase.engines.ufs.engine import resolve_watching

#: at most this many ways to commit are offered (the first ones in staging order; cards of a
#: kind are interchangeable for the check, E.3.5.2.3.2)
MAX_COMMIT_CHOICES = 8


def options(payload: dict[str, Any]) -> Options:
    """Validate (ScenarioInvalid on malformed input) and answer the legality query."""
    answer = query("ufs", payload, resolve_watching)
    pending = answer.pending
    if answer.outcome != Outcome.PENDING or pending is None or pending.amends is None or answer.options:
        return answer
    return dataclasses.replace(answer, options=tuple(_commit_choices(payload, pending)))


def _commit_choices(payload: dict[str, Any], pending: Pending) -> list[Option]:
    """The action being handled with its commit decision made: none, or `needed` cards."""
    assert pending.amends is not None
    index, field, needed = pending.amends
    actions = list(payload.get("actions") or [])
    if not 0 <= index < len(actions) or not isinstance(actions[index], dict):
        return []
    ways = [()] + list(islice(combinations([o for o in pending.options if isinstance(o, str)], needed),
                              MAX_COMMIT_CHOICES))
    found = []
    for cards in ways:
        action = _with_field(actions[index], field, list(cards))
        trial = {**payload, "actions": [*actions[:index], action]}
        try:
            result = resolve_watching(trial, watch=False).resolution
        except ScenarioInvalid:
            continue
        if result.outcome == Outcome.ILLEGAL and result.illegal is not None and result.illegal.action >= index:
            continue
        label = (f"{pending.player} commits {', '.join(cards)}" if cards
                 else f"{pending.player} commits nothing: the check fails")
        found.append(Option(action, label, pending.rules, replaces=index))
    return found


def _with_field(action: dict[str, Any], field: str, value: list[str]) -> dict[str, Any]:
    """A copy of `action` with a dotted field (`commit`, `pay.check_commit`) set."""
    out = copy.deepcopy(action)
    *path, last = field.split(".")
    node = out
    for key in path:
        node = node.setdefault(key, {})
    node[last] = value
    return out
