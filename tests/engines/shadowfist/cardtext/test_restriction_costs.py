"""Restrictions, immunities and costs read from real cards' printed text (quoted verbatim from
the community card dump): a card sacrificing itself as a cost (24.1.4, 45.0), "Not a legal
subject for States" (25.5.3), "Not affected by" as Immunity (40.0) and older spellings of
Regenerate (50.12)."""

from __future__ import annotations

from refbase.engines.shadowfist.cardtext import compile_text


def test_45_0_rocket_launcher_sacrifices_itself_and_targets() -> None:
    text = ("Weapon. Play on a Character. Sacrifice this card and target a Character or Site :: "
            "Inflict 3 non-combat damage on target.")
    c = compile_text(text, "Rocket Launcher", "state")
    assert c.complete
    effect = c.abilities[-1]["effect"]
    assert effect["sacrifice_self"] is True and effect["effect"] == "damage" and effect["amount"] == 3
    assert effect["select"] == {"any_of": [{"type": "character"}, {"type": "site"}]}


def test_45_1_darkness_warriors_sacrifice_to_gain_power_is_an_activated_cost() -> None:
    c = compile_text("Sacrifice to gain 1 Power.", "Darkness Warriors", "character")
    assert c.abilities == [{"kind": "activated", "text": "Sacrifice to gain 1 Power.",
                            "effect": {"effect": "gain_power", "amount": 1, "aim": "none",
                                       "sacrifice_self": True}}]


def test_45_1_infernal_fortitude_bare_sacrifice_and_target() -> None:
    text = ("Turn and maintain and target a Character :: Target gains Regenerate. "
            "Sacrifice and target an Edge :: Smoke target.")
    c = compile_text(text, "Infernal Fortitude", "edge")
    assert c.complete and c.abilities[-1]["effect"]["sacrifice_self"] is True
    assert "sacrifice_self" not in c.abilities[0]["effect"]


def test_45_0_sacrificing_cards_named_by_a_clause_stays_not_modelled() -> None:
    """"Sacrifice a Vehicle" (a word the selectors do not read) is not guessed."""
    c = compile_text("Turn and Sacrifice a Vehicle :: Gain Power equal to the Vehicle's cost.", "Chop Shop", "site")
    assert not c.complete


def test_10_4_a_maintained_ability_never_sacrifices_its_card() -> None:
    c = compile_text("Turn and maintain and sacrifice :: Target Character gains Guts.", "Odd Card", "site")
    assert not c.complete and "sacrific" in c.not_modelled[0].reason


def test_25_5_3_kwan_lung_wei_not_a_legal_subject_and_not_affected_by_events() -> None:
    c = compile_text("Unique. Not a legal subject for States. Not affected by Events.", "Kwan Lung-Wei",
                     "character")
    assert c.complete
    assert c.abilities == ["Unique", "Not a legal subject for States", "Immunity: Events"]


def test_40_0_not_affected_by_a_kind_the_engine_lacks_stays_not_modelled() -> None:
    for text in ("Not affected by Stealth, Assassinate, or <Operation> Events.",
                 "Not affected by opponents' 0-cost Events, States, and Edges."):
        assert not compile_text(text, "Someone", "character").complete, text


def test_50_12_regenerates_and_regeneration_are_regenerate() -> None:
    assert compile_text("Regenerates.", "Abysmal Horror", "character").abilities == ["Regenerate"]
    assert compile_text("Unique. Assassinate. Regeneration.", "Arachnae", "character").abilities == [
        "Unique", "Assassinate", "Regenerate"]


def test_6_0_devendra_chalal_cannot_be_intercepted_by_cheap_characters() -> None:
    text = "Unique. +3 damage. Cannot be intercepted by Characters with a cost of 2 or less."
    c = compile_text(text, "Devendra Chalal", "character")
    assert c.complete
    assert c.abilities[-1] == {"kind": "continuous", "grants": ["Cannot be intercepted"],
                               "against": {"type": "character", "cost_at_most": 2},
                               "text": "Cannot be intercepted by Characters with a cost of 2 or less."}


