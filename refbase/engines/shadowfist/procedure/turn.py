"""The end of the turn (22.3.2.3, 22.3.3): durations expire, decking, elimination.

The engine runs the active player's Main Shot (and, with `turns`, the turns that follow:
establishing.py). Declaring the end of the turn opens a response scene; if no one starts
another Main Shot option, the end-of-turn scene follows, "until the end of the turn" effects
expire (26.5), players with no cards left in their deck are eliminated (5.1, 5.3.1), and a
sole remaining player wins (4.6).
"""

from __future__ import annotations

from refbase.engines.shadowfist.mechanics import control, triggers
from refbase.engines.shadowfist.mechanics.smoking import recalculate
from refbase.engines.shadowfist.mechanics.victory import end_of_scene
from refbase.engines.shadowfist.mechanics.zones import leave_play
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import Action, EffectAction, EndTurn, Play
from refbase.engines.shadowfist.model.vocabulary import SITE_TYPES, CardType, Do, Duration, Phase, Zone
from refbase.engines.shadowfist.model.written import On
from refbase.engines.shadowfist.procedure.establishing import begin_next_turn, regenerate
from refbase.engines.shadowfist.procedure.out_of_turn import run_out_of_turn_attacks
from refbase.engines.shadowfist.procedure.scene import window


def verify_end_turn(game: Game, action: EndTurn) -> None:
    """Only the active player declares the end of its turn (22.3.2.3); the engine checks this
    as it takes the declaration, the legality query on the live game where one would be taken."""
    check(action.player == game.active, f"only the active player ({game.active}) declares the "
          f"end of the turn", R.DECLARE_END_OF_TURN)


def declare_end_of_turn(game: Game, action: EndTurn) -> None:
    """The active player declares the end of the turn (22.3.2.3)."""
    verify_end_turn(game, action)
    game.step(f"{action.player} declares the end of the turn.", R.DECLARE_END_OF_TURN,
              Phase.END_OF_TURN)
    responses = window(game, Phase.END_OF_TURN_RESPONSE, on_end=end_of_scene,
                       accepts=lambda a: not _next_turns_play(game, a))
    if game.winner is not None:
        return
    if run_out_of_turn_attacks(game):
        if game.winner is None:
            game.step(f"The out-of-turn attacks in response have resolved: {game.active} may again "
                      f"choose any Main Shot option.", R.DECLARE_END_OF_TURN + R.OUT_OF_TURN_ATTACK,
                      Phase.MAIN_SHOT)
        return
    if responses.generated and _main_shot_option_follows(game):
        game.step(f"The responses to the end-of-turn declaration have resolved: {game.active} "
                  f"may again choose any Main Shot option.", R.DECLARE_END_OF_TURN, Phase.MAIN_SHOT)
        return
    end_of_turn(game)


def _next_turns_play(game: Game, action: Action) -> bool:
    """With more `turns`, the next player's `play` of a card belongs to its own Main Shot: no
    card but an Event can be played in response here (25.4-25.7), so the responses end."""
    return isinstance(action, Play) and game.takes_next_turn(action.player)


def _main_shot_option_follows(game: Game) -> bool:
    """After responses the active player may choose again (22.3.2.3): does the script do so?"""
    game.script.expect(lambda: game.hooks.main_shot_standing(game, True))
    nxt = game.script.peek()
    if nxt is None or nxt.player != game.active:
        return False
    return nxt.do in (Do.EFFECT, Do.PLAY, Do.MOVE, Do.DECLARE_ATTACK, Do.END_TURN)


def end_of_turn(game: Game) -> None:
    """The closed end-of-turn scene (22.3.3) and what happens with it."""
    with game.in_phase(Phase.END_OF_TURN):
        _end_of_turn(game)


def _end_of_turn(game: Game) -> None:
    triggers.notice(game, On.END_OF_TURN, turn_of=game.active)
    triggers.time_comes(game, On.END_OF_TURN)
    window(game, Phase.END_OF_TURN, closed=True, accepts=lambda a: isinstance(a, EffectAction) and a.triggered)
    expire(game, Duration.TURN)
    triggers.carry_over(game)
    game.turn_over = True
    game.step(f"{game.active}'s turn ends.", R.END_OF_TURN_SCENE)
    recalculate(game)  # "during your turn" bonuses are gone now: a Character may be smoked (10.2, 20.2)
    for player in game.board.active_players():
        if game.board.players[player].deck_size == 0:
            eliminate(game, player)
    remaining = game.board.active_players()
    if len(remaining) == 1 and game.winner is None:
        game.winner = remaining[0]
        game.step(f"All of {remaining[0]}'s opponents are eliminated: {remaining[0]} wins.",
                  R.DEFAULT_WIN + R.GAME_END)
    if not remaining:
        game.step("Every player is eliminated at once: no turn follows and nobody wins.",
                  R.DECKING)
    elif game.winner is None and game.turn_state.more_turns:
        begin_next_turn(game)
    elif game.winner is None:
        start_of_next_turn(game)


def start_of_next_turn(game: Game) -> None:
    """The next player's start of turn: Regenerate heals (22.2.1, 50.12), start-of-turn triggers
    fire (26.1). Without more `turns` the engine stops here."""
    following = game.board.clockwise_after(game.active)[0]
    regenerate(game, following)
    with game.in_phase(Phase.START_OF_TURN):
        triggers.notice(game, On.START_OF_TURN, turn_of=following)
        triggers.run_queued(game, Phase.START_OF_TURN)


def expire(game: Game, duration: Duration) -> None:
    """Effects lasting until the end of the attack or turn end now (26.5, 28.8); recalculate."""
    control.expire(game, duration)
    for card in game.board.in_play():
        if card.blanked and card.blank_ends == duration:
            card.blanked, card.blank_ends = False, Duration.PERMANENT
            card.grants += card.blanked_copies
            card.blanked_copies.clear()
            game.step(f"{card.title}'s blanking lasted until the end of the {duration}: it ends, and "
                      f"its rules text works again.", R.BLANKING + R.DURATION)
        ended = [g for g in card.grants if g.duration == duration]
        if ended:
            card.grants[:] = [g for g in card.grants if g.duration != duration]
            game.step(f"{card.title}'s effects lasting until the end of the {duration} expire.",
                      R.DURATION + (R.RETURN_HOME if duration == Duration.ATTACK else ()))
    recalculate(game)


def eliminate(game: Game, player: str) -> None:
    """No cards left in the deck at the end of the turn (5.1); cleanup (5.3.1)."""
    board = game.board
    board.players[player].eliminated = True
    game.step(f"{player} has no cards left in the deck at the end of the turn and is eliminated.",
              R.DECKING)
    for kinds in ((CardType.STATE,), (CardType.CHARACTER, CardType.EDGE), tuple(SITE_TYPES)):
        for card in [c for c in board.in_play() if c.controller == player and c.type in kinds]:
            leave_play(game, card, Zone.TOASTED, f"{player} is eliminated; {card.title} is removed "
                       f"from the game", R.ELIMINATION_CLEANUP)
