"""The further effect kinds (Power, piles, text, tokens, X, faceoffs, targets), from the
rulebook's text: what `expected` blocks cannot say (steps, order, refusals naming the field)
and the edge cases of each rule."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.options import options

from ._support import PASS, attack, cards, character, effect, fss, player, run, scenario

BASE = [fss("a1", "A", 1, 5), fss("b1", "B", 1, 5), fss("b2", "B", 2, 5)]


def smoked(cid: str, owner: str, kind: str = "character", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": kw.pop("title", cid.title()), "type": kind, "controller": owner,
            "zone": "smoked", **({"fighting": 3} if kind == "character" else {}), **kw}


def texts(result: dict[str, Any]) -> list[str]:
    return [s["text"] for s in result["steps"]]


def errors_of(payload: dict[str, Any]) -> dict[str, list[str]]:
    with pytest.raises(ScenarioInvalid) as info:
        resolve(payload)
    return info.value.errors


# --- Power (17.2) -----------------------------------------------------------------------------

def test_17_2_3_cannot_steal_power_from_yourself() -> None:
    r = run(scenario(BASE, [effect("s", "A", "Theft", "steal_power", source_type="event", amount=1,
                                   players=["A"])]))
    assert r["outcome"] == "illegal" and "17.2.3" in r["illegal"]["rules"]


def test_17_2_4_give_power_needs_one_player_field_named_on_422() -> None:
    errs = errors_of(scenario(BASE, [effect("g", "A", "Gift", "give_power", source_type="event", amount=1)]))
    assert "actions[0].players" in errs


def test_17_2_unknown_player_is_named() -> None:
    errs = errors_of(scenario(BASE, [effect("g", "A", "Gift", "give_power", source_type="event", amount=1,
                                            players=["Z"])]))
    assert "actions[0].players[0]" in errs


def test_17_2_6_lose_power_defaults_to_the_effects_player() -> None:
    r = run(scenario(BASE, [effect("l", "A", "Curse", "lose_power", source_type="event", amount=2), PASS],
                     players=[player("A", 5), player("B", 5)]))
    assert r["final"]["players"]["A"]["power"] == 3 and r["final"]["players"]["B"]["power"] == 5


# --- piles (39.0, 43.0, 44.x) --------------------------------------------------------------------

def test_39_0_discarding_says_it_is_not_toasting() -> None:
    hand = {"id": "h", "title": "Junk", "type": "edge", "controller": "A", "zone": "hand"}
    r = run(scenario(BASE + [hand], [effect("d", "A", "Purge", "discard", source_type="event", targets=["h"]), PASS]))
    assert cards(r)["h"]["zone"] == "toasted"
    assert any("discarding is not toasting" in t for t in texts(r))


def test_39_0_only_cards_in_hand_can_be_discarded() -> None:
    r = run(scenario(BASE + [character("c", "A", 2, 1)],
                     [effect("d", "A", "Purge", "discard", source_type="event", targets=["c"])]))
    assert r["outcome"] == "illegal" and "9.2" in r["illegal"]["rules"]


def test_39_0_discarding_unlisted_cards_counts_down_the_hand() -> None:
    r = run(scenario(BASE, [effect("d", "A", "Purge", "discard", source_type="event", amount=2, players=["B"]),
                            PASS, {"do": "end_turn", "player": "A"}, PASS],
                     players=[player("A"), player("B", hand=3)], turns=2))
    assert r["final"]["players"]["B"]["hand"] == 6  # 1 left, then B's Establishing Shot draws 5
    r = run(scenario(BASE, [effect("d", "A", "Purge", "discard", source_type="event", amount=4, players=["B"])],
                     players=[player("A"), player("B", hand=3)]))
    assert r["outcome"] == "illegal" and "39.0" in r["illegal"]["rules"]


def test_43_0_reload_only_from_your_own_smoked_pile() -> None:
    r = run(scenario(BASE + [smoked("x", "B")],
                     [effect("r", "A", "Recycle", "reload", source_type="event", targets=["x"])]))
    assert r["outcome"] == "illegal" and "9.2" in r["illegal"]["rules"]


def test_49_9_neither_playing_nor_returning_a_unique_copy_you_control() -> None:
    """49.9: "You cannot voluntarily play or return to play a Unique card if you already control
    a copy" (the 1996 FAQ's "returning is not playing" backdoor is closed by the rulebook)."""
    one = character("one", "A", 4, 1, title="Johnny", abilities=["Unique"])
    hand = {"id": "two", "title": "Johnny", "type": "character", "controller": "A", "zone": "hand", "fighting": 4,
            "cost": 0, "abilities": ["Unique"]}
    r = run(scenario(BASE + [one, hand], [{"do": "play", "player": "A", "card": "two"}]))
    assert r["outcome"] == "illegal" and "49.9" in r["illegal"]["rules"]
    smoked_copy = {**hand, "zone": "smoked"}
    back = [effect("r", "A", "Rise", "return_to_play", source_type="event", targets=["two"], column=1), PASS]
    r = run(scenario(BASE + [one, smoked_copy], back, players=[player("A", 2), player("B", 2)]))
    assert r["outcome"] == "illegal" and {"49.9", "44.1"} <= set(r["illegal"]["rules"])


