"""Marshmallow schemas for the Shadowfist scenario (docs/api.md), loading into records.

Structural validation only (types, required fields, enumerations, ranges); the meaning of
the scenario (ids that exist, locations that exist, limits) is checked in `scenario.py`.
`ShadowfistScenarioSchema` is the top-level schema; `ACTION_SCHEMAS` maps each `do` to
its schema, so the HTTP layer can describe the actions as a `oneOf` in OpenAPI.

Extensions to the scenario format of docs/api.md (all optional): players may carry `site_played_this_turn` (25.7)
and `deck_size` (5.1), cards in play `entered_this_turn` (it entered play in the scenario's first
turn); effects may carry `triggered` (a triggered effect or explicit
response, the only kind a closed scene accepts, 23.2) and `column`/`row` (where a card
whose control is taken is placed, 35.3), and `duration` also bounds a take_control (35.3.4);
`pass` may name a `player` (ignored: a `pass` means every player passes). Booleans must be
JSON booleans and numbers JSON integers; unknown fields are refused (they are usually typos).
The whole turn (docs/shadowfist-turn.md) adds `establishing_shot`, `turns` and `priority` to the
scenario, `hand`/`hand_size` to players, `requires`/`provides`/`attacks_out_of_turn` to cards,
`timing` to effects, and the Establishing Shot's `skip_generation`, `keep_turned`, `discard`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validate

from refbase.config import MAX_SCENARIO_ACTIONS, MAX_SCENARIO_CARDS, MAX_SCENARIO_PLAYERS, MAX_TITLE_CHARS
from refbase.engines.shadowfist.effects.effect_kinds import NAMEABLE
from refbase.engines.shadowfist.loading.schema_fields import (
    MAX_LIST,
    MAX_NUMBER,
    EnumValue,
    Flag,
    LoadedOnce,
    Memo,
    ModifierSchema,
    RecordSchema,
)
from refbase.engines.shadowfist.loading.schemas_abilities import load_written
from refbase.engines.shadowfist.model.matching import FACTIONS
from refbase.engines.shadowfist.model.records import (
    AnyAction,
    Assignment,
    Bid,
    CardSpec,
    Cost,
    DeclareAttack,
    Discard,
    Divide,
    EffectAction,
    EndTurn,
    Intercept,
    Join,
    Keep,
    KeepTurned,
    Move,
    Pass,
    PassBid,
    Place,
    PlaceAttackers,
    PlaceCard,
    Play,
    PlayerSpec,
    Relocate,
    Scenario,
    SiteFate,
    SkipGeneration,
    Use,
    UseStealth,
)
from refbase.engines.shadowfist.model.vocabulary import (
    CardType,
    Duration,
    EffectKindName,
    Fate,
    Format,
    Pile,
    Priority,
    Row,
    Side,
    Timing,
    Zone,
)

CARD_TYPES = tuple(CardType)
ZONES = tuple(Zone)
ROWS = tuple(Row)
EFFECT_KINDS = NAMEABLE
DURATIONS = tuple(Duration)
SITE_FATES = tuple(Fate)
FORMATS = tuple(Format)
SIDES = tuple(Side)
PILES = tuple(Pile)
COPIED_VALUES = ("fighting", "cost")
MAX_ID_CHARS = 100
MAX_RESOURCE_CHARS = 40
MAX_HAND = 1000
MAX_TURNS = 12
TIMINGS = (Timing.AUCTION, Timing.ESTABLISHING_SHOT)
PRIORITY_MODES = tuple(Priority)
_ID = validate.Length(min=1, max=MAX_ID_CHARS)
_NON_NEGATIVE = validate.Range(min=0, max=MAX_NUMBER)
_COLUMN = validate.Range(min=1, max=MAX_SCENARIO_CARDS)


def _id(**kw: Any) -> fields.String:
    return fields.String(validate=_ID, **kw)


def _ids(min_len: int = 0, **kw: Any) -> fields.List[str]:
    return fields.List(_id(), validate=validate.Length(min=min_len, max=MAX_SCENARIO_CARDS), **kw)


def _resources() -> fields.List[str]:
    """Resource requirements or provisions (8.4, 8.6): one entry per resource symbol."""
    return fields.List(fields.String(validate=validate.Length(min=1, max=MAX_RESOURCE_CHARS)),
                       load_default=list, validate=validate.Length(max=MAX_LIST))


def _count(**kw: Any) -> fields.Integer:
    return fields.Integer(strict=True, validate=_NON_NEGATIVE, **kw)


# --- Schemas ------------------------------------------------------------------------------


class PlayerSchema(RecordSchema):
    record = PlayerSpec
    id = _id(required=True)
    power = _count(load_default=0)
    burned_for_victory = _count(load_default=None)
    failed_attack_this_turn = Flag(load_default=False)
    site_played_this_turn = Flag(load_default=False)
    deck_size = _count(load_default=None)
    hand = fields.Integer(strict=True, load_default=None, validate=validate.Range(min=0, max=MAX_HAND))
    hand_size = fields.Integer(strict=True, load_default=None, validate=validate.Range(min=0, max=MAX_HAND))


class AbilityEntry(fields.Field[Any]):
    """One entry of a card's `abilities`: a printed bold-faced word, or an ability object
    (schemas_abilities.py: continuous, turn-and-maintain, triggered, activated)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str):
            if not 1 <= len(value) <= 100:
                raise ValidationError("a printed ability is 1 to 100 characters")
            return value
        if not isinstance(value, dict):
            raise ValidationError("an ability is a printed word (\"Toughness: 2\") or an object "
                                  "with a \"kind\"")
        return load_written(value)


