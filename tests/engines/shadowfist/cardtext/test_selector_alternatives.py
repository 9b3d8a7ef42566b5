"""Selectors with alternatives ("a Character or Site", "<Manchu> or <Soldier> Character": a card
fits when it fits any of them, designators 14.0) and a bound on the printed cost (8.5: rules
text's "cost" is the printed number; a reduced cost does not change it, 37.0). Read from real
cards' text; near-misses whose reading would be a guess stay not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

REALPOLITIK = "Target an Edge or State :: Smoke target."
MANCHU_GARRISON = "Turn to give a <Manchu> or <Soldier> Character +1 Fighting until the end of the turn."
BLACK_FLAG_REBELS = "All Rebel, Rabble and Bandit Characters you control gain +1 Fighting."
PURSUIVANT = ("Turn and target a Character you control with a cost no greater than 3 :: "
              "Target gains Ambush until the end of the turn.")


def _abilities(text: str, title: str, kind: str) -> list[dict[str, Any]]:
    result = compile_text(text, title, kind)
    assert not result.not_modelled, result.not_modelled
    return result.abilities


def test_14_0_realpolitik_an_edge_or_a_state() -> None:
    """Realpolitik: "Target an Edge or State :: Smoke target." """
    effect = _abilities(REALPOLITIK, "Realpolitik", "Event")[0]["effect"]
    assert effect["select"] == {"any_of": [{"type": "edge"}, {"type": "state"}]}


def test_14_0_manchu_garrison_either_designator_of_one_type() -> None:
    effect = _abilities(MANCHU_GARRISON, "Manchu Garrison", "Site")[0]["effect"]
    assert effect["select"] == {"type": "character",
                                "any_of": [{"designator": "Manchu"}, {"designator": "Soldier"}]}


def test_14_0_black_flag_rebels_a_list_joined_by_and_before_a_plural() -> None:
    """Black Flag Rebels: the words shared by all alternatives (type, controller) stay outside."""
    affects = _abilities(BLACK_FLAG_REBELS, "Black Flag Rebels", "Character")[0]["affects"]
    assert affects == {"type": "character", "controller": "you",
                       "any_of": [{"designator": "Rebel"}, {"designator": "Rabble"}, {"designator": "Bandit"}]}


def test_8_5_pursuivant_of_arms_a_cost_no_greater_than_3() -> None:
    effect = _abilities(PURSUIVANT, "Pursuivant of Arms", "Character")[0]["effect"]
    assert effect["select"] == {"type": "character", "controller": "you", "cost_at_most": 3}


@pytest.mark.parametrize(("text", "title", "select"), [
    ("Smoke all Characters in play with a printed cost of 2 or less.", "Plague of Moths",
     {"type": "character", "cost_at_most": 2}),
    ("Take control of all non-Unique 1-cost Characters until the end of the turn.", "Peasant Uprising",
     {"type": "character", "unique": False, "cost_at_most": 1, "cost_at_least": 1}),
])
def test_8_5_a_bound_on_the_printed_cost(text: str, title: str, select: dict[str, Any]) -> None:
    assert _abilities(text, title, "Event")[0]["effect"]["select"] == select


def test_8_5_hammer_harrison_whose_cost_is_less_than_3() -> None:
    """"Hammer" Harrison: "Takes no damage from Characters whose cost is less than 3." """
    ability = _abilities("Takes no damage from Characters whose cost is less than 3.", "\"Hammer\" Harrison",
                         "Character")[0]
    assert ability["from"] == {"type": "character", "cost_at_most": 2}


@pytest.mark.parametrize(("text", "title"), [
    # a Hood character, or a Hood Site, or any Site: the reading would be a guess
    ("Turn to inflict 2 points of damage on target Hood character or site.", "Police Station"),
    # "Kung Fu" is one designator of two words; no alternative may be dropped
    ("All non-Unique Shaolin, Martial, and Kung Fu Characters you control gain +1 Fighting.", "18 Bronze Men"),
    # a resource icon among the alternatives
    ("Leatherback unturns when an opponent plays a [M] or [H] card.", "Leatherback"),
    # "Character and Site" with a singular: not a list of alternatives
    ("Inflict 2 damage on each Character and Site at target location.", "Napalm Sunrise"),
    # a printed Fighting of two numbers apart: no range the selector says
    ("Target a Character with a printed numerical Fighting of 1 or 5 :: Smoke target.", "Arcanovirus"),
])
def test_near_misses_stay_not_modelled(text: str, title: str) -> None:
    result = compile_text(text, title, "Event")
    assert not result.abilities and result.not_modelled, result


# -- the engine: a card fits one alternative, and the shared words ---------------------------

def _site(cid: str, controller: str, column: int) -> dict[str, Any]:
    return {"id": cid, "title": f"Site {cid}", "type": "site", "controller": controller, "column": column,
            "row": "front", "body": 6}


def _realpolitik(target: dict[str, Any]) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 3}, {"id": "B"}],
            "cards": [_site("a1", "A", 1), _site("b1", "B", 1),
                      {"id": "rp", "title": "Realpolitik", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 1, "abilities": _abilities(REALPOLITIK, "Realpolitik", "Event")},
                      {"id": "hero", "title": "Hero", "type": "character", "controller": "B", "column": 1,
                       "fighting": 2, "cost": 2},
                      target],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "rp", "ability": 0,"targets": [target["id"]]},
                        {"do": "pass"}]}


def test_24_1_3_an_edge_fits_edge_or_state_and_is_smoked() -> None:
    edge = {"id": "e", "title": "Some Edge", "type": "edge", "controller": "B", "cost": 1}
    result = as_json(resolve(_realpolitik(edge)))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["e"]["zone"] == "smoked"


def test_24_1_3_a_character_fits_neither_alternative() -> None:
    hero = {"id": "x", "title": "Other Hero", "type": "character", "controller": "B", "column": 1,
            "fighting": 2, "cost": 2}
    result = as_json(resolve(_realpolitik(hero)))
    assert result["outcome"] == "illegal" and "24.1.3.2" in result["illegal"]["rules"]


def _pursuivant(cost: int) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [_site("a1", "A", 1), _site("b1", "B", 1),
                      {"id": "pa", "title": "Pursuivant of Arms", "type": "character", "controller": "A",
                       "column": 1, "fighting": 1, "cost": 1,
                       "abilities": _abilities(PURSUIVANT, "Pursuivant of Arms", "Character")},
                      {"id": "ally", "title": "Ally", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3, "cost": cost}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "pa", "ability": 0,"targets": ["ally"]},
                        {"do": "pass"}]}


def test_8_5_a_cost_within_the_bound_is_a_legal_target() -> None:
    assert as_json(resolve(_pursuivant(3)))["outcome"] == "resolved"


def test_8_5_a_cost_above_the_bound_is_no_legal_target() -> None:
    result = as_json(resolve(_pursuivant(4)))
    assert result["outcome"] == "illegal" and {"24.1.3.2", "8.5"} <= set(result["illegal"]["rules"])


def test_14_0_black_flag_rebels_gives_a_bandit_not_a_cop() -> None:
    """Black Flag Rebels' alternatives: a Bandit gains +1 Fighting, a Cop you control does not."""
    mine = {"type": "character", "controller": "A", "column": 1, "fighting": 2}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [_site("a1", "A", 1), _site("b1", "B", 1),
                         {"id": "flag", "title": "Black Flag Rebels", "type": "character", "controller": "A",
                          "column": 1, "fighting": 2,
                          "abilities": _abilities(BLACK_FLAG_REBELS, "Black Flag Rebels", "Character")},
                         {"id": "bandit", "title": "Bandit Chief", **mine},
                         {"id": "cop", "title": "Beat Cop", **mine}],
               "actions": []}
    final = as_json(resolve(payload))["final"]["cards"]
    assert (final["bandit"]["fighting"], final["cop"]["fighting"]) == (3, 2)


