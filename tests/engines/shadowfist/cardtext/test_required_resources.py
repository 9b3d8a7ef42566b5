"""A selector asking for a resource among a card's resource conditions (8.4): "a Character that
requires [e]" is a Character with Lotus in its requirements, not one that only provides it (the
icon alone, "[e] Character", is either, 18.2)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

MOON_PETAL = "Turn and maintain and target a Character that requires [e] :: Target gains +1 Fighting."
TAI_CHI_STUDENT = "+1 combat damage while you control a Character that requires [d] ."


def _objects(text: str, title: str) -> list[dict[str, Any]]:
    result = compile_text(text, title, "Character")
    assert result.complete, result.not_modelled
    return [a for a in result.abilities if isinstance(a, dict)]


def test_8_4_moon_petal_a_character_that_requires_lotus() -> None:
    """Moon Petal: "Turn and maintain and target a Character that requires [e] :: Target gains +1 Fighting." """
    (boost,) = _objects(MOON_PETAL, "Moon Petal")
    assert boost["effect"]["select"] == {"type": "character", "requires": "lotus"}


def test_8_4_tai_chi_student_while_you_control_a_character_that_requires_dragons() -> None:
    """Tai Chi Student provides [d] and requires nothing: it does not count itself."""
    (bonus,) = _objects(TAI_CHI_STUDENT, "Tai Chi Student")
    assert bonus["condition"] == {"is": "card_in_play",
                                  "select": {"type": "character", "controller": "you", "requires": "dragons"}}


def _moon_petal(target: dict[str, Any]) -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site a1", "type": "site", "controller": "A", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "b1", "title": "Site b1", "type": "site", "controller": "B", "column": 1,
                       "row": "front", "body": 5},
                      {"id": "petal", "title": "Moon Petal", "type": "character", "controller": "A", "column": 1,
                       "fighting": 1, "abilities": _objects(MOON_PETAL, "Moon Petal")},
                      {"id": "x", "title": "Lotus Adept", "type": "character", "controller": "A", "column": 1,
                       "fighting": 2, **target}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "petal", "ability": 0, "targets": ["x"]},
                        {"do": "pass"}]}


def test_8_4_a_character_requiring_lotus_gains_the_fighting() -> None:
    result = as_json(resolve(_moon_petal({"requires": ["Lotus"]})))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["x"]["fighting"] == 3


def test_8_4_a_character_only_providing_lotus_is_no_legal_target() -> None:
    result = as_json(resolve(_moon_petal({"provides": ["Lotus"]})))
    assert result["outcome"] == "illegal" and {"24.1.3.2", "8.4"} <= set(result["illegal"]["rules"])


def test_a_requirement_the_engine_does_not_know_is_refused_naming_the_field() -> None:
    payload = _moon_petal({"requires": ["Lotus"]})
    payload["cards"][2]["abilities"][0]["effect"]["select"] = {"type": "character", "requires": "seven masters"}
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert "requires" in str(err.value)
