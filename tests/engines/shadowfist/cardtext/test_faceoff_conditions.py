""""while in a Faceoff" (41.0) on real cards' printed text (copied from the community card dump):
the card is one of the two Characters of the Faceoff being resolved, both still in play under
their controllers (41.7); not in an attack (41.6). Then the engine on each."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

SWORDBREAKER_RAO = "Unique. Inflicts +3 damage while in a Faceoff."
MASTER_CHIN = "Unique. Toughness: 2 while in a Faceoff.  Gain 1 Power when you win a Faceoff."


def test_41_0_swordbreaker_rao_inflicts_more_damage_while_in_a_faceoff() -> None:
    (bonus,) = compiled_objects("Swordbreaker Rao", "Character", SWORDBREAKER_RAO)
    assert bonus["modifiers"] == [{"kind": "damage_bonus", "value": 3}]
    assert bonus["condition"] == {"is": "in_faceoff"}


def test_41_4_master_chins_toughness_in_a_faceoff_and_his_win_trigger() -> None:
    tough, won = compiled_objects("The Nefarious Master Chin", "Character", MASTER_CHIN)
    assert tough["grants"] == ["Toughness: 2"] and tough["condition"] == {"is": "in_faceoff"}
    # the controller of the Character surviving the Faceoff's combat wins it (41.4)
    assert won["trigger"] == {"on": "faceoff_won", "card": {"controller": "you"}}
    assert won["effect"] == {"effect": "gain_power", "amount": 1, "aim": "none"}


def _chin_faceoff(brute_fighting: int) -> dict[str, Any]:
    """A's Hero (Fighting 5) faces off B's Brute; A controls The Nefarious Master Chin."""
    site = {"type": "site", "row": "front", "body": 20}
    chin = {"id": "chin", "title": "The Nefarious Master Chin", "type": "character", "controller": "A", "column": 1,
            "fighting": 3, "abilities": compile_text(MASTER_CHIN, "The Nefarious Master Chin", "Character").abilities}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "Site A", "controller": "A", "column": 1, **site},
                         {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site}, chin,
                         {"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                          "fighting": 5},
                         {"id": "brute", "title": "Brute", "type": "character", "controller": "B", "column": 1,
                          "fighting": brute_fighting}],
               "actions": [{"do": "effect", "id": "duel", "player": "A", "card": "Showdown", "effect": "faceoff",
                            "source_type": "event", "targets": ["brute"], "from": "hero"},
                           {"do": "pass"}, {"do": "pass"}, {"do": "pass"}, {"do": "pass"}]}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    return answer


def test_41_4_master_chin_gains_when_his_player_wins_a_faceoff() -> None:
    won = _chin_faceoff(2)
    assert won["final"]["cards"]["brute"]["zone"] == "smoked"
    assert won["final"]["players"]["A"]["power"] == 1
    lost = _chin_faceoff(12)  # B's Brute survives: B wins
    assert lost["final"]["cards"]["hero"]["zone"] == "smoked"
    assert not lost["final"]["players"]["A"].get("power")


def _rao(actions: list[dict[str, Any]], active: str) -> dict[str, Any]:
    """A's Swordbreaker Rao (Fighting 6) and B's Brute (Fighting 12), each at its own column."""
    site = {"type": "site", "row": "front", "body": 20}
    rao = {"id": "rao", "title": "Swordbreaker Rao", "type": "character", "controller": "A", "column": 1,
           "fighting": 6, "abilities": compile_text(SWORDBREAKER_RAO, "Swordbreaker Rao", "Character").abilities}
    payload = {"game": "shadowfist", "active_player": active, "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "Site A", "controller": "A", "column": 1, **site},
                         {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site},
                         {"id": "b2", "title": "Site B2", "controller": "B", "column": 2, **site}, rao,
                         {"id": "brute", "title": "Brute", "type": "character", "controller": "B", "column": 2,
                          "fighting": 12}],
               "actions": actions}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    return dict(answer["final"]["cards"])


def test_41_0_rao_inflicts_9_in_a_faceoff() -> None:
    cards = _rao([{"do": "effect", "id": "duel", "player": "A", "card": "Showdown", "effect": "faceoff",
                   "source_type": "event", "targets": ["brute"], "from": "rao"}, {"do": "pass"}, {"do": "pass"}], "A")
    assert cards["brute"]["damage"] == 9


def test_41_6_rao_inflicts_6_when_intercepted_outside_a_faceoff() -> None:
    cards = _rao([{"do": "declare_attack", "player": "A", "attackers": ["rao"], "target": "b2"}, {"do": "pass"},
                  {"do": "intercept", "player": "B", "assignments": [{"attacker": "rao", "chain": ["brute"]}]}], "A")
    assert cards["brute"]["damage"] == 6
