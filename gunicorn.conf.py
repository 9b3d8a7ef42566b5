"""gunicorn settings for refbase: `gunicorn wsgi:app` (gunicorn reads ./gunicorn.conf.py).

Command-line options override these (`gunicorn -w 2 -b 0.0.0.0:8000 wsgi:app`).
"""

import os

bind = os.environ.get("REFBASE_BIND", "127.0.0.1:8000")
#: Sync workers: CPU-bound requests, and gunicorn kills a worker silent for `timeout` seconds
#: (a stalled client, a stuck request); see docs/reliability.md for the measurements.
workers = int(os.environ.get("REFBASE_WORKERS", "4"))
worker_class = "sync"
timeout = 30
graceful_timeout = 10
#: Load the application (and the rules data) once in the master, then fork: workers start in
#: milliseconds sharing the loaded data, and a worker restarted later starts with the data the
#: master loaded even if the data directory has since become unreadable.
preload_app = True
#: gunicorn's maximum request line (method + path + query + version); the application's own
#: query-string limit (refbase.config.MAX_QUERY_STRING_BYTES, 6 KiB) fits within it, so an
#: over-limit query string gets the API's 413 problem document, and only a request line over
#: 8,190 bytes gets gunicorn's own 414 HTML page.
limit_request_line = 8190
#: gunicorn 27 opens a control socket in $HOME by default; several instances would collide.
control_socket_disable = True
