"""Cards that make other cards cost more to play (rule 6.0 over 8.5: the card says so; the
printed cost is unchanged, as for a reduction, 37.0): "The cost of all [d] Events is increased by
1", "All [e] cards are +1 cost" are a continuous `cost_increase` with `playing`, paid by every
player. Real cards' text copied from the community card dump, and the engine charging it."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

JASON_X = "Unique. Guts. The cost of all [d] Events is increased by 1."
JASON_X_FIRST = "Unique.  Guts.  The cost of all [f] Events is increased by 1 while Jason X is in play."
JUI_SZU = ("Unique.  All [e] cards are +1 cost. Turn and maintain to take control of a Feng Shui Site you own "
           "that is controlled by an opponent.")


def _increase(text: str, title: str) -> dict[str, Any]:
    compiled = compile_text(text, title, "Character")
    assert compiled.complete, compiled.not_modelled
    found = [a for a in compiled.abilities if isinstance(a, dict) and a.get("playing")]
    assert len(found) == 1
    return {k: v for k, v in found[0].items() if k != "text"}


@pytest.mark.parametrize(("text", "title", "playing"), [
    (JASON_X, "Jason X", {"type": "event", "faction": "dragons"}),
    (JASON_X_FIRST, "Jason X", {"type": "event", "faction": "architects"}),  # "while in play" adds nothing (10.1)
    (JUI_SZU, "Jui Szu", {"faction": "lotus"}),
])
def test_6_0_a_cost_increase_names_the_cards_played(text: str, title: str, playing: dict[str, Any]) -> None:
    assert _increase(text, title) == {"kind": "continuous", "modifiers": [{"kind": "cost_increase", "value": 1}],
                                      "playing": playing}


@pytest.mark.parametrize(("kind", "text"), [
    ("State", "The cost of all [d] Events is increased by 1."),  # a State's modifiers go to its subject
    ("Edge", "The cost of all [d] Events you control is increased by 1."),  # whose: not said by `playing`
])
def test_6_0_a_cost_increase_is_not_read_elsewhere(kind: str, text: str) -> None:
    assert not compile_text(text, "Some Card", kind).complete


def _scenario(power: int, event_faction: str, site_power: int = 0) -> dict[str, Any]:
    icons = {"Dragons": "Dragons", "Ascended": "Ascended"}
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": power}, {"id": "B", "power": 0}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 6, "power": site_power, "provides": [icons[event_faction]]},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "jx", "title": "Jason X", "type": "character", "controller": "B", "column": 1,
                       "fighting": 6, "abilities": compile_text(JASON_X, "Jason X", "Character").abilities},
                      {"id": "ev", "title": "Windfall", "type": "event", "controller": "A", "zone": "hand", "cost": 1,
                       "requires": [event_faction],
                       "abilities": [{"kind": "activated", "text": "Gain 3 Power.",
                                      "effect": {"effect": "gain_power", "amount": 3, "aim": "none"}}]}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "ev", "ability": 0}, {"do": "pass"}]}


@pytest.mark.parametrize(("faction", "power", "left"), [("Dragons", 2, 3), ("Ascended", 1, 3)])
def test_6_0_jason_x_makes_an_opponents_dragons_event_cost_one_more(faction: str, power: int, left: int) -> None:
    answer = as_json(resolve(_scenario(power, faction)))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["players"]["A"]["power"] == left  # paid 2 (or 1 for another faction's), gained 3


def test_6_0_a_dragons_event_is_refused_without_the_power_jason_x_adds() -> None:
    answer = as_json(resolve(_scenario(1, "Dragons")))
    assert answer["outcome"] == "illegal"
    assert "cannot pay 2" in answer["illegal"]["reason"]


def _play_lotus(power: int) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": power}, {"id": "B", "power": 0}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 6, "provides": ["Lotus"]},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "jui", "title": "Jui Szu", "type": "character", "controller": "B", "column": 1,
                       "fighting": 2, "abilities": compile_text(JUI_SZU, "Jui Szu", "Character").abilities},
                      {"id": "ch", "title": "Lotus Agent", "type": "character", "controller": "A", "zone": "hand",
                       "cost": 2, "fighting": 2, "requires": ["Lotus"]}],
            "actions": [{"do": "play", "player": "A", "card": "ch", "column": 1}, {"do": "pass"}]}


def test_6_0_jui_szu_makes_a_lotus_character_cost_one_more_to_play() -> None:
    answer = as_json(resolve(_play_lotus(3)))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["players"]["A"]["power"] == 0
    assert any("costs 1 more to play" in s["text"] for s in answer["steps"])
    refused = as_json(resolve(_play_lotus(2)))
    assert refused["outcome"] == "illegal" and "costs 3" in refused["illegal"]["reason"]
