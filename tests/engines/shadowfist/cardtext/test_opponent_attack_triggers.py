"""Triggers on an opponent declaring an attack on your cards (rule 28.1.3: "The target of the
attack can be a single Site or Character controlled by an opponent. You can neither declare nor
join attacks against cards you control", so an attack on a card you control is always an
opponent's), and a Character's effect printed without a subject ("Gains ...", "Heals": the
Character itself; 16.0: "If an effect simply "heals" a card, it removes all damage on that
card")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from refbase.engines.shadowfist.cardtext import compile_text

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _compiled(title: str) -> Any:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"])


def _triggered(title: str) -> dict[str, Any]:
    return next(a for a in _compiled(title).abilities if isinstance(a, dict) and a["kind"] == "triggered")


def test_28_1_3_quanqiu_wishing_well_any_attack_on_a_card_you_control() -> None:
    """Quanqiu Wishing Well: "When an opponent declares an attack against a card you control, gain 1 Power." """
    result = _compiled("Quanqiu Wishing Well")
    assert result.complete
    ability = _triggered("Quanqiu Wishing Well")
    assert ability["trigger"] == {"on": "attack_declared", "card": {"controller": "you"}}
    assert ability["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none"}
    assert "optional" not in ability


def test_28_1_3_blessed_orchard_an_attack_that_targets_this_card_is_read_but_stealing_is_not() -> None:
    """Blessed Orchard: "When an opponent declares an attack that targets Blessed Orchard, you may
    steal 1 Power from that opponent." The trigger is this card being attacked; stealing Power
    is not in the language, so the sentence stays not modelled rather than read as a gain."""
    result = _compiled("Blessed Orchard")
    assert not result.complete and "steal" in result.not_modelled[0].text
    same_trigger = compile_text("When an opponent declares an attack that targets Blessed Orchard, gain 1 Power.",
                                "Blessed Orchard", "Feng Shui Site")
    assert same_trigger.abilities[0]["trigger"] == {"on": "attack_declared"}


@pytest.mark.parametrize("text", [
    "When an opponent declares an attack against a Character, gain 1 Power.",  # the target may be another opponent's
    "When an opponent declares an attack, gain 1 Power.",  # who declared it: not a trigger the engine has
    "When an opponent declares an attack against any card, gain 1 Power.",
])
def test_28_1_3_a_declarer_the_target_does_not_fix_stays_not_modelled(text: str) -> None:
    result = compile_text(text, "Foo", "Feng Shui Site")
    assert not result.complete and not result.abilities
    assert result.not_modelled[0].reason.startswith("trigger on declaring or joining an attack")


def test_26_1_anubis_gains_without_a_subject_is_anubis_gaining() -> None:
    """Anubis: "Gains +1 Fighting until he leaves play when any Character is smoked." """
    result = _compiled("Anubis")
    assert result.complete
    ability = _triggered("Anubis")
    assert ability["trigger"] == {"on": "smoked", "card": {"type": "character"}}
    assert ability["effect"] == {"effect": "grant", "aim": "self", "modifiers": [{"kind": "fighting", "value": 1}],
                                 "duration": "permanent"}


def test_16_0_chamberlain_heals_itself_when_a_unique_character_is_smoked() -> None:
    """Chamberlain: "Heals when a Unique Character is smoked." removes all its damage (16.0)."""
    ability = _triggered("Chamberlain")
    assert ability["text"] == "Heals when a Unique Character is smoked."
    assert ability["trigger"] == {"on": "smoked", "card": {"type": "character", "unique": True}}
    assert ability["effect"] == {"effect": "heal", "aim": "self"}


@pytest.mark.parametrize("kind", ["State", "Edge", "Feng Shui Site"])
def test_25_5_gains_without_a_subject_is_only_a_characters_own(kind: str) -> None:
    """On a State "Gains" may mean its subject; on other cards it is not read as the card itself."""
    result = compile_text("Gains +1 Fighting when any Character is smoked.", "Foo", kind)
    assert not result.complete and not result.abilities


def test_26_1_3_gains_at_his_location_is_read_where_the_smoked_card_was() -> None:
    """Kauhuhu: "Gains Toughness: 1 until the end of the turn when a Character at his location is
    smoked." The engine notices a card smoked before it leaves its location (26.1.3), so the
    location is read; another verb at a location is not (test_result_and_leaving_triggers.py)."""
    result = compile_text("Gains Toughness: 1 until the end of the turn when a Character at his location is smoked.",
                          "Kauhuhu", "Character")
    assert result.complete
    assert result.abilities[0]["trigger"]["card"]["at_this_location"] is True


def test_28_1_4_a_read_trigger_leaves_the_reason_to_its_effect() -> None:
    """Encephalon Screamer: "When Encephalon Screamer turns to attack, inflict 1 point of damage on
    each unturned character, and on turned sites, at the location of the target of the attack." The
    trigger is read (28.1.4); what the language lacks is the effect's selector, so the reason names
    that, not a trigger family."""
    result = compile_text("When Encephalon Screamer turns to attack, inflict 1 point of damage on each unturned "
                          "character, and on turned sites, at the location of the target of the attack.",
                          "Encephalon Screamer", "Character")
    assert result.not_modelled[0].reason.startswith("selector")


def test_28_4_joining_an_attack_is_its_own_trigger_not_a_declared_attack() -> None:
    """Alexandre Chen: "Gain 1 Power when this card joins an opponent's attack." (28.4: the joining
    player is not considered to have declared an attack): read as joining, never as declaring."""
    result = compile_text("Gain 1 Power when this card joins an opponent's attack.", "Alexandre Chen", "Character")
    assert result.complete and result.abilities[0]["trigger"] == {"on": "joins_attack"}
