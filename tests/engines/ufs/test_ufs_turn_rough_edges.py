"""A whole turn's rough edges: no attack card, the Draw Step's cycling, the End Phase's
momentum choice per player, the order attacks ran, multiple copies' ids, response-window passes."""

from __future__ import annotations

import copy
import json

import pytest
from ufs_builders import run, scenario

from refbase import config
from refbase.engines.common import ScenarioInvalid
from refbase.engines.ufs import resolve

LIBRARY = config.PROJECT_ROOT / "scenarios" / "ufs"


def body(sid: str) -> dict:
    return copy.deepcopy(json.loads((LIBRARY / f"{sid}.json").read_text(encoding="utf-8"))["scenario"])


def test_F_2_2_a_turn_without_an_attack_needs_no_attack_card():
    result = run(body("ufs-turn-without-an-attack"))
    assert result["outcome"] == "resolved"
    assert result["final"]["attack"] == {"block": "not", "damage": 0, "card": None, "played": False,
                                         "sequence": "none"}


def test_F_2_2_a_scenario_without_a_turn_still_needs_its_attack():
    payload = scenario()
    del payload["attack"]
    with pytest.raises(ScenarioInvalid) as error:
        resolve(payload)
    assert "turn" in error.value.errors["attack"][0]


def test_F_2_3_3_final_attacks_are_listed_in_the_order_their_sequences_ran():
    """The F.2.3 example: the original, then the reversal added last, then the waiting copies."""
    result = run(body("ufs-multiple-and-reversal"))
    entered = [s["text"].split(" enters")[0] for s in result["steps"] if " enters its attack sequence" in s["text"]]
    assert [a["name"] for a in result["final"]["attacks"]] == entered == [
        "Flurry", "Counter Kick", "Flurry (multiple copy 1)", "Flurry (multiple copy 2)"]


def test_I_3_8_1_a_multiple_copy_from_a_counted_discard_card_is_named_in_final_cards():
    result = run(body("ufs-multiple-and-reversal"))
    copies = [a["card"] for a in result["final"]["attacks"] if a["kind"] == "multiple_copy"]
    assert copies == ["atk#copy1", "atk#copy2"]
    assert all(result["final"]["cards"][c]["zone"] == "card_pool" for c in copies)


def test_E_2_2_the_draw_step_cycles_an_empty_deck_and_draws_on():
    result = run(body("ufs-e-2-2-the-draw-step-cycles-an-empty-deck"))
    texts = [s["text"] for s in result["steps"]]
    assert any(t.startswith("A's deck is empty: A shuffles the 16 cards") for t in texts)
    assert result["final"]["players"]["A"]["deck_size"] == 16 - 10 - 2


def test_E_2_2_a_card_drawn_after_cycling_states_the_cycled_decks_value():
    payload = body("ufs-e-2-2-the-draw-step-cycles-an-empty-deck")
    payload["turn"]["draw"][1]["control"] = 6
    with pytest.raises(ScenarioInvalid) as error:
        resolve(payload)
    assert "(cycle)" in error.value.errors["turn.draw[1].control"][0]


def test_E_2_2_1_a_player_who_cannot_cycle_in_the_draw_step_loses():
    result = run(body("ufs-e-2-2-1-the-draw-step-cannot-cycle"))
    assert result["final"]["winner"] == "B"
    assert "E.2.2.1" in {r["number"] for r in result["steps"][-1]["rules"]}


def _whole_turn(momentum: object) -> dict:
    payload = body("ufs-whole-turn")
    if momentum is None:
        del payload["turn"]["momentum"]
    else:
        payload["turn"]["momentum"] = momentum
    return payload


def test_F_3_2_2_the_active_player_is_asked_first_and_only_about_their_own_attacks():
    pending = run(_whole_turn(None))["pending"]
    assert (pending["player"], pending["options"]) == ("A", ["jab"])
    assert "turn.momentum.A" in pending["decision"]


def test_F_3_1_1_the_other_player_is_asked_after_the_active_players_pool_is_cleared():
    result = run(body("ufs-f-3-2-2-each-player-chooses-for-their-own-attacks"))
    assert (result["pending"]["player"], result["pending"]["options"]) == ("B", ["rev"])
    assert any(s["text"].startswith("A clears the card pool") for s in result["steps"])
    assert not any(s["text"].startswith("B clears the card pool") for s in result["steps"])


def test_F_3_2_2_a_player_does_not_choose_for_the_other_players_attack():
    result = run(_whole_turn({"A": ["jab", "rev"]}))
    assert result["outcome"] == "illegal"
    assert result["illegal"]["reason"].startswith("turn.momentum.A: rev ") and "B chooses" in result["illegal"]["reason"]