def test_6_0_red_dragon_troupe_and_edge_warrior_name_their_interceptors() -> None:
    troupe = compile_text("Cannot be intercepted by damaged Characters.", "Red Dragon Troupe", "character")
    assert troupe.abilities[0]["against"] == {"type": "character", "state": "damaged"}
    warrior = compile_text("Cannot be intercepted by Buro, PubOrd, or Cop characters.", "Edge Warrior", "character")
    assert warrior.abilities[0]["against"]["any_of"] == [
        {"designator": "Buro"}, {"designator": "PubOrd"}, {"designator": "Cop"}]


def test_10_2_commander_roger_keyes_cannot_be_intercepted_while_you_have_power() -> None:
    text = "Unique. Tactics. Toughness: 1. Cannot be intercepted while you have 4 or more Power in your pool."
    c = compile_text(text, "Commander Roger Keyes", "character")
    assert c.complete
    assert c.abilities[-1]["grants"] == ["Cannot be intercepted"]
    assert c.abilities[-1]["condition"] == {"is": "has_power", "n": 4}


def test_6_0_interceptors_named_by_a_value_or_a_clause_stay_not_modelled() -> None:
    # a Fighting compared with the card's own is read (15.1: test_fighting_selectors.py); another card's is not
    for text in ("Cannot be intercepted by Characters whose Fighting is lower than his Fighting.",):
        assert not compile_text(text, "Someone", "character").complete, text


def test_9_2_2_2_jeroen_becker_and_paradox_beast_modify_your_hand_size() -> None:
    becker = compile_text("Unique. Your hand size is increased by 3.", "Jeroen Becker", "character")
    assert becker.complete and becker.abilities[-1]["modifiers"] == [{"kind": "hand_size", "value": 3}]
    beast = compile_text("Unique. Your hand size is reduced by 3.", "Paradox Beast", "character")
    assert beast.abilities[-1]["modifiers"] == [{"kind": "hand_size", "value": -3}]


def test_9_2_2_2_a_hand_size_that_counts_cards_stays_not_modelled() -> None:
    text = "Your hand size is increased by 1 plus the number of Power-generating Sites you control."
    assert not compile_text(text, "Strength of the Land", "edge").complete


def test_6_0_xu_mei_other_characters_you_control_cannot_be_intercepted() -> None:
    c = compile_text("Unique. Ambush. Other Characters you control cannot be intercepted.",
                     "Xu Mei, The Dragon", "character")
    assert c.complete
    assert c.abilities[-1]["grants"] == ["Cannot be intercepted"]
    assert c.abilities[-1]["affects"] == {"type": "character", "controller": "you", "other": True}


def test_6_0_solar_farm_may_not_intercept_is_cannot_intercept() -> None:
    c = compile_text("Limited. Turned Characters at this location may not intercept.", "Solar Farm", "feng_shui_site")
    assert c.complete
    assert c.abilities[-1]["grants"] == ["Cannot intercept"]
    assert c.abilities[-1]["affects"] == {"type": "character", "state": "turned", "at_this_location": True}


def test_6_0_thunder_sword_subject_gains_fighting_and_an_attack_restriction() -> None:
    text = "Unique.  Weapon.  Subject character gains +4 Fighting and cannot turn to attack sites."
    c = compile_text(text, "Thunder Sword", "state")
    assert c.complete
    ability = c.abilities[-1]
    assert ability["modifiers"] == [{"kind": "fighting", "value": 4}]
    assert [g.lower() for g in ability["grants"]] == ["cannot turn to attack sites"]


def test_6_0_restrictions_on_cards_named_by_a_clause_stay_not_modelled() -> None:
    for text in ("Characters controlled by a player with 3 or more Power in his or her pool cannot intercept Tunnel Ganger.",
                 "Cannot attack while you do not control a <Colonel>, <Commandant>, or <General> card.",
                 "Characters at this location cannot turn except to attack."):
        assert not compile_text(text, "Someone", "character").complete, text


