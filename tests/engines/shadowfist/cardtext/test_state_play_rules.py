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
