"""Changing location (13.0) and Stealth (50.14): effects a Character generates.

Moving is the innate "turn to change location" (10.3.1), free with Mobility (50.11). Legal
destinations (13.1): an adjacent location of your own structure, or, during your turn to
declare interception, the opponent's location holding the attack's target and an attacker
controlled by an opponent.
"""

from __future__ import annotations

from refbase.engines.common import RuleViolation
from refbase.engines.shadowfist.mechanics import interceptors, triggers
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import Attacker
from refbase.engines.shadowfist.model.board import Card, Location
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import Move, UseStealth
from refbase.engines.shadowfist.model.stack import Effect, Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Keyword
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K
from refbase.engines.shadowfist.model.written import On

#: rules text barring the innate Turn to Change Location (10.3.1; 6.0), not moving with Mobility (50.11)
NO_TURN_TO_MOVE = "cannot turn to change location"


def destination(game: Game, a: Move, card: Card) -> Location:
    """The location named by `to` (no column: that player's unspecified location), per 13.1.
    Asked for every candidate move on a big board: its refusals are worded only when they happen."""
    board = game.board
    owner = board.players[a.to.player]
    if a.to.column is None:
        if owner.columns:
            raise RuleViolation(f"{a.to.player} has Sites: name the column to move to", R.LEGAL_DESTINATIONS)
        dest = owner.unspecified
    else:
        if a.to.column > len(owner.columns):
            raise RuleViolation(f"{a.to.player} has no column {a.to.column}", R.LEGAL_DESTINATIONS)
        dest = owner.columns[a.to.column - 1]
    here = card.location
    if a.to.player == card.controller:
        current = board.column_number(here) if here is not None and here.player == card.controller else None
        if current is None or a.to.column is None or abs(current - a.to.column) != 1:
            raise RuleViolation(f"{card.title} can move only to a location adjacent to its own in its "
                                f"controller's Site structure", R.LEGAL_DESTINATIONS)
        return dest
    interceptors.verify_move_in(game.attack, a, card, dest)
    return dest


def verify_move(game: Game, scene: Scene, a: Move) -> Location:
    """Whether the move may be generated now (13.0, 13.1, 10.3.1, 50.11): its destination, or
    RuleViolation. Changes nothing (the legality query runs it on the live state, for every
    candidate move: its refusals are worded only when they happen)."""
    board = game.board
    card = board.cards[a.character]
    if scene.closed:
        raise RuleViolation("changing location cannot be generated in a closed scene", R.CLOSED_SCENE)
    if not (card.in_play and card.is_character and card.controller == a.player):
        raise RuleViolation(f"{a.player} controls no Character {card.title} in play", R.TURN_TO_MOVE)
    atk = game.attack
    if atk is not None and atk.is_attacking(card):
        raise RuleViolation(f"{card.title} is attacking and may not voluntarily change location",
                            R.ATTACKER_LOCATION)
    if atk is not None and atk.interceptor_of(card) is not None:
        raise RuleViolation(f"{card.title} has been declared as an interceptor and cannot change location",
                            R.INTERCEPTOR_LOCATION)
    dest = destination(game, a, card)
    if not board.abilities(card).has(Keyword.MOBILITY):
        if card.turned:
            raise RuleViolation(f"{card.title} is turned and cannot turn to change location",
                                R.TURNING + R.TURN_TO_MOVE)
        if card.entered_scene == scene.serial:
            raise RuleViolation(f"{card.title} entered play in this scene and cannot turn yet",
                                R.TURNING_WHILE_ENTERING)
        if board.abilities(card).has(NO_TURN_TO_MOVE):
            raise RuleViolation(f"{card.title}'s text says it cannot turn to change location (only Mobility moves "
                                f"it without turning)", R.INNATE_RESTRICTIONS[NO_TURN_TO_MOVE])
    return dest


def generate_move(game: Game, scene: Scene, a: Move) -> None:
    """Turn to change location (10.3.1), or move freely with Mobility (50.11)."""
    board = game.board
    card = board.cards[a.character]
    dest = verify_move(game, scene, a)
    mobility = board.abilities(card).has(Keyword.MOBILITY)
    if not mobility:
        card.turned = True
    how = "uses Mobility" if mobility else "turns"
    game.step(f"{a.player} {how} {card.title} to change location to {board.describe(dest)} "
              f"(generated).", R.CHANGE_LOCATION + (R.MOBILITY if mobility else R.TURN_TO_MOVE))
    if not mobility:
        triggers.notice(game, On.TURNED, card, by_players=(a.player,))
    effect = Effect(f"move:{card.id}:{game.script.current}", a.player, K.MOVE, card.title, a, card,
                    CardType.CHARACTER, [card.handle()], data={"to": dest})
    scene.stack.append(effect)


#: what the step generating Stealth cites (50.14, 24.5)
STEALTH_RULES = R.STEALTH + R.GENERATION


def verify_stealth(game: Game, scene: Scene, a: UseStealth) -> Attacker:
    """Every check of using Stealth (50.14), changing nothing: an open scene, an attacker of
    `a.player`'s with Stealth not yet used in this attack, a Character intercepting it and not
    immune to Characters. The engine runs it as it takes Stealth; the legality query on the
    live game where Stealth would be taken."""
    board = game.board
    atk = game.attack
    check(not scene.closed, "Stealth cannot be used in a closed scene", R.CLOSED_SCENE)
    attacker_card, bypass = board.cards[a.attacker], board.cards[a.bypass]
    attacker = atk.attacker_of(attacker_card) if atk is not None else None
    check(attacker is not None and attacker.controller == a.player,
          f"{attacker_card.title} is not attacking under {a.player}'s control", R.STEALTH)
    assert atk is not None and attacker is not None
    check(board.abilities(attacker_card).has(Keyword.STEALTH), f"{attacker_card.title} has no Stealth",
          R.STEALTH)
    check(not attacker.stealth_used, f"{attacker_card.title} has already used Stealth in this "
          f"attack", R.STEALTH)
    interceptor = atk.interceptor_of(bypass)
    check(interceptor is not None and interceptor.attacker is attacker,
          f"{bypass.title} is not intercepting {attacker_card.title}", R.STEALTH)
    check(not board.abilities(bypass).immune_to(CardType.CHARACTER),
          f"{bypass.title} is immune to Characters: Stealth cannot be used against it", R.IMMUNITY)
    check(not board.abilities(bypass).has("not affected by stealth"),
          f"{bypass.title} is not affected by Stealth: it cannot be used against it", R.IMMUNITY + R.STEALTH)
    return attacker


def generate_stealth(game: Game, scene: Scene, a: UseStealth) -> None:
    """Once per attack, choose a Character intercepting this card: it ceases (50.14)."""
    attacker = verify_stealth(game, scene, a)
    attacker_card, bypass = game.board.cards[a.attacker], game.board.cards[a.bypass]
    attacker.stealth_used = True
    game.step(f"{a.player} uses {attacker_card.title}'s Stealth on {bypass.title} (generated).",
              STEALTH_RULES)
    scene.stack.append(Effect(f"stealth:{attacker_card.id}", a.player, K.STEALTH,
                              attacker_card.title, a, attacker_card, CardType.CHARACTER,
                              [bypass.handle()]))
