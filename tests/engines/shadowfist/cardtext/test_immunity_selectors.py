"""Immunity (40.0, 50.7: "not affected by" is Immunity) to the cards of a type a selector
narrows: whose they are ("opponents' Events": an opponent of the immune card's controller,
35.0), their printed cost ("0 or 1-cost Events", 8.5), their faction or talent ("[j] Events",
18.2). Read from real cards' text; a word shared by a list that may qualify only its first item
stays not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

THE_SEVEN = "Unique. Independent. Not affected by opponents' Events, Sites, Edges, and States."
JADED_COP = "Not affected by 0 or 1-cost Events."
DAN_DAMMER = "Unique. Guts. Not affected by [j] Events. Toughness: 3 against [j] cards."
IRON_JIM = "Not affected by opponents' States."
LI_YU = "Not affected by opponents' 0-cost Events, States, and Edges."


def _words(text: str, title: str) -> list[str]:
    result = compile_text(text, title, "Character")
    return [a for a in result.abilities if isinstance(a, str) and a.startswith("Immunity")]


def test_40_0_the_seven_opponents_events_sites_edges_and_states() -> None:
    """The Seven: the possessive "opponents'" is shared by every type of the list."""
    assert compile_text(THE_SEVEN, "The Seven", "Character").complete
    assert _words(THE_SEVEN, "The Seven") == ["Immunity: opponents' Events", "Immunity: opponents' Sites",
                                              "Immunity: opponents' Edges", "Immunity: opponents' States"]


@pytest.mark.parametrize(("text", "title", "read"), [
    (JADED_COP, "Jaded Cop", ["Immunity: 0 or 1-cost Events"]),
    (DAN_DAMMER, "Dan Dammer, Jammer Slammer", ["Immunity: jammers Events"]),
    (IRON_JIM, "Iron Jim Colson", ["Immunity: opponents' States"]),
])
def test_50_7_immunity_to_cards_of_a_type_narrowed(text: str, title: str, read: list[str]) -> None:
    assert _words(text, title) == read


def test_li_yu_a_cost_before_a_list_stays_not_modelled() -> None:
    """Li Yu: whether "0-cost" qualifies States and Edges too is a guess."""
    assert not compile_text(LI_YU, "Li Yu", "Character").complete


# -- the engine: an immune card cannot be chosen or targeted by those cards (40.0 (5)) ----------------

def _board(immune: list[str], event: dict[str, Any], state: dict[str, Any] | None = None) -> dict[str, Any]:
    cards: list[dict[str, Any]] = [
        {"id": "a1", "title": "Site a1", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 5},
        {"id": "b1", "title": "Site b1", "type": "site", "controller": "B", "column": 1, "row": "front", "body": 5},
        {"id": "seven", "title": "Immune One", "type": "character", "controller": "B", "column": 1, "fighting": 4,
         "abilities": immune},
        {"id": "ev", "title": "Some Event", "type": "event", "zone": "hand", **event}]
    actions: list[dict[str, Any]] = [{"do": "effect", "id": "e", "player": event["controller"], "card": "ev",
                                      "effect": "damage", "amount": 1, "targets": ["seven"]}]
    if state is not None:
        cards.append({"id": "st", "title": "Some State", "type": "state", "zone": "hand", "cost": 0, **state})
        actions = [{"do": "play", "player": state["controller"], "card": "st", "attached_to": "seven"}]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B", "power": 3}],
            "cards": cards, "actions": actions}


def _outcome(payload: dict[str, Any]) -> tuple[str, list[str]]:
    result = as_json(resolve(payload))
    return result["outcome"], (result["illegal"] or {}).get("rules", [])


def test_40_0_the_seven_is_not_damaged_by_an_opponents_event() -> None:
    outcome, rules = _outcome(_board(_words(THE_SEVEN, "The Seven"), {"controller": "A", "cost": 0}))
    assert outcome == "illegal" and "40.0" in rules


def test_40_0_the_seven_is_damaged_by_its_controllers_own_event() -> None:
    outcome, _ = _outcome(_board(_words(THE_SEVEN, "The Seven"), {"controller": "B", "cost": 0}))
    assert outcome != "illegal"


@pytest.mark.parametrize(("cost", "immune"), [(0, True), (1, True), (2, False)])
def test_8_5_jaded_cop_is_immune_to_0_and_1_cost_events_only(cost: int, immune: bool) -> None:
    outcome, rules = _outcome(_board(_words(JADED_COP, "Jaded Cop"), {"controller": "A", "cost": cost}))
    assert (outcome == "illegal") is immune and (not immune or "40.0" in rules)


@pytest.mark.parametrize(("factions", "immune"), [(["jammers"], True), (["lotus"], False)])
def test_18_2_dan_dammer_is_immune_to_jammers_events_only(factions: list[str], immune: bool) -> None:
    event = {"controller": "A", "cost": 0, "factions": factions}
    outcome, rules = _outcome(_board(_words(DAN_DAMMER, "Dan Dammer, Jammer Slammer"), event))
    assert (outcome == "illegal") is immune and (not immune or "40.0" in rules)


@pytest.mark.parametrize(("player", "immune"), [("A", True), ("B", False)])
def test_40_1_iron_jim_colson_refuses_only_an_opponents_state(player: str, immune: bool) -> None:
    payload = _board(_words(IRON_JIM, "Iron Jim Colson"), {"controller": "A", "cost": 0}, {"controller": player})
    payload["active_player"] = player
    outcome, rules = _outcome(payload)
    assert (outcome == "illegal") is immune and (not immune or "40.1" in rules)


@pytest.mark.parametrize("word", ["Immunity: 0 or 3-cost Events", "Immunity: opponents' Foes",
                                  "Immunity: sorcerers Events"])
def test_an_immunity_the_engine_cannot_read_is_refused(word: str) -> None:
    with pytest.raises(ScenarioInvalid) as err:
        resolve(_board([word], {"controller": "A", "cost": 0}))
    assert "Immunity" in str(err.value)


# -- granted: "opponents'" only where the immune card's controller is the ability's -------------------

BUFFALO_SOLDIER = ("+3 damage against <Buro> Characters. Other Characters you control with a cost of 2 or less are "
                   "not affected by opponents' Events.")
LANTERN_FESTIVAL = "[g] Characters you control gain Immunity to [H] and [M] Events."


def _granted(text: str, title: str, kind: str) -> list[dict[str, Any]]:
    result = compile_text(text, title, kind)
    assert result.complete, result.not_modelled
    return [a for a in result.abilities if isinstance(a, dict) and a.get("grants")]


def test_40_0_buffalo_soldier_other_cheap_characters_you_control() -> None:
    """Buffalo Soldier: "Other Characters you control with a cost of 2 or less are not affected by
    opponents' Events." The cards it acts on are its controller's, so their opponents are his."""
    (grant,) = _granted(BUFFALO_SOLDIER, "Buffalo Soldier", "Character")
    assert grant["grants"] == ["Immunity: opponents' Events"]
    assert grant["affects"] == {"type": "character", "controller": "you", "other": True, "cost_at_most": 2}


def test_18_2_lantern_festival_immunity_to_tech_and_magic_events() -> None:
    """Lantern Festival: "[H] and [M] Events" share the type (40.0's Scrounging example)."""
    (grant,) = _granted(LANTERN_FESTIVAL, "Lantern Festival", "Edge")
    assert grant["grants"] == ["Immunity: tech Events", "Immunity: magic Events"]
    assert grant["affects"] == {"type": "character", "controller": "you", "faction": "hand"}


@pytest.mark.parametrize(("text", "title", "kind"), [
    # a State may be played on an opponent's Character: "opponents'" would be seen from the wrong player
    ("Schtick. Play on a Character. Subject gains Immunity to opponents' Events.", "Fortune of the Turtle",
     "State"),
    # a maintained grant outlives a change of the target's control
    ("Unique. Turn and maintain and target a Character you control :: Target gains Immunity to opponents\u2019 "
     "Events.", "Sea Turtle Cove", "Feng Shui Site"),
])
def test_40_0_opponents_granted_to_a_card_another_player_may_control_stays_not_modelled(
        text: str, title: str, kind: str) -> None:
    result = compile_text(text, title, kind)
    assert [n.category for n in result.not_modelled] == ["immunity not in the language"]


def test_18_2_a_hand_character_is_not_damaged_by_a_tech_event_under_lantern_festival() -> None:
    payload = _board([], {"controller": "A", "cost": 0, "factions": [], "requires": ["Tech"]})
    payload["cards"][2]["factions"] = ["hand"]
    payload["cards"][2]["controller"] = "B"
    payload["cards"].append({"id": "fest", "title": "Lantern Festival", "type": "edge", "controller": "B",
                             "abilities": _granted(LANTERN_FESTIVAL, "Lantern Festival", "Edge")})
    payload["cards"][0]["provides"] = ["Tech"]
    outcome, rules = _outcome(payload)
    assert outcome == "illegal" and "40.0" in rules
