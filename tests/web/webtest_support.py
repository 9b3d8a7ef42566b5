"""Constants and helpers shared by the web tests (imported by conftest.py and the test modules)."""

from __future__ import annotations

import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "artifacts" / "screenshots"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
#: The documents of the small export the tests share (the smallest two: fast to write).
EXPORT_DOCS = ("shadowfist-notes", "shadowfist-basic")

#: Hostile strings: if any of them runs, it sets window.__xss (the tests check it stays unset).
HOSTILE = (
    '<script>window.__xss = 1</script>',
    '"><img src=x onerror="window.__xss = 2">',
    "javascript:window.__xss = 3",
    "'><svg onload=window.__xss=4>",
)


class Served:
    """A WSGI app served on 127.0.0.1 in a thread (werkzeug's threaded server)."""

    def __init__(self, app) -> None:
        from werkzeug.serving import make_server

        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.thread.join(timeout=5)


def served_html(body: bytes):
    """Serve one HTML page from another origin (a third-party page); yields its URL."""
    def application(environ, start_response):
        start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
        return [body]

    served = Served(application)
    yield served.url
    served.close()
