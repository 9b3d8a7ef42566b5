"""Out-of-turn attacks (28.1.2): an opponent of the active player declares an attack.

Only Characters whose abilities let them attack outside their controller's turn can
(`attacks_out_of_turn` on the card, or its rules text "Can attack during an opponent's
turn"). There are two moments: in response to the active player's end-of-turn
declaration, once the responses have resolved (22.3.2.3, 28.1.2), and
when an open scene of the Main Shot resolves, the declaring player having claimed priority
for that moment during the scene (28.1.2). Such Characters attack even after their player
failed an attack this Main Shot, Independent or not (28.1.2.1). Afterwards the active player
may again choose any Main Shot option (22.3.2.3); the turn does not end even if a Feng Shui
Site was burned for Power (28.1.2; return_home.py ends the turn only for the active player).
"""

from __future__ import annotations

from refbase.engines.common import Candidate
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Board, Card
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import DeclareAttack

#: rules text letting a Character attack in an opponent's turn (6.0 over 28.1.2)
_OUT_OF_TURN = ("can attack during an opponent's turn", "may attack during an opponent's turn")


def attacks_out_of_turn(board: Board, card: Card) -> bool:
    """May it attack in an opponent's turn (28.1.2)? Said on the card (`attacks_out_of_turn`) or
    by its rules text ("Can attack during an opponent's turn", 6.0)."""
    return card.attacks_out_of_turn or any(board.abilities(card).has(w) for w in _OUT_OF_TURN)


def verify_out_of_turn(game: Game, a: DeclareAttack) -> None:
    """The attackers can attack out of turn, at a moment 28.1.2 allows."""
    check(not game.turn_over, f"{game.active}'s turn is over", R.END_OF_TURN_SCENE)
    board = game.board
    for card in (board.cards[i] for i in a.attackers):
        check(attacks_out_of_turn(board, card), f"it is {game.active}'s turn: {a.player} can declare an "
              f"attack only with Characters whose abilities let them attack outside their "
              f"player's turn, and {card.title} has none", R.DECLARE_ATTACK + R.OUT_OF_TURN_ATTACK)
    check(game.turn_state.out_of_turn_open, f"{a.player} can declare an out-of-turn attack only in "
          f"response to an end-of-turn declaration or when an open scene resolves, not in the "
          f"middle of {game.active}'s Main Shot", R.OUT_OF_TURN_ATTACK)


def _next_turns(game: Game, a: DeclareAttack) -> bool:
    """With more `turns`, the next player's declaration with Characters that cannot attack out of
    turn belongs to that player's own Main Shot (28.1), after this turn ends."""
    return game.takes_next_turn(a.player) and not any(
        attacks_out_of_turn(game.board, game.board.cards[i]) for i in a.attackers if i in game.board.cards)


def out_of_turn_candidates(game: Game) -> list[Candidate]:
    """Single-attacker out-of-turn declarations by the active player's opponents (28.1.2)."""
    board, out = game.board, []
    for card in board.in_play():
        if not (card.is_character and attacks_out_of_turn(board, card) and card.controller != game.active
                and not card.turned):
            continue
        for target in board.in_play():
            if target.controller != card.controller and (target.is_character or target.is_site):
                out.append(Candidate({"do": "declare_attack", "player": card.controller,
                                      "attackers": [card.id], "target": target.id},
                                     f"{card.controller} attacks {target.title} with {card.title} "
                                     f"out of turn", rules=R.OUT_OF_TURN_ATTACK))
    return out


def run_out_of_turn_attacks(game: Game) -> bool:
    """Attacks declared in response to the end-of-turn declaration (22.3.2.3); any taken?"""

    ran = False
    while game.winner is None:
        nxt = game.script.peek()
        if not isinstance(nxt, DeclareAttack) or nxt.player == game.active or _next_turns(game, nxt):
            break
        game.turn_state.out_of_turn_open = True
        game.script.take()
        game.hooks.run_attack(game, nxt)
        ran = True
    game.turn_state.out_of_turn_open = False
    return ran
