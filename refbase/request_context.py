"""Per-request access to the loaded build: one request sees exactly one snapshot.

Both the API and the pages read the build through here. The process-wide holder of snapshots
(`refbase.runtime.Runtime`, set up by the application factory) sits above both; this module
only knows it by the `SnapshotSource` protocol, so neither layer imports the composition.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from flask import current_app, g

from refbase.cards.catalogue import Catalogue
from refbase.cards.served import ServedCatalogue
from refbase.kb.model import KnowledgeBase

if TYPE_CHECKING:  # the index module pulls in Whoosh: only its type is needed here
    from refbase.search import SearchIndex

#: `app.extensions` key of the application's SnapshotSource.
EXTENSION = "refbase"


@dataclass(frozen=True, slots=True)
class Snapshot:
    """One build, fully loaded: the knowledge base, its search index, its card catalogue (which
    follows imports), where it lives. Swapped as a whole, so a request never pairs one build's
    knowledge base with another's index or catalogue."""

    build_dir: Path
    kb: KnowledgeBase
    search: SearchIndex
    cards: ServedCatalogue


class SnapshotSource(Protocol):
    """Whatever the application keeps in `app.extensions["refbase"]` (a Runtime)."""

    def snapshot(self) -> Snapshot: ...


def snapshot() -> Snapshot:
    if "refbase_snapshot" not in g:
        source: SnapshotSource = current_app.extensions[EXTENSION]
        g.refbase_snapshot = source.snapshot()
    found: Snapshot = g.refbase_snapshot
    return found


def kb() -> KnowledgeBase:
    return snapshot().kb


def catalogue() -> Catalogue:
    """The card catalogue for this request's build: the documents' cards and imported ones."""
    if "refbase_cards" not in g:
        g.refbase_cards = snapshot().cards.get()
    found: Catalogue = g.refbase_cards
    return found
