"""Every legal move offered, over the whole scenario library and the documentation's scenarios
(the same set the same-answers recording covers).

At each prefix of each script (up to its first illegal action), the legality query must offer
the script's next action, and what it offers must be legal there:

- *offered*: some option is the action, as the board builder would send it. The builder takes
  an option and fills in its `open` fields (an effect's card and kind, the attackers of a
  declaration, an interception chain, where a card goes) and gives a new effect a fresh `id`.
  So the action matches an option when both, loaded as the engine loads actions, agree on
  every field but `id` and the option's open ones.
- *legal*: each offered action, appended to the prefix and resolved in full from the start
  (the query's own short cuts not used), is taken at its index without a rule error. Full
  replays of every option cost about 100 s; this test replays the options of every fourth
  scenario (in key order), about 3,000 of them.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any

from marshmallow import ValidationError

from refbase.engines.common import Outcome, ScenarioInvalid
from refbase.engines.legality import Option, Options, accepted
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.engine import resolve_watching
from refbase.engines.shadowfist.loading.scenario import load_board, load_scenario
from refbase.engines.shadowfist.loading.schemas import ActionField
from refbase.engines.shadowfist.options import options

from .golden.recording import scenarios

#: every library and documentation scenario by id, loaded on first use (not while collecting)
SCENARIOS = cache(scenarios)
#: every how many scenarios the offered options are replayed in full
REPLAY_EVERY = 4
_FIELD = ActionField()


@cache
def _answer(key: str, k: int) -> Options | None:
    scenario = SCENARIOS()[key]
    try:
        return options({**scenario, "actions": scenario["actions"][:k]})
    except ScenarioInvalid:
        return None


def _legal_prefixes(key: str) -> int:
    """How many of the script's actions are legal in turn (up to its first illegal one)."""
    scenario = SCENARIOS()[key]
    try:
        full = resolve(scenario)
    except ScenarioInvalid:
        return 0
    if full.outcome == Outcome.ILLEGAL and full.illegal is not None:
        return full.illegal.action
    return len(scenario.get("actions") or [])


def _fields(action: dict[str, Any]) -> dict[str, Any] | None:
    """The action as the engine loads it: every field of its record, defaults filled in."""
    try:
        record = _FIELD.deserialize(action)
    except ValidationError:  # an option that does not load matches nothing
        return None
    return {"do": record.do, **{f.name.removesuffix("_"): getattr(record, f.name) for f in dataclasses.fields(record)}}


def instantiates(action: dict[str, Any], option: Option) -> bool:
    """The builder sends `action` from `option`: equal but for `id` and the open fields."""
    if action.get("do") != option.action.get("do"):
        return False
    mine, offered = _fields(action), _fields(option.action)
    if mine is None or offered is None:
        return False
    skip = {"id", *option.open}
    return all(value == offered.get(name) for name, value in mine.items() if name not in skip)


def missed_points() -> list[tuple[str, int, dict[str, Any]]]:
    out = []
    for key in sorted(SCENARIOS()):
        actions = SCENARIOS()[key].get("actions") or []
        for k in range(_legal_prefixes(key)):
            found = _answer(key, k)
            if found is None or not any(instantiates(actions[k], o) for o in found.options):
                out.append((key, k, actions[k]))
    return out


def test_rule_22_every_scripts_next_action_is_offered_where_the_script_stops() -> None:
    """22.0 (the turn's points where players act): at every prefix of every library and
    documentation script, its next action is among the options (several attackers, moving in
    to intercept, another player's effect in the Main Shot, chains, triggered effects...)."""
    points = sum(_legal_prefixes(key) for key in SCENARIOS())
    assert points > 700
    assert missed_points() == []


def _accepted_in_full(payload: dict[str, Any], action: dict[str, Any]) -> bool:
    longer = {**payload, "actions": [*payload["actions"], action]}
    try:
        scenario = load_scenario(longer)
    except ScenarioInvalid:
        return False
    return accepted(len(payload["actions"]), resolve_watching(scenario, load_board(scenario), watch=False))


def test_nothing_offered_breaks_a_rule_when_replayed_in_full() -> None:
    """Every option of every prefix of one scenario in REPLAY_EVERY, appended and resolved
    from the start without the query's short cuts, is taken at its index and not illegal."""
    refused = []
    for key in sorted(SCENARIOS())[::REPLAY_EVERY]:
        scenario = SCENARIOS()[key]
        for k in range(len(scenario.get("actions") or []) + 1):
            found = _answer(key, k)
            if found is None:
                continue
            payload = {**scenario, "actions": scenario["actions"][:k]}
            refused += [(key, k, o.action) for o in found.options
                        if o.replaces is None and not _accepted_in_full(payload, o.action)]
    assert refused == []
