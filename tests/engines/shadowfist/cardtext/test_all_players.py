""""All players gain N Power" and "All players draw N cards": a written effect acting on every
player still in the game (`players: "all"` on the template), on real cards' text copied from
the community card dump. Rules 17.2 (Power) and 22.2.5 (drawing)."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Bull Market": ("Event", "Limited. All Players gain 5 Power."),
    "Bull Market v2": ("Event", "Limited. Every player gains 5 Power."),
    "Tranquil Peaks": ("Feng Shui Site", "Turn :: All players gain 1 Power."),
    "Homicide Detective": ("Character", "Cannot be intercepted by Characters whose Fighting is less than the number "
                                        "of cards in their controller's hand. Once per turn, you may pay 1 Power :: "
                                        "All players draw 3 cards."),
}


def effect(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    return dict(next(a for a in compile_text(text, title, kind).abilities if isinstance(a, dict))["effect"])


@pytest.mark.parametrize("title", ["Bull Market", "Bull Market v2"])
def test_17_2_bull_market_every_player_gains_5_power(title: str) -> None:
    assert effect(title) == {"effect": "gain_power", "amount": 5, "aim": "none", "players": "all"}


def test_17_2_tranquil_peaks_turns_so_all_players_gain_1_power() -> None:
    assert effect("Tranquil Peaks") == {"effect": "gain_power", "amount": 1, "aim": "none", "players": "all",
                                        "turn_self": True}


def test_22_2_5_homicide_detective_all_players_draw_3_cards() -> None:
    assert effect("Homicide Detective") == {"effect": "draw", "amount": 3, "aim": "none", "players": "all",
                                            "power": 1}


def test_17_2_3_players_is_refused_on_a_kind_acting_on_one_other_player() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "activated", "effect": {"effect": "smoke", "aim": "chosen", "players": "all"}})
    assert "players" in exc.value.messages["effect"]


def _bull() -> dict[str, Any]:
    kind, text = CARDS["Bull Market"]
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 1}, {"id": "B", "power": 0}, {"id": "C", "power": 2}],
            "cards": [{"id": "bm", "title": "Bull Market", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 0, "abilities": compile_text(text, "Bull Market", kind).abilities}],
            "actions": [{"do": "use", "id": "u", "player": "A", "card": "bm", "ability": 1}, {"do": "pass"}]}


def test_17_2_bull_market_gives_5_power_to_each_player_its_controller_included() -> None:
    players = as_json(resolve(_bull()))["final"]["players"]
    assert (players["A"]["power"], players["B"]["power"], players["C"]["power"]) == (6, 5, 7)
