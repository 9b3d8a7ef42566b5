"""Parser fuzzing with Hypothesis: ingestion, citations and the scenario validator.

* Ingestion: every parser profile (`refbase.kb.parsers.<profile>.parse`) on random text and on
  the real rule texts mutated (slices deleted, duplicated, shuffled; lines glued, truncated,
  heading-like junk inserted) returns entries that `build_document` accepts, never raises,
  never loops.
* Citations: `parse_citation` raises only `CitationError`; `find_citations` never raises and
  reports ordered, non-overlapping spans of the text; `/api/v1/cite` and `/api/v1/linkify`
  answer 200 or a 4xx problem, and linkify's HTML is the input, escaped, plus our own tags.
* Scenarios: `refbase.engines.resolve` on junk JSON and on mutated library scenarios returns a
  Resolution or raises `ScenarioInvalid`, nothing else, within its step budget.

Every example runs in a forked worker process with a wall-clock limit (`Bounded`): a parser
stuck in a catastrophic regex cannot be interrupted from inside the process, so the worker is
killed instead and the example fails as a hang.
"""

from __future__ import annotations

import html
import json
import multiprocessing
import re
import traceback
from collections.abc import Callable, Iterator
from multiprocessing.context import TimeoutError as PoolTimeout
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from refbase import config
from refbase.kb.manifest import load_manifest

DOCS = {info.profile: info for info in load_manifest(config.RULES_DIR)}
TEXTS = {profile: (config.RULES_DIR / info.source).read_text(encoding="utf-8") for profile, info in DOCS.items()}
PROFILES = sorted(DOCS)
#: Wall-clock limit per example. A full rule text parses in at most ~0.15 s (comprehensive
#: rulebook); an engine resolves a library scenario in milliseconds.
PARSE_SECONDS = 10.0
ENGINE_SECONDS = 10.0

FUZZ = settings(deadline=None, database=None, derandomize=True, print_blob=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])


# --- the bounded worker ------------------------------------------------------------------

def _call(name: str, args: tuple) -> dict[str, Any]:
    """Runs in the worker: a named probe, its outcome as plain data (exceptions included)."""
    try:
        return {"ok": True, "value": PROBES[name](*args)}
    except BaseException as exc:
        return {"ok": False, "type": type(exc).__name__, "error": f"{type(exc).__name__}: {exc}"[:500],
                "trace": traceback.format_exc()[-3000:]}


class Bounded:
    """One forked worker process; a call that overruns its limit kills and replaces the worker."""

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("fork")
        self._pool = self._context.Pool(1)

    def __call__(self, name: str, *args: Any, seconds: float) -> dict[str, Any]:
        pending = self._pool.apply_async(_call, (name, args))
        try:
            return pending.get(timeout=seconds)
        except PoolTimeout:
            self._pool.terminate()
            self._pool = self._context.Pool(1)
            return {"ok": False, "type": "Timeout", "error": f"no answer within {seconds} s (loop or hang)",
                    "trace": ""}

    def close(self) -> None:
        self._pool.terminate()


@pytest.fixture(scope="module")
def bounded() -> Iterator[Bounded]:
    worker = Bounded()
    yield worker
    worker.close()


def expect_ok(outcome: dict[str, Any], what: str) -> Any:
    assert outcome["ok"], f"{what}: {outcome['error']}\n{outcome['trace']}"
    return outcome["value"]


# --- probes (run in the worker) ----------------------------------------------------------

def probe_parse(profile: str, text: str) -> int:
    """Parse, then assemble: the entries must form a valid document tree."""
    from refbase.kb.build import build_document
    from refbase.kb.model import Entry
    from refbase.kb.parsers import parser_for

    entries = parser_for(profile)(text)
    assert isinstance(entries, list) and all(isinstance(e, Entry) for e in entries), "parse returned non-entries"
    document = build_document(DOCS[profile], entries)
    return len(document.sections)


_KB: Any = None


def _kb() -> Any:
    global _KB
    if _KB is None:
        from refbase.kb.build import build_knowledge_base

        _KB = build_knowledge_base(config.RULES_DIR)
    return _KB


