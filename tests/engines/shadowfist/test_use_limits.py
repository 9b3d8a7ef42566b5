"""Use limits printed on cards ("Once per turn, ..."): the card does what it says (6.0) and "per
turn" counts every player's turn (6.1). The library scenarios on Big Brother Tsien hold the
outcomes; these tests check the trigger side, the schema and the legality query."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.options import options

from ._support import LIBRARY_DIR, as_json, load

TSIEN_TWICE = "sf-6-1-card-big-brother-tsien-pays-only-once-per-turn"
TSIEN_NEXT_TURN = "sf-6-1-card-big-brother-tsien-again-in-the-opponents-turn"


def scenario_of(scenario_id: str) -> dict[str, Any]:
    return copy.deepcopy(load(LIBRARY_DIR / f"{scenario_id}.json")["scenario"])


def run(payload: dict[str, Any]) -> dict[str, Any]:
    return as_json(resolve(payload))


def test_6_0_second_use_in_a_turn_is_refused_before_it_is_paid() -> None:
    r = run(scenario_of(TSIEN_TWICE))
    assert r["outcome"] == "illegal" and r["illegal"]["action"] == 2
    assert r["illegal"]["rules"] == ["6.0", "6.1"]
    assert r["final"]["players"]["A"]["power"] == 4  # only the first use was paid


def test_6_0_without_the_limit_the_second_use_is_legal() -> None:
    payload = scenario_of(TSIEN_TWICE)
    tsien = next(c for c in payload["cards"] if c["id"] == "tsien")
    tsien["abilities"] = [{k: v for k, v in a.items() if k != "once_per"} if isinstance(a, dict) else a
                          for a in tsien["abilities"]]
    payload["actions"].append({"do": "pass"})
    r = run(payload)
    assert r["outcome"] == "resolved" and r["final"]["cards"]["tsien"]["fighting"] == 8


def test_6_1_the_limit_starts_afresh_in_the_next_players_turn() -> None:
    r = run(scenario_of(TSIEN_NEXT_TURN))
    assert r["outcome"] == "resolved" and r["final"]["players"]["A"]["power"] == 3
    assert sum("is limited to once per turn" in s["text"] for s in r["steps"]) == 2


def _feast_once_per_turn() -> dict[str, Any]:
    payload = scenario_of("sf-26-1-card-feast-of-souls-power-when-your-character-is-smoked")
    feast = next(c for c in payload["cards"] if c["id"] == "feast")
    feast["abilities"][0]["once_per"] = "turn"
    payload["cards"].append({"id": "monk2", "title": "Second Monk", "type": "character", "controller": "A",
                             "fighting": 2, "column": 1})
    payload["actions"] = [
        {"do": "effect", "id": "hit", "player": "B", "card": "Blow Things Up!", "source_type": "event",
         "effect": "smoke", "targets": ["monk"]}, {"do": "pass"},
        {"do": "effect", "id": "hit2", "player": "B", "card": "Blow Things Up!", "source_type": "event",
         "effect": "smoke", "targets": ["monk2"]}, {"do": "pass"}]
    return payload


def test_6_0_a_limited_mandatory_trigger_fires_once_per_turn() -> None:
    r = run(_feast_once_per_turn())
    assert r["outcome"] == "resolved" and r["final"]["players"]["A"]["power"] == 1
    refused = [s for s in r["steps"] if "does not trigger again" in s["text"]]
    assert len(refused) == 1 and refused[0]["rules"][:2] == ["6.0", "6.1"]


def test_6_0_the_legality_query_does_not_offer_a_spent_ability() -> None:
    payload = scenario_of(TSIEN_TWICE)
    payload["actions"] = payload["actions"][:2]
    assert not [o for o in options(payload).options if o.action["do"] == "use" and o.action["card"] == "tsien"]
    payload["actions"] = []
    assert [o for o in options(payload).options if o.action["do"] == "use" and o.action["card"] == "tsien"]


@pytest.mark.parametrize("ability", [
    {"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}], "once_per": "turn"},
    {"kind": "activated", "effect": {"effect": "gain_power", "aim": "none", "amount": 1}, "once_per": "game"},
])
def test_use_limit_only_on_abilities_used_or_triggered(ability: dict[str, Any]) -> None:
    payload = scenario_of(TSIEN_TWICE)
    payload["cards"][2]["abilities"] = [ability]
    with pytest.raises(ScenarioInvalid) as info:
        resolve(payload)
    assert "cards[2].abilities[0].once_per" in info.value.errors
