"""Loading a Shadowfist scenario: structure (marshmallow) then meaning, as `ScenarioInvalid`.

Errors use flat field paths (`cards[2].attached_to`, `actions[0].attackers[1]`). Meaning:
ids that exist and are unique, a State attached to a card in play, Characters at columns
their controller has, Site structures without gaps (9.1.1, 9.1.2), the limits of
refbase.config, and a board that could exist (no card already at zero Fighting or Body, no
two face-up Unique copies, 49.9). Defaults: `format` is `duel` for two players, else
`multiplayer`; a player's `burned_for_victory` defaults to the cards listed in that pile.
A Character whose controller has no Sites is at the unspecified location (9.1.2.2); the
scenario format (docs/api.md) says to omit its `column`, and its own example gives `column: 1` there, so column 1
is accepted as naming that single location.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from marshmallow import ValidationError

from refbase.config import MAX_SCENARIO_ACTIONS, MAX_SCENARIO_CARDS, MAX_SCENARIO_PLAYERS
from refbase.engines.common import ScenarioInvalid, flatten_messages
from refbase.engines.shadowfist.loading.actions_check import check_actions
from refbase.engines.shadowfist.loading.cards_check import Errors, check_cards
from refbase.engines.shadowfist.loading.schemas import SCENARIO_SCHEMA, ShadowfistScenarioSchema
from refbase.engines.shadowfist.loading.turn_check import check_turn_fields
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Board
from refbase.engines.shadowfist.model.continuous import attach
from refbase.engines.shadowfist.model.records import AnyAction, Scenario
from refbase.engines.shadowfist.model.rules import numbers

__all__ = ["ShadowfistScenarioSchema", "load_scenario", "load_board"]

_LIMITS = {"cards": MAX_SCENARIO_CARDS, "actions": MAX_SCENARIO_ACTIONS,
           "players": MAX_SCENARIO_PLAYERS}

def _precheck(payload: Any) -> None:
    """Cheap limits first, so an oversized list is refused before it is parsed."""
    if not isinstance(payload, dict):
        raise ScenarioInvalid({"_body": ["a scenario is a JSON object"]})
    errors = {name: [f"at most {limit} allowed"] for name, limit in _LIMITS.items()
              if isinstance(payload.get(name), list) and len(payload[name]) > limit}
    if errors:
        raise ScenarioInvalid(errors)


def load_scenario(payload: Any) -> Scenario:
    """Structure and meaning; raises ScenarioInvalid naming each bad field."""
    _precheck(payload)
    try:
        scenario: Scenario = SCENARIO_SCHEMA.load(payload)
    except ValidationError as exc:
        raise ScenarioInvalid(flatten_messages(exc.messages)) from None
    errors = Errors()
    check_cards(scenario, errors)
    check_actions(scenario, errors)
    check_turn_fields(scenario, errors)
    errors.raise_if_any()
    return scenario


def loads_appended(scenario: Scenario, action: AnyAction) -> bool:
    """Does the scenario with `action` appended pass the meaning checks `load_scenario` runs on
    actions (ids that exist, an Event played by an effect, ...)?"""
    errors = Errors()
    check_actions(dataclasses.replace(scenario, actions=(*scenario.actions, action)), errors)
    return not errors.errors


def load_board(scenario: Scenario) -> Board:
    """The initial board, refused if it could not exist (a card already at zero, 20.1)."""
    board = Board(scenario)
    attach(board, scenario.active_player)  # written continuous abilities count from the start
    errors = Errors()
    for i, spec in enumerate(scenario.cards):
        card = board.cards[spec.id]
        if card.in_play and board.is_reduced_to_zero(card):
            score = "Fighting" if card.is_character else "Body"
            field = "damage" if spec.damage else ("fighting" if card.is_character else "body")
            errors.add(f"cards[{i}].{field}", f"{card.title}'s {score} is already zero: it would "
                       f"have been smoked {numbers(R.SMOKED_BY_DAMAGE)}")
    errors.raise_if_any()
    return board
