"""A minimal static file server (WSGI), the baseline of the load and section-read benches.

    STATIC_ROOT=/some/dir gunicorn -w 4 static_app:app      (from the bench folder)

It opens and reads the file named by the path on every request, as a static server does (the
operating system's page cache keeps it in memory); files without a suffix are JSON.
"""

from __future__ import annotations

import mimetypes
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any


def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    root = Path(os.environ["STATIC_ROOT"])
    path = (root / environ.get("PATH_INFO", "/").lstrip("/")).resolve()
    if not path.is_relative_to(root) or not path.is_file():
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    body = path.read_bytes()
    content_type = "application/json" if path.suffix == "" else mimetypes.guess_type(path.name)[0] or "text/html"
    start_response("200 OK", [("Content-Type", content_type), ("Content-Length", str(len(body)))])
    return [body]
