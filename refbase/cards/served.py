"""The card catalogue of one served build, following the imported file.

Each build a serving process opens gets its own `ServedCatalogue` (it travels with the build in
the request's snapshot, `refbase.request_context.Snapshot.cards`): the catalogue's mentions point
into that build's knowledge base, so a build and its catalogue are swapped in together
(`refbase.runtime`), and a request never pairs one build with another's catalogue.

Within one build the catalogue is rebuilt when the imported file changes (a `refbase cards
import` ran meanwhile; its file is checked at most once a second). Everything the requests
derive from the cards (mentions, the "did you mean" and title-word indexes, the designator
index) is built with the catalogue (`prepare`), never inside the request that first needs it.
With `background` (a serving process: wsgi.py, `refbase serve`) the catalogue of a new import is
built in a thread and requests keep the one they have until it is ready (about 0.5 s of CPU for
5,000 imported cards), so the first request after an import costs what any other does. Without
it (the test client, the CLI) the request that notices the change waits for it. A damaged
imported file is logged and the embedded default served, never an error page.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from refbase.cards.catalogue import Catalogue, build_catalogue
from refbase.cards.model import Card
from refbase.cards.search_docs import title_word_index
from refbase.cards.sharing import designator_index
from refbase.cards.store import CardStoreError, load_imported, stamp
from refbase.kb.model import KnowledgeBase

RECHECK_SECONDS = 1.0
log = logging.getLogger(__name__)
Stamp = object  # `refbase.cards.store.stamp`: what identifies a version of the imported file


def prepare(kb: KnowledgeBase, data_dir: Path, imported: list[Card] | None = None) -> Catalogue:
    """The catalogue with every index the requests use already built (`imported`: the stored
    cards when already read, else read here)."""
    catalogue = build_catalogue(kb, _imported(data_dir) if imported is None else imported)
    title_word_index(catalogue)
    designator_index(catalogue)
    return catalogue


class ImportedCards:
    """The stored imported cards last read, by (data_dir, stamp): shared by the catalogues of a
    process's successive builds, so a new build with the same import does not read and decode
    the file again (about 0.4 s of CPU for 7,000 cards). Cards never change once made, so two
    catalogues may share them."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loaded: tuple[tuple[Path, Stamp], list[Card]] | None = None

    def read(self, data_dir: Path, version: Stamp) -> list[Card]:
        with self._lock:
            loaded = self._loaded
            if loaded is not None and loaded[0] == (data_dir, version):
                return loaded[1]
            cards = _imported(data_dir)
            self._loaded = ((data_dir, version), cards)
            return cards


class ServedCatalogue:
    """The catalogue of one knowledge base, rebuilt when the imported file changes (thread-safe)."""

    def __init__(self, kb: KnowledgeBase, data_dir: Path, background: bool = False,
                 imported: ImportedCards | None = None) -> None:
        self.kb = kb
        self.data_dir = data_dir
        self.background = background
        self.imported = imported or ImportedCards()
        self._lock = threading.Lock()
        self._catalogue: Catalogue | None = None
        self._stamp: Stamp = None  # the import the catalogue was built from
        self._checked = 0.0
        self._building: Stamp | None = None  # the stamp a background build is making
        self._failed: Stamp | None = None  # a stamp whose background build failed (not retried)
        self._idle = threading.Event()
        self._idle.set()

    def get(self) -> Catalogue:
        """The catalogue to answer from (built here if there is none yet)."""
        now = time.monotonic()
        current = self._catalogue
        if current is not None and now - self._checked < RECHECK_SECONDS:
            return current
        with self._lock:
            self._checked = now
            version = stamp(self.data_dir)
            if self._catalogue is not None and version in (self._stamp, self._failed):
                return self._catalogue
            if self._catalogue is not None and self.background:
                self._start_background(version)
                return self._catalogue
            return self._build_now(version)

    def version(self) -> Stamp:
        """The import the catalogue answering now was built from (after looking for a new one,
        as `get` does; the file's stamp while none is built yet): with the build, what a cached
        answer was made from, so an answer made from the old catalogue while a new import's
        builds is never kept under the new import's key."""
        if self._catalogue is None:
            return stamp(self.data_dir)
        self.get()
        return self._stamp

    def prepare(self) -> Catalogue:
        """Build the catalogue now if there is none (the runtime, before it swaps a build in)."""
        with self._lock:
            if self._catalogue is not None:
                return self._catalogue
            self._checked = time.monotonic()
            return self._build_now(stamp(self.data_dir))

    def _build_now(self, version: Stamp) -> Catalogue:
        """Called under the lock."""
        self._catalogue = prepare(self.kb, self.data_dir, self.imported.read(self.data_dir, version))
        self._stamp = version
        return self._catalogue

    def _start_background(self, version: Stamp) -> None:
        """Build the catalogue of `version` in a thread (one at a time); called under the lock."""
        if self._building is not None:
            return  # the running build ends by looking again (`_checked` reset)
        self._building = version
        self._idle.clear()
        threading.Thread(target=self._build, args=(version,), name="refbase-catalogue", daemon=True).start()

    def _build(self, version: Stamp) -> None:
        try:
            catalogue = prepare(self.kb, self.data_dir, self.imported.read(self.data_dir, version))
        except Exception:  # a bug here must not take the serving catalogue with it
            log.exception("building the card catalogue failed; still serving the previous one")
            catalogue = None
        with self._lock:
            if catalogue is not None:
                self._catalogue, self._stamp = catalogue, version
            else:
                self._failed = version
            self._building = None
            self._checked = 0.0  # look again at once: another import may have come meanwhile
            self._idle.set()

    def ready(self, timeout: float = 30.0) -> bool:
        """Wait until no background build is running (tests, benchmarks); True if none is."""
        return self._idle.wait(timeout)


def _imported(data_dir: Path) -> list[Card]:
    try:
        return load_imported(data_dir)
    except CardStoreError:
        log.error("card catalogue unreadable; serving the documents' cards only", exc_info=True)
        return []
