"""Damage on each of up to N chosen cards (rule 24.1.3: the cards are chosen, not targeted; the
rulebook's own example is Arcanogardener, 26.6.2), and Mr. X's "Take control target" (35.0, held
while maintained, 10.4): real cards' text copied from the community card dump, run by the engine."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

ARCANOGARDENER = ("When this card enters play, you may inflict one damage each on up to four Sites. Turn and "
                  "maintain to give a Feng Shui Site you control +3 Body.")
SWORDS = ("Weapon. Play on a Character. Turn and pay 1 Power to give all Characters you control Mobility until "
          "the end of the turn. Turn and pay 1 Power to inflict one damage each on up to four Characters at this "
          "location.")
MR_X = "Unique. Turn and maintain and target a Character with a cost no greater than 3 :: Take control target."


def test_24_1_3_arcanogardener_may_damage_up_to_four_sites_it_chooses() -> None:
    entered = compiled_objects("Arcanogardener", "Character", ARCANOGARDENER)[0]
    assert entered["trigger"] == {"on": "enters_play"} and entered["optional"] is True
    assert entered["effect"] == {"effect": "damage", "amount": 1, "aim": "chosen", "choose": True,
                                 "select": {"type": "site"}, "up_to": 4}


def test_24_1_3_one_thousand_swords_chooses_up_to_four_characters_at_this_location() -> None:
    used = compiled_objects("One Thousand Swords", "State", SWORDS)[-1]
    assert used["effect"] == {"effect": "damage", "amount": 1, "aim": "chosen", "choose": True, "up_to": 4,
                              "select": {"type": "character", "at_this_location": True}, "turn_self": True,
                              "power": 1}


def test_35_0_mr_x_takes_control_of_target_while_maintained() -> None:
    (used,) = compiled_objects("Mr. X", "Character", MR_X)
    assert used["kind"] == "turn_and_maintain"
    assert used["effect"] == {"effect": "take_control", "aim": "chosen",
                              "select": {"type": "character", "cost_at_most": 3}}


def _swords(targets: list[str]) -> dict[str, Any]:
    here = [{"id": f"c{i}", "title": f"Character {i}", "type": "character", "controller": "A", "column": 1,
             "fighting": 3} for i in range(1, 6)]
    site = {"type": "site", "row": "front", "body": 10, "column": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 1}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site},
                      {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                       "fighting": 5},
                      {"id": "swords", "title": "One Thousand Swords", "type": "state", "controller": "A",
                       "attached_to": "hero", "abilities": compile_text(SWORDS, "One Thousand Swords", "State").abilities},
                      *here],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "swords", "ability": 3,
                         "targets": targets}, {"do": "pass"}]}


def test_24_1_3_each_chosen_character_takes_one_damage() -> None:
    answer = as_json(resolve(_swords(["c1", "c2", "c3", "c4"])))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert [answer["final"]["cards"][c]["damage"] for c in ("c1", "c2", "c3", "c4")] == [1, 1, 1, 1]
    assert answer["final"]["cards"]["c5"].get("damage", 0) == 0


def test_24_1_3_a_fifth_choice_is_refused() -> None:
    answer = as_json(resolve(_swords(["c1", "c2", "c3", "c4", "c5"])))
    assert answer["outcome"] == "illegal"
    assert "24.1.3" in answer["illegal"]["rules"]
