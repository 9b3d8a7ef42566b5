"""WSGI entry point: `gunicorn wsgi:app` serves exactly what `refbase serve` serves.

The data is prepared at import (built on first run, under a lock so several workers never
build twice; a damaged build is rebuilt); a data problem that cannot be repaired (unwritable
or full data directory, unparseable rules) stops start-up with one clear message instead of
a traceback.
"""

import os
import sys
import tempfile
import time
from pathlib import Path

from refbase.app import create_app
from refbase.kb.store import DataError

#: gunicorn's "App failed to load" status: the master stops instead of respawning workers that
#: would all fail the same way. (A plain `sys.exit(message)` exits 1, which gunicorn treats as
#: a worker crash and restarts forever, flooding the log with the same message.)
APP_LOAD_ERROR = 4


def _first_failure_under_this_master() -> bool:
    """Whether this is the first gunicorn worker of its master to fail preparing the data.

    When a second worker exits with APP_LOAD_ERROR while the master is already halting on the
    first, gunicorn (up to 27.0.1 at least) raises HaltServer again inside its own shutdown
    and prints a traceback (benoitc/gunicorn#2186). So only the first failing worker reports
    and exits 4; the others leave quietly. The marker is created atomically and named after
    the master's pid and start time, so it never matches a later master.
    """
    master = os.getppid()
    try:
        started = Path(f"/proc/{master}/stat").read_text().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        started = "0"
    marker = Path(tempfile.gettempdir()) / f"refbase-start-failed-{master}-{started}"
    try:
        os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except FileExistsError:
        return False
    except OSError:
        return True
    return True


def _stop(exc: Exception) -> None:
    if "gunicorn.arbiter" in sys.modules and not _first_failure_under_this_master():
        time.sleep(1.0)  # the master is halting on the first worker's status: leave quietly
        sys.exit(0)
    print(f"refbase: cannot prepare the rules data in {app.config['DATA_DIR']}: {exc}", file=sys.stderr)
    sys.exit(APP_LOAD_ERROR)


app = create_app()
try:
    app.extensions["refbase"].prepare()
except (DataError, OSError) as exc:  # pragma: no cover - exercised by the fault tests
    _stop(exc)
