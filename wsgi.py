"""WSGI entry point: `gunicorn wsgi:app` serves exactly what `refbase serve` serves.

The data is prepared at import (built on first run, under a lock so several workers never
build twice); a data problem stops start-up with a clear message instead of a traceback.
"""

import sys

from refbase.app import create_app
from refbase.kb.store import DataError

app = create_app()
try:
    app.extensions["refbase"].prepare()
except (DataError, OSError) as exc:  # pragma: no cover - exercised by the fault tests
    sys.exit(f"refbase: cannot prepare the rules data: {exc}")