class CardSchema(RecordSchema):
    record = CardSpec
    id = _id(required=True)
    title = fields.String(required=True, validate=validate.Length(min=1, max=MAX_TITLE_CHARS))
    subtitle = fields.String(load_default="", validate=validate.Length(max=MAX_TITLE_CHARS))
    type = EnumValue(CardType, required=True)
    controller = _id(required=True)
    owner = _id(load_default=None)
    zone = EnumValue(Zone, load_default=Zone.IN_PLAY)
    column = fields.Integer(strict=True, load_default=None, validate=_COLUMN)
    row = EnumValue(Row, load_default=None)
    attached_to = _id(load_default=None)
    fighting = _count(load_default=None)
    body = _count(load_default=None)
    power = _count(load_default=None)
    damage = _count(load_default=0)
    cost = _count(load_default=None)
    turned = Flag(load_default=False)
    face_down = Flag(load_default=False)
    unique = Flag(load_default=False)
    requires = _resources()
    provides = _resources()
    attacks_out_of_turn = Flag(load_default=False)
    abilities = fields.List(AbilityEntry(), load_default=list, validate=validate.Length(max=MAX_LIST))
    modifiers = fields.List(fields.Nested(ModifierSchema), load_default=list,
                            validate=validate.Length(max=MAX_LIST))
    fighting_is_x = Flag(load_default=False)
    cost_is_x = Flag(load_default=False)
    x_min = _count(load_default=0)
    factions = fields.List(fields.String(validate=validate.OneOf(FACTIONS)), load_default=list,
                           validate=validate.Length(max=len(FACTIONS)))
    counters = _count(load_default=0)
    entered_this_turn = Flag(load_default=False)

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        """Printed words stay in `abilities`; objects go to `written`, keeping their place."""
        entries = data.get("abilities", [])
        data["abilities"] = [e for e in entries if isinstance(e, str)]
        data["written"] = [dataclasses.replace(e, index=i) for i, e in enumerate(entries)
                           if not isinstance(e, str)]
        return super().make(data, **kw)


class TokenSchema(CardSchema):
    """The card a `token` effect creates (47.0): controller and zone come from the effect."""

    controller = _id(load_default="")
    zone = EnumValue(Zone, load_default=Zone.IN_PLAY, validate=validate.Equal("in_play"))


class _ActionSchema(RecordSchema):
    """Actions carry `do`; it selects the schema and is dropped from the record."""

    do = fields.String(required=True)

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        data.pop("do", None)
        return super().make(data, **kw)


class DeclareAttackSchema(_ActionSchema):
    record = DeclareAttack
    player = _id(required=True)
    attackers = _ids(1, required=True)
    target = _id(required=True)
    without_turning = _ids(load_default=list)


class JoinSchema(_ActionSchema):
    record = Join
    player = _id(required=True)
    attackers = _ids(1, required=True)
    targets = fields.Dict(keys=_id(), values=_id(), load_default=dict,
                          validate=validate.Length(max=MAX_SCENARIO_CARDS))


class PlaceSchema(RecordSchema):
    record = Place
    player = _id(required=True)
    column = fields.Integer(strict=True, load_default=None, validate=_COLUMN)


class MoveSchema(_ActionSchema):
    record = Move
    player = _id(required=True)
    character = _id(required=True)
    to = fields.Nested(PlaceSchema, required=True)


class AssignmentSchema(RecordSchema):
    record = Assignment
    attacker = _id(required=True)
    chain = _ids(1, required=True)


