"""The whole turn (docs/shadowfist-turn.md): the Establishing Shot (22.2), several turns (22.0),
out-of-turn attacks (28.1.2), checked priority (22.1, 23.3), auctions (31.3, 31.8) and
resources (18.0). Library scenarios cover the rulebook's own statements; these tests add what
`expected` cannot say (the order of steps, which step cites what) and the edge cases."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.options import options

from ._support import as_json
from .test_library import by_id


def site(i: str, ctl: str, col: int, power: int = 1, **kw: Any) -> dict[str, Any]:
    return {"id": i, "title": f"Site {i}", "type": "site", "controller": ctl, "column": col,
            "row": "front", "body": 5, "power": power, **kw}


def char(i: str, ctl: str, col: int | None = 1, fighting: int = 2, **kw: Any) -> dict[str, Any]:
    out = {"id": i, "title": f"Char {i}", "type": "character", "controller": ctl, "fighting": fighting, **kw}
    if col is not None:
        out["column"] = col
    return out


def gain(i: str, player: str, **kw: Any) -> dict[str, Any]:
    return {"do": "effect", "id": i, "player": player, "card": "Windfall", "source_type": "event",
            "effect": "gain_power", "amount": 1, **kw}


def run(cards: list[dict[str, Any]], actions: list[dict[str, Any]], players: list[dict[str, Any]] | None = None,
        **top: Any) -> dict[str, Any]:
    payload = {"game": "shadowfist", "active_player": "A", "cards": cards, "actions": actions,
               "players": players or [{"id": "A", "hand": 6}, {"id": "B", "hand": 6}], **top}
    return as_json(resolve(payload))


def texts(r: dict[str, Any]) -> list[str]:
    return [s["text"] for s in r["steps"]]


def first(r: dict[str, Any], start: str) -> int:
    return next(i for i, t in enumerate(texts(r)) if t.startswith(start))


# --- the Establishing Shot (22.2) ---------------------------------------------------------------

def test_22_2_establishing_shot_steps_run_in_order_before_the_main_shot() -> None:
    r = run([site("s", "A", 1, turned=True), {"id": "h", "title": "Junk", "type": "edge", "controller": "A",
             "zone": "hand", "cost": 1}],
            [{"do": "discard", "player": "A", "cards": ["h"]}], establishing_shot=True,
            players=[{"id": "A", "hand": 2, "deck_size": 9}, {"id": "B"}])
    order = [first(r, p) for p in ("A's Establishing Shot begins", "A generates", "A unturns",
                                     "A discards", "A holds", "A's Main Shot begins")]
    assert order == sorted(order)
    rules = {s["text"].split()[1]: s["rules"] for s in r["steps"]}
    assert "22.2.2" in rules["generates"] and "22.2.3" in rules["unturns"] and "22.2.4" in rules["discards"]
    assert r["final"]["players"]["A"] == {"power": 1, "burned_for_victory": 0, "eliminated": False,
                                          "hand": 6, "deck_size": 4}


def test_22_2_2_a_character_that_generates_power_generates_in_the_establishing_shot() -> None:
    r = run([char("banker", "A", None, power=2)], [], establishing_shot=True)
    assert r["final"]["players"]["A"]["power"] == 2
    assert "17.2.1" in r["steps"][1]["rules"]


def test_22_2_4_without_power_generated_any_number_may_be_discarded() -> None:
    hand = [{"id": f"h{i}", "title": f"Junk {i}", "type": "edge", "controller": "A", "zone": "hand", "cost": 1}
            for i in range(3)]
    r = run(hand, [{"do": "discard", "player": "A", "cards": ["h0", "h1"], "unlisted": 1}],
            establishing_shot=True, players=[{"id": "A", "hand": 5}, {"id": "B"}])
    assert r["outcome"] == "resolved", r["illegal"]
    assert [r["final"]["cards"][f"h{i}"]["zone"] for i in range(3)] == ["toasted", "toasted", "hand"]
    assert r["final"]["players"]["A"]["hand"] == 6  # 2 left after discarding 3, then 4 drawn


def test_22_2_4_more_unlisted_cards_than_the_hand_holds_is_illegal() -> None:
    r = run([], [{"do": "skip_generation", "player": "A"}, {"do": "discard", "player": "A", "unlisted": 3}],
            establishing_shot=True, players=[{"id": "A", "hand": 2}, {"id": "B"}])
    assert r["outcome"] == "illegal" and r["illegal"]["action"] == 1 and "22.2.4" in r["illegal"]["rules"]


def test_22_2_3_only_turned_cards_can_be_kept_turned() -> None:
    r = run([site("s", "A", 1)], [{"do": "keep_turned", "player": "A", "cards": ["s"]}], establishing_shot=True)
    assert r["illegal"]["rules"] == ["22.2.3"]


def test_22_2_2_1_only_the_active_player_foregoes_generation() -> None:
    r = run([site("s", "A", 1)], [{"do": "skip_generation", "player": "B"}], establishing_shot=True)
    assert r["outcome"] == "illegal" and "22.2.2.1" in r["illegal"]["rules"]


def test_22_2_5_a_short_deck_draws_what_it_holds_and_decking_follows_at_the_end_of_turn() -> None:
    r = run([], [{"do": "end_turn", "player": "A"}], establishing_shot=True,
            players=[{"id": "A", "hand": 3, "deck_size": 1}, {"id": "B", "deck_size": 5}])
    draw = r["steps"][first(r, "A holds")]
    assert "only 1" in draw["text"] and "1.2" in draw["rules"]
    assert r["final"]["players"]["A"]["eliminated"] and r["final"]["winner"] == "B"


def test_9_2_2_2_a_modified_hand_size_is_drawn_to() -> None:
    r = run([], [], establishing_shot=True, players=[{"id": "A", "hand": 1, "hand_size": 8}, {"id": "B"}])
    draw = r["steps"][first(r, "A holds")]
    assert "draws 7" in draw["text"] and "9.2.2.1" not in draw["rules"] and "9.2.2.2" in draw["rules"]


def test_22_2_1_regenerate_heals_in_the_establishing_shot() -> None:
    r = run([char("troll", "A", None, fighting=3, damage=2, abilities=["Regenerate"])], [], establishing_shot=True)
    assert r["final"]["cards"]["troll"]["damage"] == 0
    assert first(r, "A's turn starts: Char troll regenerates") < first(r, "A generates")


# --- several turns (22.0) -----------------------------------------------------------------------

def test_22_0_a_site_each_turn_and_a_limited_event_each_turn() -> None:
    hand = [{"id": f"s{i}", "title": f"New Site {i}", "type": "site", "controller": "A", "zone": "hand",
             "cost": 0, "body": 5} for i in (1, 2)]
    hand += [{"id": f"l{i}", "title": "Once a Turn", "type": "event", "controller": "A", "zone": "hand",
              "cost": 0, "abilities": ["Limited"]} for i in (1, 2)]
    lim = {"do": "effect", "player": "A", "effect": "gain_power", "amount": 1}
    r = run(hand, [{"do": "play", "player": "A", "card": "s1"}, {**lim, "id": "x1", "card": "l1"}, {"do": "pass"},
                   {"do": "end_turn", "player": "A"}, {"do": "end_turn", "player": "B"}, {"do": "pass"},
                   {"do": "play", "player": "A", "card": "s2", "column": 2}, {**lim, "id": "x2", "card": "l2"}, {"do": "pass"}],
            turns=3)
    assert r["outcome"] == "resolved", r["illegal"]
    assert r["final"]["turn"] == {"number": 3, "active_player": "A"}
    assert r["final"]["cards"]["s2"]["zone"] == "in_play"


def test_22_0_the_next_player_cannot_act_in_a_turn_the_scenario_does_not_cover() -> None:
    r = run([char("b", "B", None)], [{"do": "end_turn", "player": "A"}, {"do": "end_turn", "player": "B"}])
    assert r["outcome"] == "illegal" and r["illegal"]["rules"] == ["22.3.3"]
    assert "covers 1 turn" in r["illegal"]["reason"]


# --- out-of-turn attacks (28.1.2) ---------------------------------------------------------------

def test_28_1_2_the_active_player_may_choose_again_after_an_out_of_turn_attack() -> None:
    r = by_id("sf-28-1-2-out-of-turn-attack-after-end-of-turn")
    declared = r["steps"][first(r, "B turns Night Stalker")]
    assert "during A's turn" in declared["text"] and "28.1.2" in declared["rules"]
    assert any("A may again choose any Main Shot option" in t for t in texts(r))
    assert "A's turn ends." in texts(r)


def test_28_1_2_1_failed_attack_does_not_stop_an_out_of_turn_attacker() -> None:
    r = by_id("sf-28-1-2-1-out-of-turn-attacker-after-a-failed-attack")
    assert "28.1.2.1" in r["steps"][first(r, "B turns Night Stalker")]["rules"]


# --- priority (22.1, 23.3) ----------------------------------------------------------------------

def test_23_3_a_named_pass_out_of_turn_is_illegal() -> None:
    r = run([], [gain("e1", "A"), {"do": "pass", "player": "A"}], priority="checked",
            players=[{"id": "A", "power": 1}, {"id": "B"}, {"id": "C"}])
    assert r["illegal"]["action"] == 1 and r["illegal"]["rules"] == ["23.3"]


def test_23_3_a_triggered_effect_needs_no_priority() -> None:
    r = run([], [gain("e1", "A"), gain("e2", "C", triggered=True), {"do": "pass"}], priority="checked",
            players=[{"id": "A"}, {"id": "B"}, {"id": "C"}])
    assert r["outcome"] == "resolved", r["illegal"]


def test_23_3_a_declaration_waits_until_every_player_has_passed() -> None:
    r = run([site("b", "B", 1), char("a", "A", None)],
            [gain("e1", "A"), {"do": "declare_attack", "player": "A", "attackers": ["a"], "target": "b"}],
            priority="checked")
    assert r["illegal"]["action"] == 1 and "23.3" in r["illegal"]["rules"]


def test_23_3_all_players_passing_in_succession_resolves_the_scene() -> None:
    r = run([], [gain("e1", "A"), {"do": "pass", "player": "B"}, {"do": "pass", "player": "A"}], priority="checked")
    assert r["outcome"] == "resolved" and r["final"]["players"]["A"]["power"] == 1
    assert "every player has passed in succession" in texts(r)[2]


def test_23_3_default_priority_still_reads_the_script() -> None:
    r = run([], [gain("e1", "A"), gain("e2", "B")])
    assert r["outcome"] == "resolved"


# --- auctions (31.3, 31.8) ----------------------------------------------------------------------

def test_31_3_the_in_auction_effect_resolves_in_a_closed_scene_before_the_next_bid() -> None:
    r = by_id("sf-31-3-effect-that-may-be-played-during-an-auction")
    scene = first(r, "An effect that may be played during an auction starts a closed scene")
    assert first(r, "A opens the bidding") < scene < first(r, "Bidding War resolves") < first(r, "B bids 2")


def test_31_8_winner_keeps_one_copy_and_the_others_are_toasted() -> None:
    r = by_id("sf-31-8-three-copies-revealed-at-once")
    assert first(r, "A declines to start") < first(r, "B starts the auction") < first(r, "C wins the auction")
    assert all("31.8" in s["rules"] for s in r["steps"] if "toasted pile" in s["text"])


def test_24_8_1_2_two_copies_revealed_with_one_in_play_make_an_ordinary_auction() -> None:
    cards = [{"id": "g1", "title": "Gate", "type": "feng_shui_site", "controller": "A", "column": 1, "row": "front",
              "body": 6, "unique": True},
             {"id": "g2", "title": "Gate", "type": "feng_shui_site", "controller": "B", "column": 1, "row": "front",
              "body": 6, "unique": True, "face_down": True}]
    rain = {"do": "effect", "id": "r", "player": "A", "card": "Killing Rain", "source_type": "event",
            "effect": "reveal", "targets": ["g2"]}
    r = run(cards, [rain, {"do": "pass"}], players=[{"id": "A"}, {"id": "B", "power": 1}])
    assert r["outcome"] == "pending" and r["pending"]["player"] == "B" and r["pending"]["decision"] == "opening_bid"


def test_24_4_only_a_face_down_feng_shui_site_can_be_revealed() -> None:
    rain = {"do": "effect", "id": "r", "player": "A", "card": "Killing Rain", "source_type": "event",
            "effect": "reveal", "targets": ["s"]}
    r = run([site("s", "B", 1)], [rain])
    assert r["outcome"] == "illegal" and "24.4" in r["illegal"]["rules"]


# --- resources (18.0) ---------------------------------------------------------------------------

def test_18_1_an_event_from_hand_needs_its_resources_too() -> None:
    ev = {"id": "ev", "title": "Lotus Curse", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
          "requires": ["Lotus"]}
    r = run([ev], [{"do": "effect", "id": "e", "player": "A", "card": "ev", "effect": "gain_power", "amount": 1}])
    assert r["outcome"] == "illegal" and {"18.1", "8.4", "25.1"} <= set(r["illegal"]["rules"])


def test_18_0_resources_are_not_spent_and_symbols_compare_without_case() -> None:
    r = by_id("sf-18-4-foundation-card-then-a-card-that-needs-it")
    assert r["outcome"] == "resolved"
    r2 = run([site("s", "A", 1, provides=["ASC"]),
              {"id": "c", "title": "Senator", "type": "character", "controller": "A", "zone": "hand", "cost": 0,
               "fighting": 1, "requires": ["asc"]}], [{"do": "play", "player": "A", "card": "c"}])
    assert r2["outcome"] == "resolved"


# --- the scenario format (422 naming the field) -------------------------------------------------

@pytest.mark.parametrize(("change", "field"), [
    ({"turns": 0}, "turns"),
    ({"priority": "sometimes"}, "priority"),
    ({"establishing_shot": "yes"}, "establishing_shot"),
    ({"players": [{"id": "A", "hand": 0}, {"id": "B"}]}, "players[0].hand"),
    ({"cards": [{"id": "c", "title": "C", "type": "edge", "controller": "A", "zone": "hand", "requires": "Asc"}]},
     "cards[0].requires"),
    ({"actions": [{"do": "keep_turned", "player": "A", "cards": ["nope"]}]}, "actions[0].cards[0]"),
    ({"actions": [gain("e", "A", timing="never")]}, "actions[0].timing"),
    ({"actions": [{"do": "discard", "player": "A", "unlisted": -1}]}, "actions[0].unlisted"),
])
def test_turn_fields_are_validated_naming_the_field(change: dict[str, Any], field: str) -> None:
    payload: dict[str, Any] = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
                               "cards": [{"id": "x", "title": "X", "type": "edge", "controller": "A", "zone": "hand"}],
                               "actions": []}
    payload.update(change)
    with pytest.raises(ScenarioInvalid) as info:
        resolve(payload)
    assert field in info.value.errors, info.value.errors


# --- the legality query offers the new actions --------------------------------------------------

def offered(payload: dict[str, Any]) -> list[dict[str, Any]]:
    return [o.action for o in options(payload).options]


def test_options_offer_the_establishing_shot_decisions_and_the_end_of_turn() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "establishing_shot": True,
               "players": [{"id": "A", "hand": 1}, {"id": "B"}],
               "cards": [site("s", "A", 1, turned=True),
                         {"id": "h", "title": "Junk", "type": "edge", "controller": "A", "zone": "hand", "cost": 9}],
               "actions": []}
    acts = offered(payload)
    for wanted in ({"do": "skip_generation", "player": "A"}, {"do": "keep_turned", "player": "A", "cards": ["s"]},
                   {"do": "discard", "player": "A", "cards": ["h"]}, {"do": "end_turn", "player": "A"}):
        assert wanted in acts


def test_options_offer_an_out_of_turn_attack_after_the_end_of_turn_declaration() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [site("s", "A", 1), char("n", "B", None, attacks_out_of_turn=True), char("t", "B", None)],
               "actions": [{"do": "end_turn", "player": "A"}]}
    attacks = [a for a in offered(payload) if a["do"] == "declare_attack"]
    assert attacks == [{"do": "declare_attack", "player": "B", "attackers": ["n"], "target": "s"}]


def test_options_answer_can_i_play_this_from_resources() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 5}, {"id": "B"}],
               "cards": [site("s", "A", 1, provides=["Dragon"]),
                         {"id": "ok", "title": "Dragon Hero", "type": "character", "controller": "A", "zone": "hand",
                          "cost": 1, "fighting": 1, "requires": ["Dragon"]},
                         {"id": "no", "title": "Lotus Fiend", "type": "character", "controller": "A", "zone": "hand",
                          "cost": 1, "fighting": 1, "requires": ["Lotus"]}],
               "actions": []}
    plays = [a["card"] for a in offered(payload) if a["do"] == "play"]
    assert plays == ["ok"]


def test_options_under_checked_priority_offer_the_holders_pass() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "priority": "checked",
               "players": [{"id": "A", "power": 1}, {"id": "B"}, {"id": "C"}], "cards": [],
               "actions": [gain("e1", "A")]}
    found = options(payload)
    assert found.pending is not None and found.pending.player == "B"
    assert {"do": "pass", "player": "B"} in [o.action for o in found.options]
    # only the holder acts, but for an effect a card's text triggers, which priority does not hold back (22.1)
    assert all(o.action.get("player") in (None, "B") or o.action.get("triggered") for o in found.options)
    assert {o.action["player"] for o in found.options if o.action.get("triggered")} == {"A", "B", "C"}


def test_31_3_options_during_the_bidding_offer_bids_and_in_auction_effects() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B", "power": 1}],
               "cards": [{"id": "old", "title": "Lone Master", "type": "character", "controller": "B",
                          "fighting": 3, "unique": True},
                         {"id": "new", "title": "Lone Master", "type": "character", "controller": "A", "zone": "hand",
                          "cost": 1, "fighting": 3, "unique": True}],
               "actions": [{"do": "play", "player": "A", "card": "new"}, {"do": "bid", "player": "A", "amount": 1}]}
    acts = offered(payload)
    assert {"do": "pass_bid", "player": "B"} in acts
    assert {"do": "bid", "player": "B", "amount": 1} not in acts  # a bid must beat the high bid (31.6)
    timed = [a for a in acts if a["do"] == "effect"]
    assert timed and all(a["timing"] == "auction" for a in timed)


def test_22_2_options_at_the_start_offer_effects_the_establishing_shot_allows() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "establishing_shot": True,
               "players": [{"id": "A"}, {"id": "B"}], "cards": [], "actions": []}
    timed = [a for a in offered(payload) if a.get("timing") == "establishing_shot"]
    assert {a["player"] for a in timed} == {"A", "B"}


def test_28_1_2_burning_for_power_out_of_turn_says_the_turn_goes_on() -> None:
    r = by_id("sf-28-1-2-burning-for-power-out-of-turn-does-not-end-the-turn")
    note = r["steps"][first(r, "B burned a Site for Power in an out-of-turn attack")]
    assert "A's turn does not end" in note["text"] and "28.1.2" in note["rules"]
    assert not any(t.startswith("A's turn ends") for t in texts(r))


# --- with written abilities and effect kinds (docs/shadowfist-abilities.md, shadowfist-effects.md) ----------

def test_18_2_a_card_whose_resources_name_lotus_is_a_lotus_card() -> None:
    bolt = {"id": "bolt", "title": "Soul Bolt", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
            "requires": ["Lot"]}
    monk = char("monk", "B", None, abilities=["Immunity: Lotus cards"])
    lotus_site = site("s", "A", 1, provides=["Lotus"])
    shot = {"do": "effect", "id": "e", "player": "A", "card": "bolt", "effect": "damage", "amount": 2,
            "targets": ["monk"]}
    r = run([bolt, monk, lotus_site], [shot])
    assert r["outcome"] == "illegal" and "40.0" in r["illegal"]["rules"]
    r2 = run([{**bolt, "requires": ["Magic"]}, monk, site("s", "A", 1, provides=["Magic"])], [shot])
    assert r2["outcome"] == "resolved", r2["illegal"]


def test_22_2_5_a_reloaded_card_is_drawn_first_in_the_establishing_shot() -> None:
    cards = [{"id": "old", "title": "Old Friend", "type": "character", "controller": "A", "zone": "smoked",
              "fighting": 1},
             {"id": "listed", "title": "Listed Card", "type": "edge", "controller": "A", "zone": "deck"},
             {"id": "deeper", "title": "Deeper Card", "type": "edge", "controller": "A", "zone": "deck"}]
    reload = {"do": "effect", "id": "r", "player": "A", "card": "Back Again", "source_type": "event",
              "effect": "reload", "targets": ["old"]}
    r = run(cards, [reload, {"do": "pass"}, {"do": "end_turn", "player": "A"}, {"do": "pass"},
                    {"do": "end_turn", "player": "B"}, {"do": "pass"}], turns=3,
            players=[{"id": "A", "hand": 4, "deck_size": 20}, {"id": "B", "hand": 6}])
    assert r["outcome"] == "resolved", r["illegal"]
    zones = {c: r["final"]["cards"][c]["zone"] for c in ("old", "listed", "deeper")}
    assert zones == {"old": "hand", "listed": "hand", "deeper": "deck"}
    assert "(Old Friend, Listed Card)" in texts(r)[first(r, "A holds 4 cards")]


def test_39_0_cards_drawn_by_an_effect_count_in_the_hand_the_establishing_shot_fills() -> None:
    draw = {"do": "effect", "id": "d", "player": "A", "card": "Windfall of Cards", "source_type": "event",
            "effect": "draw", "amount": 2}
    r = run([], [draw, {"do": "pass"}, {"do": "end_turn", "player": "A"}, {"do": "pass"},
                 {"do": "end_turn", "player": "B"}, {"do": "pass"}], turns=3,
            players=[{"id": "A", "hand": 3, "deck_size": 20}, {"id": "B", "hand": 6}])
    assert r["final"]["players"]["A"]["hand"] == 6  # 3 + 2 drawn by the effect, then 1 in turn 3
    assert "A holds 5 cards and its hand size is 6: A draws 1" in texts(r)[first(r, "A holds 5")]


def test_25_1_a_card_played_by_an_effect_needs_its_resources_too() -> None:
    hero = {"id": "hero", "title": "Dragon Hero", "type": "character", "controller": "A", "zone": "hand",
            "cost": 3, "fighting": 2, "requires": ["Dragons"]}
    proving = {"do": "effect", "id": "p", "player": "A", "card": "Proving Ground", "source_type": "site",
               "effect": "play_card", "targets": ["hero"], "reduction": 2}
    r = run([site("s", "A", 1), hero], [proving], players=[{"id": "A", "power": 5}, {"id": "B"}])
    assert r["outcome"] == "illegal" and {"25.1", "18.1"} <= set(r["illegal"]["rules"])
    r2 = run([site("s", "A", 1, provides=["Dra"]), hero], [proving, {"do": "pass"}],
             players=[{"id": "A", "power": 5}, {"id": "B"}])
    assert r2["outcome"] == "resolved" and r2["final"]["cards"]["hero"]["zone"] == "in_play", r2["illegal"]


def test_22_3_2_3_the_next_players_play_ends_the_responses_when_more_turns_follow() -> None:
    card = {"id": "c", "title": "Newcomer", "type": "character", "controller": "B", "zone": "hand", "cost": 0,
            "fighting": 1}
    r = run([card], [{"do": "end_turn", "player": "A"}, {"do": "play", "player": "B", "card": "c"}], turns=2)
    assert r["outcome"] == "resolved", r["illegal"]
    assert r["final"]["cards"]["c"]["zone"] == "in_play" and r["final"]["turn"]["active_player"] == "B"
    one_turn = run([card], [{"do": "end_turn", "player": "A"}, {"do": "play", "player": "B", "card": "c"}])
    assert one_turn["outcome"] == "illegal" and one_turn["illegal"]["rules"] == ["25.4"]


def test_5_1_every_player_decked_at_once_ends_the_game_without_a_next_turn() -> None:
    for turns in (1, 2):
        r = run([], [{"do": "end_turn", "player": "A"}], turns=turns,
                players=[{"id": "A", "deck_size": 0}, {"id": "B", "deck_size": 0}])
        assert r["outcome"] == "resolved" and r["final"]["winner"] is None
        assert all(p["eliminated"] for p in r["final"]["players"].values())
        assert texts(r)[-1].startswith("Every player is eliminated at once")


def test_28_1_2_1_a_failed_out_of_turn_attack_says_out_of_turn_attackers_stay_legal() -> None:
    """The failure step names both exceptions: Independent (50.6) and 28.1.2.1."""
    result = by_id("sf-28-1-2-1-out-of-turn-attackers-after-a-failed-attack")
    failed = next(s for s in result["steps"] if "the attack failed" in s["text"])
    assert "able to attack outside their turn" in failed["text"] and "28.1.2.1" in failed["rules"]


def test_24_8_1_5_with_checked_priority_players_respond_between_resolutions() -> None:
    r = run([], [gain("e1", "A"), gain("e2", "B"), {"do": "pass", "player": "A"}, {"do": "pass", "player": "B"}],
            priority="checked")
    assert r["outcome"] == "pending" and r["pending"]["player"] == "A"
    assert "24.8.1.5" in r["steps"][-1]["rules"] and r["final"]["players"]["B"]["power"] == 1
    assert r["final"]["players"]["A"]["power"] == 0  # A's effect waits for the next round of passes


def test_24_8_2_an_unnamed_pass_still_resolves_the_whole_stack() -> None:
    r = run([], [gain("e1", "A"), gain("e2", "B"), {"do": "pass"}], priority="checked")
    assert r["outcome"] == "resolved"
    assert [r["final"]["players"][p]["power"] for p in "AB"] == [1, 1]


def test_23_5_after_the_last_effect_resolves_players_may_still_add_before_the_turn_ends() -> None:
    """22.3.2.3, 23.5: B answers A's end of turn, and once that resolves B may add another."""
    e = {"do": "effect", "player": "B", "card": "Windfall", "source_type": "event", "effect": "gain_power", "amount": 1}
    r = run([], [{"do": "end_turn", "player": "A"}, {"do": "pass", "player": "A"}, {**e, "id": "e1"},
                 {"do": "pass", "player": "A"}, {"do": "pass", "player": "B"},
                 {"do": "pass", "player": "A"}, {**e, "id": "e2"}, {"do": "pass", "player": "A"},
                 {"do": "pass", "player": "B"}], priority="checked")
    assert r["outcome"] == "resolved", r["illegal"]
    assert r["final"]["players"]["B"]["power"] == 2
    assert texts(r).index("A's turn ends.") > max(i for i, t in enumerate(texts(r)) if "resolves" in t)


