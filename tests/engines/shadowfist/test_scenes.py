"""Scenes and effects (23-26, 33), redirection (38), control (35), playing cards (25)."""

from __future__ import annotations

from ._support import PASS, attack, cards, character, effect, fss, intercept, player, run, scenario


def test_23_0_effects_resolve_last_in_first_out() -> None:
    payload = scenario([character("v", "B", 9)],
                       [effect("first", "A", "One", "damage", source_type="event", amount=1, targets=["v"]),
                        effect("second", "A", "Two", "damage", source_type="event", amount=2,
                               targets=["v"]), PASS])
    texts = [s["text"] for s in run(payload)["steps"] if " resolves:" in s["text"]]
    assert texts[0].startswith("Two resolves") and texts[1].startswith("One resolves")


def test_23_2_closed_scene_rejects_an_ordinary_effect_after_combat() -> None:
    payload = scenario([character("h", "A", 6), fss("b1", "B", 1, 5)],
                       [attack("A", ["h"], "b1"),
                        {"do": "site_fate", "player": "A", "site": "b1", "choice": "smoke"},
                        effect("late", "B", "Late Event", "gain_power", source_type="event", amount=1), PASS])
    r = run(payload)
    # The end-of-attack scene is closed; the effect waits for the next open scene of the Main Shot.
    late = next(s for s in r["steps"] if "Late Event" in s["text"])
    assert late["phase"] == "main_shot" and r["final"]["players"]["B"]["power"] == 1


def test_24_5_1_played_state_text_activates_on_resolution() -> None:
    payload = scenario([character("joe", "A", 3),
                        {"id": "gun", "title": "Big Gun", "type": "state", "controller": "A", "zone": "hand",
                         "cost": 0, "abilities": ["Weapon"],
                         "modifiers": [{"kind": "fighting", "value": 2}]}],
                       [{"do": "play", "player": "A", "card": "gun", "attached_to": "joe"}, PASS])
    assert cards(run(payload))["joe"]["fighting"] == 5


def test_25_1_cannot_play_without_enough_power() -> None:
    payload = scenario([{"id": "pricey", "title": "Pricey", "type": "character", "controller": "A",
                         "zone": "hand", "fighting": 5, "cost": 4}],
                       [{"do": "play", "player": "A", "card": "pricey"}],
                       players=[player("A", 3), player("B")])
    assert "25.1" in run(payload)["illegal"]["rules"]


def test_25_4_characters_cannot_be_played_during_an_attack() -> None:
    payload = scenario([character("h", "A", 3), fss("b1", "B", 1, 5),
                        {"id": "late", "title": "Latecomer", "type": "character", "controller": "A",
                         "zone": "hand", "fighting": 2, "cost": 0}],
                       [attack("A", ["h"], "b1"), {"do": "play", "player": "A", "card": "late"}])
    assert run(payload)["illegal"]["rules"] == ["25.4"]


def test_25_5_states_can_be_played_during_your_attack() -> None:
    payload = scenario([character("h", "A", 3), fss("b1", "B", 1, 9),
                        {"id": "sword", "title": "Sword", "type": "state", "controller": "A", "zone": "hand",
                         "cost": 0, "modifiers": [{"kind": "damage_bonus", "value": 2}]}],
                       [attack("A", ["h"], "b1"),
                        {"do": "play", "player": "A", "card": "sword", "attached_to": "h"}, PASS])
    assert cards(run(payload))["b1"]["damage"] == 5


def test_33_0_canceling_a_played_state_blanks_it() -> None:
    payload = scenario([character("h", "A", 3), fss("b1", "B", 1, 9),
                        {"id": "sword", "title": "Sword", "type": "state", "controller": "A", "zone": "hand",
                         "cost": 0, "modifiers": [{"kind": "damage_bonus", "value": 2}]}],
                       [attack("A", ["h"], "b1"),
                        {"do": "play", "player": "A", "card": "sword", "attached_to": "h"},
                        effect("no", "B", "Nullify", "cancel", source_type="event", targets=["sword"]), PASS])
    r = run(payload)
    assert cards(r)["sword"]["zone"] == "in_play" and cards(r)["b1"]["damage"] == 3


