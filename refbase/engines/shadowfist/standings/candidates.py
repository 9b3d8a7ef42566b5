"""Where a Shadowfist turn stands when the script runs out, and what could be appended.

The engine calls `Script.expect` with one of these makers at each point it looks for an
action: the Main Shot, a scene, a player's chance to join or intercept, and every decision it
`require`s. Candidates are generated generously from the board; the legality query
(`options.py`) keeps those the engine's own checks accept. Attack declarations are checked
here with the engine's `verify_declare` on the live state (`checked`), because a big board
has many attacker/target pairs and re-resolving each would be slow.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import lru_cache, partial
from typing import Any

from refbase.engines.common import Candidate, RuleRef, RuleViolation, Standing
from refbase.engines.shadowfist.checks.entering_checks import verify_state_subject
from refbase.engines.shadowfist.checks.play_timing import any_main_shot, any_players_main_shot, permitting
from refbase.engines.shadowfist.mechanics.auction import BID_RULES, PASS_BID_RULES, bid_choices
from refbase.engines.shadowfist.mechanics.interceptors import verify_intercept
from refbase.engines.shadowfist.mechanics.play_costs import reducers
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import AttackState
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.records import (
    Action,
    Assignment,
    DeclareAttack,
    EffectAction,
    EndTurn,
    Intercept,
    Join,
    Move,
    Place,
)
from refbase.engines.shadowfist.model.stack import Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Do, Keyword, Phase, Timing, Zone
from refbase.engines.shadowfist.procedure import priority
from refbase.engines.shadowfist.procedure.attack import (
    is_back_row,
    verify_attacker,
    verify_attacks,
    verify_back_row,
    verify_join,
    verify_target_card,
)
from refbase.engines.shadowfist.procedure.in_auction import legal_in_auction
from refbase.engines.shadowfist.procedure.out_of_turn import out_of_turn_candidates
from refbase.engines.shadowfist.procedure.scene import GENERATING
from refbase.engines.shadowfist.procedure.turn import verify_end_turn
from refbase.engines.shadowfist.procedure.unturned_attack import has_unturned_attack, verify_unturned
from refbase.engines.shadowfist.standings import live_checks
from refbase.engines.shadowfist.standings.decision_options import decision_actions, decision_label, decision_open
from refbase.engines.shadowfist.standings.effect_candidates import effect_kind_candidates, play_open, split_joins
from refbase.engines.shadowfist.standings.use_options import use_candidates

#: fields of an effect template the player fills in (rule text the engine cannot read): every
#: field of the effect record but who generates it and its id
EFFECT_OPEN = tuple(f.name.removesuffix("_") for f in dataclasses.fields(EffectAction)
                    if f.name not in ("id", "player"))


def _standing(game: Game, window: str, by: str | None, cands: list[Candidate], rules: tuple[RuleRef, ...],
              phase: str | None = None, takes: frozenset[tuple[str, str | None]] | None = None) -> Standing:
    return Standing(str(phase or game.phase), window, by, None, tuple(cands), rules, len(game.log.steps), takes)


def _kinds(kinds: frozenset[Do] | set[Do], player: str | None = None) -> frozenset[tuple[str, str | None]]:
    """A point's `Standing.takes`: these kinds of action, by `player` (None: by anyone)."""
    return _kinds_of(frozenset(kinds), player)


@lru_cache(maxsize=256)  # bounded: player ids come from requests
def _kinds_of(kinds: frozenset[Do], player: str | None) -> frozenset[tuple[str, str | None]]:
    """`_kinds`, made once per set of kinds and player: every point of a query asks again."""
    return frozenset((str(do), player) for do in kinds)


def _taken_earlier(game: Game, cands: list[Candidate], takes: frozenset[Do]) -> list[Candidate]:
    """The candidates an earlier point where the script ran out would not take for itself
    (`Game.takes_generating`: it decides them there, on the board as it was, where they are
    offered); then this point's own `takes` is recorded for the points after it. A move into
    an opponent's location stays: a scene passes it on until its player's turn to intercept
    (13.1, 28.6.1)."""
    earlier = game.takes_generating
    game.takes_generating = earlier | takes
    if not earlier:
        return cands
    return [c for c in cands if c.action.get("do") not in earlier or _moves_in(c.action)]