@pytest.mark.parametrize(("select", "field"), [
    ({"any_of": [{"type": "edge"}]}, "any_of"),
    ({"any_of": [{"type": "edge"}, {"any_of": [{"type": "state"}, {"type": "site"}]}]}, "any_of"),
    ({"cost_at_most": -1}, "cost_at_most"),
    ({"cost_at_most": 1, "cost_at_least": 2}, "cost_at_least"),
    ({"printed_fighting_at_most": 1, "printed_fighting_at_least": 3}, "printed_fighting_at_least"),
])
def test_a_bad_selector_is_refused_naming_the_field(select: dict[str, Any], field: str) -> None:
    payload = _realpolitik({"id": "e", "title": "Some Edge", "type": "edge", "controller": "B", "cost": 1})
    payload["cards"][2]["abilities"][0]["effect"]["select"] = select
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert field in str(err.value)


# -- a printed numerical Fighting (8.7) ---------------------------------------------------------

ARCANOVIRUS = "Target a Character with a printed numerical Fighting of 5 or less :: Smoke target."


def test_8_7_arcanovirus_a_printed_numerical_fighting_of_5_or_less() -> None:
    """Arcanovirus: "Target a Character with a printed numerical Fighting of 5 or less :: Smoke target. ..." """
    effect = _abilities(ARCANOVIRUS, "Arcanovirus", "Event")[0]["effect"]
    assert effect["select"] == {"type": "character", "printed_fighting_at_most": 5}


