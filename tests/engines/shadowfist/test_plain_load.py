"""The plain-record fast path (plain_load) loads exactly what marshmallow loads.

Every scenario of the library, and generated records full of wrong types, nulls, booleans
for numbers, out-of-range values, unknown and missing keys: the same records, or the same
errors, with the fast path and without it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import schemas
from refbase.engines.shadowfist.scenario import load_scenario
from refbase.engines.shadowfist.schemas import ACTION_SCHEMAS, CardSchema, PlayerSchema

ROOT = Path(__file__).resolve().parents[3]
LIBRARY = sorted((ROOT / "scenarios" / "shadowfist").glob("*.json"))
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _both(load: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    """The outcome with the fast path, then with marshmallow alone (a record or the error)."""
    def outcome() -> Any:
        try:
            return load()
        except ScenarioInvalid as exc:
            return ("invalid", exc.errors)
        except Exception as exc:  # marshmallow's ValidationError, compared by its messages
            return (type(exc).__name__, getattr(exc, "messages", str(exc)))

    fast = outcome()
    with monkeypatch.context() as m:
        m.setattr(schemas, "load_plain", lambda *a: None)
        slow = outcome()
    return fast, slow


def test_the_fast_path_is_taken_for_a_plain_card() -> None:
    """Not a vacuous comparison: a plain card does skip marshmallow."""
    card = {"id": "c1", "title": "Guard", "type": "character", "controller": "A", "fighting": 2}
    schema = CardSchema()
    assert schema._plain is not None
    assert schemas.load_plain(schema._plain, schema._required, card) is not None


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_library_scenarios_load_the_same(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    payload = json.loads(path.read_text())["scenario"]
    fast, slow = _both(lambda: load_scenario(payload), monkeypatch)
    assert fast == slow


_ODD = st.one_of(st.none(), st.booleans(), st.integers(-3, 2_000_000), st.text(max_size=3),
                 st.sampled_from(["character", "in_play", "front", "back", "hand", "smoked", "A", "x" * 101]),
                 st.lists(st.one_of(st.text(max_size=2), st.integers(0, 3), st.none()), max_size=3),
                 st.dictionaries(st.sampled_from(["kind", "value"]), st.integers(-1, 2), max_size=2))
_CARD_KEYS = ["id", "title", "subtitle", "type", "controller", "owner", "zone", "column", "row",
              "attached_to", "fighting", "body", "power", "damage", "cost", "turned", "face_down",
              "unique", "requires", "provides", "abilities", "factions", "counters", "x_min",
              "modifiers", "nonsense"]
_VALID_CARD = {"id": "c1", "title": "Guard", "type": "character", "controller": "A"}


@pytest.mark.slow
@SETTINGS
@given(st.dictionaries(st.sampled_from(_CARD_KEYS), _ODD, max_size=6), st.sets(st.sampled_from(list(_VALID_CARD))))
def test_generated_cards_load_the_same(changes: dict[str, Any], dropped: set[str]) -> None:
    card = {k: v for k, v in {**_VALID_CARD, **changes}.items() if k not in dropped}
    with pytest.MonkeyPatch.context() as m:
        fast, slow = _both(lambda: CardSchema().load(card), m)
    assert fast == slow


@SETTINGS
@given(st.sampled_from(sorted(ACTION_SCHEMAS)),
       st.dictionaries(st.sampled_from(["player", "id", "card", "target", "attackers", "site", "choice",
                                        "amount", "effect", "targets", "column", "row", "keep", "x"]),
                       _ODD, max_size=4))
@pytest.mark.slow
def test_generated_actions_load_the_same(do: str, fields: dict[str, Any]) -> None:
    action = {"do": do, **fields}
    with pytest.MonkeyPatch.context() as m:
        fast, slow = _both(lambda: ACTION_SCHEMAS[do].load(action), m)
    assert fast == slow


@SETTINGS
@given(st.dictionaries(st.sampled_from(["id", "power", "hand", "deck_size", "burned_for_victory",
                                        "failed_attack_this_turn", "extra"]), _ODD, max_size=4))
@pytest.mark.slow
def test_generated_players_load_the_same(fields: dict[str, Any]) -> None:
    player = {"id": "A", **fields}
    with pytest.MonkeyPatch.context() as m:
        fast, slow = _both(lambda: PlayerSchema().load(player), m)
    assert fast == slow
