""""Cancel an effect that would return one or more cards to any players' hands": a written
`cancel` of one unresolved effect of the kinds the text names, on real cards' text copied from
the community card dump. Rules 33.0 (canceling an unresolved effect), 33.1 (cancels anything)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites, player
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

RING = "Turn to cancel an effect that would return one or more cards to any players' hands."
WIGWAM = "Turn to cancel an effect that would return a card to play from any smoked pile."
STICK = "Cancel an effect that cancels."


def test_33_0_ring_of_gates_cancels_an_effect_returning_cards_to_hands() -> None:
    (made,) = compiled_objects("Ring of Gates", "Feng Shui Site", RING)
    assert made["effect"] == {"effect": "cancel", "aim": "chosen", "choose": True, "turn_self": True,
                              "effects": ["return_to_hand", "smoked_to_hand"]}


def test_33_0_sacred_wigwam_cancels_an_effect_returning_a_card_to_play() -> None:
    (made,) = compiled_objects("Sacred Wigwam", "Site", WIGWAM)
    assert made["effect"]["effects"] == ["return_to_play"]


def test_33_1_stick_it_to_the_man_cancels_an_effect_that_cancels() -> None:
    (made,) = compiled_objects("Stick it to The Man!", "Event", STICK)
    assert made["effect"] == {"effect": "cancel", "aim": "chosen", "choose": True,
                              "effects": ["cancel", "cancel_and_smoke", "cancel_card"]}


def test_33_0_an_effect_that_would_steal_power_stays_not_modelled() -> None:
    compiled = compile_text("Turn :: Cancel an effect that would steal Power from you.", "The Great Wall",
                            "Feng Shui Site")
    assert compiled.not_modelled[0].reason.startswith("effect not writable (canceling)")


def _board(actions: list[dict[str, Any]]) -> dict[str, Any]:
    bounce = {"id": "bounce", "title": "Bounce", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
              "abilities": [{"kind": "activated", "text": "Return target Character to its owner's hand.",
                             "effect": {"effect": "return_to_hand", "aim": "chosen",
                                        "select": {"type": "character"}}}]}
    zap = {"id": "zap", "title": "Zap", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
           "abilities": [{"kind": "activated", "text": "Inflict 1 damage on target Character.",
                          "effect": {"effect": "damage", "amount": 1, "aim": "chosen",
                                     "select": {"type": "character"}}}]}
    return {"game": "shadowfist", "active_player": "A",
            "players": [player("A"), player("B")],
            "cards": [*home_sites(),
                      {"id": "ring", "title": "Ring of Gates", "type": "feng_shui_site", "controller": "B",
                       "column": 2, "row": "front", "body": 6,
                       "abilities": compile_text(RING, "Ring of Gates", "Feng Shui Site").abilities},
                      {"id": "pal", "title": "Pal", "type": "character", "controller": "B", "fighting": 1,
                       "column": 1},
                      {"id": "stick", "title": "Stick it to The Man!", "type": "event", "controller": "A",
                       "zone": "hand", "cost": 0,
                       "abilities": compile_text(STICK, "Stick it to The Man!", "Event").abilities},
                      bounce, zap],
            "actions": actions}


_BOUNCE = {"do": "use", "id": "b", "player": "A", "card": "bounce", "ability": 0, "targets": ["pal"]}
_RING = {"do": "use", "id": "r", "player": "B", "card": "ring", "ability": 0, "targets": ["b"]}


def test_33_0_ring_of_gates_keeps_a_character_in_play() -> None:
    r = as_json(resolve(_board([_BOUNCE, _RING, {"do": "pass"}])))
    final = r["final"]["cards"]
    assert r["outcome"] == "resolved" and final["pal"]["zone"] == "in_play" and final["ring"]["turned"]
    assert any("Bounce" in s["text"] and "is canceled" in s["text"] and "33.0" in s["rules"] for s in r["steps"])


def test_33_0_ring_of_gates_refuses_an_effect_of_another_kind() -> None:
    r = as_json(resolve(_board([
        {"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["pal"]},
        {**_RING, "targets": ["z"]}])))
    assert r["illegal"] is not None and "33.0" in r["illegal"]["rules"]


def test_33_1_stick_it_to_the_man_cancels_ring_of_gates_cancel() -> None:
    r = as_json(resolve(_board([
        _BOUNCE, _RING, {"do": "use", "id": "s", "player": "A", "card": "stick", "ability": 0, "targets": ["r"]},
        {"do": "pass"}])))
    assert r["outcome"] == "resolved" and r["final"]["cards"]["pal"]["zone"] == "hand"
