"""The catalogue a serving process answers from, rebuilt when the build or the import changes.

One per process, shared by requests (thread-safe). It is rebuilt when a request brings a
different knowledge base (a rebuild swapped `current`) or the imported file changed (a
`refbase cards import` ran meanwhile; its file is checked at most once a second). A damaged
imported file is logged and the embedded default served, never an error page.

Everything the requests derive from the cards (mentions, the "did you mean" and title-word
indexes, the designator index) is built with the catalogue (`prepare`), never inside the
request that first needs it. A serving process (`background = True`, set by wsgi.py) builds the
catalogue of a new import in a thread and keeps answering from the one it has until the new one
is ready (about 0.5 s of CPU for 5,000 imported cards), so the first request after an import
costs what any other does. A new build is different: the old catalogue's mentions point into
the old knowledge base, so the request that brings the new build (which opens it anyway) waits
for its catalogue; the imported cards are not read again for it when the import is unchanged
(they are kept by the file's stamp), which leaves the work that depends on the new knowledge
base: mentions, rule 14.4's vocabulary, designators (about 0.5 s of CPU for 7,000 imported
cards, against about 1 s for opening the build; docs/reliability.md). Without `background`
(the CLI, tests), the request that notices any change waits for it.
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
Key = tuple[int, Path, object]


def prepare(kb: KnowledgeBase, data_dir: Path, imported: list[Card] | None = None) -> Catalogue:
    """The catalogue with every index the requests use already built (`imported`: the stored
    cards when already read, else read here)."""
    catalogue = build_catalogue(kb, _imported(data_dir) if imported is None else imported)
    title_word_index(catalogue)
    designator_index(catalogue)
    return catalogue


class ServedCatalogue:
    def __init__(self, background: bool = False) -> None:
        self.background = background
        self._lock = threading.Lock()
        self._key: Key | None = None
        self._catalogue: Catalogue | None = None
        self._checked = 0.0
        self._building: Key | None = None  # the key a background build is making
        #: the stored imported cards last read, by (data_dir, stamp): a new build with the same
        #: import does not read and decode them again (about 0.4 s of CPU for 7,000 cards)
        self._loaded: tuple[tuple[Path, object], list[Card]] | None = None

    def get(self, kb: KnowledgeBase, data_dir: Path) -> Catalogue:
        now = time.monotonic()
        current = self._catalogue
        if current is not None and self._key is not None and self._key[0] == id(kb) \
                and self._key[1] == data_dir and now - self._checked < RECHECK_SECONDS:
            return current
        with self._lock:
            self._checked = now
            key = (id(kb), data_dir, stamp(data_dir))
            if self._catalogue is not None and key == self._key:
                return self._catalogue
            if self._catalogue is not None and self.background and self._key is not None \
                    and self._key[:2] == key[:2]:  # same build: only the import changed
                self._start_background(key, kb, data_dir)
                return self._catalogue
            self._catalogue = prepare(kb, data_dir, self._imported(key))
            self._key = key
            return self._catalogue

    def _imported(self, key: Key) -> list[Card]:
        """The imported cards of `key`'s stamp, read once per stamp (cards never change once
        made, so two catalogues may share them)."""
        loaded = self._loaded
        if loaded is not None and loaded[0] == (key[1], key[2]):
            return loaded[1]
        cards = _imported(key[1])
        self._loaded = ((key[1], key[2]), cards)
        return cards

    def _start_background(self, key: Key, kb: KnowledgeBase, data_dir: Path) -> None:
        """Build the catalogue for `key` in a thread (one at a time); called under the lock."""
        if self._building == key:
            return
        self._building = key
        thread = threading.Thread(target=self._build, args=(key, kb, data_dir), name="refbase-catalogue", daemon=True)
        thread.start()

    def _build(self, key: Key, kb: KnowledgeBase, data_dir: Path) -> None:
        try:
            catalogue = prepare(kb, data_dir, self._imported(key))
        except Exception:  # a bug here must not take the serving catalogue with it
            log.exception("building the card catalogue failed; still serving the previous one")
            with self._lock:
                self._building = None
            return
        with self._lock:
            if self._building == key:
                self._catalogue, self._key, self._building = catalogue, key, None
                self._checked = 0.0  # look again at once: another import may have come meanwhile

    def ready(self, timeout: float = 30.0) -> bool:
        """Wait until no background build is running (tests, benchmarks); True if none is."""
        deadline = time.monotonic() + timeout
        while self._building is not None and time.monotonic() < deadline:
            time.sleep(0.01)
        return self._building is None


def _imported(data_dir: Path) -> list[Card]:
    try:
        return load_imported(data_dir)
    except CardStoreError:
        log.error("card catalogue unreadable; serving the documents' cards only", exc_info=True)
        return []


SERVED = ServedCatalogue()
