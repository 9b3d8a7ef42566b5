"""Faceoffs (41.0): one Character seeks out another for one-on-one combat.

Not during an attack (41.1). On resolution your Character moves to the other's location,
which is not "changing location" (41.2); an open scene follows (41.3); then the two go
through combat (41.4: 30.2-30.4), neither attacking nor intercepting, so Ambush and Tactics
do nothing (41.6). If either left play or changed controller before combat damage, there is
no combat (41.7). Your Character then returns to its prior location (41.5). There is no
Fighting-difference requirement unless the card says so (41.8).
"""

from __future__ import annotations

from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.mechanics.damage import place, receiving_side, source_side
from refbase.engines.shadowfist.mechanics.smoking import smoke_reduced
from refbase.engines.shadowfist.mechanics.triggers import Damagers
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.board import Card, Location
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import EffectAction
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Keyword, Phase
from refbase.engines.shadowfist.model.written import On

FACEOFF_PHASE = Phase.FACEOFF


def verify_faceoff(game: Game, scene: Scene, a: EffectAction, cards: list[Card]) -> None:
    """Your Character (`from`) against one opponent's Character (`targets`), outside attacks."""
    check(game.attack is None, "a Faceoff cannot be played during an attack", R.FACEOFF_TIMING)
    mine = game.board.cards[a.from_ or ""]
    check(mine.in_play and mine.is_character and mine.controller == a.player,
          f"{mine.title} is not a Character {a.player} controls in play", R.FACEOFF_LOCATION)
    check(len(cards) == 1 and cards[0].is_character, "a Faceoff targets one Character",
          R.FACEOFF)
    check(cards[0].controller != a.player, f"{cards[0].title} is not an opponent's Character",
          R.FACEOFF_LOCATION)


def resolve_faceoff(game: Game, scene: Scene, effect: Effect, cards: list[Card]) -> None:
    mine = game.board.cards[effect.request.from_ or ""]
    if not cards or not mine.in_play or mine.controller != effect.player:
        game.step(f"{effect.label} resolves, but one of its Characters is gone: there is no "
                  f"Faceoff.", R.CEASING_FACEOFF + R.RESOLVING)
        return
    theirs = cards[0]
    prior, mine_handle, theirs_handle = mine.location, mine.handle(), theirs.handle()
    owners = (mine.controller, theirs.controller)
    mine.location = theirs.location
    game.step(f"{effect.label} resolves: {mine.title} moves to {theirs.title}'s location, "
              f"{game.board.describe(theirs.location)}, for a Faceoff (this is not changing "
              f"location).", R.FACEOFF_LOCATION + R.RESOLVING)

    outer, game.faceoff = game.faceoff, ((mine_handle, owners[0]), (theirs_handle, owners[1]))
    try:  # "while in a Faceoff" holds from here to its end (41.0, 41.7)
        game.hooks.window(game, FACEOFF_PHASE)
        still = (mine_handle.live and theirs_handle.live
                 and (mine.controller, theirs.controller) == owners)
        if still:
            if mine.location is not theirs.location:
                mine.location = theirs.location
                game.step(f"{theirs.title} changed location during the Faceoff: {mine.title} follows "
                          f"it to {game.board.describe(theirs.location)}.", R.FACEOFF_LOCATION)
            _combat(game, mine, theirs)
        else:
            game.step("A Character of the Faceoff left play or changed controller before combat "
                      "damage: the Faceoff ends without combat.", R.CEASING_FACEOFF)
    finally:
        game.faceoff = outer
    _return(game, mine, mine_handle.live, prior)


def _combat(game: Game, mine: Card, theirs: Card) -> None:
    """Combat steps 30.2-30.4 between the two (41.4): damage is simultaneous."""
    board = game.board
    game.step(f"{mine.title} and {theirs.title} enter combat in the Faceoff; neither is "
              f"attacking or intercepting.", R.FACEOFF_COMBAT + R.FACEOFF_NOT_ATTACK + R.COMBAT)
    triggers.enter_combat(game, [(mine, theirs)])  # 30.2, as in any combat (41.4)
    if not (mine.in_play and theirs.in_play):
        game.step("A Character of the Faceoff left play before combat damage: there is no "
                  "combat damage.", R.CEASING_FACEOFF)
        return
    ambush = [c.title for c in (mine, theirs) if board.abilities(c).has(Keyword.AMBUSH)]
    if ambush:
        game.step(f"{' and '.join(ambush)} has Ambush, which works only when attacking: "
                  f"damage is simultaneous.", R.FACEOFF_NOT_ATTACK + R.AMBUSH)
    planned = []
    for source, recipient in ((mine, theirs), (theirs, mine)):
        base = board.fighting(source) if board.abilities(source).has(Keyword.GUTS) \
            else board.current_fighting(source)
        dealt = source_side(board, source, base, True, recipient)
        unstoppable = board.abilities(source).has(Keyword.UNSTOPPABLE)
        planned.append((source, recipient, dealt.amount,
                        receiving_side(board, recipient, dealt, unstoppable, source, combat=True)))
    lethal = []
    by: Damagers = {}
    for source, recipient, amount, landed in planned:
        props = board.abilities(source)
        place(game, recipient, landed.amount, props.has(Keyword.CORRUPTED), source, True)
        if landed.amount > 0:
            by.setdefault(recipient.id, []).append((source, True))
        game.step(f"{source.title} inflicts {amount} combat damage on {recipient.title}"
                  f"{landed.note}.", R.COMBAT_DAMAGE + R.INFLICT_DAMAGE + landed.rules
                  + (R.CORRUPTED if props.has(Keyword.CORRUPTED) and landed.amount else ()))
        if props.has(Keyword.LETHAL) and landed.amount and not board.abilities(recipient).immune_to(CardType.CHARACTER):
            lethal.append(recipient)  # 50.9: Lethal combat damage, as in any combat (41.4)
    smoke_reduced(game, [theirs, mine], R.REDUCED_TO_ZERO + R.SMOKED_IN_COMBAT, lethal, by)
    survivors = [c for c in (mine, theirs) if c.in_play]
    if len(survivors) == 1:
        game.step(f"{survivors[0].title} survives and the other was smoked by combat damage: "
                  f"{survivors[0].controller} wins the Faceoff.", R.FACEOFF_COMBAT)
        triggers.notice(game, On.FACEOFF_WON, survivors[0])  # "when you win a Faceoff" (41.4)
    else:
        game.step("The Faceoff has no winner: both Characters survive or neither does.",
                  R.FACEOFF_COMBAT)
    nxt = game.script.peek()
    if (isinstance(nxt, EffectAction) and nxt.triggered) or triggers.has_fired(game):

        game.hooks.window(game, Phase.COMBAT_CLEANUP, closed=True)


def _return(game: Game, mine: Card, live: bool, prior: Location | None) -> None:
    """Your Character returns to its prior location once it is over (41.5, 41.7)."""
    if not live or not mine.in_play:
        return
    board = game.board
    back = prior if prior is not None and board.exists(prior) else board.home_location(mine.controller, None)
    mine.location = back
    game.step(f"The Faceoff is over: {mine.title} returns to {board.describe(back)}.",
              R.FACEOFF_END)


def describe_faceoff(game: Game, a: EffectAction) -> str:
    return f"{game.name(a.from_ or '')} faces off against {', '.join(game.name(t) for t in a.targets)}"
