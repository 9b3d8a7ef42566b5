"""Schemas of scenario resolution (docs/api.md, Resolution) and of the scenario library."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from refbase.api.schemas.common import CitationSchema


class StepSchema(Schema):
    n = fields.Integer(required=True)
    phase = fields.String(required=True)
    text = fields.String(required=True)
    rules = fields.List(fields.Nested(CitationSchema), required=True)


class IllegalSchema(Schema):
    action = fields.Integer(required=True, metadata={
        "description": "index in `actions`; -1 when the UFS `attack` itself cannot be played"})
    reason = fields.String(required=True)
    rules = fields.List(fields.Nested(CitationSchema), required=True)


class PendingSchema(Schema):
    decision = fields.String(required=True)
    player = fields.String(allow_none=True, required=True)
    options = fields.List(fields.Raw(), required=True)
    rules = fields.List(fields.Nested(CitationSchema), required=True)


class FinalSchema(Schema):
    cards = fields.Dict(keys=fields.String(), values=fields.Dict(), required=True)
    players = fields.Dict(keys=fields.String(), values=fields.Dict(), required=True)
    attack = fields.Dict(required=True)
    winner = fields.String(allow_none=True, required=True)
    attacks = fields.List(fields.Dict(), metadata={"description": "UFS: every attack sequence, in order"})
    turn = fields.Dict(metadata={"description": "Shadowfist: {number, active_player} once an Establishing "
                                                "Shot ran (docs/shadowfist-turn.md)"})


class ResolutionSchema(Schema):
    game = fields.String(required=True)
    outcome = fields.String(required=True, metadata={"enum": ["resolved", "illegal", "pending"]})
    illegal = fields.Nested(IllegalSchema, allow_none=True, required=True)
    pending = fields.Nested(PendingSchema, allow_none=True, required=True)
    steps = fields.List(fields.Nested(StepSchema), required=True)
    final = fields.Nested(FinalSchema, required=True)
    boards = fields.List(fields.Nested(FinalSchema), metadata={
        "description": "only with `?boards=true`: the board before any step (`boards[0]`) and after each "
                       "step (`boards[n]` after step n), each in the shape of `final`; a long resolution of a "
                       "big board has its first boards only (20,000 cards in all)"})


class ResolveArgs(Schema):
    boards = fields.Boolean(load_default=False, metadata={
        "description": "also answer `boards`: the board before and after every step (for a step-by-step replay)"})


class StandingSchema(Schema):
    phase = fields.String(required=True, metadata={
        "description": "the part of the procedure (`over` when nothing more can happen)"})
    window = fields.String(allow_none=True, required=True, metadata={
        "description": "the open window or decision, in words"})
    decision_by = fields.String(allow_none=True, required=True, metadata={"description": "whose decision it is"})
    step = fields.String(metadata={"description": "UFS: the attack sequence step (enhance, block, response)"})


class OptionSchema(Schema):
    action = fields.Dict(required=True, metadata={
        "description": "a complete action object: append it to `actions` and it resolves without `illegal` there"})
    label = fields.String(required=True)
    rules = fields.List(fields.Nested(CitationSchema), required=True)
    open = fields.List(fields.String(), metadata={
        "description": "fields of `action` left for the player to fill in (an effect's details)"})
    replaces = fields.Integer(metadata={
        "description": "when present, `action` replaces `actions[replaces]` instead of being appended: a "
                       "decision made by filling in a field of that action (UFS: which cards to commit)"})


class OptionsSchema(Schema):
    game = fields.String(required=True)
    outcome = fields.String(required=True, metadata={
        "enum": ["resolved", "illegal", "pending"], "description": "what resolve says for the same actions"})
    at = fields.Nested(StandingSchema, required=True)
    options = fields.List(fields.Nested(OptionSchema), required=True, metadata={
        "description": "every legal next action; empty when the prefix is illegal"})
    only_pass = fields.Boolean(required=True, metadata={"description": "nothing is legal but passing or declining"})
    truncated = fields.Boolean(required=True, metadata={
        "description": "more candidates than the documented limit: only the first were checked"})
    illegal = fields.Nested(IllegalSchema, allow_none=True, required=True)
    pending = fields.Nested(PendingSchema, allow_none=True, required=True)


class ShareRequestSchema(Schema):
    scenario = fields.Dict(required=True, metadata={"description": "a Shadowfist or UFS scenario, as resolve takes"})
    question = fields.String(load_default="", validate=validate.Length(max=500), metadata={
        "description": "the question the scenario asks, shown as the shared page's title"})


class ShareSchema(Schema):
    token = fields.String(required=True, metadata={"description": "`s1.` + base64url(zlib(JSON))"})
    url = fields.String(required=True, metadata={"description": "the page that opens the same answer"})
    export_url = fields.String(required=True, metadata={"description": "the library file format"})


class LibrarySummarySchema(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    title = fields.String(required=True)
    question = fields.String(required=True)
    source = fields.Dict(keys=fields.String(), values=fields.String(), required=True)
    note = fields.String(required=True)


class LibraryListSchema(Schema):
    scenarios = fields.List(fields.Nested(LibrarySummarySchema), required=True)


class LibraryScenarioSchema(LibrarySummarySchema):
    scenario = fields.Dict(required=True)
    expected = fields.Dict(required=True)


def scenario_request_body() -> dict[str, Any]:
    """OpenAPI request body: a Shadowfist or UFS scenario (docs/api.md)."""
    return {
        "required": True,
        "content": {"application/json": {"schema": {
            "oneOf": [{"$ref": "#/components/schemas/ShadowfistScenario"},
                      {"$ref": "#/components/schemas/UfsScenario"}],
            "description": "a Shadowfist scenario or a UFS scenario",
        }}},
    }
