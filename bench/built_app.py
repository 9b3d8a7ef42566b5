"""The app on a freshly built data directory, for the bench and fuzzing tools that drive it
in-process: built into a temporary directory unless a built one is given."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


@contextmanager
def built_app(data_dir: Path | None) -> Iterator[Any]:
    """A Flask app serving `data_dir`, or a build made now and removed afterwards."""
    from refbase import config
    from refbase.app import create_app
    from refbase.build import build

    with tempfile.TemporaryDirectory(prefix="refbase-bench-") as tmp:
        if data_dir is None:
            data_dir = Path(tmp)
            build(config.RULES_DIR, data_dir)
        yield create_app({"DATA_DIR": data_dir, "AUTO_BUILD": False})
