"""An attacker's target changed by a written ability, on a real card's text copied from the
community card dump: the chosen attacker's new target is the card the `use` names in `to`, one
its player controls that an attack may target. Rules 28.1.3.1 (changing an attacker's target),
28.1.3 (legal targets: Characters and front-row Sites). Then the engine on it."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, player
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

FOX_PASS = ("Limited. Turn to change the target of target attacking character's attack to any character or "
            "front-row site you control.")


def test_28_1_3_1_fox_pass_changes_an_attackers_target_to_a_card_you_control() -> None:
    (made,) = compiled_objects("Fox Pass", "Feng Shui Site", FOX_PASS)
    assert made["effect"] == {"effect": "change_target", "aim": "chosen", "turn_self": True,
                              "select": {"type": "character", "state": "attacking"},
                              "change_to": {"any_of": [{"type": "character"}, {"type": "site", "state": "front-row"}],
                                            "controller": "you"}}


def test_28_1_3_1_a_new_target_of_another_player_stays_not_modelled() -> None:
    compiled = compile_text("Turn to change the target of target attacking character's attack to target Site.",
                            "Fox Pass", "Feng Shui Site")
    assert not compiled.complete


def _board(to: str | None) -> dict[str, Any]:
    site = {"row": "front", "body": 6}
    use: dict[str, Any] = {"do": "use", "id": "f", "player": "B", "card": "fox", "ability": 1, "targets": ["raider"]}
    if to is not None:
        use["to"] = to
    return {"game": "shadowfist", "active_player": "A", "players": [player("A"), player("B")],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, **site},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, **site},
                      {"id": "fox", "title": "Fox Pass", "type": "feng_shui_site", "controller": "B", "column": 2,
                       **site, "abilities": compile_text(FOX_PASS, "Fox Pass", "Feng Shui Site").abilities},
                      {"id": "raider", "title": "Raider", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3},
                      {"id": "pal", "title": "Pal", "type": "character", "controller": "B", "column": 2, "fighting": 1},
                      {"id": "foe", "title": "Foe", "type": "character", "controller": "A", "column": 1,
                       "fighting": 1}],
            "actions": [{"do": "declare_attack", "player": "A", "attackers": ["raider"], "target": "b1"}, use,
                        {"do": "pass"}]}


def test_28_1_3_1_fox_pass_sends_the_attacker_against_its_players_character() -> None:
    r = as_json(resolve(_board("pal")))
    assert r["outcome"] == "resolved", r.get("illegal")
    final = r["final"]["cards"]
    assert final["fox"]["turned"] and final["b1"]["damage"] == 0 and final["pal"]["zone"] == "smoked"


def test_28_1_3_1_fox_pass_refuses_a_card_it_does_not_control_and_a_use_without_to() -> None:
    other = as_json(resolve(_board("foe")))
    assert other["illegal"] is not None and "28.1.3.1" in other["illegal"]["rules"]
    missing = as_json(resolve(_board(None)))
    assert missing["illegal"] is not None and "`to`" in missing["illegal"]["reason"]
