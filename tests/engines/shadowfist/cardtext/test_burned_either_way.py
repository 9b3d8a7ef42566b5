""""When you burn a Site, or when a Site you control is burned, place a counter on this card"
(Entropy is Your Friend, copied from the community card dump): two triggered abilities of one
effect (26.1), since no one burning sets off both: you never attack your own cards (28.1.3) and the
attack's declarer chooses the fate of the Site it reduced to 0 (30.3.3). Then the engine placing
the counter (10.5) when either player burns a Site."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json, home_sites

ENTROPY = ("Limited. When you burn a Site, or when a Site you control is burned, place a counter on this card. "
           "Characters you control inflict +X damage on Sites. X= the number of counters on this card.")


def test_26_1_entropy_is_your_friend_two_triggers_of_one_effect() -> None:
    compiled = compile_text(ENTROPY, "Entropy is Your Friend", "Edge")
    assert compiled.complete, compiled.not_modelled
    triggers = [a["trigger"] for a in compiled.abilities if isinstance(a, dict) and a["kind"] == "triggered"]
    assert triggers == [{"on": "burned", "card": {"type": "site"}, "by_player": "you"},
                        {"on": "burned", "card": {"type": "site", "controller": "you"}}]


@pytest.mark.parametrize("text", [
    # a Character you control may be smoked by your own effect: one event could set off both
    "When you smoke a Character, or when a Character you control is smoked, place a counter on this card.",
    "When you burn a Site, or when a Site is burned, place a counter on this card.",
])
def test_28_1_3_either_trigger_is_read_only_when_they_cannot_both_happen(text: str) -> None:
    assert not compile_text(text, "Some Edge", "Edge").complete


def _burn(burner: str) -> dict[str, Any]:
    """`burner`'s Big Hitter reduces the other player's Feng Shui Site to 0 and burns it; the Edge is A's."""
    victim = "B" if burner == "A" else "A"
    cards = [*home_sites(),
             {"id": "edge", "title": "Entropy is Your Friend", "type": "edge", "controller": "A",
              "abilities": compile_text(ENTROPY, "Entropy is Your Friend", "Edge").abilities},
             {"id": "hitter", "title": "Big Hitter", "type": "character", "controller": burner, "fighting": 5,
              "column": 1},
             {"id": "fss", "title": "Temple", "type": "feng_shui_site", "controller": victim, "column": 2,
              "row": "front", "body": 5},
             {"id": "back", "title": "Back Site", "type": "site", "controller": victim, "column": 2, "row": "back",
              "body": 5}]
    payload = {"game": "shadowfist", "active_player": burner,
               "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}], "cards": cards,
               "actions": [{"do": "declare_attack", "player": burner, "attackers": ["hitter"], "target": "fss"},
                           {"do": "site_fate", "player": burner, "site": "fss", "choice": "burn_for_victory"}]}
    return as_json(resolve(payload))


@pytest.mark.parametrize("burner", ["A", "B"])
def test_10_5_entropy_gains_a_counter_whoever_burns(burner: str) -> None:
    answer = _burn(burner)
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    assert answer["final"]["cards"]["edge"]["counters"] == 1
