"""An effect of several parts (rule 24.6, Multiple Combined Effects): "each part must be
completed fully before the next part is applied, and the parts are applied in the order listed
on the card". A written effect's `then` lists its later parts, each a template of its own kind
checked by the same schema; a part of `aim` "chosen" acts on the effect's own cards (24.2)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from tests.engines.shadowfist._support import as_json


def _game(effect: dict[str, Any], targets: list[str], kind: str = "activated",
          extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "thug", "title": "Thug", "type": "character", "controller": "B", "fighting": 3,
                       "column": 1},
                      {"id": "src", "title": "Source", "type": "edge", "controller": "A",
                       "abilities": [{"kind": kind, "text": "Text.", "effect": effect}]},
                      *(extra or [])],
            "actions": [{"do": "use", "id": "u", "player": "A", "card": "src", "ability": 0, "targets": targets},
                        {"do": "pass"}]}


def _rules(answer: dict[str, Any]) -> set[str]:
    return {r for s in answer["steps"] for r in s["rules"]}


def test_24_6_each_part_applies_in_the_order_printed() -> None:
    effect = {"effect": "turn", "aim": "chosen", "select": {"type": "character"},
              "then": [{"effect": "damage", "amount": 2, "aim": "chosen"},
                       {"effect": "gain_power", "amount": 1, "aim": "none"}]}
    answer = as_json(resolve(_game(effect, ["thug"])))
    assert answer["outcome"] == "resolved", answer
    thug = answer["final"]["cards"]["thug"]
    assert thug.get("turned") and thug.get("damage") == 2
    assert answer["final"]["players"]["A"]["power"] == 1
    assert "24.6" in _rules(answer)
    texts = [s["text"] for s in answer["steps"]]
    turned = next(i for i, t in enumerate(texts) if "next part" in t)
    assert "damage" in texts[turned] and any("Power" in t for t in texts[turned + 1:])


def test_24_6_a_later_part_smokes_nothing_the_first_part_already_smoked() -> None:
    # "Smoke that Edge and gain 1 Power": the smoked card is gone, the Power still comes (24.8)
    effect = {"effect": "smoke", "aim": "chosen", "select": {"type": "character"},
              "then": [{"effect": "damage", "amount": 1, "aim": "chosen"},
                       {"effect": "gain_power", "amount": 1, "aim": "none"}]}
    answer = as_json(resolve(_game(effect, ["thug"])))
    assert answer["outcome"] == "resolved", answer
    assert answer["final"]["cards"]["thug"]["zone"] == "smoked"
    assert not answer["final"]["cards"]["thug"].get("damage")
    assert answer["final"]["players"]["A"]["power"] == 1


@pytest.mark.parametrize(("part", "field"), [
    ({"effect": "damage", "amount": 1, "aim": "all", "select": {"type": "site"}}, "then[0].aim"),
    ({"effect": "damage", "amount": 1, "aim": "chosen", "select": {"type": "site"}}, "then[0].select"),
    ({"effect": "gain_power", "amount": 1, "aim": "none", "power": 1}, "then[0].power"),
    ({"effect": "gain_power", "amount": 1, "aim": "none",
      "then": [{"effect": "gain_power", "amount": 1, "aim": "none"}]}, "then[0].then"),
    ({"effect": "damage", "aim": "chosen"}, "then[0].amount"),
])
def test_24_6_a_part_is_checked_like_an_effect_and_chooses_nothing(part: dict[str, Any], field: str) -> None:
    effect = {"effect": "turn", "aim": "chosen", "select": {"type": "character"}, "then": [part]}
    with pytest.raises(ScenarioInvalid, match=re.escape(f"effect.{field}")):
        resolve(_game(effect, ["thug"]))


def test_10_4_a_turn_and_maintain_ability_has_no_further_parts() -> None:
    effect = {"effect": "grant", "aim": "chosen", "modifiers": [{"kind": "fighting", "value": 1}],
              "then": [{"effect": "gain_power", "amount": 1, "aim": "none"}]}
    with pytest.raises(ScenarioInvalid, match="no further parts"):
        resolve(_game(effect, ["thug"], kind="turn_and_maintain"))
