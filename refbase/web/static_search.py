"""The static copy's search: data for the browser, and pages that work from any folder.

`refbase export-site` calls `write_search_data` to put `static/search-data.js` next to
search-core.js, which ranks with the scores it holds. The data
is a script that sets a global rather than JSON fetched at run time, because browsers refuse
`fetch` on file:// pages: the copy must search when opened straight from disk.

`relative_links` rewrites a page's root-relative links ("/static/x.css", "/rules/doc/1.0/")
into paths relative to the page, pointing at `index.html` files, so the copy works from
disk and under any base path without knowing it. `absolute_links` makes them absolute on the
export's --base-url instead, for 404.html, which a host serves at whatever URL was missing.

`run_in_node` runs the same ranking in node (bench/bench_static_search.py and the tests
compare it with the live search).
"""

from __future__ import annotations

import json
import posixpath
import re
import subprocess
from pathlib import Path
from typing import Any

STATIC = Path(__file__).with_name("static")
CORE = "search-core.js"
DATA_FILE = "static/search-data.js"
DATA_GLOBAL = "REFBASE_SEARCH_DATA"
_EVAL_SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "static_search_eval.js"
_LINK = re.compile(r'(?P<attr>\b(?:href|src|action|data-root)=")(?P<url>/[^"]*)"')


def search_data_js(data: dict[str, Any]) -> str:
    """The browser search data as a script defining `window.REFBASE_SEARCH_DATA`."""
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=False)
    payload = payload.replace("</", "<\\/")  # never closes a script element
    return f"window.{DATA_GLOBAL} = {payload};\n"


def write_search_data(staging: Path, data: dict[str, Any]) -> None:
    path = staging / DATA_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(search_data_js(data), encoding="utf-8")


def relative_links(html: bytes, page_path: str, prefix: str = "/") -> bytes:
    """Root-relative links of the page at `page_path` (e.g. "rules/doc/1.0/index.html")
    made relative to it; page URLs (no file extension) point at their index.html."""
    here = posixpath.dirname(page_path) or "."
    text = html.decode("utf-8")

    def rewrite(match: re.Match[str]) -> str:
        url = match.group("url")
        if url.startswith("//") or not url.startswith(prefix):
            return match.group(0)
        path, sep, rest = _split_url(url[len(prefix):])
        if not path or path.endswith("/"):  # a page: the export's links to pages end in /
            path += "index.html"
        relative = posixpath.relpath(path, here)
        return f'{match.group("attr")}{relative}{sep}{rest}"'

    return _LINK.sub(rewrite, text).encode("utf-8")


def absolute_links(html: bytes, origin: str, prefix: str = "/") -> bytes:
    """Root-relative links made absolute on `origin` ("https://host"): for a page a static host
    serves at any URL (404.html), where links relative to the page would miss."""
    text = html.decode("utf-8")

    def rewrite(match: re.Match[str]) -> str:
        url = match.group("url")
        if url.startswith("//") or not url.startswith(prefix):
            return match.group(0)
        return f'{match.group("attr")}{origin}{url}"'

    return _LINK.sub(rewrite, text).encode("utf-8")


def _split_url(url: str) -> tuple[str, str, str]:
    for sep in ("?", "#"):
        if sep in url:
            path, _, rest = url.partition(sep)
            return path, sep, rest
    return url, "", ""


def run_in_node(data: dict[str, Any], queries: list[str],
                workdir: Path) -> tuple[list[list[tuple[str, str]]], float]:
    """The static ranking of each query (first 10 (doc, id)), and node's ms per query."""
    data_path, queries_path = workdir / "search-data.json", workdir / "queries.json"
    data_path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    queries_path.write_text(json.dumps(queries, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run(
        ["node", str(_EVAL_SCRIPT), str(STATIC / CORE),
         str(data_path), str(queries_path)],
        capture_output=True, text=True, check=True, timeout=300)
    answer = json.loads(done.stdout)
    return ([[(doc, entry) for doc, entry in hits] for hits in answer["results"]],
            float(answer["ms_per_query"]))
