"""Effects giving a damage modifier only "against" or "from" a kind of card (26.5 for the grant,
29.7 with a condition on the other card of the damage, 10.4 while maintained), on real cards'
printed text (copied from the community card dump), and the engine acting on them: the bonus
a turned Demolitions Expert gives counts against a Site and not against a Character."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import attack, home_sites, intercept, scenario
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Demolitions Expert": ("Character", "Turn to give target character +3 damage against sites until end of turn."),
    "Magnum Justice": ("Edge", "Limited. Turn and maintain to give target <Cop> Character +3 damage to Characters."),
    "Bomb Factory": ("Site", "Turn and maintain and target a Character :: Target gains +1 combat damage to Sites."),
    "Blood of the Valiant": ("Event", "Play during an attack. Until the end of the attack, target attacker takes no "
                                      "combat damage from interceptors."),
    "The Silent Cowboy": ("Character", "Unique. Pay 1 Power :: This card takes no damage from interceptors until "
                                       "the end of the turn."),
}


def ability(title: str) -> dict[str, Any]:
    kind, text = CARDS[title]
    found = compiled_objects(title, kind, text)
    assert len(found) == 1
    return found[0]


def test_demolitions_expert_gives_three_damage_against_sites_until_the_end_of_the_turn_29_7() -> None:
    effect = ability("Demolitions Expert")["effect"]
    assert effect == {"effect": "grant", "aim": "chosen", "select": {"type": "character"},
                      "against": {"type": "site"}, "modifiers": [{"kind": "damage_bonus", "value": 3}],
                      "duration": "turn", "turn_self": True}


def test_magnum_justice_maintains_three_damage_to_characters_on_a_cop_10_4() -> None:
    used = ability("Magnum Justice")
    assert used["kind"] == "turn_and_maintain"
    assert used["effect"]["select"] == {"type": "character", "designator": "Cop"}
    assert used["effect"]["against"] == {"type": "character"}


def test_bomb_factory_maintains_one_combat_damage_to_sites_29_7() -> None:
    effect = ability("Bomb Factory")["effect"]
    assert (effect["against"], effect["modifiers"]) == ({"type": "site"}, [{"kind": "damage_bonus", "value": 1}])


def test_silent_cowboy_takes_no_damage_from_interceptors_29_6_3() -> None:
    effect = ability("The Silent Cowboy")["effect"]
    assert effect == {"effect": "grant", "aim": "self", "from": {"type": "character", "state": "intercepting"},
                      "modifiers": [{"kind": "reduce_damage_to", "value": 0}], "duration": "turn", "power": 1}


def test_blood_of_the_valiant_attacker_takes_no_combat_damage_from_interceptors_29_1_29_6_3() -> None:
    used = ability("Blood of the Valiant")
    assert used["condition"] == {"is": "attack_under_way", "of": "source"}
    assert used["effect"] == {"effect": "grant", "aim": "chosen", "select": {"type": "character", "state": "attacking"},
                              "from": {"type": "character", "state": "intercepting"},
                              "modifiers": [{"kind": "reduce_combat_damage_to", "value": 0}], "duration": "attack"}


def test_against_and_from_go_only_on_a_grant_and_its_side_of_the_damage_29_7() -> None:
    grant = {"kind": "activated", "effect": {"effect": "grant", "aim": "self", "against": {"type": "site"},
                                             "modifiers": [{"kind": "reduce_damage_to", "value": 0}]}}
    assert "effect" in WRITTEN_SCHEMA.validate(grant)
    damage = {"kind": "activated", "effect": {"effect": "damage", "amount": 1, "aim": "self",
                                              "against": {"type": "site"}}}
    assert "effect" in WRITTEN_SCHEMA.validate(damage)


# -- the engine: the grant counts only on damage with that kind of card (10.2, 29.7) ------------

def _demolitions(target: str, chain: list[str] | None = None) -> dict[str, Any]:
    """A's Demolitions Expert turns to give A's Hitter (Fighting 3) +3 damage against Sites; the
    Hitter attacks `target` (B's Site has Body 12), B's Hero (Fighting 9) intercepting it when
    `chain` names it."""
    cards = home_sites()
    cards[1]["body"] = 12
    cards += [
        {"id": "de", "title": "Demolitions Expert", "type": "character", "controller": "A", "column": 1,
         "fighting": 1, "abilities": [ability("Demolitions Expert")]},
        {"id": "hit", "title": "Hitter", "type": "character", "controller": "A", "column": 1, "fighting": 3},
        {"id": "bc", "title": "Their Hero", "type": "character", "controller": "B", "column": 1, "fighting": 9}]
    actions = [{"do": "use", "id": "u1", "player": "A", "card": "de", "ability": 0, "targets": ["hit"]},
               {"do": "pass"}, attack("A", ["hit"], target), {"do": "pass"}]
    if chain:
        actions.append(intercept("B", hit=chain))
    return scenario(cards, actions + [{"do": "pass"}])


def _damage_on(data: dict[str, Any], card_id: str) -> int:
    result = resolve(data)
    assert result.outcome == "resolved", result
    return int(result.final["cards"][card_id]["damage"])


def test_demolitions_expert_bonus_counts_against_a_site_29_7() -> None:
    assert _damage_on(_demolitions("b1"), "b1") == 6


def test_demolitions_expert_bonus_does_not_count_against_a_character_10_2() -> None:
    assert _damage_on(_demolitions("bc"), "bc") == 3
    assert _damage_on(_demolitions("b1", chain=["bc"]), "bc") == 3


def _cowboy(used: bool) -> dict[str, Any]:
    """The Silent Cowboy (Fighting 4) attacks B's Site, intercepted by B's Hero (Fighting 3),
    after paying 1 Power for his ability when `used`."""
    cards = home_sites() + [
        {"id": "sc", "title": "The Silent Cowboy", "type": "character", "controller": "A", "column": 1,
         "fighting": 4, "abilities": ["Unique", ability("The Silent Cowboy")]},
        {"id": "bc", "title": "Their Hero", "type": "character", "controller": "B", "column": 1, "fighting": 3}]
    use = [{"do": "use", "id": "u1", "player": "A", "card": "sc", "ability": 1}, {"do": "pass"}] if used else []
    actions = use + [attack("A", ["sc"], "b1"), {"do": "pass"}, intercept("B", sc=["bc"]), {"do": "pass"}]
    return scenario(cards, actions, players=[{"id": "A", "power": 1}, {"id": "B"}])


def test_silent_cowboy_takes_no_damage_from_his_interceptor_29_6_3() -> None:
    assert _damage_on(_cowboy(used=True), "sc") == 0
    assert _damage_on(_cowboy(used=False), "sc") == 3


def _bomb_factory(target: str) -> dict[str, Any]:
    """A's Bomb Factory turns and maintains to give A's Hitter (Fighting 3) +1 combat damage to
    Sites; the Hitter attacks `target` (B's Site, Body 12, or B's Hero, Fighting 9)."""
    cards = home_sites()
    cards[1]["body"] = 12
    cards += [
        {"id": "bf", "title": "Bomb Factory", "type": "site", "controller": "A", "column": 2, "row": "front",
         "body": 6, "abilities": [ability("Bomb Factory")]},
        {"id": "hit", "title": "Hitter", "type": "character", "controller": "A", "column": 1, "fighting": 3},
        {"id": "bc", "title": "Their Hero", "type": "character", "controller": "B", "column": 1, "fighting": 9}]
    actions = [{"do": "use", "id": "u1", "player": "A", "card": "bf", "ability": 0, "targets": ["hit"]},
               {"do": "pass"}, attack("A", ["hit"], target), {"do": "pass"}, {"do": "pass"}]
    return scenario(cards, actions)


def test_bomb_factory_maintained_bonus_counts_against_a_site_only_10_4_29_7() -> None:
    assert _damage_on(_bomb_factory("b1"), "b1") == 4
    assert _damage_on(_bomb_factory("bc"), "bc") == 3
