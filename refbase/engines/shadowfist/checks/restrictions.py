"""Restrictions on playing cards (49.0): Identity, Limited, One-Shot, Unique; Unique and
Limited also bar returning a copy to play (49.9, 49.2).

Titles are compared through `same_title`: a card with Identity: X matches cards titled X
(49.1), for Unique and Limited as for uniqueness auctions. The engine knows the plays of
the scenario's own turn: a second play of a Limited Event this turn, or of a One-Shot card
in this scenario, is refused (49.2, 49.5).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.continuous import of_game
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.vocabulary import CardType, Restriction
from refbase.engines.shadowfist.model.written import AbilityKind


def same_title(a: Card, b: Card) -> bool:
    """Matching titles, counting Identity (49.1)."""
    return bool(a.names() & b.names())


def identity_rules(a: Card, b: Card) -> tuple[RuleRef, ...]:
    """49.1 when the match is made by an Identity rather than by the printed titles."""
    return R.IDENTITY if a.title != b.title else ()


def verify_restrictions(game: Game, player: str, card: Card) -> None:
    """No voluntary play of a Unique or Limited card while you control a copy (49.9, 49.2),
    a Limited Event once per turn (49.2), a One-Shot card once (49.5); the card's own play
    requirement ("Play only if ...", 25.1)."""
    verify_no_copy(game, player, card)
    verify_play_if(game, card)
    earlier = [c for p, c in game.played if p == player and c is not card and same_title(c, card)]
    this_turn = [c for p, c in game.played[game.turn_state.first_play:] if p == player
                 and c is not card and same_title(c, card)]
    if card.type == CardType.EVENT and card.has_restriction(Restriction.LIMITED):
        check(not this_turn, f"{player} has already played the Limited Event {card.title} this "
              f"turn", R.LIMITED)
    if card.has_restriction(Restriction.ONE_SHOT):
        check(not earlier, f"{player} has already played the One-Shot {card.title}: each player "
              f"plays it only once per game", R.ONE_SHOT)


def verify_play_if(game: Game, card: Card) -> None:
    """"Play only if you control a <Secret> card": the card's own requirement of being played
    (25.1), a condition on the board seen from its player, checked as it is played."""
    for w in card.written:
        if w.kind == AbilityKind.PLAY_IF and w.condition is not None:
            check(of_game(game).holds(w.condition, card, card), f"{card.title} can be played only if its "
                  f"requirement holds: \"{w.text or w.condition.is_}\"", R.PLAY_REQUIREMENTS)


def verify_no_copy(game: Game, player: str, card: Card, rules: tuple[RuleRef, ...] = ()) -> None:
    """Nobody voluntarily plays or returns to play a Unique or Limited card while controlling a
    copy of it (49.9, 49.2: "play or return to play"), even a face-down Feng Shui Site."""
    for name, own in ((Restriction.UNIQUE, R.UNIQUE), (Restriction.LIMITED, R.LIMITED)):
        if card.has_restriction(name) and card.type != CardType.EVENT:
            copy = next((c for c in game.board.in_play() if c is not card and same_title(c, card)
                         and c.controller == player), None)
            check(copy is None, f"{player} already controls a copy of the {name.title()} "
                  f"{card.title}", rules + own + (identity_rules(copy, card) if copy else ()))


def note_played(game: Game, player: str, card: Card) -> None:
    """Remember a card played from hand this turn (for 49.2 and 49.5)."""
    game.played.append((player, card))
