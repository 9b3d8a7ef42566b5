""""All damage inflicted on <this card / subject> [by <cards>] is increased by N": the recipient's
increase of 29.7 step 6 (`damage_taken_bonus`, combat and non-combat damage alike, only from a
kind of card with `from`, 10.2), and "Unturns when ..." printed on a Character without a subject
(21.1), read from real cards' printed text copied from the community card dump."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

AGONIES = "Unique. All damage inflicted on Ten Thousand Agonies is increased by 1."
WILD_SIDE = ("Play on a Lodge or Transformed Character. All damage inflicted on subject by [M] cards is increased "
             "by 1. While attacking, subject gains +2 Fighting and Toughness 1.")
LEATHERBACK = "Unturns when an opponent plays a [M] or [H] card."


def _objects(text: str, title: str, kind: str) -> list[dict[str, Any]]:
    return compiled_objects(title, kind, text)


def test_29_7_ten_thousand_agonies_takes_1_more_damage_from_anything() -> None:
    (more,) = _objects(AGONIES, "Ten Thousand Agonies", "Character")
    assert more["modifiers"] == [{"kind": "damage_taken_bonus", "value": 1}] and "from" not in more


def test_29_7_walk_on_the_wild_side_subject_takes_1_more_damage_from_magic_cards() -> None:
    _, more, _ = _objects(WILD_SIDE, "Walk on the Wild Side", "State")
    assert more["modifiers"] == [{"kind": "damage_taken_bonus", "value": 1}]
    assert more["from"] == {"talent": "magic"}


def test_21_1_leatherback_unturns_itself_when_an_opponent_plays_a_magic_or_tech_card() -> None:
    (unturn,) = _objects(LEATHERBACK, "Leatherback", "Character")
    assert unturn["trigger"] == {"on": "played", "card": {"any_of": [{"talent": "magic"}, {"talent": "tech"}],
                                                          "controller": "opponent"}}
    assert unturn["effect"] == {"effect": "unturn", "aim": "self"}


def test_29_7_ten_thousand_agonies_takes_3_from_a_2_damage_effect() -> None:
    scenario = {"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B"}],
                "cards": [{"id": "tta", "title": "Ten Thousand Agonies", "type": "character", "controller": "A",
                           "column": 1, "fighting": 6,
                           "abilities": compile_text(AGONIES, "Ten Thousand Agonies", "Character").abilities},
                          {"id": "gun", "title": "Gun Site", "type": "site", "controller": "B", "column": 1,
                           "row": "front", "body": 5,
                           "abilities": [{"kind": "activated", "text": "Turn :: Inflict 2 damage on target Character.",
                                          "effect": {"effect": "damage", "amount": 2, "aim": "chosen",
                                                     "select": {"type": "character"}, "turn_self": True}}]}],
                "actions": [{"do": "use", "id": "u1", "player": "B", "card": "gun", "ability": 0, "targets": ["tta"]},
                            {"do": "pass"}]}
    result = as_json(resolve(scenario))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["tta"]["damage"] == 3
