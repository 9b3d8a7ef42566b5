"""Malformed scenarios raise ScenarioInvalid naming the field (HTTP 422), never anything else."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from refbase.config import MAX_SCENARIO_ACTIONS, MAX_SCENARIO_CARDS, MAX_SCENARIO_PLAYERS
from refbase.engines.common import ScenarioInvalid, StepLimitExceeded
from refbase.engines.shadowfist import ShadowfistScenarioSchema, resolve
from refbase.engines.shadowfist.loading.scenario import load_scenario

from ._support import character, effect, scenario
from .test_contract_example import CONTRACT_EXAMPLE


def base() -> dict[str, Any]:
    return copy.deepcopy(CONTRACT_EXAMPLE)


def errors_of(payload: Any) -> dict[str, list[str]]:
    with pytest.raises(ScenarioInvalid) as info:
        resolve(payload)
    return info.value.errors


def _set(path: list, value: Any) -> Callable[[dict], None]:
    def change(d: dict) -> None:
        target = d
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


CASES: list[tuple[str, Callable[[dict], None], str]] = [
    ("unknown card in an action", _set(["actions", 0, "target"], "nowhere"), "actions[0].target"),
    ("unknown attacker", _set(["actions", 0, "attackers"], ["hitter", "ghost"]), "actions[0].attackers[1]"),
    ("duplicate card id", _set(["cards", 2, "id"], "hitter"), "cards[2].id"),
    ("State attached to nothing", lambda d: d["cards"][3].pop("attached_to"), "cards[3].attached_to"),
    ("State attached to a missing card", _set(["cards", 3, "attached_to"], "nope"), "cards[3].attached_to"),
    ("Character at a column its controller lacks", _set(["cards", 2, "column"], 2), "cards[2].column"),
    ("Character without column although it has Sites", lambda d: d["cards"][2].pop("column"),
     "cards[2].column"),
    ("Fighting as a string", _set(["cards", 0, "fighting"], "4"), "cards[0].fighting"),
    ("turned as a string", _set(["cards", 0, "turned"], "yes"), "cards[0].turned"),
    ("negative damage", _set(["cards", 0, "damage"], -1), "cards[0].damage"),
    ("negative Power", _set(["players", 0, "power"], -2), "players[0].power"),
    ("fractional Body", _set(["cards", 1, "body"], 4.5), "cards[1].body"),
    ("unknown card type", _set(["cards", 0, "type"], "wizard"), "cards[0].type"),
    ("unknown zone", _set(["cards", 0, "zone"], "graveyard"), "cards[0].zone"),
    ("unknown action", _set(["actions", 1], {"do": "dance"}), "actions[1].do"),
    ("action not an object", _set(["actions", 1], "pass"), "actions[1]"),
    ("unknown field (typo)", _set(["cards", 0, "fightng"], 4), "cards[0].fightng"),
    ("unknown ability", _set(["cards", 0, "abilities"], ["Superleep"]), "cards[0].abilities[0]"),
    ("Toughness without a number", _set(["cards", 0, "abilities"], ["Toughness: X"]),
     "cards[0].abilities[0]"),
    ("unknown controller", _set(["cards", 0, "controller"], "Z"), "cards[0].controller"),
    ("unknown active player", _set(["active_player"], "Z"), "active_player"),
    ("unknown player in an action", _set(["actions", 2, "player"], "Z"), "actions[2].player"),
    ("duplicate player", _set(["players", 2, "id"], "A"), "players[2].id"),
    ("a duel of three", _set(["format"], "duel"), "format"),
    ("an Event in play", _set(["cards", 0, "type"], "event"), "cards[0].zone"),
    ("damage equal to Fighting", _set(["cards", 2, "damage"], 2), "cards[2].damage"),
    ("a gap in a Site structure", _set(["cards", 1, "column"], 2), "cards[1].column"),
    ("damage effect without amount", lambda d: d["actions"][3].pop("amount"), "actions[3].amount"),
    ("effect by title without source_type", lambda d: d["actions"][3].pop("source_type"),
     "actions[3].source_type"),
    ("cancel of an unknown effect",
     _set(["actions", 3], {"do": "effect", "id": "c", "player": "B", "card": "X", "source_type": "event",
                           "effect": "cancel", "targets": ["zz"]}), "actions[3].targets[0]"),
    ("redirect without from",
     _set(["actions", 3], {"do": "effect", "id": "r", "player": "B", "card": "X", "source_type": "event",
                           "effect": "redirect", "source": "hitter", "to": "guard"}), "actions[3].from"),
    ("a negative modifier bonus", _set(["cards", 3, "modifiers"], [{"kind": "damage_bonus", "value": -2}]),
     "cards[3].modifiers[0].value"),
    ("a zero divisor", _set(["cards", 3, "modifiers"], [{"kind": "damage_divisor", "value": 0}]),
     "cards[3].modifiers[0].value"),
    ("wrong game", _set(["game"], "chess"), "game"),
    ("an absurd amount", _set(["actions", 3, "amount"], 10**30), "actions[3].amount"),
    ("a column beyond any structure", _set(["cards", 1, "column"], 10**6), "cards[1].column"),
    ("players not a list", _set(["players"], {"A": {}}), "players"),
]


@pytest.mark.parametrize("name,change,field", CASES, ids=[c[0] for c in CASES])
def test_malformed_scenario_names_the_field(name: str, change: Callable[[dict], None], field: str) -> None:
    payload = base()
    change(payload)
    errors = errors_of(payload)
    assert field in errors, errors
    assert all(isinstance(m, str) and m for m in errors[field])


def test_body_that_is_not_an_object() -> None:
    assert "_body" in errors_of(["not", "a", "scenario"])


LIMITS = [("cards", MAX_SCENARIO_CARDS), ("actions", MAX_SCENARIO_ACTIONS),
          ("players", MAX_SCENARIO_PLAYERS)]


@pytest.mark.parametrize("name,limit", LIMITS)
def test_over_the_documented_limits(name: str, limit: int) -> None:
    payload = base()
    payload[name] = [{}] * (limit + 1)
    assert name in errors_of(payload)


def test_step_limit_stops_a_runaway_scenario() -> None:
    targets = [f"t{i}" for i in range(MAX_SCENARIO_CARDS - 1)]
    cards = [{"id": t, "title": "Target", "type": "character", "controller": "B", "fighting": 9000,
              "abilities": ["Toughness: 9000"]} for t in targets]
    actions = [{"do": "effect", "id": f"e{i}", "player": "A", "card": "Rain", "source_type": "event",
                "effect": "damage", "amount": 1, "targets": targets} for i in range(MAX_SCENARIO_ACTIONS)]
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": cards, "actions": actions}
    with pytest.raises(StepLimitExceeded):
        resolve(payload)


def test_schema_is_a_marshmallow_schema_for_the_api_description() -> None:
    from marshmallow import Schema

    assert issubclass(ShadowfistScenarioSchema, Schema)
    assert {"game", "players", "cards", "actions"} <= set(ShadowfistScenarioSchema().fields)


# --- no silent ignoring: what the engine does not model is refused, by field ---------

@pytest.mark.parametrize("text", ["Influence: 1", "Crisis: 2", "Reload: 1", "Reload",
                                  "Immunity: Dragons", "Immunity: Gun"])
def test_50_0_unmodelled_ability_is_a_422_naming_the_field(text: str) -> None:
    payload = scenario([character("c", "A", 2, abilities=["Guts", text])], [])
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(payload)
    assert list(caught.value.errors) == ["cards[0].abilities[1]"]
    assert "not supported yet" in caught.value.errors["cards[0].abilities[1]"][0]


def test_50_17_toughness_is_bounded_like_every_number() -> None:
    payload = scenario([character("c", "A", 2, abilities=["Toughness: 99999999999999999999"])], [])
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(payload)
    assert "at most" in caught.value.errors["cards[0].abilities[0]"][0]


def test_50_0_unmodelled_ability_on_a_grant_is_refused_too() -> None:
    payload = scenario([character("c", "A", 2)],
                       [effect("g", "A", "Gift", "grant", source_type="event", targets=["c"],
                               abilities=["Influence: 1"])])
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(payload)
    assert "actions[0].abilities[0]" in caught.value.errors


def test_a_card_loaded_again_is_reused_not_validated_again() -> None:
    """Records are immutable: the same card sent again (the board builder's next query) gets
    the record loaded the first time, equal to a fresh load; a changed card is loaded anew."""
    first, again = load_scenario(base()), load_scenario(base())
    assert again.cards[0] is first.cards[0] and again == first
    changed = base()
    changed["cards"][0]["damage"] = 1
    assert load_scenario(changed).cards[0].damage == 1


def test_a_refused_card_is_refused_again_with_its_field() -> None:
    """A card that fails validation is not kept: its error names the field every time."""
    payload = base()
    payload["cards"][0]["fighting"] = "lots"
    assert "cards[0].fighting" in errors_of(payload)
    assert "cards[0].fighting" in errors_of(copy.deepcopy(payload))


def test_an_action_loaded_again_is_reused_and_a_refused_one_refused_again() -> None:
    """Actions are immutable records too: the same action (the legality query's candidates,
    the next prefix) is loaded once; a malformed one names its field every time."""
    first, again = load_scenario(base()), load_scenario(base())
    assert again.actions[0] is first.actions[0]
    payload = base()
    payload["actions"][0]["attackers"] = "hitter"
    assert "actions[0].attackers" in errors_of(payload)
    assert "actions[0].attackers" in errors_of(copy.deepcopy(payload))
