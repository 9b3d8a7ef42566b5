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


def _unique_board(old_has_attachment: bool) -> dict:
    payload = copy.deepcopy(body("ufs-unique-second-copy-destroyed"))
    if old_has_attachment:
        payload["players"][0]["staging"].append({"id": "att", "type": "asset", "attached_to": "shrine1"})
    return payload


def test_E_2_6_alike_unique_copies_need_no_choice_the_new_one_goes():
    result = run(_unique_board(old_has_attachment=False))
    cards = result["final"]["cards"]
    assert (cards["shrine1"]["zone"], cards["shrine2"]["zone"]) == ("staging", "discard")


def test_E_2_6_copies_that_differ_wait_for_the_players_choice():
    """A card is attached to the old copy: which copy goes (and takes its attachments) is the
    player's choice."""
    result = run(_unique_board(old_has_attachment=True))
    assert result["outcome"] == "pending" and result["pending"]["player"] == "A"
    assert "turn.destroy" in result["pending"]["decision"]
    assert {r["number"] for r in result["pending"]["rules"]} >= {"E.2.6"}


def test_E_2_6_the_player_destroys_the_copy_named_in_turn_destroy():
    payload = _unique_board(old_has_attachment=True)
    payload["turn"]["destroy"] = ["shrine1"]
    cards = run(payload)["final"]["cards"]
    assert (cards["shrine1"]["zone"], cards["shrine2"]["zone"]) == ("discard", "staging")
    assert cards["att"]["zone"] == "discard"  # D.2.2.3.2: attached cards go with it


def test_E_2_6_one_copy_is_destroyed_not_both():
    payload = _unique_board(old_has_attachment=True)
    payload["turn"]["destroy"] = ["shrine1", "shrine2"]
    result = run(payload)
    assert result["outcome"] == "illegal" and "turn.destroy" in result["illegal"]["reason"]


def test_E_2_3_a_character_card_named_like_the_starting_character_is_not_discarded():
    payload = copy.deepcopy(body("ufs-other-character-card-discarded"))
    next(c for c in payload["players"][0]["hand"] if c["id"] == "mchar")["name"] = "Kai"
    assert run(payload)["final"]["cards"]["mchar"]["zone"] == "staging"


def test_F_3_2_1_note_a_foundation_played_as_a_block_is_discarded():
    """The note under F.3.2.1: cards played as blocks are not added to the staging area."""
    payload = copy.deepcopy(body("ufs-foundation-played-as-reversal-staged"))
    hand = payload["players"][1]["hand"]
    rf = next(c for c in hand if c["id"] == "rf")
    rf.update({"block_zone": "mid", "block_modifier": 1})
    payload["actions"] = [a for a in payload["actions"] if a["do"] != "respond"]
    next(a for a in payload["actions"] if a["do"] == "block")["card"] = "rf"
    result = run(payload)
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["rf"]["zone"] == "discard"
