"""Malformed UFS scenarios raise ScenarioInvalid naming the field with a flat path (HTTP 422)."""

from __future__ import annotations

from typing import Any

import pytest
from ufs_builders import attack, block, guard, passes, player_a, player_b, scenario

from refbase.config import MAX_SCENARIO_ACTIONS, MAX_SCENARIO_CARDS
from refbase.engines.common import ScenarioInvalid
from refbase.engines.common import flatten_messages as flatten_errors
from refbase.engines.ufs import resolve


def errors_of(payload: Any) -> dict[str, list[str]]:
    with pytest.raises(ScenarioInvalid) as error:
        resolve(payload)
    errors = error.value.errors
    assert errors and all(isinstance(k, str) and isinstance(v, list) and v for k, v in errors.items())
    assert all(isinstance(m, str) for v in errors.values() for m in v)
    return errors


def with_b(**b: Any) -> dict[str, Any]:
    return scenario([*passes(), block("guard", [])], b=player_b(**b))


def test_block_zone_must_be_high_mid_or_low():
    errors = errors_of(with_b(hand=[guard("middle")]))
    assert errors == {"players[1].hand[0].block_zone": ["must be one of high, mid, low"]}


def test_attack_zone_must_be_high_mid_or_low():
    assert "attack.card.zone" in errors_of(scenario(card=attack(zone="overhead")))


@pytest.mark.parametrize("field", ["speed", "damage", "difficulty"])
def test_negative_attack_values_are_rejected(field):
    errors = errors_of(scenario(card=attack(**{field: -1})))
    assert errors == {f"attack.card.{field}": ["must be 0 or more"]}


def test_negative_block_modifier_is_rejected():
    assert "players[1].hand[0].block_modifier" in errors_of(with_b(hand=[guard(modifier=-2)]))


def test_block_zone_without_block_modifier():
    card = guard()
    del card["block_modifier"]
    assert "players[1].hand[0].block_modifier" in errors_of(with_b(hand=[card]))


def test_attack_card_needs_speed():
    card = attack()
    del card["speed"]
    assert "attack.card.speed" in errors_of(scenario(card=card))


def test_deck_that_runs_out_when_a_check_needs_a_card_names_the_deck():
    errors = errors_of(scenario([*passes(), block("guard", [])], b=player_b(hand=[guard()], deck=[])))
    assert list(errors) == ["players[1].deck"]
    assert "E.3.1" in errors["players[1].deck"][0] and "E.2.2" in errors["players[1].deck"][0]


def test_attack_deck_that_runs_out_names_the_attackers_deck():
    assert list(errors_of(scenario(a=player_a(deck=[])))) == ["players[0].deck"]


@pytest.mark.parametrize("action, field", [
    (block("ghost", []), "actions[2].card"),
    (block("guard", ["ghost"]), "actions[2].commit[0]"),
    ({"do": "no_block", "player": "Z"}, "actions[2].player"),
])
def test_unknown_ids_in_actions_are_named(action, field):
    errors = errors_of(scenario([*passes(), action], b=player_b(hand=[guard()])))
    assert field in errors


def test_unknown_ids_in_enhance_costs_and_choices():
    actions = [{"do": "enhance", "player": "A", "keyword": "Stun", "choose": ["nope"]},
               {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1},
                "pay": {"commit": ["x"], "discard": ["y"]}}]
    errors = errors_of(scenario(actions))
    assert {"actions[0].choose[0]", "actions[1].pay.commit[0]", "actions[1].pay.discard[0]"} <= set(errors)


def test_unknown_ids_in_attack_commit_and_players():
    body = scenario(commit=["nobody"])
    body["active_player"] = "Q"
    body["attack"]["player"] = "Q"
    errors = errors_of(body)
    assert {"attack.commit[0]", "active_player", "attack.player"} <= set(errors)


def test_duplicate_card_ids_are_rejected():
    errors = errors_of(with_b(hand=[guard(cid="fa1")]))
    assert "players[1].hand[0].id" in errors


def test_duplicate_player_ids_are_rejected():
    assert "players[1].id" in errors_of(scenario(b=player_b(id="A")))


def test_exactly_two_players():
    body = scenario()
    body["players"].append(player_b(id="C"))
    assert errors_of(body) == {"players": ["UFS is played by exactly 2 players"]}


def test_K_3_1_vitality_above_maximum_is_rejected():
    errors = errors_of(scenario(a=player_a(vitality=21)))
    assert "K.3.1" in errors["players[0].vitality"][0]


