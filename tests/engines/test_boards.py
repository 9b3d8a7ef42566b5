"""`Resolution.boards`: the board before any step and after each, for the step-by-step replay.

Each board is in `final`'s shape and shows the change its step announces, no earlier and no
later: the rulebook's own sequence (declare and turn, 28.1; damage, 29.1; a Site burned for
Power goes to its owner's smoked pile, 12.1.2) read off the boards.
"""

from __future__ import annotations

import json

import pytest

from refbase import config
from refbase.cards.scenario import fill_from_shipped
from refbase.engines import resolve
from refbase.engines.library import load_library

ATTACK = {
    "game": "shadowfist", "format": "multiplayer", "active_player": "A",
    "players": [{"id": "A", "power": 3}, {"id": "B", "power": 1}],
    "cards": [
        {"id": "hitter", "title": "Big Hitter", "type": "character", "controller": "A", "column": 1, "fighting": 4},
        {"id": "bsite", "title": "Mountain Temple", "type": "feng_shui_site", "controller": "B",
         "column": 1, "row": "front", "body": 4, "power": 1},
    ],
    "actions": [{"do": "declare_attack", "player": "A", "attackers": ["hitter"], "target": "bsite"},
                {"do": "pass"},
                {"do": "site_fate", "player": "A", "site": "bsite", "choice": "burn_for_power"}],
}


def _step(resolution, words: str) -> int:
    return next(s.n for s in resolution.steps if words in s.text)


def test_boards_only_when_asked():
    assert resolve(ATTACK).boards is None
    answer = resolve(ATTACK, boards=True)
    assert len(answer.boards) == len(answer.steps) + 1
    assert answer.boards[0]["cards"]["hitter"]["turned"] is False, "boards[0] is the board as set up"
    assert resolve(ATTACK, boards=True).steps == resolve(ATTACK).steps, "asking for boards changes nothing else"


def test_boards_share_what_did_not_change():
    """Memory grows with the changes, not with steps times cards (2,000 steps of 200 cards)."""
    answer = resolve(ATTACK, boards=True)
    n = _step(answer, "declares an attack")
    assert answer.boards[n]["cards"]["bsite"] is answer.boards[n - 1]["cards"]["bsite"], "unchanged: shared"
    assert answer.boards[n]["cards"]["hitter"] is not answer.boards[n - 1]["cards"]["hitter"]
    assert answer.boards[n + 1] is answer.boards[n] or answer.boards[n + 1] != answer.boards[n]


def test_a_long_resolution_records_its_first_boards_only(monkeypatch):
    from refbase.engines import common

    monkeypatch.setattr(common, "MAX_BOARD_CARDS", 10)  # two cards a board: five boards
    answer = resolve(ATTACK, boards=True)
    assert len(answer.steps) == 14 and len(answer.boards) == 5
    monkeypatch.undo()
    assert answer.boards == resolve(ATTACK, boards=True).boards[:5], "the first boards, as they are"


def test_28_1_declared_attackers_are_turned_on_the_board_after_the_declaration():
    answer = resolve(ATTACK, boards=True)
    n = _step(answer, "declares an attack")
    assert answer.boards[n - 1]["cards"]["hitter"]["turned"] is False
    assert answer.boards[n]["cards"]["hitter"]["turned"] is True
    assert answer.boards[n]["cards"]["hitter"]["location_player"] == "B", "the attacker stands at its target"


def test_29_1_damage_counters_appear_on_the_board_of_the_damage_step():
    answer = resolve(ATTACK, boards=True)
    n = _step(answer, "inflicts 4 combat damage")
    assert answer.boards[n - 1]["cards"]["bsite"]["damage"] == 0
    assert answer.boards[n]["cards"]["bsite"]["damage"] == 4


def test_12_1_2_a_site_burned_for_power_is_in_the_smoked_pile_on_the_board_of_its_step():
    answer = resolve(ATTACK, boards=True)
    n = _step(answer, "is burned for Power")
    assert answer.boards[n - 1]["cards"]["bsite"]["zone"] == "in_play"
    assert answer.boards[n]["cards"]["bsite"]["zone"] == "smoked"
    gain = _step(answer, "gains 3 Power")
    assert answer.boards[gain - 1]["players"]["A"]["power"] == 3
    assert answer.boards[gain]["players"]["A"]["power"] == 6


def test_25_7_a_played_site_stands_in_its_column_on_the_board_of_the_play():
    scenario = {**ATTACK, "cards": ATTACK["cards"] + [
        {"id": "new", "title": "Fire Temple", "type": "feng_shui_site", "controller": "A", "zone": "hand",
         "body": 5, "cost": 0}],
        "actions": [{"do": "play", "player": "A", "card": "new", "column": 1, "row": "front"}, {"do": "pass"}]}
    answer = resolve(scenario, boards=True)
    assert answer.outcome == "resolved", answer.illegal
    n = _step(answer, "plays Fire Temple")
    assert answer.boards[n - 1]["cards"]["new"]["zone"] == "hand"
    assert answer.boards[n]["cards"]["new"]["zone"] == "in_play"
    assert answer.boards[n]["cards"]["new"]["column"] == 1 and answer.boards[n]["cards"]["new"]["row"] == "front"


def test_g_3_3_ufs_vitality_falls_on_the_board_of_the_damage_step():
    scenario = {
        "game": "ufs", "active_player": "A",
        "players": [{"id": "A", "character": {"name": "Kai", "hand_size": 6, "max_vitality": 20}, "vitality": 20,
                     "staging": [{"id": "fa1", "type": "foundation", "ready": True}], "deck": [5]},
                    {"id": "B", "character": {"name": "Mira", "hand_size": 6, "max_vitality": 22}, "vitality": 22,
                     "deck": [1]}],
        "attack": {"player": "A", "card": {"id": "atk", "name": "Sweep", "difficulty": 3, "zone": "low",
                                           "speed": 3, "damage": 4}},
        "actions": [{"do": "pass", "player": "A"}, {"do": "pass", "player": "B"}, {"do": "no_block", "player": "B"}],
    }
    answer = resolve(scenario, boards=True)
    assert answer.outcome == "resolved", answer.illegal or answer.pending
    vitality = [b["players"]["B"]["vitality"] for b in answer.boards]
    assert vitality[0] == 22 and vitality[-1] == 18
    n = vitality.index(18)
    assert "loses 4 vitality" in answer.steps[n - 1].text, answer.steps[n - 1].text
    assert answer.boards[n - 1]["players"]["B"]["vitality"] == 22


@pytest.mark.parametrize("item", sorted(load_library(config.SCENARIOS_DIR).values(), key=lambda s: s.id),
                         ids=lambda s: s.id)
def test_the_last_board_is_the_final_board(item):
    answer = resolve(fill_from_shipped(json.loads(json.dumps(item.scenario))), boards=True)
    assert len(answer.boards) == len(answer.steps) + 1
    assert answer.boards[-1]["cards"] == answer.final["cards"]
    assert answer.boards[-1]["players"] == answer.final["players"]
