"""The on-disk data directory: built atomically, read by every serving process.

Layout::

    DATA_DIR/
      current -> builds/<build id>     symlink, swapped with os.replace (atomic)
      builds/<build id>/kb.json        the knowledge base snapshot
      builds/<build id>/index/         the search index
      builds/<build id>/build.json     fingerprint of the inputs, timings
      .build.lock                      serialises concurrent builds (several workers)

A build writes into `builds/.tmp-*` and is only renamed and pointed to when complete, so a
failed or interrupted build never replaces a good one. Its files are flushed to disk before
`current` moves, and `build.json` records each file's SHA-256, so a build damaged afterwards
(disk error, an edited or truncated file, a crash before the page cache reached the disk) is
detected and rebuilt by `refbase.build.ensure_built` instead of failing on every request.

This module only knows the directory's mechanics (`publish` a staged build, read and verify
the current one); what goes into a build is decided above it, in `refbase.build`, which is
the one place that knows both the knowledge base and the search index.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path
from typing import Any

from refbase.kb.model import Document, DocumentInfo, Kind, KnowledgeBase, Ref, Section, Slip

Progress = Callable[[str], None]
FORMAT = 1
KEEP_BUILDS = 2


class DataError(RuntimeError):
    """The data directory is missing, unreadable or corrupted (clear message, no traceback)."""


def current_build(data_dir: Path) -> Path | None:
    """The directory `current` points to, or None if nothing is built."""
    link = data_dir / "current"
    if not link.is_symlink() and not link.exists():
        return None
    target = link.resolve()
    return target if target.is_dir() else None


def _digests(build_dir: Path) -> dict[str, str]:
    """SHA-256 of every file of a build (paths relative to it), build.json excepted."""
    digests = {}
    for path in sorted(build_dir.rglob("*")):
        if path.is_file() and path.name != "build.json":
            digests[path.relative_to(build_dir).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return digests


def verify_build(build_dir: Path) -> str | None:
    """What is wrong with a build (missing, truncated or altered files), or None if it is intact."""
    try:
        recorded = build_info(build_dir).get("files")
    except DataError as exc:
        return str(exc)
    if not isinstance(recorded, dict) or not recorded:
        return f"{build_dir}: build.json lists no files (older or damaged build)"
    for name, digest in recorded.items():
        path = build_dir / name
        try:
            actual = hashlib.sha256(path.read_bytes()).hexdigest()
        except OSError as exc:
            return f"{path}: unreadable ({exc.strerror or exc})"
        if actual != digest:
            return f"{path}: content differs from the build's record (damaged)"
    return None


def _fsync_tree(root: Path) -> None:
    """Flush a finished build (files, then directories) so a crash cannot leave it half-written."""
    for path in sorted(root.rglob("*"), key=lambda p: -len(p.parts)):
        _fsync(path)
    _fsync(root)


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def build_info(build_dir: Path) -> dict:
    try:
        return json.loads((build_dir / "build.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DataError(f"{build_dir}: build.json unreadable ({exc}); run `refbase build`") from exc


@contextmanager
def build_lock(data_dir: Path) -> Iterator[None]:
    """An exclusive lock so two processes never build at once (the second waits)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    with open(data_dir / ".build.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def kb_to_json(kb: KnowledgeBase) -> dict:
    return {"format": FORMAT, "documents": [_document_json(d) for d in kb.documents.values()],
            "defined_terms": kb.defined_terms}


def _document_json(document: Document) -> dict:
    info = document.info
    return {
        "info": asdict(info),
        "sections": [
            {
                "id": s.id, "number": s.number, "title": s.title, "text": s.text, "kind": str(s.kind),
                "parent": s.parent, "children": s.children,
                "references": [[r.doc, r.id] for r in s.references],
                "referenced_by": [[r.doc, r.id] for r in s.referenced_by],
                "slips": [_slip_json(slip) for slip in s.slips],
            }
            for s in document.sections.values()
        ],
    }


def _slip_json(slip: Slip) -> dict:
    return {"kind": slip.kind, "number": slip.number, "start": slip.start, "end": slip.end,
            "printed": [slip.printed.doc, slip.printed.id] if slip.printed else None,
            "meant": [slip.meant.doc, slip.meant.id] if slip.meant else None, "message": slip.message}


def _slip(raw: dict) -> Slip:
    return Slip(kind=raw["kind"], number=raw["number"], start=raw["start"], end=raw["end"],
                printed=Ref(*raw["printed"]) if raw["printed"] else None,
                meant=Ref(*raw["meant"]) if raw["meant"] else None, message=raw["message"])


def kb_from_json(data: dict) -> KnowledgeBase:
    if data.get("format") != FORMAT:
        raise DataError("knowledge base snapshot has an unknown format; run `refbase build`")
    kb = KnowledgeBase(defined_terms=dict(data.get("defined_terms", {})))
    for raw in data["documents"]:
        info = raw["info"]
        document = Document(info=DocumentInfo(**{**info, "cite_prefixes": tuple(info["cite_prefixes"])}))
        for order, s in enumerate(raw["sections"]):
            document.sections[s["id"]] = Section(
                doc=document.info.id, id=s["id"], number=s["number"], title=s["title"],
                text=s["text"], kind=Kind(s["kind"]), parent=s["parent"], order=order,
                children=list(s["children"]),
                references=[Ref(*r) for r in s["references"]],
                referenced_by=[Ref(*r) for r in s["referenced_by"]],
                slips=[_slip(raw) for raw in s.get("slips", ())],
            )
            if s["number"]:
                document.by_number.setdefault(s["number"], []).append(s["id"])
        kb.documents[document.info.id] = document
    return kb


def load_kb(build_dir: Path) -> KnowledgeBase:
    try:
        data = json.loads((build_dir / "kb.json").read_text(encoding="utf-8"))
        return kb_from_json(data)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise DataError(f"{build_dir}: knowledge base unreadable ({exc}); run `refbase build`") from exc


def save_kb(kb: KnowledgeBase, build_dir: Path) -> None:
    (build_dir / "kb.json").write_text(json.dumps(kb_to_json(kb), ensure_ascii=False), encoding="utf-8")


def publish(data_dir: Path, write: Callable[[Path], dict[str, Any]], progress: Progress | None = None) -> Path:
    """Stage a new build, let `write` fill it, then make it current, atomically.

    `write(staging_dir)` writes the build's files and returns what build.json should record
    about them (fingerprint, timings); this adds each file's digest, flushes everything to
    disk, renames the build into place and points `current` at it. Anything raised (an
    interrupt included) removes the staging directory and leaves `current` where it was.
    """
    say = progress or (lambda _msg: None)
    builds = data_dir / "builds"
    builds.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    build_id = time.strftime("%Y%m%dT%H%M%S") + f"-{os.getpid()}-{time.monotonic_ns() % 10**6:06d}"
    tmp = builds / f".tmp-{build_id}"
    tmp.mkdir()
    try:
        info = write(tmp)
        info = {**info, "seconds": time.perf_counter() - started, "files": _digests(tmp)}
        (tmp / "build.json").write_text(json.dumps(info), encoding="utf-8")
        _fsync_tree(tmp)
        final = builds / build_id
        os.rename(tmp, final)
        try:
            _point_current(data_dir, final)
        except BaseException:
            shutil.rmtree(final, ignore_errors=True)  # never pointed to: an orphan otherwise
            raise
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _prune(builds, keep=final)
    say(f"build {build_id} ready in {time.perf_counter() - started:.2f}s")
    return final


def _point_current(data_dir: Path, target: Path) -> None:
    """Swap `current` atomically; raises only if `current` still points where it did."""
    tmp_link = data_dir / f".current-{os.getpid()}"
    if tmp_link.is_symlink() or tmp_link.exists():
        tmp_link.unlink()
    try:
        os.symlink(os.path.relpath(target, data_dir), tmp_link)
        os.replace(tmp_link, data_dir / "current")
    except BaseException:
        if tmp_link.is_symlink():
            tmp_link.unlink()
        raise
    try:
        _fsync(data_dir)  # make the swap itself durable; the new build is complete either way
    except OSError:
        pass


def _prune(builds: Path, keep: Path) -> None:
    """Keep the newest KEEP_BUILDS builds (a serving process may still read the previous one)."""
    done = sorted((p for p in builds.iterdir() if p.is_dir() and not p.name.startswith(".")),
                  key=lambda p: p.name)
    for old in done[:-KEEP_BUILDS]:
        if old != keep:
            shutil.rmtree(old, ignore_errors=True)
    for stale in builds.glob(".tmp-*"):
        try:
            old_enough = time.time() - stale.stat().st_mtime > 3600
        except OSError:
            continue
        if old_enough or not _builder_alive(stale.name):
            shutil.rmtree(stale, ignore_errors=True)
    for link in builds.parent.glob(".current-*"):
        if not _builder_alive(link.name):
            link.unlink(missing_ok=True)


def _builder_alive(name: str) -> bool:
    """Whether the process that created `.tmp-<time>-<pid>-<n>` / `.current-<pid>` still runs.

    A killed build (SIGKILL, OOM, power loss) cannot clean up after itself; its 3 MB of
    half-written files used to stay for an hour, which matters on a nearly full disk.
    """
    parts = name.split("-")
    pid_text = parts[2] if name.startswith(".tmp-") and len(parts) > 2 else parts[-1]
    if not pid_text.isdigit():
        return True  # not ours to judge: leave it to the age rule
    pid = int(pid_text)
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by someone else
    return True
