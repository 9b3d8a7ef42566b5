""""<this card>'s damage is increased by the number of damage counters on it" (Mutoid, copied from the
community card dump): "is increased" acts on combat and non-combat damage alike (29.5), +1 of each
for each damage counter on the card itself (29.0: `per_damage`). Then the engine's combat damage."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

MUTOID = "Guts.  Mutoid's damage is increased by the number of damage counters on it."


def test_29_5_mutoids_damage_increased_for_each_damage_counter_on_it() -> None:
    compiled = compile_text(MUTOID, "Mutoid", "Character")
    assert compiled.complete, compiled.not_modelled
    assert compiled.abilities[1] == {
        "kind": "continuous", "text": "Mutoid's damage is increased by the number of damage counters on it.",
        "modifiers": [{"kind": "damage_bonus", "value": 1}, {"kind": "effect_damage_bonus", "value": 1}],
        "per_damage": True}


def test_29_0_damage_counters_on_a_states_card_stay_unread() -> None:
    state = "This card's damage is increased by the number of damage counters on it."
    assert not compile_text(state, "Some State", "State").complete


def _site_damage(mutoid_damage: int) -> int:
    """A's Mutoid (Fighting 4) attacks B's Site (Body 12) unopposed; the damage the Site takes."""
    site = {"type": "site", "row": "front", "body": 12}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "Site A", "controller": "A", "column": 1, **site},
                         {"id": "b1", "title": "Site B", "controller": "B", "column": 1, **site},
                         {"id": "mu", "title": "Mutoid", "type": "character", "controller": "A", "column": 1,
                          "fighting": 4, "damage": mutoid_damage,
                          "abilities": compile_text(MUTOID, "Mutoid", "Character").abilities}],
               "actions": [{"do": "declare_attack", "player": "A", "attackers": ["mu"], "target": "b1"},
                           {"do": "pass"}, {"do": "pass"}]}
    answer: dict[str, Any] = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    return int(answer["final"]["cards"]["b1"]["damage"])


def test_29_5_mutoid_inflicts_one_more_combat_damage_for_each_damage_counter() -> None:
    assert _site_damage(0) == 4
    assert _site_damage(2) == 6
