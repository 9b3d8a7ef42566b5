"""Conditions of continuous abilities on the game's board (10.2), on real cards' printed text
(copied from the community card dump): cards in play, States on the card, Power, hand, the race
to victory (4.1), "not" the card's own states, and "While X, <ability>." printed first. Then
the engine evaluating them."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Agency Support": ("Edge", "Characters you control gain Stealth and Tactics while you have Power in your pool."),
    "Impoverished Monk": ("Character", "Gains Toughness: 1 and Superleap while you have no Power. You may not play "
                                       "non-[C] States on Impoverished Monk."),
    "Karate Cop": ("Character", "Gains +2 damage and Toughness: 1 while any opponent is closer to victory than you."),
    "Mogwai": ("Character", "Lethal. +2 Fighting while you are one Feng Shui Site away from victory."),
    "Austere Monks": ("Character", "While you have 2 or fewer cards in your hand, Characters you control gain +1 "
                                   "Fighting."),
    "Big Bruiser": ("Character", "Toughness 2. +3 Fighting while not the subject of a State."),
    "Thunder Swordsman": ("Character", "Guts while he is the subject of a <Sword> State."),
    "Security Officers": ("Character", "Toughness: 1 while you control any other <Cop> Characters."),
    "Thunder Berserkers": ("Character", "Ambush while you control another Thunder Character."),
    "TacOps Troopers": ("Character", "Tactics. TacOps Troopers gains Mobility while there is a <Battleground> Site "
                                     "in play."),
    "Red Master": ("Character", "Superleap while undamaged."),
    "Genghis X": ("Character", "Unique. Genghis X has Guts while there is at least three damage on him."),
    "Professional Killer": ("Character", "Stealth while attacking alone."),
    "Hired Bodyguard": ("Character", "While intercepting, gains +2 Fighting and Toughness: 2."),
    "Training Sequence vPAP": ("State", "Schtick. Not Cumulative. Play on a Character. While this card is unturned, "
                                        "subject gains +1 Fighting. Turn :: Subject gains +1 combat damage and "
                                        "Toughness: 1 until the end of turn."),
    "Salaryman": ("Character", "Ambush while attacking Characters."),
    "Senor Ocho": ("Character", "Unique. Assassinate. Ambush while attacking Unique Characters."),
    "Barbarian": ("Character", "Loyalty. Gains Ambush while attacking a [m] or Netherworld card."),
    "Bullwhip": ("State", "Limited. Weapon. Subject Character gains +1 damage while this is unturned. Turn to turn a "
                          "Character at subject's location; that Character ceases intercepting."),
    "Police Escort": ("Character", "Toughness: 1 and Mobility while at the same location as a Unique card you "
                                   "control."),
    "Whispers in the Dark": ("State", "Subject Character gains -4 damage while at the same location as a Character "
                                      "you control."),
    "Tricia Kwok": ("Character", "Unique. Gains Toughness: 1 and +1 Fighting while she is the subject of any Weapon "
                                 "State."),
    "Spartan Warriors": ("Character", "Tactics. +1 Fighting and Toughness: 1 while you control only <Warrior> "
                                      "Characters."),
    "Two Hundred Knives of Pain": ("Character", "Gains Regenerate while any opponent is at least as close to victory "
                                                "as you. Inflict 1 damage which cannot be redirected or reduced on "
                                                "this card :: Inflict 3 damage on a Character intercepting it."),
}


def condition(title: str, sentence: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    found = [a for a in compile_text(text, title, kind).abilities if isinstance(a, dict) and a["text"] == sentence]
    assert len(found) == 1, f"{sentence!r} compiles to one ability"
    return dict(found[0]["condition"])


def unread(title: str) -> set[str]:
    kind, text = CARDS[title]
    return {n.text for n in compile_text(text, title, kind).not_modelled}


@pytest.mark.parametrize(("title", "sentence", "expected"), [
    ("Agency Support", "Characters you control gain Stealth and Tactics while you have Power in your pool.",
     {"is": "has_power"}),
    ("Impoverished Monk", "Gains Toughness: 1 and Superleap while you have no Power.", {"is": "has_power", "not": True}),
    ("Karate Cop", "Gains +2 damage and Toughness: 1 while any opponent is closer to victory than you.",
     {"is": "opponent_closer_to_victory"}),
    ("Mogwai", "+2 Fighting while you are one Feng Shui Site away from victory.", {"is": "one_site_from_victory"}),
    ("Austere Monks", "While you have 2 or fewer cards in your hand, Characters you control gain +1 Fighting.",
     {"is": "hand_at_most", "n": 2}),
    ("Big Bruiser", "+3 Fighting while not the subject of a State.",
     {"is": "subject_of", "select": {"type": "state"}, "not": True}),
    ("Thunder Swordsman", "Guts while he is the subject of a <Sword> State.",
     {"is": "subject_of", "select": {"type": "state", "designator": "Sword"}}),
    ("Security Officers", "Toughness: 1 while you control any other <Cop> Characters.",
     {"is": "card_in_play", "select": {"type": "character", "designator": "Cop", "controller": "you", "other": True}}),
    ("Thunder Berserkers", "Ambush while you control another Thunder Character.",
     {"is": "card_in_play", "select": {"type": "character", "designator": "Thunder", "controller": "you",
                                       "other": True}}),
    ("TacOps Troopers", "TacOps Troopers gains Mobility while there is a <Battleground> Site in play.",
     {"is": "card_in_play", "select": {"type": "site", "designator": "Battleground"}}),
    ("Red Master", "Superleap while undamaged.", {"is": "damaged", "not": True}),
    ("Genghis X", "Genghis X has Guts while there is at least three damage on him.", {"is": "damaged", "n": 3}),
    ("Professional Killer", "Stealth while attacking alone.", {"is": "attacking_alone"}),
    ("Salaryman", "Ambush while attacking Characters.", {"is": "attacking", "select": {"type": "character"}}),
    ("Senor Ocho", "Ambush while attacking Unique Characters.",
     {"is": "attacking", "select": {"type": "character", "unique": True}}),
    ("Bullwhip", "Subject Character gains +1 damage while this is unturned.", {"is": "unturned", "of": "source"}),
    ("Police Escort", "Toughness: 1 and Mobility while at the same location as a Unique card you control.",
     {"is": "card_in_play", "select": {"controller": "you", "unique": True, "at_this_location": True, "other": True}}),
    ("Hired Bodyguard", "While intercepting, gains +2 Fighting and Toughness: 2.", {"is": "intercepting"}),
    ("Training Sequence vPAP", "While this card is unturned, subject gains +1 Fighting.",
     {"is": "unturned", "of": "source"}),
])
def test_real_card_condition_on_the_board_10_2(title: str, sentence: str, expected: dict[str, Any]) -> None:
    assert condition(title, sentence) == expected


def test_austere_monks_leading_condition_keeps_its_selector_10_1() -> None:
    kind, text = CARDS["Austere Monks"]
    [ability] = compile_text(text, "Austere Monks", kind).abilities
    assert isinstance(ability, dict) and ability["affects"] == {"type": "character", "controller": "you"}
    assert ability["text"] == text, "the ability quotes the sentence as printed, condition first"


def test_a_weapon_state_is_a_restriction_not_a_designator_49() -> None:
    """Tricia Kwok: the State must have the restriction Weapon (49.11), not "Weapon" in its title."""
    compiled = compile_text("Gains Toughness: 1 and +1 Fighting while she is the subject of any Weapon State.",
                            "Tricia Kwok", "Character")
    select = compiled.abilities[0]["condition"]["select"]
    assert select == {"type": "state", "restriction": "weapon"} and "designator" not in select


def test_attacking_a_resource_or_a_designator_is_not_narrowed_to_one_28_1() -> None:
    """Barbarian's target may be either: both alternatives are kept (`any_of`), neither dropped."""
    compiled = compile_text("Gains Ambush while attacking a [m] or Netherworld card.", "Barbarian", "Character")
    assert compiled.abilities[0]["condition"]["select"] == {
        "any_of": [{"faction": "monarchs"}, {"designator": "Netherworld"}]}


