"""The UFS script's actions (docs/api.md): pay, modify, enhance, block, respond, each loaded
into its record; `ActionField` picks the schema by `do`."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.schema_fields import COUNT, NON_NEGATIVE, Bool, IdList, Int, Text, as_tuple
from refbase.engines.ufs.vocabulary import (
    Event,
    KeywordName,
    Zone,
)


class PaySchema(Schema):
    commit = IdList(load_default=list)
    momentum = Int(load_default=0, validate=COUNT)
    discard = IdList(load_default=list)
    check = Int(load_default=None, validate=NON_NEGATIVE)
    check_commit = IdList(load_default=None)
    foundations = IdList(load_default=list)
    destroy = IdList(load_default=list)
    remove = IdList(load_default=list)
    flip = IdList(load_default=list)

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.Pay:
        return m.Pay(tuple(data["commit"]), data["momentum"], tuple(data["discard"]), data["check"],
                     as_tuple(data["check_commit"]), tuple(data["foundations"]), tuple(data["destroy"]),
                     tuple(data["remove"]), tuple(data["flip"]))


class ModifySchema(Schema):
    speed = Int(load_default=0)
    damage = Int(load_default=0)
    difficulty = Int(load_default=0)
    minimum = Int(load_default=None)
    maximum = Int(load_default=None)

    @validates_schema
    def check_not_empty(self, data: dict[str, Any], **_: Any) -> None:
        if not any(data.get(k) for k in ("speed", "damage", "difficulty")):
            raise ValidationError("give a non-zero speed, damage or difficulty change")

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.Modify:
        return m.Modify(**data)


ENHANCE_KEYWORD_CHOICE = validate.OneOf(
    ("Breaker", "Deadlock", "Desperation", "EX", "Multiple", "Powerful", "Stun", "Combo", "Flash",
     "Reversal", "Safe", "Terrain", "Throw", "Unique"),
    error="must name a keyword ability, e.g. Stun, EX, Powerful, Multiple")


class ActionSchema(Schema):
    do = fields.String(required=True)
    player = Text(required=True)


class RestrictionsSchema(Schema):
    first = Bool(load_default=False)
    combo = Bool(load_default=False)
    deadlock = Bool(load_default=False)
    desperation = Bool(load_default=False)
    character = Text(load_default=None)
    resource = Text(load_default=None)
    zone = fields.String(load_default=None, validate=validate.OneOf(
        ("hand", "staging", "card_pool"), error="must be one of hand, staging, card_pool"))
    per_turn = Int(load_default=None, validate=validate.OneOf((1, 2), error="must be 1 or 2"))
    your_turn = Bool(load_default=False)
    opponents_turn = Bool(load_default=False)
    your_attack = Bool(load_default=False)
    opponents_attack = Bool(load_default=False)
    enhance_step = Bool(load_default=False)
    while_committed = Bool(load_default=False)
    either_player = Bool(load_default=False)

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.Restrictions:
        zone = data.pop("zone")
        return m.Restrictions(**data, zone=None if zone is None else Zone(zone))


class EnhanceSchema(ActionSchema):
    keyword = fields.String(load_default=None, validate=ENHANCE_KEYWORD_CHOICE)
    modify = fields.Nested(ModifySchema, load_default=None)
    pay = fields.Nested(PaySchema, load_default=m.Pay)
    card = Text(load_default=None)
    ability = Text(load_default=None)
    choose = IdList(load_default=None)
    commit = IdList(load_default=None)
    gain_vitality = Int(load_default=0, validate=COUNT)
    unblockable = Bool(load_default=False)
    attack_to = fields.String(load_default=None, validate=validate.OneOf(
        ("discard", "hand", "removed"), error="must be one of discard, hand, removed"))
    restrictions = fields.Nested(RestrictionsSchema, load_default=m.Restrictions)
    deals_no_damage = Bool(load_default=False)

    @validates_schema
    def check_keyword_alone(self, data: dict[str, Any], **_: Any) -> None:
        """A keyword ability's effect is its printed text; it takes no extra effects."""
        if data.get("choose") is not None and data.get("keyword") != KeywordName.STUN:
            raise ValidationError({"choose": ["choose names the foundations a Stun commits: use it with "
                                              "keyword Stun"]})
        if data.get("keyword") is None:
            return
        extras = [k for k in ("modify", "gain_vitality", "unblockable", "attack_to", "deals_no_damage") if data.get(k)]
        if data["restrictions"].any:
            extras.append("restrictions")
        if extras:
            raise ValidationError({extras[0]: [f"an enhance with keyword {data['keyword']} has "
                                               "only that keyword's effect"]})


class BlockSchema(ActionSchema):
    card = Text(required=True)
    commit = IdList(load_default=None)


class RespondSchema(ActionSchema):
    card = Text(required=True)
    keyword = fields.String(load_default=None, validate=validate.OneOf(
        ("Breaker", "Reversal"), error="must be one of Breaker, Reversal"))
    commit = IdList(load_default=None)
    condition = fields.String(load_default=None, validate=validate.OneOf(
        tuple(e.value for e in Event), error="must be one of blocked, resolved"))
    ability = Text(load_default=None)
    modify = fields.Nested(ModifySchema, load_default=None)
    gain_vitality = Int(load_default=0, validate=COUNT)
    pay = fields.Nested(PaySchema, load_default=m.Pay)
    restrictions = fields.Nested(RestrictionsSchema, load_default=m.Restrictions)
    deals_no_damage = Bool(load_default=False)

    @validates_schema
    def check_kind(self, data: dict[str, Any], **_: Any) -> None:
        """A keyword response has only its printed effect; any other response names its condition."""
        if (data.get("keyword") is None) == (data.get("condition") is None):
            raise ValidationError({"keyword": ["give keyword (Breaker or Reversal) or condition, not both"]})
        if data.get("keyword") is not None:
            extras = [k for k in ("modify", "gain_vitality", "deals_no_damage") if data.get(k)]
            if data["restrictions"].any or not data["pay"].empty or data["pay"].check is not None:
                extras.append("restrictions" if data["restrictions"].any else "pay")
            if extras:
                raise ValidationError({extras[0]: [f"a {data['keyword']} response has only that keyword's effect"]})
        if data["restrictions"].first:
            raise ValidationError({"restrictions.first": [
                "the rules give First a time frame for forms and enhances only "
                f"({R.cite(R.FIRST_RESTRICTION + R.FIRST_FORM + R.FIRST_ENHANCE)}), not for responses"]})


ACTION_SCHEMAS: dict[str, tuple[Schema, type]] = {
    "enhance": (EnhanceSchema(), m.Enhance),
    "pass": (ActionSchema(), m.Pass),
    "block": (BlockSchema(), m.Block),
    "no_block": (ActionSchema(), m.NoBlock),
    "respond": (RespondSchema(), m.Respond),
}


class ActionField(fields.Field[tuple[type, dict[str, Any]]]):
    """One action; its `do` picks the schema. Loads to a (record class, data) pair."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> tuple[type, dict[str, Any]]:
        if not isinstance(value, dict):
            raise ValidationError("an action is an object")
        kind = value.get("do")
        entry = ACTION_SCHEMAS.get(kind) if isinstance(kind, str) else None
        if entry is None:
            raise ValidationError({"do": [f"must be one of {', '.join(ACTION_SCHEMAS)}"]})
        schema, record = entry
        return record, schema.load(value)
