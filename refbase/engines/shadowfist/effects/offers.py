"""The effects of a kind a player could generate now, for the legality query.

Each function is one kind's `offers` (effect_kinds.py): from the board alone, the payload fields
of at most `PER_KIND` effects of that kind, with their words and rules. The query
(standings/effect_candidates.py) completes them into actions and keeps those the engine's
generation checks accept.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.mechanics.piles import deck_order
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.vocabulary import CardType, Stage, Zone

#: one offered effect: its payload fields, its words, its rules
Offer = tuple[dict[str, Any], str, tuple[RuleRef, ...]]
#: a kind's offers to `player` on the live game
Offers = Callable[[Game, str], Iterator[Offer]]

PER_KIND = 1


def first(cards: Iterator[Card]) -> list[Card]:
    found: list[Card] = []
    for card in cards:
        found.append(card)
        if len(found) >= PER_KIND:
            break
    return found


def _smoked(game: Game, p: str) -> list[Card]:
    return list(game.board.pile(Zone.SMOKED, p))


def _hand(game: Game, p: str) -> list[Card]:
    return list(game.board.pile(Zone.HAND, p))


def offer_draw(game: Game, p: str) -> Iterator[Offer]:
    if deck_order(game.board, p) or game.board.players[p].deck_size:
        yield {"amount": 1}, f"{p} draws a card", R.DRAW


def offer_return_to_play(game: Game, p: str) -> Iterator[Offer]:
    for card in first(c for c in iter(_smoked(game, p)) if c.type not in (CardType.EVENT, CardType.STATE)):
        yield {"targets": [card.id]}, f"{p} returns {card.title} to play", R.RETURN_TO_PLAY


def offer_reload(game: Game, p: str) -> Iterator[Offer]:
    for card in first(iter(_smoked(game, p))):
        yield {"targets": [card.id]}, f"{p} reloads {card.title}", R.RELOAD


def offer_smoked_to_hand(game: Game, p: str) -> Iterator[Offer]:
    for card in first(iter(_smoked(game, p))):
        yield {"targets": [card.id]}, f"{p} returns {card.title} from the smoked pile to hand", R.HAND


def offer_discard(game: Game, p: str) -> Iterator[Offer]:
    for card in first(iter(_hand(game, p))):
        yield {"targets": [card.id]}, f"{p} discards {card.title}", R.DISCARDING


def offer_play_card(game: Game, p: str) -> Iterator[Offer]:
    for card in first(c for c in iter(_hand(game, p)) if c.type not in (CardType.EVENT, CardType.STATE)):
        yield ({"targets": [card.id]}, f"{p} plays {card.title} by an effect",
               R.ENTER_PLAY_SEQUENCE + R.COST_REDUCTION)


def offer_steal_power(game: Game, p: str) -> Iterator[Offer]:
    for other in game.board.opponents(p)[:PER_KIND]:
        yield {"amount": 1, "players": [other]}, f"{p} steals 1 Power from {other}", R.STEAL_POWER


def offer_give_power(game: Game, p: str) -> Iterator[Offer]:
    for other in game.board.opponents(p)[:PER_KIND]:
        yield {"amount": 1, "players": [other]}, f"{p} gives 1 Power to {other}", R.GIVE_POWER


def offer_blank(game: Game, p: str) -> Iterator[Offer]:
    for card in first(c for c in game.board.in_play() if c.controller != p and c.type != CardType.EVENT):
        yield {"targets": [card.id]}, f"{p} blanks {card.title}", R.BLANKING


def offer_return_to_hand(game: Game, p: str) -> Iterator[Offer]:
    for card in first(c for c in game.board.in_play() if c.controller != p and c.is_character):
        yield {"targets": [card.id]}, f"{p} returns {card.title} to its owner's hand", R.HAND


def offer_token(game: Game, p: str) -> Iterator[Offer]:
    yield ({"token": {"id": f"token-{p}-{len(game.board.cards)}", "title": "Token", "type": "character",
                      "fighting": 1}}, f"{p} creates a token Character", R.TOKENS)


def offer_faceoff(game: Game, p: str) -> Iterator[Offer]:
    if game.attack is not None:
        return
    board = game.board
    mine = first(c for c in board.in_play() if c.is_character and c.controller == p)
    theirs = first(c for c in board.in_play() if c.is_character and c.controller != p)
    for a in mine:
        for b in theirs:
            yield {"from": a.id, "targets": [b.id]}, f"{a.title} faces off against {b.title}", R.FACEOFF


def offer_change_target(game: Game, p: str) -> Iterator[Offer]:
    atk = game.attack
    if atk is None or atk.stage in (Stage.FOUGHT_TARGET, Stage.ENDED):
        return
    attackers = atk.active_attackers()
    if not attackers:
        return
    owners = {a.controller for a in attackers}
    for card in first(c for c in game.board.in_play() if (c.is_character or c.is_site)
                       and c is not atk.target and c.controller not in owners):
        yield ({"targets": [a.card.id for a in attackers], "to": card.id},
               f"{p} changes the attack's target to {card.title}", R.CHANGING_TARGET)


def offer_move_card(game: Game, p: str) -> Iterator[Offer]:
    """Moving by effect (44.3): a Character to another of its columns, a State to a new subject."""
    board = game.board
    columns = board.players[p].columns
    for card in first(c for c in board.in_play() if c.is_character and c.controller == p) if len(columns) > 1 else []:
        column = 2 if card.location is columns[0] else 1
        yield ({"targets": [card.id], "column": column},
               f"{p} moves {card.title} to column {column} by an effect", R.PLACE_PUT_MOVE)
    for state in first(c for c in board.in_play() if c.type == CardType.STATE and c.controller == p):
        chars = [c for c in board.in_play() if c.is_character and c.controller == p]
        for subject in first(c for c in iter(chars) if c.id != state.attached_to):
            yield ({"targets": [state.id], "attached_to": subject.id},
                   f"{p} places {state.title} on {subject.title}", R.PLACE_PUT_MOVE)