def _moves_in(action: dict[str, Any]) -> bool:
    to = action.get("to")
    return action.get("do") == Do.MOVE and isinstance(to, dict) and to.get("player") != action.get("player")


def _generates_earlier(game: Game) -> bool:
    """Does an earlier point take every generating action (23.0)? Then this point's effects,
    plays, uses and Stealth are not worked out at all (`_taken_earlier` would drop them)."""
    return GENERATING <= game.takes_generating


def main_shot_standing(game: Game, reopened: bool = False) -> Standing:
    """22.3.2: the active player may generate effects, declare an attack, or end the turn;
    `reopened`: again, after responses to its end-of-turn declaration (22.3.2.3), when only the
    active player's choice reopens it. Generating an effect starts a scene; at the first point
    the script ran out, the effects, the end of the turn and passing are decided here."""
    if game.turn_over or game.winner is not None:
        return _standing(game, "the scenario's turn is over", None, [], R.END_OF_TURN_SCENE, "over")
    me, first = game.active, not game.script.standings
    fresh = not _generates_earlier(game)
    cands = _declarations(game) + (_plays(game, [me]) if fresh else []) + _moves(game, [me])
    if fresh:
        cands += _effects(game, [me]) + use_candidates(game, [me], None) + ([] if reopened else _others_effects(game, me))
    started = Scene(game.scene_serial + 1, Phase.MAIN_SHOT, False)  # what an appended effect starts
    holder = _main_shot_holder(game)
    if holder is not None:  # checked priority: the holder passes by name (22.1), in the scene it starts
        cands.append(_named_pass(game, started, holder))
    if game.turn_state.out_of_turn_open:
        cands += out_of_turn_candidates(game)
    cands = live_checks.settle_effects(game, started, None, cands)
    if not first and not live_checks.reaches_untouched(game, Do.END_TURN, me):
        cands.append(Candidate({"do": "end_turn", "player": me}, f"{me} ends the turn",
                               rules=R.DECLARE_END_OF_TURN))  # an earlier point may take it: a trial decides
    elif _passes(partial(verify_end_turn, game, EndTurn(me))):  # taken here: the engine's own check
        cands.append(Candidate({"do": "end_turn", "player": me}, f"{me} ends the turn", rules=R.DECLARE_END_OF_TURN,
                               checked=True))
    cands.append(Candidate({"do": "pass"}, "All players pass", rules=R.PLAYER_PRIORITY, checked=first and not reopened))
    return _standing(game, "Main Shot", me, _taken_earlier(game, cands, GENERATING), R.PLAYER_PRIORITY,
                     Phase.MAIN_SHOT)


def _declarations(game: Game) -> list[Candidate]:
    """Every single-attacker declaration the engine's checks accept on the board as it is now
    (`verify_declare`'s parts: each target, each attacker; the Main Shot is this point), then per target the
    declaration with every eligible attacker, its `attackers` open: any of them together
    (28.1.1; each attacker is judged on its own). `verify_target`'s own parts are asked apart:
    what no attacker changes once per target, the back row per attacker."""
    board, me, out = game.board, game.active, []
    attackers = [c for c in board.in_play() if c.is_character and c.controller == me and not c.turned
                 and _accepts(verify_attacker, game, me, c)]
    cards = [c for c in board.in_play() if c.controller != me and (c.is_character or c.is_site)
             and _accepts(verify_target_card, game, me, c)]
    back_row = {c.id for c in cards if is_back_row(c)}
    fitting: dict[str, set[str]] = {}  # each attacker's own targets, checked once each
    for attacker in attackers:  # its own text may bar a kind of target or allow a back-row Site (6.0)
        mine = _fitting(game, attacker, cards, back_row)
        fitting[attacker.id] = {t.id for t in mine}
        out += [Candidate({"do": "declare_attack", "player": me, "attackers": [attacker.id], "target": target.id},
                          f"{me} attacks {target.title} with {attacker.title}", rules=R.DECLARE_ATTACK, checked=True)
                for target in mine]
        out += _unturned_declarations(game, attacker, mine)
    if len(attackers) > 1:  # `verify_target` for them together, `verify_attacks` for each as above
        targets = [c for c in cards if all(c.id in fitting[a.id] for a in attackers)
                   and (c.id not in back_row or _accepts(verify_back_row, game, c, attackers))]
        out += [Candidate({"do": "declare_attack", "player": me, "attackers": [c.id for c in attackers],
                           "target": target.id},
                          f"{me} attacks {target.title} with several of {', '.join(c.title for c in attackers)}",
                          ("attackers",), R.DECLARE_ATTACK, checked=True) for target in targets]
    return out


