"""Winning (4.0): the goal, the final Site rule, and when victory is checked.

A player becomes a contender by taking a Feng Shui Site from an opponent in an attack (4.2)
or by playing a Site when no opponent has any (4.3). Contenders are checked at the end of
the scene that made them so (4.4): after an attack, at the end of its end-of-attack scene
(4.4.1); after a played Site, at the end of that scene (4.4.2). A contender who no longer
has enough by then does not win (note under 4.4.2).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.stack import Scene
from refbase.engines.shadowfist.model.vocabulary import Format


def goal_rules(game: Game) -> tuple[RuleRef, ...]:
    return R.GOAL_DUEL if game.board.format == Format.DUEL else R.GOAL_MULTIPLAYER


def note_took_site(game: Game, player: str) -> None:
    """The player seized or burned for victory an opponent's Feng Shui Site (4.2)."""
    game.contenders.add(player)


def note_played_site(game: Game, player: str) -> None:
    """A played Site can only win when no opponent has a Feng Shui Site (4.3)."""
    board = game.board
    no_opposing_sites = not any(board.fss_count(p) for p in board.opponents(player))
    if no_opposing_sites and board.victory_count(player) >= board.goal:
        game.contenders.add(player)


def check_victory(game: Game, rules: tuple[RuleRef, ...]) -> None:
    """Check the contenders, in seating order from the active player (4.4, 4.5)."""
    board = game.board
    for player in board.clockwise_after(game.active)[-1:] + board.opponents(game.active):
        if player not in game.contenders:
            continue
        count, goal = board.victory_count(player), board.goal
        if count >= goal:
            game.winner = player
            game.step(f"{player} has {board.fss_count(player)} Feng Shui Sites in play and "
                      f"{board.players[player].bfv} in the burned-for-victory pile: {count} of "
                      f"{goal}. {player} wins and the game ends.", rules + R.VICTORY
                      + goal_rules(game) + R.GAME_END)
            break
        game.step(f"Checking victory: {player} has {count} of the {goal} needed.",
                  rules + goal_rules(game))
    game.contenders.clear()


def end_of_scene(game: Game, scene: Scene) -> None:
    """Victory check at the end of a scene outside attacks (4.4, 4.4.2)."""
    if game.contenders and game.attack is None:
        check_victory(game, R.CHECK_VICTORY + R.PLAYED_SITE_CHECK)