def test_49_9_returning_a_unique_copy_an_opponent_controls_starts_an_auction() -> None:
    """Only your own copy bars the return; a copy of another player's leads to the uniqueness
    auction (49.9, 31.0)."""
    theirs = character("one", "B", 4, 1, title="Johnny", abilities=["Unique"])
    smoked_copy = {"id": "two", "title": "Johnny", "type": "character", "controller": "A", "zone": "smoked",
                   "fighting": 4, "cost": 0, "abilities": ["Unique"]}
    back = [effect("r", "A", "Rise", "return_to_play", source_type="event", targets=["two"], column=1), PASS]
    r = run(scenario(BASE + [theirs, smoked_copy], back, players=[player("A", 2), player("B", 2)]))
    assert r["outcome"] == "pending" and r["pending"]["decision"] == "opening_bid"
    assert cards(r)["two"]["zone"] == "in_play"


def test_44_1_events_cannot_be_returned_to_play() -> None:
    r = run(scenario(BASE + [smoked("ev", "A", "event")],
                     [effect("r", "A", "Rise", "return_to_play", source_type="event", targets=["ev"])]))
    assert r["outcome"] == "illegal" and "44.1" in r["illegal"]["rules"]


def test_44_1_a_returned_state_needs_a_legal_subject() -> None:
    state = smoked("st", "A", "state")
    r = run(scenario(BASE + [state], [effect("r", "A", "Rise", "return_to_play", source_type="event",
                                             targets=["st"])]))
    assert r["outcome"] == "illegal" and "25.5.1" in r["illegal"]["rules"]
    immune = character("c", "A", 2, 1, abilities=["Immunity: States"])
    r = run(scenario(BASE + [state, immune], [effect("r", "A", "Rise", "return_to_play", source_type="event",
                                                     targets=["st"], attached_to="c")]))
    assert r["outcome"] == "illegal" and "40.1" in r["illegal"]["rules"]


def test_44_4_returned_card_can_turn_once_its_effect_resolved() -> None:
    """It enters play when the effect resolves (44.4); a later scene may turn it."""
    r = run(scenario(BASE + [smoked("x", "A")], [
        effect("r", "A", "Rise", "return_to_play", source_type="event", targets=["x"], column=1),
        PASS, effect("h", "A", "x", "turn", targets=["x"], cost={"turn": "x"}), PASS]))
    assert r["outcome"] == "resolved" and cards(r)["x"]["turned"]


def test_44_2_smoked_pile_play_obeys_timing() -> None:
    r = run(scenario(BASE + [character("c", "A", 3, 1), smoked("x", "A", cost=0)], [
        attack("A", ["c"], "b1"),
        {"do": "play", "player": "A", "card": "x", "from_pile": "smoked", "permitted_by": "x"}]))
    assert r["outcome"] == "illegal" and "25.4" in r["illegal"]["rules"]


