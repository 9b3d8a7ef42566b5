"""Triggers on an attack's result (rules 28.11 and 28.12: an attack succeeds when combat damage
was inflicted on its target, and fails otherwise), on declaring an attack (28.1), on a card
leaving play and on a Character smoked at this card's location (26.1.3: "You may only trigger
effects on cards whose rules text is active (9.2.3) at the time the trigger occurs", so both
are noticed before the card goes). Each quotes a real card's text from the community card
database."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text

RELUCTANT_HERO = "Independent. Once per turn, you may unturn this card when an attack you declared fails."
PINBALL_ARCADE = "When an attack you declared succeeds, turn to inflict 1 damage on any card in play."
INSPECTOR_DEE_GAIN = "Gain 1 Power when an attack you declared succeeds."
ISIS_FOX = "Unique. Each time you declare an attack, Isis Fox gains +1 Fighting until she leaves play."
TRUE_BELIEVER = "When this card leaves play, you may give target Character -1 damage until the end of the turn."
ROAR_OF_THE_LION = "This card gains +1 Fighting until it leaves play when a Character is smoked at this location."


def _triggered(text: str, title: str, kind: str) -> dict[str, Any]:
    result = compile_text(text, title, kind)
    assert result.complete, result.not_modelled
    return next(a for a in result.abilities if isinstance(a, dict) and a["kind"] == "triggered")


def test_28_12_reluctant_hero_unturns_when_an_attack_you_declared_fails() -> None:
    ability = _triggered(RELUCTANT_HERO, "Reluctant Hero", "Character")
    assert ability["trigger"] == {"on": "attack_fails", "any_card": True, "declarer": "you"}
    assert ability["optional"] is True
    assert ability["once_per"] == "turn"


def test_28_11_pinball_arcade_turns_to_inflict_damage_when_an_attack_you_declared_succeeds() -> None:
    """"When <trigger>, turn to <effect>": the cost of turning makes it voluntary (26.1.2)."""
    ability = _triggered(PINBALL_ARCADE, "Pinball Arcade", "Feng Shui Site")
    assert ability["trigger"] == {"on": "attack_succeeds", "any_card": True, "declarer": "you"}
    assert ability["effect"]["effect"] == "damage" and ability["effect"]["amount"] == 1
    assert ability["effect"].get("turn_self") is True
    assert ability["optional"] is True


def test_28_11_inspector_dee_gains_power_when_an_attack_succeeds() -> None:
    ability = _triggered(INSPECTOR_DEE_GAIN, "Inspector Dee", "Character")
    assert ability["trigger"]["on"] == "attack_succeeds"
    assert ability["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none"}


def test_28_1_isis_fox_each_time_you_declare_an_attack_whoever_attacks() -> None:
    ability = _triggered(ISIS_FOX, "Isis Fox", "Character")
    assert ability["trigger"] == {"on": "attack_declared", "any_card": True, "declarer": "you"}
    assert ability["effect"]["aim"] == "self"


def test_28_1_when_you_declare_an_attack_names_the_declarer_not_the_active_player() -> None:
    """An out-of-turn attack (28.1.2) is declared by a player whose turn it is not: the trigger
    asks who declared it (`declarer`), never whose turn it is."""
    ability = _triggered("When you declare an attack, gain 1 Power.", "Test", "Feng Shui Site")
    assert ability["trigger"] == {"on": "attack_declared", "any_card": True, "declarer": "you"}


def test_26_1_3_true_believer_triggers_when_it_leaves_play() -> None:
    ability = _triggered(TRUE_BELIEVER, "True Believer", "Character")
    assert ability["trigger"] == {"on": "leaves_play"}
    assert ability["optional"] is True


def test_26_1_3_roar_of_the_lion_a_character_smoked_at_this_location() -> None:
    ability = _triggered(ROAR_OF_THE_LION, "Roar of the Lion", "Character")
    assert ability["trigger"] == {"on": "smoked", "card": {"type": "character", "at_this_location": True}}


def test_26_1_3_entering_play_at_this_location_is_not_read_as_a_location_trigger() -> None:
    """Only smoking is noticed where the card was; the words after other verbs are not read."""
    result = compile_text("When a Character enters play at this location, gain 1 Power.", "Test", "Character")
    assert not result.complete


def test_28_1_an_attack_someone_else_declared_is_not_read_as_yours() -> None:
    result = compile_text("Gain 1 Power when an attack an opponent declared succeeds.", "Test", "Character")
    assert not result.complete


def test_28_11_declarer_goes_only_with_a_trigger_on_an_attack() -> None:
    """The scenario format refuses "declarer" on a trigger that has no attack (a 4xx, never a 500)."""
    card = {"id": "x", "title": "X", "type": "character", "controller": "A", "fighting": 1, "column": 1,
            "abilities": [{"kind": "triggered", "text": "t", "trigger": {"on": "smoked", "declarer": "you"},
                           "effect": {"effect": "gain_power", "amount": 1, "aim": "none"}}]}
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
                "cards": [card], "actions": []}
    with pytest.raises(ScenarioInvalid, match="declarer"):
        resolve(scenario)


CARMEN_ZHOU = "Unique. Gains +1 Fighting until she leaves play when a Feng Shui Site is revealed."
BOOBY_TRAPPED_TOMB = ("When this Site is revealed, you may target a Character at this location :: "
                      "Inflict 3 non-combat damage on target.")
FLOATING_TEETH = "When you sacrifice a Character, this card gains +1 Fighting until it leaves play."
OBSIDIAN_DAGGER = ("Weapon. Subject Character gains Assassinate and +1 damage. "
                   "Turn when a Character is sacrificed to gain 1 Power.")


def test_30_3_2_carmen_zhou_a_feng_shui_site_revealed() -> None:
    ability = _triggered(CARMEN_ZHOU, "Carmen Zhou", "Character")
    assert ability["trigger"] == {"on": "revealed", "card": {"type": "feng_shui_site"}}


def test_24_4_booby_trapped_tomb_this_site_revealed() -> None:
    ability = _triggered(BOOBY_TRAPPED_TOMB, "Booby-Trapped Tomb", "Feng Shui Site")
    assert ability["trigger"] == {"on": "revealed"}
    assert ability["optional"] is True


def test_45_3_floating_teeth_you_sacrifice_only_cards_you_control() -> None:
    """45.3: you sacrifice cards you control, so "you sacrifice a Character" is a Character you
    control being sacrificed."""
    ability = _triggered(FLOATING_TEETH, "Floating Teeth", "Character")
    assert ability["trigger"] == {"on": "sacrificed", "card": {"type": "character", "controller": "you"}}


def test_45_0_obsidian_dagger_turn_when_a_character_is_sacrificed_to_gain_power() -> None:
    """"Turn when <trigger> to <effect>": turning this card is the cost (voluntary, 26.1.2)."""
    ability = _triggered(OBSIDIAN_DAGGER, "Obsidian Dagger", "State")
    assert ability["trigger"] == {"on": "sacrificed", "card": {"type": "character"}}
    assert ability["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none", "turn_self": True}
    assert ability["optional"] is True


def test_26_1_2_turn_when_keeps_turns_to_attack_in_the_trigger() -> None:
    ability = _triggered("Turn when a Character turns to attack to gain 1 Power.", "Test", "Site")
    assert ability["trigger"]["on"] == "turns_to_attack"


def test_45_3_you_sacrifice_a_card_an_opponent_controls_is_not_read() -> None:
    result = compile_text("When you sacrifice a Character an opponent controls, gain 1 Power.", "Test", "Character")
    assert not result.complete


def test_28_9_exiled_monk_heals_at_the_end_of_each_attack() -> None:
    ability = _triggered("Heal this card at the end of each attack.", "Exiled Monk", "Character")
    assert ability["trigger"] == {"on": "end_of_attack", "any_card": True}
    assert ability["effect"]["effect"] == "heal"


def test_28_9_summer_fire_palace_when_an_attack_you_declared_ends() -> None:
    text = "Unique. When an attack you declared ends, you may inflict 2 non-combat damage on any card."
    ability = _triggered(text, "Summer Fire Palace", "Site")
    assert ability["trigger"] == {"on": "end_of_attack", "any_card": True, "declarer": "you"}
    assert ability["optional"] is True


def test_26_1_3_kauhuhu_a_character_at_his_location_is_smoked() -> None:
    """"his location": in its own trigger only this Character is "he"."""
    text = ("Unique. Mobility. Independent. Gains Toughness: 1 until the end of the turn when a Character "
            "at his location is smoked.")
    ability = _triggered(text, "Kauhuhu", "Character")
    assert ability["trigger"] == {"on": "smoked", "card": {"type": "character", "at_this_location": True}}


def test_26_1_3_its_location_is_not_read_as_this_cards() -> None:
    """A State's "its location" is its subject's: not read."""
    result = compile_text("Inflict 2 points of damage on subject site whenever a character is smoked at its location.",
                          "Arcanoworms", "State")
    assert not result.complete
