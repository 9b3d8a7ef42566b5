"""A State's "Play on ..." (rule 25.5.1: "Valid subject cards are listed in the State's rules
text, e.g. "Play on a <card type>." ... A valid subject is a play requirement for the State"):
compiled from real cards' text into a `play_on` ability, and checked when the State is played."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _compiled(title: str) -> list[Any]:
    card = CARDS[title]
    result = compile_text(card["text"], card["title"], card["type"])
    return result.abilities


def test_25_5_1_fire_sword_play_on_a_character_compiles_to_its_valid_subject() -> None:
    """Fire Sword: "Weapon. Play on a Character. Subject gains +2 Fighting and +2 combat damage." """
    abilities = _compiled("Fire Sword")
    assert abilities[1] == {"kind": "play_on", "text": "Play on a Character.", "affects": {"type": "character"}}


def test_25_5_1_helix_rethread_play_on_an_opponents_character_keeps_the_controller() -> None:
    """Helix Rethread: "Play on a Character controlled by an opponent. When subject is smoked,
    you gain 1 Power." """
    assert _compiled("Helix Rethread")[0]["affects"] == {"type": "character", "controller": "opponent"}


def test_25_5_1_subjects_the_selector_cannot_say_stay_not_modelled() -> None:
    """Borrowed Nuke: "Play on an opponent's Site, except during an attack." is never widened
    or narrowed to one reading."""
    for text in ("Play on an opponent's Site, except during an attack.",):
        result = compile_text(text, "S", "State")
        assert not result.abilities and result.not_modelled[0].category == "State subject requirement"


def test_25_5_1_play_on_is_read_only_on_a_state() -> None:
    result = compile_text("Play on a Character.", "E", "Event")
    assert not result.abilities


def _play(title: str, subject: str, subject_controller: str = "A") -> dict[str, Any]:
    payload = {"game": "shadowfist", "active_player": "A",
               "players": [{"id": "A", "power": 3}, {"id": "B", "power": 3}],
               "cards": [{"id": "site", "title": "Site", "type": "site", "controller": "A", "column": 1,
                          "row": "front", "body": 5},
                         {"id": "ch", "title": "Hero", "type": "character", "controller": subject_controller,
                          "fighting": 2, "column": 1},
                         {"id": "st", "title": title, "type": "state", "controller": "A", "zone": "hand",
                          "cost": 0, "abilities": _compiled(title)}],
               "actions": [{"do": "play", "player": "A", "card": "st", "attached_to": subject}]}
    return as_json(resolve(payload))


def test_25_5_1_fire_sword_on_a_site_is_refused_for_its_subject() -> None:
    illegal = _play("Fire Sword", "site")["illegal"]
    assert "played only on Characters" in illegal["reason"] and "25.5.1" in illegal["rules"]


def test_25_5_1_fire_sword_on_a_character_is_played() -> None:
    answer = _play("Fire Sword", "ch")
    assert answer.get("illegal") is None
    final = answer["final"]["cards"]
    assert final["st"]["attached_to"] == "ch" and final["ch"]["fighting"] == 4  # "Subject gains +2 Fighting" once the State resolves (25.5)


def test_25_5_1_helix_rethread_on_your_own_character_is_refused() -> None:
    illegal = _play("Helix Rethread", "ch")["illegal"]
    assert "your opponents control" in illegal["reason"] and "25.5.1" in illegal["rules"]
    assert _play("Helix Rethread", "ch", subject_controller="B").get("illegal") is None


def test_25_5_1_inexorable_corruption_either_a_character_or_a_site() -> None:
    """Inexorable Corruption: "Play on any Character or Site.": alternatives, neither dropped."""
    result = compile_text("Play on any Character or Site.", "Inexorable Corruption", "State")
    assert result.abilities[0]["affects"] == {"any_of": [{"type": "character"}, {"type": "site"}]}


def test_25_5_1_combat_veteran_play_on_a_list_of_designators() -> None:
    """Combat Veteran: "Play on a <Soldier>, <Military>, or <Trooper> Character you control." (the
    commas of the list are not more words after the subject; "and" in a list stays unread)."""
    (ability,) = [a for a in compile_text("Play on a <Soldier>, <Military>, or <Trooper> Character you control.",
                                          "Combat Veteran", "State").abilities if isinstance(a, dict)]
    assert ability["affects"] == {"type": "character", "controller": "you", "any_of": [
        {"designator": "Soldier"}, {"designator": "Military"}, {"designator": "Trooper"}]}
    assert not compile_text("Play on a <Soldier>, except during an attack.", "X", "State").complete
