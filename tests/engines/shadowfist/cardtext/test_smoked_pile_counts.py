""""+2 Fighting for each Feng Shui Site in your smoked pile": a selector counting cards in its
controller's smoked pile (rule 9.2.1: out of play, so only counted, never affected), on real
cards' text copied from the community card dump, and the engine counting them (10.1)."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Dark Traveler": ("Character", "+2 Fighting for each Feng Shui Site in your smoked pile."),
    "Luis Camacho": ("Character", "Unique. Gains +1 Fighting for each Hood card in your smoked pile."),
    "Mandrill Sergeant": ("Character", "Uncopyable. +1 Fighting for each Monkey card in your smoked pile."),
    "Lucius Centares": ("Character", "Unique. +1 Fighting for every Thunder Knight Character you control or have "
                                     "in your smoked pile."),
}



def continuous(title: str) -> dict[str, Any]:
    return compiled_objects(title, *CARDS[title])[0]


@pytest.mark.parametrize(("title", "value", "per"), [
    ("Dark Traveler", 2, {"type": "feng_shui_site", "controller": "you", "in_smoked_pile": True}),
    ("Luis Camacho", 1, {"designator": "Hood", "controller": "you", "in_smoked_pile": True}),
    ("Mandrill Sergeant", 1, {"designator": "Monkey", "controller": "you", "in_smoked_pile": True}),
])
def test_9_2_1_fighting_for_each_card_in_your_smoked_pile(title: str, value: int, per: dict[str, Any]) -> None:
    ability = continuous(title)
    assert ability["modifiers"] == [{"kind": "fighting", "value": value}] and ability["per"] == per


def test_9_2_1_cards_you_control_or_have_in_your_smoked_pile_is_not_read() -> None:
    kind, text = CARDS["Lucius Centares"]
    assert not compile_text(text, "Lucius Centares", kind).complete


def test_9_2_1_cards_in_a_smoked_pile_are_never_affected() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
                             "affects": {"type": "character", "in_smoked_pile": True}})
    assert "affects" in exc.value.messages


def test_10_1_dark_traveler_counts_only_the_feng_shui_sites_in_its_controllers_smoked_pile() -> None:
    kind, text = CARDS["Dark Traveler"]
    smoked = [{"id": f"s{i}", "title": f"Old Site {i}", "type": "feng_shui_site", "controller": owner,
               "zone": "smoked"} for i, owner in enumerate(("A", "A", "B"))]
    scenario = {"game": "shadowfist", "active_player": "A",
                "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
                "cards": [{"id": "dt", "title": "Dark Traveler", "type": "character", "controller": "A",
                           "fighting": 1, "column": 1, "abilities": compile_text(text, "Dark Traveler", kind).abilities},
                          {"id": "ch", "title": "Smoked Thug", "type": "character", "controller": "A",
                           "zone": "smoked"}, *smoked],
                "actions": []}
    assert as_json(resolve(scenario))["final"]["cards"]["dt"]["fighting"] == 1 + 2 * 2
