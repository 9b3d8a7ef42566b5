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
from pathlib import Path

from refbase.app import create_app
from refbase.cards.served import SERVED
from refbase.kb.store import DataError

app = create_app()
# a new import or build is picked up by a background thread; requests keep the catalogue they
# have until the new one is ready (refbase/cards/served.py)
SERVED.background = True
try:
    snapshot = app.extensions["refbase"].prepare()
    # the card catalogue (and with it the dictionary rule 14.4 uses) is built here too, once in
    # the master, so no worker's first search or card request pays for it
    SERVED.get(snapshot.kb, Path(app.config["DATA_DIR"]))
except (DataError, OSError) as exc:
    print(f"refbase: cannot prepare the rules data in {app.config['DATA_DIR']}: {exc}; "
          "answering 503 and retrying", file=sys.stderr)
