"""What a serving process holds: the current build's knowledge base and search index.

Opened once per process (never per request). When `refbase build` swaps `current` to a new
build, the next request (checked at most once a second) opens the new build, so answers
switch atomically per request: a request sees one build, never a mix.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from refbase.build import ensure_built
from refbase.kb.store import DataError, current_build, load_kb
from refbase.request_context import Snapshot

RECHECK_SECONDS = 1.0
log = logging.getLogger(__name__)


class Runtime:
    """Loads the current build lazily and follows `current` when a rebuild swaps it.

    The application keeps one in `app.extensions["refbase"]`; requests reach it through
    `refbase.request_context` (which knows it only as a `SnapshotSource`).
    """

    def __init__(self, rules_dir: Path, data_dir: Path, auto_build: bool = True):
        self.rules_dir = rules_dir
        self.data_dir = data_dir
        self.auto_build = auto_build
        self._lock = threading.Lock()
        self._snapshot: Snapshot | None = None
        self._checked = 0.0
        self._unreadable: Path | None = None  # a build that failed to open (logged once)

    def snapshot(self) -> Snapshot:
        """The current snapshot; reopens when the `current` build changed."""
        now = time.monotonic()
        snap = self._snapshot
        if snap is not None and now - self._checked < RECHECK_SECONDS:
            return snap
        with self._lock:
            self._checked = now
            target = current_build(self.data_dir)
            if self._snapshot is not None and target == self._snapshot.build_dir:
                return self._snapshot
            if target is None:
                if self._snapshot is not None:
                    return self._snapshot  # data dir vanished under us: keep serving
                if not self.auto_build:
                    raise DataError(f"nothing built in {self.data_dir}; run `refbase build`")
                target = ensure_built(self.rules_dir, self.data_dir)
            try:
                opened = self._open(target)
            except DataError:
                if self._snapshot is None:
                    raise
                # `current` moved to a build this process cannot read: keep answering from the
                # build it already has (retrying every RECHECK_SECONDS) instead of failing
                # every request with 503 until someone repairs the data.
                if target != self._unreadable:
                    self._unreadable = target
                    log.error("cannot open the new build %s; still serving %s", target,
                              self._snapshot.build_dir, exc_info=True)
                return self._snapshot
            self._snapshot = opened
            return self._snapshot

    def prepare(self) -> Snapshot:
        """Build if needed (stale or missing) and open; used at start-up."""
        if self.auto_build:
            ensure_built(self.rules_dir, self.data_dir)
        self._checked = 0.0
        return self.snapshot()

    @staticmethod
    def _open(build_dir: Path) -> Snapshot:
        from refbase.search import SearchIndex

        kb = load_kb(build_dir)
        try:
            index = SearchIndex.open(build_dir / "index", kb)
        except Exception as exc:  # whoosh raises a variety of errors on a damaged index
            raise DataError(f"{build_dir}: search index unreadable ({exc}); run `refbase build`") from exc
        return Snapshot(build_dir=build_dir, kb=kb, search=index)
