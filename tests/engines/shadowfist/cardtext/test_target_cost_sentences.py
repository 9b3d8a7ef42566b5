""""<cost> and target a X. <effect>.": a cost printed as a sentence of its own, ending in the
target its effect acts on, read with the next sentence as one ability (rule 24.1: the effect's
requirements, then its effect; 24.1.3: the target chosen as it is generated), on a real card's
printed text copied from the community card dump."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

FIRE_CADETS = ("Sacrifice this card and target a Character or Site at this location. Inflict 2 Unstoppable "
               "non-combat damage on target.")


def test_24_1_fire_cadets_sacrifice_and_target_then_the_effect_is_one_ability() -> None:
    compiled = compile_text(FIRE_CADETS, "Fire Cadets", "Character")
    assert compiled.complete and compiled.sentences == 1, compiled.not_modelled
    (ability,) = compiled.abilities
    assert isinstance(ability, dict) and ability["kind"] == "activated"
    assert ability["effect"] == {"effect": "damage", "amount": 2, "aim": "chosen", "abilities": ["Unstoppable"],
                                 "select": {"at_this_location": True,
                                            "any_of": [{"type": "character"}, {"type": "site"}]},
                                 "sacrifice_self": True}


def test_24_1_a_target_sentence_after_another_cost_is_not_joined() -> None:
    text = ("Turn a Character you control and target an opponent's Character with Fighting no lower than two less "
            "than yours. The winner may inflict X damage on any Character controlled by the loser.")
    assert compile_text(text, "Mano a Mano", "Event").sentences == 2


def test_24_1_fire_cadets_damage_is_not_reduced_by_toughness() -> None:
    abilities: list[Any] = compile_text(FIRE_CADETS, "Fire Cadets", "Character").abilities
    scenario = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
                "cards": [{"id": "a1", "title": "Site A", "type": "site", "controller": "A", "column": 1,
                           "row": "front", "body": 6},
                          {"id": "fc", "title": "Fire Cadets", "type": "character", "controller": "A", "column": 1,
                           "fighting": 1, "abilities": abilities},
                          {"id": "tough", "title": "Tough Guy", "type": "character", "controller": "A",
                           "column": 1, "fighting": 5, "abilities": ["Toughness: 2"]}],
                "actions": [{"do": "use", "id": "u1", "player": "A", "card": "fc", "ability": 0,
                             "targets": ["tough"]}, {"do": "pass"}]}
    result = as_json(resolve(scenario))
    assert result["outcome"] == "resolved", result.get("illegal")
    cards = result["final"]["cards"]
    assert cards["tough"]["damage"] == 2 and cards["fc"]["zone"] == "smoked"
