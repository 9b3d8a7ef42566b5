"""Records loaded from a scenario hold the vocabulary's members where their fields are typed
with a StrEnum: the engines compare `a.do == Do.PASS`, never a word with a string literal, and a
field typed `Whose` that held the string "you" would pass every equality yet lie to mypy."""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Iterator
from enum import StrEnum
from typing import Any

import pytest

from refbase.config import SCENARIOS_DIR
from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist.loading.scenario import load_scenario as load_shadowfist
from refbase.engines.shadowfist.model import records, written
from refbase.engines.shadowfist.model.vocabulary import CardType, Do, ModifierKind
from refbase.engines.ufs import model as ufs_model
from refbase.engines.ufs.scenario import load_scenario as load_ufs
from tests.engines.shadowfist._support import library_files, load

#: names the records import only for type checking
_LATE = {"WrittenAbility": written.WrittenAbility}


def _enum_of(hint: Any) -> type[StrEnum] | None:
    """The StrEnum a field is typed with (`X` or `X | None`), if any."""
    options = typing.get_args(hint) if isinstance(hint, types.UnionType) else (hint,)
    enums = [o for o in options if isinstance(o, type) and issubclass(o, StrEnum)]
    return enums[0] if enums else None


def _mistyped(value: Any, path: str) -> Iterator[str]:
    """Every field typed with a StrEnum that holds something else, as `path: value`."""
    if isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            yield from _mistyped(item, f"{path}[{i}]")
        return
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _mistyped(item, f"{path}.{key}")
        return
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return
    hints = typing.get_type_hints(type(value), localns=_LATE)
    for f in dataclasses.fields(value):
        item = getattr(value, f.name)
        enum = _enum_of(hints[f.name])
        if enum is not None and item is not None and not isinstance(item, enum):
            yield f"{path}.{f.name}: {item!r} is not a {enum.__name__}"
        yield from _mistyped(item, f"{path}.{f.name}")


def _shadowfist_scenarios() -> Iterator[tuple[str, records.Scenario]]:
    for path in library_files():
        try:
            yield path.stem, load_shadowfist(load(path)["scenario"])
        except ScenarioInvalid:
            continue  # a scenario written to be refused


def _ufs_scenarios() -> Iterator[tuple[str, ufs_model.Scenario]]:
    for path in sorted((SCENARIOS_DIR / "ufs").glob("*.json")):
        try:
            yield path.stem, load_ufs(json.loads(path.read_text(encoding="utf-8"))["scenario"])
        except ScenarioInvalid:
            continue


def test_shadowfist_library_records_hold_enum_members() -> None:
    loaded = list(_shadowfist_scenarios())
    assert len(loaded) > 100
    wrong = [w for name, scenario in loaded for w in _mistyped(scenario, name)]
    assert wrong == []


def test_shadowfist_every_action_names_its_kind_with_a_do_member() -> None:
    kinds = {type(a).do for _, scenario in _shadowfist_scenarios() for a in scenario.actions}
    assert kinds and all(isinstance(k, Do) for k in kinds)


def test_ufs_library_records_hold_enum_members() -> None:
    loaded = list(_ufs_scenarios())
    assert len(loaded) > 20
    wrong = [w for name, scenario in loaded for w in _mistyped(scenario, name)]
    assert wrong == []


@pytest.mark.parametrize("word", ["character", "site"])
def test_10_1_a_selector_loads_its_card_type_and_controller_as_members(word: str) -> None:
    """10.1: a continuous ability's `affects` selector, loaded from JSON, names its card type
    with a `CardType` member (it held the bare string before) and whose cards with `Whose`."""
    card = {"id": "c1", "title": "Gunman", "type": "character", "controller": "A", "fighting": 1,
            "column": 1, "abilities": [{"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}],
                                        "affects": {"type": word, "controller": "you"}}]}
    site = {"id": "s1", "title": "Site", "type": "site", "controller": "A", "body": 5, "column": 1, "row": "front"}
    scenario = load_shadowfist({"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
                                "cards": [site, card], "actions": []})
    ability = scenario.cards[1].written[0]
    assert ability.affects is not None
    assert type(ability.affects.type) is CardType and ability.affects.type == word
    assert type(ability.affects.controller) is written.Whose and ability.affects.controller == "you"
    assert type(ability.modifiers[0].kind) is ModifierKind