def test_F_3_2_2_one_list_for_both_players_still_gives_each_their_own_attacks():
    combined, by_player = run(_whole_turn(["jab", "rev"])), run(_whole_turn({"A": ["jab"], "B": ["rev"]}))
    assert combined["final"] == by_player["final"]
    assert combined["final"]["cards"]["rev"]["zone"] == "momentum"


def test_F_3_2_2_a_momentum_choice_under_an_unknown_player_is_malformed():
    with pytest.raises(ScenarioInvalid) as error:
        resolve(_whole_turn({"A": ["jab"], "C": []}))
    assert "turn.momentum.C" in error.value.errors


def test_I_3_8_2_1_a_multiple_copy_chosen_for_the_momentum_is_discarded_instead():
    result = run(body("ufs-i-3-8-2-1-a-multiple-copy-chosen-for-momentum-is-discarded"))
    cards = result["final"]["cards"]
    assert (cards["atk"]["zone"], cards["atk#copy1"]["zone"]) == ("momentum", "discard")
    assert result["final"]["players"]["A"]["momentum"] == 1


def _window_passes(result: dict) -> list[str]:
    return [s["text"].split(" passes")[0] for s in result["steps"]
            if s["phase"] == "response" and " passes in the response window" in s["text"]]


def test_H_2_3_2_4_3_both_passes_after_a_breaker_are_the_windows_with_a_copy_waiting():
    result = run(body("ufs-h-2-3-2-4-3-passes-after-a-breaker-close-its-window"))
    assert _window_passes(result) == ["A", "B"]
    assert result["outcome"] == "resolved"


def test_H_2_3_2_4_3_both_passes_after_a_reversal_are_the_windows():
    result = run(body("ufs-h-2-3-2-4-3-passes-after-a-reversal-close-its-window"))
    assert _window_passes(result) == ["A", "B"]
    assert result["outcome"] == "resolved"


def test_H_2_3_2_4_3_both_players_may_pass_in_each_window():
    result = run(body("ufs-h-2-3-2-4-3-both-players-pass-in-each-window"))
    assert _window_passes(result) == ["A", "B", "A", "B"]
    closes = [s for s in result["steps"] if "closes" in s["text"] and s["phase"] == "response"]
    assert len(closes) == 2 and all("H.2.3.2.4.3" in {r["number"] for r in s["rules"]} for s in closes)


def test_H_2_3_2_4_3_a_script_may_still_leave_the_windows_passes_out():
    """The copy's Enhance Step passes straight after the Breaker: the window closes without a
    decision (neither player has a response left) and the passes open the copy's sequence."""
    payload = body("ufs-h-2-3-2-4-3-passes-after-a-breaker-close-its-window")
    del payload["actions"][5:7]
    result = run(payload)
    assert result["outcome"] == "resolved" and _window_passes(result) == []


def test_H_2_3_2_4_3_a_pass_left_over_after_the_last_window_names_that_window():
    payload = body("ufs-h-2-3-2-4-3-both-players-pass-in-each-window")
    payload["actions"].append({"do": "pass", "player": "A"})
    illegal = run(payload)["illegal"]
    assert illegal["action"] == len(payload["actions"]) - 1
    assert "the response window after Flurry resolving closed just before it" in illegal["reason"]
    assert "H.2.3.2.4.3" in {r["number"] for r in illegal["rules"]}


def test_H_2_3_2_1_an_attack_that_is_not_blocked_opens_no_window_for_being_blocked():
    payload = body("ufs-h-2-3-2-4-3-both-players-pass-in-each-window")
    payload["actions"][2] = {"do": "no_block", "player": "B"}
    del payload["actions"][5:]
    result = run(payload)
    assert result["outcome"] == "resolved"
    assert "being blocked" not in " ".join(s["text"] for s in result["steps"])
    assert _window_passes(result) == ["A", "B"]  # the first two written passes are the resolution's window


def test_H_2_3_2_4_1_the_legality_query_walks_a_window_one_pass_at_a_time():
    """The pass the query offers in a window is taken there: after it, the other player has
    priority in the same window (H.2.3.2.4.1), even with a copy's sequence still to come."""
    from refbase.engines.ufs.options import options

    payload = body("ufs-h-2-3-2-4-3-passes-after-a-breaker-close-its-window")
    payload["actions"] = payload["actions"][:5]
    offered = [o.action for o in options(payload).options]
    assert {"do": "pass", "player": "A"} in offered
    payload["actions"].append({"do": "pass", "player": "A"})
    answer = options(payload)
    assert (answer.at["step"], answer.at["decision_by"]) == ("response", "B")
