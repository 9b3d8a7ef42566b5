"""Meaning checks of the actions: known players and cards, ids, fields each kind needs."""

from __future__ import annotations

from refbase.engines.shadowfist.effects.effect_kinds import KINDS, Aim
from refbase.engines.shadowfist.loading.cards_check import Errors
from refbase.engines.shadowfist.loading.effects_check import check_effect_fields
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import parse_ability
from refbase.engines.shadowfist.model.records import (
    Action,
    DeclareAttack,
    Divide,
    EffectAction,
    Intercept,
    Join,
    Keep,
    Move,
    PlaceAttackers,
    PlaceCard,
    Play,
    Relocate,
    Scenario,
    SiteFate,
    Use,
    UseStealth,
)
from refbase.engines.shadowfist.model.rules import numbers
from refbase.engines.shadowfist.model.vocabulary import SITE_TYPES, CardType, Fate
from refbase.engines.shadowfist.model.vocabulary import EffectKindName as K


class _Context:
    def __init__(self, s: Scenario, errors: Errors):
        self.players = {p.id for p in s.players}
        self.cards = {c.id: c for c in s.cards}
        for a in s.actions:  # a token is a card of the scenario once created (47.0)
            if isinstance(a, EffectAction) and a.token is not None:
                self.cards.setdefault(a.token.id, a.token)
        self.effects = {a.id for a in s.actions if isinstance(a, (EffectAction, Use))}
        self.errors = errors

    def player(self, path: str, value: str | None) -> None:
        if value is not None and value not in self.players:
            self.errors.add(path, f"unknown player {value!r}")

    def card(self, path: str, value: str | None) -> None:
        if value is not None and value not in self.cards:
            self.errors.add(path, f"unknown card {value!r}")

    def cards_list(self, path: str, values: tuple[str, ...]) -> None:
        for j, value in enumerate(values):
            self.card(f"{path}[{j}]", value)
            if values.index(value) != j:
                self.errors.add(f"{path}[{j}]", f"{value!r} is listed twice")


def check_actions(s: Scenario, errors: Errors) -> None:
    """Every action: known players, cards and effects, and the fields its kind needs."""
    ctx = _Context(s, errors)
    seen_effects: set[str] = set()
    for i, action in enumerate(s.actions):
        path = f"actions[{i}]"
        ctx.player(f"{path}.player", action.player)
        if isinstance(action, EffectAction):
            if action.id in seen_effects:
                errors.add(f"{path}.id", f"duplicate effect id {action.id!r}")
            if action.id in ctx.cards:
                errors.add(f"{path}.id", f"{action.id!r} is already a card id")
            seen_effects.add(action.id)
            _check_effect(ctx, path, action)
        else:
            _check_other(ctx, path, action)


def _check_other(ctx: _Context, path: str, a: Action) -> None:
    if isinstance(a, (DeclareAttack, Join)):
        ctx.cards_list(f"{path}.attackers", a.attackers)
        if isinstance(a, DeclareAttack):
            ctx.card(f"{path}.target", a.target)
            for j, key in enumerate(a.without_turning):
                if key not in a.attackers:
                    ctx.errors.add(f"{path}.without_turning[{j}]", f"{key!r} is not one of the declared attackers")
        else:
            for key, value in a.targets.items():
                if key not in a.attackers:
                    ctx.errors.add(f"{path}.targets.{key}", f"{key!r} is not one of the joining attackers")
                ctx.card(f"{path}.targets.{key}", value)
    elif isinstance(a, Move):
        ctx.card(f"{path}.character", a.character)
        ctx.player(f"{path}.to.player", a.to.player)
    elif isinstance(a, Intercept):
        for j, assignment in enumerate(a.assignments):
            ctx.card(f"{path}.assignments[{j}].attacker", assignment.attacker)
            ctx.cards_list(f"{path}.assignments[{j}].chain", assignment.chain)
    elif isinstance(a, UseStealth):
        ctx.card(f"{path}.attacker", a.attacker)
        ctx.card(f"{path}.bypass", a.bypass)
    elif isinstance(a, SiteFate):
        ctx.card(f"{path}.site", a.site)
        if a.choice != Fate.SEIZE and (a.column is not None or a.row is not None):
            ctx.errors.add(f"{path}.column", "column and row say where a seized Site goes")
    elif isinstance(a, Keep):
        ctx.card(f"{path}.card", a.card)
    elif isinstance(a, Divide):
        ctx.card(f"{path}.card", a.card)
        for key in a.damage:
            ctx.card(f"{path}.damage.{key}", key)
    elif isinstance(a, Play):
        _check_play(ctx, path, a)
    elif isinstance(a, Relocate):
        for key in a.moves:
            ctx.card(f"{path}.moves.{key}", key)
    elif isinstance(a, PlaceCard):
        ctx.card(f"{path}.card", a.card)
    elif isinstance(a, PlaceAttackers):
        ctx.cards_list(f"{path}.at_seized_site", a.at_seized_site)
    elif isinstance(a, Use):
        _check_use(ctx, path, a)


