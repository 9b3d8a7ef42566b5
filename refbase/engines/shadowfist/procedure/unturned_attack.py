"""Attacking without turning: "If unturned, Butterfly Knight may attack without turning once
during your Main Shot." The card's text breaks 28.1's "declare an attack by turning ... eligible
Characters" for that card alone (6.0), and only as far as it says (6.1): it must still be an
eligible, unturned attacker (28.1.1), in its controller's own Main Shot, once a turn; "a
Character" narrows the targets it may attack so (28.1.3). It is still a declared attacker that
has "turned to attack" for triggers (28.1.4), but nothing turned (21.0). The declaring player
chooses it by naming the card in the action's `without_turning`.
"""

from __future__ import annotations

from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import DeclareAttack

ANY_TARGET = "may attack without turning once during your main shot"
CHARACTERS_ONLY = "may attack a character without turning once during your main shot"
#: the `turn_state.used` index of this permission: ability objects count from 0
_USED = -1


def _words(game: Game, card: Card) -> str | None:
    abilities = game.board.abilities(card)
    return next((w for w in (ANY_TARGET, CHARACTERS_ONLY) if abilities.has(w)), None)


def has_unturned_attack(game: Game, card: Card) -> bool:
    """Does its text let it attack without turning (the legal-moves query asks before checking)?"""
    return _words(game, card) is not None


def verify_unturned(game: Game, a: DeclareAttack, out_of_turn: bool) -> None:
    """Each attacker declared without turning has the text, in its controller's Main Shot,
    not yet used this turn, and (if its text says so) attacks a Character."""
    target = game.board.cards[a.target]
    for card in (game.board.cards[i] for i in a.without_turning):
        words = _words(game, card)
        check(words is not None, f"{card.title}'s text does not let it attack without turning",
              R.DECLARE_ATTACK)
        assert words is not None
        rules = R.INNATE_PERMISSIONS[words]
        check(not out_of_turn and a.player == game.active, f"{card.title} may attack without turning "
              f"only during its controller's Main Shot", rules)
        check((card.id, card.incarnation, _USED) not in game.turn_state.used, f"{card.title} has already "
              f"attacked without turning this turn: its text allows it once", rules)
        check(words == ANY_TARGET or target.is_character, f"{card.title} may attack without turning "
              f"only a Character, and {target.title} is not one", rules)


def count_unturned(game: Game, a: DeclareAttack) -> None:
    """Record each use: once a turn, a card leaving play and returning being a new card (34.0)."""
    for card in (game.board.cards[i] for i in a.without_turning):
        game.turn_state.used.add((card.id, card.incarnation, _USED))
