"""Every example of the Comprehensive Shadowfist Rulebook on designators (8.2, 14.0-14.5, 42),
encoded exactly as printed, one test per example, named after its rule."""

from __future__ import annotations

import pytest

from refbase.designators import CardName, analyze, match


def designators(title: str, subtitle: str = "") -> list[str]:
    return [d.word for d in analyze(title, subtitle).designators]


def shared(a: str, b: str, sa: str = "", sb: str = "") -> list[str]:
    result = match(CardName(a, sa), CardName(b, sb))
    assert result.match == bool(result.shared)
    return [s.word for s in result.shared]


def near(a: str, b: str, sa: str = "", sb: str = "") -> set[tuple[str, str, str]]:
    result = match(CardName(a, sa), CardName(b, sb))
    return {(m.kind, m.a, m.b) for m in result.near_misses}


# --- 8.2 Subtitle ----------------------------------------------------------------------------

def test_8_2_ming_i_has_designators_ming_i_lady_coming_darkness():
    assert designators("Ming I", "Lady of the Coming Darkness") == ["Ming", "I", "Lady", "Coming", "Darkness"]


def test_8_2_endless_corridor_has_designators_endless_corridor_netherworld():
    assert designators("Endless Corridor", "Netherworld Feng Shui Site") == ["Endless", "Corridor", "Netherworld"]


# --- 14.0 Designators ------------------------------------------------------------------------

def test_14_0_mr_x_matches_x_ray_specs():
    # "The X matches in Mr. X and X-Ray Specs."
    assert shared("Mr. X", "X-Ray Specs") == ["X"]


def test_14_0_1000_corpses_matches_thing_with_1000_tongues():
    # "1,000 matches in 1,000 Corpses and Thing with 1000 Tongues."
    assert shared("1,000 Corpses", "Thing with 1000 Tongues") == ["1000"]


def test_14_0_monkey_chang_matches_the_monkey_in_ba_boom_subtitle():
    # The rulebook says Ba-BOOM!'s subtitle contains Monkey without printing it; "Monkey Event"
    # stands in for it here (Event is the card type and is dropped).
    assert shared('"Monkey" Chang', "Ba-BOOM!", sb="Monkey Event") == ["Monkey"]


def test_14_0_feng_in_feng_kan_does_not_match_feng_in_a_feng_shui_site_subtitle():
    assert shared("Feng Kan", "Endless Corridor", sb="Netherworld Feng Shui Site") == []
    assert ("card_type", "Feng", "Feng") in near("Feng Kan", "Endless Corridor", sb="Netherworld Feng Shui Site")


def test_14_0_designators_match_if_they_are_the_same_word():
    assert shared("Maverick Cop", "Undercover Cop") == ["Cop"]
    assert shared("Maverick Cop", "Buro Official", sb="Vile Bureaucrat") == []


# --- 14.1 Comprising Words -------------------------------------------------------------------

def test_14_1_a_word_is_a_contiguous_string_of_letters_numerals_and_symbols():
    assert designators("1,000 Corpses") == ["1,000", "Corpses"]


def test_14_1_leading_and_trailing_punctuation_is_ignored():
    assert designators('"Monkey" Chang') == ["Monkey", "Chang"]
    assert designators("Ba-BOOM!") == ["Ba", "BOOM"]


def test_14_1_number_formatting_is_ignored_except_the_decimal_mark():
    assert shared("1,000 Corpses", "1000 Tongues") == ["1000"]
    assert shared("1.5 Gun", "15 Swords") == []
    assert shared("1.5 Gun", "1.5 Swords") == ["1.5"]


def test_14_1_punctuation_alone_is_not_a_word():
    assert designators("Rock & Roll") == ["Rock", "Roll"]


# --- 14.2 Other Form Matches ------------------------------------------------------------------

def test_14_2_gun_matches_guns():
    assert shared("Gun", "Guns") == ["Gun"]


def test_14_2_man_matches_men():
    assert shared("Man", "Men") == ["Man"]


@pytest.mark.parametrize("singular, plural", [
    ("Wolf", "Wolves"), ("Mouse", "Mice"), ("Child", "Children"), ("Woman", "Women"),
    ("Hero", "Heroes"), ("Thief", "Thieves"), ("Knife", "Knives"), ("Goose", "Geese"),
    ("Tooth", "Teeth"), ("Ox", "Oxen"), ("Lady", "Ladies"), ("Army", "Armies"),
    ("Corpse", "Corpses"), ("Swordsman", "Swordsmen"),
])
def test_14_2_irregular_plurals_match_their_singular(singular, plural):
    assert shared(singular, plural)


