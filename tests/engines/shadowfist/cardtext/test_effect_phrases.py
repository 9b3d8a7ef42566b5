"""More printed phrases of existing effect kinds, on real cards' text copied from the community
card dump: damage a card "takes" and damage with its own Corrupted (rule 50.3) or Unstoppable
(rule 50.18); a card "is toasted" (rule 46.0); a card that "heals" at a step (rule 16.0: all its
damage). Then the engine resolving them."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Incendiary Blast": ("Event", "Target a Character :: Target takes 4 Corrupted non-combat damage."),
    "Twenty Lashes": ("Event", "Target a Character :: Inflict 3 Unstoppable non-combat damage on target. "
                               "Target gains +3 Fighting until it leaves play."),
    "Spontaneous Combustion": ("Event", "Target a Character :: Target takes 2 non-combat damage. When a <Fire> "
                                        "card you control is smoked, you may Reload this card."),
    "Bzzzzzt!": ("Event", "Target non-Unique character is toasted."),
    "Snake Man": ("Character", "Snake Man heals at the end of each turn."),
    "Abysmal Wyrm": ("Character", "This card heals at the end of each turn."),
    "Faceless Minions": ("Character", "When this card is smoked, all opponents' Characters at this location take "
                                      "1 damage."),
}


def first(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    return dict(next(a for a in compile_text(text, title, kind).abilities if isinstance(a, dict)))


def test_50_3_incendiary_blast_target_takes_corrupted_damage() -> None:
    assert first("Incendiary Blast")["effect"] == {"effect": "damage", "amount": 4, "aim": "chosen",
                                                   "select": {"type": "character"}, "abilities": ["Corrupted"]}


def test_50_18_twenty_lashes_inflicts_unstoppable_damage() -> None:
    """Its second sentence, "Target gains +3 Fighting ...", is a later part of the same effect
    (24.6: tests/engines/shadowfist/cardtext/test_event_later_sentence.py)."""
    effect = dict(first("Twenty Lashes")["effect"])
    assert effect.pop("then")[0]["effect"] == "grant"
    assert effect == {"effect": "damage", "amount": 3, "aim": "chosen", "select": {"type": "character"},
                      "abilities": ["Unstoppable"]}


def test_29_2_spontaneous_combustion_target_takes_non_combat_damage() -> None:
    assert first("Spontaneous Combustion")["effect"] == {"effect": "damage", "amount": 2, "aim": "chosen",
                                                         "select": {"type": "character"}}


def test_46_0_bzzzzzt_target_is_toasted() -> None:
    assert first("Bzzzzzt!")["effect"] == {"effect": "toast", "aim": "chosen",
                                           "select": {"type": "character", "unique": False}}


@pytest.mark.parametrize("title", ["Snake Man", "Abysmal Wyrm"])
def test_16_0_a_card_that_heals_at_the_end_of_each_turn_heals_itself(title: str) -> None:
    ability = first(title)
    assert ability["trigger"] == {"on": "end_of_turn"}  # each turn, not only its controller's
    assert ability["effect"] == {"effect": "heal", "aim": "self"}


def test_9_1_a_smoked_card_has_no_location_so_at_this_location_is_not_read() -> None:
    """Faceless Minions has left play when its trigger resolves: "at this location" names no
    location the engine knows, so the sentence stays unread rather than damaging nothing."""
    kind, text = CARDS["Faceless Minions"]
    compiled = compile_text(text, "Faceless Minions", kind)
    assert not compiled.complete and "at this location" in compiled.not_modelled[0].reason


@pytest.mark.parametrize("text", [
    "Any character in combat with subject character is smoked.",
    "Any character damaged by Gnarled Horror is smoked.",
    "On a result of heads, subject character is smoked.",
])
def test_20_0_a_passive_smoke_with_unread_words_is_not_modelled(text: str) -> None:
    assert not compile_text(text, "Gnarled Horror", "State").complete


def _board(card: dict[str, Any], target: dict[str, Any]) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
            "cards": [{"id": "t", "title": "Target", "type": "character", "controller": "B", "column": 1,
                       **target}, card],
            "actions": [{"do": "use", "id": "u", "player": "A", "card": card["id"], "ability": 0,
                         "targets": ["t"]}, {"do": "pass"}]}


def _event(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    return {"id": "ev", "title": title, "type": "event", "controller": "A", "zone": "hand", "cost": 0,
            "abilities": compile_text(text, title, kind).abilities}


def test_50_18_twenty_lashes_damage_ignores_toughness() -> None:
    answer = as_json(resolve(_board(_event("Twenty Lashes"), {"fighting": 5, "abilities": ["Toughness: 2"]})))
    assert answer["final"]["cards"]["t"]["damage"] == 3


def test_46_0_bzzzzzt_toasts_its_target() -> None:
    answer = as_json(resolve(_board(_event("Bzzzzzt!"), {"fighting": 2})))
    assert answer["final"]["cards"]["t"]["zone"] == "toasted"


def test_16_0_snake_man_heals_all_his_damage_at_the_end_of_an_opponents_turn() -> None:
    kind, text = CARDS["Snake Man"]
    scenario = {"game": "shadowfist", "active_player": "A",
                "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
                "cards": [{"id": "s", "title": "Snake Man", "type": "character", "controller": "B", "fighting": 4,
                           "column": 1, "damage": 3, "abilities": compile_text(text, "Snake Man", kind).abilities}],
                "actions": [{"do": "end_turn", "player": "A"}]}
    assert as_json(resolve(scenario))["final"]["cards"]["s"]["damage"] == 0


def test_29_6_3_test_monkey_damage_from_fire_cards_is_reduced_to_0() -> None:
    """Test Monkey: "Unstoppable. Damage inflicted on this card by Fire cards is reduced to 0.":
    taking no damage from those cards, the recipient's reduction to zero (29.6.3)."""
    text = "Unstoppable. Damage inflicted on this card by Fire cards is reduced to 0."
    ability = next(a for a in compile_text(text, "Test Monkey", "Character").abilities if isinstance(a, dict))
    assert ability["modifiers"] == [{"kind": "reduce_damage_to", "value": 0}]
    assert ability["from"] == {"designator": "Fire"}


