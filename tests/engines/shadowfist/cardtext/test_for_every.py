""""-1 Fighting for every <card>" is "for each" (a continuous modifier counted over the board,
rule 10.1), "Inflicts +1 damage for each <card>" printed alone on a Character is the Character's
own combat damage bonus (29.5); "for every three <cards>" (once per three counted) is read in
test_power_and_numbers.py. Real cards' text copied from the community card dump."""

from __future__ import annotations

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

KONG = ("Unique. Regenerate. -1 Fighting for every other Character you control. Once per turn, you may discard two "
        "cards to toast a card in an opponent's smoked pile.")
ELITE = ("Eunuch Characters are not legal targets for attacks or Events while Elite Guards is in play. Inflicts +1 "
         "damage for each Unique [e] Character you control.")


def test_10_1_kong_jun_she_minus_1_fighting_for_every_other_character_you_control() -> None:
    (penalty,) = [a for a in compile_text(KONG, "Kong Jun She", "Character").abilities if isinstance(a, dict)]
    assert penalty["modifiers"] == [{"kind": "fighting", "value": -1}]
    assert penalty["per"] == {"type": "character", "controller": "you", "other": True}


def test_29_5_elite_guards_inflicts_1_more_damage_for_each_unique_lotus_character() -> None:
    (bonus,) = [a for a in compile_text(ELITE, "Elite Guards", "Character").abilities if isinstance(a, dict)]
    assert bonus["modifiers"] == [{"kind": "damage_bonus", "value": 1}] and "affects" not in bonus
    assert bonus["per"] == {"type": "character", "controller": "you", "unique": True, "faction": "lotus"}


def test_10_1_kong_jun_she_loses_1_fighting_for_each_other_character_of_his_controller() -> None:
    others = [{"id": f"c{i}", "title": f"Friend {i}", "type": "character", "controller": owner, "fighting": 1,
               "column": 1} for i, owner in enumerate(("A", "A", "B"))]
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
                "cards": [{"id": "kong", "title": "Kong Jun She", "type": "character", "controller": "A",
                           "fighting": 6, "column": 1, "abilities": compile_text(KONG, "Kong Jun She",
                                                                                 "Character").abilities}, *others],
                "actions": []}
    assert as_json(resolve(scenario))["final"]["cards"]["kong"]["fighting"] == 6 - 2