def _unturned_declarations(game: Game, attacker: Card, targets: list[Card]) -> list[Candidate]:
    """The same declarations without turning the attacker, where its text allows it (6.0 over
    28.1: `verify_unturned`, once a turn, perhaps only against a Character)."""
    me = game.active
    return [Candidate({"do": "declare_attack", "player": me, "attackers": [attacker.id], "target": target.id,
                       "without_turning": [attacker.id]},
                      f"{me} attacks {target.title} with {attacker.title}, without turning it",
                      rules=R.DECLARE_ATTACK + R.USE_LIMIT, checked=True)
            for target in targets if has_unturned_attack(game, attacker) and _accepts(
                verify_unturned, game, DeclareAttack(me, (attacker.id,), target.id, (attacker.id,)), False)]


def _fitting(game: Game, attacker: Card, cards: list[Card], back_row: set[str]) -> list[Card]:
    """The targets among `cards` (each already legal for no attacker in particular,
    `verify_target_card`) that are legal for this attacker (28.1.3, and its own text): a
    plain loop, asked for every attacker and target of a big board's Main Shot."""
    alone = [attacker]
    out = []
    for target in cards:
        if target.id in back_row and not _accepts(verify_back_row, game, target, alone):
            continue
        try:
            verify_attacks(game, attacker, target)
        except RuleViolation:
            continue
        out.append(target)
    return out


def _main_shot_holder(game: Game) -> str | None:
    """Who holds priority for the scene an appended action would start, under checked
    priority (22.1): the active player, who may pass by name."""
    return game.active if game.turn_state.checked_priority else None


def _others_effects(game: Game, me: str) -> list[Candidate]:
    """Another player's effect in the Main Shot (an Event, a card's ability, turning to change
    location, 10.3.1): generating it starts a scene (23.0, 22.3.2), which the engine takes
    when priority is not checked. Tagged with the player."""
    if game.turn_state.checked_priority:
        return []
    others = [p for p in game.board.active_players() if p != me]
    any_shot = [c for c in _plays(game, others) if _out_of_turn(game, game.board.cards[c.action["card"]])]  # 25.1.1
    return _templates(game, others) + _moves(game, others) + use_candidates(game, others, None) + any_shot


def _out_of_turn(game: Game, card: Card) -> bool:
    """A card its text, or a card its player controls, lets be played in any player's Main Shot (25.1.1)."""
    return any_main_shot(card) or any_players_main_shot(card) or permitting(game, card.controller, card)


def _plays(game: Game, players: list[str]) -> list[Candidate]:
    out = []
    for c in game.board.cards.values():
        if c.zone != Zone.HAND or c.controller not in players:
            continue
        action: dict[str, Any] = {"do": "play", "player": c.controller, "card": c.id}
        if c.type == CardType.STATE:
            subject = _first_subject(game, c)
            if subject is None:
                continue  # a State is played onto a subject (25.5.1): none can have it now
            action["attached_to"] = subject
        # which cost-reduction abilities to name is the player's choice, where any applies (37.0)
        chosen = ("reductions",) if reducers(game, c.controller, c, action.get("attached_to")) else ()
        out.append(Candidate(action, f"{c.controller} plays {c.title}", play_open(c) + chosen, rules=R.PLAY_REQUIREMENTS))
    return out


