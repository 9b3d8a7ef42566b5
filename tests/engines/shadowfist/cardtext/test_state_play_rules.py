"""Rules text about playing States, read from real cards' printed text (quoted verbatim from the
community card dump): "You cannot play States on this card" (6.0 over 25.5)."""

from __future__ import annotations

from refbase.engines.shadowfist.cardtext import compile_text


def test_25_5_little_grasshopper_its_controller_cannot_play_states_on_it() -> None:
    text = "You cannot play States on this card. +1 damage while you control any <Master> Characters."
    c = compile_text(text, "Little Grasshopper", "character")
    assert c.complete
    assert c.abilities[0] == "You cannot play States on this card"


def test_25_5_sun_chen_printed_with_his_title_and_the_opponents_reminder() -> None:
    c = compile_text("Unique. Superleap. You may not play States on Sun Chen, but your opponents may.",
                     "Sun Chen", "character")
    assert c.complete
    assert c.abilities == ["Unique", "Superleap", "You cannot play States on this card"]


def test_25_5_mountain_sanctuary_on_a_site() -> None:
    text = "-1 Body for each Character you control. You cannot play States on this card."
    c = compile_text(text, "Mountain Sanctuary", "feng_shui_site")
    assert "You cannot play States on this card" in c.abilities


def test_25_5_a_narrower_bar_or_another_card_stays_not_modelled() -> None:
    """"non-[C] States" names only some States; another card's title is not this card's."""
    assert not compile_text("You may not play non-[C] States on Impoverished Monk.", "Impoverished Monk",
                            "character").complete
    assert not compile_text("You cannot play States on Sun Chen.", "Little Grasshopper", "character").complete


def test_25_1_1_six_gun_is_played_on_a_character_during_any_main_shot() -> None:
    text = "Weapon. Play on a Character during any Main Shot. Subject gains +4 damage to Characters."
    c = compile_text(text, "Six-Gun", "state")
    assert c.complete
    assert c.abilities[1] == {"kind": "play_on", "text": "Play on a Character during any Main Shot.",
                              "affects": {"type": "character"}, "any_main_shot": True}


def test_25_1_1_supersoldier_serum_keeps_its_subjects_state() -> None:
    c = compile_text("Play on an unturned Character during any Main Shot. Subject gains +2 Fighting.",
                     "Supersoldier Serum", "state")
    assert c.complete
    assert c.abilities[0]["affects"] == {"type": "character", "state": "unturned"}
    assert c.abilities[0]["any_main_shot"] is True


def test_25_1_1_other_timings_after_the_subject_stay_not_modelled() -> None:
    """Only "during any Main Shot" widens the timing; "except during an attack" narrows it."""
    for text in ("Play on a Character, except during an attack.", "Play on a Character during your turn.",
                 "Play on a Site during any Main Shot except during an attack."):
        assert not compile_text(text, "Some State", "state").complete, text

