"""Giving an opponent Power as the cost of an ability (17.2.4, 24.1.4), read from real cards'
printed text (quoted verbatim from the community card dump): Power from its player's pool into
the pool of the opponent the `use` names in `give_to`."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

_ENEMY = "Once per turn, you may give an opponent one Power :: Draw two cards."


def test_17_2_4_the_enemy_of_my_enemy_gives_an_opponent_one_power_to_draw() -> None:
    c = compile_text(_ENEMY, "The Enemy of my Enemy", "edge")
    assert c.complete
    assert c.abilities[0]["effect"] == {"effect": "draw", "amount": 2, "aim": "none", "give_power": 1}
    assert c.abilities[0]["once_per"] == "turn"


def test_17_2_4_chinese_connection_gives_an_opponent_one_power_to_heal() -> None:
    c = compile_text("Once per turn you may give an opponent 1 Power :: Heal target card.", "Chinese Connection",
                     "edge")
    assert c.complete
    assert c.abilities[0]["effect"] == {"effect": "heal", "aim": "chosen", "select": {}, "give_power": 1}


def test_17_2_4_giving_power_to_a_player_the_text_does_not_name_stays_not_modelled() -> None:
    for title, text in (
            ("Bribery", "Give an opponent 1 Power and target a Character he or she controls with a printed "
                        "numerical Fighting of 5 or less :: Take control of target until the end of the turn."),
            ("The Gray", "Any opponent may pay you 1 Power :: This card's rules text is blank until the end of "
                         "the turn.")):
        assert not compile_text(text, title, "event").complete, title


def _enemy(power: int, give_to: str | None) -> dict[str, Any]:
    use: dict[str, Any] = {"do": "use", "id": "u1", "player": "A", "card": "enemy", "ability": 0}
    if give_to is not None:
        use["give_to"] = give_to
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": power}, {"id": "B", "power": 0}, {"id": "C", "power": 0}],
            "cards": [{"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "enemy", "title": "The Enemy of my Enemy", "type": "edge", "controller": "A",
                       "abilities": compile_text(_ENEMY, "The Enemy of my Enemy", "edge").abilities}],
            "actions": [use, {"do": "pass"}]}


def test_17_2_4_the_power_goes_to_the_opponent_the_use_names() -> None:
    result = as_json(resolve(_enemy(2, "C")))
    assert result["outcome"] == "resolved", result["illegal"]
    players = result["final"]["players"]
    assert players["A"]["power"] == 1 and players["C"]["power"] == 1 and players["B"]["power"] == 0
    given = next(s for s in result["steps"] if "gives 1 Power to C" in s["text"])
    assert {"17.2.4", "24.1.4"} <= set(given["rules"])


def test_17_2_4_the_cost_names_an_opponent_and_needs_the_power() -> None:
    for power, give_to in ((2, None), (2, "A"), (0, "B")):
        result = as_json(resolve(_enemy(power, give_to)))
        assert result["outcome"] == "illegal", (power, give_to)
        assert "24.1.4" in {r.split(":")[-1] for r in result["illegal"]["rules"]}, result["illegal"]