def test_44_2_smoked_event_needs_permission_and_obeys_one_shot() -> None:
    ev = smoked("ev", "A", "event", cost=1, abilities=["One-Shot"])
    r = run(scenario(BASE + [ev], [effect("e", "A", "ev", "gain_power", amount=2, from_pile="smoked")],
                     players=[player("A", 5), player("B")]))
    assert r["outcome"] == "illegal" and "44.2" in r["illegal"]["rules"]
    twice = [effect("e1", "A", "ev", "gain_power", amount=2, from_pile="smoked", permitted_by="ev"), PASS,
             effect("e2", "A", "ev", "gain_power", amount=2, from_pile="smoked", permitted_by="ev")]
    r = run(scenario(BASE + [ev], twice, players=[player("A", 5), player("B")]))
    assert r["outcome"] == "illegal" and "49.5" in r["illegal"]["rules"] and r["illegal"]["action"] == 2


def test_44_2_smoked_event_pays_its_cost_only_with_the_power() -> None:
    ev = smoked("ev", "A", "event", cost=3)
    r = run(scenario(BASE + [ev], [effect("e", "A", "ev", "gain_power", amount=2, from_pile="smoked",
                                          permitted_by="ev")], players=[player("A", 2), player("B")]))
    assert r["outcome"] == "illegal" and "17.2.5" in r["illegal"]["rules"]


# --- blanking (32.0), copying (36.0) ------------------------------------------------------------------

def test_32_0_blanking_leaves_restrictions_toast_it_still_toasts() -> None:
    c = character("c", "A", 2, 1, abilities=["Toast It", "Toughness: 2"])
    r = run(scenario(BASE + [c], [effect("b", "B", "Pinch", "blank", source_type="event", targets=["c"]), PASS,
                                  effect("d", "B", "Blast", "damage", source_type="event", targets=["c"], amount=2),
                                  PASS]))
    assert cards(r)["c"]["zone"] == "toasted"  # Toughness (text) gone, Toast It (restriction) kept


def test_32_0_innate_turn_to_heal_survives_blanking() -> None:
    c = character("c", "A", 3, 1, damage=1)
    r = run(scenario(BASE + [c], [effect("b", "B", "Pinch", "blank", source_type="event", targets=["c"]), PASS,
                                  effect("h", "A", "c", "heal", targets=["c"], cost={"turn": "c"}), PASS]))
    assert r["outcome"] == "resolved" and cards(r)["c"]["damage"] == 0


def test_36_0_uncopyable_text_cannot_be_copied() -> None:
    model = character("m", "B", 3, 1, abilities=["Uncopyable", "Toughness: 1"])
    r = run(scenario(BASE + [model, character("c", "A", 2, 1)],
                     [effect("cp", "A", "Twin", "copy", source_type="event", targets=["c"], **{"from": "m"})]))
    assert r["outcome"] == "illegal" and "49.8" in r["illegal"]["rules"]


def test_36_0_copying_does_not_copy_damage() -> None:
    model = character("m", "B", 4, 1, damage=2, abilities=["Toughness: 1"])
    r = run(scenario(BASE + [model, character("c", "A", 2, 1)],
                     [effect("cp", "A", "Twin", "copy", source_type="event", targets=["c"], **{"from": "m"}), PASS]))
    assert cards(r)["c"]["damage"] == 0 and cards(r)["c"]["fighting"] == 2


def test_34_0_copied_fighting_is_forgotten_when_the_card_leaves_play() -> None:
    r = run(scenario(BASE + [character("twin", "A", 1, 1), character("big", "B", 5, 1)], [
        effect("c", "A", "twin", "copy", targets=["twin"], values=["fighting"], **{"from": "big"}), PASS,
        effect("s", "B", "Kill", "smoke", source_type="event", targets=["twin"]), PASS,
        effect("r", "A", "Rise", "return_to_play", source_type="event", targets=["twin"], column=1), PASS]))
    assert cards(r)["twin"]["zone"] == "in_play" and cards(r)["twin"]["fighting"] == 1


