"""Selectors that exclude cards: "non-[M] Character" (not a Magic card, 18.2), "non-attacking
Character" (not an attacker, 28.1.4), "non-Character cards" (7.0), "non-feng shui site", "card
that is not a <Lodge> Character", "that are not <Monkey>, <Ape>, ... or <Chimp>" (designators,
14.0). The exclusions are the selector's `none_of`: a card fits only when it fits none of them.
Read from real cards' text; exclusions of words the selector cannot say stay not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

SPIRIT_WRACK = "Target a non-[M] Character :: Smoke target."
LAGRANGE_FOUR = "Unique. Turn and target a non-attacking Character :: Unturn target."
LODGE_POLITICS = "Take control of target [a] card that is not a <Lodge> Character."
APE_CITY = ("Unique. All Characters you control that are not <Monkey>, <Ape>, <Gorilla>, <Simian>, or <Chimp> "
            "inflict -1 damage.")
OLD_HERMIT = "Turn Old Hermit and pay 1 Power to unturn any non-character card."
OPERATION_GREEN_STRIKE = ("Limited. Play only during your main shot. Inflict 3 points of damage on target "
                          "non-feng shui site. If Operation Green Strike reduces target site's body to zero, you "
                          "may seize that site.")
DISGRUNTLED_TECHIE = "When a player plays a non-Feng Shui Site, this card gains +1 Fighting until it leaves play."


def _objects(text: str, title: str, kind: str) -> list[dict[str, Any]]:
    return [a for a in compile_text(text, title, kind).abilities if isinstance(a, dict)]


def test_18_2_spirit_wrack_a_non_magic_character() -> None:
    """Spirit Wrack: "Target a non-[M] Character :: Smoke target." """
    (played,) = _objects(SPIRIT_WRACK, "Spirit Wrack", "Event")
    assert played["effect"]["select"] == {"type": "character", "none_of": [{"talent": "magic"}]}


def test_28_1_4_lagrange_four_a_non_attacking_character() -> None:
    """LaGrange Four: "Turn and target a non-attacking Character :: Unturn target." """
    (unturn,) = _objects(LAGRANGE_FOUR, "LaGrange Four", "Feng Shui Site")
    assert unturn["effect"]["select"] == {"type": "character", "none_of": [{"state": "attacking"}]}


def test_14_0_lodge_politics_a_card_that_is_not_a_lodge_character() -> None:
    """Lodge Politics: an Ascended card, but not one that is both a Character and <Lodge>."""
    (played,) = _objects(LODGE_POLITICS, "Lodge Politics", "Event")
    assert played["effect"]["select"] == {"faction": "ascended",
                                          "none_of": [{"type": "character", "designator": "Lodge"}]}


def test_14_0_ape_city_characters_that_are_not_any_of_five_designators() -> None:
    """Ape City: "not <Monkey>, <Ape>, ..., or <Chimp>" excludes each of them."""
    (penalty,) = _objects(APE_CITY, "Ape City", "Site")
    assert penalty["affects"] == {"type": "character", "controller": "you", "none_of": [
        {"designator": "Monkey"}, {"designator": "Ape"}, {"designator": "Gorilla"}, {"designator": "Simian"},
        {"designator": "Chimp"}]}


@pytest.mark.parametrize(("text", "title", "kind", "select"), [
    (OLD_HERMIT, "Old Hermit", "Character", {"none_of": [{"type": "character"}]}),
    (OPERATION_GREEN_STRIKE, "Operation Green Strike", "Event",
     {"type": "site", "none_of": [{"type": "feng_shui_site"}]}),
])
def test_7_0_a_non_type_card(text: str, title: str, kind: str, select: dict[str, Any]) -> None:
    """"any non-character card": any card but a Character; "non-feng shui site": a Site that
    is not a Feng Shui Site (7.0)."""
    effect = next(a["effect"] for a in _objects(text, title, kind) if "effect" in a)
    assert effect["select"] == select


def test_7_0_disgruntled_techie_a_player_plays_a_non_feng_shui_site() -> None:
    (trigger,) = _objects(DISGRUNTLED_TECHIE, "Disgruntled Techie", "Character")
    assert trigger["trigger"]["card"] == {"type": "site", "none_of": [{"type": "feng_shui_site"}]}


@pytest.mark.parametrize("text", [
    # Sword Saint: Weapon is a restriction (49.11), not a designator
    "Not a legal subject for non-Weapon States.",
    # Liu Jian Lang: a card in an opponent's smoked pile is chosen by no written ability
    "When this card turns to attack, choose a non-foundation card in an opponent's smoked pile :: Toast that card.",
    # Big Red Button: whose card ("you own") is not the controller
    "Smoke all non-Edge [H] cards you own.",
])
def test_exclusions_of_words_the_selector_cannot_say_stay_not_modelled(text: str) -> None:
    assert not _objects(text, "Foo", "Character")


# -- the engine: a card fitting an exclusion is no legal target -----------------------------------

def _site(cid: str, controller: str, column: int) -> dict[str, Any]:
    return {"id": cid, "title": f"Site {cid}", "type": "site", "controller": controller, "column": column,
            "row": "front", "body": 6}


def _spirit_wrack(target: dict[str, Any]) -> dict[str, Any]:
    hero = {"id": "x", "title": "B's Character", "type": "character", "controller": "B", "column": 1,
            "fighting": 2, "cost": 2, **target}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B"}],
            "cards": [_site("a1", "A", 1), _site("b1", "B", 1), hero,
                      {"id": "sw", "title": "Spirit Wrack", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 1, "abilities": _objects(SPIRIT_WRACK, "Spirit Wrack", "Event")}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "sw", "ability": 0, "targets": ["x"]},
                        {"do": "pass"}]}


def test_18_2_a_tech_character_is_smoked_by_spirit_wrack() -> None:
    result = as_json(resolve(_spirit_wrack({"requires": ["Tech"]})))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["x"]["zone"] == "smoked"


def test_18_2_a_magic_character_is_no_legal_target_of_spirit_wrack() -> None:
    result = as_json(resolve(_spirit_wrack({"requires": ["Magic"]})))
    assert result["outcome"] == "illegal" and {"24.1.3.2", "18.2"} <= set(result["illegal"]["rules"])


def _lodge_politics(target: dict[str, Any]) -> dict[str, Any]:
    card = {"id": "x", "controller": "B", "column": 1, "factions": ["ascended"], **target}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B"}],
            "cards": [_site("a1", "A", 1), _site("b1", "B", 1), card,
                      {"id": "lp", "title": "Lodge Politics", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 1, "abilities": _objects(LODGE_POLITICS, "Lodge Politics", "Event")}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "lp", "ability": 0, "targets": ["x"]},
                        {"do": "pass"}]}


def test_14_0_lodge_politics_takes_a_lodge_site() -> None:
    """A <Lodge> card that is not a Character fits: its new controller places it (35.3)."""
    site = {"title": "Lodge Hall", "type": "site", "row": "back", "body": 5}
    result = as_json(resolve(_lodge_politics(site)))
    assert result["illegal"] is None and result["pending"]["decision"] == "place"
    assert {o["card"] for o in result["pending"]["options"]} == {"x"}


def test_14_0_a_lodge_character_is_no_legal_target_of_lodge_politics() -> None:
    hero = {"title": "Lodge Agent", "type": "character", "fighting": 2, "cost": 2}
    result = as_json(resolve(_lodge_politics(hero)))
    assert result["outcome"] == "illegal" and "24.1.3.2" in result["illegal"]["rules"]


@pytest.mark.parametrize("none_of", [
    [{"controller": "you"}],
    [{"at_this_location": True}],
    [{"none_of": [{"type": "edge"}]}],
    [{"any_of": [{"type": "edge"}, {"type": "state"}]}],
])
def test_an_exclusion_naming_whose_or_where_is_refused_naming_the_field(none_of: list[dict[str, Any]]) -> None:
    payload = _spirit_wrack({})
    payload["cards"][3]["abilities"][0]["effect"]["select"] = {"type": "character", "none_of": none_of}
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert "none_of" in str(err.value)


@pytest.mark.parametrize("text", [
    "Smoke target non-[M] Character or Site.",  # "non-[M]" may qualify the Character only
    "Smoke target Character or Site that is not attacking.",
])
def test_an_exclusion_before_alternatives_stays_not_modelled(text: str) -> None:
    assert not compile_text(text, "Foo", "Event").complete
