"""The Shadowfist legality query: where the turn stands and every legal next action.

Standings come from the engine (`candidates.py`, recorded through `Script.expect`); legality
comes from the engine's own checks: each candidate is appended to the already validated
prefix and resolved (only the new action is validated), unless the engine checked it on the
live state already (attack declarations, `verify_declare`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from marshmallow import ValidationError

from refbase.engines.common import ScenarioInvalid, Watched, flatten_messages
from refbase.engines.legality import Options, query
from refbase.engines.shadowfist.engine import resolve_watching
from refbase.engines.shadowfist.loading.actions_check import check_actions
from refbase.engines.shadowfist.loading.cards_check import Errors
from refbase.engines.shadowfist.loading.scenario import load_board, load_scenario
from refbase.engines.shadowfist.loading.schemas import ActionField
from refbase.engines.shadowfist.model.board import Board
from refbase.engines.shadowfist.model.records import Scenario


def options(payload: dict[str, Any]) -> Options:
    """Validate (ScenarioInvalid on malformed input) and answer the legality query."""
    scenario = load_scenario(payload)

    def run(_: dict[str, Any], watch: bool = True) -> Watched:
        return resolve_watching(scenario, load_board(scenario), watch, final=False)

    def trial(action: dict[str, Any]) -> Watched:
        longer = with_action(scenario, action)  # the board was checked by `run` already
        return resolve_watching(longer, Board(longer), watch=False, trial=True)

    return query("shadowfist", payload, run, trial)


def with_action(scenario: Scenario, action: dict[str, Any]) -> Scenario:
    """The scenario with one more action, validated as resolve validates actions."""
    try:
        record = ActionField().deserialize(action)
    except ValidationError as exc:
        raise ScenarioInvalid(flatten_messages(exc.messages)) from None
    longer = dataclasses.replace(scenario, actions=(*scenario.actions, record))
    errors = Errors()
    check_actions(longer, errors)
    errors.raise_if_any()
    return longer
