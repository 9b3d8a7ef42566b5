"""Turning this card and another card as one cost (24.1.4), read from real cards' printed text
(quoted verbatim from the community card dump): "Turn this card and a [M] Character you control
:: ..." turns both, the other named by the `use`'s `turn`."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

_FAITH = "Turn this card and a Feng Shui Site you control :: Gain 1 Power."


def test_24_1_4_quantum_sorcery_turns_itself_and_a_magic_character() -> None:
    text = "Turn this card and a [M] Character you control :: Gain one Power or draw a card."
    c = compile_text(text, "Quantum Sorcery", "edge")
    assert c.complete and len(c.abilities) == 2  # one ability a choice (24.1)
    for ability in c.abilities:
        assert ability["effect"]["turn_self"] is True
        assert ability["effect"]["turn"] == {"type": "character", "controller": "you", "talent": "magic"}


def test_24_1_4_faith_in_the_halls_of_power_turns_itself_and_a_feng_shui_site() -> None:
    effect = compile_text(_FAITH, "Faith in the Halls of Power", "edge").abilities[0]["effect"]
    assert effect == {"effect": "gain_power", "amount": 1, "aim": "none", "turn_self": True,
                      "turn": {"type": "feng_shui_site", "controller": "you"}}


def test_24_1_4_turning_two_other_cards_stays_not_modelled() -> None:
    text = "Turn two Sites you control :: Target [C] Character gains Superleap until the end of the turn."
    assert not compile_text(text, "Master Yuen", "character").complete


def _faith(turn: str | None, turned: bool = False) -> dict[str, Any]:
    use: dict[str, Any] = {"do": "use", "id": "u1", "player": "A", "card": "faith", "ability": 0}
    if turn is not None:
        use["turn"] = turn
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [{"id": "fss", "title": "Some Feng Shui Site", "type": "feng_shui_site", "controller": "A",
                       "column": 1, "row": "front", "body": 6, "turned": turned},
                      {"id": "faith", "title": "Faith in the Halls of Power", "type": "edge", "controller": "A",
                       "abilities": compile_text(_FAITH, "Faith in the Halls of Power", "edge").abilities}],
            "actions": [use, {"do": "pass"}]}


def test_24_1_4_both_cards_turn_to_pay_the_cost() -> None:
    result = as_json(resolve(_faith("fss")))
    assert result["outcome"] == "resolved", result["illegal"]
    cards = result["final"]["cards"]
    assert cards["faith"]["turned"] is True and cards["fss"]["turned"] is True
    assert result["final"]["players"]["A"]["power"] == 1


def test_24_1_4_the_other_card_must_be_named_unturned_and_not_the_card_itself() -> None:
    for turn, turned in ((None, False), ("faith", False), ("fss", True)):
        result = as_json(resolve(_faith(turn, turned)))
        assert result["outcome"] == "illegal", (turn, turned)
