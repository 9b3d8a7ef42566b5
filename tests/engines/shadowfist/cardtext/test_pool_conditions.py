"""A condition on the resources in its controller's pool (18.1): "+1 Fighting while you have [C]
in your pool", "Toughness: 1 while you have [C] and [H] in your pool", "+1 Fighting if you have
[C] resources in your pool" (10.2), on real cards' printed text copied from the community card
dump, and the engine counting the pool: cards in play and in the smoked pile, its own player's."""

from __future__ import annotations

from typing import Any

import pytest
from marshmallow import ValidationError

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.loading.schemas_abilities import WRITTEN_SCHEMA
from tests.engines.shadowfist._support import as_json

FIRE_ENGINEERS = "+1 Fighting while you have [C] in your pool.  Toughness: 1 while you have [C] and [H] in your pool."
FIRE_INFILTRATOR = "+1 Fighting if you have [C] resources in your pool."


def _conditions(text: str, title: str) -> list[dict[str, Any]]:
    compiled = compile_text(text, title, "Character")
    assert compiled.complete, compiled.not_modelled
    return [a["condition"] for a in compiled.abilities if isinstance(a, dict)]


def test_18_1_fire_engineers_conditions_name_the_resources_in_the_pool() -> None:
    assert _conditions(FIRE_ENGINEERS, "Fire Engineers") == [
        {"is": "has_resources", "resources": ["chi"]}, {"is": "has_resources", "resources": ["chi", "tech"]}]


def test_18_1_fire_infiltrator_if_you_have_resources_in_your_pool() -> None:
    assert _conditions(FIRE_INFILTRATOR, "Fire Infiltrator") == [{"is": "has_resources", "resources": ["chi"]}]


def test_18_1_an_unknown_icon_or_more_words_stay_unread() -> None:
    for text in ("+1 Fighting while you have [Z] in your pool.",
                 "+1 Fighting while you have more [M] and [H] resources than each opponent."):
        assert not compile_text(text, "Made-up Mage", "Character").complete


def test_18_1_has_resources_and_only_it_names_resources() -> None:
    base = {"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}]}
    for cond in ({"is": "has_resources"}, {"is": "has_power", "resources": ["chi"]},
                 {"is": "has_resources", "resources": ["cooking"]}):
        with pytest.raises(ValidationError) as exc:
            WRITTEN_SCHEMA.load({**base, "condition": cond})
        assert "condition" in exc.value.messages


def _engineers(mine: list[str], smoked: list[str], theirs: list[str]) -> dict[str, Any]:
    """Fire Engineers (Fighting 2) with A's Site providing `mine`, a smoked card of A's providing
    `smoked`, B's Site `theirs`; A plays a 1-damage Event on them."""
    site = {"type": "site", "column": 1, "row": "front", "body": 6}
    zap = {"kind": "activated", "effect": {"effect": "damage", "amount": 1, "aim": "chosen",
                                           "select": {"type": "character"}}}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "Dojo", "controller": "A", "provides": mine, **site},
                         {"id": "b1", "title": "Lab", "controller": "B", "provides": theirs, **site},
                         {"id": "old", "title": "Old Monk", "type": "character", "controller": "A", "zone": "smoked",
                          "provides": smoked},
                         {"id": "fe", "title": "Fire Engineers", "type": "character", "controller": "A",
                          "column": 1, "fighting": 2,
                          "abilities": compile_text(FIRE_ENGINEERS, "Fire Engineers", "Character").abilities},
                         {"id": "zap", "title": "Zap", "type": "event", "controller": "A", "zone": "hand",
                          "abilities": [zap]}],
               "actions": [{"do": "use", "id": "u1", "player": "A", "card": "zap", "ability": 0, "targets": ["fe"]},
                           {"do": "pass"}]}
    answer = as_json(resolve(payload))
    assert answer["outcome"] == "resolved", answer.get("illegal")
    return dict(answer["final"]["cards"]["fe"])


@pytest.mark.parametrize(("mine", "smoked", "theirs", "fighting", "damage"), [
    ([], [], ["Chi", "Tech"], 2, 1),  # an opponent's pool is not yours (18.3)
    (["Chi"], [], [], 3, 1),  # Chi only: +1 Fighting, no Toughness
    (["Chi"], ["Tech"], [], 3, 0),  # the smoked pile's provisions are in the pool (18.1): Toughness: 1
])
def test_18_1_fire_engineers_look_at_their_controllers_pool(
        mine: list[str], smoked: list[str], theirs: list[str], fighting: int, damage: int) -> None:
    final = _engineers(mine, smoked, theirs)
    assert final["damage"] == damage and final["fighting"] == fighting - damage  # Fighting less damage (29.0)
