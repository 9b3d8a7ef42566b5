"""Sites picked as "Power-generating": a Power score above zero (8.8.1). Read from real cards'
text verbatim (the community card dump), and the engine counting them; an X of "-X cost" is a
use of X, so its definition is not read as the card's Fighting (48.0)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

HALL_OF_BRILLIANCE = "+1 Body for each Power-generating Site you control."
MISTRESS = ("Unique. Play at -X cost. X= the number of Power-generating Sites you control. Inflict 3 damage on a "
            "Power-generating Site you control :: Cancel an Event that targets this card.")


def _hall() -> dict[str, Any]:
    (hall,) = [a for a in compile_text(HALL_OF_BRILLIANCE, "Hall of Brilliance", "Feng Shui Site").abilities
               if isinstance(a, dict)]
    return hall


def test_8_8_1_hall_of_brilliance_counts_power_generating_sites() -> None:
    """Hall of Brilliance's first sentence."""
    assert _hall()["per"] == {"type": "site", "controller": "you", "power_generating": True}


def test_8_8_1_a_site_of_power_0_is_not_power_generating() -> None:
    """The Hall (Power 2) and a Site of Power 1 count; a Site of Power 0 does not: Body 5 + 2."""
    site = {"type": "feng_shui_site", "controller": "A", "row": "front"}
    cards = [{"id": "hall", "title": "Hall of Brilliance", "column": 1, "body": 5, "power": 2,
              "abilities": [_hall()], **site},
             {"id": "one", "title": "Power One", "column": 2, "body": 5, "power": 1, **site},
             {"id": "zero", "title": "Power Zero", "column": 3, "body": 5, "power": 0, **site},
             {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front", "body": 5}]
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
                "actions": []}
    assert as_json(resolve(scenario))["final"]["cards"]["hall"]["body"] == 7


def test_48_0_mistress_of_blotted_moonlight_x_is_no_fighting() -> None:
    """Mistress of Blotted Moonlight's X is used by "Play at -X cost" (not read): its definition is
    not read as a Fighting of X."""
    result = compile_text(MISTRESS, "Mistress of Blotted Moonlight", "Character")
    assert [a for a in result.abilities if isinstance(a, dict)] == []
