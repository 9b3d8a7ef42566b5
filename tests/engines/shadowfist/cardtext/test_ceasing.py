""""<cards> ceases attacking" (28.5.1) and "<cards> ceases intercepting" (28.6.6), read from real
cards' printed text (copied from the community card dump) into the engine's `cease_attacking` and
`cease_intercepting` effects, and run during an attack. "All Characters cease attacking" acts only
on the Characters attacking: only an attacker can cease attacking (28.5.1)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Snowblind": ("Event", "Limited. Toast It. Target an attacking Character :: Target ceases attacking."),
    "Blue Meditation": ("Event", "Target interceptor ceases intercepting."),
    "Deafening Thunder": ("Event", "Limited. Crisis: [m] 0. All attackers cease attacking."),
    "Snowfall": ("Event", "All Characters cease attacking."),
}


def effect(title: str, text: str | None = None) -> dict[str, Any]:
    kind, printed = CARDS[title]
    abilities = compile_text(text or printed, title, kind).abilities
    return dict(next(a for a in abilities if isinstance(a, dict))["effect"])


def test_28_5_1_snowblind_target_attacking_character_ceases_attacking() -> None:
    assert compile_text(CARDS["Snowblind"][1], "Snowblind", "Event").complete
    assert effect("Snowblind") == {"effect": "cease_attacking", "aim": "chosen",
                                   "select": {"type": "character", "state": "attacking"}}


def test_28_6_6_blue_meditation_target_interceptor_ceases_intercepting() -> None:
    assert compile_text(CARDS["Blue Meditation"][1], "Blue Meditation", "Event").complete
    assert effect("Blue Meditation") == {"effect": "cease_intercepting", "aim": "chosen",
                                         "select": {"type": "character", "state": "intercepting"}}


def test_28_5_1_deafening_thunder_all_attackers_cease_attacking() -> None:
    assert effect("Deafening Thunder", "All attackers cease attacking.") == {
        "effect": "cease_attacking", "aim": "all", "select": {"type": "character", "state": "attacking"}}


def test_28_5_1_snowfall_all_characters_cease_attacking() -> None:
    assert effect("Snowfall") == {"effect": "cease_attacking", "aim": "all", "select": {"type": "character"}}


@pytest.mark.parametrize(("text", "title"), [
    ("Sacrifice :: Target Character intercepting a Unique Character ceases intercepting.", "Prefect's Guard"),
])
def test_28_6_6_ceasing_with_a_selector_not_in_the_language_stays_not_modelled(text: str, title: str) -> None:
    assert not compile_text(text, title, "Character").complete


def _attack(card: str, intercept: bool, target: str) -> dict[str, Any]:
    kind, text = CARDS[card]
    abilities = compile_text(text, card, kind).abilities
    index = next(i for i, a in enumerate(abilities) if isinstance(a, dict))
    site = {"type": "site", "row": "front", "body": 9, "column": 1}
    actions: list[dict[str, Any]] = [
        {"do": "declare_attack", "player": "A", "attackers": ["raider"], "target": "b1"}, {"do": "pass"}]
    if intercept:
        actions.append({"do": "intercept", "player": "B", "assignments": [{"attacker": "raider", "chain": ["guard"]}]})
    actions += [{"do": "use", "id": "u1", "player": "B", "card": "ev", "ability": index,
                 "targets": [target]}, {"do": "pass"}]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B", "power": 2}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site},
                      {"id": "raider", "title": "Raider", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3},
                      {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "column": 1,
                       "fighting": 3},
                      {"id": "ev", "title": card, "type": "event", "controller": "B", "zone": "hand", "cost": 0,
                       "abilities": abilities}],
            "actions": actions}


def _steps(result: dict[str, Any]) -> str:
    assert result["outcome"] == "resolved", result.get("illegal")
    return "\n".join(s["text"] for s in result["steps"])


def test_28_5_1_snowblind_removes_the_attacker_and_the_attack_ends() -> None:
    steps = _steps(as_json(resolve(_attack("Snowblind", False, "raider"))))
    assert "Raider ceases attacking" in steps and "the attack ends prematurely" in steps


def test_28_5_1_snowblind_is_refused_on_a_character_not_attacking() -> None:
    result = as_json(resolve(_attack("Snowblind", True, "guard")))
    assert result["outcome"] == "illegal"


def test_28_6_6_blue_meditation_stops_the_interceptor() -> None:
    steps = _steps(as_json(resolve(_attack("Blue Meditation", True, "guard"))))
    assert "Guard ceases intercepting" in steps


def test_28_5_1_snowfall_stops_the_attacker_and_leaves_the_interceptor_alone() -> None:
    payload = _attack("Snowfall", True, "raider")
    payload["actions"][-2].pop("targets")
    steps = _steps(as_json(resolve(payload)))
    assert "Raider ceases attacking" in steps and "Guard ceases attacking" not in steps
