"""A Character's own ability entering a Faceoff with the Character it targets, on real cards'
text copied from the community card dump: the ability's card is "your Character" (41.2), the
target the opponent's; not during an attack (41.1). Rules 41.0-41.5. Then the engine on each."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

ARENA_WARRIOR = "Turn and target an opponent's Character :: The two Characters enter a Faceoff."
GUNSLINGER = "Turn to enter a Faceoff with target Character. The winner gains 1 Power."
DEATH_RING = ("Unique. Turn this card and a Character you control, and target an opponent's Character with Fighting "
              "no lower than two less than your Character's :: The two Characters enter a Faceoff.")


def test_41_2_arena_warrior_faces_off_the_opponents_character_it_targets() -> None:
    (made,) = compiled_objects("Arena Warrior", "Character", ARENA_WARRIOR)
    assert made["effect"] == {"effect": "faceoff", "aim": "chosen", "turn_self": True,
                              "select": {"type": "character", "controller": "opponent"}}


def test_41_2_gunslinger_enters_a_faceoff_and_its_winner_stays_not_modelled() -> None:
    compiled = compile_text(GUNSLINGER, "Gunslinger", "Character")
    (made,) = [a for a in compiled.abilities if isinstance(a, dict)]
    assert made["effect"] == {"effect": "faceoff", "aim": "chosen", "turn_self": True, "select": {"type": "character"}}
    assert [n.text for n in compiled.not_modelled] == ["The winner gains 1 Power."]


def test_41_2_a_sites_faceoff_of_two_other_characters_stays_not_modelled() -> None:
    """Its Faceoff is between two Characters other than the Site: the sentence is not read (it
    may stop at its cost's selector first), and no Faceoff is compiled."""
    compiled = compile_text(DEATH_RING, "Death Ring", "Site")
    assert any("enter a Faceoff" in n.text for n in compiled.not_modelled)
    assert not any(isinstance(a, dict) and (a.get("effect") or {}).get("effect") == "faceoff" for a in compiled.abilities)


def _duel(brute_fighting: int, actions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 20}
    warrior = {"id": "warrior", "title": "Arena Warrior", "type": "character", "controller": "A", "column": 1,
               "fighting": 4, "abilities": compile_text(ARENA_WARRIOR, "Arena Warrior", "Character").abilities}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "Site A", "controller": "A", "column": 1, **site},
                         {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site},
                         {"id": "b2", "title": "Site B2", "controller": "B", "column": 2, **site}, warrior,
                         {"id": "brute", "title": "Brute", "type": "character", "controller": "B", "column": 2,
                          "fighting": brute_fighting},
                         {"id": "pal", "title": "Pal", "type": "character", "controller": "A", "column": 1,
                          "fighting": 1}],
               "actions": actions if actions is not None else [
                   {"do": "use", "id": "duel", "player": "A", "card": "warrior", "ability": 0, "targets": ["brute"]},
                   {"do": "pass"}, {"do": "pass"}, {"do": "pass"}, {"do": "pass"}]}
    return as_json(resolve(payload))


def test_41_4_arena_warrior_smokes_a_weaker_character_and_returns_home() -> None:
    r = _duel(2)
    assert r["outcome"] == "resolved", r.get("illegal")
    final = r["final"]["cards"]
    assert final["brute"]["zone"] == "smoked" and final["warrior"]["zone"] == "in_play"
    assert final["warrior"]["turned"] and final["warrior"]["damage"] == 2
    assert final["warrior"]["column"] == 1  # back at its prior location (41.5)
    assert any("41.2" in s["rules"] and "moves to Brute's location" in s["text"] for s in r["steps"])


def test_41_2_arena_warrior_refuses_a_character_its_player_controls() -> None:
    r = _duel(2, [{"do": "use", "id": "duel", "player": "A", "card": "warrior", "ability": 0, "targets": ["pal"]}])
    assert r["illegal"] is not None