def _arcanovirus(target: dict[str, Any]) -> dict[str, Any]:
    hero = {"id": "x", "title": "B's Character", "type": "character", "controller": "B", "column": 1, **target}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 3}, {"id": "B"}],
            "cards": [_site("a1", "A", 1), _site("b1", "B", 1), hero,
                      {"id": "av", "title": "Arcanovirus", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 1, "abilities": _abilities(ARCANOVIRUS, "Arcanovirus", "Event")},
                      {"id": "buff", "title": "Buff", "type": "edge", "controller": "B", "cost": 0,
                       "abilities": [{"kind": "continuous", "affects": {"type": "character"},
                                      "modifiers": [{"kind": "fighting", "value": 3}]}]}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "av", "ability": 0, "targets": ["x"]},
                        {"do": "pass"}]}


def test_8_7_printed_fighting_5_with_a_bonus_is_still_a_legal_target() -> None:
    """Printed 5, +3 from an Edge: the bonus does not count (8.7)."""
    result = as_json(resolve(_arcanovirus({"fighting": 5})))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["x"]["zone"] == "smoked"


@pytest.mark.parametrize("target", [{"fighting": 6}, {"fighting": 2, "fighting_is_x": True}])
def test_8_7_printed_fighting_6_or_x_is_no_legal_target(target: dict[str, Any]) -> None:
    result = as_json(resolve(_arcanovirus(target)))
    assert result["outcome"] == "illegal" and {"24.1.3.2", "8.7"} <= set(result["illegal"]["rules"])


def test_49_2_limited_is_a_restriction_not_a_designator() -> None:
    """Zero-G Sumo: "X= the number of Unique and Limited Sites controlled by opponents." Limited
    is a bold-faced restriction (49.2), not a word of the title: not read as <Limited>."""
    text = "Toughness: X. X= the number of Unique and Limited Sites controlled by opponents."
    result = compile_text(text, "Zero-G Sumo", "Character")
    assert not result.complete and not [a for a in result.abilities if isinstance(a, dict)]


# -- a printed cost (8.5) as a range, a clause or a word -------------------------------------------

CURIO_SHOP = "Takes no damage from opponents' cards that have a cost of 1."
TROY_PRESTON = ("Unique. Cannot be intercepted by Characters with a printed cost of 1 or 2. Non-Unique Characters "
                "controlled by opponents at this location inflict -1 combat damage.")


def test_8_5_curio_shop_cards_that_have_a_cost_of_1() -> None:
    """Curio Shop: "Takes no damage from opponents' cards that have a cost of 1." """
    (taken,) = _abilities(CURIO_SHOP, "Curio Shop", "Feng Shui Site")
    assert taken["from"] == {"controller": "opponent", "cost_at_most": 1, "cost_at_least": 1}


