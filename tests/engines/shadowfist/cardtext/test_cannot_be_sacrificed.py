"""A card that "cannot be sacrificed" (rule 45.2: it "cannot be chosen for sacrifice"), on real
cards' printed text (Echo Spirit, Destroyer, The Leashed, ... as the community card dump prints
them): the engine's words of that name refuse it as a sacrifice paid for a cost (24.1.4) and as
the target of a sacrifice effect; an "all <cards>" sacrifice passes it by."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import cards, character, effect, run, scenario

ECHO_SPIRIT = ("Cannot be sacrificed. You cannot play States on this card. Return this card to play at the start "
               "of your Main Shot.")
WORDS = "Cannot be sacrificed"


def test_45_2_echo_spirit_cannot_be_sacrificed_is_read() -> None:
    compiled = compile_text(ECHO_SPIRIT, "Echo Spirit", "Character")
    assert compiled.abilities[:2] == [WORDS, "You cannot play States on this card"]


def _fodder(words: list[Any]) -> dict[str, Any]:
    return {**character("fodder", "A", 1), "abilities": words}


def test_45_2_it_cannot_be_sacrificed_to_pay_a_cost() -> None:
    rite = effect("feed", "A", "Blood Rite", "damage", source_type="event", amount=2, targets=["v"],
                  cost={"sacrifice": "fodder"})
    r = run(scenario([_fodder([WORDS]), character("v", "B", 9)], [rite]))
    assert r["outcome"] == "illegal" and r["illegal"]["rules"] == ["45.2"]
    paid = run(scenario([_fodder([]), character("v", "B", 9)], [rite]))
    assert cards(paid)["fodder"]["zone"] == "smoked"


def test_45_2_it_cannot_be_chosen_for_a_sacrifice_effect() -> None:
    offer = effect("s1", "A", "Dark Offer", "sacrifice", source_type="event", targets=["fodder"])
    r = run(scenario([_fodder([WORDS])], [offer]))
    assert r["outcome"] == "illegal" and "45.2" in r["illegal"]["rules"]


def test_45_2_a_sacrifice_of_all_characters_passes_it_by() -> None:
    purge = {"id": "ev", "title": "Purge Shrine", "type": "edge", "controller": "A",
             "abilities": [{"kind": "activated", "effect": {"effect": "sacrifice", "aim": "all", "turn_self": True,
                                                            "select": {"type": "character", "controller": "you"}}}]}
    payload = scenario([_fodder([WORDS]), character("other", "A", 1), purge],
                       [{"do": "use", "id": "u", "player": "A", "card": "ev", "ability": 0}, {"do": "pass"}])
    final = cards(run(payload))
    assert final["fodder"]["zone"] == "in_play" and final["other"]["zone"] == "smoked"
