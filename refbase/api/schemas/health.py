"""Health: which data set this process serves."""

from __future__ import annotations

from marshmallow import Schema, fields


class BuildSchema(Schema):
    """The served build: its id, a checksum of its files, when it was built."""

    id = fields.String(required=True)
    checksum = fields.String(required=True, metadata={"description": "SHA-256 over the build's file digests"})
    fingerprint = fields.String(required=True, metadata={"description": "hash of the inputs it was built from"})
    built_at = fields.String(required=True, metadata={"description": "UTC, ISO 8601"})


class HealthSchema(Schema):
    """`ok`: serving the current build; `degraded`: serving an older intact build because the
    current one cannot be read or verified; `unavailable` (503): no data."""

    status = fields.String(required=True, metadata={"enum": ["ok", "degraded"]})
    current = fields.Boolean(required=True)
    build = fields.Nested(BuildSchema, required=True)
