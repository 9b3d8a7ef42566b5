"""Scenarios a semantic fuzzer found crashing the engine (a 500), each now an answer: a 422
naming the field, or an illegal action with its rule. Named by the rule that decides them."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.effects.effect_kinds import KINDS, NAMEABLE
from refbase.engines.shadowfist.loading.schema_fields import MODIFIER_KINDS
from refbase.engines.shadowfist.loading.schemas_abilities import TEMPLATE_FIELDS
from refbase.engines.shadowfist.model.records import Modifier
from refbase.engines.shadowfist.model.text import modifier_words
from refbase.engines.shadowfist.options import options

from ._support import character, run, scenario


def _errors(payload: dict[str, Any]) -> dict[str, list[str]]:
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(payload)
    return caught.value.errors


def _trigger(effect: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "triggered", "trigger": {"on": "enters_play", "card": {}}, "effect": effect}


@pytest.mark.parametrize("kind", [k for k in NAMEABLE if set(KINDS[k].needs) - set(TEMPLATE_FIELDS)])
def test_10_0_a_written_ability_of_a_kind_it_cannot_complete_is_refused(kind: str) -> None:
    """A written effect that would be generated without what its kind needs (a token's card, a
    redirection's source) is a 422 naming the field, not a crash when it triggers."""
    card = character("r", "A", 1, 1, abilities=[_trigger({"effect": kind, "aim": "none", "amount": 1})])
    errors = _errors(scenario([card], []))
    assert "cards[0].abilities[0].effect.effect" in errors
    assert f"cannot generate a `{kind}` effect" in errors["cards[0].abilities[0].effect.effect"][0]


def test_10_0_options_answer_a_written_ability_it_cannot_complete_with_a_422() -> None:
    card = character("r", "A", 1, 1, abilities=[_trigger({"effect": "redirect", "aim": "none"})])
    with pytest.raises(ScenarioInvalid):
        options(scenario([card], []))


def test_10_0_a_written_effect_that_needs_an_amount_has_one() -> None:
    card = character("r", "A", 1, 1, abilities=[_trigger({"effect": "draw", "aim": "none"})])
    assert "cards[0].abilities[0].effect.amount" in _errors(scenario([card], []))


def test_47_0_a_tokens_abilities_are_checked_as_a_cards() -> None:
    token = {"id": "tk", "title": "Fuzz Token", "type": "edge", "abilities": ["hitter"]}
    errors = _errors(scenario([], [{"do": "effect", "id": "mk", "player": "B", "card": "Summoning",
                                    "source_type": "event", "effect": "token", "token": token}]))
    assert "unknown bold-faced ability" in errors["actions[0].token.abilities[0]"][0]


def test_47_0_ability_objects_on_a_token_are_refused_not_dropped() -> None:
    token = {"id": "tk", "title": "Fuzz Token", "type": "character", "fighting": 1,
             "abilities": ["Regenerate", _trigger({"effect": "gain_power", "aim": "none", "amount": 1})]}
    errors = _errors(scenario([], [{"do": "effect", "id": "mk", "player": "A", "card": "Summoning",
                                    "source_type": "event", "effect": "token", "token": token}]))
    assert "not modelled" in errors["actions[0].token.abilities[1]"][0]


def test_25_5_1_a_state_cannot_be_moved_onto_itself() -> None:
    vest = {"id": "vest", "title": "Bulletproof Vest", "type": "state", "controller": "A", "attached_to": "old"}
    result = run(scenario([character("old", "A", 2), vest], [
        {"do": "effect", "id": "shift", "player": "A", "card": "Shifting Loyalties", "effect": "move_card",
         "source_type": "event", "targets": ["vest"], "attached_to": "vest"}]))
    assert result["outcome"] == "illegal"
    assert "itself" in result["illegal"]["reason"] and "25.5.1" in result["illegal"]["rules"]


def test_36_0_copying_a_card_with_any_modifier_says_what_was_copied() -> None:
    """Every modifier kind a scenario may write has words for the steps (copying one logged a 500)."""
    for kind in MODIFIER_KINDS:
        assert modifier_words([Modifier(kind, 1)])
    throne = {"id": "throne", "title": "The Dragon Throne", "type": "edge", "controller": "A",
              "modifiers": [{"kind": "cost_reduction", "value": 1}]}
    site = {"id": "b1", "title": "b1", "type": "feng_shui_site", "controller": "B", "column": 1, "row": "front",
            "body": 5}
    result = run(scenario([site, throne], [{"do": "effect", "id": "cp", "player": "B", "card": "Mimic",
                                            "source_type": "event", "effect": "copy", "targets": ["b1"],
                                            "from": "throne"}]))
    assert result["outcome"] == "resolved"
    assert any("costs 1 less" in s["text"] for s in result["steps"])


def test_9_2_4_a_state_on_a_state_leaves_with_it() -> None:
    """Both Bananas become unseen when the Chimp gains Immunity: States; the second, on the
    first, leaves play with it (9.2.4) rather than being looked at again (it was a 500)."""
    monkey = character("monkey", "A", 1, abilities=["Immunity: States"])
    b1 = {"id": "b1", "title": "Enhanced Banana", "type": "state", "controller": "A", "attached_to": "monkey"}
    b2 = {"id": "b2", "title": "Enhanced Banana", "type": "state", "controller": "A", "attached_to": "b1"}
    answer = options(scenario([monkey, b1, b2], []))
    assert answer.outcome == "resolved"


def test_31_6_a_huge_power_is_offered_a_bounded_list_of_bids() -> None:
    """Every bid from the high bid up to the bidder's Power is legal (31.6); the options list
    the lowest few and the highest, and any other amount is still accepted."""
    gate = {"id": "gate-a", "title": "Kowloon Gate", "type": "feng_shui_site", "controller": "A", "column": 1,
            "row": "front", "body": 5, "unique": True}
    hidden = {"id": "gate-b", "title": "Kowloon Gate", "type": "feng_shui_site", "controller": "B", "column": 1,
              "row": "front", "body": 6, "unique": True, "face_down": True}
    board = [gate, character("hitter", "A", 4, 1), hidden]
    players = [{"id": "A", "power": 3}, {"id": "B", "power": 1_000_000}]
    attack_it = [{"do": "declare_attack", "player": "A", "attackers": ["hitter"], "target": "gate-b"}]
    result = run(scenario(board, attack_it, players=players))
    assert result["outcome"] == "pending"
    assert len(result["pending"]["options"]) <= 13
    assert 1_000_000 in result["pending"]["options"]
    taken = run(scenario(board, [*attack_it, {"do": "bid", "player": "B", "amount": 654_321}], players=players))
    assert taken["outcome"] != "illegal"
