"""Selectors by resource (18.2: a card with a resource in its requirements or provisions is a
card of that type, faction or talent): "[d] Character" is a Dragons Character (`faction`),
"[H] Character" a Tech Character (`talent`). Read from real cards' text; a negated icon, an
icon the engine knows no name for, or a resource in a clause stays not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

STREET_DOC = "Turn to heal a [H] Character."
LI_HAN = "+1 Fighting for each [d] Character in play."


def _abilities(text: str, title: str, kind: str = "Character") -> list[dict[str, Any]]:
    result = compile_text(text, title, kind)
    assert not result.not_modelled, result.not_modelled
    return result.abilities


def test_18_2_street_doc_a_tech_character() -> None:
    """Street Doc: "Turn to heal a [H] Character." """
    assert _abilities(STREET_DOC, "Street Doc")[0]["effect"]["select"] == {"type": "character", "talent": "tech"}


def test_18_2_li_han_counts_dragons_characters() -> None:
    """Li Han: "Unique. Guts. +1 Fighting for each [d] Character in play." """
    assert _abilities(LI_HAN, "Li Han")[0]["per"] == {"type": "character", "faction": "dragons"}


def test_18_2_simon_draskovic_toughness_against_magic_cards() -> None:
    """Simon Draskovic: "Unique. Toughness: 3 against [M] cards." """
    assert _abilities("Toughness: 3 against [M] cards.", "Simon Draskovic")[0]["from"] == {"talent": "magic"}


@pytest.mark.parametrize(("text", "title"), [
    ("Either inflict 4 damage on target [s] Character.", "Evil Chanting"),  # Seven Masters: no engine faction
    ("Turn and maintain and target a Character that requires [e] :: Target gains +1 Fighting.", "Moon Petal"),
])
def test_near_misses_stay_not_modelled(text: str, title: str) -> None:
    result = compile_text(text, title, "Event")
    assert not result.abilities and result.not_modelled, result


def _street_doc(target: dict[str, Any]) -> dict[str, Any]:
    site = {"type": "site", "row": "front", "body": 6, "column": 1}
    return {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
            "cards": [{"id": "a1", "title": "Site A", "controller": "A", **site},
                      {"id": "b1", "title": "Site B", "controller": "B", **site},
                      {"id": "doc", "title": "Street Doc", "type": "character", "controller": "A", "column": 1,
                       "fighting": 1, "abilities": _abilities(STREET_DOC, "Street Doc")},
                      {"id": "hurt", "title": "Hurt", "type": "character", "controller": "A", "column": 1,
                       "fighting": 3, "damage": 2, **target}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "doc", "ability": 0, "targets": ["hurt"]},
                        {"do": "pass"}]}


@pytest.mark.parametrize("field", ["requires", "provides"])
def test_18_2_a_card_requiring_or_providing_tech_is_healed(field: str) -> None:
    result = as_json(resolve(_street_doc({field: ["Tech"]})))
    assert result["outcome"] == "resolved" and result["final"]["cards"]["hurt"]["damage"] == 0


def test_18_2_a_card_of_another_resource_is_no_tech_character() -> None:
    result = as_json(resolve(_street_doc({"requires": ["Magic"], "provides": ["Dragon"]})))
    assert result["outcome"] == "illegal" and {"24.1.3.2", "18.2"} <= set(result["illegal"]["rules"])


def test_a_talent_the_engine_does_not_know_is_refused_naming_the_field() -> None:
    payload = _street_doc({"requires": ["Tech"]})
    payload["cards"][2]["abilities"][0]["effect"]["select"]["talent"] = "cooking"
    with pytest.raises(ScenarioInvalid) as err:
        resolve(payload)
    assert "talent" in str(err.value)


# -- alternatives of resource icons: "[M] or [H] card", "[H] Event or [H] State" (18.2) ---------

def test_18_2_rosomak_a_magic_or_tech_card() -> None:
    """Rosomak: "Toughness: 1. Unturn this card when an opponent plays a [M] or [H] card." """
    text = "Toughness: 1. Unturn this card when an opponent plays a [M] or [H] card."
    trigger = _abilities(text, "Rosomak")[1]["trigger"]
    assert trigger["card"] == {"any_of": [{"talent": "magic"}, {"talent": "tech"}], "controller": "opponent"}


def test_18_2_buro_scientist_a_tech_event_or_tech_state() -> None:
    """Buro Scientist: "Once per turn, when you play a [H] Event or [H] State, you may unturn a Character." """
    text = "Once per turn, when you play a [H] Event or [H] State, you may unturn a Character."
    card = _abilities(text, "Buro Scientist")[0]["trigger"]["card"]
    assert card == {"talent": "tech", "any_of": [{"type": "event"}, {"type": "state"}], "controller": "you"}


@pytest.mark.parametrize("text", [
    "Gains Ambush while attacking a [s] or Netherworld card.",  # an icon the engine has no name for
    "Gains Ambush while attacking a [m] or Lotus card.",  # "Lotus" may name a faction or a designator
])
def test_icon_alternatives_near_misses_stay_not_modelled(text: str) -> None:
    assert not compile_text(text, "Made-up Card", "Character").complete


def test_two_effects_joined_by_or_are_two_choices_not_icon_alternatives() -> None:
    """"Turn to unturn target [f] Character or turn target [m] Character": two abilities, each
    with its own icon, never one selector with alternatives (test_cancel_event.py)."""
    made = _abilities("Turn to unturn target [f] Character or turn target [m] Character.", "Made-up Card")
    assert [a["effect"]["select"] for a in made] == [{"type": "character", "faction": "architects"},
                                                     {"type": "character", "faction": "monarchs"}]
