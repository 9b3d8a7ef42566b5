"""Load a UFS scenario (docs/api.md) into typed records, or raise `ScenarioInvalid`.

Marshmallow 4 schemas check the shape; `validation.check_board` then checks what the shape
cannot (unique ids, references, limits, board states the pause conditions never let stand).
Marshmallow's nested errors are flattened to contract field paths: `players[1].hand[0].block_zone`.

Fields added to the scenario format of docs/api.md (all optional; documented in `refbase.engines.ufs`):
`character.id` (default `<player>.character`) and `character.ready`; a player's `discard`,
`deck_size`, `cycle`, `next_card_difficulty`; staging cards' `name`, `keywords`,
`attached_to`; cards' `control`, `unblockable`; enhance `card`, `ability`, `choose`, `commit`,
`gain_vitality`, `unblockable`, `attack_to`, `deals_no_damage`, `modify.minimum|maximum`,
`pay` = `{commit, momentum, discard, check, check_commit, foundations, destroy, remove, flip}`;
the `respond` action with `restrictions`; form `restrictions`; effects' `deals_no_damage`.
"""

from __future__ import annotations

from typing import Any, cast

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from refbase.config import MAX_SCENARIO_ACTIONS, MAX_SCENARIO_CARDS
from refbase.engines.common import ScenarioInvalid, flatten_messages
from refbase.engines.ufs import model as m
from refbase.engines.ufs import rules as R
from refbase.engines.ufs.action_schemas import ActionField, PaySchema, RestrictionsSchema
from refbase.engines.ufs.schema_fields import (
    COUNT,
    NON_NEGATIVE,
    ZONE_CHOICE,
    Bool,
    IdList,
    Int,
    KeywordField,
    Keywords,
    Resources,
    Text,
    as_tuple,
)
from refbase.engines.ufs.validation import check_board
from refbase.engines.ufs.vocabulary import (
    STAGING_TYPES,
    AttackDestination,
    AttackZone,
    CardType,
    EffectTarget,
    Event,
    FormKind,
    KeywordName,
)


class CharacterSchema(Schema):
    id = Text(load_default=None)
    resources = Resources()
    name = Text(required=True)
    hand_size = Int(required=True, validate=COUNT)
    max_vitality = Int(required=True, validate=validate.Range(min=1, error="must be 1 or more"))
    ready = Bool(load_default=True)


class StagingSchema(Schema):
    id = Text(required=True)
    type = fields.String(required=True, validate=validate.OneOf(
        [str(t) for t in STAGING_TYPES], error=f"must be one of {', '.join(STAGING_TYPES)}"))
    #: left out: ready, or as the card it is attached to (D.2.2.3.3), set in PlayerSchema
    ready = Bool(load_default=None)
    name = Text(load_default=None)
    keywords = Keywords()
    attached_to = Text(load_default=None)
    face_down = Bool(load_default=False)

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {**data, "type": CardType(data["type"]), "keywords": tuple(data["keywords"])}


CARD_TYPES = tuple(t.value for t in CardType)


class CardSchema(Schema):
    id = Text(required=True)
    name = Text(load_default=None)
    type = fields.String(required=True, validate=validate.OneOf(
        CARD_TYPES, error=f"must be one of {', '.join(CARD_TYPES)}"))
    difficulty = Int(required=True, validate=NON_NEGATIVE)
    zone = fields.String(load_default=None, validate=ZONE_CHOICE)
    speed = Int(load_default=None, validate=NON_NEGATIVE)
    damage = Int(load_default=None, validate=NON_NEGATIVE)
    block_zone = fields.String(load_default=None, validate=ZONE_CHOICE)
    block_modifier = Int(load_default=None, validate=NON_NEGATIVE)
    control = Int(load_default=None, validate=NON_NEGATIVE)
    keywords = Keywords()
    unblockable = Bool(load_default=False)
    resources = Resources()

    @validates_schema
    def check_symbols(self, data: dict[str, Any], **_: Any) -> None:
        """Block zone and modifier share one symbol; attacks have speed and damage (and a zone,
        or none: then it is mid, C.3.3.2.2.1)."""
        if (data.get("block_zone") is None) != (data.get("block_modifier") is None):
            missing = "block_modifier" if data.get("block_modifier") is None else "block_zone"
            rules = R.cite(R.BLOCK_ZONE + R.BLOCK_MODIFIER)
            raise ValidationError({missing: [f"block_zone and block_modifier go together ({rules})"]})
        if data.get("type") == CardType.ATTACK:
            missing_values = [k for k in ("speed", "damage") if data.get(k) is None]
            if missing_values:  # an attack with no zone is mid (C.3.3.2.2.1)
                raise ValidationError({k: ["an attack card needs speed and damage"]
                                       for k in missing_values})

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.Card:
        data["name"] = data["name"] or data["id"]
        return m.Card(**{**data, "type": CardType(data["type"]), "zone": _zone(data["zone"]),
                         "block_zone": _zone(data["block_zone"]), "keywords": tuple(data["keywords"]),
                         "resources": as_tuple(data["resources"])})


