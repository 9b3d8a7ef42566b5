""""Turn to cancel an [f] Event": a written `cancel_card` effect on an Event being played, and
"Turn to A or B" read as two abilities, one chosen as the card is used, on real cards' text
copied from the community card dump. Rules 33.0 (canceling), 33.1 (cancels anything: the play
of the card itself) and 24.1.3 (a chosen card fits the ability's selector)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites, player
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

SUNG_HI = "Unique. Turn to cancel an [f] Event or smoke an [f] State."
NGUBANE = "Unique. Turn to unturn target [f] Character or turn target [m] Character."


def test_33_0_sung_hi_cancels_an_architects_event_or_smokes_an_architects_state() -> None:
    cancel, smoke = compiled_objects("Sung Hi", "Character", SUNG_HI)
    assert cancel == {"kind": "activated", "text": "Cancel an [f] Event.",
                      "effect": {"effect": "cancel_card", "aim": "chosen", "choose": True, "turn_self": True,
                                 "select": {"type": "event", "faction": "architects"}}}
    assert smoke["effect"] == {"effect": "smoke", "aim": "chosen", "choose": True, "turn_self": True,
                               "select": {"type": "state", "faction": "architects"}}


def test_24_1_dr_jean_marc_ngubane_either_unturns_or_turns_a_target() -> None:
    unturn, turn = compiled_objects("Dr. Jean-Marc Ngubane", "Character", NGUBANE)
    assert (unturn["text"], unturn["effect"]["effect"]) == ("Unturn target [f] Character.", "unturn")
    assert turn["effect"] == {"effect": "turn", "aim": "chosen", "turn_self": True,
                              "select": {"type": "character", "faction": "monarchs"}}


def test_24_1_or_between_card_types_stays_one_effect() -> None:
    """"or" before a card type is a selector's alternative, not a second effect."""
    (made,) = compiled_objects("Probe", "Character", "Turn to smoke target Edge or State.")
    assert made["effect"]["select"]["any_of"] and made["text"] == "Turn to smoke target Edge or State."


def test_33_0_canceling_a_card_in_play_for_a_turn_stays_not_modelled() -> None:
    compiled = compile_text("Unique. Once per turn, you may discard a card to cancel a Character until the end of the "
                            "turn.", "Wu Man Kai", "Character")
    assert compiled.not_modelled[0].reason.startswith("effect not writable (canceling)")


# --- the engine: Sung Hi answering an Architects Event, refusing another ------------------------

