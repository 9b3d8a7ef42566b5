"""Where refbase finds its rules and keeps its built data, and the documented limits.

Every limit a client can hit is defined here, once, and documented in the README.
"""

from __future__ import annotations

import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent

#: Rule texts and manifest (the project's own copies; ../shared is never read at run time).
RULES_DIR = Path(os.environ.get("REFBASE_RULES_DIR", PROJECT_ROOT / "rules"))
#: Worked scenario library served by /api/v1/scenarios.
SCENARIOS_DIR = Path(os.environ.get("REFBASE_SCENARIOS_DIR", PROJECT_ROOT / "scenarios"))
#: Built artifacts (knowledge base snapshot, search index). Built atomically by `refbase build`.
DATA_DIR = Path(os.environ.get("REFBASE_DATA_DIR", PROJECT_ROOT / "instance"))

#: The public base URL of absolute links (`https://rules.example.org`, optionally with a path
#: prefix). Unset: the address the server listens on; never the request's Host header.
PUBLIC_URL = os.environ.get("REFBASE_PUBLIC_URL") or None
#: Number of reverse proxies in front whose X-Forwarded-* headers are trusted (0: none).
TRUSTED_PROXIES = int(os.environ.get("REFBASE_TRUSTED_PROXIES") or 0)
#: Per-process memory for precomputed read-only answers (identity + gzip bytes), LRU.
RESPONSE_CACHE_BYTES = 32 * 1024 * 1024

# --- Limits (documented in README "Limits") ------------------------------------------
MAX_BODY_BYTES = 256 * 1024  # any request body
#: The whole query string: 413 beyond. Below gunicorn's largest request line (8,190 bytes for
#: method, path, query and version), so the server can always enforce it; 2 KiB remain for the path.
MAX_QUERY_STRING_BYTES = 6 * 1024
#: All request header lines together (names + values): 431 beyond. A public client needs a
#: few hundred bytes; the WSGI servers' own per-line limits (gunicorn 8190 bytes per field,
#: 100 fields) would otherwise let ~800 KiB of headers through to every request.
MAX_HEADER_BYTES = 16 * 1024
#: Nesting depth of a JSON body (arrays + objects): 400 beyond. The deepest legitimate body (a
#: scenario) nests 5 levels; Python's JSON decoder raises RecursionError near 1,000.
MAX_JSON_DEPTH = 64
#: How long the server waits for a client's next bytes (each read of its socket, under
#: gunicorn with gunicorn.conf.py's worker): headers that stop coming close the connection, a
#: body that stops coming gets 408. A stalled client then frees its thread in seconds, where it
#: held a thread for ever (threaded workers) or a whole worker until it was killed (sync).
CLIENT_IDLE_SECONDS = float(os.environ.get("REFBASE_CLIENT_IDLE_SECONDS") or 5.0)
MAX_SEARCH_QUERY_CHARS = 500  # search `q`: longer queries get 413
MAX_SEARCH_LIMIT = 50  # search `limit` cap
MAX_SEARCH_OFFSET = 1000
MAX_REF_CHARS = 200  # `ref` of /cite, section numbers in paths
MAX_LINKIFY_CHARS = 100_000
#: Citations found in one linkify text: 413 beyond. Each costs ~0.5 KB of answer, so 100 KB of
#: bare citations used to give a 7 MB answer; a long FAQ page has a few hundred.
MAX_LINKIFY_CITATIONS = 1_000
MAX_SCENARIO_CARDS = 200
#: Distinct unknown card titles given "did you mean" suggestions in one request (linkify's
#: `[[title]]`, a scenario's `card`): the rest are reported without. Each lookup scans the
#: whole catalogue (about 1 ms for 5,000 titles), so this bounds a request's work.
MAX_SUGGESTED_TITLES = 50
MAX_SCENARIO_ACTIONS = 200
MAX_SCENARIO_PLAYERS = 8
#: Candidate actions the legality query checks (each is one resolution of the prefix plus it);
#: beyond it the answer says `truncated`.
MAX_OPTION_CANDIDATES = 400
#: A shared-scenario link's token (/scenarios/s/<token>): it keeps the whole link inside the
#: 2,048-character oEmbed `url` limit; and the JSON it may inflate to (bounds a "zip bomb").
MAX_SHARE_TOKEN_CHARS = 1_900
MAX_SHARE_JSON_BYTES = 64 * 1024
MAX_ENGINE_STEPS = 2_000  # engine step budget: no input can loop or run away
#: Cards copied into the step-by-step boards of one resolution (`resolve(..., boards=True)`),
#: all boards together: a long resolution of a big board records its first boards only.
MAX_BOARD_CARDS = 20_000
MAX_TITLE_CHARS = 200  # designator titles/subtitles
