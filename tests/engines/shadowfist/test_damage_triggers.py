"""Triggers on a card damaging or smoking another (`inflicts_damage`, `smokes`): the source of
the damage (29.4) smokes the Character its damage reduces to zero (20.1); `combat` asks for
combat damage (29.1). Noticed before the cards reduced to zero leave play, so a source smoked by
the same simultaneous damage still triggers (26.1.3). The library scenarios on Nine Cuts and
Jueding Shelun hold the outcomes; these check the order of the steps and what must not trigger."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve

from ._support import LIBRARY_DIR, as_json, load

NINE_CUTS = "sf-26-1-3-card-nine-cuts-smokes-his-interceptor-as-he-falls"


def run(payload: dict[str, Any]) -> dict[str, Any]:
    return as_json(resolve(payload))


def _index(steps: list[dict[str, Any]], text: str) -> int:
    return next(i for i, s in enumerate(steps) if text in s["text"])


def test_26_1_3_the_source_triggers_before_the_simultaneous_damage_smokes_it() -> None:
    steps = run(copy.deepcopy(load(LIBRARY_DIR / f"{NINE_CUTS}.json")["scenario"]))["steps"]
    assert _index(steps, "Nine Cuts inflicts damage on Bouncer: Nine Cuts's triggered ability triggers") \
        < _index(steps, "Nine Cuts's Fighting is reduced to zero and it is smoked")


def _zapper(trigger: dict[str, Any]) -> dict[str, Any]:
    """A's Zapper turns to inflict 3 non-combat damage on B's 2-Fighting Thug, which is smoked."""
    zap = {"kind": "activated", "effect": {"effect": "damage", "amount": 3, "select": {"type": "character"},
                                           "turn_self": True}}
    gain = {"kind": "triggered", "trigger": trigger, "effect": {"effect": "gain_power", "aim": "none", "amount": 1}}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "zapper", "title": "Zapper", "type": "character", "controller": "A", "fighting": 1,
                       "column": 1, "abilities": [zap, gain]},
                      {"id": "thug", "title": "Thug", "type": "character", "controller": "B", "fighting": 2,
                       "column": 1}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "zapper", "ability": 0, "targets": ["thug"]},
                        {"do": "pass"}]}


@pytest.mark.parametrize(("trigger", "power"), [
    ({"on": "smokes", "card": {"type": "character"}}, 1),
    ({"on": "smokes", "card": {"type": "character"}, "combat": True}, 0),
    ({"on": "inflicts_damage", "card": {"type": "character"}}, 1),
    ({"on": "inflicts_damage", "card": {"type": "site"}}, 0),
    ({"on": "smokes", "card": {"type": "character", "controller": "you"}}, 0),
])
def test_20_1_non_combat_damage_smokes_and_combat_only_triggers_ignore_it(trigger: dict[str, Any],
                                                                         power: int) -> None:
    r = run(_zapper(trigger))
    assert r["final"]["cards"]["thug"]["zone"] == "smoked"
    assert r["final"]["players"]["A"]["power"] == power


def test_29_4_damage_from_another_source_does_not_trigger() -> None:
    payload = _zapper({"on": "smokes", "card": {"type": "character"}})
    payload["actions"] = [{"do": "effect", "id": "e", "player": "A", "card": "Blast", "source_type": "event",
                           "effect": "damage", "amount": 3, "targets": ["thug"]}, {"do": "pass"}]
    r = run(payload)
    assert r["final"]["cards"]["thug"]["zone"] == "smoked" and r["final"]["players"]["A"]["power"] == 0


def test_combat_goes_only_with_triggers_on_damaging_or_smoking() -> None:
    payload = _zapper({"on": "enters_play", "combat": True})
    with pytest.raises(ScenarioInvalid) as info:
        resolve(payload)
    assert "cards[2].abilities[1].trigger.combat" in info.value.errors