def probe_parse_citation(ref: str, doc: str | None) -> str:
    from refbase.kb.citations import CitationError, parse_citation

    try:
        citation = parse_citation(ref, _kb(), doc)
    except CitationError as exc:
        assert exc.status in (400, 404, 413, 422), exc.status
        return f"error {exc.status}"
    assert citation.doc in _kb().documents
    return f"{citation.doc} {citation.key}"


def probe_find_citations(text: str, doc: str | None) -> int:
    from refbase.kb.citations import find_citations

    found = find_citations(text, _kb(), doc)
    cursor = 0
    for f in found:
        assert cursor <= f.start < f.end <= len(text), (cursor, f.start, f.end)
        assert text[f.start:f.end] == f.text
        assert f.section is None or _kb().section(f.section.doc, f.section.id) is f.section
        cursor = f.end
    return len(found)


def probe_resolve(payload: Any) -> str:
    from refbase.engines import resolve
    from refbase.engines.common import Resolution, ScenarioInvalid

    try:
        resolution = resolve(payload)
    except ScenarioInvalid as exc:
        assert isinstance(exc.errors, dict) and exc.errors, "ScenarioInvalid without field errors"
        return "invalid"
    assert isinstance(resolution, Resolution)
    assert resolution.outcome in ("resolved", "illegal", "pending")
    assert len(resolution.steps) <= config.MAX_ENGINE_STEPS
    json.dumps(resolution.final, allow_nan=False)  # the API must be able to send it
    return resolution.outcome


PROBES: dict[str, Callable[..., Any]] = {
    "parse": probe_parse, "parse_citation": probe_parse_citation,
    "find_citations": probe_find_citations, "resolve": probe_resolve,
}


# --- strategies --------------------------------------------------------------------------

#: Lines shaped like what the parsers key on: rule numbers, headings, Q/A, page debris.
STRUCTURAL = st.sampled_from([
    "28.6.1 ", "4.0 Victory", "G.2.1.3.2. ", "A. Introduction", "1. ", "12.", "Section 1: The Basics",
    "Chapter 5", "Q: Can I?", "A: No.", "Q.", "A.", "Example:", "Note:", "Tip:", "Glossary", "Appendix 1",
    "APPENDIX", "Part 2: Major Topics", "\f", "Page 12", "- 3 -", "* ", "•", "(see 28.6.1)", "~2", "..",
    "", " ", "\t", "I.2.2", "C.3.3.2.1", "Term: definition", "CARDS", "Evil Twin", "50.15 Superleap",
])
JUNK_LINE = st.one_of(STRUCTURAL, st.text(max_size=40), st.builds(lambda a, b: f"{a} {b}", STRUCTURAL, st.text(max_size=20)))


@st.composite
def mutated_text(draw: st.DrawFn, text: str) -> str:
    """A real rule text with a few random line- and character-level edits."""
    lines = text.splitlines(keepends=True)
    rnd = draw(st.randoms(use_true_random=False))
    for _ in range(draw(st.integers(1, 5))):
        if not lines:
            break
        op = draw(st.sampled_from(["delete", "duplicate", "shuffle", "junk", "glue", "truncate", "cut", "swap"]))
        i = draw(st.integers(0, len(lines) - 1))
        j = min(len(lines), i + draw(st.integers(1, 300)))
        if op == "delete":
            del lines[i:j]
        elif op == "duplicate":
            lines[i:i] = lines[i:j]
        elif op == "shuffle":
            chunk = lines[i:j]
            rnd.shuffle(chunk)
            lines[i:j] = chunk
        elif op == "junk":
            lines.insert(i, draw(JUNK_LINE) + "\n")
        elif op == "glue":
            lines[i:j] = ["".join(line.rstrip("\n") + " " for line in lines[i:j]) + "\n"]
        elif op == "truncate":
            lines = lines[:i]
        elif op == "cut":  # delete characters across line boundaries
            flat = "".join(lines)
            a = draw(st.integers(0, len(flat)))
            flat = flat[:a] + flat[a + draw(st.integers(0, 5000)):]
            lines = flat.splitlines(keepends=True)
        elif op == "swap" and j - i >= 2:
            lines[i], lines[j - 1] = lines[j - 1], lines[i]
    return "".join(lines)


