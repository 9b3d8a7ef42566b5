"""Interceptors (28.6.1-28.6.6): who may intercept and the check of a declaration, moving in
to intercept, and ceasing to intercept. An interceptor ceases when its attacker does, when it
changes controller, or when its attacker may now bypass it (28.6.6, 35.3.6, 50.2, 50.15);
Characters that moved there and are done return (28.6.6.1). The procedure of an interception
(the order of players, declaring, fighting) is interception.py.
"""

from __future__ import annotations

from refbase.engines.common import RuleRef, RuleViolation
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import Attacker, AttackState, Interceptor
from refbase.engines.shadowfist.model.board import Board, Card, Location
from refbase.engines.shadowfist.model.game import Game, check
from refbase.engines.shadowfist.model.records import Action, Intercept, Move
from refbase.engines.shadowfist.model.vocabulary import CardType, Keyword, Stage


def could_intercept(game: Game, atk: AttackState, card: Card) -> bool:
    return any(a.controller != card.controller and atk.location_of(a) is card.location
               and not bypasses(game.board, atk, a.card, card) and not barred(game.board, a.card, card)
               for a in atk.active_attackers())


def barred(board: Board, attacker: Card, interceptor: Card) -> str:
    """Why the cards' own text forbids this interception ("Cannot intercept.", "Cannot be
    intercepted [by <cards>]."; 6.0: a card does what it says), or "" if it does not."""
    if board.abilities(interceptor).has("cannot intercept"):
        return f"{interceptor.title}'s text says it cannot intercept"
    if board.abilities(attacker, interceptor).has("cannot be intercepted"):  # or by its kind only
        return f"{attacker.title}'s text says it cannot be intercepted"
    return ""


def verify_intercept(game: Game, atk: AttackState, a: Intercept, must: list[Card]) -> None:
    """28.6.1, 28.6.2, one attacker per interceptor, Superleap (50.15), Assassinate (50.2)."""
    board = game.board
    seen: set[str] = set()
    attackers: set[str] = set()
    for assignment in a.assignments:
        attacker_card = board.cards[assignment.attacker]
        attacker = atk.attacker_of(attacker_card)
        check(attacker is not None, f"{attacker_card.title} is not attacking", R.DECLARE_INTERCEPTION)
        assert attacker is not None
        check(attacker.controller != a.player, f"{a.player} cannot intercept {attacker_card.title}, "
              f"a Character it controls", R.DECLARE_INTERCEPTION)
        check(assignment.attacker not in attackers, f"give {attacker_card.title} a single ordered "
              f"chain of interceptors", R.CHAIN)
        attackers.add(assignment.attacker)
        for card in (board.cards[i] for i in assignment.chain):
            _verify_interceptor(game, atk, a.player, card, attacker_card, seen)
    missing = [c.title for c in must if c.id not in seen]
    check(not missing, f"{', '.join(missing)} moved to the attack location and must be declared "
          f"as interceptors", R.DECLARE_INTERCEPTION)


def _verify_interceptor(game: Game, atk: AttackState, player: str, card: Card, attacker: Card,
                        seen: set[str]) -> None:
    """One interceptor of `attacker` (28.6.1, 28.6.2, 6.0, 50.15, 50.2); asked for every
    Character of a big board's interception points: its refusals are worded only when they happen."""
    if not (card.in_play and card.is_character and card.controller == player):
        raise RuleViolation(f"{player} controls no Character {card.title} in play", R.DECLARE_INTERCEPTION)
    split = atk.attacker_of(attacker)
    if card.location is not (atk.location_of(split) if split is not None else atk.location):
        raise RuleViolation(f"{card.title} is not at the location of {attacker.title}'s target",
                            R.INTERCEPTOR_ELIGIBILITY)
    if atk.is_attacking(card):
        raise RuleViolation(f"{card.title} is attacking and cannot intercept", R.INTERCEPTOR_ELIGIBILITY)
    if card.id in seen:
        raise RuleViolation(f"{card.title} can intercept only one attacker, once", R.DECLARE_INTERCEPTION + R.CHAIN)
    seen.add(card.id)
    forbidden = barred(game.board, attacker, card)
    check(not forbidden, forbidden, R.INTERCEPTOR_ELIGIBILITY + R.GOLDEN_RULE)
    why = bypasses(game.board, atk, attacker, card)
    if why == R.SUPERLEAP:
        check(False, f"{attacker.title} has Superleap and cannot be intercepted by the turned "
              f"{card.title}", R.SUPERLEAP)
    if why:
        raise RuleViolation(f"{attacker.title} has Assassinate and cannot be intercepted while attacking a "
                            f"Character", R.ASSASSINATE)


# --- moving in (13.1) -------------------------------------------------------------------------


def awaits_interception_turn(atk: AttackState | None, action: Action) -> bool:
    """A move into an opponent's location belongs to the mover's turn to intercept (13.1)."""
    return (isinstance(action, Move) and action.to.player != action.player and atk is not None
            and atk.stage in (Stage.DECLARED, Stage.JOINING, Stage.INTERCEPTION)
            and atk.intercepting != action.player)