def _zone(value: str | None) -> AttackZone | None:
    return None if value is None else AttackZone(value)


class PoolCardSchema(CardSchema):
    """A card in the card pool, which may be committed (C.1): its played abilities cannot be
    played then (H.5.1)."""

    ready = Bool(load_default=True)


_POOL_LIST = fields.List(fields.Nested(PoolCardSchema), validate=validate.Length(max=MAX_SCENARIO_CARDS))


class AttackCardSchema(CardSchema):
    type = fields.String(load_default="attack", validate=validate.Equal(
        "attack", error="the attack card must be of type attack"))


class SetValuesSchema(Schema):
    #: "" when not set; null: the zone becomes null, so the base zone is mid (C.3.3.2.2.1)
    zone = fields.String(load_default="", allow_none=True,
                         validate=validate.OneOf(["", *m.ZONES], error="must be one of high, mid, low, or null"))
    speed = Int(load_default=None, validate=NON_NEGATIVE)
    damage = Int(load_default=None, validate=NON_NEGATIVE)

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.SetValues:
        return m.SetValues(**data)


class EffectModifySchema(Schema):
    speed = Int(load_default=0)
    damage = Int(load_default=0)

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.EffectModify:
        return m.EffectModify(**data)


class EffectSchema(Schema):
    target = fields.String(load_default=EffectTarget.OWN, validate=validate.OneOf(tuple(EffectTarget),
                                                                                 error="must be one of own, opponent"))
    set = fields.Nested(SetValuesSchema, load_default=None)
    swap = fields.List(fields.String(validate=validate.OneOf(("speed", "damage"))), load_default=None,
                       validate=validate.Length(equal=2))
    modify = fields.Nested(EffectModifySchema, load_default=None)
    grant = KeywordField(load_default=None)
    deals_no_damage = Bool(load_default=False)

    @validates_schema
    def check_one(self, data: dict[str, Any], **_: Any) -> None:
        given = [k for k in ("set", "swap", "modify", "grant") if data.get(k) is not None]
        given += ["deals_no_damage"] if data.get("deals_no_damage") else []
        if len(given) != 1:
            raise ValidationError("an effect does exactly one of set, swap, modify, grant, deals_no_damage")
        if data.get("swap") is not None and sorted(data["swap"]) != ["damage", "speed"]:
            raise ValidationError({"swap": ["swap exchanges speed and damage"]})

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.Effect:
        return m.Effect(EffectTarget(data["target"]), data["set"], data["swap"] is not None, data["modify"], data["grant"],
                        data["deals_no_damage"])