def test_33_0_cancel_only_reaches_effects_of_the_current_scene() -> None:
    payload = scenario([character("v", "B", 9)],
                       [effect("hit", "A", "Hit", "damage", source_type="event", amount=1, targets=["v"]),
                        PASS,
                        effect("undo", "B", "Undo", "cancel", source_type="event", targets=["hit"])])
    assert "24.1.3.2" in run(payload)["illegal"]["rules"]


def test_35_0_a_player_uses_only_cards_it_controls() -> None:
    payload = scenario([character("theirs", "B", 2)],
                       [effect("steal", "A", "theirs", "gain_power", amount=1, cost={"turn": "theirs"})])
    assert run(payload)["illegal"]["rules"] == ["35.0"]


def test_35_3_1_taking_a_card_you_already_control_changes_nothing() -> None:
    payload = scenario([character("mine", "A", 2, turned=True)],
                       [effect("again", "A", "Mind Control", "take_control", source_type="event",
                               targets=["mine"]), PASS])
    assert cards(run(payload))["mine"]["turned"] is True


def test_50_10_loyalty_cannot_be_taken_control_of() -> None:
    payload = scenario([character("loyal", "B", 2, abilities=["Loyalty"])],
                       [effect("grab", "A", "Mind Control", "take_control", source_type="event",
                               targets=["loyal"]), PASS])
    r = run(payload)
    assert cards(r)["loyal"]["controller"] == "B" and any("50.10" in s["rules"] for s in r["steps"])


def test_38_2_1_effect_damage_is_redirected_only_in_response() -> None:
    payload = scenario([character("v", "B", 9), character("w", "B", 9)],
                       [effect("hit", "A", "Hit", "damage", source_type="event", amount=1, targets=["v"]),
                        PASS,
                        effect("r", "B", "Shift", "redirect", source_type="event", source="hit", to="w",
                               **{"from": "v"})])
    assert run(payload)["illegal"]["rules"] == ["38.2.1"]


def test_38_4_redirected_damage_to_a_card_that_left_play_is_lost() -> None:
    payload = scenario([character("v", "B", 9), character("w", "B", 9)],
                       [effect("hit", "A", "Hit", "damage", source_type="event", amount=3, targets=["v"]),
                        effect("gone", "A", "Vanish", "smoke", source_type="event", targets=["w"]),
                        effect("r", "B", "Shift", "redirect", source_type="event", source="hit", to="w",
                               **{"from": "v"}),
                        PASS])
    r = run(payload)
    c = cards(r)
    assert (c["v"]["damage"], c["w"]["zone"]) == (0, "smoked")
    assert any("38.4" in s["rules"] for s in r["steps"])


def test_50_18_unstoppable_damage_cannot_be_redirected() -> None:
    payload = scenario([character("h", "A", 3, abilities=["Unstoppable"]),
                        fss("b1", "B", 1, 5), fss("b2", "B", 2, 5)],
                       [attack("A", ["h"], "b1"),
                        effect("r", "B", "Shift", "redirect", source_type="event", source="h", to="b2",
                               **{"from": "b1"})])
    assert run(payload)["illegal"]["rules"] == ["50.18"]


def test_38_3_combat_damage_is_redirected_only_once_in_combat_roles() -> None:
    payload = scenario([character("h", "A", 3), character("idle", "A", 3),
                        fss("b1", "B", 1, 5), fss("b2", "B", 2, 5)],
                       [attack("A", ["h"], "b1"),
                        effect("r", "B", "Shift", "redirect", source_type="event", source="idle", to="b2",
                               **{"from": "b1"})])
    assert run(payload)["illegal"]["rules"] == ["38.3"]


def test_26_5_until_end_of_turn_effects_expire_at_the_end_of_the_turn() -> None:
    payload = scenario([character("h", "A", 2, damage=1)],
                       [effect("boost", "A", "Boost", "grant", source_type="event", targets=["h"],
                               modifiers=[{"kind": "fighting", "value": -1}], duration="turn"), PASS,
                        {"do": "end_turn", "player": "A"}])
    r = run(payload)
    assert cards(r)["h"]["zone"] == "smoked"


