"""Marshmallow schemas of the ability objects a card's `abilities` list may hold (written.py).

An entry of `abilities` is either a printed bold-faced word ("Toughness: 2") or an object
with a `kind`; `AbilityEntry` (schemas.py) sends objects here. A bad object is refused with
a 422 naming the path, e.g. `cards[2].abilities[1].condition.is`.
"""

from __future__ import annotations

import json
from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from refbase.engines.shadowfist.effects.effect_kinds import KINDS, NAMEABLE
from refbase.engines.shadowfist.effects.effect_kinds import Aim as KindAim
from refbase.engines.shadowfist.loading.schema_fields import MAX_LIST, MAX_NUMBER, Flag, ModifierSchema
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import parse_ability
from refbase.engines.shadowfist.model.matching import FACTIONS
from refbase.engines.shadowfist.model.rules import numbers
from refbase.engines.shadowfist.model.vocabulary import CardType, Duration, EffectKindName
from refbase.engines.shadowfist.model.written import (
    BY_THIS_CARD,
    AbilityKind,
    Aim,
    CardState,
    Condition,
    Delayed,
    Is,
    Of,
    On,
    Per,
    Selector,
    Template,
    Trigger,
    Whose,
    WrittenAbility,
)

#: when a delayed effect may be set to happen (26.4)
DELAYED_AT = (On.END_OF_TURN, On.END_OF_ATTACK)


def _choice(values: Any, **kw: Any) -> fields.String:
    return fields.String(validate=validate.OneOf(tuple(values)), **kw)


class _Loads(Schema):
    record: type | None = None

    @post_load
    def make(self, data: dict[str, Any], **_: Any) -> Any:
        assert self.record is not None
        values = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
        return self.record(**values)


def _bold(value: str) -> None:
    try:
        parse_ability(value)
    except ValueError as exc:
        raise ValidationError(str(exc)) from None


_BOLD = fields.List(fields.String(validate=[validate.Length(min=1, max=100), _bold]),
                    load_default=list, validate=validate.Length(max=MAX_LIST))


class SelectorSchema(_Loads):
    record = Selector
    type = _choice(CardType, load_default=None)
    designator = fields.String(load_default=None, validate=[
        validate.Length(min=1, max=60),
        validate.Regexp(r"^\S+$", error=f"a designator is one word, without spaces "
                        f"{numbers(R.DESIGNATORS + R.DESIGNATOR_WORDS)}: a card whose title "
                        f"has that word matches")])
    faction = _choice(FACTIONS, load_default=None)
    controller = _choice(Whose, load_default=Whose.ANY)
    at_this_location = Flag(load_default=False)
    other = Flag(load_default=False)
    unique = Flag(load_default=None)
    state = _choice(CardState, load_default=None)

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        data["controller"] = Whose(data["controller"])
        data["state"] = CardState(data["state"]) if data["state"] is not None else None
        return super().make(data, **kw)


class ConditionSchema(_Loads):
    record = Condition
    is_ = _choice(Is, data_key="is", required=True)
    of = _choice(Of, load_default=Of.AFFECTED)

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        return Condition(Is(data["is_"]), Of(data["of"]))


