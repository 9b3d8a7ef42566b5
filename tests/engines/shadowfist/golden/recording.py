"""Record the engine's whole answers over the library and the documentation scenarios."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path
from typing import Any

from refbase.config import PROJECT_ROOT
from refbase.engines.common import Illegal, Pending, Resolution, ScenarioInvalid
from refbase.engines.legality import Options
from refbase.engines.shadowfist import resolve
from refbase.engines.shadowfist.options import options
from refbase.web.runner import STARTER

from .._support import library_files, load
from ..test_contract_example import CONTRACT_EXAMPLE

GOLDEN = Path(__file__).with_name("resolutions.json.gz")
DOCS = (PROJECT_ROOT / "docs", PROJECT_ROOT / "README.md")
JSON_BLOCK = re.compile(r"```json\n(.*?)```", re.S)


def scenarios() -> dict[str, dict[str, Any]]:
    """Every library scenario by id, then every Shadowfist scenario the documentation shows."""
    out = {path.stem: load(path)["scenario"] for path in library_files()}
    for doc in sorted(p for d in DOCS for p in ([d] if d.is_file() else d.glob("*.md"))):
        for n, block in enumerate(JSON_BLOCK.findall(doc.read_text(encoding="utf-8"))):
            try:
                data = json.loads(block)
            except ValueError:
                continue
            if isinstance(data, dict) and data.get("game") == "shadowfist" and "actions" in data:
                out[f"{doc.name}#{n}"] = data
    out["web-runner-starter"] = STARTER  # what the web runner's editor starts with
    out["scenario-format-example"] = CONTRACT_EXAMPLE  # the example of docs/api.md
    return out


def rules(refs: Any) -> list[str]:
    return [f"{r.doc}:{r.number}" for r in refs]


def problem(extra: Illegal | Pending | None) -> dict[str, Any] | None:
    if isinstance(extra, Illegal):
        return {"action": extra.action, "reason": extra.reason, "rules": rules(extra.rules)}
    if isinstance(extra, Pending):
        return {"decision": extra.decision, "player": extra.player, "options": list(extra.options),
                "rules": rules(extra.rules)}
    return None


def resolution_json(r: Resolution) -> dict[str, Any]:
    return {"outcome": str(r.outcome), "final": r.final, "boards": r.boards,
            "steps": [{"n": s.n, "phase": s.phase, "text": s.text, "rules": rules(s.rules)} for s in r.steps],
            "illegal": problem(r.illegal), "pending": problem(r.pending)}


def options_json(o: Options) -> dict[str, Any]:
    return {"outcome": str(o.outcome), "at": o.at, "truncated": o.truncated,
            "illegal": problem(o.illegal), "pending": problem(o.pending),
            "options": [{"action": x.action, "label": x.label, "rules": rules(x.rules), "open": list(x.open),
                         "replaces": x.replaces} for x in o.options]}


def answers(scenario: dict[str, Any]) -> dict[str, Any]:
    """The resolution (with boards) and the legality query after every prefix of the actions."""
    try:
        resolved: Any = resolution_json(resolve(scenario, boards=True))
    except ScenarioInvalid as exc:
        return {"invalid": exc.errors}
    actions = scenario.get("actions") or []
    queries = [options_json(options({**scenario, "actions": actions[:n]})) for n in range(len(actions) + 1)]
    return {"resolution": resolved, "options": queries}


def record() -> dict[str, Any]:
    return {key: json.loads(json.dumps(answers(s), default=str)) for key, s in scenarios().items()}


def write(data: dict[str, Any]) -> None:
    text = json.dumps(data, indent=0, sort_keys=True)
    GOLDEN.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))


def read() -> dict[str, Any]:
    return json.loads(gzip.decompress(GOLDEN.read_bytes()))


def differences(expected: dict[str, Any], actual: dict[str, Any]) -> list[str]:
    """One line per scenario whose answers changed (and per scenario added or gone)."""
    out = [f"{k}: no longer recorded" for k in expected if k not in actual]
    out += [f"{k}: not in the recording" for k in actual if k not in expected]
    for key in expected.keys() & actual.keys():
        if expected[key] != actual[key]:
            out.append(f"{key}: {first_difference(expected[key], actual[key])}")
    return sorted(out)


def first_difference(a: Any, b: Any, path: str = "") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(a.keys() | b.keys()):
            if a.get(k) != b.get(k):
                return first_difference(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: was {json.dumps(a)[:200]}, now {json.dumps(b)[:200]}"
