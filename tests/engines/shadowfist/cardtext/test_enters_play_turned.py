"""Cards that enter play turned, on real cards' printed text (copied from the community card
dump): "Enters play turned." (Junkyard Engineer), "Comes into play turned." (The Rackets) and a
State's "All [f] cards come into play turned." (Thunder on the Mountain). The card's text puts it
into play turned (6.0 over a card entering play unturned; 21.0), without turning: nothing
triggers on its turning. "If it was turned, it enters play turned" (Dr. Timbul Damiri) stays
unread."""

from __future__ import annotations

from typing import Any

import pytest

from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import cards, run, scenario

WORDS = "Enters play turned"
THUNDER = "Play on a site you control. All [f] cards come into play turned."


@pytest.mark.parametrize(("title", "kind", "text"), [
    ("Junkyard Engineer", "Character", "Enters play turned."),
    ("The Rackets", "Edge", "Comes into play turned."),
    ("Smart Missile", "Edge", "Enters play turned."),
])
def test_21_0_enters_play_turned_is_read_as_the_engines_words(title: str, kind: str, text: str) -> None:
    assert compile_text(text, title, kind).abilities == [WORDS]


def test_21_0_thunder_on_the_mountain_grants_it_to_the_cards_it_names() -> None:
    compiled = compile_text(THUNDER, "Thunder on the Mountain", "State")
    assert compiled.complete
    assert compiled.abilities[1] == {"kind": "continuous", "grants": [WORDS], "affects": {"faction": "architects"},
                                     "text": "All [f] cards come into play turned."}


def test_6_1_a_conditional_entry_stays_unread() -> None:
    assert not compile_text("If it was turned, it enters play turned.", "Dr. Timbul Damiri", "Character").complete


def _play(new: dict[str, Any], thunder: bool) -> dict[str, Any]:
    site = {"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front", "body": 6}
    state = {"id": "tm", "title": "Thunder on the Mountain", "type": "state", "controller": "A", "attached_to": "a1",
             "abilities": compile_text(THUNDER, "Thunder on the Mountain", "State").abilities}
    card = {"id": "new", "controller": "A", "zone": "hand", "cost": 0, **new}
    return cards(run(scenario([site, card] + ([state] if thunder else []),
                              [{"do": "play", "player": "A", "card": "new", "column": 1}, {"do": "pass"}])))


def test_6_0_a_card_with_the_text_enters_play_turned() -> None:
    edge = {"title": "The Rackets", "type": "edge", "abilities": [WORDS]}
    assert _play(edge, thunder=False)["new"]["turned"] is True
    assert _play({**edge, "abilities": []}, thunder=False)["new"]["turned"] is False


def test_6_0_thunder_on_the_mountain_turns_only_the_faction_it_names() -> None:
    monster = {"title": "Flesh Monster", "type": "character", "fighting": 2, "factions": ["architects"]}
    assert _play(monster, thunder=True)["new"]["turned"] is True
    assert _play({**monster, "factions": ["dragons"]}, thunder=True)["new"]["turned"] is False
    assert _play(monster, thunder=False)["new"]["turned"] is False