def test_23_3_after_a_resolution_the_active_player_has_priority_first() -> None:
    r = run([], [gain("e1", "A"), {"do": "pass", "player": "B"}, {"do": "pass", "player": "A"},
                 {"do": "pass", "player": "B"}], priority="checked")
    assert r["outcome"] == "illegal" and r["illegal"]["action"] == 3
    assert "A has priority" in r["illegal"]["reason"]


def test_22_2_3_keeping_a_card_turned_says_whether_it_has_a_turn_and_maintain_ability() -> None:
    written = by_id("sf-22-2-3-keeping-the-card-turned-keeps-the-ability")
    plain = by_id("sf-22-2-3-unturn-all-but-a-maintained-card")
    assert any("turned to maintain its turn-and-maintain ability" in t for t in texts(written))
    assert any("the scenario does not write out" in t for t in texts(plain))
    assert not any("to maintain its ability" in t for t in texts(plain))


def test_22_2_4_options_offer_an_unlisted_card_and_without_power_the_whole_hand() -> None:
    payload = {"game": "shadowfist", "active_player": "A", "establishing_shot": True,
               "players": [{"id": "A", "hand": 3}, {"id": "B"}],
               "cards": [{"id": "h", "title": "Junk", "type": "edge", "controller": "A", "zone": "hand", "cost": 9}],
               "actions": [{"do": "skip_generation", "player": "A"}]}
    acts = offered(payload)
    assert {"do": "discard", "player": "A", "cards": [], "unlisted": 1} in acts
    assert {"do": "discard", "player": "A", "cards": ["h"], "unlisted": 2} in acts
    generating = {**payload, "cards": [*payload["cards"], site("s", "A", 1)], "actions": []}
    assert not any(a["do"] == "discard" and len(a["cards"]) + a.get("unlisted", 0) > 1 for a in offered(generating))