def test_8_5_sergeant_troy_preston_a_printed_cost_of_1_or_2() -> None:
    """Sergeant Troy Preston: "a printed cost of 1 or 2" is the range 1 to 2."""
    (blocked,) = [a for a in _abilities(TROY_PRESTON, "Sergeant Troy Preston", "Character")
                  if isinstance(a, dict) and "against" in a]
    assert blocked["against"] == {"type": "character", "cost_at_least": 1, "cost_at_most": 2}


@pytest.mark.parametrize(("phrase", "bounds"), [
    ("target Character with a cost of three or less", {"cost_at_most": 3}),
    ("target Character with a cost of 1 or 3", None),  # two numbers apart: no range
])
def test_8_5_a_cost_written_as_a_word_or_two_numbers(phrase: str, bounds: dict[str, int] | None) -> None:
    """Ritual of Death's "with a cost of three or less" (its sentence's "either ... or" aside)."""
    result = compile_text(f"Smoke {phrase}.", "Foo", "Event")
    if bounds is None:
        assert not result.complete
    else:
        assert result.abilities[0]["effect"]["select"] == {"type": "character", **bounds}


# -- two whole noun phrases, each with its own type and a word narrowing it ---------------------------

@pytest.mark.parametrize(("text", "title", "field", "select"), [
    ("Unique. Turn to inflict 3 points of damage on a target Unique character or target Unique site.",
     "Jueding Bao-Fude", "effect", {"unique": True, "any_of": [{"type": "character"}, {"type": "site"}]}),
    ("Unique. Independent. Your undamaged Sites and your undamaged Characters gain Toughness: 1.", "Pi Yin",
     "affects", {"controller": "you", "state": "undamaged", "any_of": [{"type": "site"}, {"type": "character"}]}),
    ("Inflicts +1 damage on damaged Characters and damaged Sites.", "Student of the Shark", "against",
     {"state": "damaged", "any_of": [{"type": "character"}, {"type": "site"}]}),
    ("Guts. Inflicts +2 damage against [f] characters and [f] sites.", "Chromosome Screamer", "against",
     {"faction": "architects", "any_of": [{"type": "character"}, {"type": "site"}]}),
])
def test_14_0_two_whole_selectors_joined_fit_either(text: str, title: str, field: str,
                                                   select: dict[str, Any]) -> None:
    """"target Unique character or target Unique site", "damaged Characters and damaged Sites":
    the words both repeat (Unique 49.9, damaged 29.0, [f] 18.2) kept outside `any_of`."""
    (found,) = [a for a in _abilities(text, title, "Character") if isinstance(a, dict)]
    got = found["effect"]["select"] if field == "effect" else found[field]
    assert got == select


def test_14_0_a_word_before_only_the_first_type_stays_not_modelled() -> None:
    """"Hood character or site": "Hood" may qualify the Site too, or not."""
    assert not compile_text("Turn to inflict 2 damage on target Hood character or site.", "Foo", "Character").complete


@pytest.mark.parametrize(("text", "title", "field", "select"), [
    ("Unique. Damage inflicted on Rah Rah Rasputine by Cyborgs and Abominations is reduced to 0.",
     "Rah Rah Rasputine", "from", {"any_of": [{"designator": "Cyborgs"}, {"designator": "Abominations"}]}),
    ("All Assassins, Enforcers and Killers in play gain Assassinate.", "Open Season", "affects",
     {"any_of": [{"designator": "Assassins"}, {"designator": "Enforcers"}, {"designator": "Killers"}]}),
])
def test_14_2_a_list_of_designators_in_the_plural(text: str, title: str, field: str, select: dict[str, Any]) -> None:
    """"by Cyborgs and Abominations": the cards with either designator (14.0; the plural matches
    the singular, 14.2), a list naming cards even without "in play" after it."""
    found = [a for a in compile_text(text, title, "Character").abilities if isinstance(a, dict) and field in a]
    assert found[0][field] == select


def test_14_0_alternatives_narrowed_by_different_words_stay_not_modelled() -> None:
    """"turned Characters and Sites at this location": "turned" and "at this location" may each
    go with one type or both."""
    text = "Inflict 1 damage on all turned Characters and Sites at this location."
    assert not compile_text(text, "Foo", "Event").complete
