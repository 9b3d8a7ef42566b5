"""A resource icon and a designator as alternatives ("[m] or Netherworld card": a card of that
resource, 18.2, or with that designator, 14.0), and the owner printed before "other" ("Your other
[m] Edges": the cards you control but this one). Read from real cards' text verbatim; the
alternatives are the engine's `any_of`, never a wider selector."""

from __future__ import annotations

import pytest

from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

BARBARIAN = "Loyalty. Gains Ambush while attacking a [m] or Netherworld card."
SHAOLIN_SWORDSMAN = "Superleap while the subject of a <Sword> or [C] State."
SHARD = ("Unique. Uncopyable. Your other [m] Edges are not affected by Events. "
         "Turn and maintain :: Cancel target Edge.")


def test_18_2_14_0_barbarian_ambush_against_a_monarchs_or_netherworld_card() -> None:
    """Barbarian: the target of his attack (28.1) is a [m] card or a Netherworld card."""
    (ambush,) = compiled_objects("Barbarian", "Character", BARBARIAN)
    assert ambush["grants"] == ["Ambush"]
    assert ambush["condition"] == {"is": "attacking", "select": {
        "any_of": [{"faction": "monarchs"}, {"designator": "Netherworld"}]}}


def test_25_5_shaolin_swordsman_under_a_sword_or_chi_state() -> None:
    """Shaolin Swordsman: a State that is a <Sword> State or a [C] State (25.5, 18.2)."""
    (leap,) = compiled_objects("Shaolin Swordsman", "Character", SHAOLIN_SWORDSMAN)
    assert leap["condition"] == {"is": "subject_of", "select": {
        "type": "state", "any_of": [{"designator": "Sword"}, {"talent": "chi"}]}}


def test_40_0_shard_of_the_molten_heart_your_other_monarchs_edges() -> None:
    """Shard of the Molten Heart: Immunity to Events for the other [m] Edges its controller controls."""
    immune, _ = compiled_objects("Shard of the Molten Heart", "Edge", SHARD)
    assert immune["grants"] == ["Immunity: Events"]
    assert immune["affects"] == {"type": "edge", "controller": "you", "other": True, "faction": "monarchs"}


@pytest.mark.parametrize("text", [
    "Gains Ambush while attacking a [m] or [x] or Netherworld card.",  # three alternatives, one unknown
    "Your other Characters in play gain +1 Fighting.",  # "your" and "in play": whose, said twice
    "Gains Ambush while attacking a [m] or the card.",
])
def test_near_misses_stay_not_modelled(text: str) -> None:
    assert not compile_text(text, "Made-up Card", "Character").complete
