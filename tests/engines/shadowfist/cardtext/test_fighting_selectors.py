"""Cards picked by their Fighting: the current Fighting (15.1: "Abilities that refer to a
Character's 'Fighting' refer to this value", its bonuses and damage counted) and a bare "printed
Fighting" (8.7), which compares a Fighting of X by its value (48.1: a blanked X "has a printed
Fighting of 0"); "printed numerical Fighting" still excludes X. Read from real cards' text
verbatim (the community card dump), and the engine acting on each."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

MATH_BOMB = "Smoke all Characters whose Fighting is odd."
SHINOBU_YASHIDA = "Unique. Inflicts +3 damage on Characters with Fighting of 8 or more."
MASKED_AVENGER = "Takes no damage from characters with a Fighting score of 1."
NETHERFLITTER = ("Vehicle. Subject Character gains +1 Fighting and Mobility. While attacking, subject takes no "
                 "damage from Characters whose Fighting is even.")
ANDI_DI = "Unique. All Characters you control with a printed Fighting of 1 or 2 gain +1 Fighting."
AGENT_PROVOCATEUR = ("While you have Power in your pool, turn and maintain and target a Character with a printed "
                     "Fighting of 5 or less :: Take control of target.")
QUEENS_WRATH = "Smoke target Character with a cost or Fighting of 1."


def test_15_1_math_bomb_whose_fighting_is_odd() -> None:
    (bomb,) = compiled_objects("Math Bomb", "Event", MATH_BOMB)
    assert bomb["effect"] == {"effect": "smoke", "aim": "all", "select": {"type": "character", "fighting_parity": "odd"}}


def test_15_1_shinobu_yashida_against_fighting_8_or_more() -> None:
    (bonus,) = compiled_objects("Shinobu Yashida", "Character", SHINOBU_YASHIDA)
    assert bonus["against"] == {"type": "character", "fighting_at_least": 8}


def test_15_1_masked_avenger_from_a_fighting_score_of_1() -> None:
    (taken,) = compiled_objects("Masked Avenger", "Character", MASKED_AVENGER)
    assert taken["from"] == {"type": "character", "fighting_at_least": 1, "fighting_at_most": 1}


def test_15_1_netherflitter_from_characters_whose_fighting_is_even() -> None:
    taken = compiled_objects("Netherflitter", "State", NETHERFLITTER)[-1]
    assert taken["from"] == {"type": "character", "fighting_parity": "even"}


def test_15_1_the_queens_wrath_a_cost_or_fighting_of_1() -> None:
    """The Queen's Wrath's first sentence: a Character whose cost is 1 or whose Fighting is 1."""
    (wrath,) = compiled_objects("The Queen's Wrath", "Event", QUEENS_WRATH)
    assert wrath["effect"]["select"] == {"type": "character", "any_of": [
        {"cost_at_most": 1, "cost_at_least": 1}, {"fighting_at_least": 1, "fighting_at_most": 1}]}


def test_8_7_andi_di_and_agent_provocateur_a_printed_fighting_counts_x() -> None:
    (andi,) = compiled_objects("Andi Di", "Character", ANDI_DI)
    assert andi["affects"] == {"type": "character", "controller": "you", "printed_fighting_at_least": 1,
                               "printed_fighting_at_most": 2, "printed_fighting_of_x": True}
    (agent,) = compiled_objects("Agent Provocateur", "Character", AGENT_PROVOCATEUR)
    assert agent["effect"]["select"] == {"type": "character", "printed_fighting_at_most": 5,
                                         "printed_fighting_of_x": True}


@pytest.mark.parametrize("text", [
    # a continuous ability changes the Fighting it would pick its cards by (15.1, 10.1)
    "Characters you control with a Fighting score of 2 or more gain +1 Fighting.",
    # only a Character has a Fighting (8.7)
    "Smoke all cards whose Fighting is odd.",
    # Bandit Chief: "his Fighting" is not read as this card's (on a State it may be the subject's)
    "Bandit Chief inflicts no combat damage on Characters with Fighting higher than his Fighting.",
])
def test_15_1_fighting_the_selector_cannot_say_stays_not_modelled(text: str) -> None:
    assert not compile_text(text, "Made-up Card", "Character").complete


# -- the engine -------------------------------------------------------------------------------

def _site(cid: str, player: str) -> dict[str, Any]:
    return {"id": cid, "title": f"Site {cid}", "type": "site", "controller": player, "column": 1, "row": "front",
            "body": 12}


def _hero(cid: str, fighting: int, **more: Any) -> dict[str, Any]:
    return {"id": cid, "title": f"Hero {cid}", "type": "character", "controller": "B", "column": 1,
            "fighting": fighting, **more}


def _math_bomb(heroes: list[dict[str, Any]]) -> dict[str, Any]:
    bomb = {"id": "mb", "title": "Math Bomb", "type": "event", "controller": "A", "zone": "hand", "cost": 0,
            "abilities": compiled_objects("Math Bomb", "Event", MATH_BOMB)}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [_site("a1", "A"), _site("b1", "B"), *heroes, bomb],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "mb", "ability": 0}, {"do": "pass"}]}


def test_15_1_math_bomb_smokes_by_current_fighting() -> None:
    """Fighting 3 is odd; 4 is even; 4 with 1 damage is 3 (15.1); 2 with a +1 bonus is 3."""
    buff = {"id": "buff", "title": "Buff", "type": "edge", "controller": "B", "cost": 0,
            "abilities": [{"kind": "continuous", "affects": {"type": "character", "designator": "Buffed"},
                           "modifiers": [{"kind": "fighting", "value": 1}]}]}
    heroes = [_hero("odd", 3), _hero("even", 4), _hero("hurt", 4, damage=1),
              {**_hero("bonus", 2), "title": "Buffed Hero"}, buff]
    final = as_json(resolve(_math_bomb(heroes)))["final"]["cards"]
    assert {c: final[c]["zone"] for c in ("odd", "even", "hurt", "bonus")} == {
        "odd": "smoked", "even": "in_play", "hurt": "smoked", "bonus": "smoked"}


def _attack(target_fighting: int, ability: dict[str, Any]) -> dict[str, Any]:
    """A's Character (Fighting 3, `ability`) attacks B's Character of `target_fighting`."""
    cards = [_site("a1", "A"), _site("b1", "B"),
             {"id": "hit", "title": "Hitter", "type": "character", "controller": "A", "column": 1, "fighting": 3,
              "abilities": [ability]},
             _hero("bc", target_fighting)]
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
            "actions": [{"do": "declare_attack", "player": "A", "attackers": ["hit"], "target": "bc"},
                        {"do": "pass"}, {"do": "pass"}]}


@pytest.mark.parametrize(("fighting", "damage"), [(8, 6), (7, 3)])
def test_15_1_shinobu_yashidas_bonus_only_on_fighting_8_or_more(fighting: int, damage: int) -> None:
    (bonus,) = compiled_objects("Shinobu Yashida", "Character", SHINOBU_YASHIDA)
    result = as_json(resolve(_attack(fighting, bonus)))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["bc"]["damage"] == damage


@pytest.mark.parametrize(("damage_on_it", "taken"), [(0, 2), (1, 0)])
def test_15_1_masked_avenger_takes_no_damage_from_a_current_fighting_of_1(damage_on_it: int, taken: int) -> None:
    """The attacker, Fighting 2 (1 once damaged), hits Masked Avenger: 2 damage, or none (15.1)."""
    (avenger,) = compiled_objects("Masked Avenger", "Character", MASKED_AVENGER)
    scenario = _attack(5, {"kind": "continuous", "grants": ["Guts"]})
    scenario["cards"][2].update(fighting=2, damage=damage_on_it)
    scenario["cards"][3]["abilities"] = [avenger]
    result = as_json(resolve(scenario))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["bc"]["damage"] == taken


def _andi(hero: dict[str, Any]) -> dict[str, Any]:
    andi = {"id": "andi", "title": "Andi Di", "type": "character", "controller": "B", "column": 1, "fighting": 4,
            "abilities": compiled_objects("Andi Di", "Character", ANDI_DI)}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [_site("a1", "A"), _site("b1", "B"), andi, hero], "actions": []}


@pytest.mark.parametrize(("hero", "fighting"), [
    ({"fighting": 2}, 3), ({"fighting": 2, "fighting_is_x": True}, 3), ({"fighting": 3}, 3),
    ({"fighting": 3, "fighting_is_x": True}, 3)])
def test_8_7_andi_di_counts_a_fighting_of_x_by_its_value(hero: dict[str, Any], fighting: int) -> None:
    """A printed Fighting of X is X's value (48.1): X = 2 gets Andi Di's +1, X = 3 does not."""
    final = as_json(resolve(_andi(_hero("x", **hero))))["final"]["cards"]
    assert final["x"]["fighting"] == fighting


def test_15_1_a_continuous_ability_by_current_fighting_is_refused_naming_affects() -> None:
    scenario = _andi(_hero("x", 2))
    scenario["cards"][2]["abilities"] = [{"kind": "continuous", "affects": {"type": "character", "fighting_at_least": 2},
                                          "modifiers": [{"kind": "fighting", "value": 1}]}]
    with pytest.raises(ScenarioInvalid) as err:
        resolve(scenario)
    assert "affects" in str(err.value) and "15.1" in str(err.value)


# -- a current Fighting against the card's own (15.1) -----------------------------------------

BLACK_OPHIR = "Unique. Cannot be intercepted by Characters whose Fighting is lower than this card's."
PEASANT_LEADER = ("Turn and maintain to take control of target Character with Fighting equal to or less than "
                  "Peasant Leader's.")


def test_15_1_black_ophir_and_peasant_leader_compare_with_their_own_fighting() -> None:
    (ophir,) = compiled_objects("Black Ophir", "Character", BLACK_OPHIR)
    assert ophir["against"] == {"type": "character", "fighting_vs_source": "lower"}
    (leader,) = compiled_objects("Peasant Leader", "Character", PEASANT_LEADER)
    assert leader["effect"]["select"] == {"type": "character", "fighting_vs_source": "at_most"}


@pytest.mark.parametrize(("guard", "outcome"), [(4, "illegal"), (5, "resolved")])
def test_15_1_black_ophir_cannot_be_intercepted_by_a_lower_fighting(guard: int, outcome: str) -> None:
    """Black Ophir (Fighting 5) attacks B's Site: a Fighting 4 interceptor is refused, a 5 is not."""
    cards = [_site("a1", "A"), _site("b1", "B"),
             {"id": "ophir", "title": "Black Ophir", "type": "character", "controller": "A", "column": 1,
              "fighting": 5, "abilities": compiled_objects("Black Ophir", "Character", BLACK_OPHIR)},
             _hero("guard", guard)]
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
                "actions": [{"do": "declare_attack", "player": "A", "attackers": ["ophir"], "target": "b1"},
                            {"do": "pass"},
                            {"do": "intercept", "player": "B", "assignments": [{"attacker": "ophir", "chain": ["guard"]}]},
                            {"do": "pass"}]}
    result = as_json(resolve(scenario))
    assert result["outcome"] == outcome, result.get("illegal")


