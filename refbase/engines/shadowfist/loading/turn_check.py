"""Meaning checks of the whole-turn fields (docs/shadowfist-turn.md), reported as 422 paths.

A player's `hand` counts the cards in hand, so it cannot be fewer than those listed there;
`deck_size` counts the deck, so not fewer than the cards listed in the `deck` zone; the
Establishing Shot's actions name cards of the scenario.
"""

from __future__ import annotations

from refbase.engines.shadowfist.loading.cards_check import Errors
from refbase.engines.shadowfist.model.records import Discard, KeepTurned, Scenario
from refbase.engines.shadowfist.model.vocabulary import Zone


def check_turn_fields(s: Scenario, errors: Errors) -> None:
    """Hand and deck counts that fit the listed cards; known cards in turn actions."""
    for i, player in enumerate(s.players):
        listed = {zone: sum(1 for c in s.cards if c.zone == zone and c.controller == player.id)
                  for zone in (Zone.HAND, Zone.DECK)}
        if player.hand is not None and player.hand < listed[Zone.HAND]:
            errors.add(f"players[{i}].hand", f"{listed[Zone.HAND]} cards are listed in {player.id}'s "
                       f"hand; `hand` counts them all")
        if (s.establishing_shot or s.turns > 1) and player.deck_size is not None \
                and player.deck_size < listed[Zone.DECK]:
            errors.add(f"players[{i}].deck_size", f"{listed[Zone.DECK]} cards are listed in "
                       f"{player.id}'s deck; `deck_size` counts them all")
    ids = {c.id for c in s.cards}
    for i, action in enumerate(s.actions):
        if isinstance(action, (KeepTurned, Discard)):
            for j, card in enumerate(action.cards):
                if card not in ids:
                    errors.add(f"actions[{i}].cards[{j}]", f"unknown card {card!r}")