RANDOM_TEXT = st.one_of(
    st.text(max_size=2000),
    st.lists(JUNK_LINE, max_size=80).map("\n".join),
)


# --- ingestion ---------------------------------------------------------------------------

#: Parser defects found by this file and not yet fixed: (test, profile) -> reason (non-strict
#: xfail). Empty: the comprehensive `Introduction` StopIteration and the basic rulebook's lost
#: parent heading, both found here, are fixed.
KNOWN_PARSER_DEFECTS: dict[tuple[str, str], str] = {}


def profiles(kind: str) -> list:
    return [pytest.param(p, marks=pytest.mark.xfail(strict=False, reason=KNOWN_PARSER_DEFECTS[(kind, p)]))
            if (kind, p) in KNOWN_PARSER_DEFECTS else p for p in PROFILES]


@pytest.mark.parametrize("profile", PROFILES)
def test_real_texts_parse(bounded, profile):
    assert expect_ok(bounded("parse", profile, TEXTS[profile], seconds=PARSE_SECONDS), profile) > 10


@pytest.mark.parametrize("profile", profiles("random"))
@FUZZ
@given(data=st.data())
def test_parsers_survive_random_text(bounded, profile, data):
    text = data.draw(RANDOM_TEXT, label="text")
    expect_ok(bounded("parse", profile, text, seconds=PARSE_SECONDS), f"{profile} on random text")


@pytest.mark.parametrize("profile", profiles("mutated"))
@settings(FUZZ, max_examples=12)
@given(data=st.data())
def test_parsers_survive_mutated_rule_texts(bounded, profile, data):
    text = data.draw(mutated_text(TEXTS[profile]), label="mutated text")
    expect_ok(bounded("parse", profile, text, seconds=PARSE_SECONDS), f"{profile} on a mutated text")


# --- citations ---------------------------------------------------------------------------

CITATION_LIKE = st.one_of(
    st.text(max_size=60),
    st.builds(lambda prefix, number, tail: f"{prefix}{number}{tail}",
              st.sampled_from(["", "CR ", "UFS ", "rule ", "§ ", "shadowfist-comprehensive ", "Shadowfist CR ",
                               "FAQ ", "Notes ", "BR ", "LGR ", "sec. ", "(", "cr", "ufs:"]),
              st.from_regex(r"[0-9A-Lа-я]{1,2}(\.[0-9~]{1,3}){0,7}", fullmatch=True),
              st.sampled_from(["", ".", ")", ",", "~2", " ", "\x00", "..", "/", "?x=1"])),
)
DOC_ARG = st.one_of(st.none(), st.sampled_from(sorted(d.id for d in DOCS.values())), st.text(max_size=12))


@FUZZ
@given(ref=CITATION_LIKE, doc=DOC_ARG)
def test_parse_citation_raises_only_citation_errors(bounded, ref, doc):
    expect_ok(bounded("parse_citation", ref, doc, seconds=PARSE_SECONDS), f"parse_citation({ref!r}, {doc!r})")


@FUZZ
@given(text=st.lists(st.one_of(CITATION_LIKE, st.text(max_size=30)), max_size=30).map(" ".join),
       doc=st.one_of(st.none(), st.sampled_from(sorted(d.id for d in DOCS.values()))))
def test_find_citations_reports_exact_spans(bounded, text, doc):
    expect_ok(bounded("find_citations", text, doc, seconds=PARSE_SECONDS), f"find_citations({text[:80]!r})")


def test_find_citations_is_linear_on_hostile_text(bounded):
    """Regex backtracking: long runs of what citations are made of."""
    for text in ("1." * 50_000, "28.6.1" * 15_000, "CR " * 30_000, "G." * 50_000, "~2." * 30_000,
                 "1.1.1.1.1.1.1.1" + "9" * 90_000):
        expect_ok(bounded("find_citations", text, None, seconds=5.0), f"find_citations on {text[:20]!r}…")


_OUR_TAGS = re.compile(r'<a class="refbase-cite" [^>]*>|</a>|<span class="refbase-unresolved">|</span>')


