"""Counters a card enters play with (10.5: only text saying "counter" makes counters), read from
real cards' printed text (quoted verbatim from the community card dump) into an `enters_with`
ability, and placed by the engine as the card enters play, not by a triggered effect (6.0)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

ASSAULT_DRONE = ("Toughness: 1. Cannot intercept. Assault Drone enters play with four counters on it. Add one "
                 "counter at the start of your turn. Remove a counter to inflict one damage on any target at this "
                 "location.")


@pytest.mark.parametrize(("title", "kind", "sentence", "n"), [
    ("Assault Drone", "Character", "Assault Drone enters play with four counters on it.", 4),
    ("Mars Program Executive", "Character", "Enters play with 3 counters.", 3),
    ("Single-Action Devolver", "State", "Enters play with 6 counters on it.", 6),
    ("Electro-Gauntlet", "State", "This card enters play with 1 counter on it.", 1),
    ("Jiang Fei", "Character", "Comes into play with two counters on her.", 2),
])
def test_10_5_enters_play_with_counters(title: str, kind: str, sentence: str, n: int) -> None:
    c = compile_text(sentence, title, kind)
    assert c.abilities == [{"kind": "enters_with", "counters": n, "text": sentence}]


def test_10_5_assault_drone_compiles_whole() -> None:
    assert compile_text(ASSAULT_DRONE, "Assault Drone", "Character").complete


def test_10_5_an_events_counters_stay_unread() -> None:
    """An Event never enters play (25.3)."""
    assert not compile_text("Enters play with 3 counters.", "Someone", "Event").complete


def _drone(**kw: Any) -> dict[str, Any]:
    return {"id": "ad", "title": "Assault Drone", "type": "character", "controller": "A", "fighting": 3,
            "abilities": compile_text(ASSAULT_DRONE, "Assault Drone", "Character").abilities, **kw}


def _run(drone: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    site = {"id": "s", "title": "Site", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 5}
    return as_json(resolve({"game": "shadowfist", "active_player": "A",
                            "players": [{"id": "A", "power": 5, "hand": 6}, {"id": "B", "hand": 6}],
                            "cards": [site, drone], "actions": actions}))


def test_10_5_played_from_hand_it_has_its_counters_as_it_enters_play() -> None:
    r = _run(_drone(zone="hand", cost=3), [{"do": "play", "player": "A", "card": "ad", "column": 1}, {"do": "pass"}])
    assert r["outcome"] == "resolved" and r["final"]["cards"]["ad"]["counters"] == 4
    step = next(s for s in r["steps"] if "enters play with 4 counters" in s["text"])
    assert step["rules"] == ["10.5", "6.0"]


def test_10_5_a_card_in_play_from_the_start_has_the_counters_the_scenario_gives() -> None:
    r = _run(_drone(column=1, counters=1), [])
    assert r["final"]["cards"]["ad"]["counters"] == 1


def test_10_5_the_ability_is_not_used() -> None:
    r = _run(_drone(column=1), [{"do": "use", "id": "u1", "player": "A", "card": "ad", "ability": 2}])
    assert r["outcome"] == "illegal" and "10.5" in r["illegal"]["rules"]


def test_10_5_a_written_enters_with_needs_counters() -> None:
    with pytest.raises(Exception, match="counters"):
        resolve({"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
                 "cards": [_drone(column=1, abilities=[{"kind": "enters_with"}])], "actions": []})
