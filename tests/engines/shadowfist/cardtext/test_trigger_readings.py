"""Trigger words the compiler reads beyond the engine's plain triggers, each on a real card's
printed text (community card database, quoted verbatim): roles printed with "when" that are
states (10.2), pronouns after "When this card smokes a Character" that can name only this card
(20.1, 28.3), and a trigger printed without its comma."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist.cardtext import compile_text


def _only(text: str, title: str, kind: str = "Character") -> dict[str, Any]:
    c = compile_text(text, title, kind)
    assert c.complete, c.not_modelled
    (ability,) = [a for a in c.abilities if isinstance(a, dict)]
    return ability


def test_10_2_capoeira_master_when_intercepting_is_a_bonus_while_intercepting() -> None:
    ability = _only("Inflicts +3 damage when intercepting.", "Capoeira Master")
    assert ability == {"kind": "continuous", "modifiers": [{"kind": "damage_bonus", "value": 3}],
                       "condition": {"is": "intercepting"}, "text": "Inflicts +3 damage when intercepting."}


def test_10_2_nirmal_yadav_toughness_when_attacking() -> None:
    ability = _only("Unique. Toughness: 1 when attacking.", "Nirmal Yadav")
    assert ability["grants"] == ["Toughness: 1"] and ability["condition"] == {"is": "attacking"}


def test_10_2_buddhist_bellringer_except_when_attacking_is_while_not_attacking() -> None:
    ability = _only("Characters you control at this location gain Toughness: 1 except when attacking.",
                    "Buddhist Bellringer")
    assert ability["condition"] == {"is": "attacking", "not": True}
    assert ability["affects"] == {"type": "character", "controller": "you", "at_this_location": True}


def test_10_2_a_role_in_the_middle_of_a_sentence_is_not_read() -> None:
    """Colonel Richtmeyer: "when intercepting, as well as attacking" is no condition of 10.2."""
    c = compile_text("Characters you control at this location that have Ambush use the ability when "
                     "intercepting, as well as attacking.", "Colonel Richtmeyer", "Character")
    assert not c.abilities


def test_20_1_wu_ming_yi_it_gains_is_the_smoker_the_smoked_card_left_play() -> None:
    ability = _only("Unique. Regenerate. When Wu Ming Yi smokes a Character in combat, it gains +1 Fighting "
                    "until it leaves play.", "Wu Ming Yi")
    assert ability["trigger"] == {"on": "smokes", "card": {"type": "character"}, "combat": True}
    assert ability["effect"] == {"effect": "grant", "aim": "self", "modifiers": [{"kind": "fighting", "value": 1}],
                                 "duration": "permanent"}


def test_28_3_charge_of_the_rhino_its_location_is_the_attack_location() -> None:
    ability = _only("When Charge of the Rhino smokes a Character by inflicting combat damage, you may inflict "
                    "1 damage on any card at its location.", "Charge of the Rhino")
    assert ability["effect"]["select"] == {"at_this_location": True}
    assert ability["optional"]


def test_28_3_snake_fighter_his_location_printed_before_the_trigger() -> None:
    ability = _only("You may inflict 2 damage on a Character at his location when he smokes a Character by "
                    "inflicting combat damage.", "Snake Fighter")
    assert ability["trigger"]["combat"] is True
    assert ability["effect"]["select"] == {"type": "character", "at_this_location": True}


def test_20_1_its_location_without_combat_stays_not_modelled() -> None:
    """Smoked by non-combat damage, the smoked card may have been anywhere: "its location" is
    not read."""
    c = compile_text("When this card smokes a Character, you may inflict 1 damage on any card at its location.",
                     "Foo", "Character")
    assert not c.abilities and c.not_modelled[0].reason.startswith("trigger on a card damaging or smoking another")


def test_29_4_after_inflicting_damage_it_gains_stays_not_modelled() -> None:
    """Soul Reaver: the card damaged is still in play, so "it" may be either card."""
    c = compile_text("When this card inflicts combat damage on a Character, it gains +1 Fighting until it "
                     "leaves play.", "Soul Reaver", "Character")
    assert not c.abilities


def test_26_1_christopher_colobus_trigger_printed_without_its_comma() -> None:
    ability = _only("Unique. Unstoppable. When a Feng Shui Site is revealed this card gains Toughness: 2 until "
                    "the end of the turn.", "Christopher Colobus")
    assert ability["trigger"] == {"on": "revealed", "card": {"type": "feng_shui_site"}}
    assert ability["effect"] == {"effect": "grant", "aim": "self", "abilities": ["Toughness: 2"], "duration": "turn"}


def test_30_3_3_hunger_of_the_jackal_reduces_a_sites_body_to_zero() -> None:
    ability = _only("Stealth. Gain 1 Power when this card reduces a Site's body to 0.", "Hunger of the Jackal")
    assert ability["trigger"] == {"on": "reduces_body", "card": {"type": "site"}}
    assert ability["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none"}


def test_30_3_3_nihilist_only_a_feng_shui_site() -> None:
    c = compile_text("Gain 2 Power when he reduces a Feng Shui Site's Body to 0. Draw a card when he smokes a "
                     "Character.", "Nihilist", "Character")
    assert c.complete
    assert c.abilities[0]["trigger"] == {"on": "reduces_body", "card": {"type": "feng_shui_site"}}


def test_30_3_3_flesh_eater_voluntary_return_from_the_smoked_pile() -> None:
    ability = _only("Regenerate. When this card reduces a Site's Body to 0, you may return a card from your "
                    "smoked pile to your hand.", "Flesh Eater")
    assert ability["trigger"]["on"] == "reduces_body" and ability["optional"]
    assert ability["effect"]["effect"] == "smoked_to_hand"


def test_30_3_3_only_a_site_has_a_body_reduced() -> None:
    c = compile_text("Gain 1 Power when this card reduces a Character's Fighting to 0.", "Foo", "Character")
    assert not c.abilities
    c = compile_text("Gain 1 Power when this card reduces a Character's body to 0.", "Foo", "Character")
    assert not c.abilities


def test_30_3_3_2_battle_arena_any_player_who_seizes_it_gains_power() -> None:
    c = compile_text("Any player who seizes this Site gains 1 Power. While this Site is in your front row, all "
                     "Characters you control gain both Toughness: 1 and +1 damage while in a Faceoff.",
                     "Battle Arena", "Site")
    assert c.abilities[0] == {"kind": "triggered", "text": "Any player who seizes this Site gains 1 Power.",
                              "trigger": {"on": "seized"},
                              "effect": {"effect": "gain_power", "amount": 1, "aim": "none"}}
    assert len(c.not_modelled) == 1  # the Faceoff sentence


def test_30_3_3_2_seizing_named_by_title_or_this_card() -> None:
    for text, title in (("Any player who seizes Blood Fields gains 2 Power.", "Blood Fields"),
                        ("Any player who seizes this card gains 2 Power.", "Training Camp")):
        ability = compile_text(text, title, "Site").abilities[0]
        assert ability["trigger"] == {"on": "seized"} and ability["effect"]["amount"] == 2


def test_30_2_lenny_wu_enters_combat_with_a_character() -> None:
    ability = _only("Unique. When this card enters combat with a Character, that Character gains -1 Fighting until "
                    "the end of the turn.", "Lenny Wu")
    assert ability["trigger"] == {"on": "enters_combat_with", "card": {"type": "character"}}
    assert ability["effect"] == {"effect": "grant", "aim": "trigger_card", "modifiers": [{"kind": "fighting", "value": -1}],
                                 "duration": "turn"}


def test_30_2_hartwell_iron_works_a_character_entering_combat_with_this_card() -> None:
    """Entering combat is mutual: "any Character enters combat with this card" is the same trigger."""
    c = compile_text("When any Character enters combat with this card, inflict 1 non-combat damage on that Character.",
                     "Hartwell Iron Works", "Feng Shui Site")
    assert c.abilities[0]["trigger"] == {"on": "enters_combat_with", "card": {"type": "character"}}
    assert c.abilities[0]["effect"] == {"effect": "damage", "amount": 1, "aim": "trigger_card"}


def test_30_2_a_pronoun_after_entering_combat_stays_not_modelled() -> None:
    """Both cards are in play: Wei Fong-Yi's "place it on Wei Fong-Yi" may name either."""
    c = compile_text("When Wei Fong-Yi enters combat with a Character, you may choose one State on that Character, "
                     "and either smoke it or take control of it and place it on Wei Fong-Yi.", "Wei Fong-Yi", "Character")
    assert not c.abilities and c.not_modelled[0].reason.startswith("trigger on combat")


