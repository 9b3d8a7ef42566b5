"""Fixtures of the web tests: a live server, one headless chromium per session, a small export.

Browser tests are marked `browser`; they skip (never fail) when Debian's chromium or the
`playwright` package is missing. No browser is ever downloaded: chromium comes from apt.
"""

from __future__ import annotations

import functools
import http.server
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from webtest_support import CHROMIUM, CHROMIUM_ARGS, DESKTOP, EXPORT_DOCS, Served


@pytest.fixture(scope="session")
def live_server(app) -> Iterator[str]:
    """The application (session-built data dir) on a free port: its base URL."""
    served = Served(app)
    # Open the build once before any browser test: the first request loads the knowledge base
    # and the search index (seconds on a busy machine), which is no part of what a page test times.
    urllib.request.urlopen(served.url + "/", timeout=120).read()
    yield served.url
    served.close()


@pytest.fixture(scope="session")
def export_docs() -> tuple[str, ...]:
    return EXPORT_DOCS


@pytest.fixture(scope="session")
def exported_site(app, data_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A static export of the two smallest documents (plus home, search, embed, assets), one per
    worker: test_web_export compares it file by file with an export of the worker's own build,
    and the export records which build it came from."""
    from refbase.export import export_site

    target = tmp_path_factory.mktemp("export") / "site"
    export_site(target, data_dir, docs=EXPORT_DOCS, runtime=app.extensions["refbase"])
    return target


@pytest.fixture(scope="session")
def rulebook_copy(app, data_dir: Path, once_per_run) -> Path:
    """A static export of the comprehensive Shadowfist rulebook alone (tens of seconds to write),
    made once per run and shared by every worker and module that reads it; nobody writes to it."""
    from refbase.export import export_site

    def make(folder: Path) -> None:
        export_site(folder / "site", data_dir, docs=("shadowfist-comprehensive",), runtime=app.extensions["refbase"])
    return once_per_run("rulebook-copy", make) / "site"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="session")
def static_server(exported_site: Path) -> Iterator[str]:
    """The static export served by Python's own static file server (a stand-in static host)."""
    handler = functools.partial(_QuietHandler, directory=str(exported_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)


@pytest.fixture(scope="session")
def browser():
    """One headless Debian chromium for the whole session."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install -y chromium)")
    try:
        from playwright import sync_api
    except ImportError as exc:
        pytest.skip(f"the playwright package is not installed ({exc})")
    with sync_api.sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        yield instance
        instance.close()


@pytest.fixture()
def page(browser):
    """A fresh desktop-sized page; records script errors, dialogs and CSP violations."""
    context = browser.new_context(viewport=DESKTOP)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    tab = context.new_page()
    tab.set_default_timeout(10_000)
    problems: list[str] = []
    tab.on("pageerror", lambda error: problems.append(f"script error: {error}"))
    tab.on("dialog", lambda dialog: (problems.append(f"dialog: {dialog.message}"), dialog.dismiss()))
    tab.on("console", lambda message: problems.append(f"console: {message.text}")
           if message.type == "error" and "Content Security Policy" in message.text else None)
    tab.problems = problems  # type: ignore[attr-defined]
    yield tab
    context.close()


def _assert_clean(tab) -> None:
    assert tab.evaluate("typeof window.__xss") == "undefined", "hostile input ran as script"
    assert tab.problems == [], tab.problems  # type: ignore[attr-defined]


@pytest.fixture()
def assert_clean():
    """Check that no hostile string ran and there was no script error, dialog or CSP violation."""
    return _assert_clean


@pytest.fixture()
def tab_at(browser):
    """A fresh page at a given viewport that records script errors, dialogs and CSP violations."""
    contexts = []

    def make(size):
        phone = size["width"] < 500
        context = browser.new_context(viewport=size, is_mobile=phone, has_touch=phone)
        context.grant_permissions(["clipboard-read", "clipboard-write"])
        contexts.append(context)
        tab = context.new_page()
        tab.set_default_timeout(10_000)
        tab.problems = []
        tab.on("pageerror", lambda error: tab.problems.append(f"script error: {error}"))
        tab.on("dialog", lambda dialog: (tab.problems.append(f"dialog: {dialog.message}"), dialog.dismiss()))
        tab.on("console", lambda m: tab.problems.append(f"console: {m.text}")
               if m.type == "error" and "Content Security Policy" in m.text else None)
        return tab

    yield make
    for context in contexts:
        context.close()
