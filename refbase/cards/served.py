"""The catalogue a serving process answers from, rebuilt when the build or the import changes.

One per process, shared by requests (thread-safe). It is rebuilt when a request brings a
different knowledge base (a rebuild swapped `current`) or the imported file changed (a
`refbase cards import` ran meanwhile; its file is checked at most once a second). A damaged
imported file is logged and the embedded default served, never an error page.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from refbase.cards.catalogue import Catalogue, build_catalogue
from refbase.cards.model import Card
from refbase.cards.store import CardStoreError, load_imported, stamp
from refbase.kb.model import KnowledgeBase

RECHECK_SECONDS = 1.0
log = logging.getLogger(__name__)


class ServedCatalogue:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key: tuple[int, Path, object] | None = None
        self._catalogue: Catalogue | None = None
        self._checked = 0.0

    def get(self, kb: KnowledgeBase, data_dir: Path) -> Catalogue:
        now = time.monotonic()
        current = self._catalogue
        if current is not None and self._key is not None and self._key[0] == id(kb) \
                and self._key[1] == data_dir and now - self._checked < RECHECK_SECONDS:
            return current
        with self._lock:
            self._checked = now
            key = (id(kb), data_dir, stamp(data_dir))
            if self._catalogue is None or key != self._key:
                self._catalogue = build_catalogue(kb, _imported(data_dir))
                self._key = key
            return self._catalogue


def _imported(data_dir: Path) -> list[Card]:
    try:
        return load_imported(data_dir)
    except CardStoreError:
        log.error("card catalogue unreadable; serving the documents' cards only", exc_info=True)
        return []


SERVED = ServedCatalogue()
