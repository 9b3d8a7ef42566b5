"""Per-request access to the loaded build: one request sees exactly one snapshot."""

from __future__ import annotations

from pathlib import Path

from flask import current_app, g

from refbase.cards.catalogue import Catalogue
from refbase.cards.served import SERVED
from refbase.kb.model import KnowledgeBase
from refbase.runtime import Runtime, Snapshot


def snapshot() -> Snapshot:
    if "refbase_snapshot" not in g:
        runtime: Runtime = current_app.extensions["refbase"]
        g.refbase_snapshot = runtime.snapshot()
    return g.refbase_snapshot


def kb() -> KnowledgeBase:
    return snapshot().kb


def catalogue() -> Catalogue:
    """The card catalogue for this request's build (defaults + imported cards)."""
    if "refbase_cards" not in g:
        g.refbase_cards = SERVED.get(kb(), Path(current_app.config["DATA_DIR"]))
    return g.refbase_cards