def _check_use(ctx: _Context, path: str, a: Use) -> None:
    """`use` names an ability object of the card by its place in `abilities` (using.py)."""
    ctx.card(f"{path}.card", a.card)
    if any(w.index == a.ability and w.effect is not None and w.effect.effects
           for w in getattr(ctx.cards.get(a.card), "written", ())):  # a cancel of effects names effect ids
        for j, target in enumerate(a.targets):
            if target not in ctx.effects:
                ctx.errors.add(f"{path}.targets[{j}]", f"unknown effect id {target!r}")
    else:
        ctx.cards_list(f"{path}.targets", a.targets)
    ctx.card(f"{path}.sacrifice", a.sacrifice)
    ctx.card(f"{path}.discard", a.discard)
    ctx.card(f"{path}.turn", a.turn)
    ctx.card(f"{path}.toast", a.toast)
    for key in a.divide or {}:
        ctx.card(f"{path}.divide.{key}", key)
    ctx.card(f"{path}.to", a.to)
    ctx.card(f"{path}.attached_to", a.attached_to)
    ctx.cards_list(f"{path}.reductions", a.reductions)
    if a.source is not None and a.source not in ctx.cards and a.source not in ctx.effects:
        ctx.errors.add(f"{path}.source", f"unknown card or effect {a.source!r}")
    card = ctx.cards.get(a.card)
    if card is not None and all(w.index != a.ability for w in card.written):
        places = [w.index for w in card.written]
        ctx.errors.add(f"{path}.ability", f"{card.title} has no ability object at abilities"
                       f"[{a.ability}]" + (f" (its ability objects are at {places})" if places
                                           else " (it has no ability objects)"))
    if a.id in ctx.cards:
        ctx.errors.add(f"{path}.id", f"{a.id!r} is already a card id")


def _check_play(ctx: _Context, path: str, a: Play) -> None:
    ctx.card(f"{path}.card", a.card)
    ctx.card(f"{path}.attached_to", a.attached_to)
    ctx.card(f"{path}.permitted_by", a.permitted_by)
    ctx.cards_list(f"{path}.reductions", a.reductions)
    card = ctx.cards.get(a.card)
    if card is None:
        return
    if card.type == CardType.EVENT:
        ctx.errors.add(f"{path}.card", "an Event is played with an `effect` action saying what it does")
    if card.type == CardType.STATE and a.attached_to is None:
        ctx.errors.add(f"{path}.attached_to", f"required to play a State, naming its subject {numbers(R.PLAY_STATE)}")
    index = list(ctx.cards).index(a.card)
    if card.type in SITE_TYPES and card.body is None:
        ctx.errors.add(f"cards[{index}].body", "required for a Site that is played")
    if card.type == CardType.CHARACTER and card.fighting is None:
        ctx.errors.add(f"cards[{index}].fighting", "required for a Character that is played")


def _check_effect(ctx: _Context, path: str, a: EffectAction) -> None:
    errors = ctx.errors
    card = ctx.cards.get(a.card)
    if card is None and a.source_type is None:
        errors.add(f"{path}.source_type", "required when `card` is not a card of the scenario")
    elif card is not None and a.source_type not in (None, card.type):
        errors.add(f"{path}.source_type", f"{card.title} is a {card.type}")
    kind = KINDS[a.effect]
    values = {"targets": a.targets, "amount": a.amount, "source": a.source, "from": a.from_,
              "to": a.to, "players": a.players, "token": a.token}
    for name in kind.needs:
        if values[name] is None or values[name] == ():
            errors.add(f"{path}.{name}", f"required for a {a.effect} effect")
    for j, target in enumerate(a.targets):
        if kind.aim == Aim.EFFECTS:
            # "<card>.<ability>.<n>" and "<effect>.then": triggered and delayed effects (triggers.py)
            if target.split(".")[0] not in ctx.effects and target.split(".")[0] not in ctx.cards:
                errors.add(f"{path}.targets[{j}]", f"unknown effect id {target!r}")
        else:
            ctx.card(f"{path}.targets[{j}]", target)
    if a.effect == K.GRANT and not (a.abilities or a.modifiers):
        errors.add(f"{path}.abilities", "a grant gives abilities and/or modifiers")
    for j, text in enumerate(a.abilities):
        try:
            parse_ability(text)
        except ValueError as exc:
            errors.add(f"{path}.abilities[{j}]", str(exc))
    if a.effect == K.REDIRECT:
        _check_redirect(ctx, path, a)
    elif a.effect == K.RETARGET:
        ctx.card(f"{path}.from", a.from_)
        ctx.card(f"{path}.to", a.to)
    else:
        check_effect_fields(ctx.errors, ctx.players, ctx.cards, ctx.effects, path, a)
    ctx.card(f"{path}.cost.turn", a.cost.turn)
    ctx.card(f"{path}.cost.sacrifice", a.cost.sacrifice)


def _check_redirect(ctx: _Context, path: str, a: EffectAction) -> None:
    if a.source is not None and a.source not in ctx.cards and a.source not in ctx.effects:
        ctx.errors.add(f"{path}.source", f"unknown card or effect {a.source!r}")
    ctx.card(f"{path}.from", a.from_)
    ctx.card(f"{path}.to", a.to)
