"""What a serving process holds: the current build's knowledge base, search index and card
catalogue.

Opened once per process (never per request). When `refbase build` swaps `current` to a new
build, a request notices it (checked at most once a second). In a serving process
(`background`: wsgi.py, `refbase serve`) a thread then opens the new build and its card
catalogue while requests keep being answered from the old pair, and the two are swapped in
together as one snapshot: no request pays for opening a build (about 1.6 s of CPU with a
7,000-card pool), and answers switch atomically per request: a request sees one build, never a
mix. Without `background` (the test client, the CLI) the request that notices waits for it.
`wait_switched` and health's `switching` say when a switch is over.

A build is verified against the SHA-256 digests in its `build.json` before it is swapped in:
an altered or truncated file is refused and the process keeps the build it has. A process
that has nothing yet (start-up, a restarted worker) and cannot build (read-only or full data
directory) falls back to the newest intact older build, or answers 503 and retries: it never
exits, so one worker's trouble never stops the gunicorn master.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from refbase import config
from refbase.build import ensure_built
from refbase.cards.served import ImportedCards, ServedCatalogue
from refbase.kb.store import DataError, build_info, current_build, load_kb, verify_build
from refbase.request_context import Snapshot

if TYPE_CHECKING:
    from refbase.search.expansion import CitedQuestion

RECHECK_SECONDS = 1.0
#: How often health looks at the served build's files again (a stat each; a file is hashed
#: again only when its size, mtime or inode changed).
INTEGRITY_SECONDS = 1.0
#: How often a process without data retries building it (a build costs seconds of CPU).
BUILD_RETRY_SECONDS = 30.0
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class BuildInfo:
    """Which data set is served: what the health endpoint reports."""

    id: str
    checksum: str  # SHA-256 of the build's file digests: equal checksums, equal data
    built_at: float
    fingerprint: str

    @classmethod
    def of(cls, build_dir: Path) -> BuildInfo:
        info = build_info(build_dir)
        files = json.dumps(info.get("files", {}), sort_keys=True).encode()
        return cls(id=build_dir.name, checksum=hashlib.sha256(files).hexdigest(),
                   built_at=float(info.get("built", 0.0)), fingerprint=str(info.get("fingerprint", "")))


class Integrity:
    """Whether the files of the build a process serves still have the digests build.json
    recorded. Checked cheaply: each file is stat-ed, and hashed again only when its stat
    changed since it was last found intact, so a health probe costs a few stats, and a
    truncated or rewritten file is noticed at the next probe."""

    def __init__(self, build_dir: Path, recorded: dict[str, str]) -> None:
        self.build_dir = build_dir
        self.recorded = recorded
        self._seen: dict[str, tuple[tuple[int, int, int] | None, bool]] = {}
        self._checked = 0.0
        self._damaged: tuple[str, ...] = ()
        self._lock = threading.Lock()

    def intact_now(self) -> None:
        """Remember the files' stats as intact (just after the build was verified)."""
        self._seen = {name: (_stat(self.build_dir / name), True) for name in self.recorded}
        self._checked = time.monotonic()

    def damaged(self) -> tuple[str, ...]:
        """The build's files (relative names) whose content no longer matches its record."""
        now = time.monotonic()
        if now - self._checked < INTEGRITY_SECONDS:
            return self._damaged
        with self._lock:
            self._damaged = tuple(name for name, digest in sorted(self.recorded.items()) if not self._ok(name, digest))
            self._checked = now
        return self._damaged

    def _ok(self, name: str, digest: str) -> bool:
        path = self.build_dir / name
        stat = _stat(path)
        seen = self._seen.get(name)
        if seen is not None and seen[0] == stat:
            return seen[1]
        try:
            ok = stat is not None and hashlib.sha256(path.read_bytes()).hexdigest() == digest
        except OSError:
            ok = False
        if ok:
            log.warning("build %s: %s changed on disk but its content is intact", self.build_dir.name, name)
        else:
            log.error("build %s: %s no longer matches its recorded digest (damaged)", self.build_dir.name, name)
        self._seen[name] = (stat, ok)
        return ok


def _stat(path: Path) -> tuple[int, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns, st.st_ino)