def test_E_2_1_a_player_at_0_vitality_has_already_lost():
    assert "E.2.1" in errors_of(scenario(b=player_b(vitality=0)))["players[1].vitality"][0]


def test_deck_size_smaller_than_listed_deck_and_empty_deck():
    assert "players[0].deck_size" in errors_of(scenario(a=player_a(deck=[1, 2], deck_size=1)))
    assert "E.2.2" in errors_of(scenario(a=player_a(deck=[], deck_size=0)))["players[0].deck_size"][0]


def test_cycle_values_need_a_deck_size():
    assert "players[0].cycle" in errors_of(scenario(a=player_a(cycle=[1])))


def test_over_the_action_limit():
    actions = [{"do": "pass", "player": "A"}] * (MAX_SCENARIO_ACTIONS + 1)
    assert "actions" in errors_of(scenario(actions))


def test_over_the_card_limit():
    assert "players" in errors_of(scenario(a=player_a(deck=[1] * 120), b=player_b(deck=[1] * 120)))
    assert "players[0].deck" in errors_of(scenario(a=player_a(deck=[1] * (MAX_SCENARIO_CARDS + 1))))


def test_over_the_count_limit():
    assert "players[0].momentum" in errors_of(scenario(a=player_a(momentum=MAX_SCENARIO_CARDS + 1)))


def test_overlong_ids_are_rejected():
    assert "attack.card.id" in errors_of(scenario(card=attack(id="x" * 1000)))


def test_unknown_action_kind():
    assert errors_of(scenario([{"do": "jump", "player": "A"}])) == {
        "actions[0].do": ["must be one of enhance, pass, block, no_block, respond"]}


def test_unknown_fields_are_named():
    body = scenario()
    body["players"][0]["vitalty"] = 3
    assert "players[0].vitalty" in errors_of(body)


def test_malformed_keyword_is_named():
    assert "attack.card.keywords[1]" in errors_of(scenario(card=attack(keywords=("Stun: 1", "Stun"))))


def test_strings_and_booleans_are_not_numbers():
    assert "attack.card.speed" in errors_of(scenario(card=attack(speed="3")))
    assert "attack.card.damage" in errors_of(scenario(card=attack(damage=True)))
    assert "attack.card.speed" in errors_of(scenario(card=attack(speed=2.5)))


def test_game_and_body_shape():
    assert errors_of([]) == {"_body": ["a scenario is a JSON object"]}
    assert "game" in errors_of({**scenario(), "game": "shadowfist-ish"})
    assert set(errors_of({"game": "ufs"})) >= {"players", "attack", "active_player"}


def test_choose_only_with_stun():
    action = {"do": "enhance", "player": "A", "card": "fa1", "modify": {"speed": 1}, "choose": ["fb1"]}
    assert "actions[0].choose" in errors_of(scenario([action]))


def test_keyword_enhance_takes_no_other_effect():
    action = {"do": "enhance", "player": "A", "keyword": "Stun", "modify": {"speed": 1}}
    assert "actions[0].modify" in errors_of(scenario([action]))


def test_empty_modify_is_rejected():
    action = {"do": "enhance", "player": "A", "modify": {}}
    assert "actions[0].modify" in errors_of(scenario([action]))


def test_E_2_6_two_unique_copies_in_one_staging_area():
    staging = [{"id": "u1", "type": "asset", "name": "Dojo", "keywords": ["Unique"]},
               {"id": "u2", "type": "asset", "name": "Dojo", "keywords": ["Unique"]}]
    assert "E.2.6" in errors_of(scenario(a=player_a(staging=staging)))["players[0].staging[1]"][0]


def test_E_2_5_two_terrains_in_the_staging_areas():
    terrain = {"type": "asset", "keywords": ["Terrain"]}
    body = scenario(a=player_a(staging=[{"id": "t1", **terrain}]), b=player_b(staging=[{"id": "t2", **terrain}]))
    assert "E.2.5" in errors_of(body)["players[1].staging[0]"][0]


def test_staging_character_must_be_attached_to_the_starting_character():
    staging = [{"id": "k2", "type": "character", "name": "Kai"}]
    assert "players[0].staging[0].attached_to" in errors_of(scenario(a=player_a(staging=staging)))


def test_flatten_errors_turns_nested_messages_into_paths():
    nested = {"players": {1: {"hand": {0: {"block_zone": ["bad"]}}}}, "_schema": ["whole"],
              "actions": {2: {"_schema": ["x"]}}}
    assert flatten_errors(nested) == {"players[1].hand[0].block_zone": ["bad"], "_body": ["whole"],
                                      "actions[2]": ["x"]}
