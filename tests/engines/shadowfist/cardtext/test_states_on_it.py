""""For each State it is the subject of" / "that is placed on him": the States on the card itself,
whose subject it is (25.5), counted by a continuous ability (10.1). On a State "him" may be its
subject, so the words stay unread there."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

HEART = "Heart of the Rainforest gains +2 Body for each State it is the subject of."
ORANGE_MONK = "Superleap. Orange Monk gains +1 Fighting for each State that is placed on him."


def _last(text: str, title: str, kind: str) -> dict[str, Any]:
    result = compile_text(text, title, kind)
    assert result.complete, result.not_modelled
    ability: dict[str, Any] = result.abilities[-1]
    return ability


def test_25_5_heart_of_the_rainforest_counts_the_states_it_is_the_subject_of() -> None:
    ability = _last(HEART, "Heart of the Rainforest", "feng_shui_site")
    assert ability["per"] == {"type": "state", "on_itself": True}
    assert ability["modifiers"] == [{"kind": "body", "value": 2}]


def test_25_5_orange_monk_counts_the_states_placed_on_him() -> None:
    ability = _last(ORANGE_MONK, "Orange Monk", "character")
    assert ability["per"] == {"type": "state", "on_itself": True}


def test_25_5_states_placed_on_him_stay_unread_on_a_state() -> None:
    text = "Subject gains +1 Fighting for each State that is placed on him."
    assert not compile_text(text, "Made-up Charm", "state").complete


def test_25_5_only_the_states_on_the_card_itself_count() -> None:
    monk = {"id": "monk", "title": "Orange Monk", "type": "character", "controller": "A", "column": 1,
            "fighting": 3, "abilities": compile_text(ORANGE_MONK, "Orange Monk", "character").abilities}
    site = {"type": "site", "row": "front", "body": 6, "column": 1}
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
                "cards": [{"id": "a1", "title": "A1", "controller": "A", **site},
                          {"id": "b1", "title": "B1", "controller": "B", **site}, monk,
                          {"id": "pal", "title": "Pal", "type": "character", "controller": "A", "column": 1,
                           "fighting": 2},
                          {"id": "s1", "title": "S1", "type": "state", "controller": "B", "attached_to": "monk"},
                          {"id": "s2", "title": "S2", "type": "state", "controller": "A", "attached_to": "pal"}],
                "actions": [{"do": "pass"}]}
    final = as_json(resolve(scenario))["final"]["cards"]
    assert final["monk"]["fighting"] == 4 and final["pal"]["fighting"] == 2