def _board(event_factions: list[str], actions: list[dict[str, Any]]) -> dict[str, Any]:
    zap = {"id": "zap", "title": "Arch Zap", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
           "factions": event_factions,
           "abilities": [{"kind": "activated", "text": "Inflict 2 damage on target Character.",
                          "effect": {"effect": "damage", "amount": 2, "aim": "chosen",
                                     "select": {"type": "character"}}}]}
    return {"game": "shadowfist", "active_player": "A",
            "players": [player("A"), player("B")],
            "cards": [*home_sites(),
                      {"id": "sung", "title": "Sung Hi", "type": "character", "controller": "B", "fighting": 2,
                       "column": 1, "abilities": compile_text(SUNG_HI, "Sung Hi", "Character").abilities},
                      zap],
            "actions": [{"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["sung"]},
                        *actions]}


def _cancel(target: str) -> dict[str, Any]:
    return {"do": "use", "id": "s", "player": "B", "card": "sung", "ability": 1, "targets": [target]}


def test_33_1_sung_hi_cancels_an_architects_event_as_it_is_played() -> None:
    r = as_json(resolve(_board(["architects"], [_cancel("zap"), {"do": "pass"}])))
    final = r["final"]["cards"]
    assert r["outcome"] == "resolved" and final["sung"]["damage"] == 0 and final["sung"]["turned"]
    assert final["zap"]["zone"] == "smoked"
    assert any("Arch Zap is canceled" in s["text"] and "33.0" in s["rules"] for s in r["steps"])


def test_24_1_3_sung_hi_refuses_an_event_without_the_architects_icon() -> None:
    r = as_json(resolve(_board(["monarchs"], [_cancel("zap")])))
    assert r["illegal"] is not None and "24.1.3.2" in r["illegal"]["rules"]


# --- "an Event that targets <X>": the Event's unresolved effects target such a card (24.1.3) ----

SWIFT_EAGLE = "Unique. Independent. Discard a Feng Shui Site to cancel an Event which targets this card."
ICE_WARRIORS = "Sacrifice Ice Warriors to cancel an Event that targets an Ice Character you control."
EMPEROR = ("Unique. Turn to smoke target non-Unique Character. Sacrifice a Eunuch Character to cancel an Event "
           "that targets The Emperor.")


def test_24_1_3_swift_eagle_cancels_an_event_which_targets_this_card() -> None:
    (made,) = compiled_objects("Swift Eagle", "Character", SWIFT_EAGLE)
    assert made["effect"] == {"effect": "cancel_card", "aim": "chosen", "choose": True,
                              "discard": {"type": "feng_shui_site"},
                              "select": {"type": "event", "targeting": {"itself": True}}}


def test_24_1_3_the_emperor_names_himself_by_title_as_the_targeted_card() -> None:
    made = compiled_objects("The Emperor", "Character", EMPEROR)[1]
    assert made["effect"]["select"] == {"type": "event", "targeting": {"itself": True}}
    assert made["effect"]["sacrifice"] == {"type": "character", "designator": "Eunuch"}


def test_24_1_3_ice_warriors_cancel_an_event_that_targets_an_ice_character_you_control() -> None:
    (made,) = compiled_objects("Ice Warriors", "Character", ICE_WARRIORS)
    assert made["effect"]["select"] == {"type": "event", "targeting": {"type": "character", "designator": "Ice",
                                                                       "controller": "you"}}
    assert made["effect"]["sacrifice_self"] is True


def test_24_1_3_an_event_targeting_several_cards_stays_not_modelled() -> None:
    compiled = compile_text("Turn to cancel an Event that targets Characters you control.", "Probe", "Character")
    assert not compiled.complete


def _eagle_board(event: dict[str, Any], aimed: str) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [player("A"), player("B")],
            "cards": [*home_sites(),
                      {"id": "eagle", "title": "Swift Eagle", "type": "character", "controller": "B", "fighting": 3,
                       "column": 1, "abilities": compile_text(SWIFT_EAGLE, "Swift Eagle", "Character").abilities},
                      {"id": "pal", "title": "Pal", "type": "character", "controller": "B", "fighting": 1, "column": 1},
                      {"id": "fss", "title": "Spare Site", "type": "feng_shui_site", "controller": "B",
                       "zone": "hand"},
                      event],
            "actions": [{"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": [aimed]},
                        {"do": "use", "id": "s", "player": "B", "card": "eagle", "ability": 2, "targets": ["zap"],
                         "discard": "fss"}, {"do": "pass"}]}


def _zap(select: dict[str, Any], choose: bool = False) -> dict[str, Any]:
    effect = {"effect": "damage", "amount": 2, "aim": "chosen", "select": select, **({"choose": True} if choose else {})}
    return {"id": "zap", "title": "Zap", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
            "abilities": [{"kind": "activated", "text": "Inflict 2 damage on a Character.", "effect": effect}]}


def test_24_1_3_swift_eagle_cancels_an_event_aimed_at_him() -> None:
    r = as_json(resolve(_eagle_board(_zap({"type": "character"}), "eagle")))
    final = r["final"]["cards"]
    assert r["outcome"] == "resolved" and final["eagle"]["damage"] == 0 and final["fss"]["zone"] != "hand"


def test_24_1_3_swift_eagle_refuses_an_event_aimed_at_another_card() -> None:
    r = as_json(resolve(_eagle_board(_zap({"type": "character"}), "pal")))
    assert r["illegal"] is not None and "that target this card" in r["illegal"]["reason"]


def test_24_1_3_an_event_that_chooses_him_does_not_target_him() -> None:
    """"target" and "choose" are not synonymous (24.1.3): an Event choosing Swift Eagle is not one
    that targets him."""
    r = as_json(resolve(_eagle_board(_zap({"type": "character"}, choose=True), "eagle")))
    assert r["illegal"] is not None and r["illegal"]["action"] == 1


# --- "in response to an Event :: Cancel that Event", "choose an Event ... :: Cancel the chosen event" --

