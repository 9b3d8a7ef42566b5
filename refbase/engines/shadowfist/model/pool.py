"""A player's resource pool (18.1): the provisions (8.6) of the cards the player controls in
play and of the cards in the player's smoked pile; a card an opponent controls provides for
that opponent (18.3). The play check (checks/resources.py) and a text's "X = the number of
[Magic] resources in your pool" (48.0) both count it here."""

from __future__ import annotations

from refbase.engines.shadowfist.model.board import Board, Card
from refbase.engines.shadowfist.model.resource_types import resource_factions, resource_talents
from refbase.engines.shadowfist.model.vocabulary import Zone


def provisions(board: Board, card: Card) -> tuple[str, ...]:
    """A card's printed provisions (8.6), and in play those its own text provides ("provides one
    [Magic] resource for each Demon you control"), each a resource of the pool (18.1)."""
    if board.provided is None or not card.in_play:
        return card.provides
    return card.provides + tuple(board.provided(card))


def providers(board: Board, player: str) -> list[Card]:
    """The cards whose provisions are in `player`'s pool (18.1, 18.3)."""
    return [c for c in board.cards.values() if (
        (c.in_play and c.controller == player) or (c.zone == Zone.SMOKED and c.owner == player))
        and provisions(board, c)]


def resources_of(board: Board, player: str, resource: str) -> int:
    """How many resources of one faction or talent (`resource` as selectors name it:
    "monarchs", "magic") are in `player`'s pool (18.1, 18.2)."""
    return sum(1 for card in providers(board, player) for symbol in provisions(board, card)
               if resource in resource_factions((symbol,)) | resource_talents((symbol,)))


#: which of a card's own resources a count names: all of them, its faction ones, or one kind
CARD_RESOURCE_KINDS = ("all", "faction")


def card_resources(card: Card, which: str) -> int:
    """How many resources `card` requires (8.4) and provides (8.6), each icon counted once where
    it is printed: all of them, the faction ones (18.2), or one faction's or talent's ("the
    number of [M] resources provided and required by the subject", 48.0)."""
    symbols = card.requires + card.provides
    if which == "all":
        return len(symbols)
    if which == "faction":
        return sum(1 for s in symbols if resource_factions((s,)))
    return sum(1 for s in symbols if which in resource_factions((s,)) | resource_talents((s,)))
