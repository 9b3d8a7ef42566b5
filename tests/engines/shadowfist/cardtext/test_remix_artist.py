"""Remix Artist: an Event chosen in its player's smoked pile (rule 9.2.1, chosen not targeted,
24.1.3) goes to that player's hand (9.2.2), the cost toasting another card of that pile (46.0)
and turning the Artist (24.1.4). Text copied from the community card dump."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

REMIX = ("Turn, toast a card in your smoked pile, and choose an Event in your smoked pile :: Return the chosen "
         "Event to your hand.")


def test_9_2_2_remix_artist_returns_the_chosen_event_to_your_hand() -> None:
    (used,) = compiled_objects("Remix Artist", "Character", REMIX)
    assert used["effect"] == {"effect": "smoked_to_hand", "aim": "chosen", "choose": True, "turn_self": True,
                              "select": {"type": "event", "controller": "you", "in_smoked_pile": True},
                              "toast": {"controller": "you", "in_smoked_pile": True}}


def _remix(target: str) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6},
                      {"id": "artist", "title": "Remix Artist", "type": "character", "controller": "A", "column": 1,
                       "fighting": 2, "abilities": compile_text(REMIX, "Remix Artist", "Character").abilities},
                      {"id": "junk", "title": "Old Thug", "type": "character", "controller": "A", "fighting": 1,
                       "zone": "smoked"},
                      {"id": "ev", "title": "Old Event", "type": "event", "controller": "A", "zone": "smoked"}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "artist", "ability": 0, "toast": "junk",
                         "targets": [target]}, {"do": "pass"}]}


def test_9_2_2_the_event_goes_to_hand_and_the_cost_toasts_the_other_card() -> None:
    answer = as_json(resolve(_remix("ev")))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    cards = answer["final"]["cards"]
    assert (cards["ev"]["zone"], cards["junk"]["zone"], cards["artist"]["turned"]) == ("hand", "toasted", True)


def test_24_1_3_2_a_character_in_the_pile_is_not_an_event_to_choose() -> None:
    assert "24.1.3.2" in as_json(resolve(_remix("junk")))["illegal"]["rules"]
