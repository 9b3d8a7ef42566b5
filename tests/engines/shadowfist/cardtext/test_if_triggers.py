""""If" naming a change in the game state is a triggered effect (26.1: triggered effects generate
when the game state changes, "cards getting ... damaged, smoked"): "If Assassin Bug damages a
Unique Character, smoke that Character" reads as its "when", on real cards' printed text copied
from the community card dump. Replacements ("would ... instead") and other "if"s stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

ASSASSIN_BUG = "If Assassin Bug damages a Unique Character, smoke that Character."
STUNT_MAN = "Guts. If an opponent plays an Event during your turn, Stunt Man gains Independent until he leaves play."


def _triggered(text: str, title: str) -> dict[str, Any]:
    compiled = compile_text(text, title, "Character")
    assert compiled.complete, compiled.not_modelled
    (found,) = [a for a in compiled.abilities if isinstance(a, dict)]
    assert found["kind"] == "triggered" and found["text"].startswith("If ")
    return found


def test_26_1_assassin_bug_if_it_damages_a_unique_character_is_a_trigger() -> None:
    found = _triggered(ASSASSIN_BUG, "Assassin Bug")
    assert found["trigger"] == {"on": "inflicts_damage", "card": {"type": "character", "unique": True}}
    assert found["effect"] == {"effect": "smoke", "aim": "trigger_card"} and "optional" not in found  # 26.1.1


def test_26_1_stunt_man_if_an_opponent_plays_an_event_during_your_turn_is_a_trigger() -> None:
    found = _triggered(STUNT_MAN, "Stunt Man")
    assert found["trigger"] == {"on": "played", "card": {"type": "event", "controller": "opponent"},
                                "whose_turn": "you"}
    assert found["effect"]["abilities"] == ["Independent"]


@pytest.mark.parametrize(("text", "title", "kind"), [
    ("If Avenging Darkness would successfully inflict combat damage on a card, toast that card instead.",
     "Avenging Darkness", "Character"),  # a replacement, not a trigger
    ("If Arcanostriker is smoked, inflict 6 points of damage on subject character.", "Arcanostriker", "State"),
    ("If Raptor Squad attacks, it does not unturn during your next Establishing Shot.", "Raptor Squad", "Character"),
])
def test_26_1_other_ifs_stay_unread(text: str, title: str, kind: str) -> None:
    result = compile_text(text, title, kind)
    assert [n.text for n in result.not_modelled] == [text]


def _intercepted_by(unique: bool) -> dict[str, Any]:
    hero: dict[str, Any] = {"id": "hero", "title": "Lone Hero", "type": "character", "controller": "B",
                            "fighting": 5, "column": 1, "abilities": ["Unique"] if unique else []}
    site = {"type": "site", "column": 1, "row": "front", "body": 6}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "A's Site", "controller": "A", **site},
                         {"id": "b1", "title": "B's Site", "controller": "B", **site},
                         {"id": "bug", "title": "Assassin Bug", "type": "character", "controller": "A",
                          "fighting": 1, "column": 1,
                          "abilities": compile_text(ASSASSIN_BUG, "Assassin Bug", "Character").abilities}, hero],
               "actions": [{"do": "declare_attack", "player": "A", "attackers": ["bug"], "target": "b1"},
                           {"do": "pass"}, {"do": "pass"},
                           {"do": "intercept", "player": "B", "assignments": [{"attacker": "bug", "chain": ["hero"]}]},
                           {"do": "pass"}, {"do": "pass"}, {"do": "pass"}, {"do": "pass"}]}
    return as_json(resolve(payload))


@pytest.mark.parametrize(("unique", "zone"), [(True, "smoked"), (False, "in_play")])
def test_26_1_1_assassin_bug_smokes_only_a_unique_character_it_damages(unique: bool, zone: str) -> None:
    answer = _intercepted_by(unique)
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["hero"]["zone"] == zone


LORD_HAWKSMOOR = "Gain 2 Power if he is smoked by an opponent."
THUNDER_CAPTAIN = "Gain 1 Power if Thunder Captain inflicts combat damage on the target of his attack."


def test_26_1_lord_hawksmoor_gain_power_if_he_is_smoked_by_an_opponent_is_a_trigger() -> None:
    compiled = compile_text(LORD_HAWKSMOOR, "Lord Hawksmoor", "Character")
    assert compiled.complete, compiled.not_modelled
    (found,) = compiled.abilities
    assert isinstance(found, dict) and found["kind"] == "triggered" and found["text"] == LORD_HAWKSMOOR
    assert found["trigger"] == {"on": "smoked", "by_player": "opponent"}  # who smoked it: 35.0
    assert found["effect"] == {"effect": "gain_power", "amount": 2, "aim": "none"}


def test_26_1_thunder_captain_gain_power_if_he_damages_his_target_is_a_trigger() -> None:
    (found,) = compile_text(THUNDER_CAPTAIN, "Thunder Captain", "Character").abilities
    assert isinstance(found, dict)
    assert found["trigger"] == {"on": "inflicts_damage", "attack_target": True, "combat": True}


@pytest.mark.parametrize(("text", "title", "kind"), [
    ("Gain 2 Power if an opponent has more Power than you.", "On the Wire", "Character"),  # not a change
    ("Smoke this card if a Feng Shui Site you control is seized.", "Secret Plans for World Domination", "Edge"),
    ("If Arcanostriker is smoked, inflict 6 points of damage on subject character.", "Arcanostriker", "State"),
    ("Pump-Action Shotgun unturns if a Unique character you control is smoked by an opponent.",
     "Pump-Action Shotgun", "State"),  # another card smoked: not this card's own trigger
])
def test_26_1_trailing_ifs_not_naming_this_card_changing_stay_unread(text: str, title: str, kind: str) -> None:
    assert [n.text for n in compile_text(text, title, kind).not_modelled] == [text]


HORDES_OF_SABOTEURS = "Smoke a Feng Shui Site you control if this card leaves play."


def test_26_1_hordes_of_saboteurs_if_this_card_leaves_play_is_a_trigger() -> None:
    (found,) = compile_text(HORDES_OF_SABOTEURS, "Hordes of Saboteurs", "Edge").abilities
    assert isinstance(found, dict) and found["trigger"] == {"on": "leaves_play"}
    assert found["effect"] == {"effect": "smoke", "aim": "chosen", "choose": True,
                               "select": {"type": "feng_shui_site", "controller": "you"}}


def test_25_5_4_a_state_if_it_leaves_play_stays_unread() -> None:
    text = "Subject is smoked if Brain Bug EQ3200 leaves play."  # its subject is apart from it by then
    assert [n.text for n in compile_text(text, "Brain Bug EQ3200", "State").not_modelled] == [text]


def _hawksmoor_smoked_by(player: str) -> dict[str, Any]:
    site = {"type": "site", "column": 1, "row": "front", "body": 6}
    text = f"Unique. Guts. {LORD_HAWKSMOOR}"  # the card's whole printed text
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "A's Site", "controller": "A", **site},
                         {"id": "b1", "title": "B's Site", "controller": "B", **site},
                         {"id": "lord", "title": "Lord Hawksmoor", "type": "character", "controller": "B",
                          "fighting": 5, "column": 1,
                          "abilities": compile_text(text, "Lord Hawksmoor", "Character").abilities}],
               "actions": [{"do": "effect", "id": "hit", "player": player, "card": "Blow Things Up!",
                            "source_type": "event", "effect": "smoke", "targets": ["lord"]},
                           {"do": "pass"}, {"do": "pass"}]}
    return as_json(resolve(payload))


@pytest.mark.parametrize(("smoker", "power"), [("A", 2), ("B", 0)])
def test_26_1_1_lord_hawksmoor_gains_power_only_when_an_opponent_smokes_him(smoker: str, power: int) -> None:
    answer = _hawksmoor_smoked_by(smoker)
    assert answer["outcome"] == "resolved", answer.get("illegal")
    assert answer["final"]["cards"]["lord"]["zone"] == "smoked"
    assert answer["final"]["players"]["B"]["power"] == power  # 35.0: who smoked him
