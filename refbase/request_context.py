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

from refbase.kb.model import KnowledgeBase

if TYPE_CHECKING:  # the index module pulls in Whoosh: only its type is needed here
    from refbase.search import SearchIndex

#: `app.extensions` key of the application's SnapshotSource.
EXTENSION = "refbase"


@dataclass(frozen=True, slots=True)
class Snapshot:
    """One build, fully loaded: the knowledge base, its search index, where it lives."""

    build_dir: Path
    kb: KnowledgeBase
    search: SearchIndex


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
