"""The attack procedure (28.0): declare, join, intercept, combat with the target, end.

Targets are a Character or a front-row Site controlled by an opponent (28.1.3; the basic
rulebook's "Declaring the Attack" spells out "a front-row Site", which the comprehensive
rulebook does not contradict). Joining goes clockwise from the attacker (28.4);
interception clockwise from the left of the original target's controller, who declares
last (28.6), each player's combats resolving before the next declares.
"""

from __future__ import annotations

from collections.abc import Sequence

from refbase.engines.common import RuleRef, RuleViolation
from refbase.engines.shadowfist.mechanics import triggers
from refbase.engines.shadowfist.mechanics.ceasing import ongoing
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import NOT_ATTACKED, AbilitySet
from refbase.engines.shadowfist.model.attack_state import Attacker, AttackState
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game, check, next_is
from refbase.engines.shadowfist.model.records import DeclareAttack, Join
from refbase.engines.shadowfist.model.vocabulary import Do, Keyword, Phase, Stage
from refbase.engines.shadowfist.model.written import On
from refbase.engines.shadowfist.procedure.combat import run_combat
from refbase.engines.shadowfist.procedure.interception import run_interception
from refbase.engines.shadowfist.procedure.out_of_turn import attacks_out_of_turn, verify_out_of_turn
from refbase.engines.shadowfist.procedure.return_home import finish_attack
from refbase.engines.shadowfist.procedure.scene import window
from refbase.engines.shadowfist.procedure.unturned_attack import count_unturned, verify_unturned


def verify_declare(game: Game, a: DeclareAttack) -> None:
    """Main Shot only (28.1), eligible attackers (28.1.1), a legal target (28.1.3)."""
    board = game.board
    out_of_turn = a.player != game.active and any(attacks_out_of_turn(board, board.cards[i]) for i in a.attackers)
    if out_of_turn:
        verify_out_of_turn(game, a)
    check(out_of_turn or (a.player == game.active and not game.turn_over), f"{a.player} can "
          f"declare an attack only during its own Main Shot", R.DECLARE_ATTACK)
    verify_unturned(game, a, out_of_turn)
    target = board.cards[a.target]
    attackers = [board.cards[i] for i in a.attackers]
    verify_target(game, a.player, target, attackers)
    for card in attackers:
        verify_attacker(game, a.player, card, out_of_turn)
        verify_attacks(game, card, target)


def verify_target(game: Game, player: str, target: Card, attackers: Sequence[Card] = ()) -> None:
    """A Character or a front-row Site in play that the player does not control (28.1.3); a
    back-row Site only for attackers whose text lets them (6.0)."""
    verify_target_card(game, player, target)
    if is_back_row(target):
        verify_back_row(game, target, attackers)


def verify_target_card(game: Game, player: str, target: Card) -> None:
    """The part of `verify_target` no attacker changes: a Character or Site in play that the
    player does not control and whose text does not bar attacks (28.1.3, 6.0). The legality
    query asks it once per target."""
    if not (target.in_play and (target.is_character or target.is_site)):
        raise RuleViolation(f"{target.title} is not a Character or Site in play", R.LEGAL_TARGET)
    if target.controller == player:
        raise RuleViolation(f"{player} cannot attack {target.title}, a card it controls", R.LEGAL_TARGET)
    if game.board.abilities(target).has(NOT_ATTACKED):
        raise RuleViolation(f"{target.title}'s text says it cannot be attacked", R.LEGAL_TARGET + R.GOLDEN_RULE)


def is_back_row(target: Card) -> bool:
    """A Site that is not the front card of its location: attacked only by the attackers'
    own text (6.0 over 28.1.3)."""
    return target.is_site and not (target.location is not None and target.location.front == target.id)


def verify_back_row(game: Game, target: Card, attackers: Sequence[Card]) -> None:
    """A back-row Site is a legal target only if every attacker's text lets it attack one (6.0)."""
    if not (attackers and all(_may(game, c, _BACK_ROW) for c in attackers)):
        raise RuleViolation(f"{target.title} is in the back row; only a front-row Site can be attacked",
                            R.LEGAL_TARGET + (R.GOLDEN_RULE if any(_may(game, c, _BACK_ROW) for c in attackers)
                                              else ()))


#: rules text about which targets a card may attack (6.0 over 28.1.3)
_BACK_ROW = ("can attack back-row sites", "may attack back-row sites")
_NOT_CHARACTERS = ("cannot attack characters", "cannot turn to attack characters")
_NOT_SITES = ("cannot attack sites", "cannot turn to attack sites")
_NOT_FRONT_ROW = ("cannot attack front-row sites",)


def _may(game: Game, card: Card, words: tuple[str, ...]) -> str | None:
    return _said(game.board.abilities(card), words)


