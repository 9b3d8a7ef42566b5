""""Takes -X damage from any source. X= half the damage inflicted, rounded up.": a subtraction of
step 7 of 29.7 (which names Awesome Presence's, these words), applied before Toughness as in 29.8's
example (Song's own ability reduces 6 damage to 3, the Battlematic's Toughness to 2), after the
receiving side's additions (step 6). Song's and Walk of a Thousand Steps' texts copied verbatim
from the community card dump."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

SONG = "Unique. Takes -X damage from any source. X= half the damage inflicted, rounded up."
WALK = "Not cumulative. Subject Character takes -X damage from any source. X= half the damage inflicted, rounded up."
EXAMPLE = Path(__file__).resolve().parents[4] / "scenarios" / "shadowfist" / \
    "sf-29-8-variable-damage-hands-without-shadows.json"


def test_29_7_song_takes_half_the_damage_rounded_down() -> None:
    (song,) = compiled_objects("Song, The Little Dragon", "Character", SONG)
    assert song["kind"] == "continuous" and song["modifiers"] == [{"kind": "damage_taken_halved", "value": 1}]
    (walk,) = compiled_objects("Walk of a Thousand Steps", "State", WALK)
    assert walk["modifiers"] == song["modifiers"] and "affects" not in walk  # its subject's


@pytest.mark.parametrize(("text", "kind"), [
    ("Subject Character takes -X damage from cards that require fewer resources than it. X= half the damage "
     "inflicted, rounded up.", "State"),  # Awesome Presence: a kind of source
    ("Takes -X damage from any source. X= half the damage inflicted, rounded up.", "Edge"),
])
def test_29_7_other_halvings_stay_unread(text: str, kind: str) -> None:
    assert not compile_text(text, "Someone", kind).complete


def test_29_8_example_song_by_her_text_riding_a_battlematic_takes_2() -> None:
    scenario: dict[str, Any] = json.loads(EXAMPLE.read_text())["scenario"]
    song = next(c for c in scenario["cards"] if c["id"] == "song")
    song.pop("modifiers")
    song["abilities"] = compile_text(SONG, "Song, The Little Dragon", "Character").abilities
    assert resolve(scenario).final["cards"]["song"]["damage"] == 2  # 6, less 3, less Toughness 1


def _blast(amount: int, target: dict[str, Any], *more: dict[str, Any]) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 6, "column": 1}
    blast = {"id": "blast", "title": "Blast", "type": "event", "controller": "A", "zone": "hand",
             "abilities": [{"kind": "activated", "effect": {"effect": "damage", "amount": amount, "aim": "chosen",
                                                            "select": {"type": "character"}}}]}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "A1", "controller": "A", **site},
                      {"id": "b1", "title": "B1", "controller": "B", **site}, blast, target, *more],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "blast", "ability": 0,
                         "targets": [target["id"]]},
                        {"do": "pass"}]}


def _song(**extra: Any) -> dict[str, Any]:
    return {"id": "song", "title": "Song, The Little Dragon", "type": "character", "controller": "B", "column": 1,
            "fighting": 9, "abilities": compile_text(SONG, "Song, The Little Dragon", "Character").abilities, **extra}


def test_29_7_step_7_halves_after_the_receiving_sides_additions() -> None:
    """4 damage, +1 taken (step 6): 5, less 3 (half, rounded up) = 2; a division at step 5 would give 3."""
    answer = as_json(resolve(_blast(4, _song(modifiers=[{"kind": "damage_taken_bonus", "value": 1}]))))
    assert answer["outcome"] == "resolved", answer
    assert answer["final"]["cards"]["song"]["damage"] == 2


def test_49_4_two_walks_of_a_thousand_steps_are_not_cumulative() -> None:
    hero = {"id": "hero", "title": "Hero", "type": "character", "controller": "B", "column": 1, "fighting": 9}
    walks = [{"id": f"w{i}", "title": "Walk of a Thousand Steps", "type": "state", "controller": "B",
              "attached_to": "hero", "abilities": compile_text(WALK, "Walk of a Thousand Steps", "State").abilities}
             for i in (1, 2)]
    answer = as_json(resolve(_blast(5, hero, *walks)))
    assert answer["final"]["cards"]["hero"]["damage"] == 2  # 5 less 3, once


def test_29_9_unstoppable_damage_is_not_halved() -> None:
    scenario = _blast(5, _song())
    scenario["cards"][2]["abilities"][0]["effect"]["abilities"] = ["Unstoppable"]
    answer = as_json(resolve(scenario))
    assert answer["outcome"] == "resolved", answer
    assert answer["final"]["cards"]["song"]["damage"] == 5
