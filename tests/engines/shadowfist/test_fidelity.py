"""Wrong answers a rules review found, each as the rule that fixes it (the library holds the scenarios).

These check what a library file's `expected` block cannot: which step cites the rule, and
the contrasting case the rule leaves alone.
"""

from __future__ import annotations

import copy
from typing import Any

from ._support import LIBRARY_DIR, cards, load, run


def library(scenario_id: str) -> dict[str, Any]:
    return copy.deepcopy(load(LIBRARY_DIR / f"{scenario_id}.json")["scenario"])


def cites(result: dict[str, Any], number: str, words: str) -> bool:
    return any(number in s["rules"] and words in s["text"] for s in result["steps"])


def test_30_3_2_revealed_site_reduces_the_damage_that_revealed_it() -> None:
    r = run(library("sf-30-3-2-revealed-site-uses-its-toughness"))
    assert cites(r, "30.3.2", "Toughness reduces it to 5")
    assert cites(r, "30.3.2", "is revealed")


def test_29_7_receiving_multiplier_without_division_is_unchanged() -> None:
    s = library("sf-29-7-multipliers-before-divisions")
    s["cards"][0]["modifiers"] = []
    s["cards"][1]["fighting"] = 9
    assert cards(run(s))["target"]["damage"] == 3 * 2


def test_49_2_a_limited_event_may_be_played_again_in_another_players_turn() -> None:
    s = library("sf-49-2-limited-event-once-per-turn")
    s["actions"] = s["actions"][:2]
    assert run(s)["outcome"] == "resolved"
    r = run(library("sf-49-2-limited-event-once-per-turn"))
    assert "already played the Limited Event" in r["illegal"]["reason"]


def test_49_4_different_titles_still_add_up() -> None:
    s = library("sf-49-4-not-cumulative-bonuses-overlap")
    s["cards"][2]["title"] = "Banana Split"
    assert cards(run(s))["monkey"]["fighting"] == 1 + 2 + 1


def test_49_4_a_granted_overlap_says_so() -> None:
    s = library("sf-49-4-not-cumulative-bonuses-overlap")
    s["cards"].append({"id": "peel", "title": "Enhanced Banana", "type": "state", "controller": "A",
                       "zone": "hand", "cost": 0, "abilities": ["Not Cumulative"]})
    s["cards"][2]["modifiers"] = []
    s["actions"] = [{"do": "effect", "id": "g", "player": "A", "card": "banana2", "effect": "grant",
                     "targets": ["monkey"], "modifiers": [{"kind": "fighting", "value": 3}]}]
    r = run(s)
    assert cites(r, "49.4", "only the largest")
    assert cards(r)["monkey"]["fighting"] == 1 + 3


def test_38_1_1_the_last_redirection_erases_the_earlier_signpost() -> None:
    r = run(library("sf-38-1-1-one-signpost-per-source"))
    assert cites(r, "38.1.1", "replaces the earlier signpost")


def test_25_5_3_state_smoked_when_subject_becomes_immune() -> None:
    r = run(library("sf-25-5-3-state-smoked-when-its-subject-gains-immunity"))
    assert cites(r, "25.5.3", "immune to States")


def test_40_0_a_site_may_redirect_damage_from_a_card_not_immune_to_sites() -> None:
    s = library("sf-40-0-site-cannot-redirect-damage-from-a-card-immune-to-sites")
    s["cards"][2]["abilities"] = []
    r = run(s)
    assert r["outcome"] == "resolved" and cards(r)["b1"]["damage"] > 0


def test_49_6_seized_sites_schtick_step_cites_the_restriction() -> None:
    r = run(library("sf-49-6-schtick-on-a-seized-site-changes-hands"))
    assert cites(r, "49.6", "A now controls it")


def test_22_3_2_3_without_a_further_option_the_turn_ends_after_responses() -> None:
    s = library("sf-22-3-2-3-responses-reopen-the-main-shot")
    s["actions"] = s["actions"][:3]
    r = run(s)
    assert any(st["text"] == "A's turn ends." for st in r["steps"])
    assert not cites(r, "22.3.2.3", "may again choose")


def test_22_3_2_3_responses_return_to_the_main_shot() -> None:
    r = run(library("sf-22-3-2-3-responses-reopen-the-main-shot"))
    assert cites(r, "22.3.2.3", "may again choose any Main Shot option")
    assert sum(st["text"] == "A's turn ends." for st in r["steps"]) == 1


def test_28_3_attackers_move_with_the_target() -> None:
    r = run(library("sf-28-3-attackers-follow-a-moving-target"))
    assert cites(r, "28.3", "stays with Dragon Monk")


def test_28_6_5_interceptor_ceases_when_the_target_moves() -> None:
    r = run(library("sf-28-6-5-interceptor-ceases-when-the-target-moves"))
    assert cites(r, "28.6.5", "Temple Guard ceases intercepting")


def test_28_6_6_1_bypassed_interceptor_goes_back_where_it_came_from() -> None:
    r = run(library("sf-28-6-6-1-bypassed-interceptor-returns-home"))
    assert cites(r, "28.6.6.1", "returns to C's column 2")


