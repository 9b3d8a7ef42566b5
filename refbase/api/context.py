"""Per-request access to the loaded build: one request sees exactly one snapshot."""

from __future__ import annotations

from flask import current_app, g

from refbase.kb.model import KnowledgeBase
from refbase.runtime import Runtime, Snapshot


def snapshot() -> Snapshot:
    if "refbase_snapshot" not in g:
        runtime: Runtime = current_app.extensions["refbase"]
        g.refbase_snapshot = runtime.snapshot()
    return g.refbase_snapshot


def kb() -> KnowledgeBase:
    return snapshot().kb
