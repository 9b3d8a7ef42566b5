"""Candidate effects for the legality query: each kind's `offers`, built from the board.

The engine cannot read card text, so each candidate is an effect some card might allow
("return X to play", "steal 1 Power from B"), with the card generating it left open for
the player to write. Only a few per kind and player are offered (the first cards that fit),
each checked with the engine's own generation checks on the live state (no trial resolution).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from refbase.engines.common import Candidate, RuleRef, RuleViolation
from refbase.engines.shadowfist.effects.effect_kinds import KINDS
from refbase.engines.shadowfist.effects.offers import first
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.attack_state import AttackState
from refbase.engines.shadowfist.model.board import Card
from refbase.engines.shadowfist.model.game import Game
from refbase.engines.shadowfist.model.records import CardSpec, EffectAction, Join
from refbase.engines.shadowfist.model.stack import Scene
from refbase.engines.shadowfist.model.vocabulary import CardType, Do, Zone
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K
from refbase.engines.shadowfist.procedure import priority
from refbase.engines.shadowfist.procedure.attack import verify_join
from refbase.engines.shadowfist.procedure.generation import verify_generation

#: fields of these candidates the player writes: the card whose text allows the effect
OPEN = ("card", "source_type", "cost")


def effect_kind_candidates(game: Game, players: list[str]) -> list[Candidate]:
    """Effects of the new kinds each player could generate now (checked by the query).

    Only at the first point after the script where effects can be generated: an effect
    appended to the script is generated there, so offering it at a later point would
    describe a point it never reaches. (A closed scene offering only triggered effects passes
    the others on.)"""
    if game.closed_standings or any(c.action.get("do") == Do.EFFECT and not c.action.get("triggered")
                                    for s in game.script.standings for c in s.candidates):
        return []  # (after a closed scene that passes nothing on, an appended effect is refused there)
    n = sum(1 for a in game.script.actions if a.do in (Do.EFFECT, Do.PLAY)) + 1
    live = not game.turn_state.checked_priority
    # generated right here: in the current scene, or a new open one
    scene = game.scene if game.scene is not None else Scene(game.scene_serial + 1, game.phase, False)
    out: list[Candidate] = []
    for p in players:
        for kind, fields, label, rules in _for_player(game, p):
            action = {"do": "effect", "id": _effect_id(n, p, kind, fields), "player": p,
                      "card": "Effect", "source_type": "event", "effect": kind, **fields}
            # a trial still checks who holds priority (22.1, 23.3)
            if _generates(game, scene, _offered(action["id"], p, kind, fields)):
                out.append(Candidate(action, label, OPEN, rules, checked=live))
        out += _smoked_plays(game, p)
    return out


def _generates(game: Game, scene: Scene, record: EffectAction) -> bool:
    """The engine's own generation checks (24.5) on the live state, instead of a trial: the
    effect is generated right here, in `scene`."""
    try:
        priority.verify_responder(game, scene, record)
        verify_generation(game, scene, record)
    except RuleViolation:
        return False
    return True


#: the fields of an offered effect that `_offered` takes apart from the kind's own
_FIXED = frozenset({"do", "id", "player", "card", "source_type", "effect"})


def _record(action: dict[str, Any]) -> EffectAction:
    """An offered effect's action as the schema would load it (built directly: loading is slow)."""
    fields = {k: v for k, v in action.items() if k not in _FIXED}
    return _offered(action["id"], action["player"], K(action["effect"]), fields, action["card"],
                    CardType(action["source_type"]))


def _offered(effect_id: str, player: str, kind: K, fields: dict[str, Any], card: str = "Effect",
             source_type: CardType = CardType.EVENT) -> EffectAction:
    """`_record` of the effect the query offers, from its parts: the kind's offered fields as
    the schema loads them (lists as tuples, `from` as `from_`, a token as its card)."""
    values: dict[str, Any] = {("from_" if k == "from" else k): (tuple(v) if isinstance(v, list) else v)
                              for k, v in fields.items()}
    token = values.get("token")
    if isinstance(token, dict):
        values["token"] = CardSpec(controller="", **{**token, "type": CardType(token["type"])})
    return EffectAction(effect_id, player, card, kind, source_type, **values)


def _effect_id(n: int, player: str, kind: str, fields: dict[str, Any]) -> str:
    """The same effect gets the same id at every point it is offered (the query keeps one)."""
    parts = [str(v) for key in ("from", "to", "attached_to", "column") if (v := fields.get(key))]
    parts += [str(x) for key in ("targets", "players") for x in fields.get(key, ())]
    return "-".join([f"e{n}", player, kind, *parts])


#: the kinds the query offers, in the order it lists them (each kind's `offers`)
OFFERED = (K.DRAW, K.RETURN_TO_PLAY, K.RELOAD, K.DISCARD, K.PLAY_CARD, K.STEAL_POWER, K.GIVE_POWER,
           K.BLANK, K.TOKEN, K.FACEOFF, K.CHANGE_TARGET, K.MOVE_CARD)


def _for_player(game: Game, p: str) -> Iterator[tuple[K, dict[str, Any], str, tuple[RuleRef, ...]]]:
    for name in OFFERED:
        offers = KINDS[name].offers
        assert offers is not None
        for fields, label, rules in offers(game, p):
            yield name, fields, label, rules


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


#: where a played card goes, which the player may choose: a Site's column and row (9.1.3), a
#: Character's column (9.1.2), a State's subject (25.5.1)
PLAY_OPEN = {"site": ("column", "row"), "feng_shui_site": ("column", "row"), "character": ("column",),
             "state": ("attached_to",)}


def play_open(card: Card) -> tuple[str, ...]:
    """What the player chooses in playing the card: where it goes, and X for a card costing X (48.3)."""
    return PLAY_OPEN.get(str(card.type), ()) + (("x",) if card.cost_is_x else ())


def _smoked_plays(game: Game, p: str) -> list[Candidate]:
    """A card in your smoked pile, played from there: only if its own text or a card you
    control in play permits it (44.2), which the label says, since a scenario's card
    says what its text allows only through `permitted_by`."""
    board = game.board
    cards = first(c for c in board.cards.values() if c.zone == Zone.SMOKED and c.owner == p
                   and c.type in (CardType.CHARACTER, CardType.EDGE))
    return [Candidate({"do": "play", "player": p, "card": c.id, "from_pile": "smoked",
                       "permitted_by": c.id}, f"{p} plays {c.title} from the smoked pile, if its text or a card {p} "
                      f"controls in play permits it ({R.cite(R.PLAY_FROM_SMOKED)})",
                      ("permitted_by", *play_open(c)), R.PLAY_FROM_SMOKED) for c in cards]