class PoolField(fields.Field[int | list[m.Card]]):
    """`card_pool`: a count of unknown cards, or the cards themselves, oldest (leftmost) first."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> int | list[m.Card]:
        if isinstance(value, list):
            return cast(list[m.Card], _POOL_LIST.deserialize(value))
        count: int = Int(validate=COUNT).deserialize(value)
        return count


class PlayerSchema(Schema):
    id = Text(required=True)
    character = fields.Nested(CharacterSchema, required=True)
    vitality = Int(required=True)
    momentum = Int(load_default=0, validate=COUNT)
    card_pool = PoolField(load_default=0)
    discard = Int(load_default=0, validate=COUNT)
    staging = fields.List(fields.Nested(StagingSchema), load_default=list,
                          validate=validate.Length(max=MAX_SCENARIO_CARDS))
    hand = fields.List(fields.Nested(CardSchema), load_default=list,
                       validate=validate.Length(max=MAX_SCENARIO_CARDS))
    deck = fields.List(Int(validate=NON_NEGATIVE), load_default=list,
                       validate=validate.Length(max=MAX_SCENARIO_CARDS))
    deck_size = Int(load_default=None, validate=COUNT)
    cycle = fields.List(Int(validate=NON_NEGATIVE), load_default=None,
                        validate=validate.Length(max=MAX_SCENARIO_CARDS))
    next_card_difficulty = Int(load_default=0, validate=NON_NEGATIVE)
    check_modifier = Int(load_default=0, validate=validate.Range(min=-MAX_SCENARIO_CARDS, max=MAX_SCENARIO_CARDS))
    rechecks = Int(load_default=0, validate=COUNT)
    effects = fields.List(fields.Nested(EffectSchema), load_default=list, validate=validate.Length(max=20))

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.Player:
        char = data["character"]
        character = m.Character(char["id"] or f"{data['id']}.character", char["name"],
                                char["hand_size"], char["max_vitality"], char["ready"], as_tuple(char["resources"]))
        data["staging"] = _staging(data["staging"], character)
        pool = data["card_pool"]
        if isinstance(pool, list):
            data["card_pool"], data["pool"] = len(pool), tuple(pool)
        cycle = data["cycle"]
        return m.Player(**{**data, "character": character, "staging": tuple(data["staging"]),
                           "effects": tuple(data["effects"]),
                           "hand": tuple(data["hand"]), "deck": tuple(data["deck"]),
                           "cycle": None if cycle is None else tuple(cycle)})


def _staging(cards: list[dict[str, Any]], character: m.Character) -> list[m.StagingCard]:
    """The staging cards; one whose `ready` is left out is ready, or shares the state of the
    card it is attached to (D.2.2.3.3), which may itself be attached."""
    given = {c["id"]: c for c in cards}
    ready: dict[str, bool] = {character.id: character.ready}

    def state(card: dict[str, Any], seen: frozenset[str]) -> bool:
        if card["ready"] is not None:
            return bool(card["ready"])
        host = card["attached_to"]
        if host in ready:
            return ready[host]
        if host in given and host not in seen:
            return state(given[host], seen | {card["id"]})
        return True

    out = []
    for card in cards:
        ready[card["id"]] = state(card, frozenset())
        out.append(m.StagingCard(**{**card, "ready": ready[card["id"]]}))
    return out


class AttackSchema(Schema):
    player = Text(required=True)
    card = fields.Nested(AttackCardSchema, required=True)
    commit = IdList(load_default=None)


FORM_KINDS = tuple(FormKind)


class FormSchema(Schema):
    do = fields.String(required=True, validate=validate.OneOf(FORM_KINDS, error=f"must be one of {', '.join(FORM_KINDS)}"))
    card = Text(load_default=None)
    commit = IdList(load_default=None)
    ability = Text(load_default=None)
    gain_vitality = Int(load_default=0, validate=COUNT)
    pay = fields.Nested(PaySchema, load_default=m.Pay)
    restrictions = fields.Nested(RestrictionsSchema, load_default=m.Restrictions)

    @validates_schema
    def check_card(self, data: dict[str, Any], **_: Any) -> None:
        if (data.get("do") == FormKind.PASS) != (data.get("card") is None):
            raise ValidationError({"card": ["every form but pass names its card"]})
        if data["restrictions"].any and data.get("do") != FormKind.ABILITY:
            raise ValidationError({"restrictions": ["restrictions belong to a played ability "
                                                    f"({R.cite(R.FIRST_FORM + R.ZONE_RESTRICTED_ABILITY)}): use them with do ability"]})


_MOMENTUM_IDS = IdList()


def _ids(value: Any) -> tuple[str, ...]:
    ids: list[str] = _MOMENTUM_IDS.deserialize(value)
    return tuple(ids)


class MomentumField(fields.Field[tuple[tuple[str, tuple[str, ...]], ...]]):
    """`turn.momentum`: each player's own attacks kept as momentum, `{"A": [ids], "B": [ids]}`
    (F.3.2.2: the choice is the player's; F.3.1.1: the active player clears first). The older
    form, one list for both players, is read as each player's choice of the ids that are theirs;
    it is loaded as a single entry under the key ""."""

    default_error_messages = {"invalid": "give an object of player id: [attack ids] (each player chooses for "
                                         f"their own attacks, {R.cite(R.CLEAR_TO_MOMENTUM)}), or one list of attack ids"}

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> tuple[tuple[str, tuple[str, ...]], ...]:
        if isinstance(value, list):
            return (("", _ids(value)),)
        if not isinstance(value, dict):
            raise self.make_error("invalid")
        errors: dict[str, Any] = {}
        out: list[tuple[str, tuple[str, ...]]] = []
        for pid, ids in value.items():
            if not isinstance(pid, str) or not pid:
                raise self.make_error("invalid")
            try:
                out.append((pid, _ids(ids)))
            except ValidationError as error:
                errors[str(pid)] = error.messages
        if errors:
            raise ValidationError(errors)
        return tuple(out)


class TurnSchema(Schema):
    review = Text(load_default=None)
    draw = fields.List(fields.Nested(CardSchema), load_default=list, validate=validate.Length(max=MAX_SCENARIO_CARDS))
    forms = fields.List(fields.Nested(FormSchema), load_default=list, validate=validate.Length(max=MAX_SCENARIO_ACTIONS))
    momentum = MomentumField(load_default=None, metadata={
        "description": "Each player's attacks that dealt damage kept as momentum, by player id; a player "
                       "left out is asked (pending). One list for both players is also accepted.",
        "oneOf": [{"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}},
                  {"type": "array", "items": {"type": "string"}}]})
    destroy = IdList(load_default=None)

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.Turn:
        forms = tuple(m.Form(i, FormKind(f["do"]), f["card"], as_tuple(f["commit"]), f["ability"], f["gain_vitality"], f["pay"],
                             f["restrictions"]) for i, f in enumerate(data["forms"]))
        momentum = data["momentum"]
        combined = momentum is not None and len(momentum) == 1 and momentum[0][0] == ""
        return m.Turn(data["review"], tuple(data["draw"]), forms, momentum, combined, as_tuple(data["destroy"]))


class UfsScenarioSchema(Schema):
    """The request body of `POST /api/v1/scenarios/resolve` for `"game": "ufs"`."""

    game = fields.String(required=True, validate=validate.Equal("ufs", error="must be ufs"))
    active_player = Text(required=True)
    players = fields.List(fields.Nested(PlayerSchema), required=True, validate=validate.Length(
        equal=2, error="UFS is played by exactly 2 players"))
    #: optional with `turn` (whose forms play cards from the hand); required without it
    attack = fields.Nested(AttackSchema, load_default=None)
    actions = fields.List(ActionField(), load_default=list, validate=validate.Length(
        max=MAX_SCENARIO_ACTIONS, error=f"at most {MAX_SCENARIO_ACTIONS} actions"))
    turn = fields.Nested(TurnSchema, load_default=None)

    @validates_schema(skip_on_field_errors=False)
    def check_attack(self, data: dict[str, Any], **_: Any) -> None:
        """Without `turn` the scenario is one attack played as a form: it needs that attack."""
        if data.get("attack") is None and data.get("turn") is None:
            raise ValidationError({"attack": ["required without turn: such a scenario plays this attack; only a "
                                              "scenario with turn (whose forms play cards from the hand) may leave it out"]})

    @post_load
    def build(self, data: dict[str, Any], **_: Any) -> m.Scenario:
        given = data["attack"]
        attack = None if given is None else m.AttackSpec(given["player"], given["card"], as_tuple(given["commit"]))
        actions = tuple(_action(i, record, fields_) for i, (record, fields_) in enumerate(data["actions"]))
        return m.Scenario(data["active_player"], tuple(data["players"]), attack, actions, data["turn"])


def _action(index: int, record: type, data: dict[str, Any]) -> m.Action:
    """Build the action record, with its index in `actions` (used by `illegal.action`)."""
    data = {k: (as_tuple(v) if isinstance(v, list) else v) for k, v in data.items() if k != "do"}
    if data.get("keyword") is not None:
        data["keyword"] = KeywordName(data["keyword"])
    if data.get("attack_to") is not None:
        data["attack_to"] = AttackDestination(data["attack_to"])
    if data.get("condition") is not None:
        data["condition"] = Event(data["condition"])
    action: m.Action = record(index=index, **data)
    return action


_SCHEMA = UfsScenarioSchema()


def load_scenario(payload: Any) -> m.Scenario:
    """Validate the shape and meaning of a UFS scenario; raise ScenarioInvalid with flat paths."""
    if not isinstance(payload, dict):
        raise ScenarioInvalid({"_body": ["a scenario is a JSON object"]})
    try:
        scenario: m.Scenario = _SCHEMA.load(payload)
    except ValidationError as error:
        raise ScenarioInvalid(flatten_messages(error.messages)) from None
    errors = check_board(scenario)
    if errors:
        raise ScenarioInvalid(errors)
    return scenario