def _moves(game: Game, players: list[str], scene: Scene | None = None) -> list[Candidate]:
    """Changing location (13.0): each Character that can turn for it (10.3.1) or has Mobility
    (50.11), to an adjacent location of its own structure or, in its player's turn to
    intercept, to a location of the attack (13.1). Decided on the live game where an appended
    move would be taken (`live_checks.move_decided`); in the Main Shot, for the scene it starts."""
    board, atk = game.board, game.attack
    live_scene = scene is not None
    scene = scene or Scene(game.scene_serial + 1, Phase.MAIN_SHOT, False)
    own = live_checks.moves_taken_here(game)  # else an earlier scene takes it: offered there
    moving_in = atk.intercepting if atk is not None and scene.phase == Phase.INTERCEPTION else None
    if not own and moving_in not in players:
        return []
    out = []
    movers = players if own else [moving_in]
    busy = _busy(atk)
    for card in board.in_play():
        if card.controller not in movers or not card.is_character or card.location is None or id(card) in busy:
            continue  # attackers and declared interceptors do not change location (28.3, 28.6.5)
        mobile = board.abilities(card).has(Keyword.MOBILITY)
        if card.turned and not mobile:
            continue
        for player, column in _destinations(game, card, own, moving_in == card.controller):
            decided = live_checks.move_decided(game, scene, Move(card.controller, card.id, Place(player, column)),
                                               live_scene)
            if decided is False:
                continue
            to: dict[str, Any] = {"player": player} if column is None else {"player": player, "column": column}
            where = board.describe(board.players[player].columns[column - 1]) if column else f"{player}'s location"
            rules = _MOVE_RULES[mobile] if decided else R.CHANGE_LOCATION
            out.append(Candidate({"do": "move", "player": card.controller, "character": card.id, "to": to},
                                 f"{card.controller} moves {card.title} to {where}", rules=rules,
                                 checked=bool(decided)))
    return out


#: a move's rules once decided, by whether the Character has Mobility (50.11) or turns (10.3.1)
_MOVE_RULES = {True: R.CHANGE_LOCATION + R.MOBILITY, False: R.CHANGE_LOCATION + R.TURN_TO_MOVE}


def _busy(atk: AttackState | None) -> set[int]:
    """The cards (by identity) attacking or declared as interceptors in the attack under way
    (`AttackState.is_attacking`, `interceptor_of`), looked up once for every Character."""
    if atk is None:
        return set()
    return {id(a.card) for a in atk.active_attackers()} | {id(i.card) for i in atk.interceptors if i.active}


def _destinations(game: Game, card: Card, own: bool, moving_in: bool) -> list[tuple[str, int | None]]:
    """The adjacent locations of the card's own structure (`own`, 13.1), and in its
    controller's turn to intercept (`moving_in`), the attack's locations at an opponent's."""
    board, atk = game.board, game.attack
    assert card.location is not None
    columns = board.players[card.controller].columns
    here = board.column_number(card.location) if own and card.location.player == card.controller else None
    out: list[tuple[str, int | None]] = [] if here is None else [
        (card.controller, n) for n in (here - 1, here + 1) if 1 <= n <= len(columns)]
    if moving_in and atk is not None:
        out += [(loc.player, board.column_number(loc)) for loc in atk.locations()
                if loc.player != card.controller and loc is not card.location]
    return out


def _stealths(game: Game) -> list[Candidate]:
    """Stealth (50.14): an attacker with it may make one Character intercepting it cease."""
    atk, board = game.attack, game.board
    if atk is None:
        return []
    out = []
    for interceptor in atk.interceptors:
        attacker = interceptor.attacker
        if interceptor.ceased or not attacker.active or not board.abilities(attacker.card).has(Keyword.STEALTH):
            continue
        out.append(Candidate({"do": "stealth", "player": attacker.controller, "attacker": attacker.card.id,
                              "bypass": interceptor.card.id},
                             f"{attacker.card.title} bypasses {interceptor.card.title} with Stealth",
                             rules=R.STEALTH))
    return out


def _tactics(game: Game) -> list[Candidate]:
    """Tactics (50.16): an attacker with it may choose to cease attacking, an effect its card
    generates (checked like any effect)."""
    atk, board = game.attack, game.board
    if atk is None:
        return []
    n = sum(1 for a in game.script.actions if a.do == Do.EFFECT) + 1
    return [Candidate({"do": "effect", "id": f"e{n}-{a.controller}-tactics-{a.card.id}", "player": a.controller,
                       "card": a.card.id, "effect": "cease_attacking", "targets": [a.card.id]},
                      f"{a.card.title} ceases attacking with Tactics", rules=R.TACTICS)
            for a in atk.active_attackers() if board.abilities(a.card).has(Keyword.TACTICS)]


