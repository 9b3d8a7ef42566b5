"""Continuous abilities lasting the turn a card enters play (10.2): the condition
`entered_this_turn`, read from real cards' printed text (quoted verbatim from the community card
dump) and run in the engine: a card played this turn, one the scenario says entered this turn,
one that did not, and the bonus lost as the turn passes (20.2)."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

THUNDER_VALKYRIES = "Thunder Valkyries gain +2 Fighting until the end of the turn in which they enter play."
TRAINING_BASE = "Not Cumulative. Characters you control inflict +2 damage during the turn they enter play."
ENTERED = {"is": "entered_this_turn"}


def _only(text: str, title: str, kind: str) -> dict[str, Any]:
    c = compile_text(text, title, kind)
    assert c.complete, c.not_modelled
    (made,) = [a for a in c.abilities if isinstance(a, dict)]
    return made


def test_10_2_thunder_valkyries_gain_fighting_in_the_turn_they_enter_play() -> None:
    made = _only(THUNDER_VALKYRIES, "Thunder Valkyries", "Character")
    assert made["modifiers"] == [{"kind": "fighting", "value": 2}] and made["condition"] == ENTERED


def test_10_2_secret_warrior_training_base_gives_its_characters_damage_in_their_entry_turn() -> None:
    made = _only(TRAINING_BASE, "Secret Warrior Training Base", "Site")
    assert made["affects"] == {"type": "character", "controller": "you"}
    assert made["modifiers"] == [{"kind": "damage_bonus", "value": 2}] and made["condition"] == ENTERED


@pytest.mark.parametrize(("title", "sentence", "grants"), [
    ("Portal Jockey", "Gains Ambush until the end of the turn he enters play.", ["Ambush"]),
    ("Redeemed Assassin", "Redeemed Assassin has Toughness: 1 for the duration of the turn in which he enters play.",
     ["Toughness: 1"]),
])
def test_10_2_words_had_in_the_turn_it_enters_play(title: str, sentence: str, grants: list[str]) -> None:
    made = compile_text(sentence, title, "Character").abilities[0]
    assert made["grants"] == grants and made["condition"] == ENTERED


def test_25_5_a_states_entry_turn_stays_unread() -> None:
    """On a State "it" may be the State or its subject: not read."""
    c = compile_text("Subject gains +2 Fighting until the end of the turn in which it enters play.", "Someone", "State")
    assert not c.complete


def _valkyries(i: str, **kw: Any) -> dict[str, Any]:
    return {"id": i, "title": "Thunder Valkyries", "type": "character", "controller": "A", "fighting": 2,
            "abilities": compile_text(THUNDER_VALKYRIES, "Thunder Valkyries", "Character").abilities, **kw}


def _run(actions: list[dict[str, Any]]) -> dict[str, Any]:
    site = {"id": "s", "title": "Site", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 5}
    return as_json(resolve({"game": "shadowfist", "active_player": "A", "turns": 2,
                            "players": [{"id": "A", "power": 5, "hand": 6}, {"id": "B", "hand": 6}],
                            "cards": [site, _valkyries("played", zone="hand", cost=2),
                                      _valkyries("before", column=1), _valkyries("said", column=1, entered_this_turn=True)],
                            "actions": actions}))


def test_10_2_a_card_played_or_said_to_have_entered_this_turn_has_the_bonus_and_one_in_play_before_has_not() -> None:
    r = _run([{"do": "play", "player": "A", "card": "played", "column": 1}, {"do": "pass"}])
    assert r["outcome"] == "resolved"
    assert {k: r["final"]["cards"][k]["fighting"] for k in ("played", "before", "said")} == \
        {"played": 4, "before": 2, "said": 4}


def test_10_2_the_bonus_ends_as_the_turn_passes() -> None:
    r = _run([{"do": "play", "player": "A", "card": "played", "column": 1}, {"do": "pass"},
              {"do": "end_turn", "player": "A"}])
    assert r["outcome"] == "resolved"
    assert {k: r["final"]["cards"][k]["fighting"] for k in ("played", "before", "said")} == \
        {"played": 2, "before": 2, "said": 2}