def test_a_states_same_location_as_may_be_its_subject_and_stays_unread_25_5_6() -> None:
    assert "Subject Character gains -4 damage while at the same location as a Character you control." in \
        unread("Whispers in the Dark")


def test_only_warrior_characters_is_not_read_as_any_warrior_character() -> None:
    assert condition("Spartan Warriors", "+1 Fighting and Toughness: 1 while you control only <Warrior> Characters.") \
        == {"is": "card_in_play", "not": True,
            "select": {"type": "character", "controller": "you", "none_of": [{"designator": "Warrior"}]}}


def test_at_least_as_close_to_victory_is_not_read_as_closer_4_1() -> None:
    assert "Gains Regenerate while any opponent is at least as close to victory as you." in \
        unread("Two Hundred Knives of Pain")


def test_condition_schema_needs_a_selector_for_cards_and_counts_only_what_counts_10_2() -> None:
    def errors(cond: dict[str, Any]) -> dict[str, Any]:
        return WRITTEN_SCHEMA.validate({"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
                                        "condition": cond})
    assert "condition" in errors({"is": "card_in_play"})
    assert "condition" in errors({"is": "turned", "select": {"type": "site"}})
    assert not errors({"is": "attacking", "select": {"type": "site"}})
    assert "condition" in errors({"is": "turned", "n": 2})
    assert not errors({"is": "has_power", "n": 3, "not": True})