@FUZZ
@given(ref=CITATION_LIKE, doc=st.one_of(st.none(), st.text(max_size=12)))
def test_cite_endpoint_answers_200_or_a_problem(app, no_leak, ref, doc):
    params = {"ref": ref} if doc is None else {"ref": ref, "doc": doc}
    response = app.test_client().get("/api/v1/cite", query_string=params)
    assert response.status_code in (200, 400, 404, 413, 422), response.data[:300]
    if response.status_code != 200:
        assert response.mimetype == "application/problem+json"
    no_leak(response.get_data(as_text=True), f"{ref} {doc}")


@FUZZ
@given(text=st.lists(st.one_of(CITATION_LIKE, st.text(max_size=30),
                               st.sampled_from(["<script>alert(1)</script>", '"><img src=x>', "&amp;", "'"])),
                     max_size=20).map(" ".join))
def test_linkify_escapes_everything_it_does_not_link(app, no_leak, text):
    response = app.test_client().post("/api/v1/linkify", json={"text": text})
    assert response.status_code == 200, response.data[:300]
    body = response.get_json()
    assert html.unescape(_OUR_TAGS.sub("", body["html"])) == text
    assert "<script" not in _OUR_TAGS.sub("", body["html"])
    no_leak(response.get_data(as_text=True), text)


# --- scenario validator ------------------------------------------------------------------

def _library() -> list[dict]:
    scenarios = []
    for path in sorted((config.PROJECT_ROOT / "scenarios").glob("*/*.json")):
        item = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(item, dict) and isinstance(item.get("scenario"), dict):
            scenarios.append(item["scenario"])
    return scenarios


LIBRARY = _library()

JSON_LEAF = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=False, allow_infinity=False),
                      st.text(max_size=12), st.sampled_from(["A", "B", "hitter", "in_play", "front", "shadowfist", "ufs",
                                                              "character", "pass", "declare_attack", "", "Toughness: 2",
                                                              -1, 0, 1, 10**9, 2.5]))
JSON_VALUE = st.recursive(JSON_LEAF, lambda children: st.one_of(
    st.lists(children, max_size=5), st.dictionaries(st.text(max_size=10), children, max_size=5)), max_leaves=25)


def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, prefix + (index,))
    return found


def _strings(node: Any) -> list[str]:
    if isinstance(node, dict):
        return [s for value in node.values() for s in _strings(value)]
    if isinstance(node, list):
        return [s for value in node for s in _strings(value)]
    return [node] if isinstance(node, str) else []


@st.composite
def mutated_scenario(draw: st.DrawFn) -> Any:
    """A library scenario with 1-4 edits: values nudged (numbers moved, ids swapped for other
    ids of the same scenario, flags flipped) or replaced by junk, keys dropped, items duplicated."""
    scenario = json.loads(json.dumps(draw(st.sampled_from(LIBRARY))))
    strings = sorted(set(_strings(scenario))) or [""]
    for _ in range(draw(st.integers(1, 4))):
        paths = _paths(scenario)[1:]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = scenario
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        op = draw(st.sampled_from(["nudge", "nudge", "nudge", "replace", "delete", "duplicate", "retype"]))
        value = parent[key]
        if op == "nudge" and isinstance(value, bool):
            parent[key] = not value
        elif op == "nudge" and isinstance(value, int):
            parent[key] = draw(st.sampled_from([value - 1, value + 1, 0, -1, -value, value * 10, 10**9]))
        elif op == "nudge" and isinstance(value, str):
            parent[key] = draw(st.sampled_from(strings))
        elif op in ("nudge", "replace"):
            parent[key] = draw(JSON_VALUE)
        elif op == "delete":
            del parent[key]
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(key, json.loads(json.dumps(parent[key])))
        elif op == "retype":
            parent[key] = [value] if not isinstance(value, list) else {"0": value}
    return scenario


@FUZZ
@given(payload=JSON_VALUE)
def test_resolve_on_junk_json(bounded, payload):
    expect_ok(bounded("resolve", payload, seconds=ENGINE_SECONDS), f"resolve({json.dumps(payload)[:300]})")


@settings(FUZZ, max_examples=150)
@given(payload=mutated_scenario())
def test_resolve_on_mutated_library_scenarios(bounded, payload):
    expect_ok(bounded("resolve", payload, seconds=ENGINE_SECONDS), f"resolve({json.dumps(payload)[:600]})")