def test_36_1_values_are_only_for_copy_effects_and_named_on_422() -> None:
    errs = errors_of(scenario(BASE + [character("c", "A", 1, 1)],
                              [effect("g", "A", "Gift", "heal", source_type="event", targets=["c"],
                                      values=["fighting"])]))
    assert "actions[0].values" in errs
    errs = errors_of(scenario(BASE + [character("c", "A", 1, 1)],
                              [effect("g", "A", "Twin", "copy", source_type="event", targets=["c"],
                                      values=["body"], **{"from": "c"})]))
    assert any(k.startswith("actions[0].values") for k in errs)


# --- tokens (47.0) ----------------------------------------------------------------------------

def test_47_0_token_id_must_be_new_and_is_named() -> None:
    errs = errors_of(scenario(BASE, [effect("t", "A", "Summon", "token", source_type="event",
                                            token={"id": "a1", "title": "T", "type": "character", "fighting": 1})]))
    assert "actions[0].token.id" in errs


def test_47_0_a_token_with_a_bad_type_is_a_422_naming_the_field() -> None:
    errs = errors_of(scenario(BASE, [effect("t", "A", "Summon", "token", source_type="event",
                                            token={"id": "t1", "title": "T", "type": "dragon"})]))
    assert "actions[0].token.type" in errs


def test_47_0_token_appears_in_final_under_its_creator() -> None:
    r = run(scenario(BASE, [effect("t", "B", "Summon", "token", source_type="event", column=2,
                                   token={"id": "tk", "title": "Ghost", "type": "character", "fighting": 2}), PASS]))
    assert cards(r)["tk"] == {**cards(r)["tk"], "zone": "in_play", "controller": "B", "column": 2, "fighting": 2}


# --- faceoffs (41.x) --------------------------------------------------------------------------------

def test_41_5_faceoff_character_returns_after_combat() -> None:
    r = run(scenario(BASE + [character("m", "A", 5, 1), character("t", "B", 1, 2)],
                     [effect("f", "A", "Duel", "faceoff", source_type="event", targets=["t"], **{"from": "m"}),
                      PASS, PASS]))
    order = texts(r)
    moved = next(i for i, t in enumerate(order) if "moves to" in t)
    back = next(i for i, t in enumerate(order) if "returns to" in t)
    assert moved < back and cards(r)["m"]["column"] == 1 and cards(r)["t"]["zone"] == "smoked"


def test_41_2_faceoff_character_follows_the_other_when_it_moves() -> None:
    r = run(scenario(BASE + [character("m", "A", 5, 1), character("t", "B", 1, 1)],
                     [effect("f", "A", "Duel", "faceoff", source_type="event", targets=["t"], **{"from": "m"}),
                      PASS, effect("run", "B", "Run", "move_card", source_type="event", targets=["t"], column=2),
                      PASS]))
    assert any("follows it to B's column 2" in t for t in texts(r))
    assert cards(r)["t"]["zone"] == "smoked" and cards(r)["m"]["column"] == 1


def test_37_0_sites_are_not_played_by_play_card_effects() -> None:
    hand = {"id": "h", "title": "Site", "type": "site", "controller": "A", "zone": "hand", "body": 5, "cost": 1}
    r = run(scenario(BASE + [hand], [effect("p", "A", "Ground", "play_card", source_type="event", targets=["h"])]))
    assert r["outcome"] == "illegal" and "25.7" in r["illegal"]["rules"]