class Runtime:
    """Loads the current build lazily and follows `current` when a rebuild swaps it.

    The application keeps one in `app.extensions["refbase"]`; requests reach it through
    `refbase.request_context` (which knows it only as a `SnapshotSource`).
    """

    def __init__(self, rules_dir: Path, data_dir: Path, auto_build: bool = True,
                 build_retry_seconds: float = BUILD_RETRY_SECONDS,
                 scenarios_dir: Path | None = None, background: bool = False):
        self.rules_dir = rules_dir
        self.scenarios_dir = scenarios_dir or config.SCENARIOS_DIR
        self.data_dir = data_dir
        self.auto_build = auto_build
        self.build_retry_seconds = build_retry_seconds
        self._lock = threading.Lock()
        self._snapshot: Snapshot | None = None
        self._checked = 0.0
        self._unreadable: Path | None = None  # a build that failed to open (logged once)
        self._failure: str | None = None  # why there is no data (while `_snapshot` is None)
        self._next_build = 0.0  # monotonic time of the next build attempt
        self._info: dict[Path, BuildInfo] = {}  # of the builds opened (at most a few per process)
        self._integrity: dict[Path, Integrity] = {}
        #: open new builds (and new imports' catalogues) in a thread, answering from the old
        #: meanwhile; set by the serving entry points
        self.background = background
        self._imported = ImportedCards()  # shared by the catalogues of successive builds
        self._switching: Path | None = None  # the build a background thread is opening
        self._idle = threading.Event()
        self._idle.set()
        #: the last background switch: build id, CPU and wall seconds of opening it
        self.last_switch: dict[str, Any] | None = None

    def snapshot(self) -> Snapshot:
        """The snapshot to answer from; follows `current` when a rebuild moved it (in the
        background: this returns the old snapshot until the new one is open).

        Raises DataError (503) only while this process has no data at all.
        """
        now = time.monotonic()
        snap = self._snapshot
        if now - self._checked < RECHECK_SECONDS:
            if snap is not None:
                return snap
            if self._failure is not None:
                raise DataError(self._failure)
        if snap is not None and self.background:
            self._checked = now
            self._notice(snap)
            return snap
        # Without `background` the request that notices a new build opens it, and the check time
        # is set when the check is over: a request that arrives meanwhile on another thread waits
        # for it (as a sync worker's next request would) instead of answering from the old build
        # for another RECHECK_SECONDS.
        with self._lock:
            try:
                if self._snapshot is None:
                    return self._first_load(now)
                return self._follow_current()
            finally:
                self._checked = time.monotonic()

    def served_id(self) -> str:
        """What answers come from at this moment: the build and the import its catalogue was
        built from (the response cache's key). Raises DataError while there is no data."""
        snap = self.snapshot()
        return f"{snap.build_dir.name}+cards{snap.cards.version()}"

    def wait_switched(self, timeout: float = 60.0) -> bool:
        """Wait until no new build is being opened in the background; True when the process
        then serves the data directory's current build (tests, benchmarks: no sleeps)."""
        if not self._idle.wait(timeout):
            return False
        snap = self._snapshot
        return snap is not None and snap.build_dir == current_build(self.data_dir)

    def prepare(self) -> Snapshot:
        """Build if needed (stale or missing) and open; used at start-up."""
        self._checked = 0.0
        self._next_build = 0.0
        return self.snapshot()

    def health(self) -> dict[str, Any]:
        """Which build is served, whether it is the current one and whether its files still
        match their digests (no paths: public; damaged files by their names in the build)."""
        try:
            snap = self.snapshot()
        except DataError:
            return {"status": "unavailable", "build": None, "current": False}
        target = current_build(self.data_dir)
        is_current = target == snap.build_dir
        switching = self._switching
        damaged = self._integrity[snap.build_dir].damaged()
        # opening the current build in the background is the normal way to it, not a fault
        on_its_way = is_current or (switching is not None and switching == target)
        status = "ok" if on_its_way and not damaged else "degraded"
        info = self._info[snap.build_dir]
        return {"status": status, "current": is_current, "intact": not damaged, "damaged": list(damaged),
                "switching": switching.name if switching is not None else None,
                "build": {"id": info.id, "checksum": info.checksum, "fingerprint": info.fingerprint,
                          "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(info.built_at))}}

    # --- loading -------------------------------------------------------------------------

    def _follow_current(self) -> Snapshot:
        snap = self._snapshot
        assert snap is not None
        target = current_build(self.data_dir)
        if target is None or target == snap.build_dir or target == self._unreadable:
            return snap  # nothing new (or the data dir vanished under us): keep serving
        try:
            snap = self._snapshot = self._open(target)
        except DataError as exc:
            # `current` moved to a build this process cannot read or verify: keep answering
            # from the build it has instead of failing every request until someone repairs it.
            self._unreadable = target
            log.error("refusing the new build %s (%s); still serving %s", target.name, exc, snap.build_dir.name)
        return snap

    def _notice(self, snap: Snapshot) -> None:
        """Start opening a new current build in a thread, if there is one (one at a time)."""
        target = current_build(self.data_dir)
        if target is None or target == snap.build_dir or target == self._unreadable:
            return
        with self._lock:
            if self._switching is not None:
                return  # the running switch looks again when it ends
            self._switching = target
            self._idle.clear()
        threading.Thread(target=self._switch, args=(target,), name="refbase-switch", daemon=True).start()

    def _switch(self, target: Path) -> None:
        """Open `target` and its catalogue, then swap them in together; a build that cannot be
        read or verified is refused and the process keeps serving the one it has."""
        cpu, wall = time.thread_time(), time.monotonic()
        old = self._snapshot
        try:
            new = self._open(target)
            new.cards.prepare()
        except Exception as exc:  # DataError, or a bug: either way the old build stays
            self._unreadable = target
            log.error("refusing the new build %s (%s); still serving %s", target.name, exc,
                      old.build_dir.name if old else "nothing", exc_info=not isinstance(exc, DataError))
        else:
            self._snapshot = new
            self.last_switch = {"build": target.name, "cpu": time.thread_time() - cpu,
                                "wall": time.monotonic() - wall}
            log.info("serving the new build %s", target.name)
        finally:
            with self._lock:
                self._switching = None
                self._idle.set()
            self._checked = 0.0  # look again at once: another build may have come meanwhile

    def _first_load(self, now: float) -> Snapshot:
        """Open the current build (building it if allowed), else the newest intact one."""
        reasons: list[str] = []
        target = current_build(self.data_dir)
        if self.auto_build and now >= self._next_build:
            try:
                target = ensure_built(self.rules_dir, self.data_dir)
            except (OSError, DataError) as exc:
                self._next_build = now + self.build_retry_seconds
                reasons.append(f"cannot build in {self.data_dir}: {exc}")
        for candidate in self._candidates(target):
            try:
                snap = self._snapshot = self._open(candidate)
            except DataError as exc:
                reasons.append(str(exc))
                continue
            if self.background:  # a serving process: no request pays for the catalogue either
                snap.cards.prepare()
            if candidate != target:
                log.error("serving the older intact build %s: %s", candidate.name, "; ".join(reasons))
            self._failure = None
            return snap
        if target is None and not self.auto_build:
            reasons.append(f"nothing built in {self.data_dir}; run `refbase build`")
        failure = "; ".join(reasons) or f"no usable build in {self.data_dir}"
        if failure != self._failure:  # once per distinct reason, not once a second
            log.error("no rules data to serve (retrying): %s", failure)
        self._failure = failure
        raise DataError(self._failure)

    def _candidates(self, target: Path | None) -> list[Path]:
        """The current build first, then the older builds, newest first."""
        builds = self.data_dir / "builds"
        try:
            others = sorted((p for p in builds.iterdir() if p.is_dir() and not p.name.startswith(".")),
                            key=lambda p: p.name, reverse=True)
        except OSError:
            others = []
        first = [target] if target is not None else []
        return first + [p for p in others if p.resolve() != target]

    def _open(self, build_dir: Path) -> Snapshot:
        from refbase.search import SearchIndex

        damage = verify_build(build_dir)
        if damage is not None:
            raise DataError(f"build {build_dir.name} fails its checksums: {damage}")
        info = BuildInfo.of(build_dir)
        integrity = Integrity(build_dir, dict(build_info(build_dir).get("files", {})))
        integrity.intact_now()
        kb = load_kb(build_dir)
        try:
            index = SearchIndex.open(build_dir / "index", kb, library_questions(self.scenarios_dir))
        except Exception as exc:  # whoosh raises a variety of errors on a damaged index
            raise DataError(f"{build_dir}: search index unreadable ({exc}); run `refbase build`") from exc
        self._info[build_dir] = info
        self._integrity[build_dir] = integrity
        cards = ServedCatalogue(kb, self.data_dir, self.background, self._imported)
        return Snapshot(build_dir=build_dir, kb=kb, search=index, cards=cards)


def library_questions(directory: Path) -> list[CitedQuestion]:
    """The library's worked-scenario questions with the rule each cites as its source: the
    search's expansion field (`refbase.search.expansion`). Empty when the library is unreadable
    (the search then ranks by the rule texts alone)."""
    from refbase.engines.library import LibraryError, load_library
    from refbase.search.expansion import CitedQuestion

    try:
        library = load_library(Path(directory))
    except (LibraryError, OSError):
        return []
    questions = []
    for item in library.values():
        doc, ref = item.source.get("doc", ""), item.source.get("ref", "")
        for text in (item.question, item.title):
            if text and doc and ref:
                questions.append(CitedQuestion(text, doc, ref))
    return questions