def verify_move_in(atk: AttackState | None, a: Move, card: Card, dest: Location) -> None:
    """An opponent's location may be entered only to intercept there, in your turn (13.1)."""
    if atk is None or atk.intercepting != a.player or dest not in atk.locations():
        raise RuleViolation(f"{card.title} can enter an opponent's location only to intercept there, during "
                            f"{a.player}'s turn to declare interception", R.LEGAL_DESTINATIONS + R.DECLARE_INTERCEPTION)
    check(any(x.controller != a.player for x in atk.active_attackers()),
          "no attacker controlled by an opponent is at that location", R.LEGAL_DESTINATIONS)


def note_moved_in(atk: AttackState | None, player: str, card: Card, previous: Location | None) -> None:
    """Remember where a Character came from to intercept, for its return (28.6.6.1)."""
    loc = card.location
    if atk is not None and atk.intercepting == player and loc is not None and loc.player != player:
        atk.moved.setdefault(card.id, previous)


def target_moved(game: Game, atk: AttackState, dest: Location) -> None:
    """Attackers stay with a target Character that changes location (28.3); interceptors
    already declared cease, and return if they had moved in (28.6.5, 28.6.6.1)."""
    atk.location = dest
    followers = [a.card for a in atk.active_attackers() if a.target is None]
    for card in followers:
        card.location = dest
    if followers:
        game.step(f"{', '.join(c.title for c in followers)} stay{'s' if len(followers) == 1 else ''}"
                  f" with {atk.target.title}, at {game.board.describe(dest)}.", R.ATTACKER_LOCATION)
    for interceptor in atk.interceptors:
        if interceptor.active and not interceptor.fought:
            stop_intercepting(game, interceptor, f"{atk.target.title} moved to another location",
                              R.INTERCEPTOR_LOCATION + R.CEASING_INTERCEPTION)


# --- ceasing to intercept (28.6.6) ---------------------------------------------------------------


def stop_intercepting(game: Game, interceptor: Interceptor, why: str,
                      rules: tuple[RuleRef, ...]) -> None:
    """The interceptor ceases intercepting and returns if it had moved (28.6.6, 28.6.6.1)."""
    if interceptor.ceased:
        return
    interceptor.ceased = True
    if interceptor.handle.live:
        game.step(f"{interceptor.card.title} ceases intercepting: {why}.", rules)
        return_from_interception(game, interceptor.card, interceptor.previous)


def release_chain(game: Game, atk: AttackState, attacker: Attacker, why: str,
                  rules: tuple[RuleRef, ...] = R.CEASING_INTERCEPTION) -> None:
    """An attacker is gone: its interceptors have nothing left to intercept (28.6.6 when it
    left play outside combat; 28.5 when smoked fighting the first of its chain)."""
    for interceptor in atk.chain(attacker):
        stop_intercepting(game, interceptor, why, rules)


def return_from_interception(game: Game, card: Card, previous: Location | None) -> None:
    """Back to the last location before moving, unless it is at its controller's own (28.6.6.1)."""
    board = game.board
    loc = card.location
    if not card.in_play or loc is None or loc.player == card.controller:
        return
    if previous is not None and board.exists(previous) and previous.player == card.controller:
        card.location = previous
    else:
        card.location = board.home_location(card.controller, None)
    game.step(f"{card.title} returns to {board.describe(card.location)}.",
              R.RETURNING_FROM_INTERCEPTION)


def bypasses(board: Board, atk: AttackState, attacker: Card, interceptor: Card) -> tuple[RuleRef, ...]:
    """Why `attacker` cannot be intercepted by `interceptor` (empty if it can)."""
    abilities = board.abilities(attacker)
    guard = board.abilities(interceptor)  # Superleap is not used against a card immune to it (40.0)
    shielded = guard.immune_to(CardType.CHARACTER) or guard.has("not affected by superleap")
    if abilities.has(Keyword.SUPERLEAP) and interceptor.turned and not shielded:
        return R.SUPERLEAP
    state = atk.attacker_of(attacker)  # a split attack: each attacker's own target (28.1.3.1, 28.4)
    target = atk.target_of(state) if state is not None else atk.target
    if abilities.has(Keyword.ASSASSINATE) and target.is_character:
        return R.ASSASSINATE
    return ()


def update_interceptors(game: Game, atk: AttackState) -> None:
    """Interceptors that left play, changed hands, lost their attacker or can be bypassed."""
    for interceptor in atk.interceptors:
        if interceptor.ceased:
            continue
        card = interceptor.card
        if not interceptor.handle.live:
            interceptor.ceased = True
        elif card.controller != interceptor.controller:
            stop_intercepting(game, interceptor, f"it is now controlled by {card.controller}",
                              R.CONTROL_DURING_ATTACK + R.CEASING_INTERCEPTION)
        elif not interceptor.attacker.active and not atk.in_combat:
            stop_intercepting(game, interceptor, "the attacker it intercepted is no longer attacking",
                              R.CEASING_INTERCEPTION)
        elif not interceptor.fought and (why := bypasses(game.board, atk, interceptor.attacker.card,
                                                         card)):
            stop_intercepting(game, interceptor,
                              f"{interceptor.attacker.card.title} can now bypass it",
                              R.CEASING_INTERCEPTION + why)