def test_29_6_3_reduce_to_0_all_damage_from_cards_is_the_same_reading() -> None:
    text = "Reduce to 0 all damage inflicted on this card by Unique cards."
    ability = next(a for a in compile_text(text, "Card", "Character").abilities if isinstance(a, dict))
    assert ability["modifiers"] == [{"kind": "reduce_damage_to", "value": 0}] and ability["from"] == {"unique": True}


def test_29_6_3_test_monkey_takes_no_damage_from_a_fire_card() -> None:
    text = "Unstoppable. Damage inflicted on this card by Fire cards is reduced to 0."
    scenario = {"game": "shadowfist", "active_player": "A",
                "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
                "cards": [{"id": "t", "title": "Test Monkey", "type": "character", "controller": "B", "fighting": 3,
                           "column": 1, "abilities": compile_text(text, "Test Monkey", "Character").abilities},
                          {"id": "f", "title": "Fire Bolt", "type": "event", "controller": "A", "zone": "hand",
                           "cost": 0, "abilities": [{"kind": "activated", "effect": {"effect": "damage", "amount": 2,
                                                                                      "aim": "chosen"}}]},
                          {"id": "w", "title": "Water Bolt", "type": "event", "controller": "A", "zone": "hand",
                           "cost": 0, "abilities": [{"kind": "activated", "effect": {"effect": "damage", "amount": 2,
                                                                                      "aim": "chosen"}}]}],
                "actions": [{"do": "use", "id": "u", "player": "A", "card": "f", "ability": 0, "targets": ["t"]},
                            {"do": "pass"},
                            {"do": "use", "id": "v", "player": "A", "card": "w", "ability": 0, "targets": ["t"]},
                            {"do": "pass"}]}
    assert as_json(resolve(scenario))["final"]["cards"]["t"]["damage"] == 2


def _scientist(active: str) -> dict[str, Any]:
    text = "Turn to draw a card during your Main Shot."
    return {"game": "shadowfist", "active_player": active,
            "players": [{"id": "A", "power": 0, "deck_size": 10}, {"id": "B", "power": 0}],
            "cards": [{"id": "s", "title": "Arcane Scientist", "type": "character", "controller": "A", "fighting": 1,
                       "column": 1, "abilities": compile_text(text, "Arcane Scientist", "Character").abilities}],
            "actions": [{"do": "use", "id": "u", "player": "A", "card": "s", "ability": 0}, {"do": "pass"}]}


def test_22_3_arcane_scientist_draws_during_your_main_shot() -> None:
    """Arcane Scientist: "Turn to draw a card during your Main Shot." The timing is a requirement
    of the ability's use (24.1), printed after its effect."""
    ability = compile_text("Turn to draw a card during your Main Shot.", "Arcane Scientist", "Character").abilities[0]
    assert ability["condition"] == {"is": "your_main_shot"}
    answer = as_json(resolve(_scientist("A")))
    assert answer["outcome"] == "resolved" and answer["final"]["cards"]["s"]["turned"]


def test_22_3_arcane_scientist_cannot_draw_in_an_opponents_turn() -> None:
    answer = as_json(resolve(_scientist("B")))
    assert "22.3" in answer["illegal"]["rules"]


def test_29_2_flood_on_the_mountain_dragon_characters_suffer_damage_at_the_start_of_your_turns() -> None:
    """Flood on the Mountain: "[d] characters suffer 1 point of damage at the start of each of
    your turns." Every Dragon Character, whoever controls it, takes 1 non-combat damage."""
    text = "[d] characters suffer 1 point of damage at the start of each of your turns."
    ability = compile_text(text, "Flood on the Mountain", "Edge").abilities[0]
    assert ability["trigger"] == {"on": "start_of_turn", "whose_turn": "you"}
    assert ability["effect"] == {"effect": "damage", "amount": 1, "aim": "all",
                                 "select": {"type": "character", "faction": "dragons"}}
