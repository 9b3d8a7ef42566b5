"""Triggers on joining an attack (28.4), read from real cards' printed text (quoted verbatim from
the community card dump): "when this card joins an opponent's attack" and "when any Character
you control joins an attack declared by an opponent" (only an opponent of the attacker joins)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

_CHEN = "Gain 1 Power when this card joins an opponent's attack."


def test_28_4_alexandre_chen_gains_power_when_he_joins_an_opponents_attack() -> None:
    ability = compile_text(_CHEN, "Alexandre Chen", "character").abilities[0]
    assert ability["trigger"] == {"on": "joins_attack"}
    assert ability["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none"}


def test_28_4_rebel_camp_turns_when_a_character_you_control_joins() -> None:
    text = "When any Character you control joins an attack declared by an opponent, turn Rebel Camp to gain 1 Power."
    ability = compile_text(text, "Rebel Camp", "site").abilities[0]
    assert ability["trigger"] == {"on": "joins_attack", "card": {"type": "character", "controller": "you"}}
    assert ability["optional"] is True and ability["effect"]["turn_self"] is True


def test_28_4_declaring_or_joining_together_stays_not_modelled() -> None:
    text = "When any player declares one of more attackers, he or she gains 1 Power."
    assert not compile_text(text, "Everything Falls Apart", "edge").complete


def _three(joins: bool) -> dict[str, Any]:
    chen = {"id": "chen", "title": "Alexandre Chen", "type": "character", "controller": "C", "fighting": 3,
            "column": 1, "abilities": compile_text(_CHEN, "Alexandre Chen", "character").abilities}
    actions: list[dict[str, Any]] = [{"do": "declare_attack", "player": "A", "attackers": ["x"], "target": "b1"},
                                     {"do": "pass"}]
    if joins:
        actions += [{"do": "join", "player": "C", "attackers": ["chen"]}, {"do": "pass"}]
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}, {"id": "C", "power": 0}],
            "cards": [{"id": "a1", "title": "a1", "type": "feng_shui_site", "controller": "A", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "b1", "title": "b1", "type": "feng_shui_site", "controller": "B", "column": 1,
                       "row": "front", "body": 9},
                      {"id": "c1", "title": "c1", "type": "feng_shui_site", "controller": "C", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "x", "title": "Brawler", "type": "character", "controller": "A", "fighting": 3,
                       "column": 1}, chen],
            "actions": actions}


def test_28_4_joining_triggers_the_joiner_and_declaring_does_not() -> None:
    joined = as_json(resolve(_three(True)))
    assert joined["final"]["players"]["C"]["power"] == 1, joined["illegal"]
    step = next(s for s in joined["steps"] if "joins the attack:" in s["text"])
    assert "28.4" in step["rules"]
    alone = as_json(resolve(_three(False)))
    assert alone["final"]["players"]["C"]["power"] == 0
