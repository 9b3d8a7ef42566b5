""""Turn and maintain :: Cancel target Site": a written `cancel` of a card, read only on a
turn-and-maintain ability, on real cards' text copied from the community card dump. Rules 33.0
(canceling: the rules text blanked, the unresolved effects removed) and 10.4 (what a
turn-and-maintain ability gives ends as soon as its card unturns, is canceled or blanked, or
leaves play)."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Hot Zone": ("Site", "Turn and maintain :: Cancel target Site."),
    "Sulphurous Cenote": ("Feng Shui Site", "Turn and maintain and target a back-row Site :: Cancel target."),
    "Master Gardener": ("Character", "Turn and maintain to cancel target Feng Shui Site's effects and rules text."),
    "Buddhist Gardener": ("Character", "Turn and maintain and target a Site :: Cancel target. Turn and target a "
                                       "Site :: Heal up to 2 damage from target."),
    "Nothing Happens": ("Event", "Cancel target Site until the end of the turn. Any opponent may pay you 1 Power "
                                 "to cancel this effect. Reload this card if they do so."),
}


def abilities(title: str) -> list[Any]:
    kind, text = CARDS[title]
    return compile_text(text, title, kind).abilities


def first(title: str) -> dict[str, Any]:
    return next(a for a in abilities(title) if isinstance(a, dict))


def test_10_4_hot_zone_cancels_target_site_while_maintained() -> None:
    assert first("Hot Zone") == {"kind": "turn_and_maintain", "text": "Turn and maintain :: Cancel target Site.",
                                 "effect": {"effect": "cancel", "aim": "chosen", "select": {"type": "site"}}}


def test_10_4_sulphurous_cenote_cancels_the_back_row_site_its_cost_targets() -> None:
    assert first("Sulphurous Cenote")["effect"] == {"effect": "cancel", "aim": "chosen",
                                                    "select": {"type": "site", "state": "back-row"}}


def test_33_0_master_gardener_cancels_a_feng_shui_sites_effects_and_rules_text() -> None:
    assert first("Master Gardener")["effect"] == {"effect": "cancel", "aim": "chosen",
                                                  "select": {"type": "feng_shui_site"}}


def test_10_4_buddhist_gardener_compiles_whole() -> None:
    kind, text = CARDS["Buddhist Gardener"]
    assert compile_text(text, "Buddhist Gardener", kind).complete


def test_33_0_a_cancel_that_is_not_maintained_stays_not_modelled() -> None:
    kind, text = CARDS["Nothing Happens"]
    unread = compile_text(text, "Nothing Happens", kind).not_modelled
    assert unread[0].reason.startswith("effect not writable (canceling)")
    turned = compile_text("Turn :: Cancel target Site.", "Some Site", "Site").not_modelled
    assert turned[0].reason.startswith("effect not writable (canceling)")


def test_10_4_the_engine_refuses_a_written_cancel_that_is_not_maintained() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "activated", "text": "Turn :: Cancel target Site.",
                             "effect": {"effect": "cancel", "aim": "chosen", "select": {"type": "site"},
                                        "turn_self": True}})
    assert "turn-and-maintain" in str(exc.value.messages)


# --- the engine: Hot Zone on a Site whose text adds 3 Body ------------------------------------

def _board(actions: list[dict[str, Any]]) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "hz", "title": "Hot Zone", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5, "abilities": abilities("Hot Zone")},
                      {"id": "fort", "title": "Fortress", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 5, "modifiers": [{"kind": "body", "value": 3}]}],
            "actions": [{"do": "use", "id": "u", "player": "A", "card": "hz", "ability": 0, "targets": ["fort"]},
                        {"do": "pass"}, *actions]}


_WAKE = {"do": "effect", "id": "wake", "player": "B", "card": "Wake", "source_type": "event", "effect": "unturn",
         "targets": ["hz"]}


def test_33_0_hot_zone_blanks_the_sites_text_while_it_stays_turned() -> None:
    r = as_json(resolve(_board([])))
    assert r["final"]["cards"]["fort"]["body"] == 5 and r["final"]["cards"]["hz"]["turned"] is True
    step = next(s for s in r["steps"] if "Fortress is canceled" in s["text"])
    assert "33.0" in step["rules"] and "10.4" in step["rules"]


def test_10_4_the_cancel_ends_as_soon_as_hot_zone_unturns() -> None:
    r = as_json(resolve(_board([_WAKE, {"do": "pass"}])))
    assert r["final"]["cards"]["fort"]["body"] == 8
    assert any(s["text"] == "Fortress is no longer canceled: its rules text works again." for s in r["steps"])


def test_33_0_canceling_removes_the_sites_unresolved_effects() -> None:
    payload = _board([])
    payload["cards"][1]["abilities"] = [{"kind": "activated", "text": "Turn :: Gain 1 Power.",
                                         "effect": {"effect": "gain_power", "amount": 1, "turn_self": True}}]
    payload["actions"] = [{"do": "use", "id": "g", "player": "B", "card": "fort", "ability": 0},
                          {"do": "use", "id": "u", "player": "A", "card": "hz", "ability": 0, "targets": ["fort"]},
                          {"do": "pass"}]
    r = as_json(resolve(payload))
    assert r["final"]["players"]["B"]["power"] == 0
    assert any("1 unresolved effect(s) in the scene are removed" in s["text"] for s in r["steps"])
