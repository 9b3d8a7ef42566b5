"""Restrictions on innate actions printed as a whole sentence: "Cannot turn to attack.",
"Cannot intercept.", "Cannot be intercepted." Rule 6.0 (Golden Rule): "A card does what it
says. The rules text on a card takes precedence over the rules in this book", here over who may
attack (28.1.1) and intercept (28.6.2). Written as rules text, like "Cannot be healed" (16.2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _abilities(title: str) -> list[Any]:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"]).abilities


def test_6_0_the_restrictions_compile_to_rules_text_words() -> None:
    """DNA Mage: "Cannot turn to attack."; Aleut Herbalist: "Cannot intercept. ..."; Scrappy Kid:
    "Independent. Cannot inflict more than 1 damage. Cannot be intercepted." """
    assert _abilities("DNA Mage") == ["Cannot turn to attack"]
    assert _abilities("Aleut Herbalist")[0] == "Cannot intercept"
    assert _abilities("Scrappy Kid")[::2] == ["Independent", "Cannot be intercepted"]


def test_6_0_a_longer_restriction_is_not_read_as_a_shorter_one() -> None:
    """"Cannot attack Characters." forbids one kind of target only: never read as "Cannot attack"."""
    assert compile_text("Cannot attack Characters.", "Foo", "Character").abilities == ["Cannot attack Characters"]
    assert not compile_text("Cannot attack Characters with Toughness.", "Foo", "Character").abilities


def _scenario(attacker: str, interceptor: str | None = None, hero_text: str = "") -> dict[str, Any]:
    me = {"type": "character", "fighting": 2, "column": 1}
    cards = [{"id": "atk", "title": attacker, "controller": "A", **me, "abilities": _abilities(attacker)},
             {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front",
              "body": 8},
             {"id": "def", "title": interceptor or "Guard", "controller": "B", **me,
              "abilities": _abilities(interceptor) if interceptor else []}]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
            "actions": [{"do": "declare_attack", "player": "A", "attackers": ["atk"], "target": "b1"},
                        {"do": "pass"}, {"do": "pass"},
                        {"do": "intercept", "player": "B", "assignments": [{"attacker": "atk", "chain": ["def"]}]}]}


def test_6_0_dna_mage_cannot_be_declared_as_an_attacker() -> None:
    illegal = as_json(resolve(_scenario("DNA Mage")))["illegal"]
    assert "cannot turn to attack" in illegal["reason"] and {"28.1.1", "6.0"} <= set(illegal["rules"])


def test_6_0_aleut_herbalist_cannot_be_declared_as_an_interceptor() -> None:
    scenario = _scenario("Scrappy Kid", "Aleut Herbalist")
    scenario["cards"][0]["abilities"] = []  # an attacker that may be intercepted
    illegal = as_json(resolve(scenario))["illegal"]
    assert illegal["action"] == 3 and "Aleut Herbalist's text says it cannot intercept" in illegal["reason"]
    assert {"28.6.2", "6.0"} <= set(illegal["rules"])


def test_6_0_scrappy_kid_cannot_be_intercepted() -> None:
    illegal = as_json(resolve(_scenario("Scrappy Kid")))["illegal"]
    assert "Scrappy Kid's text says it cannot be intercepted" in illegal["reason"] and "6.0" in illegal["rules"]


def test_28_6_2_an_ordinary_interception_still_resolves() -> None:
    scenario = _scenario("DNA Mage")
    scenario["cards"][0]["abilities"] = []
    assert as_json(resolve(scenario))["outcome"] == "resolved"


# --- which targets, back-row Sites, out of turn (6.0 over 28.1.3 and 28.1.2) ---------------------------

def test_6_0_target_restrictions_and_permissions_compile_to_rules_text_words() -> None:
    """Destroyer Drone: "Cannot attack Characters."; Combat Engineer: "Cannot turn to attack
    Characters."; Monsoon: "May attack back-row Sites."; Iala Mané: "Can attack during an
    opponent's turn."; Mother of Corruption: "Cannot be turned to attack." """
    assert "Cannot attack Characters" in _abilities("Destroyer Drone")
    assert _abilities("Combat Engineer")[0] == "Cannot turn to attack Characters"
    assert _abilities("Monsoon") == ["Unique", "Superleap", "May attack back-row Sites"]
    assert _abilities("Iala Mané") == ["Unique", "Independent", "Can attack during an opponent's turn"]
    assert _abilities("Mother of Corruption") == ["Unique", "Cannot be turned to attack", "Cannot be healed"]


def test_6_0_the_card_naming_itself_and_back_row_unhyphenated_are_the_engines_words() -> None:
    """Fire Assassin: "Fire Assassin cannot turn to attack sites."; Tunneler Drone: "May attack
    back row Sites." """
    assert _abilities("Fire Assassin")[-1] == "Cannot turn to attack sites"
    assert "May attack back-row Sites" in _abilities("Tunneler Drone")


def test_6_0_restrictions_with_a_condition_or_a_selector_stay_not_modelled() -> None:
    """Red Dragon Troupe: "Cannot be intercepted by damaged Characters." is never read as a plain
    "Cannot be intercepted" (it names its interceptors, `against`); nor "cannot attack
    Characters" with a clause after it."""
    c = compile_text(CARDS["Red Dragon Troupe"]["text"], "Red Dragon Troupe", "Character")
    assert "Cannot be intercepted" not in c.abilities
    assert c.abilities[0]["against"] == {"type": "character", "state": "damaged"}
    for text in ("Cannot attack Characters while you control a Site.",
                 "May attack back-row Sites if this card is declared as an attacker."):
        assert not compile_text(text, "Foo", "Character").abilities, text
    # the cards a selector picks get the restriction itself, not the card printing it
    others = compile_text("Other Characters you control cannot attack Sites.", "Foo", "Character").abilities
    assert others == [{"kind": "continuous", "grants": ["Cannot attack sites"],
                       "affects": {"type": "character", "controller": "you", "other": True},
                       "text": "Other Characters you control cannot attack Sites."}]
