"""Health: which data set this process serves."""

from __future__ import annotations

from marshmallow import Schema, fields, validate


class BuildSchema(Schema):
    """The served build: its id, a checksum of its files, when it was built."""

    id = fields.String(required=True)
    checksum = fields.String(required=True, metadata={"description": "SHA-256 over the build's file digests"})
    fingerprint = fields.String(required=True, metadata={"description": "hash of the inputs it was built from"})
    built_at = fields.String(required=True, metadata={"description": "UTC, ISO 8601"})


class HealthSchema(Schema):
    """`ok`: serving the current build, or opening it in the background (`switching`) while
    answering from the previous one, its files intact; `degraded`: serving an older intact
    build because the current one cannot be read or verified, or the served build's files no
    longer match the SHA-256 digests its build.json recorded (`intact` false, `damaged` names
    them); `unavailable` (503): no data."""

    status = fields.String(required=True, validate=validate.OneOf(["ok", "degraded"]))
    current = fields.Boolean(required=True, metadata={"description": "the served build is the data directory's current one"})
    intact = fields.Boolean(required=True, metadata={"description": "its files still have their recorded digests"})
    damaged = fields.List(fields.String(), required=True,
                          metadata={"description": "files of the build (names inside it) whose content changed"})
    switching = fields.String(required=True, allow_none=True, metadata={
        "description": "the id of a new build this process is opening in the background (answers come from "
                       "`build` until it is swapped in with its card catalogue), else null"})
    build = fields.Nested(BuildSchema, required=True)
