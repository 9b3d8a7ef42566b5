""""If unturned, generates 1 Power ..." (the card's own state printed first with "if") and
"Generates 1 Power if you control at least one <cards>" ("at least one" is "a"): a continuous
`power` modifier active while its condition holds when Power is generated (rules 22.2.2, 10.2;
Power generation, step 2, comes before unturning, step 3, 22.2.3). Real cards' text copied
from the community card dump, and the engine's Establishing Shot counting it."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

SON = ("Unique. If unturned, generates 1 Power during your Power generation phase. Turn :: All attacking [g] "
       "Characters inflict +2 damage until the end of the attack.")
CORRUPTION = "Generates 1 Power if you control at least one Feng Shui Site."


def _power(text: str, title: str, kind: str) -> dict[str, Any]:
    compiled = compile_text(text, title, kind)
    assert compiled.complete, compiled.not_modelled
    found = next(a for a in compiled.abilities if isinstance(a, dict) and a["kind"] == "continuous")
    return {k: v for k, v in found.items() if k != "text"}


def test_22_2_2_true_son_of_heaven_generates_1_power_while_unturned() -> None:
    assert _power(SON, "True Son of Heaven", "Character") == {
        "kind": "continuous", "modifiers": [{"kind": "power", "value": 1}], "condition": {"is": "unturned"}}


def test_22_2_2_political_corruption_generates_1_power_if_you_control_a_feng_shui_site() -> None:
    assert _power(CORRUPTION, "Political Corruption", "Edge") == {
        "kind": "continuous", "modifiers": [{"kind": "power", "value": 1}],
        "condition": {"is": "card_in_play", "select": {"type": "feng_shui_site", "controller": "you"}}}


def test_22_2_2_if_on_a_cards_own_state_is_read_only_before_generates() -> None:
    assert not compile_text("If unturned, gains +2 Fighting.", "True Son of Heaven", "Character").complete


def _son(turned: bool) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "establishing_shot": True,
            "players": [{"id": "A", "power": 0, "hand": 6}, {"id": "B", "power": 0}],
            "cards": [{"id": "mine", "title": "Gold Mine", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5, "power": 1},
                      {"id": "son", "title": "True Son of Heaven", "type": "character", "controller": "A",
                       "fighting": 4, "column": 1, "turned": turned,
                       "abilities": compile_text(SON, "True Son of Heaven", "Character").abilities}],
            "actions": []}


@pytest.mark.parametrize(("turned", "power"), [(False, 2), (True, 1)])
def test_22_2_2_true_son_of_heaven_turned_at_power_generation_generates_nothing(turned: bool, power: int) -> None:
    answer = as_json(resolve(_son(turned)))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["players"]["A"]["power"] == power