def _first_subject(game: Game, state: Card) -> str | None:
    """The first card in play that may have the State (25.5.1); the player may pick another."""
    for card in game.board.in_play():
        try:
            verify_state_subject(game, state, card.id, R.PLAY_STATE, state.controller)
        except RuleViolation:
            continue
        return card.id
    return None


def _effects(game: Game, players: list[str]) -> list[Candidate]:
    """One template per player, then the effects of each kind the board allows."""
    return _templates(game, players) + effect_kind_candidates(game, players)


def _templates(game: Game, players: list[str]) -> list[Candidate]:
    """One template per player: an effect whose details (card, kind, targets) the player writes."""
    n = sum(1 for a in game.script.actions if a.do == Do.EFFECT) + 1
    return [Candidate({"do": "effect", "id": f"e{n}-{p}", "player": p, "card": "Effect", "source_type": "event",
                       "effect": "gain_power", "amount": 1},
                      f"{p} generates an effect", EFFECT_OPEN, R.SCENE)
            for p in players]


#: The closed points an effect's text may explicitly allow it in (22.2, 31.3), as `timing`.
TIMINGS = {Phase.START_OF_TURN: Timing.ESTABLISHING_SHOT, Phase.AUCTION: Timing.AUCTION}


def timed_effects(game: Game, phase: Phase) -> list[Candidate]:
    """Effect templates marked as explicitly legal in this closed point (22.2, 31.3)."""
    timing = TIMINGS.get(phase)
    if timing is None or (phase == Phase.START_OF_TURN and game.script.position):
        return []  # after an action, an appended effect is read at an earlier, open point
    return [Candidate({**c.action, "timing": timing.value}, f"{c.action['player']} generates an effect "
                      f"its text allows {str(phase).replace('_', ' ')}", c.open, c.rules)
            for c in _effects(game, game.board.active_players())]


def triggered_effects(game: Game, players: list[str]) -> list[Candidate]:
    """Templates of an effect a card's text triggers (26.0), which a closed scene takes (23.2)
    and priority does not hold back (22.1); offered at the first point the script ran out
    only, where an appended one is taken."""
    if game.script.standings:
        return []
    return [Candidate({**c.action, "triggered": True}, f"{c.action['player']} generates an effect its "
                      f"card's text triggers", c.open, R.TRIGGERED + c.rules)
            for c in _templates(game, players)]


def cleanup_standing(game: Game) -> Standing:
    """30.4: nothing has triggered, so Combat Cleanup's closed scene opens only for a triggered
    effect appended here. The point passes any other action on, as a join point does."""
    cands = triggered_effects(game, game.board.active_players())
    if not game.turn_state.checked_priority:  # decided in the closed scene they would open, as the engine would
        cands = live_checks.settle_effects(game, Scene(game.scene_serial + 1, Phase.COMBAT_CLEANUP, True), None,
                                           cands)
    cands = _taken_earlier(game, cands, frozenset())
    # it takes a triggered effect only, offered where the script first ran out (`triggered_effects`)
    return _standing(game, "closed scene: combat cleanup", None, cands, R.COMBAT_CLEANUP + R.CLOSED_SCENE,
                     Phase.COMBAT_CLEANUP, frozenset())


def scene_standing(game: Game, scene: Scene, accepts: Callable[[Action], bool] | None) -> Standing:
    """23.0: players may generate effects into the scene, or all pass and it resolves."""
    players = game.board.active_players()
    first = _all_pass_decided(game, scene)
    passes = not first and live_checks.pass_taken_here(game)  # as the script running out here
    cands = [Candidate({"do": "pass"}, "All players pass: the scene resolves", rules=R.SCENE, checked=first,
                       passes=passes)]
    fresh = not _generates_earlier(game)
    if not scene.closed:
        cands += (_plays(game, players) if fresh else []) + _moves(game, players, scene)
        if fresh:
            cands += _stealths(game) + _tactics(game) + _effects(game, players)
    if fresh and (scene.closed or game.turn_state.checked_priority):
        cands += triggered_effects(game, players)
    if fresh:
        cands += use_candidates(game, players, scene, triggered_only=scene.closed)
    if scene.phase == Phase.END_OF_TURN_RESPONSE:
        cands += out_of_turn_candidates(game)
    if fresh:
        cands += timed_effects(game, scene.phase)
    holder = _priority_holder(game, scene)
    if holder is not None:  # checked priority: the holder acts or passes by name (22.1, 23.3)
        cands.insert(1, _named_pass(game, scene, holder))
    cands = live_checks.settle_effects(game, scene, accepts,
                                       _taken_earlier(game, cands, GENERATING if accepts is None else frozenset()))
    window = f"{'closed ' if scene.closed else ''}scene: {str(scene.phase).replace('_', ' ')}"
    if scene.closed and accepts is None:  # an appended effect is read here, and refused (23.2)
        game.closed_standings += 1
    return _standing(game, window, holder, cands, R.SCENE + R.PLAYER_PRIORITY, scene.phase,
                     _scene_takes(game, scene, accepts))


