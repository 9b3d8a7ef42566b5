"""`refbase export-site DIR`: the whole reference as static files, with the live pages' URLs.

Every page is rendered by the live routes themselves (through Flask's test client, with the
`REFBASE_STATIC_SITE` flag), then written where a static host serves that URL:

    /                          -> index.html
    /rules/<doc>               -> rules/<doc>/index.html          (table of contents)
    /rules/<doc>/all           -> rules/<doc>/all/index.html      (whole document on one page)
    /rules/<doc>/<id>          -> rules/<doc>/<id>/index.html     (every section's permalink)
    /search, /embed            -> search/index.html, embed/index.html
    /scenarios                 -> scenarios/index.html            (the index of the worked scenarios)
    /scenarios/<id>            -> scenarios/<id>/index.html       (worked scenarios, answered)
    (not found)                -> 404.html
    /embed.js, /static/...     -> embed.js, static/ (CSS, JS, static/search-index.json)

Directory-style `index.html` files are the choice because every static host (GitHub Pages,
Netlify, S3 website hosting, nginx, `python -m http.server`) answers `/rules/<doc>/<id>` with a
redirect to `/rules/<doc>/<id>/` and serves its index.html: the live URLs keep working.
Links inside the export end in `/` to skip that redirect; the live server redirects such
URLs back to the canonical ones, so a link copied from either works on both.

Search on a static host runs in the browser and ranks like the live search (see
refbase/web/static_search.py: static/search-data.js, search-core.js).
Every exported page's links are relative (`static_search.relative_links`), so the copy works
opened from disk and under any base path. The library's worked scenarios of each game whose
authoritative rulebook is exported are exported answered (question, answer, board and its
step-through) and found by the static search; running a scenario, oEmbed and the API need
the server and are not exported; embed.js is exported in "static" mode, reading
static/search-index.json instead of the API.

The export is written to a temporary sibling directory and then renamed into place; the
previous export (recognised by its `.refbase-export.json`) is replaced, any other non-empty
directory is refused. Output is deterministic: exporting twice gives identical files.

This sits beside the application factory (it builds an application and drives the pages
through it), not among the pages, which never build the application they belong to.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from flask import Flask
from flask.testing import FlaskClient

from refbase.api.scenario_search import scenario_index
from refbase.app import create_app
from refbase.cards import build_catalogue, load_imported
from refbase.kb.citations import valid_key
from refbase.kb.model import KnowledgeBase
from refbase.request_context import Snapshot
from refbase.runtime import Runtime
from refbase.search.scenarios import ScenarioIndex
from refbase.web.cards_page import EXPORT_CARDS
from refbase.web.pages import EXPORT_BASE_URL
from refbase.web.render import STATIC_SITE
from refbase.web.runner import EXPORT_SCENARIO_GAMES
from refbase.web.static_search import absolute_links, relative_links, write_search_data

MARKER = ".refbase-export.json"
INDEX_FILE = "static/search-index.json"
_EMBED_MODE = 'var MODE = "api";'


class ExportError(RuntimeError):
    """The export cannot be written (the previous one, if any, is left as it was)."""


@dataclass(frozen=True, slots=True)
class ExportResult:
    directory: Path
    pages: int
    files: int


def export_site(target: Path, data_dir: Path, *, base_url: str | None = None,
                docs: Iterable[str] | None = None,
                progress: Callable[[str], None] | None = None,
                runtime: Runtime | None = None) -> ExportResult:
    """Write the static site to `target` (atomically replacing a previous export).

    `runtime` reuses an already opened build of `data_dir` (a serving process's, a test's).
    """
    say = progress or (lambda _message: None)
    target = Path(target).absolute()
    _check_target(target)
    app = create_app({"DATA_DIR": Path(data_dir), "AUTO_BUILD": False, STATIC_SITE: True,
                      EXPORT_BASE_URL: base_url, "TESTING": False})
    if runtime is not None:
        app.extensions["refbase"] = runtime
    with app.app_context():
        snapshot = app.extensions["refbase"].snapshot()
    plan = _plan(app, snapshot.kb, docs, Path(data_dir))
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=target.parent))
    try:
        staging.chmod(0o755)
        say(f"exporting {len(plan.pages)} pages of {len(plan.docs)} documents to {target}")
        files = _fill(staging, app, snapshot, plan, base_url, _Progress(say, len(plan.pages)))
        marker = {"generator": "refbase export-site", "build": snapshot.build_dir.name,
                  "base_url": base_url, "documents": plan.docs, "pages": len(plan.pages) + 1}
        _write(staging / MARKER, json.dumps(marker, indent=2).encode())
        _swap(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    total = len(plan.pages) + 1 + files + 3
    say(f"wrote {total} files to {target}")
    return ExportResult(target, len(plan.pages) + 1, total)


@dataclass(frozen=True, slots=True)
class _Plan:
    """What an export holds: its documents, its pages (URL, file), and the games whose
    worked scenarios it carries with the scenario index."""

    docs: list[str]
    pages: list[tuple[str, str]]
    scenario_games: set[str]
    scenarios: ScenarioIndex


def _plan(app: Flask, kb: KnowledgeBase, docs: Iterable[str] | None, data_dir: Path) -> _Plan:
    """The pages of the wanted documents, of the cards when every Shadowfist document is
    exported (card pages link sections of each), and of the worked scenarios of the games
    whose authoritative rulebook is exported; sets the app flags those pages render by."""
    wanted = list(kb.documents) if docs is None else list(dict.fromkeys(docs))
    unknown = [d for d in wanted if d not in kb.documents]
    if unknown or not wanted:
        raise ExportError(f"unknown document {unknown[0]!r}" if unknown else "no document to export")
    pages = _pages(kb, wanted)
    if _all_shadowfist(kb, wanted):
        app.config[EXPORT_CARDS] = True
        pages += _card_pages(kb, data_dir)
    scenario_games = _scenario_games(kb, wanted)
    scenarios = scenario_index(kb, Path(app.config["SCENARIOS_DIR"]))
    worked = [(f"/scenarios/{d.id}", f"scenarios/{d.id}/index.html") for d in scenarios.docs
              if d.game in scenario_games and valid_key(d.id)]
    if worked:  # with their index page, linked from every page's menu
        app.config[EXPORT_SCENARIO_GAMES] = sorted(scenario_games)
        pages += [("/scenarios", "scenarios/index.html"), *worked]
    return _Plan(wanted, pages, scenario_games, scenarios)


def _fill(staging: Path, app: Flask, snapshot: Snapshot, plan: _Plan, base_url: str | None,
          tell: _Progress) -> int:
    """Render every page of `plan` into `staging`, then the 404 page, the static files, the
    lookup index of embed.js and the search data; returns the number of static files."""
    client = app.test_client()
    request_base = _request_base(base_url)
    prefix = urlsplit(request_base).path or "/"
    for url, path in plan.pages:
        _write(staging / path, relative_links(_get(client, url, request_base, 200), path, prefix))
        tell.page(path)
    tell.phase("the 404 page")
    _write(staging / "404.html", _not_found_page(_get(client, "/404", request_base, 404), base_url, prefix))
    tell.phase("static files")
    files = _assets(app.static_folder, staging)
    tell.phase("the lookup index of embed.js")
    _write(staging / INDEX_FILE, _search_index(snapshot.kb, plan.docs))
    tell.phase("the search data")
    data = snapshot.search.client_data(plan.docs)
    games = plan.scenario_games
    data["scenarios"] = plan.scenarios.client_data(lambda d: d.game in games and valid_key(d.id))
    write_search_data(staging, data)
    tell.phase("")
    return files


class _Progress:
    """Says where the export is: each group of pages (a document's, the cards', the scenarios')
    as it is finished, every 250 pages within a long one, then each later phase, with the
    seconds since the start."""

    def __init__(self, say: Callable[[str], None], total: int) -> None:
        self.say, self.total, self.done, self.started = say, total, 0, time.monotonic()
        self.group, self.in_group, self.current = "", 0, ""

    def page(self, path: str) -> None:
        group = _group(path)
        if group != self.group:
            self._finish_group()
            self.group, self.in_group = group, 0
        self.done += 1
        self.in_group += 1
        if self.in_group % 250 == 0:
            self.say(f"{self.group}: {self.in_group} pages so far ({self.done}/{self.total}, {self._seconds()})")

    def phase(self, name: str) -> None:
        self._finish_group()
        if self.current:
            self.say(f"{self.current}: done ({self._seconds()})")
        self.current = name
        if name:
            self.say(f"writing {name}")

    def _finish_group(self) -> None:
        if self.group:
            self.say(f"{self.group}: {self.in_group} pages ({self.done}/{self.total}, {self._seconds()})")
        self.group = ""

    def _seconds(self) -> str:
        return f"{time.monotonic() - self.started:.0f} s"


def _group(path: str) -> str:
    """The group a page is counted in: its document, the cards, the scenarios, the other pages."""
    parts = path.split("/")
    if parts[0] == "rules" and len(parts) > 2:
        return f"rules of {parts[1]}"
    return {"cards": "card pages", "scenarios": "worked scenarios"}.get(parts[0], "home, search and embed pages")


def _check_target(target: Path) -> None:
    if target.exists() and not target.is_dir():
        raise ExportError(f"{target} exists and is not a directory")
    if target.is_dir() and any(target.iterdir()) and not (target / MARKER).is_file():
        raise ExportError(f"{target} is not empty and is not a refbase export; refusing to replace it")


def _pages(kb: KnowledgeBase, docs: list[str]) -> list[tuple[str, str]]:
    """(live URL, file path) of every exported page, in a stable order."""
    pages = [("/", "index.html"), ("/search", "search/index.html"), ("/embed", "embed/index.html")]
    for doc in docs:
        document = kb.documents[doc]
        pages += [(f"/rules/{doc}", f"rules/{doc}/index.html"), (f"/rules/{doc}/all", f"rules/{doc}/all/index.html")]
        for section in document.sections.values():
            if not valid_key(section.id) or section.id == "all":
                raise ExportError(f"{doc}: entry id {section.id!r} cannot be a static URL")
            pages.append((f"/rules/{doc}/{section.id}", f"rules/{doc}/{section.id}/index.html"))
    return pages


def _scenario_games(kb: KnowledgeBase, docs: list[str]) -> set[str]:
    """Games whose authoritative rulebook is exported: their worked scenarios go with it."""
    games = {kb.documents[d].info.game for d in docs}
    return {g for g in games if (authority := kb.authority(g)) is not None and authority.info.id in docs}


def _all_shadowfist(kb: KnowledgeBase, docs: list[str]) -> bool:
    shadowfist = [d for d, document in kb.documents.items() if document.info.game == "shadowfist"]
    return bool(shadowfist) and all(d in docs for d in shadowfist)


def _card_pages(kb: KnowledgeBase, data_dir: Path) -> list[tuple[str, str]]:
    """/cards and every /cards/<slug> (the documents' cards and imported ones)."""
    catalogue = build_catalogue(kb, load_imported(data_dir))
    return [("/cards", "cards/index.html")] + [(f"/cards/{c.slug}", f"cards/{c.slug}/index.html")
                                               for c in catalogue.cards]


def _request_base(base_url: str | None) -> str:
    """The test client's base URL: its path becomes SCRIPT_NAME, so links carry the prefix."""
    if not base_url:
        return "http://localhost/"
    return base_url if base_url.endswith("/") else base_url + "/"


def _not_found_page(html: bytes, base_url: str | None, prefix: str) -> bytes:
    """404.html, styled and linked like every other page. A static host serves it at whatever
    URL was missing, so with --base-url its links are absolute on it (right at any depth);
    without one they are relative to the copy's root, like index.html's (right opened from
    disk, and for a missing page at the top of the copy's folder)."""
    if base_url:
        parts = urlsplit(base_url)
        return absolute_links(html, f"{parts.scheme}://{parts.netloc}", prefix)
    return relative_links(html, "404.html", prefix)


def _get(client: FlaskClient, url: str, base: str, status: int) -> bytes:
    response = client.get(url, base_url=base)
    if response.status_code != status:
        raise ExportError(f"{url}: expected {status}, got {response.status_code}")
    return response.get_data()


def _write(path: Path, data: bytes | str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)


def _assets(static_folder: str | None, staging: Path) -> int:
    """Copy the static files; embed.js in static mode, also at the site root."""
    if static_folder is None:
        raise ExportError("the application has no static folder")
    count = 0
    for source in sorted(Path(static_folder).rglob("*")):
        if source.is_file() and not source.name.startswith("."):
            data = source.read_bytes()
            if source.name == "embed.js":
                data = _static_embed(data)
                _write(staging / "embed.js", data)
                count += 1
            _write(staging / "static" / source.relative_to(static_folder), data)
            count += 1
    return count


def _static_embed(data: bytes) -> bytes:
    text = data.decode("utf-8")
    if _EMBED_MODE not in text:
        raise ExportError("embed.js has no MODE line to switch to static mode")
    return text.replace(_EMBED_MODE, 'var MODE = "static";', 1).encode("utf-8")


def _search_index(kb: KnowledgeBase, docs: list[str]) -> str:
    """Every entry for client-side search and static embed.js lookups."""
    documents: list[dict[str, Any]] = []
    entries: list[list[Any]] = []
    for doc in docs:
        info = kb.documents[doc].info
        documents.append({"id": info.id, "game": info.game, "title": info.title,
                          "short_title": info.short_title, "version": info.version, "date": info.date,
                          "authority": info.authority, "precedence": info.precedence,
                          "prefixes": list(info.cite_prefixes), "default": info.default_for_bare_numbers})
        for s in kb.documents[doc].sections.values():
            entries.append([s.doc, s.id, s.number, s.title, str(s.kind), s.text])
    return json.dumps({"version": 1, "documents": documents, "entries": entries},
                      ensure_ascii=False, separators=(",", ":"))


def _swap(staging: Path, target: Path) -> None:
    """Move the finished export into place; the previous export goes only after that."""
    if not target.exists():
        os.rename(staging, target)
        return
    old = target.parent / f".{target.name}.old-{os.getpid()}"
    shutil.rmtree(old, ignore_errors=True)
    os.rename(target, old)
    try:
        os.rename(staging, target)
    except OSError:
        os.rename(old, target)
        raise
    shutil.rmtree(old, ignore_errors=True)
