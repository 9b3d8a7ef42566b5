""""While subject is the only attacker, it gains Ambush" (Thunder Lance, printed text copied from
the community card dump): a State's condition on its subject attacking alone (28.1.4), "it" being
that subject (25.5), and the engine giving Ambush (50.1) only then."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

THUNDER_LANCE = "Weapon. Subject Character inflicts +2 damage. While subject is the only attacker, it gains Ambush."


def test_28_1_4_thunder_lance_grants_ambush_while_its_subject_attacks_alone() -> None:
    compiled = compile_text(THUNDER_LANCE, "Thunder Lance", "State")
    assert compiled.complete, compiled.not_modelled
    alone = compiled.abilities[2]
    assert alone["grants"] == ["Ambush"] and alone["condition"] == {"is": "attacking_alone"}
    assert "affects" not in alone  # the State's subject (25.5)


def test_28_1_4_it_after_another_condition_or_on_a_character_stays_unread() -> None:
    assert not compile_text("While subject is the only attacker, it gains Ambush.", "Lancer", "Character").complete
    assert not compile_text("While you have Power, it gains Ambush.", "Thunder Lance", "State").complete


def _attack(also: bool) -> dict[str, Any]:
    """The Lance's subject (Fighting 3, +2 damage: 5) attacks, intercepted by a 5-Fighting
    Guard; with Ambush its damage smokes the Guard before the Guard's lands (50.1)."""
    site = {"type": "site", "column": 1, "row": "front", "body": 9}
    char = {"type": "character", "column": 1}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "A's Site", "controller": "A", **site},
                         {"id": "b1", "title": "B's Site", "controller": "B", **site},
                         {"id": "knight", "title": "Knight", "controller": "A", "fighting": 3, **char},
                         {"id": "lance", "title": "Thunder Lance", "type": "state", "controller": "A",
                          "attached_to": "knight",
                          "abilities": compile_text(THUNDER_LANCE, "Thunder Lance", "State").abilities},
                         {"id": "pal", "title": "Squire", "controller": "A", "fighting": 1, **char},
                         {"id": "guard", "title": "Guard", "controller": "B", "fighting": 5, **char}],
               "actions": [{"do": "declare_attack", "player": "A", "attackers": ["knight", *(["pal"] if also else [])],
                            "target": "b1"}, {"do": "pass"}, {"do": "pass"},
                           {"do": "intercept", "player": "B", "assignments": [{"attacker": "knight",
                                                                                "chain": ["guard"]}]},
                           {"do": "pass"}, {"do": "pass"}, {"do": "pass"}, {"do": "pass"}]}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    return dict(answer["final"]["cards"])


@pytest.mark.parametrize(("also", "knight"), [(False, "in_play"), (True, "smoked")])
def test_50_1_the_lances_subject_strikes_first_only_when_alone(also: bool, knight: str) -> None:
    final = _attack(also)
    assert final["guard"]["zone"] == "smoked" and final["knight"]["zone"] == knight
