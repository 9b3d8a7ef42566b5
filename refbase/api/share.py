"""Shareable scenarios: the whole scenario compressed into a URL token, no server state.

A token is `s1.` + base64url(zlib(JSON)) without padding. `s1` is the format version, so a
later format can be told apart. A link therefore works on any replica and after restarts, and
opening it resolves the same scenario again. Decoding is bounded: the token length, the
inflated size (zlib output is capped while inflating, so a small "zip bomb" cannot grow) and
the JSON nesting depth are checked, and every failure is a `ShareTokenError` with a message a
person can act on (a 4xx, never a 500).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from collections.abc import Mapping, Sequence
from typing import Any

from refbase.config import MAX_JSON_DEPTH, MAX_SHARE_JSON_BYTES, MAX_SHARE_TOKEN_CHARS
from refbase.middleware import json_depth

PREFIX = "s1."


class ShareTokenError(ValueError):
    """A shared link that cannot be opened; `status` is 400 (malformed) or 414 (too long)."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


def encode(envelope: dict[str, Any]) -> str:
    """`{"scenario": ..., "question": ...}` -> a URL-safe token (raises ShareTokenError if too long)."""
    raw = json.dumps(envelope, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    token = PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")
    if len(token) > MAX_SHARE_TOKEN_CHARS or len(raw) > MAX_SHARE_JSON_BYTES:
        raise ShareTokenError(f"this scenario is too large to share as a link (at most "
                              f"{MAX_SHARE_TOKEN_CHARS} characters compressed)", 414)
    return token


def decode(token: str) -> dict[str, Any]:
    """A token -> its envelope with a `scenario` object, or ShareTokenError saying what is wrong."""
    if len(token) > MAX_SHARE_TOKEN_CHARS:
        raise ShareTokenError(f"the shared link is longer than {MAX_SHARE_TOKEN_CHARS} characters", 414)
    if not token.startswith(PREFIX):
        raise ShareTokenError("this is not a refbase shared-scenario link (it should start with "
                              f"“{PREFIX}” after /scenarios/s/)")
    body = token[len(PREFIX):]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise ShareTokenError("the shared link is damaged: it is not valid base64url") from None
    raw = _inflate(packed)
    if json_depth(raw, stop_above=MAX_JSON_DEPTH) > MAX_JSON_DEPTH:
        raise ShareTokenError(f"the shared scenario nests deeper than {MAX_JSON_DEPTH} levels")
    try:
        envelope = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ShareTokenError("the shared link is damaged: its content is not JSON") from None
    if not isinstance(envelope, dict) or not isinstance(envelope.get("scenario"), dict):
        raise ShareTokenError("the shared link holds no scenario")
    question = envelope.get("question")
    return {"scenario": envelope["scenario"], "question": question if isinstance(question, str) else ""}


def _inflate(packed: bytes) -> bytes:
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_SHARE_JSON_BYTES + 1)
    except zlib.error:
        raise ShareTokenError("the shared link is damaged: it does not decompress") from None
    if len(raw) > MAX_SHARE_JSON_BYTES or inflater.unconsumed_tail:
        raise ShareTokenError(f"the shared scenario is larger than {MAX_SHARE_JSON_BYTES} bytes", 414)
    if not inflater.eof:
        raise ShareTokenError("the shared link is cut short: copy the whole link")
    return raw


def answer_summary(result: dict[str, Any], prefixes: Mapping[str, str] | None = None,
                   facts: Sequence[str] = ()) -> str:
    """The answer in one line, as a person would say it ("Not allowed: ...", "Sweep: not
    blocked, 4 damage dealt"), with its rules cited in the pages' style (`prefixes`: document id
    -> "Shadowfist CR", "UFS"). `facts` are what the resolution changed (`outcome.changes`);
    without any, the last step says what happened."""
    def cites(rules: list[dict[str, Any]]) -> str:
        return ", ".join(f"{(prefixes or {}).get(r['doc'], r['doc'])} {r['number']}" for r in rules[:3])

    if result["outcome"] == "illegal" and result.get("illegal"):
        illegal = result["illegal"]
        return f"Not allowed: {illegal['reason']} ({cites(illegal['rules'])})."
    if result["outcome"] == "pending" and result.get("pending"):
        pending = result["pending"]
        who = f"{pending['player']} must decide" if pending.get("player") else "A decision is needed"
        return f"{who}: {pending['decision'].replace('_', ' ')} ({cites(pending['rules'])})."
    steps = result.get("steps") or []
    if not steps:
        return "Nothing happens."
    rules = [r for s in steps for r in s["rules"]]
    told = "; ".join(facts) or steps[-1]["text"].rstrip(".")
    return f"{told} ({cites(_unique(rules)[-3:])}; {len(steps)} step{'s' if len(steps) != 1 else ''})."


def _unique(rules: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rules in order of their last citation, each once."""
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for rule in rules:
        seen.pop((rule["doc"], rule["number"]), None)
        seen[(rule["doc"], rule["number"])] = rule
    return list(seen.values())


def library_file(scenario: dict[str, Any], question: str, result: dict[str, Any]) -> dict[str, Any]:
    """A shared scenario in the library file format, its answer as the expectation."""
    digest = hashlib.sha256(json.dumps(scenario, sort_keys=True).encode("utf-8")).hexdigest()[:10]
    game = scenario.get("game", "scenario")
    first = next((r for s in result.get("steps") or [] for r in s["rules"]), None)
    for extra in (result.get("illegal"), result.get("pending")):
        if extra and extra.get("rules"):
            first = extra["rules"][0]
    title = question or f"Shared {game} scenario"
    expected: dict[str, Any] = {"outcome": result["outcome"]}
    if result.get("illegal"):
        expected["illegal"] = {"action": result["illegal"]["action"]}
    return {
        "id": f"{'sf' if game == 'shadowfist' else game}-shared-{digest}",
        "title": title,
        "question": question or title,
        "source": {"doc": first["doc"], "ref": first["number"]} if first else {},
        "scenario": scenario,
        "expected": expected,
    }
