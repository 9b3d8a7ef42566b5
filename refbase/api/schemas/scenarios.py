"""Schemas of scenario resolution (the contract's section 5) and of the scenario library."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

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


class ResolutionSchema(Schema):
    game = fields.String(required=True)
    outcome = fields.String(required=True, metadata={"enum": ["resolved", "illegal", "pending"]})
    illegal = fields.Nested(IllegalSchema, allow_none=True, required=True)
    pending = fields.Nested(PendingSchema, allow_none=True, required=True)
    steps = fields.List(fields.Nested(StepSchema), required=True)
    final = fields.Nested(FinalSchema, required=True)


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
    """OpenAPI request body: a Shadowfist (contract §3) or UFS (contract §4) scenario."""
    return {
        "required": True,
        "content": {"application/json": {"schema": {
            "oneOf": [{"$ref": "#/components/schemas/ShadowfistScenario"},
                      {"$ref": "#/components/schemas/UfsScenario"}],
            "description": "Shadowfist scenario (contract section 3) or UFS scenario (section 4)",
        }}},
    }
