"""Attacks (28.x): declaring, joining, interception, ceasing, return home, success and failure."""

from __future__ import annotations

from ._support import (
    PASS,
    attack,
    cards,
    character,
    effect,
    fss,
    intercept,
    move,
    player,
    run,
    scenario,
)

THREE = [player("A"), player("B"), player("C")]


def basic(extra_cards: list[dict] | None = None, actions: list[dict] | None = None, **kw) -> dict:
    board = [character("hitter", "A", 4), fss("b1", "B", 1, 6), character("guard", "B", 2, column=1)]
    return scenario(board + (extra_cards or []), actions or [], **kw)


def test_28_1_only_the_active_player_declares_an_attack() -> None:
    r = run(basic(actions=[attack("B", ["guard"], "hitter")]))
    assert r["outcome"] == "illegal" and r["illegal"]["rules"] == ["28.1"]


def test_28_1_3_target_must_be_in_play() -> None:
    payload = basic([{"id": "gone", "title": "Gone", "type": "character", "controller": "B",
                      "zone": "smoked"}],
                    [attack("A", ["hitter"], "gone")])
    assert run(payload)["illegal"]["rules"] == ["28.1.3"]


def test_28_3_attackers_may_not_voluntarily_change_location() -> None:
    payload = scenario([fss("a1", "A", 1, 5), fss("a2", "A", 2, 5), character("hitter", "A", 4, column=1),
                        fss("b1", "B", 1, 6)],
                       [attack("A", ["hitter"], "b1"),
                        move("A", "hitter", "A", 2)])
    assert run(payload)["illegal"]["rules"] == ["28.3"]


def test_28_4_joiner_cannot_attack_a_card_it_controls() -> None:
    payload = scenario([character("hitter", "A", 4), fss("b1", "B", 1, 6), character("bc", "B", 2, column=1)],
                       [attack("A", ["hitter"], "b1"), {"do": "join", "player": "B", "attackers": ["bc"]}],
                       players=THREE)
    assert "28.4" in run(payload)["illegal"]["rules"]


def test_28_4_each_player_joins_once_in_clockwise_order() -> None:
    payload = scenario([character("hitter", "A", 4), fss("b1", "B", 1, 6), character("cc", "C", 2),
                        character("dc", "D", 2)],
                       [attack("A", ["hitter"], "b1"), {"do": "join", "player": "D", "attackers": ["dc"]},
                        {"do": "join", "player": "C", "attackers": ["cc"]}],
                       players=THREE + [player("D")])
    r = run(payload)
    assert r["outcome"] == "illegal" and r["illegal"]["action"] == 2 and "28.4" in r["illegal"]["rules"]


def test_28_5_premature_end_makes_the_end_of_attack_scene_open() -> None:
    payload = basic(actions=[attack("A", ["hitter"], "b1"), intercept("B", hitter=["guard"]),
                             effect("bye", "A", "hitter", "cease_attacking", targets=["hitter"]), PASS,
                             effect("after", "B", "Heal Up", "gain_power", source_type="event",
                                    amount=1), PASS])
    payload["cards"][0]["abilities"] = ["Tactics"]
    r = run(payload)
    assert r["outcome"] == "resolved"
    assert any(s["phase"] == "end_of_attack" and "Heal Up" in s["text"] for s in r["steps"])


def test_28_6_1_moved_interceptor_left_undeclared_is_a_pending_decision() -> None:
    payload = scenario([character("hitter", "A", 4), fss("b1", "B", 1, 6), fss("c1", "C", 1, 5),
                        character("helper", "C", 3, column=1)],
                       [attack("A", ["hitter"], "b1"),
                        move("C", "helper", "B", 1)],
                       players=THREE)
    r = run(payload)
    assert r["outcome"] == "pending"
    assert (r["pending"]["decision"], r["pending"]["player"]) == ("intercept", "C")


def test_28_6_2_only_characters_at_the_location_can_intercept() -> None:
    payload = scenario([character("hitter", "A", 4), fss("b1", "B", 1, 6), fss("b2", "B", 2, 6),
                        character("far", "B", 2, column=2)],
                       [attack("A", ["hitter"], "b1"), intercept("B", hitter=["far"])])
    assert run(payload)["illegal"]["rules"] == ["28.6.2"]


def test_28_6_1_a_player_cannot_intercept_its_own_attacker() -> None:
    payload = scenario([character("hitter", "A", 4), fss("b1", "B", 1, 6)],
                       [attack("A", ["hitter"], "b1"), intercept("A", hitter=["hitter"])])
    assert "28.6.1" in run(payload)["illegal"]["rules"]


def test_28_6_4_an_interceptor_intercepts_only_one_attacker() -> None:
    payload = scenario([character("a1", "A", 3), character("a2", "A", 3), fss("b1", "B", 1, 8),
                        character("guard", "B", 5, column=1)],
                       [attack("A", ["a1", "a2"], "b1"), intercept("B", a1=["guard"], a2=["guard"])])
    assert "28.6.4" in run(payload)["illegal"]["rules"]