@pytest.mark.parametrize(("fighting", "outcome"), [(3, "resolved"), (4, "illegal")])
def test_15_1_peasant_leader_takes_a_character_of_fighting_at_most_his(fighting: int, outcome: str) -> None:
    """Peasant Leader has Fighting 3: he may take a Fighting 3 Character, not a Fighting 4 one."""
    cards = [_site("a1", "A"), _site("b1", "B"),
             {"id": "pl", "title": "Peasant Leader", "type": "character", "controller": "A", "column": 1,
              "fighting": 3, "abilities": compiled_objects("Peasant Leader", "Character", PEASANT_LEADER)},
             _hero("x", fighting)]
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
                "actions": [{"do": "use", "id": "u1", "player": "A", "card": "pl", "ability": 0, "targets": ["x"]},
                            {"do": "pass"}]}
    result = as_json(resolve(scenario))
    assert result["outcome"] == outcome, result.get("illegal")
    if outcome == "illegal":
        assert "15.1" in result["illegal"]["rules"]
    else:
        assert result["final"]["cards"]["x"]["controller"] == "A"


@pytest.mark.parametrize(("select", "field"), [
    ({"fighting_parity": "prime"}, "fighting_parity"),
    ({"fighting_vs_source": "twice"}, "fighting_vs_source"),
    ({"fighting_at_most": 1, "fighting_at_least": 3}, "fighting_at_least"),
    ({"printed_fighting_of_x": True}, "printed_fighting_of_x"),
    ({"title": ""}, "title"),
    ({"owner": "nobody"}, "owner"),
])
def test_a_bad_fighting_owner_or_title_selector_is_refused_naming_the_field(select: dict[str, Any], field: str) -> None:
    scenario = _andi(_hero("x", 2))
    scenario["cards"][2]["abilities"] = [{"kind": "continuous", "against": {"type": "character", **select},
                                          "modifiers": [{"kind": "damage_bonus", "value": 1}]}]
    with pytest.raises(ScenarioInvalid) as err:
        resolve(scenario)
    assert field in str(err.value)