class TriggerSchema(_Loads):
    record = Trigger
    on = _choice([o for o in On if o != On.END_OF_ATTACK], required=True)
    card = fields.Nested(SelectorSchema, load_default=None)
    any_card = Flag(load_default=False)
    whose_turn = _choice(Whose, load_default=Whose.ANY)
    combat = Flag(load_default=False)
    subject = Flag(load_default=False)

    @validates_schema
    def _combat(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("combat") and data.get("on") not in BY_THIS_CARD:
            raise ValidationError(f"\"combat\" (combat damage only) goes with \"on\": "
                                  f"{' or '.join(BY_THIS_CARD)}", "combat")
        if data.get("subject") and (data.get("card") is not None or data.get("any_card")
                                    or data.get("on") in BY_THIS_CARD):
            raise ValidationError("\"subject\" names the card the trigger happens to: not with \"card\", "
                                  "\"any_card\" or a trigger on what this card does", "subject")

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        data["on"], data["whose_turn"] = On(data["on"]), Whose(data["whose_turn"])
        return super().make(data, **kw)


class TemplateSchema(_Loads):
    record = Template
    effect = fields.String(required=True)
    aim = _choice(Aim, load_default=Aim.CHOSEN)
    select = fields.Nested(SelectorSchema, load_default=None)
    amount = fields.Integer(strict=True, load_default=None, validate=validate.Range(0, MAX_NUMBER))
    modifiers = fields.List(fields.Nested(ModifierSchema), load_default=list,
                            validate=validate.Length(max=MAX_LIST))
    abilities = _BOLD
    duration = _choice(Duration, load_default=Duration.PERMANENT)
    power = fields.Integer(strict=True, load_default=0, validate=validate.Range(0, MAX_NUMBER))
    turn_self = Flag(load_default=False)
    choose = Flag(load_default=False)
    delayed = fields.Nested(lambda: DelayedSchema(), load_default=None)

    @validates_schema
    def _kind(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("effect") not in NAMEABLE:
            raise ValidationError(f"must be one of: {', '.join(NAMEABLE)}", "effect")
        _verify_template_kind(data)
        if data.get("choose") and data.get("aim", Aim.CHOSEN) != Aim.CHOSEN:
            raise ValidationError("\"choose\" says how the `chosen` cards are picked: only with \"aim\": \"chosen\"",
                                  "choose")
        if data.get("aim") in (Aim.ALL,) and data.get("select") is None:
            raise ValidationError("\"aim\": \"all\" needs a \"select\" saying which cards", "select")

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        data["aim"], data["effect"] = Aim(data["aim"]), EffectKindName(data["effect"])
        data["duration"] = Duration(data["duration"])
        return super().make(data, **kw)


#: what a written effect can say besides its kind: its cards (`aim`, `select`) and these
TEMPLATE_FIELDS = ("targets", "amount")


def _verify_template_kind(data: dict[str, Any]) -> None:
    """A written effect of a kind whose needs a template cannot give (a token's card, a
    redirection's source, a copy's original, effects or cards out of play as targets) would
    be generated incomplete: refused here with the way to write it instead."""
    kind = KINDS[data["effect"]]
    missing = [n for n in kind.needs if n not in TEMPLATE_FIELDS]
    if missing or kind.aim in (KindAim.EFFECTS, KindAim.PILES):
        what = f"its {', '.join(missing)}" if missing else f"its targets ({kind.aim} out of play or on the stack)"
        raise ValidationError(f"a written ability cannot generate a `{kind.name}` effect: {what} cannot be "
                              f"written in an ability's effect; write it as an `effect` action", "effect")
    if "amount" in kind.needs and data.get("amount") is None:
        raise ValidationError(f"a `{kind.name}` effect needs an amount", "amount")


class DelayedSchema(_Loads):
    record = Delayed
    at = _choice(DELAYED_AT, required=True)
    effect = fields.Nested(TemplateSchema, required=True)

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        return Delayed(On(data["at"]), data["effect"])


_NEEDS = {
    AbilityKind.CONTINUOUS: ("modifiers or grants", ("trigger", "effect", "optional", "once_per")),
    AbilityKind.TURN_AND_MAINTAIN: ("effect", ("trigger", "per", "optional")),
    AbilityKind.TRIGGERED: ("trigger and effect", ("condition", "per")),
    AbilityKind.ACTIVATED: ("effect", ("trigger", "per", "optional")),
    AbilityKind.PLAY_ON: ("affects", ("trigger", "effect", "optional", "per", "per_counter", "condition",
                                      "modifiers", "grants", "once_per")),
}


class WrittenAbilitySchema(_Loads):
    record = WrittenAbility
    kind = _choice(AbilityKind, required=True)
    text = fields.String(load_default="", validate=validate.Length(max=500))
    modifiers = fields.List(fields.Nested(ModifierSchema), load_default=list,
                            validate=validate.Length(max=MAX_LIST))
    grants = _BOLD
    affects = fields.Nested(SelectorSchema, load_default=None)
    condition = fields.Nested(ConditionSchema, load_default=None)
    per = fields.Nested(SelectorSchema, load_default=None)
    per_counter = Flag(load_default=False)
    trigger = fields.Nested(TriggerSchema, load_default=None)
    optional = Flag(load_default=False)
    effect = fields.Nested(TemplateSchema, load_default=None)
    once_per = _choice(Per, load_default=None)

    @validates_schema
    def _shape(self, data: dict[str, Any], **_: Any) -> None:
        kind = data.get("kind")
        if kind is None:
            return
        needs, refused = _NEEDS[AbilityKind(kind)]
        for name in refused:
            if data.get(name):
                raise ValidationError(f"not part of a {kind} ability (it needs {needs})", name)
        if kind == AbilityKind.CONTINUOUS:
            if not data.get("modifiers") and not data.get("grants"):
                raise ValidationError("a continuous ability gives modifiers or grants", "modifiers")
            if data.get("per") is not None and data.get("per_counter"):
                raise ValidationError("count cards (per) or counters (per_counter), not both",
                                      "per_counter")
            return
        if kind == AbilityKind.PLAY_ON:
            if data.get("affects") is None:
                raise ValidationError(f"a play_on ability names the State's valid subjects "
                                      f"{numbers(R.VALID_SUBJECT)} in \"affects\"", "affects")
            return
        if data.get("effect") is None:
            raise ValidationError(f"a {kind} ability needs an effect", "effect")
        if kind == AbilityKind.TRIGGERED and data.get("trigger") is None:
            raise ValidationError("a triggered ability needs a trigger", "trigger")
        effect = data["effect"]
        if kind == AbilityKind.TRIGGERED and not data.get("optional") and (
                effect.power or effect.turn_self):
            raise ValidationError(f"a triggered effect with a cost is voluntary "
                                  f"{numbers(R.VOLUNTARY_TRIGGER)}: set \"optional\": true",
                                  "optional")
        for name in ("modifiers", "grants", "affects", "per_counter"):
            if data.get(name):
                raise ValidationError(f"only a continuous ability has {name}; put them in the "
                                      f"effect", name)

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        data["kind"] = AbilityKind(data["kind"])
        data["once_per"] = Per(data["once_per"]) if data["once_per"] is not None else None
        return super().make(data, **kw)


WRITTEN_SCHEMA = WrittenAbilitySchema()

_LOADED: dict[str, WrittenAbility] = {}
_MAX_LOADED = 2048


def load_written(value: dict[str, Any]) -> WrittenAbility:
    """Load one ability object. Records are immutable, so an object written the same way
    again (the same card in several scenarios, each trial of the legality query) is loaded
    once; errors are raised each time, as they are never stored."""
    key = json.dumps(value, sort_keys=True, default=str)
    found = _LOADED.get(key)
    if found is None:
        found = WRITTEN_SCHEMA.load(value)
        if len(_LOADED) >= _MAX_LOADED:
            _LOADED.clear()
        _LOADED[key] = found
    return found
