"""Interception (28.6): each player in turn moves, declares, and fights.

The order starts left of the original target's controller and goes clockwise (28.6). In
its turn a player may move Characters to the attack location in an open scene (13.1,
28.6.1), then declare chains of interceptors (28.6.4); combat with first interceptors is
simultaneous, then second ones, and so on (28.6.7). An interceptor still in play after
combat stops its attacker (28.6.8). Characters that moved there and are done return
(28.6.6.1).
"""

from __future__ import annotations

from collections.abc import Callable

from refbase.engines.shadowfist import rules as R
from refbase.engines.shadowfist.attack_state import Attacker, AttackState, Interceptor
from refbase.engines.shadowfist.board import Card
from refbase.engines.shadowfist.ceasing import bypasses, cease_attacking, return_from_interception
from refbase.engines.shadowfist.combat import run_combat
from refbase.engines.shadowfist.game import Game, check
from refbase.engines.shadowfist.records import Intercept
from refbase.engines.shadowfist.scene import window


def run_interception(game: Game, ongoing: Callable[[Game], bool]) -> None:
    """Every player's chance to intercept, in order (28.6)."""
    atk = game.attack
    assert atk is not None
    for player in game.board.clockwise_after(atk.target_controller):
        if not ongoing(game):
            break
        atk.intercepting, atk.moved = player, {}
        game.phase = "interception"
        window(game, "interception")
        if ongoing(game):
            _declare_or_pass(game, player, ongoing)
        _return_moved(game, player)
    atk.intercepting = None
    if game.script.next_is("intercept") or game.script.next_is("join"):
        action = game.script.take()
        check(False, f"{getattr(action, 'player', '?')} cannot {action.do} now: each player "
              f"had one chance, in order from the left of the target's controller",
              R.INTERCEPTION + R.JOINING)


def _declare_or_pass(game: Game, player: str, ongoing: Callable[[Game], bool]) -> None:
    atk = game.attack
    assert atk is not None
    must = [c for c in _moved_here(game, player) if _could_intercept(game, c)]
    if not game.script.next_is("intercept", player):
        if must:
            game.require("intercept", player, "intercept",
                         [{"attacker": a.card.id, "could_intercept": [c.id for c in must]}
                          for a in atk.active_attackers() if a.controller != player],
                         R.DECLARE_INTERCEPTION,
                         f"{player} moved {', '.join(c.title for c in must)} to the attack "
                         f"location and must declare interception with them")
        return
    action = game.script.take()
    assert isinstance(action, Intercept)
    verify_intercept(game, action, must)
    _declare(game, action)
    window(game, "interception_response")
    _combats(game, player, ongoing)


def _moved_here(game: Game, player: str) -> list[Card]:
    atk = game.attack
    assert atk is not None
    return [game.board.cards[i] for i in atk.moved if game.board.cards[i].in_play
            and game.board.cards[i].location is atk.location]


def _could_intercept(game: Game, card: Card) -> bool:
    atk = game.attack
    assert atk is not None
    return any(a.controller != card.controller and not bypasses(game.board, atk, a.card, card)
               for a in atk.active_attackers())


def verify_intercept(game: Game, a: Intercept, must: list[Card]) -> None:
    """28.6.1, 28.6.2, one attacker per interceptor, Superleap (50.15), Assassinate (50.2)."""
    atk = game.attack
    assert atk is not None
    board = game.board
    seen: set[str] = set()
    attackers: set[str] = set()
    for assignment in a.assignments:
        attacker_card = board.cards[assignment.attacker]
        attacker = atk.attacker_of(attacker_card)
        check(attacker is not None, f"{attacker_card.title} is not attacking", R.DECLARE_INTERCEPTION)
        check(attacker.controller != a.player, f"{a.player} cannot intercept {attacker_card.title}, "
              f"a Character it controls", R.DECLARE_INTERCEPTION)
        check(assignment.attacker not in attackers, f"give {attacker_card.title} a single ordered "
              f"chain of interceptors", R.CHAIN)
        attackers.add(assignment.attacker)
        for card in (board.cards[i] for i in assignment.chain):
            _verify_interceptor(game, a.player, card, attacker_card, seen)
    missing = [c.title for c in must if c.id not in seen]
    check(not missing, f"{', '.join(missing)} moved to the attack location and must be declared "
          f"as interceptors", R.DECLARE_INTERCEPTION)


