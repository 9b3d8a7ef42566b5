"""Canceling effects by what they do, and two effects on one target chosen as they are used, on
real cards' text copied from the community card dump. Rules 33.0 (canceling an unresolved
effect of the scene), 38.7 (a redirection canceled in response), 10.4 (turn and maintain)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites, player
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

PETROGLYPHS = "Turn in response to an effect that redirects damage or changes a target :: Cancel that effect."
VALLEY = ("Turn :: Cancel an effect that would play or return to play one or more cards from a player's "
          "smoked pile.")
CABINET = "Turn and maintain and target an Edge :: Cancel or take control of target."
CITY_SQUARE = "Unique. Turn to redirect the damage inflicted by a single source on target Site to any Site you control."


def test_33_0_petroglyphs_cancels_a_redirection_or_a_change_of_target() -> None:
    (made,) = compiled_objects("Petroglyphs", "Feng Shui Site", PETROGLYPHS)
    assert made["text"] == PETROGLYPHS
    assert made["effect"] == {"effect": "cancel", "aim": "chosen", "choose": True, "turn_self": True,
                              "effects": ["redirect", "retarget", "change_target"]}


def test_33_0_an_effect_named_in_response_to_that_the_language_lacks_stays_not_modelled() -> None:
    compiled = compile_text("Turn in response to an effect that heals :: Cancel that effect.", "Petroglyphs",
                            "Feng Shui Site")
    assert compiled.not_modelled[0].reason.startswith("effect not writable (canceling)")


def test_33_0_valley_of_ashes_cancels_a_return_to_play_as_one_effect() -> None:
    (made,) = compiled_objects("Valley of Ashes", "Feng Shui Site", VALLEY)
    assert made["effect"] == {"effect": "cancel", "aim": "chosen", "choose": True, "turn_self": True,
                              "effects": ["return_to_play"]}


def test_10_4_cabinet_minister_vpap_cancels_or_takes_control_of_its_edge() -> None:
    cancel, control = compiled_objects("Cabinet Minister vPAP", "Character", CABINET)
    assert cancel == {"kind": "turn_and_maintain", "text": "Cancel target.",
                      "effect": {"effect": "cancel", "aim": "chosen", "select": {"type": "edge"}}}
    assert control == {"kind": "turn_and_maintain", "text": "Take control of target.",
                       "effect": {"effect": "take_control", "aim": "chosen", "select": {"type": "edge"}}}


def test_10_4_two_verbs_before_a_selector_that_is_not_a_target_stay_one_reading() -> None:
    compiled = compile_text("Turn and maintain :: Cancel or take control of an Edge.", "Cabinet Minister vPAP",
                            "Character")
    assert not compiled.complete


# --- the engine: Petroglyphs canceling City Square's redirection -----------------------------


def _board(actions: list[dict[str, Any]]) -> dict[str, Any]:
    zap = {"id": "zap", "title": "Zap", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
           "abilities": [{"kind": "activated", "text": "Inflict 2 damage on target Site.",
                          "effect": {"effect": "damage", "amount": 2, "aim": "chosen", "select": {"type": "site"}}}]}
    return {"game": "shadowfist", "active_player": "A", "players": [player("A"), player("B")],
            "cards": [*home_sites(),
                      {"id": "b2", "title": "B's Other Site", "type": "site", "controller": "B", "column": 2,
                       "row": "front", "body": 6},
                      {"id": "sq", "title": "City Square", "type": "feng_shui_site", "controller": "B", "column": 3,
                       "row": "front", "body": 6,
                       "abilities": compile_text(CITY_SQUARE, "City Square", "Feng Shui Site").abilities},
                      {"id": "pg", "title": "Petroglyphs", "type": "feng_shui_site", "controller": "A", "column": 2,
                       "row": "front", "body": 6,
                       "abilities": compile_text(PETROGLYPHS, "Petroglyphs", "Feng Shui Site").abilities},
                      zap],
            "actions": actions}


_ZAP = {"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["b1"]}
_SQUARE = {"do": "use", "id": "r", "player": "B", "card": "sq", "ability": 1, "targets": ["b1"], "source": "z",
           "to": "b2"}


def test_38_7_petroglyphs_cancels_city_squares_redirection_in_response() -> None:
    r = as_json(resolve(_board([_ZAP, _SQUARE, {"do": "use", "id": "p", "player": "A", "card": "pg",
                                                "ability": 0, "targets": ["r"]}, {"do": "pass"}])))
    final = r["final"]["cards"]
    assert r["outcome"] == "resolved", r.get("illegal")
    assert final["b1"]["damage"] == 2 and final["b2"]["damage"] == 0 and final["pg"]["turned"]
    assert any("City Square" in s["text"] and "is canceled" in s["text"] and "33.0" in s["rules"] for s in r["steps"])


def test_33_0_petroglyphs_refuses_the_damage_effect_itself() -> None:
    r = as_json(resolve(_board([_ZAP, {"do": "use", "id": "p", "player": "A", "card": "pg", "ability": 0,
                                       "targets": ["z"]}])))
    assert r["illegal"] is not None and "33.0" in r["illegal"]["rules"]
