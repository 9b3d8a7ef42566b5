"""WSGI entry point: `gunicorn wsgi:app` serves exactly what `refbase serve` serves.

The data is prepared at import (built on first run, under a lock so several workers never
build twice; a damaged build is rebuilt); a data problem that cannot be repaired (unwritable
or full data directory, unparseable rules) stops start-up with a clear message instead of a
traceback.
"""

import sys

from refbase.app import create_app
from refbase.kb.store import DataError

#: gunicorn's "App failed to load" status: the master stops instead of respawning workers that
#: would all fail the same way. (A plain `sys.exit(message)` exits 1, which gunicorn treats as
#: a worker crash and restarts forever, flooding the log with the same message.)
APP_LOAD_ERROR = 4

app = create_app()
try:
    app.extensions["refbase"].prepare()
except (DataError, OSError) as exc:  # pragma: no cover - exercised by the fault tests
    print(f"refbase: cannot prepare the rules data in {app.config['DATA_DIR']}: {exc}", file=sys.stderr)
    sys.exit(APP_LOAD_ERROR)
