"""Each compiler pattern on a real card's printed text (tests/engines/shadowfist/cardtext/cards.json,
copied from the community card dump), named after the card and the rule it turns on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.cardtext.records import CompiledText
from refbase.engines.shadowfist.cardtext.sentences import split

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def compiled(title: str) -> CompiledText:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"])


def objects(title: str) -> list[dict[str, Any]]:
    return [a for a in compiled(title).abilities if isinstance(a, dict)]


def unread(title: str) -> dict[str, str]:
    return {n.text: n.reason for n in compiled(title).not_modelled}


# -- sentences ------------------------------------------------------------------------------

def test_sentences_split_at_periods_not_inside_e_g_or_numbers() -> None:
    assert split("Inflict 1.5 damage, e.g. on a Site. Smoke it.") == [
        "Inflict 1.5 damage, e.g. on a Site.", "Smoke it."]


def test_sentences_decode_entities_and_stray_spaces() -> None:
    assert split("&quot;Boom&quot;  Turn ::Smoke target Site .") == ['"Boom" Turn :: Smoke target Site.']


def test_every_sentence_ends_in_exactly_one_place_for_the_fixture() -> None:
    for title in CARDS:
        c = compiled(title)
        texts = [a["text"] for a in c.abilities if isinstance(a, dict)]
        read_words = [a for a in c.abilities if isinstance(a, str)]
        assert c.sentences == len(split(CARDS[title]["text"]))
        assert not set(texts) & {n.text for n in c.not_modelled}, title
        assert len(set(texts)) + len(c.not_modelled) + (1 if read_words else 0) >= 1 or not c.sentences


# -- printed words (49.x restrictions, 50.x bold-faced abilities) -----------------------------

def test_abysmal_spirit_assassinate_is_a_printed_bold_faced_word_50() -> None:
    assert compiled("Abysmal Spirit").abilities == ["Assassinate"]


def test_diamond_beach_toughness_without_colon_is_toughness_50_17() -> None:
    assert compiled("Diamond Beach").abilities == ["Toughness: 2"]


def test_captain_liu_unique_and_tactics_restriction_and_bold_word_49_50() -> None:
    assert compiled("Captain Liu").abilities[:2] == ["Unique", "Tactics"]


def test_c4_sinkhole_crisis_is_not_modelled_by_name() -> None:
    assert "Crisis" in unread("C4 Sinkhole")["Crisis: [j] 0."]


# -- continuous (10.1, 10.2) -------------------------------------------------------------------

def test_big_red_barn_body_for_each_character_you_control_10_1() -> None:
    [a] = objects("Big Red Barn")
    assert a["modifiers"] == [{"kind": "body", "value": 2}]
    assert a["per"] == {"type": "character", "controller": "you"}


def test_gamma_beast_for_each_designator_in_play_14_0() -> None:
    [a] = objects("Gamma Beast")
    assert a["per"] == {"designator": "Abomination"}


def test_eater_of_fortune_for_each_edge_controlled_by_any_opponent() -> None:
    assert objects("Eater of Fortune")[0]["per"] == {"type": "edge", "controller": "opponent"}


def test_house_on_the_hill_at_this_location_while_intercepting_10_2() -> None:
    [a] = objects("House on the Hill")
    assert a["affects"] == {"type": "character", "at_this_location": True}
    assert a["condition"] == {"is": "intercepting"} and a["grants"] == ["Toughness: 1"]


def test_thunder_stick_while_this_card_is_unturned_is_a_condition_of_the_source_10_2() -> None:
    a = objects("Thunder Stick")[0]
    assert a["condition"] == {"is": "unturned", "of": "source"}
    assert a["modifiers"] == [{"kind": "damage_bonus", "value": 3}]


def test_sifu_designator_characters_you_control_inflict_damage_29_5() -> None:
    [a] = objects("Sifu")
    assert a["affects"] == {"type": "character", "designator": "Student", "controller": "you"}
    assert a["modifiers"] == [{"kind": "damage_bonus", "value": 1}]


def test_hover_tank_subject_gains_fighting_and_words_on_a_state_25_5() -> None:
    a = objects("Hover Tank")[0]
    assert "affects" not in a  # a State's ability without a selector acts on its subject
    assert a["modifiers"] == [{"kind": "fighting", "value": 3}] and a["grants"] == ["Mobility", "Tactics"]


def test_misery_totelben_minus_damage_is_a_damage_penalty() -> None:
    assert objects("Misery Totelben")[0]["modifiers"] == [{"kind": "damage_penalty", "value": 2}]


def test_running_out_of_time_cannot_be_healed_is_granted_as_rules_text_16_2() -> None:
    assert objects("Running Out of Time")[1]["grants"] == ["cannot be healed"]


# -- activated (24.0) and costs (24.1) -----------------------------------------------------------

def test_purist_sorcerer_turn_title_to_inflict_damage_24_1_4() -> None:
    a = objects("Purist Sorcerer")[0]
    assert a["kind"] == "activated"
    assert a["effect"] == {"effect": "damage", "amount": 1, "aim": "chosen",
                           "select": {"type": "character"}, "turn_self": True}


def test_curtis_graham_turn_and_target_a_site_then_on_target() -> None:
    assert objects("Curtis Graham")[0]["effect"]["select"] == {"type": "site"}


def test_tears_of_the_crocodile_pay_power_gains_until_end_of_turn_26_5() -> None:
    e = objects("Tears of the Crocodile")[0]["effect"]
    assert (e["power"], e["aim"], e["abilities"], e["duration"]) == (1, "self", ["Ambush"], "turn")


def test_swiss_banker_turn_to_gain_power_17_2() -> None:
    e = objects("Swiss Banker")[0]["effect"]
    assert (e["effect"], e["amount"], e["aim"]) == ("gain_power", 1, "none")


def test_habbakuk_turn_draw_cards_22_2_5() -> None:
    assert objects("Habbakuk")[1]["effect"]["amount"] == 3


def test_up_before_breakfast_turn_this_card_unturn_subject() -> None:
    assert objects("Up Before Breakfast")[2]["effect"]["aim"] == "subject"


def test_taiko_drummer_sacrifice_cost_is_read_and_its_x_is_not_45_1() -> None:
    """The card sacrificing itself is a cost the language pays (45.1); its X is what is unread."""
    reasons = unread("Taiko Drummer")
    assert reasons and all(r.startswith("X values") for r in reasons.values())


def test_arcanotechnician_toast_from_smoked_pile_cost_is_not_modelled() -> None:
    assert all("toast" in r for r in unread("Arcanotechnician").values())


# -- turn and maintain (10.4) ------------------------------------------------------------------------

def test_military_commandant_turn_and_maintain_and_target_10_4() -> None:
    a = objects("Military Commandant")[0]
    assert a["kind"] == "turn_and_maintain" and "turn_self" not in a["effect"]
    assert a["effect"]["modifiers"] == [{"kind": "fighting", "value": 2}]


def test_thunder_bishop_turn_and_maintain_to_give_10_4() -> None:
    a = objects("Thunder Bishop")[0]
    assert (a["kind"], a["effect"]["abilities"]) == ("turn_and_maintain", ["Toughness: 1"])


def test_official_police_business_if_clause_is_not_modelled() -> None:
    assert list(unread('"Official Police Business!"')) == ["If target is smoked, smoke this card."]


# -- triggered (26.1) --------------------------------------------------------------------------------

def test_secret_headquarters_when_smoked_damages_all_your_sites_26_1_1() -> None:
    a = objects("Secret Headquarters")[0]
    assert a["trigger"] == {"on": "smoked"} and "optional" not in a
    assert a["effect"]["select"] == {"type": "site", "controller": "you"}


def test_eater_of_fortune_you_may_target_on_entering_play_is_voluntary_26_1_2() -> None:
    a = objects("Eater of Fortune")[1]
    assert (a["trigger"], a["optional"]) == ({"on": "enters_play"}, True)
    assert a["effect"] == {"effect": "smoke", "aim": "chosen", "select": {"type": "edge"}}


def test_fakhir_al_din_all_other_characters_leaves_itself_out() -> None:
    [trigger] = [a for a in objects("Fakhir-al-Din") if a["kind"] == "triggered"]
    assert trigger["effect"]["select"] == {"type": "character", "other": True}


# -- Events (an activated ability used by playing the Event) ------------------------------------------

def test_disco_inferno_event_inflicts_damage_on_target_site() -> None:
    [a] = objects("Disco Inferno")
    assert a["kind"] == "activated" and a["effect"]["amount"] == 4


def test_killing_rain_event_all_sites() -> None:
    assert objects("Killing Rain")[0]["effect"]["aim"] == "all"


def test_turbo_boost_event_target_a_character_grant_until_end_of_turn() -> None:
    e = objects("Turbo Boost")[0]["effect"]
    assert e["modifiers"] == [{"kind": "damage_bonus", "value": 2}] and e["duration"] == "turn"


def test_choose_one_makes_one_ability_per_choice() -> None:
    c = compile_text("Choose one: Smoke target Edge; or Inflict 2 damage on target Character.",
                     "Either Way", "Event")
    assert [a["effect"]["effect"] for a in c.abilities if isinstance(a, dict)] == ["smoke", "damage"]
    assert [a["text"] for a in c.abilities if isinstance(a, dict)] == [
        "Smoke target Edge.", "Inflict 2 damage on target Character."]  # a `use` names each by its text


def test_hypnotized_the_second_sentence_is_not_modelled_not_dropped() -> None:
    assert compiled("Hypnotized!").not_modelled[0].reason.startswith("restriction")


# -- honesty: never guessed ------------------------------------------------------------------------------

@pytest.mark.parametrize("title, reason", [
    ("Confucian Stability", "play timing"),
    ("Stolen Police Car", "chance"),
    ("Scrounging vPAP", "play timing"),
])
def test_unreadable_text_is_not_modelled_with_a_specific_reason(title: str, reason: str) -> None:
    assert compiled(title).not_modelled[0].reason.startswith(reason)


def test_selector_by_state_is_read_not_widened() -> None:
    c = compile_text("Turn :: Inflict 2 damage on target unturned Character.", "Sniper", "Character")
    assert c.abilities[0]["effect"]["select"] == {"type": "character", "state": "unturned"}
    c = compile_text("Turn :: Inflict 2 damage on target non-attacking Character.", "Sniper", "Character")
    assert c.abilities[0]["effect"]["select"] == {"type": "character", "none_of": [{"state": "attacking"}]}


# -- triggers on other cards (26.1): a selector picks the card the trigger happens to ---------------

def test_feast_of_souls_gain_power_when_a_character_you_control_is_smoked_trailing_trigger() -> None:
    a = objects("Feast of Souls")[0]
    assert a["trigger"] == {"on": "smoked", "card": {"type": "character", "controller": "you"}}
    assert a["effect"] == {"effect": "gain_power", "aim": "none", "amount": 1}


def test_little_jim_when_an_opponent_plays_an_event_heal_itself_26_2_1() -> None:
    a = objects("Little Jim")[0]
    assert a["trigger"] == {"on": "played", "card": {"type": "event", "controller": "opponent"}}
    assert a["effect"] == {"effect": "heal", "aim": "self"}


def test_throne_of_skulls_a_unique_character_is_a_selector_on_uniqueness_49_9() -> None:
    assert objects("Throne of Skulls")[0]["trigger"]["card"] == {"type": "character", "unique": True}


def test_ancient_monument_when_an_attack_is_declared_against_it_is_attack_declared() -> None:
    a = objects("Ancient Monument")[0]
    assert a["trigger"] == {"on": "attack_declared"} and a["effect"]["aim"] == "self"


def test_tommy_gun_unturn_this_card_when_an_opponents_character_is_smoked() -> None:
    a = next(a for a in objects("Tommy Gun") if a["kind"] == "triggered")
    assert a["trigger"]["card"] == {"type": "character", "controller": "opponent"}
    assert a["effect"] == {"effect": "unturn", "aim": "self"}


def test_when_this_card_attacks_is_not_read_as_being_attacked() -> None:
    """"When Ninja attacks" is Ninja turning to attack (28.1.4), never Ninja being attacked."""
    c = compile_text("When Ninja attacks, inflict 1 damage on target Character.", "Ninja", "Character")
    assert c.abilities[0]["trigger"] == {"on": "turns_to_attack"}


def test_ten_thousand_dollar_man_cannot_turn_to_heal_is_rules_text_16_4() -> None:
    assert compiled("$10,000 Man").abilities == ["Toughness: 1", "Cannot turn to heal"]


def test_mesmerism_take_control_of_a_non_unique_target_until_the_end_of_the_turn_35_3_4() -> None:
    [a] = objects("Mesmerism")
    assert a["effect"] == {"effect": "take_control", "aim": "chosen", "duration": "turn",
                           "select": {"type": "character", "unique": False}}


def test_purist_sorcerer_a_designator_printed_without_brackets_14_0() -> None:
    a = objects("Purist Sorcerer")[1]
    assert a["kind"] == "turn_and_maintain"
    assert a["effect"]["select"] == {"type": "character", "designator": "Buro"}


def test_a_faction_word_before_a_card_type_is_not_read_as_a_designator_18_2() -> None:
    c = compile_text("All Lotus Characters you control gain +1 Fighting.", "Written", "Character")
    assert not c.abilities and c.not_modelled[0].reason.startswith("selector by a faction word")


def test_partners_both_characters_is_not_a_designator() -> None:
    assert "Both Characters gain +1 Fighting." in unread("Partners")


def test_sergeant_blightman_damage_to_itself_at_the_start_of_your_turn_is_mandatory_22_2_1() -> None:
    c = compiled("Sergeant Blightman")
    assert c.abilities[:3] == ["Unique", "Toast It", "Cannot turn to heal"]
    a = c.abilities[3]
    assert isinstance(a, dict) and "optional" not in a
    assert a["trigger"] == {"on": "start_of_turn", "whose_turn": "you"}
    assert a["effect"] == {"effect": "damage", "amount": 3, "aim": "self"}