def _scene_takes(game: Game, scene: Scene, accepts: Callable[[Action], bool] | None) -> \
        frozenset[tuple[str, str | None]] | None:
    """What a scene takes (`_generating`): a pass and the generating actions (23.0); any other
    action ends its generating and goes on. A closed scene admitting only some effects
    (`accepts`: triggered ones, or those an auction allows) takes those, which are offered
    only where the script first ran out or at the bidding: it passes other effects on. Under
    checked priority it may refuse any action while effects wait (22.1, `verify_scene_over`)."""
    if game.turn_state.checked_priority:
        return None
    return _kinds({Do.PASS} if scene.closed and accepts is not None else GENERATING | {Do.PASS})


def _all_pass_decided(game: Game, scene: Scene) -> bool:
    """Is everyone passing (23.0) decided here? At the first point the script ran out, which
    takes it; under checked priority only while effects wait: the unnamed pass resolves the
    whole stack, the step it cites (with none waiting, what follows is left to a trial)."""
    return not game.script.standings and (not game.turn_state.checked_priority or bool(scene.stack))


def _named_pass(game: Game, scene: Scene, holder: str) -> Candidate:
    """The holder passing by name (22.1, 23.3): where the script first ran out, decided by
    `priority.verify_pass` and cited by the step it would log; elsewhere a trial decides."""
    return _decide_pass(game, scene, Candidate({"do": "pass", "player": holder}, f"{holder} passes priority",
                                               rules=R.SCENE_PRIORITY))


def _decide_pass(game: Game, scene: Scene, cand: Candidate) -> Candidate:
    holder = cand.action["player"]
    if game.script.standings:
        return cand
    try:
        logged = priority.verify_pass(game, scene, holder)
    except RuleViolation:
        return cand  # a trial shows the refusal
    return dataclasses.replace(cand, rules=cand.rules + logged, checked=True)


def _priority_holder(game: Game, scene: Scene) -> str | None:
    """Who holds priority in the scene under checked priority (None: the script decides)."""
    r = priority.ring(game, scene)
    return r.holder if r is not None else None


def join_standing(game: Game, atk: AttackState, player: str) -> Standing:
    """28.4: an opponent of the attacker may join the attack with unturned Characters
    (each checked with the engine's `verify_join` on the live state)."""
    cands = [Candidate({"do": "join", "player": player, "attackers": [c.id]},
                       f"{player} joins the attack with {c.title}", rules=R.JOINING, checked=True)
             for c in _characters(game, player) if _passes(partial(verify_join, game, atk, Join(player, (c.id,))))]
    cands += split_joins(game, atk, player)
    return _standing(game, f"{player} may join the attack on {atk.target.title}", player, cands, R.JOINING,
                     Phase.JOIN, _kinds({Do.JOIN}, player))