def test_28_6_7_first_interceptors_fight_simultaneously_then_second_ones() -> None:
    payload = scenario([character("a1", "A", 3), character("a2", "A", 3), fss("b1", "B", 1, 20),
                        character("x1", "B", 1, column=1), character("x2", "B", 1, column=1),
                        character("y1", "B", 1, column=1)],
                       [attack("A", ["a1", "a2"], "b1"), intercept("B", a1=["x1", "x2"], a2=["y1"])])
    r = run(payload)
    enters = [s["text"] for s in r["steps"] if "enters combat" in s["text"]]
    assert enters[:3] == ["A1 enters combat with X1.", "A2 enters combat with Y1.",
                          "A1 enters combat with X2."]
    assert cards(r)["b1"]["damage"] == 1 + 2


def test_28_8_attackers_return_home_and_stay_turned() -> None:
    payload = scenario([fss("a1", "A", 1, 5), fss("a2", "A", 2, 5), character("hitter", "A", 4, column=2),
                        fss("b1", "B", 1, 6)], [attack("A", ["hitter"], "b1")])
    hitter = cards(run(payload))["hitter"]
    assert (hitter["column"], hitter["turned"], hitter.get("location_player")) == (2, True, None)


def test_28_11_damage_reduced_to_nothing_is_not_a_successful_attack() -> None:
    payload = scenario([character("weak", "A", 1), fss("b1", "B", 1, 6, modifiers=[
        {"kind": "damage_reduction", "value": 2}])], [attack("A", ["weak"], "b1")])
    assert run(payload)["final"]["attack"]["status"] == "failed"


def test_28_12_a_target_that_takes_no_damage_fails_the_attack_and_flags_the_turn() -> None:
    payload = basic(actions=[attack("A", ["hitter"], "b1")])
    payload["cards"][1]["modifiers"] = [{"kind": "reduce_damage_to", "value": 0}]
    r = run(payload)
    assert r["final"]["attack"]["status"] == "failed"
    assert any("28.12" in s["rules"] for s in r["steps"])


def test_13_1_other_players_move_straight_to_the_attack_location_only_on_their_turn() -> None:
    payload = scenario([character("hitter", "A", 4), fss("b1", "B", 1, 6), fss("c1", "C", 1, 5),
                        fss("c2", "C", 2, 5), fss("c3", "C", 3, 5), character("helper", "C", 5, column=3)],
                       [attack("A", ["hitter"], "b1"),
                        move("C", "helper", "B", 1),
                        intercept("C", hitter=["helper"])], players=THREE)
    r = run(payload)
    assert r["outcome"] == "resolved"
    assert cards(r)["helper"]["column"] == 3 and cards(r)["hitter"]["zone"] == "smoked"


def test_50_11_mobility_moves_a_turned_character_without_turning() -> None:
    payload = scenario([fss("a1", "A", 1, 5), fss("a2", "A", 2, 5),
                        character("runner", "A", 2, column=1, turned=True, abilities=["Mobility"])],
                       [move("A", "runner", "A", 2)])
    r = run(payload)
    assert r["outcome"] == "resolved" and cards(r)["runner"]["column"] == 2


def test_21_0_a_turned_character_cannot_turn_to_move() -> None:
    payload = scenario([fss("a1", "A", 1, 5), fss("a2", "A", 2, 5),
                        character("tired", "A", 2, column=1, turned=True)],
                       [move("A", "tired", "A", 2)])
    assert "21.0" in run(payload)["illegal"]["rules"]


def test_35_3_6_target_taken_by_the_attacker_ends_the_attack() -> None:
    payload = basic(actions=[attack("A", ["hitter"], "b1"),
                             effect("mine", "A", "Tortured Memories", "take_control", source_type="event",
                                    targets=["b1"]), PASS])
    r = run(payload)
    assert cards(r)["b1"]["controller"] == "A" and r["final"]["attack"]["status"] == "failed"
    assert any("28.5.1" in s["rules"] for s in r["steps"])


def test_30_3_3_fate_of_a_site_is_a_pending_decision_of_the_attacker() -> None:
    payload = scenario([character("hitter", "A", 6), fss("b1", "B", 1, 5)], [attack("A", ["hitter"], "b1")])
    r = run(payload)
    assert r["outcome"] == "pending"
    assert r["pending"]["player"] == "A" and r["pending"]["decision"] == "site_fate"
    choices = [o["choice"] for o in r["pending"]["options"]]
    assert choices == ["seize", "burn_for_victory", "burn_for_power", "smoke"]
    assert r["final"]["attack"] == {**r["final"]["attack"], "status": "successful", "in_progress": True}


