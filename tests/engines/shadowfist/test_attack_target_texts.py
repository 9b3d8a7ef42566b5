"""Rules text on which targets a Character may attack and when (6.0, the Golden Rule, over 28.1.3
and 28.1.2): "Cannot attack Characters", "Cannot turn to attack Sites", "May attack back-row
Sites", "Can attack during an opponent's turn", "Cannot be turned to attack". The library
scenarios on Monsoon, Destroyer Drone and Iala Mané hold the outcomes; these check joining, the
other attackers (6.1: a card breaks only the rules it needs to) and the legality query."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.options import options

from ._support import as_json


def _board(words: list[str], target: str = "b2", attackers: tuple[str, ...] = ("hero",),
           extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    me = {"type": "character", "controller": "A", "fighting": 3, "column": 1}
    cards = [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 6},
             {"id": "b1", "title": "B's Front Site", "type": "site", "controller": "B", "column": 1, "row": "front",
              "body": 6},
             {"id": "b2", "title": "B's Back Site", "type": "site", "controller": "B", "column": 1, "row": "back",
              "body": 6},
             {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "fighting": 1, "column": 1},
             {"id": "hero", "title": "Hero", **me, "abilities": words},
             {"id": "pal", "title": "Pal", **me}]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": cards + (extra or []),
            "actions": [{"do": "declare_attack", "player": "A", "attackers": list(attackers), "target": target}]}


def run(payload: dict[str, Any]) -> dict[str, Any]:
    return as_json(resolve(payload))


def test_28_1_3_a_back_row_site_is_no_target_without_the_text() -> None:
    r = run(_board([]))
    assert r["outcome"] == "illegal" and "back row" in r["illegal"]["reason"] and r["illegal"]["rules"] == ["28.1.3"]


def test_6_1_the_text_lets_only_its_card_attack_the_back_row() -> None:
    assert run(_board(["May attack back-row Sites"]))["outcome"] == "resolved"
    r = run(_board(["May attack back-row Sites"], attackers=("hero", "pal")))
    assert r["outcome"] == "illegal" and "28.1.3" in r["illegal"]["rules"]


@pytest.mark.parametrize(("word", "target", "legal"), [
    ("Cannot attack Characters", "guard", False), ("Cannot attack Characters", "b1", True),
    ("Cannot turn to attack Sites", "b1", False), ("Cannot turn to attack Sites", "guard", True),
    ("Cannot be turned to attack", "b1", False),
])
def test_6_0_target_restrictions(word: str, target: str, legal: bool) -> None:
    r = run(_board([word], target=target))
    assert (r["outcome"] != "illegal") == legal
    if not legal:
        assert "6.0" in r["illegal"]["rules"]


def test_6_0_a_joiner_cannot_join_against_a_kind_of_target_its_text_bars() -> None:
    payload = _board([], target="a1", extra=[])
    payload["players"].append({"id": "C"})
    payload["cards"] += [{"id": "c1", "title": "C's Site", "type": "site", "controller": "C", "column": 1,
                          "row": "front", "body": 6},
                         {"id": "drone", "title": "Drone", "type": "character", "controller": "C", "fighting": 2,
                          "column": 1, "abilities": ["Cannot attack Sites"]}]
    payload["actions"] = [{"do": "declare_attack", "player": "B", "attackers": ["guard"], "target": "a1"}]
    payload["active_player"] = "B"
    payload["actions"].append({"do": "pass"})
    payload["actions"].append({"do": "join", "player": "C", "attackers": ["drone"]})
    r = run(payload)
    assert r["outcome"] == "illegal" and r["illegal"]["action"] == 2 and "6.0" in r["illegal"]["rules"]


def test_28_1_2_the_text_lets_a_character_attack_out_of_turn() -> None:
    payload = _board([], target="a1")
    payload["cards"][3]["abilities"] = ["Can attack during an opponent's turn"]
    payload["actions"] = [{"do": "end_turn", "player": "A"},
                          {"do": "declare_attack", "player": "B", "attackers": ["guard"], "target": "a1"}]
    assert run(payload)["outcome"] == "resolved"
    payload["cards"][3]["abilities"] = []
    assert run(payload)["outcome"] == "illegal"


def test_6_0_the_legality_query_offers_only_the_targets_the_text_allows() -> None:
    def offered(words: list[str]) -> set[str]:
        payload = _board(words)
        payload["actions"] = []
        return {o.action["target"] for o in options(payload).options
                if o.action["do"] == "declare_attack" and o.action["attackers"] == ["hero"]}
    assert offered([]) == {"b1", "guard"}
    assert offered(["May attack back-row Sites"]) == {"b1", "b2", "guard"}
    assert offered(["Cannot attack Characters"]) == {"b1"}
