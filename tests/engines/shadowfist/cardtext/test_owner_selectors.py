"""Cards picked by whose they are, their owner rather than their controller (35.0: "cards you
own"), and States picked by their subject (25.5: "a State on a card you own"). Read from real
cards' text verbatim (the community card dump), and the engine acting on them."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects


def _site(cid: str, player: str, column: int = 1) -> dict[str, Any]:
    return {"id": cid, "title": f"Site {cid}", "type": "site", "controller": player, "column": column,
            "row": "front", "body": 12}


def _hero(cid: str, fighting: int, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": f"Hero {cid}", "type": "character", "controller": "B", "column": 1,
            "fighting": fighting, **more}

RIGHTEOUS_FIST = "Sacrifice Righteous Fist to smoke a State on a card you own."
STONE_DOLMENS = "Turn and choose a State on a card you own :: Smoke that State."
BEAUMAINS = "Unique. Toughness 3 against non-Unique cards. Non-Site cards you own gain Loyalty."


def test_35_0_a_state_on_a_card_you_own_and_cards_you_own() -> None:
    """Righteous Fist, Stone Dolmens: the State's subject is owned by you (its owner, not its
    controller, 35.0); Beaumains: the non-Site cards you own."""
    (fist,) = compiled_objects("Righteous Fist", "Character", RIGHTEOUS_FIST)
    assert fist["effect"]["select"] == {"type": "state", "on": {"owner": "you"}}
    (dolmens,) = compiled_objects("Stone Dolmens", "Feng Shui Site", STONE_DOLMENS)
    assert dolmens["effect"]["select"] == {"type": "state", "on": {"owner": "you"}}
    loyal = compiled_objects("Beaumains, the Mongrel Knight", "Character", BEAUMAINS)[-1]
    assert loyal["affects"] == {"owner": "you", "none_of": [{"type": "site"}]} and loyal["grants"] == ["Loyalty"]


def test_35_0_big_red_button_non_edge_tech_cards_you_own() -> None:
    """Big Red Button's first sentence: "Smoke all non-Edge [H] cards you own." """
    (button,) = compiled_objects("Big Red Button", "Event", "Smoke all non-Edge [H] cards you own.")
    assert button["effect"]["select"] == {"talent": "tech", "owner": "you", "none_of": [{"type": "edge"}]}


def _dolmens(chosen: str) -> dict[str, Any]:
    """A owns "mine" (B controls it now) and "hers" is B's; a State on each."""
    dolmens = {"id": "sd", "title": "Stone Dolmens", "type": "feng_shui_site", "controller": "A", "column": 2,
               "row": "front", "body": 7, "abilities": compiled_objects("Stone Dolmens", "Feng Shui Site", STONE_DOLMENS)}
    state = {"type": "state", "controller": "B", "cost": 1}
    cards = [_site("a1", "A"), _site("b1", "B"), dolmens,
             {**_hero("mine", 3), "owner": "A"}, _hero("hers", 3),
             {"id": "s1", "title": "State on Mine", "attached_to": "mine", **state},
             {"id": "s2", "title": "State on Hers", "attached_to": "hers", **state}]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "sd", "ability": 0, "targets": [chosen]},
                        {"do": "pass"}]}


def test_35_0_stone_dolmens_smokes_a_state_on_a_card_you_own_another_player_controls() -> None:
    result = as_json(resolve(_dolmens("s1")))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["s1"]["zone"] == "smoked"


def test_35_0_stone_dolmens_refuses_a_state_on_a_card_you_do_not_own() -> None:
    result = as_json(resolve(_dolmens("s2")))
    assert result["outcome"] == "illegal" and {"35.0", "25.5"} <= set(result["illegal"]["rules"])


@pytest.mark.parametrize(("title", "text", "select"), [
    ("Jui Szu", "Turn and maintain to take control of a Feng Shui Site you own that is controlled by an opponent.",
     {"type": "feng_shui_site", "controller": "opponent", "owner": "you"}),
    ("Abysmal Deceiver", "Turn to toast a character you own that is controlled by an opponent.",
     {"type": "character", "controller": "opponent", "owner": "you"}),
])
def test_35_0_a_card_you_own_that_an_opponent_controls(title: str, text: str, select: dict[str, Any]) -> None:
    """Jui Szu's and Abysmal Deceiver's sentences: owned by you, controlled by an opponent (35.0)."""
    (ability,) = [a for a in compile_text(text, title, "Character").abilities if isinstance(a, dict)]
    assert ability["effect"]["select"] == select


def test_35_0_knight_templar_a_site_owned_by_an_opponent_at_this_location() -> None:
    text = "+2 Fighting while at the same location as a Site owned by an opponent."
    (bonus,) = [a for a in compile_text(text, "Knight Templar", "Character").abilities if isinstance(a, dict)]
    assert bonus["condition"] == {"is": "card_in_play", "select": {
        "type": "site", "at_this_location": True, "owner": "opponent", "other": True}}