def test_22_3_2_3_only_the_active_player_ends_the_turn() -> None:
    assert run(scenario([], [{"do": "end_turn", "player": "B"}]))["illegal"]["rules"] == ["22.3.2.3"]


def test_4_5_nothing_happens_after_the_game_ends() -> None:
    end_turn = {"do": "end_turn", "player": "A"}
    payload = scenario([fss("a1", "A", 1, 5)], [end_turn, end_turn],
                       players=[player("A"), player("B", deck_size=0)])
    r = run(payload)
    assert r["illegal"]["rules"] == ["4.5"] and r["final"]["winner"] == "A"


def test_45_0_sacrifice_as_a_cost_is_immediate() -> None:
    payload = scenario([character("fodder", "A", 1), character("v", "B", 9)],
                       [effect("feed", "A", "Blood Rite", "damage", source_type="event", amount=2,
                               targets=["v"],
                               cost={"sacrifice": "fodder"})])
    r = run(payload)
    assert cards(r)["fodder"]["zone"] == "smoked" and cards(r)["v"]["damage"] == 2


def test_17_2_5_an_effect_costing_more_power_than_you_have_is_illegal() -> None:
    payload = scenario([character("v", "B", 9)],
                       [effect("big", "A", "Big Spell", "damage", source_type="event", amount=2,
                               targets=["v"],
                               cost={"power": 2})])
    assert "17.2.5" in run(payload)["illegal"]["rules"]


def test_25_3_an_event_from_hand_goes_to_the_smoked_pile_and_pays_its_cost() -> None:
    payload = scenario([character("v", "B", 9),
                        {"id": "kick", "title": "Flying Kick", "type": "event", "controller": "A",
                         "zone": "hand", "cost": 1}],
                       [effect("k", "A", "kick", "damage", amount=2, targets=["v"]), PASS],
                       players=[player("A", 2), player("B")])
    r = run(payload)
    assert cards(r)["kick"]["zone"] == "smoked" and r["final"]["players"]["A"]["power"] == 1


def test_49_7_a_toast_it_event_goes_to_the_toasted_pile() -> None:
    payload = scenario([character("v", "B", 9),
                        {"id": "once", "title": "Once", "type": "event", "controller": "A", "zone": "hand",
                         "abilities": ["Toast It"]}],
                       [effect("o", "A", "once", "damage", amount=1, targets=["v"]), PASS])
    assert cards(run(payload))["once"]["zone"] == "toasted"


def test_28_6_6_superleap_gained_makes_only_turned_interceptors_cease() -> None:
    payload = scenario([character("h", "A", 9), fss("b1", "B", 1, 20), character("up", "B", 1, column=1),
                        character("down", "B", 1, column=1, turned=True)],
                       [attack("A", ["h"], "b1"), intercept("B", h=["up", "down"]),
                        effect("leap", "A", "Leap", "grant", source_type="event", targets=["h"],
                               abilities=["Superleap"], duration="attack"), PASS])
    r = run(payload)
    c = cards(r)
    assert (c["up"]["zone"], c["down"]["zone"]) == ("smoked", "in_play")


def test_35_3_4_control_for_a_duration_returns_when_it_ends() -> None:
    payload = scenario([character("borrowed", "B", 3)],
                       [effect("lend", "A", "Borrowed Loyalty", "take_control", source_type="event",
                               targets=["borrowed"], duration="turn"), PASS,
                        {"do": "end_turn", "player": "A"}])
    r = run(payload)
    assert cards(r)["borrowed"]["controller"] == "B"
    assert any("35.3.4" in s["rules"] for s in r["steps"])


def test_50_12_regenerate_heals_at_the_start_of_its_controllers_turn() -> None:
    payload = scenario([character("troll", "B", 5, damage=3, abilities=["Regenerate"]),
                        character("mine", "A", 5, damage=3, abilities=["Regenerate"])],
                       [{"do": "end_turn", "player": "A"}])
    r = run(payload)
    assert (cards(r)["troll"]["damage"], cards(r)["mine"]["damage"]) == (0, 3)
    assert any("50.12" in s["rules"] for s in r["steps"])
