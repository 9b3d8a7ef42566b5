"""Post a scenario to the app in-process and classify the answer: fine, or a finding with a signature.

A finding is a 5xx, a non-JSON answer, an exception out of the test client, a request over the
CPU-time threshold, or a hang (wall clock, by SIGALRM, main thread only). Its signature, which
deduplicates findings, is the exception type and the innermost refbase frame: the traceback comes
from the record `refbase.api` logs for an unexpected error (the client only sees a plain 500).
"""

from __future__ import annotations

import json
import logging
import signal
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType, TracebackType
from typing import Any

import refbase

REFBASE_DIR = str(Path(refbase.__file__).resolve().parent)
ENDPOINTS = ("resolve", "options")


class Hang(BaseException):
    """Raised by SIGALRM in the request; a BaseException so that no `except Exception` swallows it."""


@dataclass
class Outcome:
    endpoint: str
    status: int | str  # the HTTP status, or "exception" / "hang"
    cpu_seconds: float
    signature: str | None = None  # None: nothing found
    detail: dict[str, Any] = field(default_factory=dict)


class _ExceptionRecords(logging.Handler):
    """Keeps the exc_info of every logged error, silently (an expected 500 would print a traceback)."""

    def __init__(self) -> None:
        super().__init__()
        self.records: list[tuple[type[BaseException], BaseException, TracebackType | None]] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info and record.exc_info[0] is not None and record.exc_info[1] is not None:
            self.records.append((record.exc_info[0], record.exc_info[1], record.exc_info[2]))


def refbase_frames(tb: TracebackType | None) -> list[str]:
    """`path:line function` of the frames inside refbase, outermost first."""
    return [f"{Path(f.filename).resolve().relative_to(Path(REFBASE_DIR).parent)}:{f.lineno} {f.name}"
            for f in traceback.extract_tb(tb) if str(Path(f.filename).resolve()).startswith(REFBASE_DIR)]


def signature_of(kind: type[BaseException], tb: TracebackType | None) -> tuple[str, list[str]]:
    """`Type @ file:function` of the innermost refbase frame (line numbers left out: they move)."""
    frames = refbase_frames(tb)
    if not frames:
        return f"{kind.__name__} @ ?", frames
    where, function = frames[-1].split(" ", 1)
    return f"{kind.__name__} @ {where.rsplit(':', 1)[0]}:{function}", frames


class Harness:
    """The app's test client plus the error capture; use as a context manager."""

    def __init__(self, app: Any, slow_cpu_seconds: float = 2.0, hang_seconds: int = 30) -> None:
        self.client = app.test_client()
        self.slow_cpu_seconds = slow_cpu_seconds
        self.hang_seconds = hang_seconds
        self._errors = _ExceptionRecords()
        self._logger = logging.getLogger("refbase")
        self._propagate = self._logger.propagate

    def __enter__(self) -> Harness:
        self._logger.addHandler(self._errors)
        self._logger.propagate = False
        return self

    def __exit__(self, *_exc: object) -> None:
        self._logger.removeHandler(self._errors)
        self._logger.propagate = self._propagate

    def post(self, endpoint: str, scenario: Any) -> Outcome:
        """POST `scenario` to /api/v1/scenarios/<endpoint> and classify the answer."""
        self._errors.records.clear()
        body = json.dumps(scenario)
        started = time.process_time()
        try:
            with _alarm(self.hang_seconds):
                response = self.client.post(f"/api/v1/scenarios/{endpoint}", data=body, content_type="application/json")
        except Hang:
            return Outcome(endpoint, "hang", time.process_time() - started, f"hang /{endpoint} (>{self.hang_seconds}s)")
        except Exception as exc:  # any exception out of the client is a finding
            signature, frames = signature_of(type(exc), exc.__traceback__)
            return Outcome(endpoint, "exception", time.process_time() - started, signature,
                           {"frames": frames, "message": str(exc)[:300], "traceback": traceback.format_exception(exc)})
        return self._classify(endpoint, response, time.process_time() - started)

    def _classify(self, endpoint: str, response: Any, cpu: float) -> Outcome:
        status = response.status_code
        try:
            data = json.loads(response.get_data())
        except ValueError:
            return Outcome(endpoint, status, cpu, f"non-JSON answer {status}",
                           {"body": response.get_data()[:500].decode("latin-1")})
        if self._errors.records:
            kind, value, tb = self._errors.records[-1]
            signature, frames = signature_of(kind, tb)
            return Outcome(endpoint, status, cpu, signature,
                           {"frames": frames, "message": str(value)[:300], "traceback": traceback.format_exception(kind, value, tb)})
        if status >= 500:
            return Outcome(endpoint, status, cpu, f"status {status} without a traceback", {"body": data})
        if cpu > self.slow_cpu_seconds:
            return Outcome(endpoint, status, cpu, f"slow /{endpoint} (>{self.slow_cpu_seconds:g}s CPU)")
        return Outcome(endpoint, status, cpu)


class _alarm:
    """SIGALRM after `seconds` of wall clock, in the main thread only (signals cannot reach others)."""

    def __init__(self, seconds: int) -> None:
        self.seconds = seconds if threading.current_thread() is threading.main_thread() else 0
        self._previous: Any = None

    def __enter__(self) -> None:
        if self.seconds:
            self._previous = signal.signal(signal.SIGALRM, _raise_hang)
            signal.alarm(self.seconds)

    def __exit__(self, *_exc: object) -> None:
        if self.seconds:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, self._previous)


def _raise_hang(_signum: int, _frame: FrameType | None) -> None:
    raise Hang()