def test_41_4_faceoff_combat_fires_enter_combat_triggers() -> None:
    """Faceoff combat goes through 30.2: "when this card enters combat" effects resolve first."""
    berserk = character("m", "A", 3, 1, abilities=[{
        "kind": "triggered", "text": "When this card enters combat, it gets +2 Fighting.",
        "trigger": {"on": "enters_combat"},
        "effect": {"effect": "grant", "aim": "self", "modifiers": [{"kind": "fighting", "value": 2}]}}])
    r = run(scenario(BASE + [berserk, character("t", "B", 4, 2)],
                     [effect("f", "A", "Duel", "faceoff", source_type="event", targets=["t"], **{"from": "m"}),
                      PASS, PASS]))
    assert cards(r)["t"]["zone"] == "smoked" and cards(r)["m"]["zone"] == "in_play"


def test_47_0_a_token_entering_play_fires_enters_play_triggers() -> None:
    recruiter = character("r", "A", 1, 1, abilities=[{
        "kind": "triggered", "text": "When a Character enters play under your control, gain 1 Power.",
        "trigger": {"on": "enters_play", "card": {"type": "character", "controller": "you"}},
        "effect": {"effect": "gain_power", "aim": "none", "amount": 1}}])
    r = run(scenario(BASE + [recruiter], [effect("t", "A", "Summon", "token", source_type="event", column=1,
                                                 token={"id": "tk", "title": "Ghost", "type": "character",
                                                        "fighting": 1}), PASS]))
    assert r["final"]["players"]["A"]["power"] == 1


def test_41_2_faceoff_needs_an_opponents_character() -> None:
    r = run(scenario(BASE + [character("m", "A", 5, 1), character("n", "A", 1, 1)],
                     [effect("f", "A", "Duel", "faceoff", source_type="event", targets=["n"], **{"from": "m"})]))
    assert r["outcome"] == "illegal" and "41.2" in r["illegal"]["rules"]


# --- changing an attacker's target (28.1.3.1) -------------------------------------------------------

def _split(*more: dict[str, Any]) -> dict[str, Any]:
    return run(scenario(BASE + [character("x", "A", 2, 1), character("y", "A", 2, 1), character("g", "B", 1, 1)],
                        [attack("A", ["x", "y"], "b1"),
                         effect("c", "B", "Fox", "change_target", source_type="event", targets=["x"], to="b2"),
                         PASS, *more]))


def test_28_1_3_1_other_attackers_continue_to_their_original_target() -> None:
    r = _split()
    assert cards(r)["b1"]["damage"] == 2 and cards(r)["b2"]["damage"] == 2
    assert any("several targets" in t for t in texts(r))


def test_28_6_2_interceptor_must_be_at_its_attackers_target() -> None:
    """In a split attack, G (at b1's column) cannot intercept X, now attacking b2 elsewhere."""
    r = _split({"do": "intercept", "player": "B", "assignments": [{"attacker": "x", "chain": ["g"]}]})
    assert r["outcome"] == "illegal" and "28.6.2" in r["illegal"]["rules"]
    r = _split({"do": "intercept", "player": "B", "assignments": [{"attacker": "y", "chain": ["g"]}]})
    assert r["outcome"] == "resolved" and cards(r)["g"]["zone"] == "smoked"


def test_28_4_join_targets_must_name_joining_attackers() -> None:
    errs = errors_of(scenario(BASE + [character("x", "A", 2, 1)],
                              [attack("A", ["x"], "b1"),
                               {"do": "join", "player": "B", "attackers": ["x"], "targets": {"zz": "b1"}}]))
    assert "actions[1].targets.zz" in errs


def test_28_1_3_1_back_row_site_is_no_legal_new_target() -> None:
    back = fss("bk", "B", 1, 5, row="back")
    r = run(scenario(BASE + [back, character("x", "A", 2, 1)],
                     [attack("A", ["x"], "b1"),
                      effect("c", "B", "Fox", "change_target", source_type="event", targets=["x"], to="bk")]))
    assert r["outcome"] == "illegal" and "28.1.3" in r["illegal"]["rules"]


# --- cost reduction (37.0), X (48.3) ------------------------------------------------------------------