class InterceptSchema(_ActionSchema):
    record = Intercept
    player = _id(required=True)
    assignments = fields.List(fields.Nested(AssignmentSchema), required=True,
                              validate=validate.Length(min=1, max=MAX_SCENARIO_CARDS))


class StealthSchema(_ActionSchema):
    record = UseStealth
    player = _id(required=True)
    attacker = _id(required=True)
    bypass = _id(required=True)


class SiteFateSchema(_ActionSchema):
    record = SiteFate
    player = _id(required=True)
    site = _id(required=True)
    choice = EnumValue(Fate, required=True)
    column = fields.Integer(strict=True, load_default=None, validate=_COLUMN)
    row = EnumValue(Row, load_default=None)


class BidSchema(_ActionSchema):
    record = Bid
    player = _id(required=True)
    amount = _count(required=True)


class PassBidSchema(_ActionSchema):
    record = PassBid
    player = _id(required=True)


class KeepSchema(_ActionSchema):
    record = Keep
    player = _id(required=True)
    card = _id(required=True)


class DivideSchema(_ActionSchema):
    record = Divide
    player = _id(required=True)
    card = _id(required=True)
    damage = fields.Dict(keys=_id(), values=_count(), required=True,
                         validate=validate.Length(min=1, max=MAX_SCENARIO_CARDS))


class PlaySchema(_ActionSchema):
    record = Play
    player = _id(required=True)
    card = _id(required=True)
    column = fields.Integer(strict=True, load_default=None, validate=_COLUMN)
    row = EnumValue(Row, load_default=None)
    attached_to = _id(load_default=None)
    from_pile = EnumValue(Pile, load_default=Pile.HAND)
    permitted_by = _id(load_default=None)
    x = _count(load_default=None)
    reductions = _ids(load_default=list)


class RelocateSchema(_ActionSchema):
    record = Relocate
    player = _id(required=True)
    moves = fields.Dict(keys=_id(), values=EnumValue(Side),
                        required=True, validate=validate.Length(min=1, max=MAX_SCENARIO_CARDS))


class PlaceCardSchema(_ActionSchema):
    record = PlaceCard
    player = _id(required=True)
    card = _id(required=True)
    column = fields.Integer(strict=True, required=True, validate=_COLUMN)
    row = EnumValue(Row, load_default=None)


class PlaceAttackersSchema(_ActionSchema):
    record = PlaceAttackers
    player = _id(required=True)
    at_seized_site = _ids(load_default=list)


class EndTurnSchema(_ActionSchema):
    record = EndTurn
    player = _id(required=True)


class PassSchema(_ActionSchema):
    record = Pass
    player = _id(load_default=None)


class SkipGenerationSchema(_ActionSchema):
    record = SkipGeneration
    player = _id(required=True)


class KeepTurnedSchema(_ActionSchema):
    record = KeepTurned
    player = _id(required=True)
    cards = _ids(1, required=True)


class DiscardSchema(_ActionSchema):
    record = Discard
    player = _id(required=True)
    cards = _ids(load_default=list)
    unlisted = fields.Integer(strict=True, load_default=0, validate=validate.Range(min=0, max=MAX_HAND))


class CostSchema(RecordSchema):
    record = Cost
    turn = _id(load_default=None)
    power = _count(load_default=0)
    sacrifice = _id(load_default=None)


class EffectSchema(_ActionSchema):
    record = EffectAction
    id = _id(required=True)
    player = _id(required=True)
    card = fields.String(required=True, validate=validate.Length(min=1, max=MAX_TITLE_CHARS))
    source_type = EnumValue(CardType, load_default=None)
    effect = fields.String(required=True, validate=validate.OneOf(EFFECT_KINDS))
    targets = _ids(load_default=list)
    amount = _count(load_default=None)
    abilities = fields.List(fields.String(validate=validate.Length(min=1, max=100)),
                            load_default=list, validate=validate.Length(max=MAX_LIST))
    modifiers = fields.List(fields.Nested(ModifierSchema), load_default=list,
                            validate=validate.Length(max=MAX_LIST))
    duration = EnumValue(Duration, load_default=Duration.PERMANENT)
    cost = fields.Nested(CostSchema, load_default=Cost)
    source = _id(load_default=None)
    from_ = _id(data_key="from", load_default=None)
    to = _id(load_default=None)
    triggered = Flag(load_default=False)
    timing = EnumValue(Timing, load_default=None, validate=validate.OneOf(TIMINGS))
    column = fields.Integer(strict=True, load_default=None, validate=_COLUMN)
    row = EnumValue(Row, load_default=None)
    players = _ids(load_default=list)
    attached_to = _id(load_default=None)
    token = fields.Nested(TokenSchema, load_default=None)
    reduction = _count(load_default=0)
    reductions = _ids(load_default=list)
    x = _count(load_default=None)
    from_pile = EnumValue(Pile, load_default=Pile.HAND)
    permitted_by = _id(load_default=None)
    values = fields.List(fields.String(validate=validate.OneOf(COPIED_VALUES)), load_default=list,
                         validate=validate.Length(max=len(COPIED_VALUES)))
    waives_timing = Flag(load_default=False)

    @post_load
    def make(self, data: dict[str, Any], **kw: Any) -> Any:
        data["effect"] = EffectKindName(data["effect"])
        return super().make(data, **kw)


