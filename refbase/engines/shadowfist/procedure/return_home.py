"""The end of an attack: Return Home (28.8), the end-of-attack scene and victory (28.9, 4.4.1),
success or failure (28.11, 28.12), and burning for Power ending the turn (28.10).

Attackers return to where they were when the attack was declared; a seizing player may put
its attackers at the seized Site's location instead, and is asked which (`place_attackers`).
Signposts set during the attack expire with it (38.1.2).
"""

from __future__ import annotations

from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.mechanics import interceptors, triggers
from refbase.engines.shadowfist.mechanics.fates import carry_out
from refbase.engines.shadowfist.mechanics.smoking import recalculate
from refbase.engines.shadowfist.mechanics.victory import check_victory
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import AttackState
from refbase.engines.shadowfist.model.continuous import of_game
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import Action, EffectAction, PlaceAttackers, Use
from refbase.engines.shadowfist.model.vocabulary import AttackStatus, Do, Duration, Fate, Phase, Stage
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K
from refbase.engines.shadowfist.model.written import AbilityKind, Is, On
from refbase.engines.shadowfist.procedure.scene import window
from refbase.engines.shadowfist.procedure.turn import end_of_turn, expire


def _closed_scene_action(game: Game, action: Action) -> bool:
    """Only end-of-attack effects go into the closed end-of-attack scene (28.9): triggered ones,
    a card's written triggered ability used (`use`) included, and cancels of them."""
    if isinstance(action, Use):
        card = game.board.cards.get(action.card)
        written = card.written if card is not None else ()
        return any(w.index == action.ability and w.kind == AbilityKind.TRIGGERED for w in written)
    return isinstance(action, EffectAction) and (action.triggered or action.effect == K.CANCEL)


def finish_attack(game: Game, atk: AttackState) -> None:
    """Steps 5 and 6 of the attack, then its result."""
    if game.winner is not None:
        game.attack = None
        return
    with game.in_phase(Phase.RETURN_HOME):
        return_home(game, atk)
    atk.stage = Stage.ENDED
    with game.in_phase(Phase.END_OF_ATTACK):
        attack_over(game)
        _notice_result(game, atk)
        closed = not atk.premature
        window(game, Phase.END_OF_ATTACK, closed=closed,
               accepts=(lambda a: _closed_scene_action(game, a)) if closed else None)
        if game.contenders:
            check_victory(game, R.POST_ATTACK_CHECK + R.END_OF_ATTACK_SCENE)
        _result(game, atk)
        game.attack = None
        burned_for_power = any(f.choice == Fate.BURN_FOR_POWER for f in atk.fates)
        if burned_for_power and atk.declarer == game.active and game.winner is None:
            game.step(f"{atk.declarer} burned a Site for Power: the end-of-turn scene follows at "
                      f"once.", R.BFP_ENDS_TURN + R.BURN_FOR_POWER)
            end_of_turn(game)
        elif burned_for_power and game.winner is None:
            game.step(f"{atk.declarer} burned a Site for Power in an out-of-turn attack: "
                      f"{game.active}'s turn does not end.", R.OUT_OF_TURN_ATTACK + R.BFP_ENDS_TURN)


def return_home(game: Game, atk: AttackState) -> None:
    """Fates are carried out, structures adjust, attackers go back (28.8)."""
    board = game.board
    for fate in atk.fates:
        carry_out(game, atk, fate)
    staying = _stay_at_seized_site(game, atk)
    back: list[str] = []
    gathered: list[str] = []
    for attacker in atk.attackers:
        card = attacker.card
        if card.id in staying:
            continue
        if attacker.handle.live and card.controller == attacker.controller:
            home = attacker.home
            card.location = home if home is not None and board.exists(home) \
                else board.home_location(card.controller, None)
            back.append(card.title)
            if home is not None and home.unspecified and not card.location.unspecified:
                gathered.append(card.title)
    if back:
        game.step(f"{', '.join(back)} return{'s' if len(back) == 1 else ''} to where "
                  f"{'it was' if len(back) == 1 else 'they were'} when the attack was declared.",
                  R.RETURN_HOME)
    if gathered:
        game.step(f"{' and '.join(gathered)} left from the unspecified location, which is now "
                  f"column 1: {'its' if len(gathered) == 1 else 'their'} controller's first Site "
                  f"entered play during the attack.", R.UNSPECIFIED_LOCATION + R.ADD_FIRST_SITE)
    for card in list(board.in_play()):
        loc = card.location
        if card.is_character and loc is not None and loc.player != card.controller:
            interceptors.return_from_interception(game, card, None)
    expire(game, Duration.ATTACK)
    for key in [k for k, s in game.signposts.items() if s.during_attack]:
        del game.signposts[key]