def test_30_3_3_a_site_that_is_not_feng_shui_cannot_be_burned() -> None:
    payload = scenario([character("hitter", "A", 6),
                        {"id": "b1", "title": "Plain Site", "type": "site", "controller": "B", "column": 1,
                         "row": "front", "body": 5}],
                       [attack("A", ["hitter"], "b1"),
                        {"do": "site_fate", "player": "A", "site": "b1", "choice": "burn_for_victory"}])
    assert run(payload)["illegal"]["rules"] == ["30.3.3"]


def test_30_3_3_only_the_attacker_chooses_the_fate() -> None:
    payload = scenario([character("hitter", "A", 6), fss("b1", "B", 1, 5)],
                       [attack("A", ["hitter"], "b1"),
                        {"do": "site_fate", "player": "B", "site": "b1", "choice": "smoke"}])
    assert run(payload)["illegal"]["rules"] == ["30.3.3"]


def test_30_3_3_2_seized_site_can_go_into_an_empty_back_row() -> None:
    payload = scenario([fss("a1", "A", 1, 5), character("hitter", "A", 6, column=1), fss("b1", "B", 1, 5)],
                       [attack("A", ["hitter"], "b1"),
                        {"do": "site_fate", "player": "A", "site": "b1", "choice": "seize", "column": 1,
                         "row": "back"}])
    site = cards(run(payload))["b1"]
    assert (site["controller"], site["column"], site["row"], site["damage"]) == ("A", 1, "back", 0)


def test_13_1_moving_to_intercept_at_an_unspecified_location() -> None:
    payload = scenario([character("hitter", "A", 3), character("boss", "B", 2),
                        fss("c1", "C", 1, 5), character("friend", "C", 4, column=1)],
                       [attack("A", ["hitter"], "boss"),
                        {"do": "move", "player": "C", "character": "friend", "to": {"player": "B"}},
                        intercept("C", hitter=["friend"])], players=THREE)
    r = run(payload)
    assert r["outcome"] == "resolved"
    assert cards(r)["hitter"]["zone"] == "smoked" and cards(r)["friend"]["column"] == 1


def test_25_6_an_edge_played_during_an_attack_is_refused_in_plain_words() -> None:
    payload = scenario([character("a", "A", 2, 1), fss("b", "B", 1, 5),
                        {"id": "e", "title": "Iron and Silk", "type": "edge", "controller": "A", "cost": 0,
                         "zone": "hand"}],
                       [attack("A", ["a"], "b"), {"do": "play", "player": "A", "card": "e"}],
                       players=[player("A", 3), player("B")])
    reason = run(payload)["illegal"]["reason"]
    assert reason == "Iron and Silk cannot be played during an attack: an Edge is played only outside attacks"


def test_28_6_4_an_attacker_smoked_by_the_first_of_its_chain_leaves_the_rest_in_combat_not_outside() -> None:
    payload = scenario([character("x1", "A", 2), fss("b1", "B", 1, 9), character("g1", "B", 4, 1),
                        character("g2", "B", 4, 1)],
                       [attack("A", ["x1"], "b1"), intercept("B", x1=["g1", "g2"])])
    steps = run(payload)["steps"]
    ceased = next(s for s in steps if s["text"].startswith("G2 ceases intercepting"))
    assert "left play in combat" in ceased["text"] and "28.5" in ceased["rules"] and "28.6.6" not in ceased["rules"]


def test_30_3_3_cannot_be_burned_leaves_the_attacker_seizing_or_smoking() -> None:
    """6.0 over 30.3.3: Chthonian Lake's "Cannot be burned." takes both burning fates away."""
    lake = {**fss("b1", "B", 1, 5), "abilities": ["Cannot be burned"]}
    r = run(scenario([character("hitter", "A", 6), lake], [attack("A", ["hitter"], "b1")]))
    assert [o["choice"] for o in r["pending"]["options"]] == ["seize", "smoke"]
    burnt = run(scenario([character("hitter", "A", 6), lake],
                         [attack("A", ["hitter"], "b1"),
                          {"do": "site_fate", "player": "A", "site": "b1", "choice": "burn_for_power"}]))
    assert "text says it cannot be burned" in burnt["illegal"]["reason"]
    assert {"30.3.3", "6.0"} <= set(burnt["illegal"]["rules"])


def test_30_3_3_cannot_be_seized_leaves_burning_and_smoking() -> None:
    """6.0 over 30.3.3: "Cannot be seized." (Dao Biotech Headquarters) takes seizing away."""
    site = {**fss("b1", "B", 1, 5), "abilities": ["Cannot be seized"]}
    r = run(scenario([character("hitter", "A", 6), site], [attack("A", ["hitter"], "b1")]))
    assert [o["choice"] for o in r["pending"]["options"]] == ["burn_for_victory", "burn_for_power", "smoke"]
