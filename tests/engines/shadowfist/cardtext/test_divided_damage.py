"""Damage "divided any way you choose" among the cards an effect names: each share is a choice
made as the effect is generated (rule 24.2), every named card takes at least one, and the cards
are chosen (24.1.3) or, where the text says "target", targeted. Real cards' text copied from the
community card dump, and the engine resolving Nunchuks'."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.options import options
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

KUNLUN = "Inflict 3 damage, divided any way you choose, on target Characters and/or Sites."
NUNCHUKS = "Weapon. Turn to inflict 3 damage, divided any way you choose, on Characters at subject Character's location."
THERMITE = ("Either inflict 3 damage, divided any way you choose, on one or more target Sites, or smoke all States "
            "on target Site.")


def test_24_2_kunlun_clan_assault_divides_3_damage_among_target_characters_and_sites() -> None:
    (played,) = compiled_objects("Kunlun Clan Assault", "Event", KUNLUN)
    assert played["effect"] == {"effect": "damage", "amount": 3, "aim": "chosen", "divided": True,
                                "select": {"any_of": [{"type": "character"}, {"type": "site"}]}}


def test_24_1_3_nunchuks_chooses_the_characters_it_divides_damage_among() -> None:
    (used,) = compiled_objects("Nunchuks", "State", NUNCHUKS)
    assert used["effect"] == {"effect": "damage", "amount": 3, "aim": "chosen", "choose": True, "divided": True,
                              "turn_self": True, "select": {"type": "character", "at_this_location": True}}


def test_24_2_a_choice_split_at_one_or_more_stays_unread() -> None:
    assert not compile_text(THERMITE, "Auspicious Thermite", "Event").complete


def _nunchuks(divide: dict[str, int], targets: list[str]) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 10, "column": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                       "fighting": 5},
                      {"id": "nunchuks", "title": "Nunchuks", "type": "state", "controller": "A",
                       "attached_to": "hero", "abilities": compile_text(NUNCHUKS, "Nunchuks", "State").abilities},
                      {"id": "c1", "title": "Thug 1", "type": "character", "controller": "A", "column": 1,
                       "fighting": 4},
                      {"id": "c2", "title": "Thug 2", "type": "character", "controller": "A", "column": 1,
                       "fighting": 4}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "nunchuks", "ability": 1,
                         "targets": targets, "divide": divide}, {"do": "pass"}]}


def test_24_2_each_chosen_character_takes_its_share() -> None:
    answer = as_json(resolve(_nunchuks({"c1": 2, "c2": 1}, ["c1", "c2"])))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert (answer["final"]["cards"]["c1"]["damage"], answer["final"]["cards"]["c2"]["damage"]) == (2, 1)


def test_24_2_all_of_the_damage_is_divided() -> None:
    answer = as_json(resolve(_nunchuks({"c1": 1, "c2": 1}, ["c1", "c2"])))
    assert answer["outcome"] == "illegal" and "24.2" in answer["illegal"]["rules"]


def test_24_1_3_a_share_for_a_card_not_chosen_is_refused() -> None:
    answer = as_json(resolve(_nunchuks({"c1": 2, "c2": 1}, ["c1"])))
    assert answer["outcome"] == "illegal" and "24.1.3" in answer["illegal"]["rules"]


def test_24_2_the_legality_query_offers_nunchuks_with_its_damage_divided() -> None:
    payload = _nunchuks({}, [])
    payload["actions"] = []
    offered = [o.action for o in options(payload).options if o.action["do"] == "use"]
    assert {"targets": ["c1"], "divide": {"c1": 3}}.items() <= next(a for a in offered if a["targets"] == ["c1"]).items()