def test_49_5_one_shot_second_copy_is_refused() -> None:
    r = run(library("sf-49-5-one-shot-only-once"))
    assert "One-Shot" in r["illegal"]["reason"]


def test_49_1_identity_auction_cites_identity() -> None:
    r = run(library("sf-49-1-identity-matches-titles-for-uniqueness"))
    assert cites(r, "49.1", "uniqueness auction starts")


def test_4_3_final_site_played_by_the_exception_cites_it() -> None:
    r = run(library("sf-4-3-no-sites-exception"))
    assert cites(r, "4.3", "no opponent has a Feng Shui Site")


def test_10_3_2_turn_to_heal_in_your_own_main_shot_heals_everything() -> None:
    s = library("sf-10-3-2-turn-to-heal-only-in-your-own-main-shot")
    s["active_player"] = "B"
    r = run(s)
    assert cards(r)["hurt"]["damage"] == 0 and cards(r)["hurt"]["turned"] is True
    assert cites(r, "10.3.2", "innate ability")


def test_10_3_2_turn_to_heal_takes_no_amount() -> None:
    s = library("sf-10-3-2-turn-to-heal-only-in-your-own-main-shot")
    s["active_player"] = "B"
    s["actions"][0]["amount"] = 1
    assert run(s)["illegal"]["rules"] == ["10.3.2"]


# --- choices the rules give to a player are asked for (9.1.4.1, 28.8) ---------------------------

def test_9_1_4_1_collapse_asks_where_the_characters_go() -> None:
    s = library("sf-9-1-4-1-middle-column-collapses")
    s["actions"] = s["actions"][:-1]
    r = run(s)
    assert r["outcome"] == "pending" and r["pending"]["decision"] == "relocate"
    assert r["pending"]["options"] == [{"character": "mid", "to": ["left", "right"]}]


def test_9_1_4_1_collapse_may_send_a_character_right() -> None:
    s = library("sf-9-1-4-1-middle-column-collapses")
    s["actions"][-1]["moves"] = {"mid": "right"}
    c = cards(run(s))
    assert c["mid"]["column"] == c["b3"]["column"] == 2


def test_9_1_4_1_collapse_must_place_every_character() -> None:
    s = library("sf-9-1-4-1-middle-column-collapses")
    s["cards"].append({"id": "mid2", "title": "Second Guard", "type": "character", "controller": "B",
                       "fighting": 2, "column": 2})
    r = run(s)
    assert r["outcome"] == "illegal" and r["illegal"]["rules"] == ["9.1.4.1"]


def test_28_8_seizing_player_is_asked_where_attackers_go() -> None:
    s = library("sf-28-8-seizing-player-places-attackers-at-the-seized-site")
    s["actions"] = s["actions"][:-1]
    r = run(s)
    assert (r["outcome"], r["pending"]["decision"], r["pending"]["options"]) == \
        ("pending", "place_attackers", ["hitter"])


def test_28_8_attackers_not_placed_return_home() -> None:
    s = library("sf-28-8-seizing-player-places-attackers-at-the-seized-site")
    s["actions"][-1]["at_seized_site"] = []
    assert cards(run(s))["hitter"]["column"] == 1


def test_28_8_choice_outside_return_home_is_illegal_and_says_why() -> None:
    s = library("sf-28-8-seizing-player-places-attackers-at-the-seized-site")
    s["actions"] = [s["actions"][-1]]
    r = run(s)
    assert r["outcome"] == "illegal" and "Return Home" in r["illegal"]["reason"]


# --- the protocol a user does not have to guess -------------------------------------------------

def test_22_1_windows_doc_is_generated_from_the_engine() -> None:
    from refbase.config import PROJECT_ROOT
    from refbase.engines.shadowfist.model.windows import markdown

    assert (PROJECT_ROOT / "docs" / "windows.md").read_text(encoding="utf-8") == markdown()


def test_23_0_a_scene_skipped_for_a_later_action_says_its_players_passed() -> None:
    r = run(library("sf-28-3-attackers-follow-a-moving-target"))
    passes = [s for s in r["steps"] if s["text"].startswith("No one acts in")]
    assert [s["text"].split(" scene")[0] for s in passes] == \
        ["No one acts in A's interception", "No one acts in B's interception"]
    assert all("23.0" in s["rules"] for s in passes)


def test_28_6_intercept_outside_an_attack_names_where_it_belongs() -> None:
    s = library("sf-28-3-attackers-follow-a-moving-target")
    s["actions"] = [s["actions"][-1]]
    r = run(s)
    assert r["outcome"] == "illegal" and r["illegal"]["rules"] == ["28.6"]
    assert "turn to intercept" in r["illegal"]["reason"] and "only during an attack" in r["illegal"]["reason"]


def test_28_6_6_1_moved_in_then_left_behind_by_the_target_returns_where_it_came_from() -> None:
    r = run(library("sf-28-6-6-1-moved-in-but-target-moved-away"))
    assert cites(r, "28.6.6.1", "Fong Sai Yuk returns to C's column 2")