def test_45_1_ravenous_devourer_sacrifices_a_character_the_use_names() -> None:
    text = "Sacrifice a Character :: Ravenous Devourer gains +2 Fighting until the end of the turn."
    c = compile_text(text, "Ravenous Devourer", "character")
    assert c.complete
    assert c.abilities[0]["effect"]["sacrifice"] == {"type": "character"}
    assert "sacrifice_self" not in c.abilities[0]["effect"]


def test_45_1_thingshot_turns_and_sacrifices_a_character_or_state() -> None:
    text = "Weapon. Play on a Site. Turn and sacrifice a Character or State :: Inflict 2 damage on target Character."
    effect = compile_text(text, "Thingshot", "state").abilities[-1]["effect"]
    assert effect["turn_self"] is True
    assert effect["sacrifice"] == {"any_of": [{"type": "character"}, {"type": "state"}]}


def test_45_1_fire_in_the_sky_an_event_sacrificing_a_character() -> None:
    c = compile_text("Sacrifice a Character to smoke target Character.", "Fire in the Sky", "event")
    assert c.complete and c.abilities[0]["effect"]["sacrifice"] == {"type": "character"}


def test_45_1_sacrificing_x_cards_stays_not_modelled() -> None:
    assert not compile_text("Sacrifice X Characters :: Unturn X Characters.", "Evacuation: 2066", "event").complete


def test_39_0_green_master_discards_any_card() -> None:
    c = compile_text("Toughness: 1. Discard a card :: This card gains +1 Fighting until the end of the turn.",
                     "Green Master", "character")
    assert c.complete and c.abilities[-1]["effect"]["discard"] == {}


def test_39_0_salamalah_sade_once_per_turn_discards_and_targets() -> None:
    text = ("Unique. Tactics. Once per turn, you may discard a card and target a Character at this location :: "
            "Inflict 2 non-combat damage on target.")
    ability = compile_text(text, "Salamalah Sade", "character").abilities[-1]
    assert ability["once_per"] == "turn" and ability["effect"]["discard"] == {}
    assert ability["effect"]["select"] == {"type": "character", "at_this_location": True}


def test_39_0_discarding_the_whole_hand_stays_not_modelled() -> None:
    assert not compile_text("Turn and discard your hand :: Gain 1 Power.", "Palace of Virtual Light",
                            "feng_shui_site").complete


def test_24_1_4_aztec_mummy_turns_a_site_or_a_character_you_control() -> None:
    text = ("Turn a <Temple> or <Tomb> Site you control to give this card +1 Fighting until the end of the turn. "
            "Turn a <Priest> or <Priestess> Character you control to give this card Toughness: 1 until the end "
            "of the turn.")
    c = compile_text(text, "Aztec Mummy", "character")
    assert c.complete
    assert c.abilities[0]["effect"]["turn"] == {"type": "site", "controller": "you", "any_of": [
        {"designator": "Temple"}, {"designator": "Tomb"}]}
    assert "turn_self" not in c.abilities[0]["effect"]


def test_24_1_4_turning_two_cards_or_maintaining_another_stays_not_modelled() -> None:
    for text in ("Turn two Sites you control :: Target [C] Character gains Superleap until the end of the turn.",
                 "Turn and maintain a Character you control :: Turn subject, and it cannot unturn."):
        assert not compile_text(text, "Someone", "character").complete, text


def test_40_0_yen_song_and_yen_fan_are_not_affected_by_a_bold_faced_ability() -> None:
    assert compile_text("Unique. Stealth. Not affected by Superleap.", "Yen Song", "character").abilities == [
        "Unique", "Stealth", "Not affected by Superleap"]
    assert compile_text("Unique. Superleap. Not affected by Stealth.", "Yen Fan", "character").abilities == [
        "Unique", "Superleap", "Not affected by Stealth"]
