"""A State's triggers on its subject (25.5: a State's subject is the card it is played on):
"When subject is smoked, you gain 1 Power." (Helix Rethread), "When subject Character attacks,
it gains +1 Fighting until it leaves play." (Consuming Darkness: "it" is the subject, the card the
trigger happened to). Only a State has a subject."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from refbase.engines.common import ScenarioInvalid
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text

CARDS = {c["title"]: c for c in json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))}


def _abilities(title: str) -> list[Any]:
    card = CARDS[title]
    return compile_text(card["text"], card["title"], card["type"]).abilities


def test_25_5_helix_rethread_triggers_on_its_subject_being_smoked() -> None:
    ability = _abilities("Helix Rethread")[-1]
    assert ability == {"kind": "triggered", "text": "When subject is smoked, you gain 1 Power.",
                       "trigger": {"on": "smoked", "subject": True},
                       "effect": {"effect": "gain_power", "amount": 1, "aim": "none"}}


def test_25_5_consuming_darkness_grows_its_attacking_subject() -> None:
    ability = next(a for a in _abilities("Consuming Darkness") if isinstance(a, dict))
    assert ability["trigger"] == {"on": "turns_to_attack", "subject": True}
    assert ability["effect"]["aim"] == "trigger_card"


def test_25_5_only_a_state_has_a_subject() -> None:
    c = compile_text("When subject is smoked, you gain 1 Power.", "Foo", "Character")
    assert not c.abilities and c.not_modelled[0].reason.startswith("trigger on a subject")


def test_subject_goes_without_a_card_selector() -> None:
    ability = {"kind": "triggered", "trigger": {"on": "smoked", "subject": True, "card": {"type": "character"}},
               "effect": {"effect": "gain_power", "aim": "none", "amount": 1}}
    payload = {"game": "shadowfist", "active_player": "A", "players": [{"id": "A"}, {"id": "B"}],
               "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1,
                          "row": "front", "body": 6},
                         {"id": "s", "title": "A State", "type": "state", "controller": "A", "attached_to": "a1",
                          "abilities": [ability]}],
               "actions": []}
    with pytest.raises(ScenarioInvalid) as info:
        resolve(payload)
    assert "cards[1].abilities[0].trigger.subject" in info.value.errors


def test_25_5_another_character_smoked_does_not_trigger_it() -> None:
    from tests.engines.shadowfist._support import LIBRARY_DIR, as_json, load

    payload = load(LIBRARY_DIR / "sf-26-1-3-card-helix-rethread-pays-when-its-subject-is-smoked.json")["scenario"]
    payload["cards"].append({"id": "other", "title": "Other Thug", "type": "character", "controller": "B",
                             "fighting": 2, "column": 1})
    payload["actions"][0]["targets"] = ["other"]
    r = as_json(resolve(payload))
    assert r["final"]["cards"]["other"]["zone"] == "smoked" and r["final"]["players"]["A"]["power"] == 0
