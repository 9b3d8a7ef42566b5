""""X= the number of columns in your Site structure" (48.0): each column is a location (9.1.2)
holding one front-row Site (a back-row Site moves forward when the front one leaves, 9.1.4, and an
empty location ceases to exist, 9.1.4.1), so X counts the front-row Sites you control. Real cards'
printed text copied from the community card dump, and the engine counting them."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

SPAWN = "Unique. Ambush. X= the number of columns in your Site structure."
YIPPEE_GAIN = "Gain X Power, where X= the number of columns in your Site structure."
COLUMNS = {"type": "site", "controller": "you", "state": "front-row"}


def test_48_0_spawn_of_the_new_flesh_fighting_is_its_controllers_columns() -> None:
    compiled = compile_text(SPAWN, "Spawn of the New Flesh", "Character")
    assert compiled.complete, compiled.not_modelled
    fighting = compiled.abilities[2]
    assert fighting["modifiers"] == [{"kind": "fighting", "value": 1}] and fighting["per"] == COLUMNS


def test_48_0_yippee_x_defined_after_where_in_the_sentence_using_it() -> None:
    compiled = compile_text(YIPPEE_GAIN, "Yippee-Yi-Yo-Kiii-YAAAH!", "Event")
    (played,) = compiled.abilities
    assert played["effect"] == {"effect": "gain_power", "aim": "none", "x": {"cards": COLUMNS}}


def _sites() -> list[dict[str, Any]]:
    """A: three columns, two of them with a back-row Site; B: one column."""
    site = {"type": "site", "body": 5}
    return [{"id": f"a{col}{row}", "title": f"A {col} {row}", "controller": "A", "column": col, "row": row, **site}
            for col, row in ((1, "front"), (1, "back"), (2, "front"), (2, "back"), (3, "front"))] + [
        {"id": "b1", "title": "B 1", "controller": "B", "column": 1, "row": "front", **site}]


def test_9_1_2_spawn_counts_columns_not_sites() -> None:
    spawn = {"id": "spawn", "title": "Spawn of the New Flesh", "type": "character", "controller": "A", "column": 1,
             "fighting": 0, "abilities": compile_text(SPAWN, "Spawn of the New Flesh", "Character").abilities}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [*_sites(), spawn], "actions": []}
    assert as_json(resolve(payload))["final"]["cards"]["spawn"]["fighting"] == 3


def test_48_0_yippee_gains_one_power_for_each_column_as_generated() -> None:
    (played,) = compile_text(YIPPEE_GAIN, "Yippee-Yi-Yo-Kiii-YAAAH!", "Event").abilities
    event = {"id": "yip", "title": "Yippee-Yi-Yo-Kiii-YAAAH!", "type": "event", "controller": "A", "zone": "hand",
             "abilities": [played]}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
               "cards": [*_sites(), event],
               "actions": [{"do": "use", "id": "u1", "player": "A", "card": "yip", "ability": 0}, {"do": "pass"}]}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["players"]["A"]["power"] == 3