def _stay_at_seized_site(game: Game, atk: AttackState) -> set[str]:
    """The seizing player may place its attackers at the seized Site's location (28.8):
    a `place_attackers` action says which (none: all return home)."""
    seized = next((f.site for f in atk.fates if f.choice == Fate.SEIZE and f.site.in_play
                   and f.site.controller == atk.declarer and f.site.location is not None), None)
    own = [a.card for a in atk.active_attackers() if a.controller == atk.declarer]
    if seized is None or not own:
        return set()
    ids = [c.id for c in own]
    action = game.require(Do.PLACE_ATTACKERS, atk.declarer, "place_attackers", ids, R.RETURN_HOME,
                          f"{atk.declarer} seized {seized.title} and may place attackers at its "
                          f"location instead of returning them: say which (possibly none)", _staying_rules)
    assert isinstance(action, PlaceAttackers)
    check(set(action.at_seized_site) <= set(ids), f"only {atk.declarer}'s attackers "
          f"({', '.join(c.title for c in own)}) can be placed at {seized.title}", R.RETURN_HOME)
    staying = [game.board.cards[i] for i in action.at_seized_site]
    for card in staying:
        card.location = seized.location
    if staying:
        game.step(f"{', '.join(c.title for c in staying)} "
                  f"{'is' if len(staying) == 1 else 'are'} placed at the location of the seized "
                  f"{seized.title}.", R.RETURN_HOME + R.SEIZING)
    return {c.id for c in staying}


def _staying_rules(option: object) -> tuple[RuleRef, ...] | None:
    """The rules of the first step a `place_attackers` option logs: an attacker listed stays and
    is placed at the seized Site's location (28.8, below); with none staying (the combined
    option, None), what comes next is not known before it happens."""
    return R.RETURN_HOME + R.SEIZING if isinstance(option, str) else None


def _notice_result(game: Game, atk: AttackState) -> None:
    """"When an attack you declared succeeds / fails" (28.11, 28.12), "at the end of each attack":
    known once the attack is over, their triggered effects go into the end-of-attack scene (28.9)."""
    on = On.ATTACK_SUCCEEDS if atk.damaged_by_combat else On.ATTACK_FAILS
    triggers.notice(game, on, atk.target, declarer=atk.declarer)
    triggers.notice(game, On.END_OF_ATTACK, atk.target, declarer=atk.declarer)  # "at the end of each attack"


def _result(game: Game, atk: AttackState) -> None:
    success = atk.damaged_by_combat
    if success:
        game.step(f"Combat damage was inflicted on {atk.target.title}: the attack succeeded.",
                  R.SUCCESSFUL_ATTACK)
    else:
        game.board.players[atk.declarer].failed_attack = True
        out_of_turn = atk.declarer != game.active  # 28.1.2.1: such attackers stay legal
        also = " or Characters able to attack outside their turn" if out_of_turn else ""
        game.step(f"{atk.target.title} took no combat damage: the attack failed, and "
                  f"{atk.declarer} may declare further attacks this turn only with Independent "
                  f"Characters{also}.", R.FAILED_ATTACK + R.INDEPENDENT
                  + (R.OUT_OF_TURN_ELIGIBILITY if out_of_turn else ()))
    game.attacks.append({"player": atk.declarer, "target": atk.target.id,
                         "status": AttackStatus.SUCCESSFUL if success else AttackStatus.FAILED})


def attack_over(game: Game) -> None:
    """The attack is over (28.9): "while attacking" abilities switch off (10.2) and are
    recalculated (24.8.1.3); delayed effects for the end of the attack come (26.4)."""
    rt = of_game(game)
    while_attacking = (Is.ATTACKING, Is.INTERCEPTING, Is.IN_COMBAT)
    if any(w.condition is not None and w.condition.is_ in while_attacking
           for c in rt.writers if c.in_play for w in c.written):
        game.step("The attack is over: abilities active only while attacking or intercepting "
                  "switch off, and continuous abilities are recalculated.",
                  R.CONDITIONAL + R.RECALCULATION)
    recalculate(game)
    triggers.time_comes(game, On.END_OF_ATTACK)
