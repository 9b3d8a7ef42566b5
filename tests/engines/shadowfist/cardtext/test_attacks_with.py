"""An effect's "if" naming another attacker of the same attack ("if any Demon Character you control
turns to attack with it"): checked as the effect resolves (24.2, the effect's own "if"), true while
another such Character of its controller is an attacker of the attack under way (28.1, 28.1.4).
Demon Emperor's text copied verbatim from the community card dump."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

DEMON_EMPEROR = ("Unique. Regenerate. When Demon Emperor turns to attack, it gains Stealth until the end of the attack "
                 "if any Demon Character you control turns to attack with it.")


def test_28_1_4_demon_emperor_gains_stealth_if_another_demon_of_yours_attacks_with_it() -> None:
    (emperor,) = compiled_objects("Demon Emperor", "Character", DEMON_EMPEROR)
    assert emperor["trigger"] == {"on": "turns_to_attack"}
    effect = emperor["effect"]
    assert effect["abilities"] == ["Stealth"] and effect["duration"] == "attack" and effect["aim"] == "trigger_card"
    assert effect["condition"] == {"is": "card_in_play", "select": {
        "type": "character", "designator": "Demon", "controller": "you", "state": "attacking", "other": True}}


def test_28_1_4_an_attacker_named_by_a_role_already_stays_unread() -> None:
    text = "When this card turns to attack, it gains Stealth if any attacking Character you control turns to attack with it."
    assert not compile_text(text, "Someone", "Character").complete


def _attack(with_demon: bool) -> dict[str, Any]:
    demon = [{"id": "imp", "title": "Lesser Demon", "type": "character", "controller": "A", "fighting": 1,
              "column": 1}]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "emperor", "title": "Demon Emperor", "type": "character", "controller": "A", "fighting": 6,
                       "column": 1, "abilities": compile_text(DEMON_EMPEROR, "Demon Emperor", "Character").abilities},
                      {"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                       "body": 20}, *demon],
            "actions": [{"do": "declare_attack", "player": "A",
                         "attackers": ["emperor", "imp"] if with_demon else ["emperor"], "target": "b1"}]}


def test_28_1_4_demon_emperors_if_is_checked_as_its_effect_resolves() -> None:
    together = as_json(resolve(_attack(True)))
    assert together["outcome"] == "resolved", together
    assert any("condition holds" in s["text"] for s in together["steps"])
    alone = as_json(resolve(_attack(False)))
    assert alone["outcome"] == "resolved", alone
    assert any("does not hold" in s["text"] for s in alone["steps"])
