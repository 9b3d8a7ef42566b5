"""Selectors by how many resources a card provides (8.6) or requires, its resource conditions
(8.4): "Characters that provide more than one resource", "who provide only one resource",
"with resource conditions", "that have fewer than two resource conditions", "that requires
resources". Read from real cards' printed text; each symbol counts ([Dra][Dra] is two)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

HOLZ = "Unique. Takes no damage from cards that provide more than 1 resource."


def _last(text: str, title: str) -> dict[str, Any]:
    result = compile_text(text, title, "Character")
    assert result.complete, result.not_modelled
    ability: dict[str, Any] = result.abilities[-1]
    return ability


@pytest.mark.parametrize(("title", "text", "key", "selected"), [
    ("Lance Corporal", "Ambush against Characters that provide more than one resource.", "against",
     {"type": "character", "provides_at_least": 2}),
    ("Beta Beast", "Toughness: 1 against Characters who provide only one resource.", "from",
     {"type": "character", "provides_at_least": 1, "provides_at_most": 1}),
    ("Coyote Clan Scavengers", "Ambush against Characters with resource conditions.", "against",
     {"type": "character", "requires_at_least": 1}),
    ("Shan Tsu", "Takes no damage from interceptors that have fewer than two resource conditions.", "from",
     {"type": "character", "state": "intercepting", "requires_at_most": 1}),
    ("Squadron-Leader Holz", HOLZ, "from", {"provides_at_least": 2}),
])
def test_8_4_8_6_resource_counts_read_from_real_cards(title: str, text: str, key: str,
                                                      selected: dict[str, Any]) -> None:
    assert _last(text, title)[key] == selected


def test_a_count_of_one_faction_resources_stays_not_modelled() -> None:
    text = "Takes no damage from interceptors that have fewer than two [d] resource conditions."
    assert not compile_text(text, "Made-up Card", "Character").complete


def _holz(provides: list[str]) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "column": 1}
    return {"game": "shadowfist", "active_player": "B", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", "body": 12, **site},
                      {"id": "b1", "title": "Site B", "controller": "B", "body": 6, **site},
                      {"id": "holz", "title": "Squadron-Leader Holz", "type": "character", "controller": "A",
                       "column": 1, "fighting": 6, "abilities": compile_text(HOLZ, "Squadron-Leader Holz",
                                                                            "Character").abilities},
                      {"id": "raider", "title": "Raider", "type": "character", "controller": "B", "column": 1,
                       "fighting": 5, "provides": provides}],
            "actions": [{"do": "declare_attack", "player": "B", "attackers": ["raider"], "target": "a1"},
                        {"do": "pass"},
                        {"do": "intercept", "player": "A", "assignments": [{"attacker": "raider", "chain": ["holz"]}]},
                        {"do": "pass"}]}


@pytest.mark.parametrize(("provides", "damage"), [(["Dragon", "Dragon"], 0), (["Dragon", "Magic"], 0),
                                                  (["Dragon"], 5), ([], 5)])
def test_8_6_holz_counts_each_resource_the_attacker_provides(provides: list[str], damage: int) -> None:
    final = as_json(resolve(_holz(provides)))["final"]["cards"]
    assert final["holz"]["damage"] == damage


def test_a_count_bound_that_no_card_fits_is_refused_naming_the_field() -> None:
    payload = _holz([])
    payload["cards"][2]["abilities"][1]["from"] = {"provides_at_least": 3, "provides_at_most": 1}
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert "provides_at_least" in str(err.value)
