"""A Site's "Cannot be healed except when seized." (Bird Sanctuary, Festival Circle, Four Sorrows
Island, as the community card dump prints them): no effect removes its damage (16.2), but
seizing it heals it (30.3.3.2). Compiled into the engine's words of that name."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import PASS, attack, cards, character, effect, fss, run, scenario

FESTIVAL_CIRCLE = ("Cannot be healed except when seized. If Festival Circle is in your front row, turn and inflict 2 "
                   "damage on it in response to an Event that targets one or more Characters you control :: Cancel "
                   "that Event.")
WORDS = "Cannot be healed except when seized"


def test_16_2_festival_circle_cannot_be_healed_except_when_seized_is_read() -> None:
    compiled = compile_text(FESTIVAL_CIRCLE, "Festival Circle", "Feng Shui Site")
    assert compiled.abilities[0] == WORDS
    assert [n.text for n in compiled.not_modelled] == [FESTIVAL_CIRCLE.split(". ", 1)[1]]


def _site(damage: int) -> dict[str, Any]:
    return fss("b1", "B", 1, 6, damage=damage, abilities=[WORDS])


def test_16_2_no_effect_heals_it() -> None:
    heal = effect("h1", "B", "Doctor", "heal", source_type="event", targets=["b1"])
    r = run(scenario([_site(2)], [heal, PASS]))
    assert r["outcome"] == "illegal" and "cannot be healed" in r["illegal"]["reason"]
    assert "16.2" in r["illegal"]["rules"]


def test_30_3_3_2_seizing_it_heals_it() -> None:
    payload = scenario([fss("a1", "A", 1, 5), character("hitter", "A", 6, column=1), _site(0)],
                       [attack("A", ["hitter"], "b1"),
                        {"do": "site_fate", "player": "A", "site": "b1", "choice": "seize", "column": 1,
                         "row": "back"}])
    site = cards(run(payload))["b1"]
    assert (site["controller"], site["damage"]) == ("A", 0)