def test_14_2_lui_loyi_matches_luis_camacho():
    assert shared("Lui Loyi", "Luis Camacho") == ["Lui"]


@pytest.mark.parametrize("name, plural", [("Chang", "Changs"), ("Loyi", "Loyis"), ("Camacho", "Camachos")])
def test_14_2_plurals_of_proper_names_match(name, plural):
    assert shared(name, plural)


@pytest.mark.parametrize("word, other", [
    ("Chaos", "Chao"), ("Lotus", "Lotu"), ("Crisis", "Crisi"), ("Boss", "Bos"),
    ("Darkness", "Darknes"), ("Is", "I"), ("Does", "Doe"),
])
def test_14_2_a_plural_is_not_just_a_trailing_s(word, other):
    assert shared(word, other) == []


@pytest.mark.parametrize("singular, plural", [
    ("I", "We"), ("Me", "Us"), ("He", "They"), ("She", "They"), ("It", "They"),
    ("Him", "Them"), ("Her", "Them"), ("It", "Them"),
])
def test_14_2_singular_and_plural_personal_pronouns_do_not_match(singular, plural):
    assert shared(singular, plural) == []
    assert ("pronoun", singular, plural) in near(singular, plural)


def test_14_2_a_pronoun_matches_itself():
    assert shared("We Are Legion", "We Strike") == ["We"]


def test_14_2_hermits_matches_hermit():
    assert shared("Hermit's Hideaway", "Mountain Hermit") == ["Hermit"]


def test_14_2_plural_possessive_matches_singular():
    assert shared("Hermits' Hideaway", "Hermit") == ["Hermit"]


def test_14_2_undercover_cop_counts_swat_team_and_pubord_squad():
    # FAQ special case 1, consistent with 14.2: "Cop Pawns" and "Buro Cops" both count as Cop.
    assert shared("Undercover Cop", "SWAT Team", sb="Cop Pawns") == ["Cop"]
    assert shared("Undercover Cop", "PubOrd Squad", sb="Buro Cops") == ["Cop"]


def test_14_2_note_priest_and_priestess_do_not_match():
    assert shared("Priest", "Priestess") == []
    assert ("gender", "Priest", "Priestess") in near("Priest", "Priestess")


def test_14_2_note_king_and_queen_do_not_match():
    assert shared("King", "Queen") == []
    assert ("gender", "King", "Queen") in near("King", "Queen")


def test_14_2_note_hero_and_heroic_do_not_match():
    assert shared("Hero", "Heroic") == []
    assert ("adjective", "Hero", "Heroic") in near("Hero", "Heroic")


def test_14_2_note_avenger_and_avenging_do_not_match():
    assert shared("Avenger", "Avenging") == []
    assert ("adjective", "Avenger", "Avenging") in near("Avenger", "Avenging")


# --- 14.3 Not Designators ----------------------------------------------------------------------

@pytest.mark.parametrize("word", ["Edge", "Event", "State", "Site", "Feng", "Shui"])
def test_14_3_1_card_type_words_in_a_subtitle_are_not_designators(word):
    assert designators("Tower", word) == ["Tower"]


@pytest.mark.parametrize("word", "a an the and or but nor at for in into of on to with within without".split())
def test_14_3_2_conjunctions_articles_and_prepositions_are_not_designators(word):
    assert designators(f"Gun {word} Sword") == ["Gun", "Sword"]
    assert designators(f"{word.capitalize()} Sword") == ["Sword"]
    if word != "a":  # a lone capital "A" names the letter: see the 14.3 (2) decision tests
        assert designators(word.capitalize()) == []
    assert shared(f"Blade {word.capitalize()} Fire", f"{word} Storm") == []


def test_14_3_words_outside_the_printed_list_are_designators():
    assert designators("Blade from Beyond") == ["Blade", "from", "Beyond"]


def test_14_3_multiple_occurrences_count_as_one_designator():
    analysis = analyze("Gun Gun", "Guns")
    assert [d.word for d in analysis.designators] == ["Gun"]
    assert sum(n.kind == "duplicate" for w in analysis.words for n in w.notes) == 2


def test_14_3_note_feng_in_a_title_is_a_designator():
    assert designators("Feng Kan") == ["Feng", "Kan"]
    assert shared("Feng Kan", "Feng Fist") == ["Feng"]


def test_14_3_note_state_in_a_title_does_not_match_state_in_a_subtitle():
    assert shared("Police State", "Flak Jacket", sb="State") == []
    assert shared("Police State", "State of Grace") == ["State"]