def _verify_interceptor(game: Game, player: str, card: Card, attacker: Card, seen: set[str]) -> None:
    atk = game.attack
    assert atk is not None
    check(card.in_play and card.is_character and card.controller == player,
          f"{player} controls no Character {card.title} in play", R.DECLARE_INTERCEPTION)
    check(card.location is atk.location, f"{card.title} is not at the location of the attack's "
          f"target", R.INTERCEPTOR_ELIGIBILITY)
    check(not atk.is_attacking(card), f"{card.title} is attacking and cannot intercept",
          R.INTERCEPTOR_ELIGIBILITY)
    check(card.id not in seen, f"{card.title} can intercept only one attacker, once",
          R.DECLARE_INTERCEPTION + R.CHAIN)
    seen.add(card.id)
    why = bypasses(game.board, atk, attacker, card)
    if why == R.SUPERLEAP:
        check(False, f"{attacker.title} has Superleap and cannot be intercepted by the turned "
              f"{card.title}", R.SUPERLEAP)
    check(not why, f"{attacker.title} has Assassinate and cannot be intercepted while "
          f"attacking a Character", R.ASSASSINATE)


def _declare(game: Game, a: Intercept) -> None:
    atk = game.attack
    assert atk is not None
    board = game.board
    game.phase = "interception"
    for assignment in a.assignments:
        attacker = atk.attacker_of(board.cards[assignment.attacker])
        assert attacker is not None
        for position, card_id in enumerate(assignment.chain):
            card = board.cards[card_id]
            atk.interceptors.append(Interceptor(card, card.incarnation, a.player, attacker,
                                                position, atk.moved.get(card_id)))
        chain = [board.cards[i].title for i in assignment.chain]
        game.step(f"{a.player} declares {' then '.join(chain)} as interceptor"
                  f"{'s' if len(chain) > 1 else ''} of {attacker.card.title}.",
                  R.DECLARE_INTERCEPTION + (R.CHAIN if len(chain) > 1 else ()))


def _pairs(atk: AttackState, player: str) -> list[tuple[Attacker, Interceptor]]:
    pairs = []
    for attacker in atk.active_attackers():
        chain = [i for i in atk.chain(attacker) if i.controller == player]
        if chain:
            pairs.append((attacker, chain[0]))
    return pairs


def _combats(game: Game, player: str, ongoing: Callable[[Game], bool]) -> None:
    """First interceptors, then second ones, ... (28.6.7); survivors stop attackers (28.6.8)."""
    atk = game.attack
    assert atk is not None
    while ongoing(game) and _pairs(atk, player):
        window(game, "pre_combat")
        if not ongoing(game):
            return
        pairs = _pairs(atk, player)
        if not pairs:
            continue
        run_combat(game, [(a.card, i.card) for a, i in pairs], R.COMBAT_WITH_INTERCEPTORS)
        for attacker, interceptor in pairs:
            interceptor.fought = interceptor.ceased = True
            survived = interceptor.card.in_play and interceptor.card.incarnation == interceptor.incarnation
            if survived and attacker.active:
                cease_attacking(game, attacker, f"it failed to overcome {interceptor.card.title}",
                                R.FAIL_TO_OVERCOME)


def _return_moved(game: Game, player: str) -> None:
    """The player's Characters left at an opponent's attack location go back (28.6.6.1)."""
    atk = game.attack
    assert atk is not None
    if atk.location.player == player:
        return
    game.phase = "interception"
    for card in list(game.board.in_play()):
        if card.is_character and card.controller == player and card.location is atk.location \
                and not atk.is_attacking(card):
            return_from_interception(game, card, atk.moved.get(card.id))
    for interceptor in atk.interceptors:
        if interceptor.controller == player:
            interceptor.ceased = True
