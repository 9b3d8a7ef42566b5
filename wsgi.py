"""WSGI entry point: `gunicorn -c gunicorn.conf.py wsgi:app` serves what `refbase serve` serves.

The data is prepared at import (built on first run, under a lock so several workers never
build twice; a damaged build is rebuilt). With `preload_app` (gunicorn.conf.py) this runs once
in the master before it forks, and every worker, including one restarted later, starts with
the data already loaded. A data problem that cannot be repaired here (read-only or full data
directory, unparseable rules) is reported in one line and the application still starts: it
serves the newest intact build it finds, or answers 503 problem documents and retries. It
never exits with gunicorn's "App failed to load" status, which would stop the master and
with it every worker that still had good data.
"""

import sys

from refbase.app import create_app
from refbase.kb.store import DataError

app = create_app()
# a new build or import is opened by a background thread; requests keep the build and card
# catalogue they have until the new pair is ready (refbase/runtime.py)
app.extensions["refbase"].background = True
try:
    # the card catalogue (and with it the dictionary rule 14.4 uses) is built here too, once in
    # the master, so no worker's first search or card request pays for it
    app.extensions["refbase"].prepare()
except (DataError, OSError) as exc:
    print(f"refbase: cannot prepare the rules data in {app.config['DATA_DIR']}: {exc}; "
          "answering 503 and retrying", file=sys.stderr)
