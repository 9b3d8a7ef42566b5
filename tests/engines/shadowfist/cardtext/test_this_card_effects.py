"""Effects printed with this card as their subject after a trigger on it: "he may inflict ..."
(the card is the damage's source, 29.4; "may" makes the trigger voluntary, 26.1.2) and "<this
card> unturns when ..." (21.1), read from real cards' printed text (quoted verbatim from the
community card dump)."""

from __future__ import annotations

from refbase.engines.shadowfist.cardtext import compile_text

BLADE_FREAK = "When Blade Freak enters play, he may inflict 1 point of damage on any target."
EX_COMMANDO = "Ex-Commando unturns when a Weapon or <Gun> State is played on him."


def test_26_1_2_blade_freak_may_inflict_damage_as_he_enters_play() -> None:
    c = compile_text(BLADE_FREAK, "Blade Freak", "Character")
    assert c.complete
    (trigger,) = c.abilities
    assert trigger["trigger"] == {"on": "enters_play"} and trigger["optional"] is True
    assert trigger["effect"] == {"effect": "damage", "amount": 1, "aim": "chosen", "select": {}}


def test_26_1_a_pronoun_after_a_trigger_on_another_card_stays_unread() -> None:
    """"he" after "When a Character enters play" may be that Character: not read."""
    c = compile_text("When a Character enters play, he may inflict 1 damage on any target.", "Someone", "Character")
    assert not c.complete


def test_21_1_ex_commando_unturns_when_a_weapon_or_gun_state_is_played_on_him() -> None:
    c = compile_text(EX_COMMANDO, "Ex-Commando", "Character")
    assert c.complete
    (trigger,) = c.abilities
    assert trigger["effect"] == {"effect": "unturn", "aim": "self"}
    assert trigger["trigger"]["on"] == "played" and trigger["trigger"]["onto_this_card"] is True


def test_21_1_target_unturns_is_unturning_the_target() -> None:
    c = compile_text("Target a turned Character :: Target unturns.", "Someone", "Event")
    assert c.complete
    assert c.abilities[0]["effect"]["effect"] == "unturn" and c.abilities[0]["effect"]["aim"] == "chosen"