def intercept_standing(game: Game, atk: AttackState, player: str, must: list[Card]) -> Standing:
    """28.6.1: the player may declare interceptors at the attack's location, one chain per attacker
    (each checked with the engine's `verify_intercept` on the live state)."""
    mine = [c for c in _characters(game, player) if not atk.is_attacking(c)]
    cands = []
    for a in atk.active_attackers():
        chain = []
        for c in (c for c in mine if c.location is atk.location_of(a)):
            record = Intercept(player, (Assignment(a.card.id, (c.id,)),))
            if a.controller != player and _passes(partial(verify_intercept, game, atk, record, must)):
                chain.append(c)
                cands.append(Candidate({"do": "intercept", "player": player,
                                        "assignments": [{"attacker": a.card.id, "chain": [c.id]}]},
                                       f"{player} intercepts {a.card.title} with {c.title}",
                                       rules=R.DECLARE_INTERCEPTION, checked=True))
        record = Intercept(player, (Assignment(a.card.id, tuple(c.id for c in chain)),))
        if len(chain) > 1 and _passes(partial(verify_intercept, game, atk, record, must)):
            cands.append(Candidate({"do": "intercept", "player": player,
                                    "assignments": [{"attacker": a.card.id, "chain": [c.id for c in chain]}]},
                                   f"{player} intercepts {a.card.title} with a chain of "
                                   f"{', '.join(c.title for c in chain)}, in the order {player} chooses",
                                   ("assignments",), R.DECLARE_INTERCEPTION + R.CHAIN, checked=True))
    # it takes the player's declaration; with Characters moved in that must intercept, anything (28.6.1)
    return _standing(game, f"{player} may intercept", player, cands, R.DECLARE_INTERCEPTION, Phase.INTERCEPTION,
                     None if must else _kinds({Do.INTERCEPT}, player))


def _passes(verify: Callable[[], None]) -> bool:
    try:
        verify()
    except RuleViolation:
        return False
    return True


def _accepts(verify: Callable[..., None], *args: Any) -> bool:
    """`_passes` without building a partial: asked hundreds of times on a big board."""
    try:
        verify(*args)
    except RuleViolation:
        return False
    return True


def _characters(game: Game, player: str) -> list[Card]:
    return [c for c in game.board.in_play() if c.is_character and c.controller == player]


def decision_standing(game: Game, do: Do, player: str | None, decision: str, options: list[Any],
                      rules: tuple[RuleRef, ...],
                      option_rules: Callable[[Any], tuple[RuleRef, ...] | None] | None = None) -> Standing:
    """A decision the procedure `require`s: each of its options as an action to append; with
    `option_rules`, offered as they are when an appended one would be taken here (live_checks),
    but for an option whose first step is not known before it is taken (None: a trial decides)."""
    live = option_rules is not None and live_checks.decision_taken_here(game, do, player)
    cands = []
    for option, action in decision_actions(do, player, options):
        logged = option_rules(option) if live and option_rules is not None else None
        cands.append(Candidate(action, decision_label(game.name, action), decision_open(action), rules + (logged or ()),
                               checked=logged is not None))
    return _standing(game, decision.replace("_", " "), player, cands, rules)


#: what the bidding takes, whatever its details: an effect or a play, refused unless its text
#: allows it during an auction (31.3)
_AUCTION_TAKES = frozenset({Do.EFFECT, Do.PLAY})


def bidding_standing(game: Game, seat: str | None, high: int) -> Standing:
    """31.6: `seat` may bid more than `high` or pass; anyone may generate an in-auction effect."""
    cands: list[Candidate] = []
    if seat is not None:
        power = game.board.players[seat].power
        # every amount the engine's check takes (more than the high bid, at most the Power),
        # offered without trials where an appended bid would be taken here (live_checks)
        live = live_checks.bid_taken_here(game, seat)
        cands += [Candidate({"do": "bid", "player": seat, "amount": n}, f"{seat} bids {n}",
                            rules=BID_RULES, checked=live) for n in bid_choices(high + 1, power)]
        cands.append(Candidate({"do": "pass_bid", "player": seat}, f"{seat} passes", rules=PASS_BID_RULES,
                               checked=live))
    # an in-auction effect starts a closed scene (31.3): decided there, as the engine would
    started = Scene(game.scene_serial + 1, Phase.AUCTION, True)
    cands += live_checks.settle_effects(game, started, legal_in_auction, timed_effects(game, Phase.AUCTION))
    cands = _taken_earlier(game, cands, _AUCTION_TAKES)
    window = f"{seat} may bid" if seat is not None else "the bidding has ended"
    seats = _kinds({Do.BID, Do.PASS_BID}, seat) if seat is not None else frozenset()  # the seat's bid or pass
    return Standing(str(Phase.AUCTION), window, seat, None, tuple(cands), R.BIDDING + R.IN_AUCTION_EFFECTS,
                    len(game.log.steps), _kinds(_AUCTION_TAKES) | seats)