def test_23_3_options_offer_the_holders_named_pass_in_an_empty_scene_too() -> None:
    """22.3.2.3: after the end-of-turn declaration A may pass by name, then B holds priority."""
    payload = {"game": "shadowfist", "active_player": "A", "priority": "checked",
               "players": [{"id": "A"}, {"id": "B"}], "cards": [], "actions": [{"do": "end_turn", "player": "A"}]}
    assert {"do": "pass", "player": "A"} in offered(payload)
    after = {**payload, "actions": [*payload["actions"], {"do": "pass", "player": "A"}]}
    assert {"do": "pass", "player": "B"} in offered(after) and options(after).at["decision_by"] == "B"


def test_28_1_2_1_a_turned_out_of_turn_attacker_is_refused_under_its_own_eligibility_rule() -> None:
    r = run([site("s", "A", 1), char("n", "B", None, attacks_out_of_turn=True, turned=True)],
            [{"do": "end_turn", "player": "A"},
             {"do": "declare_attack", "player": "B", "attackers": ["n"], "target": "s"}])
    assert r["outcome"] == "illegal" and "28.1.2.1" in r["illegal"]["rules"]


def test_9_2_2_2_a_hand_size_modifier_counts_only_for_its_controller() -> None:
    """9.2.2.2: the hand size is the default plus or minus abilities modifying "your hand
    size": B's card reducing its controller's hand does not touch A's draw."""
    from refbase.engines.shadowfist import resolve

    from ._support import as_json

    shrink = {"kind": "continuous", "text": "Your hand size is reduced by 9.",
              "modifiers": [{"kind": "hand_size", "value": -9}]}
    payload = {"game": "shadowfist", "active_player": "A", "establishing_shot": True,
               "players": [{"id": "A", "hand": 5, "deck_size": 10}, {"id": "B"}],
               "cards": [{"id": "s", "title": "Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                          "body": 5},
                         {"id": "beast", "title": "Shrinker", "type": "character", "controller": "B", "fighting": 1,
                          "abilities": [shrink]},
                         {"id": "mine", "title": "Mine", "type": "character", "controller": "A", "fighting": 1,
                          "column": 1, "abilities": [{**shrink, "modifiers": [{"kind": "hand_size", "value": -2}]}]}],
               "actions": []}
    result = as_json(resolve(payload))
    assert result["final"]["players"]["A"]["hand"] == 5  # 6 - 2 = 4: A draws nothing
    assert any("hand size of 4" in s["text"] for s in result["steps"])