def test_37_0_reduction_never_makes_a_cost_negative() -> None:
    hand = {"id": "h", "title": "Cheap", "type": "character", "controller": "A", "zone": "hand", "fighting": 1, "cost": 1}
    r = run(scenario(BASE + [hand], [effect("p", "A", "Ground", "play_card", source_type="event", targets=["h"],
                                            reduction=3, column=1), PASS], players=[player("A", 2), player("B")]))
    assert cards(r)["h"]["zone"] == "in_play" and r["final"]["players"]["A"]["power"] == 2


def test_37_0_a_named_reduction_card_needs_a_cost_reduction_ability() -> None:
    hand = {"id": "h", "title": "Hitter", "type": "character", "controller": "A", "zone": "hand", "fighting": 3, "cost": 2}
    r = run(scenario(BASE + [hand, character("c", "A", 2, 1)],
                     [{"do": "play", "player": "A", "card": "h", "reductions": ["c"]}],
                     players=[player("A", 5), player("B")]))
    assert r["outcome"] == "illegal" and "37.0" in r["illegal"]["rules"]


def test_48_3_reduced_x_card_still_costs_x() -> None:
    throne = {"id": "t", "title": "Throne", "type": "edge", "controller": "A",
              "modifiers": [{"kind": "cost_reduction", "value": 1}]}
    hand = {"id": "h", "title": "X Man", "type": "character", "controller": "A", "zone": "hand", "fighting": 2,
            "cost_is_x": True}
    r = run(scenario(BASE + [throne, hand], [{"do": "play", "player": "A", "card": "h", "x": 3, "reductions": ["t"]},
                                             PASS], players=[player("A", 5), player("B")]))
    assert r["final"]["players"]["A"]["power"] == 3
    assert any("considered to cost 3" in t for t in texts(r))


def test_48_3_x_on_a_card_without_x_cost_is_refused() -> None:
    hand = {"id": "h", "title": "Plain", "type": "character", "controller": "A", "zone": "hand", "fighting": 2, "cost": 1}
    r = run(scenario(BASE + [hand], [{"do": "play", "player": "A", "card": "h", "x": 3}],
                     players=[player("A", 5), player("B")]))
    assert r["outcome"] == "illegal" and "48.3" in r["illegal"]["rules"]


def test_48_3_1_x_card_played_at_no_cost_has_its_minimum_x() -> None:
    hand = {"id": "h", "title": "X Man", "type": "character", "controller": "A", "zone": "hand", "fighting": 2,
            "cost_is_x": True, "x_min": 2}
    r = run(scenario(BASE + [hand], [effect("p", "A", "Free Ride", "play_card", source_type="event",
                                            targets=["h"], reduction=99, column=1), PASS]))
    assert cards(r)["h"]["zone"] == "in_play" and r["final"]["players"]["A"]["power"] == 0
    assert any("X is its minimum, 2" in t for t in texts(r))


# --- moving by effect (44.3, 13.0) --------------------------------------------------------------------

def test_44_3_moving_a_character_needs_an_existing_column() -> None:
    r = run(scenario(BASE + [character("c", "B", 2, 1)],
                     [effect("m", "B", "Shift", "move_card", source_type="event", targets=["c"], column=5)]))
    assert r["outcome"] == "illegal" and "13.0" in r["illegal"]["rules"]


def test_28_3_an_attacker_is_not_moved_by_its_own_controller() -> None:
    r = run(scenario(BASE + [fss("a2", "A", 2, 5), character("x", "A", 2, 1)],
                     [attack("A", ["x"], "b1"),
                      effect("m", "A", "Shift", "move_card", source_type="event", targets=["x"], column=2,
                             players=["A"])]))
    assert r["outcome"] == "illegal" and "28.3" in r["illegal"]["rules"]


def test_44_3_a_moved_state_gives_its_bonus_to_the_new_subject_only() -> None:
    state = {"id": "s", "title": "Gun", "type": "state", "controller": "A", "attached_to": "c",
             "modifiers": [{"kind": "fighting", "value": 2}]}
    r = run(scenario(BASE + [character("c", "A", 2, 1), character("d", "A", 1, 1), state],
                     [effect("m", "A", "Toss", "move_card", source_type="event", targets=["s"], attached_to="d"),
                      PASS]))
    assert cards(r)["c"]["fighting"] == 2 and cards(r)["d"]["fighting"] == 3


