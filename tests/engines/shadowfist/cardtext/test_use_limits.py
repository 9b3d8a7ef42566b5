"""Use limits printed before an ability: "Once per turn, ..." (6.0: a card does what it says;
6.1: "per turn" counts every player's turn). The ability the rest of the sentence reads as
carries `once_per: "turn"` and quotes the whole sentence; a limit the language has no word for
("once per attack", "once during each opponent's Main Shot") leaves the sentence not modelled."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist.cardtext import compile_text

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _compiled(title: str) -> Any:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"])


def test_6_0_big_brother_tsien_pays_once_per_turn() -> None:
    """"Once per turn, you may pay 1 Power to give Big Brother Tsien +3 Fighting until the end of the turn." """
    c = _compiled("Big Brother Tsien")
    assert c.complete
    assert c.abilities == ["Unique", {
        "kind": "activated", "text": CARDS["Big Brother Tsien"]["text"].removeprefix("Unique. "),
        "effect": {"effect": "grant", "aim": "self", "modifiers": [{"kind": "fighting", "value": 3}],
                   "duration": "turn", "power": 1},
        "once_per": "turn"}]


def test_6_0_baron_volund_limit_before_a_cost_and_effect() -> None:
    """"Once per turn, you may pay 1 Power :: Unturn a non-Unique Character." ("you may" is no cost)"""
    ability = _compiled("Baron Volund").abilities[-1]
    assert ability["once_per"] == "turn" and ability["effect"]["power"] == 1
    assert ability["effect"]["select"] == {"type": "character", "unique": False}
    assert ability["text"].startswith("Once per turn, you may pay 1 Power ::")


def test_6_0_bountiful_fields_limits_a_voluntary_trigger() -> None:
    """"Once per turn when you play a State, you may draw a card." """
    (ability,) = _compiled("Bountiful Fields").abilities
    assert ability["kind"] == "triggered" and ability["optional"] and ability["once_per"] == "turn"
    assert ability["trigger"] == {"on": "played", "card": {"type": "state", "controller": "you"}}


def test_6_0_the_limit_does_not_carry_to_the_next_sentence() -> None:
    """Board of Punishments: the limited trigger compiles; "If you do, ..." stays not modelled,
    and gets no limit of its own."""
    c = _compiled("Board of Punishments")
    assert [a["once_per"] for a in c.abilities] == ["turn"]
    assert [n.text for n in c.not_modelled] == ["If you do, that Character's controller must discard a card at random."]


def test_6_0_limits_the_language_has_no_word_for_stay_not_modelled() -> None:
    """Reentry Squad ("Once per attack, ...") and The Man ("Once during each opponent's Main Shot,
    ...") are not read as "once per turn"."""
    for title in ("Reentry Squad", "The Man"):
        c = _compiled(title)
        assert not any(isinstance(a, dict) and "once_per" in a for a in c.abilities)
        assert any(n.reason.startswith("use limit") for n in c.not_modelled)


def test_6_0_a_limited_ability_without_a_cost_is_activated() -> None:
    """"Once per turn, you may draw a card.": the limit says when it may be used; without the
    limit a costless ability on a card in play is not read."""
    (ability,) = compile_text("Once per turn, you may draw a card.", "Foo", "Character").abilities
    assert ability == {"kind": "activated", "text": "Once per turn, you may draw a card.",
                       "effect": {"effect": "draw", "amount": 1, "aim": "none"}, "once_per": "turn"}
    assert not compile_text("You may draw a card.", "Foo", "Character").abilities


def test_6_0_once_during_your_main_shot_adds_a_requirement() -> None:
    c = compile_text("Once during your Main Shot, you may pay 1 Power to gain 2 Power.", "Foo", "Character")
    (ability,) = c.abilities
    assert ability["once_per"] == "turn" and ability["condition"] == {"is": "your_main_shot", "of": "source"}


def test_6_0_a_limit_on_a_continuous_ability_or_extra_words_stays_not_modelled() -> None:
    assert not compile_text("Once per turn, this card gains +2 Fighting.", "Foo", "Character").abilities
    # a part the language cannot say keeps the whole sentence unread (the two parts of "gain 2
    # Power and draw a card" are read as one effect of two parts, 24.6: test_effect_parts.py)
    c = compile_text("Once per turn, you may pay 1 Power to gain 2 Power and shuffle your deck.", "Foo", "Character")
    assert not c.abilities and c.not_modelled