# -- the engine ------------------------------------------------------------------------------

def _attack(condition: dict[str, Any], power: int = 0, bfv: int = 0,
            extra: list[dict[str, Any]] | None = None, also: tuple[str, ...] = ()) -> int:
    """A's Hitter (Fighting 3, "+2 Fighting while <condition>") attacks B's Site: its damage."""
    hitter = {"id": "hit", "title": "Hitter", "type": "character", "controller": "A", "column": 1, "fighting": 3,
              "abilities": [{"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 2}],
                             "condition": condition}]}
    scenario = {"game": "shadowfist", "active_player": "A",
                "players": [{"id": "A", "power": power}, {"id": "B", "burned_for_victory": bfv}],
                "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1,
                           "row": "front", "body": 6},
                          {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1,
                           "row": "front", "body": 12}, hitter, *(extra or [])],
                "actions": [{"do": "declare_attack", "player": "A", "attackers": ["hit", *also],
                             "target": "b1"}, {"do": "pass"}, {"do": "pass"}]}
    result = resolve(scenario)
    assert result.outcome == "resolved", result
    return int(result.final["cards"]["b1"]["damage"]) - sum(1 for _ in also)  # each other attacker's 1


def test_has_power_counts_the_pool_9_2_6() -> None:
    assert _attack({"is": "has_power", "n": 2}, power=2) == 5
    assert _attack({"is": "has_power", "n": 2}, power=1) == 3


def test_an_opponent_with_more_burned_for_victory_is_closer_to_victory_4_1() -> None:
    assert _attack({"is": "opponent_closer_to_victory"}, bfv=1) == 5
    assert _attack({"is": "opponent_closer_to_victory"}, bfv=0) == 3


def test_a_card_in_play_that_you_control_10_2() -> None:
    cop = {"id": "cop", "title": "Beat Cop", "type": "character", "controller": "A", "column": 1, "fighting": 1}
    theirs = dict(cop, controller="B")
    wanted = {"is": "card_in_play", "select": {"designator": "Cop", "controller": "you"}}
    assert _attack(wanted, extra=[cop]) == 5
    assert _attack(wanted, extra=[theirs]) == 3


def test_not_the_subject_of_a_state_25_5() -> None:
    state = {"id": "st", "title": "Chains", "type": "state", "controller": "B", "attached_to": "hit"}
    wanted = {"is": "subject_of", "select": {"type": "state"}, "not": True}
    assert _attack(wanted) == 5
    assert _attack(wanted, extra=[state]) == 3


def test_attacking_alone_28_1_4() -> None:
    pal = {"id": "pal", "title": "Pal", "type": "character", "controller": "A", "column": 1, "fighting": 1}
    assert _attack({"is": "attacking_alone"}, extra=[pal]) == 5
    assert _attack({"is": "attacking_alone"}, extra=[pal], also=("pal",)) == 3


def test_attacking_a_kind_of_card_looks_at_the_target_of_the_attack_28_1() -> None:
    assert _attack({"is": "attacking", "select": {"type": "site"}}) == 5
    assert _attack({"is": "attacking", "select": {"type": "character"}}) == 3


def test_28_1_grey_mountain_while_a_transformed_or_lodge_card_is_the_target_of_an_attack() -> None:
    """Grey Mountain: "Mobility while a Transformed or Lodge card is the target of an attack." """
    text = "Mobility while a Transformed or Lodge card is the target of an attack."
    (ability,) = compile_text(text, "Grey Mountain", "Character").abilities
    assert ability["condition"] == {"is": "attack_under_way", "select": {
        "any_of": [{"designator": "Transformed"}, {"designator": "Lodge"}]}}


def test_10_1_kar_fai_while_kar_fai_is_in_play_adds_no_condition() -> None:
    """Kar Fai: "... gain Guts and +1 Fighting while Kar Fai is in play.": a continuous ability
    works only while its card is in play (10.1); another card's title stays a condition."""
    text = "All other [d] Characters you control gain Guts and +1 Fighting while Kar Fai is in play."
    (ability,) = compile_text(text, "Kar Fai", "Character").abilities
    assert "condition" not in ability and ability["affects"]["other"] is True
    assert not compile_text(text, "Kar Fai's Student", "Character").complete