MEDITATION = ("Limited. Your hand size is increased by 1. You may sacrifice this card in response to an Event :: "
              "Cancel that Event.")
METRO = ("When this site is revealed, you may choose an Event targeting a card you control :: "
         "Cancel the chosen event.")


def test_26_2_undisturbed_meditation_cancels_the_event_it_responds_to() -> None:
    made = compiled_objects("Undisturbed Meditation", "Edge", MEDITATION)[1]
    assert made["effect"] == {"effect": "cancel_card", "aim": "chosen", "choose": True, "sacrifice_self": True,
                              "select": {"type": "event"}}


def test_24_1_3_bustling_metro_station_chooses_an_event_targeting_a_card_you_control() -> None:
    (made,) = compiled_objects("Bustling Metro Station", "Feng Shui Site", METRO)
    assert made["trigger"] == {"on": "revealed"} and made["optional"] is True
    assert made["effect"] == {"effect": "cancel_card", "aim": "chosen", "choose": True,
                              "select": {"type": "event", "targeting": {"controller": "you"}}}


def test_26_2_in_response_to_a_character_stays_not_modelled() -> None:
    compiled = compile_text("You may sacrifice this card in response to a Character :: Smoke that Character.",
                            "Probe", "Edge")
    assert not compiled.complete


def test_33_1_undisturbed_meditation_is_sacrificed_to_cancel_an_event() -> None:
    board = {"game": "shadowfist", "active_player": "A",
             "players": [player("A"), player("B")],
             "cards": [*home_sites(),
                       {"id": "pal", "title": "Pal", "type": "character", "controller": "B", "fighting": 1,
                        "column": 1},
                       {"id": "med", "title": "Undisturbed Meditation", "type": "edge", "controller": "B",
                        "abilities": compile_text(MEDITATION, "Undisturbed Meditation", "Edge").abilities},
                       _zap({"type": "character"})],
             "actions": [{"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["pal"]},
                         {"do": "use", "id": "m", "player": "B", "card": "med", "ability": 2, "targets": ["zap"]},
                         {"do": "pass"}]}
    r = as_json(resolve(board))
    final = r["final"]["cards"]
    assert r["outcome"] == "resolved" and final["pal"]["damage"] == 0 and final["med"]["zone"] == "smoked"


# --- "Turn during any Main Shot to cancel a 0-cost Event" (22.3: any player's Main Shot) ---------

LEOPARD = ("Unique. +X Body. X= the number of <Hood> Characters in your smoked pile. Turn during any Main Shot to "
           "cancel a 0-cost Event.")


def test_22_3_the_white_leopard_club_cancels_a_0_cost_event_during_any_main_shot() -> None:
    made = compiled_objects("The White Leopard Club", "Site", LEOPARD)[1]
    assert made["condition"] == {"is": "main_shot"}
    assert made["effect"]["select"] == {"type": "event", "cost_at_most": 0, "cost_at_least": 0}


def _leopard(cost: int) -> dict[str, Any]:
    club = {"id": "club", "title": "The White Leopard Club", "type": "site", "controller": "B", "column": 2,
            "row": "front", "body": 4, "abilities": compile_text(LEOPARD, "The White Leopard Club", "Site").abilities}
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 1}, {"id": "B", "power": 0}],
            "cards": [*home_sites(),
                      {"id": "pal", "title": "Pal", "type": "character", "controller": "B", "fighting": 1,
                       "column": 1}, club, {**_zap({"type": "character"}), "cost": cost}],
            "actions": [{"do": "use", "id": "z", "player": "A", "card": "zap", "ability": 0, "targets": ["pal"]},
                        {"do": "use", "id": "c", "player": "B", "card": "club", "ability": 2, "targets": ["zap"]},
                        {"do": "pass"}]}


def test_22_3_the_white_leopard_club_is_used_in_an_opponents_main_shot() -> None:
    r = as_json(resolve(_leopard(0)))
    assert r["outcome"] == "resolved" and r["final"]["cards"]["pal"]["damage"] == 0
    assert r["final"]["cards"]["club"]["turned"]


def test_8_5_the_white_leopard_club_refuses_a_1_cost_event() -> None:
    r = as_json(resolve(_leopard(1)))
    assert r["illegal"] is not None and "8.5" in r["illegal"]["rules"]
