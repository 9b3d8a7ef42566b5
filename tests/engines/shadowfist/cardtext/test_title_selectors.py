"""Cards picked by a title in quotation marks, which names every card of that title, the card
itself too (42.0, 8.1): 'other than "Obsidian Mountain"'. Read from real cards' text verbatim
(the community card dump), and the engine acting on it."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

OBSIDIAN_MOUNTAIN = 'When this card is damaged, inflict 1 damage on all Sites you control other than "Obsidian Mountain".'
WILD_GORILLAS = ('When this card is smoked, you may return a <Monkey> card other than "Wild Gorillas" from your '
                 'smoked pile to your hand.')


def test_42_0_obsidian_mountain_sites_other_than_its_title() -> None:
    (mountain,) = compiled_objects("Obsidian Mountain", "Feng Shui Site", OBSIDIAN_MOUNTAIN)
    assert mountain["effect"]["select"] == {"type": "site", "controller": "you",
                                            "none_of": [{"title": "Obsidian Mountain"}]}


def test_42_0_wild_gorillas_a_monkey_card_other_than_its_title() -> None:
    (gorillas,) = compiled_objects("Wild Gorillas", "Character", WILD_GORILLAS)
    assert gorillas["effect"]["select"] == {"designator": "Monkey", "none_of": [{"title": "Wild Gorillas"}],
                                            "controller": "you", "in_smoked_pile": True}


@pytest.mark.parametrize("text", [
    # unquoted, the title is the card itself (42.0): not read as a title here
    "When this card is damaged, inflict 1 damage on all Sites you control other than Obsidian Mountain.",
])
def test_42_0_an_unquoted_title_is_not_read_as_a_title(text: str) -> None:
    assert not compile_text(text, "Obsidian Mountain", "Feng Shui Site").complete


def _site(cid: str, title: str, column: int, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "type": "feng_shui_site", "controller": "A", "column": column, "row": "front",
            "body": 7, **more}


def test_42_0_obsidian_mountain_spares_every_card_of_its_title() -> None:
    """B damages A's Obsidian Mountain: A's other Site takes 1 damage, A's second Obsidian
    Mountain none (a quoted title names it too, 42.0)."""
    mountain = compiled_objects("Obsidian Mountain", "Feng Shui Site", OBSIDIAN_MOUNTAIN)
    cards = [_site("om", "Obsidian Mountain", 1, abilities=mountain), _site("om2", "Obsidian Mountain", 2),
             _site("other", "Some Site", 3),
             {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front", "body": 7},
             {"id": "gun", "title": "Site Shooter", "type": "edge", "controller": "B", "cost": 0,
              "abilities": [{"kind": "activated", "effect": {"effect": "damage", "amount": 1, "aim": "chosen",
                                                             "select": {"type": "site"}}}]}]
    scenario = {"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
                "actions": [{"do": "use", "id": "u1", "player": "B", "card": "gun", "ability": 0, "targets": ["om"]},
                            {"do": "pass"}, {"do": "pass"}]}
    result = as_json(resolve(scenario))
    assert result["outcome"] == "resolved", result.get("illegal")
    final = result["final"]["cards"]
    assert (final["om"]["damage"], final["om2"]["damage"], final["other"]["damage"]) == (1, 0, 1)
