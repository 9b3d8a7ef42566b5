"""Cards chosen in their player's smoked pile (rule 9.2.1) by a written effect on that pile:
"Choose a Character in your smoked pile :: Return that Character to play" (return to play,
44.1), "... :: Reload that card" (43.0), on real cards' text copied from the community card
dump, and the engine resolving them. Any other effect on such cards stays unread."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json, smoked_pile_event

from ._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Golden Comeback": ("Event", "Choose a Character in your smoked pile :: Return that Character to play."),
    "\"Is That All You Got?\"": ("Event", "Choose a Character in your smoked pile with a printed numerical Fighting "
                                          "of 5 or less :: Return that Character to play."),
    "Rama Singh": ("Character", "Unique. When Rama Singh enters play, return an Edge in your smoked pile to play."),
    "The Glorious Center": ("Site", "Unique. Turn, pay 1 Power, and choose a card in your smoked pile :: Reload "
                                    "that card."),
    "Liu Jian Lang": ("Character", "Unique. Superleap. When this card turns to attack, choose a non-foundation card "
                                   "in an opponent's smoked pile :: Toast that card."),
}



def ability(title: str) -> dict[str, Any]:
    return compiled_objects(title, *CARDS[title])[0]


@pytest.mark.parametrize(("title", "effect"), [
    ("Golden Comeback", {"effect": "return_to_play", "aim": "chosen", "choose": True,
                         "select": {"type": "character", "controller": "you", "in_smoked_pile": True}}),
    ("\"Is That All You Got?\"", {"effect": "return_to_play", "aim": "chosen", "choose": True,
                                  "select": {"type": "character", "printed_fighting_at_most": 5, "controller": "you",
                                             "in_smoked_pile": True}}),
    ("Rama Singh", {"effect": "return_to_play", "aim": "chosen", "choose": True,
                    "select": {"type": "edge", "controller": "you", "in_smoked_pile": True}}),
    ("The Glorious Center", {"effect": "reload", "aim": "chosen", "choose": True, "turn_self": True, "power": 1,
                             "select": {"controller": "you", "in_smoked_pile": True}}),
])
def test_9_2_1_cards_chosen_in_your_smoked_pile(title: str, effect: dict[str, Any]) -> None:
    assert ability(title)["effect"] == effect


def test_9_2_1_a_card_in_an_opponents_smoked_pile_is_not_read() -> None:
    kind, text = CARDS["Liu Jian Lang"]
    assert not compile_text(text, "Liu Jian Lang", kind).complete


def test_44_1_a_state_chosen_in_a_smoked_pile_cannot_be_returned_without_its_subject() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "activated", "effect": {"effect": "return_to_play", "aim": "chosen",
                                                              "select": {"in_smoked_pile": True}}})
    assert "select" in exc.value.messages["effect"]


def test_46_0_toasting_a_card_in_a_smoked_pile_is_refused_by_the_schema() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "activated", "effect": {"effect": "toast", "aim": "chosen",
                                                              "select": {"in_smoked_pile": True}}})
    assert "effect" in exc.value.messages


def _comeback(target: str) -> dict[str, Any]:
    kind, text = CARDS["Golden Comeback"]
    return smoked_pile_event("Golden Comeback", compile_text(text, "Golden Comeback", kind).abilities, target)


def test_44_1_golden_comeback_returns_a_character_from_your_smoked_pile_to_play() -> None:
    answer = as_json(resolve(_comeback("mine")))
    assert answer["outcome"] == "resolved"
    assert answer["final"]["cards"]["mine"]["zone"] == "in_play" and answer["final"]["cards"]["mine"]["controller"] == "A"


@pytest.mark.parametrize("target", ["theirs", "here"])
def test_9_2_1_golden_comeback_cannot_choose_outside_your_smoked_pile(target: str) -> None:
    assert "24.1.3.2" in as_json(resolve(_comeback(target)))["illegal"]["rules"]


def test_44_1_rama_singh_entering_play_returns_an_edge_from_your_smoked_pile() -> None:
    kind, text = CARDS["Rama Singh"]
    scenario = {"game": "shadowfist", "active_player": "A",
                "players": [{"id": "A", "power": 5}, {"id": "B", "power": 0}],
                "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1,
                           "row": "front", "body": 6},
                          {"id": "edge", "title": "Old Edge", "type": "edge", "controller": "A", "zone": "smoked"},
                          {"id": "rama", "title": "Rama Singh", "type": "character", "controller": "A",
                           "fighting": 5, "cost": 3, "zone": "hand",
                           "abilities": compile_text(text, "Rama Singh", kind).abilities}],
                "actions": [{"do": "play", "player": "A", "card": "rama", "column": 1},
                            {"do": "use", "id": "t", "player": "A", "card": "rama", "ability": 1,
                             "targets": ["edge"]}, {"do": "pass"}, {"do": "pass"}]}
    answer = as_json(resolve(scenario))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["cards"]["edge"]["zone"] == "in_play"
