"""Damage a card's text says cannot be redirected (6.0 over 38.2, as Unstoppable damage cannot be,
50.18), "cannot be reduced or redirected" (29.9 with it), and "takes no non-combat damage" (29.2,
29.6.3): read from real cards' printed text copied from the community card dump, and applied."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engines.shadowfist._support import PASS, attack, cards, character, effect, fss, run, scenario
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

LUI_YU_MIN = ("Unique. His damage cannot be reduced or redirected. Superleap against opponents who control "
              "a Site you own or have a Site you own in their burned for victory pile.")
RESISTANCE_FIGHTERS = "Takes no damage from non-Character cards. Damage cannot be redirected to this card."
HORUS = ("Unique. When this card enters play, cancel and smoke target card. Takes no non-combat damage. "
         "Damage cannot be redirected to this card.")
SPIRIT_SHIELD = ("Subject Character gains Toughness: 1. Reduce all non-combat damage inflicted on subject to 0. "
                 "Damage cannot be redirected to subject.")
BOTH = ["Its damage cannot be reduced", "Its damage cannot be redirected"]


@pytest.mark.parametrize(("title", "kind", "text"), [
    ("Hyper Alloy Blade", "State", "Weapon. Subject Character inflicts +2 damage and cannot have its damage "
                                   "reduced or redirected."),
    ("Steven Wu", "Character", "Unique. Independent. Cannot have his damage redirected or reduced."),
    ("Boundless Heaven Sword", "State", "Subject Character gains +10 Fighting and its damage cannot be reduced "
                                        "or redirected."),
])
def test_rule_29_9_damage_that_cannot_be_reduced_or_redirected_is_both_words(title: str, kind: str, text: str) -> None:
    (ability,) = compiled_objects(title, kind, text)
    assert ability["grants"] == BOTH


def test_rule_29_9_a_characters_his_damage_is_his_own() -> None:
    """Lui Yu Min's second sentence; a State's "his damage" (whose?) is not read."""
    (ability,) = compiled_objects("Lui Yu Min", "Character", "His damage cannot be reduced or redirected.")
    assert ability["grants"] == BOTH and "affects" not in ability
    with pytest.raises(AssertionError):
        compiled_objects("Some Gun", "State", "His damage cannot be reduced or redirected.")


def test_rule_38_2_damage_cannot_be_redirected_to_this_card_or_subject() -> None:
    fighters = compiled_objects("Resistance Fighters", "Character", RESISTANCE_FIGHTERS)
    assert fighters[1]["grants"] == ["Damage cannot be redirected to it"]
    shield = compiled_objects("Spirit Shield Generator", "State", SPIRIT_SHIELD)
    assert shield[2]["grants"] == ["Damage cannot be redirected to it"]
    assert compiled_objects("Evil Brain", "Edge", "Damage cannot be redirected onto this card.")[0]["grants"] \
        == ["Damage cannot be redirected to it"]


def test_rule_29_2_takes_no_non_combat_damage() -> None:
    horus = compiled_objects("Horus", "Character", HORUS)
    shield = compiled_objects("Spirit Shield Generator", "State", SPIRIT_SHIELD)
    none = [{"kind": "reduce_noncombat_damage_to", "value": 0}]
    assert horus[1]["modifiers"] == none and shield[1]["modifiers"] == none


def _redirected(hitter: dict[str, Any], bystander: dict[str, Any]) -> dict[str, Any]:
    """A attacks B's Site with `hitter`; B redirects its combat damage to `bystander`."""
    board = [hitter, fss("site", "B", 1, 6), bystander]
    return run(scenario(board, [attack("A", ["hitter"], "site"),
                                effect("r", "B", "Devil's Mountain", "redirect", source_type="site", source="hitter",
                                       to="by", **{"from": "site"}), PASS]))