def _said(abilities: AbilitySet, words: tuple[str, ...]) -> str | None:
    """The first of `words` the card's text says (a plain loop: asked of every attacker and
    target of a big board's Main Shot)."""
    for w in words:
        if abilities.has(w):
            return w
    return None


def verify_attacks(game: Game, card: Card, target: Card) -> None:
    """What the attacker's own text says about its target (6.0 over 28.1.3): "Cannot attack
    Characters", "Cannot turn to attack Sites", and a back-row Site only with "Can attack
    back-row Sites". Asked for every attacker and target of a big board's Main Shot by the
    legality query, so its refusals are worded only when they happen."""
    abilities = game.board.abilities(card)  # looked up once for the three questions below
    site = target.is_site
    barred = _said(abilities, _NOT_CHARACTERS if target.is_character else _NOT_SITES if site else ())
    if barred is not None:
        raise RuleViolation(f"{card.title}'s text says it {barred}", R.LEGAL_TARGET + R.GOLDEN_RULE)
    front = site and target.location is not None and target.location.front == target.id
    barred = _said(abilities, _NOT_FRONT_ROW) if front else None
    if barred is not None:
        raise RuleViolation(f"{card.title}'s text says it {barred}", R.LEGAL_TARGET + R.GOLDEN_RULE)
    if site and target.location is not None and target.location.front != target.id \
            and _said(abilities, _BACK_ROW) is None:
        raise RuleViolation(f"{target.title} is in the back row and {card.title}'s text does not let it "
                            f"attack back-row Sites", R.LEGAL_TARGET)


def verify_attacker(game: Game, player: str, card: Card, out_of_turn: bool = False) -> None:
    """One attacker's eligibility (28.1.1), after a failed attack only if Independent (50.6)."""
    eligibility = R.OUT_OF_TURN_ELIGIBILITY if out_of_turn else R.ELIGIBLE_ATTACKERS
    verify_can_attack(game, player, card, eligibility)
    if game.board.players[player].failed_attack and not out_of_turn:
        check(game.board.abilities(card).has(Keyword.INDEPENDENT), f"an attack {player} declared this "
              f"turn failed, and {card.title} is not Independent", R.FAILED_ATTACK
              + R.ELIGIBLE_ATTACKERS + R.INDEPENDENT)


def verify_can_attack(game: Game, player: str, card: Card, rules: tuple[RuleRef, ...]) -> None:
    """An unturned Character the player controls in play (28.1.1, 21.0); asked for every
    Character of a big board's Main Shot and join points: worded only when refused."""
    if not (card.in_play and card.is_character and card.controller == player):
        raise RuleViolation(f"{player} controls no Character {card.title} in play", rules)
    if card.turned:
        raise RuleViolation(f"{card.title} is turned and cannot turn to attack", rules + R.TURNING)
    barred = _may(game, card, ("cannot attack", "cannot turn to attack", "cannot be turned to attack"))
    if barred is not None:
        raise RuleViolation(f"{card.title}'s text says it {barred}", rules + R.GOLDEN_RULE)


#: what the declaration step says when only the attackers' text makes it legal (6.0)
ALLOWED = ": the attackers' text allows it"


def declare(game: Game, a: DeclareAttack) -> AttackState:
    """Turn the attackers; they are at once at the target's location (28.1, 28.1.4, 28.3)."""
    board = game.board
    target = board.cards[a.target]
    location = board.location_of(target)
    assert location is not None
    atk = AttackState(a.player, target.handle(), target.controller, location)
    game.attack = atk
    _add_attackers(game, atk, a.player, a.attackers, unturned=a.without_turning)
    count_unturned(game, a)
    titles = [board.cards[i].title for i in a.attackers if i not in a.without_turning]
    still = [board.cards[i].title for i in a.without_turning]
    back_row = target.is_site and location.front != target.id  # only by the attackers' text (6.0)
    by_text = a.player != game.active and not any(board.cards[i].attacks_out_of_turn for i in a.attackers)
    game.step(f"{a.player} {'turns ' + _and(titles) + ' and ' if titles else ''}declares an attack on {target.title}"
              f"{', a back-row Site' if back_row else ''}"
              f"{' during ' + game.active + chr(39) + 's turn' if a.player != game.active else ''}"
              f"{ALLOWED if back_row or by_text else ''}{_unturned(still)}.",
              R.DECLARE_ATTACK + R.DECLARED_ATTACKERS + R.ATTACKER_LOCATION
              + (R.LEGAL_TARGET if back_row else ()) + (R.GOLDEN_RULE if back_row or by_text else ())
              + (R.OUT_OF_TURN_ATTACK if a.player != game.active else ())
              + (R.OUT_OF_TURN_ELIGIBILITY if a.player != game.active and board.players[a.player].failed_attack
                 else ()) + (R.USE_LIMIT if still else ()), Phase.DECLARE_ATTACK)
    with game.in_phase(Phase.DECLARE_ATTACK):
        triggers.notice(game, On.ATTACK_DECLARED, target, declarer=a.player)  # into the response scene (26.1.4)
        for attacker in a.attackers:  # each has "turned to attack" (28.1.4), though not all turned (21.0)
            if attacker not in a.without_turning:
                triggers.notice(game, On.TURNED, board.cards[attacker], by_players=(a.player,))
            triggers.notice(game, On.TURNS_TO_ATTACK, board.cards[attacker])
    return atk