class UseSchema(_ActionSchema):
    """Use an ability object of a card's `abilities` (its index there), choosing `targets`."""

    record = Use
    id = _id(required=True)
    player = _id(required=True)
    card = _id(required=True)
    ability = fields.Integer(required=True, strict=True, validate=validate.Range(0, MAX_LIST - 1))
    targets = _ids(load_default=list)
    sacrifice = _id(load_default=None)
    discard = _id(load_default=None)
    turn = _id(load_default=None)
    toast = _id(load_default=None)
    give_to = _id(load_default=None)
    divide = fields.Dict(keys=_id(), values=_count(), load_default=None,
                         validate=validate.Length(min=1, max=MAX_SCENARIO_CARDS))
    source = _id(load_default=None)
    to = _id(load_default=None)
    attached_to = _id(load_default=None)
    column = fields.Integer(strict=True, load_default=None, validate=_COLUMN)
    reductions = _ids(load_default=list)


#: `do` -> schema of that action (instances are reused: loading is stateless).
ACTION_SCHEMAS: dict[str, Schema] = {
    "declare_attack": DeclareAttackSchema(), "join": JoinSchema(), "move": MoveSchema(),
    "intercept": InterceptSchema(), "stealth": StealthSchema(), "site_fate": SiteFateSchema(),
    "bid": BidSchema(), "pass_bid": PassBidSchema(), "keep": KeepSchema(),
    "divide": DivideSchema(), "play": PlaySchema(), "end_turn": EndTurnSchema(),
    "pass": PassSchema(), "effect": EffectSchema(), "relocate": RelocateSchema(),
    "place_attackers": PlaceAttackersSchema(), "place": PlaceCardSchema(), "use": UseSchema(),
    "skip_generation": SkipGenerationSchema(), "keep_turned": KeepTurnedSchema(),
    "discard": DiscardSchema(),
}


#: actions already loaded, shared by every ActionField (a scenario's, the legality query's)
_ACTIONS = Memo()


class ActionField(fields.Field[AnyAction]):
    """One action: the schema is chosen by its `do` (see ACTION_SCHEMAS); each distinct action
    is loaded once (`Memo`)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> AnyAction:
        action: AnyAction = _ACTIONS.load(value, lambda: _load_action(value))
        return action


def _load_action(value: Any) -> AnyAction:
    """An action loaded by the schema its `do` names."""
    if not isinstance(value, dict):
        raise ValidationError("an action is a JSON object")
    do = value.get("do")
    schema = ACTION_SCHEMAS.get(do) if isinstance(do, str) else None
    if schema is None:
        raise ValidationError({"do": [f"must be one of: {', '.join(ACTION_SCHEMAS)}"]})
    action: AnyAction = schema.load(value)
    return action


class ShadowfistScenarioSchema(RecordSchema):
    """Request body of `POST /api/v1/scenarios/resolve` for `"game": "shadowfist"`."""

    record = Scenario
    game = fields.String(required=True, validate=validate.Equal("shadowfist"))
    format = EnumValue(Format, load_default=None)
    active_player = _id(required=True)
    players = fields.List(fields.Nested(PlayerSchema), required=True,
                          validate=validate.Length(min=2, max=MAX_SCENARIO_PLAYERS))
    cards = fields.List(LoadedOnce(CardSchema), load_default=list,
                        validate=validate.Length(max=MAX_SCENARIO_CARDS))
    actions = fields.List(ActionField(), load_default=list,
                          validate=validate.Length(max=MAX_SCENARIO_ACTIONS),
                          metadata={"description": "each action has the fields of the schema its "
                                                   "`do` names (docs/shadowfist-actions.md)"})
    establishing_shot = Flag(load_default=False)
    turns = fields.Integer(strict=True, load_default=1, validate=validate.Range(min=1, max=MAX_TURNS))
    priority = EnumValue(Priority, load_default=Priority.IMPLICIT)


SCENARIO_SCHEMA = ShadowfistScenarioSchema()