def test_16_0_sewer_scum_when_this_card_is_healed() -> None:
    ability = _only("When Sewer Scum is healed, it gains -1 Fighting until it leaves play.", "Sewer Scum")
    assert ability["trigger"] == {"on": "healed"}
    assert ability["effect"]["modifiers"] == [{"kind": "fighting", "value": -1}]


def test_16_0_box_of_bones_a_character_healed_is_another_cards_trigger() -> None:
    """Box of Bones: the trigger is read; its X damage keeps the sentence unread (48.0)."""
    c = compile_text("Turn when a Character is healed :: Inflict X damage on a Character.", "Box of Bones", "Edge")
    assert not c.abilities and c.not_modelled[0].reason.startswith("X values")


def test_28_1_redeemed_gunman_turns_to_attack_a_turned_site() -> None:
    c = compile_text("Cannot intercept. When Redeemed Gunman turns to attack a turned Site, he gains +2 Fighting "
                     "until the end of the turn.", "Redeemed Gunman", "Character")
    assert c.complete
    assert c.abilities[-1]["trigger"] == {"on": "turns_to_attack", "target": {"type": "site", "state": "turned"}}
    assert c.abilities[-1]["effect"]["aim"] == "trigger_card"


def test_28_1_kamikaze_cosmonauts_that_site_stays_not_modelled() -> None:
    """"Turn that Site" names the attack's target, which the effect cannot aim at: not read (it
    would turn the attacker)."""
    c = compile_text("When this card turns to attack a Site, immediately turn that Site.", "Kamikaze Cosmonauts",
                     "Character")
    assert not c.abilities
    assert c.not_modelled[0].reason.startswith("trigger on declaring or joining an attack")


def test_25_5_ice_vixen_a_state_played_on_her() -> None:
    ability = _only("Heal Ice Vixen when a State is played on her.", "Ice Vixen")
    assert ability["trigger"] == {"on": "played", "card": {"type": "state"}, "onto_this_card": True}
    assert ability["effect"] == {"effect": "heal", "aim": "self"}


def test_25_5_only_a_state_is_played_on_a_card() -> None:
    c = compile_text("Heal Ice Vixen when a Character is played on her.", "Ice Vixen", "Character")
    assert not c.abilities
