"""Building the data: the knowledge base and its search index, into the data directory.

The one place that knows both what a build holds (the parsed knowledge base, the search
index over it) and where it goes (`refbase.kb.store`, atomic and verified); the command line,
the runtime and the WSGI entry point build through here, so the knowledge base never reaches
up to the index.
"""

from __future__ import annotations

import hashlib
import time
from pathlib import Path
from typing import Any

from refbase.kb import store
from refbase.kb.model import KnowledgeBase
from refbase.kb.store import DataError, Progress, build_info, build_lock, current_build, verify_build

#: What a build's fingerprint covers besides the rule texts: the code that reads them.
_CODE = Path(__file__).resolve().parent
_CODE_GLOBS = ("kb/**/*.py", "search/**/*.py")


def fingerprint(rules_dir: Path) -> str:
    """Hash of everything a build depends on: rule texts, manifest and the ingest/search code."""
    digest = hashlib.sha256(f"format={store.FORMAT}".encode())
    files = sorted(rules_dir.glob("*"))
    for pattern in _CODE_GLOBS:
        files += sorted(_CODE.glob(pattern))
    for path in files:
        if path.is_file():
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def build(rules_dir: Path, data_dir: Path, progress: Progress | None = None) -> Path:
    """Build the knowledge base and search index into a new build dir and switch to it."""
    say = progress or (lambda _msg: None)

    def write(staging: Path) -> dict[str, Any]:
        # Imported when building, so that serving processes never load the parsers, and so
        # that tests can stand in for the index builder at `refbase.search.build_index`.
        from refbase.search import build_index

        started = time.perf_counter()
        kb = _knowledge_base(rules_dir, say)
        kb_seconds = time.perf_counter() - started
        store.save_kb(kb, staging)
        say(f"knowledge base: {sum(len(d.sections) for d in kb.documents.values())} entries "
            f"in {kb_seconds:.2f}s")
        build_index(kb, staging / "index", progress=say)
        return {"fingerprint": fingerprint(rules_dir), "built": time.time(), "kb_seconds": kb_seconds}

    return store.publish(data_dir, write, say)


def _knowledge_base(rules_dir: Path, say: Progress) -> KnowledgeBase:
    from refbase.kb.build import build_knowledge_base

    try:
        return build_knowledge_base(rules_dir, progress=say)
    except (OSError, DataError):
        raise
    except Exception as exc:
        # A rule text a parser cannot read (edited, truncated, a new rulebook): a clear
        # start-up message for `refbase serve` / gunicorn, the cause chained for developers.
        raise DataError(f"cannot build the knowledge base from {rules_dir}: "
                        f"{type(exc).__name__}: {exc}") from exc


def ensure_built(rules_dir: Path, data_dir: Path, progress: Progress | None = None) -> Path:
    """Return an intact current build whose fingerprint matches the inputs, building if needed.

    A damaged current build (see `verify_build`) is rebuilt rather than served: corrupted data
    used to pass start-up and then fail every request with 503.
    """
    wanted = fingerprint(rules_dir)
    existing = current_build(data_dir)
    if existing is not None and _fingerprint_of(existing) == wanted and verify_build(existing) is None:
        return existing
    with build_lock(data_dir):
        existing = current_build(data_dir)  # another process may have built meanwhile
        damage = verify_build(existing) if existing is not None else None
        if existing is None:
            reason = "no current build"
        elif damage is not None:
            reason = f"current build is damaged, rebuilding: {damage}"
        elif _fingerprint_of(existing) != wanted:
            reason = "inputs changed since last build"
        else:
            return existing
        if progress:
            progress(reason)
        return build(rules_dir, data_dir, progress)


def _fingerprint_of(build_dir: Path) -> str | None:
    try:
        found = build_info(build_dir).get("fingerprint")
    except DataError:
        return None
    return found if isinstance(found, str) else None
