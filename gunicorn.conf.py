"""gunicorn settings for refbase: `gunicorn wsgi:app` (gunicorn reads ./gunicorn.conf.py).

Command-line options override these (`gunicorn -w 2 -b 0.0.0.0:8000 wsgi:app`).
"""

import os

bind = os.environ.get("REFBASE_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("REFBASE_WORKERS", "4"))
#: Threaded workers: a slow client holds one thread, not a whole worker. With sync workers four
#: slow connections stalled the service for `timeout` seconds at a time when nothing buffered in
#: front; with 8 threads per worker a handful cannot (docs/reliability.md, "Slow clients").
#: gunicorn's gthread worker waits for a request's first bytes in its poller, not in a thread;
#: refbase's subclass of it bounds every later read of the client's socket (headers and body:
#: refbase.config.CLIENT_IDLE_SECONDS, 5 s; a body that stops coming gets 408).
#: Requests are CPU-bound and share each worker's GIL: threads add no throughput, only
#: tolerance of waiting clients. A buffering reverse proxy in front is still recommended.
worker_class = "refbase.middleware.BoundedThreadWorker"
threads = int(os.environ.get("REFBASE_THREADS", "8"))
#: A worker whose main loop is silent this long is restarted (a stuck process; every request's
#: work is bounded by the limits in refbase/config.py).
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
