"""X counting the resources a State's subject requires (8.4) and provides (8.6): "X= the number
of resources required and provided by that Character" (48.0: X is defined in the text), on real
cards' text copied from the community card dump, and the engine counting them: continuously for a
continuous ability (10.1), as the effect is generated for an effect's amount (24.2)."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

from ._compiled import compiled_objects

#: title -> (type, printed text), as the dump prints them
CARDS = {
    "Lunar Sword": ("State", "Unique.  Weapon. Subject Character gains +X Fighting. X= the number of resources "
                             "required and provided by that Character."),
    "Miao Dao": ("State", "Weapon. Play on a Character. Subject gains +X combat damage. X = The number of faction "
                          "resources subject requires and provides."),
    "Energy Flail": ("State", "Weapon. Play on a Character. Turn and discard a card :: Inflict X damage on target "
                              "Character at this location. X= the number of [M] resources provided and required by "
                              "the subject."),
    "Colonel Griffith": ("Character", "Unique. Turn and maintain to give target Character +X Fighting and Tactics. "
                                      "X= the total number of resources required and provided by that Character."),
    "Arcanowave Feedback": ("Event", "Inflict X damage on target Character or Site. X= the number of resources it "
                                     "requires and provides."),
}



def _objects(title: str) -> list[dict[str, Any]]:
    return compiled_objects(title, *CARDS[title])


def test_48_0_lunar_sword_plus_one_fighting_for_each_resource_of_its_subject() -> None:
    (bonus,) = _objects("Lunar Sword")
    assert bonus["modifiers"] == [{"kind": "fighting", "value": 1}] and bonus["per_card_resource"] == "all"
    assert "affects" not in bonus  # a State's ability acts on its subject (25.5)


def test_48_0_miao_dao_counts_only_the_subjects_faction_resources() -> None:
    _, bonus = _objects("Miao Dao")
    assert bonus["modifiers"] == [{"kind": "damage_bonus", "value": 1}] and bonus["per_card_resource"] == "faction"


def test_48_0_energy_flail_x_is_the_magic_resources_of_its_subject() -> None:
    _, used = _objects("Energy Flail")
    assert used["effect"]["x"] == {"card_resources": "magic"} and "amount" not in used["effect"]


@pytest.mark.parametrize("title", ["Arcanowave Feedback"])
def test_48_0_resources_of_it_stay_unread(title: str) -> None:
    """"it" names no card the count can find (the target? the Event?), so every sentence of the X
    stays unread. (Colonel Griffith's "that Character" is his one target: tests/engines/shadowfist/
    cardtext/test_x_of_one_card.py.)"""
    kind, text = CARDS[title]
    result = compile_text(text, title, kind)
    assert {n.text for n in result.not_modelled if "X" in n.text} and not any(
        isinstance(a, dict) and "X" in a.get("text", "") for a in result.abilities)


def test_48_0_a_count_of_the_affected_cards_resources_goes_with_one_count_only() -> None:
    with pytest.raises(ValidationError) as exc:
        WRITTEN_SCHEMA.load({"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
                             "per_card_resource": "all", "per_resource": "magic"})
    assert "per_card_resource" in exc.value.messages


def _board(state: str, subject_requires: list[str], subject_provides: list[str]) -> dict[str, Any]:
    kind, text = CARDS[state]
    sword = {"id": "sword", "title": state, "type": "state", "controller": "A", "attached_to": "hero",
             "abilities": compile_text(text, state, kind).abilities}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A", "power": 0}, {"id": "B"}],
            "cards": [{"id": "hero", "title": "Hero", "type": "character", "controller": "A", "column": 1,
                       "fighting": 2, "requires": subject_requires, "provides": subject_provides},
                      {"id": "site", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 6, "provides": ["Magic", "Magic", "Magic"]},
                      sword,
                      {"id": "foe", "title": "Foe", "type": "character", "controller": "A", "column": 1,
                       "fighting": 9, "requires": ["Lotus", "Lotus"]}],
            "actions": []}


def test_8_6_lunar_sword_counts_requirements_and_provisions_of_its_subject_only() -> None:
    """Hero requires [Mag][Asc] and provides [Asc]: +3 Fighting; the Site's and the foe's
    resources are not its subject's."""
    final = as_json(resolve(_board("Lunar Sword", ["Magic", "Asc"], ["Asc"])))["final"]["cards"]
    assert final["hero"]["fighting"] == 2 + 3 and final["foe"]["fighting"] == 9


def test_8_4_energy_flail_counts_the_subjects_magic_resources_as_its_effect_is_generated() -> None:
    """Hero requires [Mag][Mag][Asc] and provides [Chi]: X = 2 (the Magic ones only, not the
    pool's three from the Site); its target, another Character at its location, is Foe."""
    payload = _board("Energy Flail", ["Magic", "Magic", "Asc"], ["Chi"])
    payload["cards"].append({"id": "junk", "title": "Junk", "type": "edge", "controller": "A", "zone": "hand"})
    payload["actions"] = [{"do": "use", "id": "u1", "player": "A", "card": "sword", "ability": 2,
                           "targets": ["foe"], "discard": "junk"}, {"do": "pass"}]
    result = as_json(resolve(payload))
    assert result["outcome"] == "resolved", result
    assert result["final"]["cards"]["foe"]["damage"] == 2
    assert {"48.0", "8.4", "8.6"} <= {r for s in result["steps"] for r in s.get("rules", [])}
