"""A redirection to "any target in play", on a real card's text copied from the community card
dump: the new recipient is any card the `use` names, the engine taking only a Character or Site
in play (38.2). Rules 38.2 (source, original and new recipient), 38.2.1 (in response to the
damage's effect). Then the engine on it."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, player
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

ROBUST = "Redirect all damage done to target Feng Shui Site by a single source to any target in play."


def test_38_2_robust_feng_shui_redirects_to_any_card_it_names() -> None:
    (made,) = compiled_objects("Robust Feng Shui", "Event", ROBUST)
    assert made["effect"] == {"effect": "redirect", "aim": "chosen", "select": {"type": "feng_shui_site"},
                              "redirect_to": {}}


def test_38_2_a_redirection_from_sources_of_a_kind_stays_not_modelled() -> None:
    compiled = compile_text("Redirect all damage inflicted by an opponent's non-Character card to target card.",
                            "Swinging With the Hand", "Event")
    assert compiled.not_modelled[0].reason.startswith("effect not writable (redirecting damage)")


def _board(to: str) -> dict[str, Any]:
    zap = {"id": "zap", "title": "Zap", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
           "abilities": [{"kind": "activated", "text": "Inflict 2 damage on target Site.",
                          "effect": {"effect": "damage", "amount": 2, "aim": "chosen", "select": {"type": "site"}}}]}
    robust = {"id": "robust", "title": "Robust Feng Shui", "type": "event", "controller": "B", "zone": "hand",
              "cost": 0, "abilities": compile_text(ROBUST, "Robust Feng Shui", "Event").abilities}
    return {"game": "shadowfist", "active_player": "A", "players": [player("A"), player("B")],
            "cards": [{"id": "a1", "title": "A's Site", "type": "feng_shui_site", "controller": "A", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "b1", "title": "B's Site", "type": "feng_shui_site", "controller": "B", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "raider", "title": "Raider", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3},
                      {"id": "gear", "title": "Gear", "type": "edge", "controller": "A"}, zap, robust],
            "actions": [{"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["b1"]},
                        {"do": "use", "id": "r", "player": "B", "card": "robust", "ability": 0, "targets": ["b1"],
                         "source": "z", "to": to},
                        {"do": "pass"}]}


def test_38_2_1_robust_feng_shui_sends_an_events_damage_to_an_opponents_character() -> None:
    r = as_json(resolve(_board("raider")))
    assert r["outcome"] == "resolved", r.get("illegal")
    final = r["final"]["cards"]
    assert final["b1"]["damage"] == 0 and final["raider"]["damage"] == 2


def test_38_2_robust_feng_shui_refuses_an_edge_as_the_new_recipient() -> None:
    r = as_json(resolve(_board("gear")))
    assert r["illegal"] is not None and "38.2" in r["illegal"]["rules"]