def _add_attackers(game: Game, atk: AttackState, player: str, ids: tuple[str, ...],
                   targets: dict[str, str] | None = None, unturned: tuple[str, ...] = ()) -> None:
    """Turn them (but those whose text lets them attack without turning, 6.0); each is at once
    at its target's location (28.3; 28.4 for a split attack)."""
    board = game.board
    for card in (board.cards[i] for i in ids):
        card.turned = card.turned or card.id not in unturned
        attacker = Attacker(card.handle(), player, card.location)
        target = board.cards[(targets or {}).get(card.id, atk.target.id)]
        if target is not atk.target:
            attacker.target, attacker.at = target.handle(), board.location_of(target)
        atk.attackers.append(attacker)
        card.location = atk.location_of(attacker)


def _unturned(still: list[str]) -> str:
    """"; Butterfly Knight attacks without turning (its text)" (6.0), or nothing."""
    return f"; {_and(still)} attack{'s' if len(still) == 1 else ''} without turning (its text)" if still else ""


def _and(titles: list[str]) -> str:
    return titles[0] if len(titles) == 1 else ", ".join(titles[:-1]) + " and " + titles[-1]


def run_attack(game: Game, a: DeclareAttack) -> None:
    """The whole attack, from declaration to the end-of-attack scene (28.0)."""
    verify_declare(game, a)
    atk = declare(game, a)
    window(game, Phase.ATTACK_RESPONSE)
    run_joining(game, atk)
    if ongoing(game, atk):
        run_interception(game, atk)
    if ongoing(game, atk):
        combat_with_target(game, atk)
    finish_attack(game, atk)


def run_joining(game: Game, atk: AttackState) -> None:
    """Each opponent, clockwise from the attacker, may join once (28.4)."""
    atk.stage = Stage.JOINING
    for player in game.board.opponents(atk.declarer):
        game.script.expect(lambda player=player: game.hooks.join_standing(game, atk, player))  # type: ignore[misc]
        if game.winner is not None or not next_is(game.script, Do.JOIN, player):
            continue
        action = game.script.take()
        assert isinstance(action, Join)
        verify_join(game, atk, action)
        _add_attackers(game, atk, player, action.attackers, action.targets)
        against = {game.name(t) for t in action.targets.values()}
        game.step(f"{player} turns {_and([game.name(i) for i in action.attackers])} and joins "
                  f"the attack{' against ' + _and(sorted(against)) if against else ''}.",
                  R.JOINING + R.DECLARED_ATTACKERS, Phase.JOIN)
        with game.in_phase(Phase.JOIN):  # "when this card joins an attack": into the response scene (28.4)
            for joiner in action.attackers:
                triggers.notice(game, On.JOINS_ATTACK, game.board.cards[joiner])
        window(game, Phase.JOIN_RESPONSE)
    if next_is(game.script, Do.JOIN):
        action = game.script.take()
        check(False, f"{action.player} cannot join now: each opponent of the "
              f"attacker gets one chance to join, clockwise from the attacker", R.JOINING)
    atk.stage = Stage.INTERCEPTION


def verify_join(game: Game, atk: AttackState, a: Join) -> None:
    """Joiners turn Characters they control; never against a card they control; in a split
    attack each joiner goes against a target of the attack the player chooses (28.4)."""
    targets = atk.targets()
    for card in (game.board.cards[i] for i in a.attackers):
        target = game.board.cards[a.targets.get(card.id, atk.target.id)]
        if target not in targets:
            raise RuleViolation(f"{target.title} is not a target of this attack", R.JOINING + R.CHANGING_TARGET)
        if target.controller == a.player:
            raise RuleViolation(f"{a.player} controls {target.title} and cannot join an attack against it",
                                R.JOINING + R.LEGAL_TARGET)
        verify_can_attack(game, a.player, card, R.JOINING)
        verify_attacks(game, card, target)


def combat_with_target(game: Game, atk: AttackState) -> None:
    """Remaining attackers enter combat with the target together (28.7)."""
    atk.stage = Stage.TARGET
    window(game, Phase.PRE_COMBAT)
    if not ongoing(game, atk):
        return
    pairs = [(a.card, atk.target_of(a)) for a in atk.active_attackers()]
    atk.stage = Stage.FOUGHT_TARGET
    run_combat(game, atk, pairs, R.COMBAT_WITH_TARGET)
