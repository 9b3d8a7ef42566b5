"""The end of an attack: Return Home (28.8), the end-of-attack scene and victory (28.9, 4.4.1),
success or failure (28.11, 28.12), and burning for Power ending the turn (28.10).

Attackers return to where they were when the attack was declared; the rule lets a seizing
player put them at the seized Site's location instead, which the scenario format cannot say,
so they return home. Signposts set during the attack expire with it (38.1.2).
"""

from __future__ import annotations

from refbase.engines.shadowfist import rules as R
from refbase.engines.shadowfist.ceasing import return_from_interception
from refbase.engines.shadowfist.fates import carry_out
from refbase.engines.shadowfist.game import Game
from refbase.engines.shadowfist.records import Action, EffectAction
from refbase.engines.shadowfist.scene import window
from refbase.engines.shadowfist.turn import end_of_turn, expire
from refbase.engines.shadowfist.victory import check_victory


def _closed_scene_action(action: Action) -> bool:
    return isinstance(action, EffectAction) and (action.triggered or action.effect == "cancel")


def finish_attack(game: Game) -> None:
    """Steps 5 and 6 of the attack, then its result."""
    atk = game.attack
    assert atk is not None
    if game.winner is not None:
        game.attack = None
        return
    return_home(game)
    atk.stage = "ended"
    game.phase = "end_of_attack"
    closed = not atk.premature
    window(game, "end_of_attack", closed=closed,
           accepts=_closed_scene_action if closed else None)
    game.phase = "end_of_attack"
    if game.contenders:
        check_victory(game, R.POST_ATTACK_CHECK + R.END_OF_ATTACK_SCENE)
    _result(game)
    burned_for_power = any(f.choice == "burn_for_power" for f in atk.fates)
    game.attack = None
    if burned_for_power and atk.declarer == game.active and game.winner is None:
        game.step(f"{atk.declarer} burned a Site for Power: the end-of-turn scene follows at "
                  f"once.", R.BFP_ENDS_TURN + R.BURN_FOR_POWER)
        end_of_turn(game)


def return_home(game: Game) -> None:
    """Fates are carried out, structures adjust, attackers go back (28.8)."""
    atk = game.attack
    assert atk is not None
    game.phase = "return_home"
    board = game.board
    for fate in atk.fates:
        carry_out(game, fate)
    back = []
    for attacker in atk.attackers:
        card = attacker.card
        if card.in_play and card.incarnation == attacker.incarnation \
                and card.controller == attacker.controller:
            home = attacker.home
            card.location = home if home is not None and board.exists(home) \
                else board.home_location(card.controller, None)
            back.append(card.title)
    if back:
        game.step(f"{', '.join(back)} return{'s' if len(back) == 1 else ''} to where "
                  f"{'it was' if len(back) == 1 else 'they were'} when the attack was declared.",
                  R.RETURN_HOME)
    for card in list(board.in_play()):
        loc = card.location
        if card.is_character and loc is not None and loc.player != card.controller:
            return_from_interception(game, card, None)
    expire(game, "attack")
    for key in [k for k, s in game.signposts.items() if s.during_attack]:
        del game.signposts[key]


def _result(game: Game) -> None:
    atk = game.attack
    assert atk is not None
    success = atk.damaged_by_combat
    if success:
        game.step(f"Combat damage was inflicted on {atk.target.title}: the attack succeeded.",
                  R.SUCCESSFUL_ATTACK)
    else:
        game.board.players[atk.declarer].failed_attack = True
        game.step(f"{atk.target.title} took no combat damage: the attack failed, and "
                  f"{atk.declarer} may declare further attacks this turn only with Independent "
                  f"Characters.", R.FAILED_ATTACK + R.INDEPENDENT)
    game.attacks.append({"player": atk.declarer, "target": atk.target.id,
                         "status": "successful" if success else "failed"})
