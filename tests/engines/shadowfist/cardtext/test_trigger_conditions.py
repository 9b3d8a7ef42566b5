""""If" after a triggered effect is that effect's condition, checked when it resolves, not when
it triggers (24.2: "the effect generates 'when' something happens but checks its 'if' condition
during resolution", Nine Dragon Temple's example): "When he turns to attack, draw three cards if
he is the only attacker" (Jia Baoyu) draws only if he is attacking alone as it resolves (28.1.4).
Real cards' printed text copied from the community card dump."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

JIA_BAOYU = "Unique. Superleap. When he turns to attack, draw three cards if he is the only attacker."


def test_24_2_jia_baoyu_checks_being_the_only_attacker_as_his_effect_resolves() -> None:
    compiled = compile_text(JIA_BAOYU, "Jia Baoyu", "Character")
    assert compiled.complete, compiled.not_modelled
    (found,) = [a for a in compiled.abilities if isinstance(a, dict)]
    assert found["kind"] == "triggered" and found["trigger"] == {"on": "turns_to_attack"}
    assert found["effect"] == {"effect": "draw", "amount": 3, "aim": "none", "condition": {"is": "attacking_alone"}}
    assert "condition" not in found  # not a requirement of its triggering


@pytest.mark.parametrize("text", [
    "When Marauder Gang turns to attack, draw three cards if it did not attack this turn.",  # its past: unread
    "When he turns to attack, draw three cards if he is attacking a Site.",
])
def test_26_0_other_trailing_ifs_stay_unread(text: str) -> None:
    result = compile_text(text, "Marauder Gang", "Character")
    assert [n.text for n in result.not_modelled] == [text]


def _attack(alone: bool) -> dict[str, Any]:
    jia = {"id": "jia", "title": "Jia Baoyu", "type": "character", "controller": "A", "fighting": 2, "column": 1,
           "abilities": compile_text(JIA_BAOYU, "Jia Baoyu", "Character").abilities}
    mate = {"id": "mate", "title": "Companion", "type": "character", "controller": "A", "fighting": 1, "column": 1}
    site = {"type": "site", "column": 1, "row": "front", "body": 6}
    payload = {"game": "shadowfist", "active_player": "A",
               "players": [{"id": "A", "deck_size": 10}, {"id": "B", "deck_size": 10}],
               "cards": [{"id": "a1", "title": "A's Site", "controller": "A", **site},
                         {"id": "b1", "title": "B's Site", "controller": "B", **site}, jia, mate],
               "actions": [{"do": "declare_attack", "player": "A", "attackers": ["jia"] if alone else ["jia", "mate"],
                            "target": "b1"}, {"do": "pass"}, {"do": "pass"}]}
    return as_json(resolve(payload))


@pytest.mark.parametrize("alone", [True, False])
def test_24_2_jia_baoyu_attacking_alone_draws_three(alone: bool) -> None:
    answer = _attack(alone)
    assert answer["outcome"] == "resolved", answer.get("illegal")
    drew = [s["text"] for s in answer["steps"] if s["text"].startswith("Jia Baoyu resolves: A draws")]
    assert len(drew) == alone and all("7 card(s) left in the deck" in t for t in drew)
    checked = [s for s in answer["steps"] if "condition holds as it resolves" in s["text"]
               or "its condition does not hold now" in s["text"]]
    assert len(checked) == 1 and "24.2" in checked[0]["rules"], checked
    assert ("condition holds" in checked[0]["text"]) == alone
