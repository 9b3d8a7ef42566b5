""""Turn to redirect the damage inflicted by a single source on target Site to any Site you
control": a written `redirect` effect, on real cards' text copied from the community card dump.
The chosen card is the damage's original recipient, the `use` names the source (a card or a
damage effect) and, unless the card takes the damage itself, the new recipient. Rules 38.2
(source, original and new recipient), 38.2.1 (an effect's damage is redirected in response to
it), 38.5 (the redirecting card becomes the source)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites, player
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

CITY_SQUARE = "Unique. Turn to redirect the damage inflicted by a single source on target Site to any Site you control."
TURTLE_BEACH = "Unique. Turn to redirect the damage inflicted by a single source on target Character to Turtle Beach."
PROTECTOR = "Turn to redirect the damage from a single source inflicted on target Character to Righteous Protector."
SHELL = ("Cannot turn to attack. Turn to redirect damage done to any feng shui site from a single source to Shell of "
         "the Tortoise.")
DEVILS_MOUNTAIN = "Unique. Turn to redirect all damage inflicted on a Site by a single source to a Character you control."


def test_38_2_city_square_redirects_to_a_site_you_control() -> None:
    (made,) = compiled_objects("City Square", "Feng Shui Site", CITY_SQUARE)
    assert made["effect"] == {"effect": "redirect", "aim": "chosen", "select": {"type": "site"}, "turn_self": True,
                              "redirect_to": {"type": "site", "controller": "you"}}


def test_38_2_turtle_beach_and_righteous_protector_take_the_damage_themselves() -> None:
    (beach,) = compiled_objects("Turtle Beach", "Feng Shui Site", TURTLE_BEACH)
    (protector,) = compiled_objects("Righteous Protector", "Character", PROTECTOR)
    for made in (beach, protector):
        assert made["effect"]["select"] == {"type": "character"} and made["effect"]["redirect_to"] == {"itself": True}


def test_38_2_shell_of_the_tortoise_and_devils_mountain_choose_the_site() -> None:
    shell = compiled_objects("Shell of the Tortoise", "Character", SHELL)[0]
    (mountain,) = compiled_objects("Devil's Mountain", "Feng Shui Site", DEVILS_MOUNTAIN)
    assert shell["effect"]["select"] == {"type": "feng_shui_site"} and shell["effect"]["choose"] is True
    assert mountain["effect"]["redirect_to"] == {"type": "character", "controller": "you"}


def test_38_2_redirecting_part_of_the_damage_stays_not_modelled() -> None:
    compiled = compile_text("Turn to redirect one damage inflicted on a Site to any other target.",
                            "Yellow Geomancer", "Character")
    assert compiled.not_modelled[0].reason.startswith("effect not writable (redirecting damage)")


# --- the engine: City Square answering an Event's damage, Turtle Beach an attacker's -----------

def _board(cards: list[dict[str, Any]], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [player("A"), player("B")],
            "cards": [*home_sites(),
                      {"id": "b2", "title": "B's Other Site", "type": "site", "controller": "B", "column": 2,
                       "row": "front", "body": 6}, *cards],
            "actions": actions}


_ZAP = {"id": "zap", "title": "Zap", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
        "abilities": [{"kind": "activated", "text": "Inflict 2 damage on target Site.",
                       "effect": {"effect": "damage", "amount": 2, "aim": "chosen", "select": {"type": "site"}}}]}
_SQUARE = {"id": "sq", "title": "City Square", "type": "feng_shui_site", "controller": "B", "column": 3,
           "row": "front", "body": 6, "abilities": compile_text(CITY_SQUARE, "City Square", "Feng Shui Site").abilities}


def _square(to: str) -> dict[str, Any]:
    return {"do": "use", "id": "r", "player": "B", "card": "sq", "ability": 1, "targets": ["b1"], "source": "z",
            "to": to}


def test_38_2_1_city_square_sends_an_events_damage_to_another_site_you_control() -> None:
    r = as_json(resolve(_board([_ZAP, _SQUARE], [
        {"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["b1"]},
        _square("b2"), {"do": "pass"}])))
    final = r["final"]["cards"]
    assert r["outcome"] == "resolved" and final["b1"]["damage"] == 0 and final["b2"]["damage"] == 2
    assert final["sq"]["turned"]


def test_38_2_city_square_refuses_a_site_you_do_not_control() -> None:
    r = as_json(resolve(_board([_ZAP, _SQUARE], [
        {"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["b1"]}, _square("a1")])))
    assert r["illegal"] is not None and "38.2" in r["illegal"]["rules"]


def test_38_2_a_written_redirection_needs_its_source() -> None:
    r = as_json(resolve(_board([_ZAP, _SQUARE], [
        {"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["b1"]},
        {"do": "use", "id": "r", "player": "B", "card": "sq", "ability": 1, "targets": ["b1"], "to": "b2"}])))
    assert r["illegal"] is not None and "source" in r["illegal"]["reason"]


def test_38_3_turtle_beach_takes_an_attackers_combat_damage_meant_for_a_character() -> None:
    beach = {"id": "beach", "title": "Turtle Beach", "type": "feng_shui_site", "controller": "B", "column": 3,
             "row": "front", "body": 8,
             "abilities": compile_text(TURTLE_BEACH, "Turtle Beach", "Feng Shui Site").abilities}
    r = as_json(resolve(_board([
        beach,
        {"id": "raider", "title": "Raider", "type": "character", "controller": "A", "column": 1, "fighting": 3},
        {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "column": 1, "fighting": 1}], [
        {"do": "declare_attack", "player": "A", "attackers": ["raider"], "target": "guard"},
        {"do": "use", "id": "r", "player": "B", "card": "beach", "ability": 1, "targets": ["guard"],
         "source": "raider"},
        {"do": "pass"}])))
    final = r["final"]["cards"]
    assert final["guard"]["zone"] == "in_play" and final["guard"]["damage"] == 0
    assert final["beach"]["damage"] == 3
