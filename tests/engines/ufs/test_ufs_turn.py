"""A whole turn (F): Ready Phase, forms of the Combat Phase, End Phase."""

from __future__ import annotations

import copy
import json

import pytest
from ufs_builders import run

from refbase import config
from refbase.engines.common import ScenarioInvalid
from refbase.engines.ufs import resolve

LIBRARY = config.PROJECT_ROOT / "scenarios" / "ufs"


def body(sid: str) -> dict:
    return json.loads((LIBRARY / f"{sid}.json").read_text(encoding="utf-8"))["scenario"]


def phases(result: dict) -> list[str]:
    return list(dict.fromkeys(s["phase"] for s in result["steps"]))


def test_F_1_1_the_ready_step_readies_committed_cards_first():
    result = run(body("ufs-whole-turn"))
    assert result["steps"][0]["text"] == "Ready Step: A readies fa1."
    assert phases(result)[0] == "ready" and phases(result)[-1] == "end"


def test_F_1_2_review_only_from_the_hand():
    payload = body("ufs-whole-turn")
    payload["turn"]["review"] = "fa1"
    result = run(payload)
    assert result["illegal"]["action"] == -1 and "turn.review" in result["illegal"]["reason"]


def test_F_1_3_the_draw_must_list_exactly_the_cards_drawn():
    payload = body("ufs-turn-draw-to-hand-size")
    payload["turn"]["draw"] = payload["turn"]["draw"][:1]
    with pytest.raises(ScenarioInvalid) as error:
        resolve(payload)
    assert "turn.draw" in error.value.errors


def test_F_1_3_a_drawn_cards_control_value_is_the_decks_top_value():
    payload = body("ufs-turn-draw-to-hand-size")
    payload["turn"]["draw"][0]["control"] = 7
    with pytest.raises(ScenarioInvalid) as error:
        resolve(payload)
    assert "turn.draw[0].control" in error.value.errors


def test_F_2_3_3_the_reversal_resolves_before_the_next_form():
    names = [a["name"] for a in run(body("ufs-whole-turn"))["final"]["attacks"]]
    assert names == ["Strike", "Counter Kick", "Jab"]


def test_F_2_2_passing_without_a_card_means_must_play_next_turn():
    assert run(body("ufs-turn-pass-without-a-card"))["final"]["turn"]["must_play_next_turn"] is True
    assert run(body("ufs-whole-turn"))["final"]["turn"]["must_play_next_turn"] is False


def test_F_2_2_1_1_a_failed_form_ends_the_combat_phase():
    result = run(body("ufs-turn-failed-form-ends-combat"))
    assert result["final"]["cards"]["atk"]["zone"] == "hand"


def test_F_2_2_1_an_action_card_is_not_a_form():
    assert run(body("ufs-turn-action-card-is-not-a-form"))["illegal"]["rules"][0]["number"] == "F.2.2.1"


def test_F_2_1_the_next_form_is_asked_for():
    assert run(body("ufs-turn-next-form-pending"))["pending"]["player"] == "A"


def test_F_3_2_1_a_foundation_played_this_turn_is_staged():
    assert run(body("ufs-whole-turn"))["final"]["cards"]["dojo"] == {"zone": "staging", "controller": "A", "ready": True}


def test_F_3_2_2_momentum_only_for_attacks_that_dealt_damage():
    payload = copy.deepcopy(body("ufs-whole-turn"))
    payload["turn"]["momentum"] = ["atk"]
    result = run(payload)
    assert result["illegal"]["rules"][0]["number"] == "F.3.2.2"


def test_F_3_2_3_everything_else_is_discarded_and_F_3_1_1_active_player_first():
    result = run(body("ufs-whole-turn"))
    clears = [s["text"] for s in result["steps"] if "clears the card pool" in s["text"]]
    assert clears[0].startswith("A clears") and clears[1].startswith("B clears")
    assert result["final"]["cards"]["atk"]["zone"] == "discard"


def test_F_3_1_2_the_card_pool_is_cleared_right_to_left():
    clears = [s["text"] for s in run(body("ufs-whole-turn"))["steps"] if s["text"].startswith("A clears")]
    assert clears[0].index("Jab") < clears[0].index("Strike") < clears[0].index("Dojo")


def test_H_2_2_3_a_form_ability_is_on_the_players_own_card():
    payload = body("ufs-turn-form-ability")
    payload["turn"]["forms"][0] = {"do": "ability", "card": "fb1", "gain_vitality": 2}
    assert run(payload)["illegal"]["rules"][0]["number"] == "H.2.2.3"