def test_rule_38_2_lui_yu_mins_damage_cannot_be_redirected() -> None:
    lui = character("hitter", "A", 5, title="Lui Yu Min",
                    abilities=[{"kind": "continuous", "grants": BOTH}])
    result = _redirected(lui, character("by", "B", 3, column=1))
    assert result["outcome"] == "illegal" and "its damage cannot be redirected" in result["illegal"]["reason"]
    assert "6.0" in result["illegal"]["rules"] and "38.2" in result["illegal"]["rules"]


def test_rule_38_2_damage_cannot_be_redirected_to_resistance_fighters() -> None:
    fighters = character("by", "B", 3, column=1, title="Resistance Fighters",
                         abilities=compiled_objects("Resistance Fighters", "Character", RESISTANCE_FIGHTERS))
    result = _redirected(character("hitter", "A", 5), fighters)
    assert result["outcome"] == "illegal" and "cannot be redirected to it" in result["illegal"]["reason"]
    plain = _redirected(character("hitter", "A", 5), character("by", "B", 6, column=1))
    assert plain["outcome"] == "resolved" and cards(plain)["by"]["damage"] == 5


def test_rule_29_2_horus_takes_no_non_combat_damage_but_takes_combat_damage() -> None:
    horus = character("horus", "A", 4, column=1, title="Horus",
                      abilities=[{"kind": "continuous", "modifiers": [{"kind": "reduce_noncombat_damage_to",
                                                                        "value": 0}]}])
    blast = run(scenario([horus], [effect("d", "B", "Blast", "damage", source_type="event", targets=["horus"],
                                          amount=3), PASS, PASS], active="B"))
    assert cards(blast)["horus"]["damage"] == 0
    fight = run(scenario([character("hitter", "B", 2), fss("site", "A", 1, 6), horus],
                         [attack("B", ["hitter"], "site"), PASS,
                          {"do": "intercept", "player": "A", "assignments": [{"attacker": "hitter",
                                                                             "chain": ["horus"]}]}], active="B"))
    assert fight["outcome"] == "resolved", fight.get("illegal")
    assert cards(fight)["horus"]["damage"] == 2


STEVEN_WU = "Unique. Independent. Cannot have his damage redirected or reduced. Opponents cannot take control of him."
LIVING_LEGEND = ("Unique. Subject gains +2 Fighting, cannot be taken control of, and its damage cannot be reduced or "
                 "redirected.")


def test_rule_50_10_opponents_cannot_take_control_of_him() -> None:
    """Only another player could take control of a card (35.3.1): "opponents cannot" is "cannot be"
    (what Loyalty gives, 50.10, without being Loyalty); a State's "him" is not read."""
    wu = compiled_objects("Steven Wu", "Character", STEVEN_WU)
    assert wu[0]["grants"] == BOTH and wu[1]["grants"] == ["Cannot be taken control of"]
    legend = compiled_objects("Living Legend", "State", LIVING_LEGEND)
    assert [g.lower() for g in legend[0]["grants"]] == ["cannot be taken control of"] + [b.lower() for b in BOTH]
    with pytest.raises(AssertionError):
        compiled_objects("Some Charm", "State", "Opponents cannot take control of him.")


@pytest.mark.parametrize("text", [STEVEN_WU, LIVING_LEGEND])
def test_rule_35_3_taking_control_of_a_card_that_cannot_be_taken_control_of_changes_nothing(text: str) -> None:
    wu: dict[str, Any] = character("wu", "A", 5, title="Steven Wu")
    board = [wu]
    if "Subject" in text:
        board.append({"id": "st", "title": "Living Legend", "type": "state", "controller": "A", "attached_to": "wu",
                      "abilities": compiled_objects("Living Legend", "State", text)})
    else:
        wu["abilities"] = compiled_objects("Steven Wu", "Character", text)
    result = run(scenario(board, [effect("tc", "B", "Mind Control", "take_control", source_type="event",
                                         targets=["wu"]), PASS]))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert cards(result)["wu"]["controller"] == "A"
    assert "cannot be taken control of" in result["steps"][-1]["text"]
    assert "35.3" in result["steps"][-1]["rules"] and "6.0" in result["steps"][-1]["rules"]
