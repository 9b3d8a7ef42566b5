""""Toughness: X" (50.17, 48.0) on real cards' printed text (copied from the community card dump):
Toughness bonuses are cumulative, so Toughness: X is Toughness: 1 for each thing X counts, and
none at X = 0; X counting the columns of its controller's Site structure (9.1.2) or the damage
counters on the card itself (29.0). Then the engine reducing damage by it (29.6)."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json
from tests.engines.shadowfist.cardtext._compiled import compiled_objects

RAINMAKER_FLOYD = "Unique. Toughness: X. X= the number of columns in your Site structure."
SAM_MALLORY = "Unique. Toughness: X. X= the number of damage counters on Sam Mallory"


def test_50_17_rainmaker_floyd_toughness_one_for_each_column() -> None:
    (tough,) = compiled_objects("Rainmaker Floyd", "Character", RAINMAKER_FLOYD)
    assert tough["grants"] == ["Toughness: 1"]
    assert tough["per"] == {"type": "site", "controller": "you", "state": "front-row"}


def test_29_0_sam_mallory_toughness_one_for_each_damage_counter_on_him() -> None:
    (tough,) = compiled_objects("Sam Mallory", "Character", SAM_MALLORY)
    assert tough["grants"] == ["Toughness: 1"] and tough["per_damage"] is True


def test_48_0_damage_counters_on_a_states_own_card_or_for_an_effects_amount_stay_unread() -> None:
    state = "Subject Character gains Toughness: X. X= the number of damage counters on this card."
    assert not compile_text(state, "Ward", "State").complete
    assert not compile_text("Turn :: Inflict X damage on target Character. X= the number of damage counters on "
                            "this card.", "Gunner", "Character").complete


def test_48_0_per_damage_is_one_count_of_a_continuous_ability_only() -> None:
    def errors(ability: dict[str, Any]) -> dict[str, Any]:
        return WRITTEN_SCHEMA.validate(ability)
    tough = {"kind": "continuous", "grants": ["Toughness: 1"], "per_damage": True}
    assert not errors(tough)
    assert "per_damage" in errors({**tough, "per_counter": True})
    assert "per_damage" in errors({"kind": "activated", "per_damage": True, "effect": {
        "effect": "gain_power", "amount": 1, "aim": "none"}})


def _hit(mark: dict[str, Any], sites: int = 1) -> int:
    """B's Gunner (Fighting 4) attacks A's `mark` at column 1; the damage it takes."""
    site = {"type": "site", "row": "front", "body": 12}
    mine = [{"id": f"a{c}", "title": f"Site A{c}", "controller": "A", "column": c, **site} for c in range(1, sites + 1)]
    payload = {"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [*mine, {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site},
                         {"id": "gunner", "title": "Gunner", "type": "character", "controller": "B", "column": 1,
                          "fighting": 4}, {**mark, "id": "mark", "type": "character", "controller": "A",
                                            "column": 1, "fighting": 9}],
               "actions": [{"do": "declare_attack", "player": "B", "attackers": ["gunner"], "target": "mark"},
                           {"do": "pass"}, {"do": "pass"}]}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    return int(answer["final"]["cards"]["mark"]["damage"]) - int(mark.get("damage", 0))


def test_50_17_rainmaker_floyd_reduces_damage_by_his_controllers_columns() -> None:
    floyd = {"title": "Rainmaker Floyd", "abilities": compile_text(RAINMAKER_FLOYD, "Rainmaker Floyd",
                                                                   "Character").abilities}
    assert _hit(floyd, sites=3) == 1
    assert _hit(floyd, sites=1) == 3


def test_50_17_sam_mallory_undamaged_has_no_toughness_damaged_twice_two() -> None:
    sam = {"title": "Sam Mallory", "abilities": compile_text(SAM_MALLORY, "Sam Mallory", "Character").abilities}
    assert _hit(sam) == 4
    assert _hit({**sam, "damage": 2}) == 2