def test_44_2_bad_pile_name_is_a_422_naming_the_field() -> None:
    errs = errors_of(scenario(BASE + [smoked("x", "A")],
                              [{"do": "play", "player": "A", "card": "x", "from_pile": "deck"}]))
    assert any(k.endswith("from_pile") for k in errs)


# --- the legality query offers the new effects ---------------------------------------------------------

def test_options_offer_return_reload_faceoff_and_smoked_pile_play() -> None:
    payload = scenario(BASE + [fss("a2", "A", 2, 5), character("m", "A", 3, 1), character("t", "B", 2, 1),
                               smoked("x", "A", cost=0)], [],
                       players=[player("A", 1), player("B", 1)])
    offered = {(o.action.get("do"), o.action.get("effect"), o.action.get("from_pile")) for o in options(payload).options}
    for kind in ("return_to_play", "reload", "faceoff", "steal_power", "token", "move_card"):
        assert ("effect", kind, None) in offered, kind
    assert ("play", None, "smoked") in offered


def test_options_effect_candidates_are_records_as_the_schema_loads_them() -> None:
    """The candidates are checked on the live state from records built without marshmallow."""
    from refbase.engines.shadowfist.loading.schemas import ACTION_SCHEMAS
    from refbase.engines.shadowfist.standings.effect_candidates import _record

    payload = scenario(BASE + [fss("a2", "A", 2, 5), character("m", "A", 3, 1), character("t", "B", 2, 1),
                               smoked("x", "A", cost=0)], [], players=[player("A", 1), player("B", 1)])
    effects = [o.action for o in options(payload).options if o.action["do"] == "effect" and o.open != ()]
    assert len(effects) >= 8
    for action in effects:
        assert _record(action) == ACTION_SCHEMAS["effect"].load(action), action


def test_options_offer_joining_each_target_of_a_split_attack() -> None:
    cs = BASE + [fss("c1", "C", 1, 5), character("x", "A", 2, 1), character("y", "A", 2, 1), character("j", "C", 2, 1)]
    payload = scenario(cs, [attack("A", ["x", "y"], "b1"),
                            effect("c", "B", "Fox", "change_target", source_type="event", targets=["x"], to="b2"),
                            PASS], players=[player("A"), player("B"), player("C")])
    joins = [o.action for o in options(payload).options if o.action["do"] == "join"]
    assert {"do": "join", "player": "C", "attackers": ["j"]} in joins
    assert {"do": "join", "player": "C", "attackers": ["j"], "targets": {"j": "b2"}} in joins


def test_options_offer_change_target_during_an_attack_only() -> None:
    payload = scenario(BASE + [character("m", "A", 3, 1)], [attack("A", ["m"], "b1")])
    kinds = {o.action.get("effect") for o in options(payload).options}
    assert "change_target" in kinds and "faceoff" not in kinds


def test_25_5_7_a_state_smoked_before_it_resolves_is_considered_canceled() -> None:
    from refbase.engines.shadowfist import resolve as _resolve

    from ._support import as_json

    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "ac", "title": "Hero", "type": "character", "controller": "A", "fighting": 2},
                         {"id": "boost", "title": "Iron Fist", "type": "state", "controller": "A", "zone": "hand",
                          "cost": 0, "modifiers": [{"kind": "fighting", "value": 2}]}],
               "actions": [{"do": "play", "player": "A", "card": "boost", "attached_to": "ac"},
                           {"do": "effect", "id": "sm", "player": "B", "card": "Final Brawl", "source_type": "event",
                            "effect": "smoke", "targets": ["boost"]}, {"do": "pass"}]}
    r = as_json(_resolve(payload))
    last = r["steps"][-1]
    assert "considered canceled" in last["text"] and "25.5.7" in last["rules"]
    assert r["final"]["cards"]["ac"]["fighting"] == 2
