"""Triggers on a card turning to attack (rule 28.1.4: "The declared attackers are considered to
have "turned to attack" and have been "declared as an attacker" for the purposes of triggering
and generating effects") and grants "until it leaves play" (34.0: a card that leaves play loses
all memory of its game state, so such a grant lasts as long as a permanent one)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _compiled(title: str) -> Any:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"])


def test_28_1_4_nomad_army_turns_to_attack_and_gains_until_it_leaves_play() -> None:
    """Nomad Army: "When this card turns to attack, it gains +1 Fighting until it leaves play." """
    result = _compiled("Nomad Army")
    assert result.complete
    ability = result.abilities[-1]
    assert ability["trigger"] == {"on": "turns_to_attack"}
    assert ability["effect"] == {"effect": "grant", "aim": "trigger_card", "modifiers": [{"kind": "fighting", "value": 1}],
                                 "duration": "permanent"}


def test_28_1_4_fire_martyr_he_is_the_card_that_turned_to_attack() -> None:
    """Fire Martyr: "When he turns to attack, he gains +4 Fighting until the end of the turn." """
    ability = next(a for a in _compiled("Fire Martyr").abilities if isinstance(a, dict))
    assert ability["trigger"] == {"on": "turns_to_attack"}
    assert ability["effect"]["aim"] == "trigger_card" and ability["effect"]["duration"] == "turn"


def test_34_0_heroic_converts_until_it_leaves_play_is_a_lasting_grant() -> None:
    """Heroic Converts: "When an opponent plays a Site, this card gains +1 Fighting until it leaves play." """
    ability = next(a for a in _compiled("Heroic Converts").abilities if isinstance(a, dict))
    assert ability["effect"]["aim"] == "self" and ability["effect"]["duration"] == "permanent"


def test_34_0_until_this_card_leaves_play_on_another_card_is_not_read_as_lasting() -> None:
    """"until this card leaves play" on a target is tied to another card's life: not modelled."""
    result = compile_text("Turn :: Target Character gains +2 Fighting until this card leaves play.", "Foo", "Character")
    assert not result.complete


def _attack(title: str, other: dict[str, Any] | None = None) -> dict[str, Any]:
    cards = [{"id": "army", "title": title, "type": "character", "controller": "A", "fighting": 3, "column": 1,
              "abilities": _compiled(title).abilities},
             {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front",
              "body": 8}]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": cards + ([other] if other else []),
            "actions": [{"do": "declare_attack", "player": "A", "attackers": ["army"], "target": "b1"}]}


def test_28_1_4_nomad_armys_trigger_resolves_when_it_is_declared_as_an_attacker() -> None:
    answer = as_json(resolve(_attack("Nomad Army")))
    assert answer["outcome"] == "resolved"
    assert answer["final"]["cards"]["army"]["fighting"] == 4
    assert answer["final"]["cards"]["b1"]["damage"] == 4  # it fought the Site with its +1 (28.1.4, 30.3)


def test_28_1_4_a_character_that_does_not_attack_does_not_trigger() -> None:
    idle = {"id": "idle", "title": "Nomad Army", "type": "character", "controller": "A", "fighting": 3, "column": 1,
            "abilities": _compiled("Nomad Army").abilities}
    answer = as_json(resolve(_attack("Nomad Army", idle)))
    assert answer["final"]["cards"]["idle"]["fighting"] == 3