# --- 14.4 Splitting Designators ----------------------------------------------------------------

def test_14_4_gun_toting_is_two_designators_gun_and_toting():
    assert designators("Gun-Toting") == ["Gun", "Toting"]


@pytest.mark.parametrize("mark", list("-/:;()") + ["\u2013", "\u2014"])
def test_14_4_words_split_at_each_punctuation_mark(mark):
    assert designators(f"Gun{mark}Sword") == ["Gun", "Sword"]


def test_14_4_megatank_is_two_designators_mega_and_tank():
    assert designators("MegaTank") == ["Mega", "Tank"]


def test_14_4_swordsman_is_two_designators_swords_and_man():
    assert designators("Swordsman") == ["Swords", "Man"]
    assert shared("Swordsman", "Sword") == ["Sword"]
    assert shared("Swordsman", "Men") == ["Man"]


def test_14_4_arcanotower_is_two_designators_arcano_and_tower():
    assert designators("Arcanotower") == ["Arcano", "Tower"]
    assert shared("Arcanotower", "Arcanowave Reinforcer") == ["Arcano"]


def test_14_4_shotgun_is_two_designators_shot_and_gun():
    assert designators("Shotgun") == ["Shot", "Gun"]
    assert shared("Shotgun", "Really Big Gun") == ["Gun"]


def test_14_4_superior_does_not_split_and_does_not_match_super():
    assert designators("Superior") == ["Superior"]
    assert shared("Superior", "Super") == []
    assert ("unsplit_compound", "Superior", "Super") in near("Superior", "Super")


@pytest.mark.parametrize("word", ["Gunner", "Begun", "Superb", "Superior", "Supremo"])
def test_14_4_a_word_that_cannot_be_split_into_whole_words_stays_whole(word):
    assert designators(word) == [word]


def test_14_4_acronyms_are_not_camel_case():
    assert designators("SWAT Team") == ["SWAT", "Team"]


def test_14_4_camel_case_buromil_shares_buro():
    # FAQ special case 5: "A Buro Official shares the designator 'Buro' with CHAR, a BuroMil Cyborg."
    assert shared("CHAR", "Buro Official", sa="BuroMil Cyborg") == ["Buro"]


# --- 14.5 Additional Word Restrictions ---------------------------------------------------------

def test_14_5_o_rangotang_is_one_word():
    assert designators("O'Rangotang") == ["O'Rangotang"]
    for other in ("O", "Rangotang", "Orangotang"):
        assert shared("O'Rangotang", other) == []
    assert shared("O'Rangotang", "O'Rangotang") == ["O'Rangotang"]
    assert ("apostrophe", "O'Rangotang", "Rangotang") in near("O'Rangotang", "Rangotang")


def test_14_5_slo_mo_does_not_match_slow_or_motion():
    assert shared("Slo Mo", "Slow Motion") == []
    assert {("abbreviation", "Slo", "Slow"), ("abbreviation", "Mo", "Motion")} <= near("Slo Mo", "Slow Motion")


def test_14_5_dr_does_not_match_doctor():
    assert shared("Dr. Ally", "Doctor Ally") == ["Ally"]
    assert shared("Dr.", "Doctor") == []
    assert ("abbreviation", "Dr", "Doctor") in near("Dr.", "Doctor")


def test_14_5_swat_does_not_match_special_weapons_or_tactics():
    assert shared("SWAT Team", "Special Weapons and Tactics") == []
    for word in ("Special", "Weapons", "Tactics"):
        assert shared("SWAT", word) == []
    assert ("acronym", "SWAT", "Special Weapons and Tactics") in near("SWAT Team", "Special Weapons and Tactics")


def test_14_5_words_with_letters_and_numbers_are_one_word():
    assert designators("AK-47 Kid") == ["AK-47", "Kid"]
    assert shared("AK-47", "47 Ronin") == []
    assert shared("AK-47", "AK") == []
    assert designators("R2D2") == ["R2D2"]


def test_14_5_1000_does_not_match_thousand():
    assert shared("1,000 Corpses", "Thousand Tongues") == []
    assert ("number", "1,000", "Thousand") in near("1,000 Corpses", "Thousand Tongues")


def test_14_5_an_abbreviation_is_not_changed_to_match():
    assert shared("Mrs. Li", "Mr. Li") == ["Li"]
    assert designators("Mrs. Li") == ["Mrs", "Li"]


# --- 42 References -------------------------------------------------------------------------------

def test_42_sapphire_guards_matches_itself():
    assert shared("Sapphire Guards", "Sapphire Guards") == ["Guard", "Sapphire"]
