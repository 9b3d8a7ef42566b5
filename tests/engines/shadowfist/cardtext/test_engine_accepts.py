"""Every ability the compiler emits for the fixture is accepted by the engine's own scenario
loading: a card written with them in a scenario is never refused at run time."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from refbase.engines.shadowfist.cardtext import compile_text
from refbase.engines.shadowfist.cardtext.compiler import CARD_TYPES
from refbase.engines.shadowfist.loading.scenario import load_scenario
from refbase.engines.shadowfist.model.written import AbilityKind

CARDS = json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))


def _scenario(card: dict[str, Any], abilities: list[Any]) -> dict[str, Any]:
    kind = CARD_TYPES[card["type"].lower()]
    site = {"id": "s", "title": "Site", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 5}
    me: dict[str, Any] = {"id": "c", "title": card["title"], "type": kind, "controller": "A",
                          "abilities": abilities}
    if kind == "character":
        me |= {"fighting": 1, "column": 1}
    elif kind in ("site", "feng_shui_site"):
        me |= {"column": 2, "row": "front", "body": 5}
    elif kind == "state":
        me |= {"attached_to": "h"}
    elif kind == "event":
        me |= {"zone": "hand"}
    host = {"id": "h", "title": "Host", "type": "character", "controller": "A", "fighting": 1, "column": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [site, host, me], "actions": []}


@pytest.mark.parametrize("card", CARDS, ids=[c["title"] for c in CARDS])
def test_compiled_abilities_load_in_a_scenario(card: dict[str, Any]) -> None:
    compiled = compile_text(card["text"], card["title"], card["type"])
    scenario = load_scenario(_scenario(card, compiled.abilities))
    assert scenario is not None


def test_the_fixture_exercises_every_ability_kind() -> None:
    kinds = {a["kind"] for c in CARDS for a in compile_text(c["text"], c["title"], c["type"]).abilities
             if isinstance(a, dict)}
    assert kinds == {str(k) for k in AbilityKind}
