"""Counts compared or added on real cards' printed text (copied from the community card dump):
"while an opponent controls more <cards> than you" (each player's own cards, 35.0; a condition
on the board, 10.2), "while you control only <Warrior> Characters" (no other Character you
control, 14.0, 10.2) and "X= 2 plus the number of ..." (48.0). Then the engine on each."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

ROBO_BONOBO = "Unstoppable. Toughness: 1 while an opponent controls more Unique cards than you."
SPARTAN_WARRIORS = "Tactics. +1 Fighting and Toughness: 1 while you control only <Warrior> Characters."
PETALS_ATTENDANT = ("Assassinate. You may inflict two damage on a Character when this card enters play. +1 Fighting "
                    "while you have more [M] resources than each opponent.")
BATTLE_CRY = "Inflict X damage on target Character. X= 2 plus the number of <Battleground> Sites in play."


def test_35_0_robo_bonobo_compares_each_players_unique_cards() -> None:
    (tough,) = compiled_objects("Robo-Bonobo", "Character", ROBO_BONOBO)
    assert tough["grants"] == ["Toughness: 1"]
    assert tough["condition"] == {"is": "opponent_controls_more", "select": {"unique": True}}


def test_35_0_more_sites_in_play_printed_with_if_is_the_same_condition() -> None:
    (bonus,) = compiled_objects("Test", "Character", "+1 Fighting if an opponent has more Sites in play than you.")
    assert bonus["condition"] == {"is": "opponent_controls_more", "select": {"type": "site"}}


def test_35_0_more_of_your_own_cards_is_no_comparison_and_stays_unread() -> None:
    compiled = compile_text("+1 Fighting while an opponent controls more Characters you control than you.",
                            "Test", "Character")
    assert not compiled.complete


def test_35_0_the_compared_cards_name_no_controller_in_the_schema() -> None:
    def errors(select: dict[str, Any]) -> dict[str, Any]:
        return WRITTEN_SCHEMA.validate({"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
                                        "condition": {"is": "opponent_controls_more", "select": select}})
    assert not errors({"unique": True})
    assert "condition" in errors({"unique": True, "controller": "you"})


def test_18_1_petals_attendant_more_magic_than_each_opponent() -> None:
    bonus = compiled_objects("Petal's Attendant", "Character", PETALS_ATTENDANT)[-1]
    assert bonus["condition"] == {"is": "more_resources", "resources": ["magic"]}


def test_18_1_more_resources_compares_exactly_one_resource_in_the_schema() -> None:
    def errors(cond: dict[str, Any]) -> dict[str, Any]:
        return WRITTEN_SCHEMA.validate({"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
                                        "condition": cond})
    assert not errors({"is": "more_resources", "resources": ["magic"]})
    assert "condition" in errors({"is": "more_resources", "resources": ["magic", "chi"]})
    assert "condition" in errors({"is": "more_resources"})


def test_14_0_spartan_warriors_only_warriors_is_no_other_character_you_control() -> None:
    (bonus,) = compiled_objects("Spartan Warriors", "Character", SPARTAN_WARRIORS)
    assert bonus["condition"] == {"is": "card_in_play", "not": True, "select": {
        "type": "character", "controller": "you", "none_of": [{"designator": "Warrior"}]}}


def test_14_0_only_warriors_is_unread_on_a_card_that_is_no_warrior_character() -> None:
    for title, kind in (("Spartan Warriors", "State"), ("Hoplite", "Character")):
        text = "+1 Fighting while you control only <Warrior> Characters."
        assert not compile_text(text, title, kind).complete, (title, kind)


def test_48_0_battle_cry_x_is_two_plus_a_count() -> None:
    (played,) = compiled_objects("Battle Cry", "Event", BATTLE_CRY)
    assert played["effect"]["x"] == {"cards": {"type": "site", "designator": "Battleground"}, "plus": 2}
    assert "amount" not in played["effect"]


def test_48_0_a_number_plus_a_count_on_a_continuous_ability_stays_unread() -> None:
    assert not compile_text("+X Fighting. X= 2 plus the number of Sites in play.", "Test", "Character").complete


# -- the engine ------------------------------------------------------------------------------

def _char(cid: str, title: str, controller: str, fighting: int = 1, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "type": "character", "controller": controller, "column": 1,
            "fighting": fighting, **more}


def _site(cid: str, title: str, controller: str, body: int = 6) -> dict[str, Any]:
    return {"id": cid, "title": title, "type": "site", "controller": controller, "column": 1, "row": "front",
            "body": body}


def _final(cards: list[dict[str, Any]], actions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 5}, {"id": "B"}],
               "cards": cards, "actions": actions or []}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    return dict(answer["final"])


def _hitter(condition: dict[str, Any]) -> dict[str, Any]:
    return _char("hit", "Hitter", "A", 3, abilities=[{"kind": "continuous", "condition": condition,
                                                       "modifiers": [{"kind": "fighting", "value": 2}]}])


def test_35_0_an_opponent_controlling_more_unique_cards_meets_the_condition() -> None:
    more = {"is": "opponent_controls_more", "select": {"unique": True}}
    uniques = [_char(f"u{i}", f"Unique {i}", "B", abilities=["Unique"]) for i in range(2)]
    mine = _char("m", "Mine", "A", abilities=["Unique"])
    assert _final([_hitter(more), *uniques, mine])["cards"]["hit"]["fighting"] == 5
    assert _final([_hitter(more), uniques[0], mine])["cards"]["hit"]["fighting"] == 3  # as many is not more


def test_18_1_petals_attendant_needs_more_magic_in_the_pool_than_the_opponent() -> None:
    abilities = compile_text(PETALS_ATTENDANT, "Petal's Attendant", "Character").abilities
    petal = _char("pa", "Petal's Attendant", "A", 2, abilities=abilities)

    def fighting(mine: list[str], theirs: list[str]) -> int:
        sites = [{**_site("a1", "Dojo", "A"), "provides": mine}, {**_site("b1", "Lab", "B"), "provides": theirs}]
        return int(_final([petal, *sites])["cards"]["pa"]["fighting"])
    assert fighting(["Magic", "Magic"], ["Magic"]) == 3
    assert fighting(["Magic"], ["Magic"]) == 2  # as many is not more
    assert fighting([], []) == 2


def test_14_0_spartan_warriors_lose_the_bonus_beside_a_non_warrior() -> None:
    abilities = compile_text(SPARTAN_WARRIORS, "Spartan Warriors", "Character").abilities
    spartans = _char("sp", "Spartan Warriors", "A", 2, abilities=abilities)
    other_warrior = _char("w", "Shadow Warrior", "A")
    theirs = _char("t", "Hood", "B")
    assert _final([spartans, other_warrior, theirs])["cards"]["sp"]["fighting"] == 3
    assert _final([spartans, _char("h", "Hood", "A")])["cards"]["sp"]["fighting"] == 2


def test_48_0_battle_cry_inflicts_two_plus_the_battleground_sites() -> None:
    (played,) = compile_text(BATTLE_CRY, "Battle Cry", "Event").abilities
    cry = {"id": "cry", "title": "Battle Cry", "type": "event", "controller": "A", "zone": "hand",
           "abilities": [played]}
    cards = [_site("s1", "Battleground Arena", "A"), _site("s2", "Quiet Garden", "B"),
             _char("t", "Target", "B", 9), cry]
    final = _final(cards, [{"do": "use", "id": "u1", "player": "A", "card": "cry", "ability": 0, "targets": ["t"]},
                           {"do": "pass"}])
    assert final["cards"]["t"]["damage"] == 3
