"""The library scenarios on real cards write each card's abilities exactly as the compiler
emits them from the card's printed text (the fixture), so the two cannot drift apart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from refbase.config import SCENARIOS_DIR
from refbase.engines.shadowfist.cardtext import compile_text

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}
FILES = sorted(p for p in (SCENARIOS_DIR / "shadowfist").glob("sf-*-card-*.json")
               if "card-text compiler" in json.loads(p.read_text(encoding="utf-8")).get("note", ""))


def test_there_is_a_real_card_scenario_for_each_ability_kind() -> None:
    assert len(FILES) >= 6
    kinds = {a["kind"] for f in FILES for c in json.loads(f.read_text(encoding="utf-8"))["scenario"]["cards"]
             for a in c.get("abilities", []) if isinstance(a, dict)}
    assert kinds == {"continuous", "turn_and_maintain", "triggered", "activated"}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_card_abilities_are_the_compiled_text(path: Path) -> None:
    item = json.loads(path.read_text(encoding="utf-8"))
    real = [c for c in item["scenario"]["cards"] if c["title"] in CARDS]
    assert real, "the scenario uses a real card of the fixture"
    for card in real:
        printed = CARDS[card["title"]]
        assert printed["text"] in item["note"], "the note quotes the card's printed text"
        assert card["abilities"] == compile_text(printed["text"], printed["title"], printed["type"]).abilities
