"""Candidate effects of the issue-16 kinds for the legality query, built from the board.

The engine cannot read card text, so each candidate is an effect some card might allow
("return X to play", "steal 1 Power from B"), with the card generating it left open for
the player to write. Only a few per kind and player are offered (the first cards that fit),
each checked with the engine's own generation checks on the live state (no trial resolution).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from refbase.engines.common import Candidate, RuleViolation
from refbase.engines.shadowfist.mechanics.piles import deck_order
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import AttackState
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.records import CardSpec, EffectAction, Join
from refbase.engines.shadowfist.model.stack import Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Stage, Zone
from refbase.engines.shadowfist.procedure import priority
from refbase.engines.shadowfist.procedure.attack import verify_join
from refbase.engines.shadowfist.standings.live_checks import verify_generation

#: fields of these candidates the player writes: the card whose text allows the effect
OPEN = ("card", "source_type", "cost")
PER_KIND = 1


def effect_kind_candidates(game: Game, players: list[str]) -> list[Candidate]:
    """Effects of the new kinds each player could generate now (checked by the query).

    Only at the first point after the script where effects can be generated: an effect
    appended to the script is generated there, so offering it at a later point would
    describe a point it never reaches."""
    if any(c.action.get("do") == "effect" for s in game.script.standings for c in s.candidates):
        return []
    n = sum(1 for a in game.script.actions if a.do in ("effect", "play")) + 1
    live = not game.turn_state.checked_priority
    out: list[Candidate] = []
    for p in players:
        for kind, fields, label, rules in _for_player(game, p):
            action = {"do": "effect", "id": _effect_id(n, p, kind, fields), "player": p,
                      "card": "Effect", "source_type": "event", "effect": kind, **fields}
            if _generates(game, action):  # a trial still checks who holds priority (22.1, 23.3)
                out.append(Candidate(action, label, OPEN, rules, checked=live))
        out += _smoked_plays(game, p)
    return out


def _generates(game: Game, action: dict[str, Any]) -> bool:
    """The engine's own generation checks (24.5) on the live state, instead of a trial: the
    effect is generated right here, in the current scene or a new open one."""
    record = _record(action)
    scene = game.scene if game.scene is not None else Scene(game.scene_serial + 1, game.phase, False)
    try:
        priority.verify_responder(game, scene, record)
        verify_generation(game, scene, record)
    except RuleViolation:
        return False
    return True


def _record(action: dict[str, Any]) -> EffectAction:
    """The action as the schema would load it (built directly: loading is slow)."""
    values: dict[str, Any] = {("from_" if k == "from" else k): (tuple(v) if isinstance(v, list) else v)
                              for k, v in action.items() if k != "do"}
    token = values.get("token")
    if isinstance(token, dict):
        values["token"] = CardSpec(controller="", **token)
    return EffectAction(**values)


def _effect_id(n: int, player: str, kind: str, fields: dict[str, Any]) -> str:
    """The same effect gets the same id at every point it is offered (the query keeps one)."""
    parts = [str(v) for key in ("from", "to", "attached_to", "column") if (v := fields.get(key))]
    parts += [str(x) for key in ("targets", "players") for x in fields.get(key, ())]
    return "-".join([f"e{n}", player, kind, *parts])


def _first(cards: Iterator[Card]) -> list[Card]:
    found: list[Card] = []
    for card in cards:
        found.append(card)
        if len(found) >= PER_KIND:
            break
    return found


Option = tuple[str, dict[str, Any], str, tuple[Any, ...]]


def _for_player(game: Game, p: str) -> Iterator[Option]:
    board = game.board
    yield from _piles(game, p)
    for other in board.opponents(p)[:PER_KIND]:
        yield ("steal_power", {"amount": 1, "players": [other]}, f"{p} steals 1 Power from {other}",
               R.STEAL_POWER)
        yield ("give_power", {"amount": 1, "players": [other]}, f"{p} gives 1 Power to {other}",
               R.GIVE_POWER)
    for card in _first(c for c in board.in_play() if c.controller != p and c.type != CardType.EVENT):
        yield ("blank", {"targets": [card.id]}, f"{p} blanks {card.title}", R.BLANKING)
    yield ("token", {"token": {"id": f"token-{p}-{len(board.cards)}", "title": "Token",
                               "type": "character", "fighting": 1}},
           f"{p} creates a token Character", R.TOKENS)
    yield from _faceoffs(game, p)
    yield from _retargets(game, p)
    yield from _moves(game, p)


def _moves(game: Game, p: str) -> Iterator[Option]:
    """Moving by effect (44.3): a Character to another of its columns, a State to a new subject."""
    board = game.board
    columns = board.players[p].columns
    for card in _first(c for c in board.in_play() if c.is_character and c.controller == p
                       and len(columns) > 1):
        column = 2 if card.location is columns[0] else 1
        yield ("move_card", {"targets": [card.id], "column": column},
               f"{p} moves {card.title} to column {column} by an effect", R.PLACE_PUT_MOVE)
    chars = [c for c in board.in_play() if c.is_character and c.controller == p]
    for state in _first(c for c in board.in_play() if c.type == CardType.STATE and c.controller == p):
        for subject in _first(c for c in iter(chars) if c.id != state.attached_to):
            yield ("move_card", {"targets": [state.id], "attached_to": subject.id},
                   f"{p} places {state.title} on {subject.title}", R.PLACE_PUT_MOVE)


def _piles(game: Game, p: str) -> Iterator[Option]:
    board = game.board
    if deck_order(board, p) or board.players[p].deck_size:
        yield ("draw", {"amount": 1}, f"{p} draws a card", R.DRAW)
    smoked = [c for c in board.cards.values() if c.zone == Zone.SMOKED and c.owner == p]
    for card in _first(c for c in iter(smoked) if c.type not in (CardType.EVENT, CardType.STATE)):
        yield ("return_to_play", {"targets": [card.id]}, f"{p} returns {card.title} to play",
               R.RETURN_TO_PLAY)
    for card in _first(iter(smoked)):
        yield ("reload", {"targets": [card.id]}, f"{p} reloads {card.title}", R.RELOAD)
    hand = [c for c in board.cards.values() if c.zone == Zone.HAND and c.owner == p]
    for card in _first(iter(hand)):
        yield ("discard", {"targets": [card.id]}, f"{p} discards {card.title}", R.DISCARDING)
    for card in _first(c for c in iter(hand) if c.type not in (CardType.EVENT, CardType.STATE)):
        yield ("play_card", {"targets": [card.id]}, f"{p} plays {card.title} by an effect",
               R.ENTER_PLAY_SEQUENCE + R.COST_REDUCTION)


def _faceoffs(game: Game, p: str) -> Iterator[Option]:
    if game.attack is not None:
        return
    board = game.board
    mine = _first(c for c in board.in_play() if c.is_character and c.controller == p)
    theirs = _first(c for c in board.in_play() if c.is_character and c.controller != p)
    for a in mine:
        for b in theirs:
            yield ("faceoff", {"from": a.id, "targets": [b.id]},
                   f"{a.title} faces off against {b.title}", R.FACEOFF)


def _retargets(game: Game, p: str) -> Iterator[Option]:
    atk = game.attack
    if atk is None or atk.stage in (Stage.FOUGHT_TARGET, Stage.ENDED):
        return
    attackers = atk.active_attackers()
    if not attackers:
        return
    board = game.board
    owners = {a.controller for a in attackers}
    for card in _first(c for c in board.in_play() if (c.is_character or c.is_site)
                       and c is not atk.target and c.controller not in owners):
        yield ("change_target", {"targets": [a.card.id for a in attackers], "to": card.id},
               f"{p} changes the attack's target to {card.title}", R.CHANGING_TARGET)


def split_joins(game: Game, atk: AttackState, player: str) -> list[Candidate]:
    """Joining an attack an effect split: against each of its other targets (28.4)."""
    out = []
    mine = [c for c in game.board.in_play() if c.is_character and c.controller == player]
    for target in atk.targets()[1:]:
        for card in mine:
            record = Join(player, (card.id,), {card.id: target.id})
            try:
                verify_join(game, atk, record)
            except RuleViolation:
                continue
            out.append(Candidate({"do": "join", "player": player, "attackers": [card.id],
                                  "targets": {card.id: target.id}},
                                 f"{player} joins the attack with {card.title} against {target.title}",
                                 rules=R.JOINING, checked=True))
    return out


def _smoked_plays(game: Game, p: str) -> list[Candidate]:
    """A card in your smoked pile, played from there: only if its own text or a card you
    control in play permits it (44.2), which the label says, since a scenario's card
    says what its text allows only through `permitted_by`."""
    board = game.board
    cards = _first(c for c in board.cards.values() if c.zone == Zone.SMOKED and c.owner == p
                   and c.type in (CardType.CHARACTER, CardType.EDGE))
    return [Candidate({"do": "play", "player": p, "card": c.id, "from_pile": "smoked",
                       "permitted_by": c.id}, f"{p} plays {c.title} from the smoked pile, if its text or a card {p} "
                      f"controls in play permits it ({R.cite(R.PLAY_FROM_SMOKED)})",
                      ("permitted_by",), R.PLAY_FROM_SMOKED) for c in cards]
