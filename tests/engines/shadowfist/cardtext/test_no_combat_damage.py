""""Takes no combat damage": combat damage (rule 29.1) taken by the card reduced to zero (29.6.3:
"take no damage" is a reduction to zero), while non-combat damage (29.2) still lands; read from
real cards' printed text copied from the community card dump (a State's: its subject)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

SKY_DRAGON = "Unique. Takes no combat damage."
SHADOWFIST = "Play on any Character. Subject takes no combat damage."
NO_COMBAT = [{"kind": "reduce_combat_damage_to", "value": 0}]


@pytest.mark.parametrize(("text", "title", "kind"), [
    (SKY_DRAGON, "Sky Dragon", "Character"), (SHADOWFIST, "Shadowfist", "State")])
def test_29_6_3_takes_no_combat_damage_reduces_combat_damage_to_zero(text: str, title: str, kind: str) -> None:
    compiled = compile_text(text, title, kind)
    assert compiled.complete, compiled.not_modelled
    (ability,) = [a for a in compiled.abilities if isinstance(a, dict) and a["kind"] == "continuous"]
    assert ability["modifiers"] == NO_COMBAT and "from" not in ability


def test_29_6_3_takes_no_damage_from_a_kind_of_card_stays_a_reduction_of_all_damage() -> None:
    compiled = compile_text("Takes no damage from Sites.", "Ape Nuts", "Character")  # its first sentence
    (ability,) = [a for a in compiled.abilities if isinstance(a, dict)]
    assert ability["modifiers"] == [{"kind": "reduce_damage_to", "value": 0}]


def _dragon(actions: list[dict[str, Any]]) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 12, "column": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site},
                      {"id": "dragon", "title": "Sky Dragon", "type": "character", "controller": "A", "column": 1,
                       "fighting": 5, "abilities": compile_text(SKY_DRAGON, "Sky Dragon", "Character").abilities},
                      {"id": "guard", "title": "Guard", "type": "character", "controller": "B", "column": 1,
                       "fighting": 9},
                      {"id": "gun", "title": "Gun Site", "type": "site", "controller": "B", "column": 2,
                       "row": "front", "body": 5,
                       "abilities": [{"kind": "activated", "text": "Turn :: Inflict 2 damage on target Character.",
                                      "effect": {"effect": "damage", "amount": 2, "aim": "chosen",
                                                 "select": {"type": "character"}, "turn_self": True}}]}],
            "actions": actions}


def test_29_1_sky_dragon_takes_no_combat_damage_from_his_interceptor() -> None:
    result = as_json(resolve(_dragon([
        {"do": "declare_attack", "player": "A", "attackers": ["dragon"], "target": "b1"}, {"do": "pass"},
        {"do": "intercept", "player": "B", "assignments": [{"attacker": "dragon", "chain": ["guard"]}]}])))
    assert result["outcome"] == "resolved", result.get("illegal")
    cards = result["final"]["cards"]
    assert cards["dragon"]["zone"] == "in_play" and cards["dragon"]["damage"] == 0
    assert cards["guard"]["damage"] == 5


def test_29_2_sky_dragon_still_takes_non_combat_damage() -> None:
    result = as_json(resolve(_dragon([
        {"do": "use", "id": "u1", "player": "B", "card": "gun", "ability": 0, "targets": ["dragon"]},
        {"do": "pass"}])))
    assert result["outcome"] == "resolved", result.get("illegal")
    assert result["final"]["cards"]["dragon"]["damage"] == 2
