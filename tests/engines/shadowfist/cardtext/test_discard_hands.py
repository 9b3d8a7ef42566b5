""""All players discard their hands" (Bear Market, copied from the community card dump): each
player discards every card in hand, listed or not, into its toasted pile (39.0: not toasting) as
the effect resolves; the Event itself is already out of its player's hand as it is played. A later
part after an effect on every player ("... and draw 2 cards": whose draw?) stays unread."""

from __future__ import annotations

from typing import Any

from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.cardtext import compile_text
from tests.engines.shadowfist._support import as_json

BEAR_MARKET = "One-Shot. All players discard their hands."


def test_39_0_bear_market_discards_every_players_hand() -> None:
    compiled = compile_text(BEAR_MARKET, "Bear Market", "Event")
    assert compiled.complete, compiled.not_modelled
    assert compiled.abilities[1]["effect"] == {  # type: ignore[index]
        "effect": "discard_hand", "aim": "none", "players": "all"}


def test_24_6_a_later_part_after_an_effect_on_every_player_stays_unread() -> None:
    for text in ("All players discard their hands and draw 2 cards.", "All players gain 1 Power and draw 2 cards."):
        assert not compile_text(text, "Some Event", "Event").complete


def _market() -> dict[str, Any]:
    return {"game": "shadowfist", "active_player": "A",
            "players": [{"id": "A", "power": 1, "hand": 2}, {"id": "B", "power": 0, "hand": 3}],
            "cards": [{"id": "a1", "title": "A's Site", "type": "site", "controller": "A", "column": 1, "row": "front",
                       "body": 6, "provides": ["Ascended", "Ascended", "Ascended"]},
                      {"id": "b1", "title": "B's Site", "type": "site", "controller": "B", "column": 1, "row": "front",
                       "body": 6},
                      {"id": "bm", "title": "Bear Market", "type": "event", "controller": "A", "zone": "hand",
                       "cost": 1, "requires": ["Ascended", "Ascended", "Ascended"],
                       "abilities": compile_text(BEAR_MARKET, "Bear Market", "Event").abilities},
                      {"id": "spare", "title": "Spare Edge", "type": "edge", "controller": "A", "zone": "hand"},
                      {"id": "held", "title": "Held Character", "type": "character", "controller": "B", "zone": "hand",
                       "fighting": 1}],
            "actions": [{"do": "use", "id": "u1", "player": "A", "card": "bm", "ability": 1}, {"do": "pass"}]}


def test_39_0_bear_market_in_the_engine() -> None:
    answer = as_json(resolve(_market()))
    assert answer["outcome"] == "resolved", answer.get("illegal") or answer.get("pending")
    cards = answer["final"]["cards"]
    assert cards["spare"]["zone"] == cards["held"]["zone"] == "toasted"
    assert cards["bm"]["zone"] == "smoked"
    assert any("B discards its hand (Held Character, 2 unlisted card(s))" in s["text"] for s in answer["steps"])
