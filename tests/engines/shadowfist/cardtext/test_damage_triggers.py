"""Triggers on this card damaging or smoking another (20.1: a Character whose Fighting is reduced
to zero by damage is smoked; 29.4: each card that inflicts damage is a source): "When Nine Cuts
inflicts combat damage on a Character, ...", "... when Jueding Shelun smokes a character in
combat", "When Ice Shards damages a character in combat, ...". "in combat" and "by inflicting
combat damage" ask for combat damage (29.1). "it" / "he" in the effect may name either card,
so such a sentence stays not modelled unless only one card can be meant (test_trigger_readings.py);
so does smoking a Site (its fate is the attacker's)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist.cardtext import compile_text

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _compiled(title: str) -> Any:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"])


def test_29_4_nine_cuts_smokes_the_character_his_combat_damage_lands_on() -> None:
    c = _compiled("Nine Cuts")
    assert c.complete
    assert c.abilities[-1] == {
        "kind": "triggered", "text": "When Nine Cuts inflicts combat damage on a Character, smoke that Character.",
        "trigger": {"on": "inflicts_damage", "card": {"type": "character"}, "combat": True},
        "effect": {"effect": "smoke", "aim": "trigger_card"}}


def test_20_1_jueding_shelun_smoking_in_combat_printed_after_the_effect() -> None:
    ability = _compiled("Jueding Shelun").abilities[-1]
    assert ability["trigger"] == {"on": "smokes", "card": {"type": "character"}, "combat": True}
    assert ability["optional"] and ability["effect"]["effect"] == "turn"


def test_29_1_ice_shards_damages_a_character_in_combat() -> None:
    ability = _compiled("Ice Shards").abilities[-1]
    assert ability["trigger"] == {"on": "inflicts_damage", "card": {"type": "character"}, "combat": True}
    assert ability["effect"]["select"] == {"type": "state"}


def test_20_1_without_in_combat_any_damage_counts() -> None:
    (ability,) = compile_text("Draw a card when he smokes a Character.", "Nihilist", "Character").abilities
    assert ability["trigger"] == {"on": "smokes", "card": {"type": "character"}}


def test_a_pronoun_that_may_name_either_card_stays_not_modelled() -> None:
    """Conversion Drone: "return it to play" may be either card; Recruits: "it does not unturn"
    (test_trigger_readings.py reads the pronouns that can name only one card)."""
    for text, title in (("When this card smokes a Character in combat, return it to play under your control.",
                         "Conversion Drone"),
                        ("When this card inflicts combat damage on a Character, turn that Character (if unturned) "
                         "and it does not unturn during its controller's next Establishing Shot.", "Recruits")):
        c = compile_text(text, title, "Character")
        assert not c.abilities
        assert c.not_modelled[-1].reason.startswith("trigger on a card damaging or smoking another")


def test_20_1_smoking_a_site_stays_not_modelled() -> None:
    """Napalm Addict: "When he smokes a Site by inflicting combat damage, ...": a Site reduced by
    combat damage is seized, burned or smoked by its attacker's choice (30.3.3)."""
    c = _compiled("Napalm Addict")
    assert not any(isinstance(a, dict) and a.get("trigger") for a in c.abilities)


def test_a_longer_trigger_is_not_read_as_a_shorter_one() -> None:
    """"damages the target of its attack" and "smokes a Character with a printed Fighting greater
    than 7" are never read as damaging or smoking any Character: the first names the attack's
    target (`attack_target`, 28.1), the second a bound on the printed Fighting, X counted by its
    value (8.7, 48.1: Simian Liberation Army)."""
    (target,) = compile_text("When this card damages the target of its attack, you may draw a card.", "Foo",
                             "Character").abilities
    assert isinstance(target, dict) and target["trigger"] == {"on": "inflicts_damage", "attack_target": True}
    (smokes,) = compile_text("Gain 2 Power when this card smokes a Character with a printed Fighting greater than 7.",
                             "Foo", "Character").abilities
    assert isinstance(smokes, dict) and smokes["trigger"] == {"on": "smokes", "card": {
        "type": "character", "printed_fighting_at_least": 8, "printed_fighting_of_x": True}}
