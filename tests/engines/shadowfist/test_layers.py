"""The engine reads bottom-up: no import cycle among its modules and no import hidden inside a
function (the layers themselves are the `shadowfist-layers` import-linter contract)."""

from __future__ import annotations

import ast
import dataclasses
import typing
from pathlib import Path

import refbase.engines.shadowfist as engine
from refbase.engines.shadowfist.model import records

ROOT = Path(engine.__file__).parent
PACKAGE = "refbase.engines.shadowfist"


def _modules() -> dict[str, Path]:
    out = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join([PACKAGE, *parts])] = path
    return out


def _type_checking(tree: ast.AST) -> set[int]:
    return {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for b in node.body for n in ast.walk(b)}


def _imports(tree: ast.Module, modules: dict[str, Path]) -> set[str]:
    skip, out = _type_checking(tree), set()
    for node in ast.walk(tree):
        if id(node) in skip or not isinstance(node, ast.ImportFrom) or not (node.module or "").startswith(PACKAGE):
            continue
        for alias in node.names:
            name = f"{node.module}.{alias.name}"
            out.add(name if name in modules else str(node.module))
    return out


def test_no_import_inside_a_function() -> None:
    hidden = []
    for name, path in _modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _type_checking(tree)
        top = {id(n) for n in tree.body}
        hidden += [f"{name}:{n.lineno}" for n in ast.walk(tree)
                   if isinstance(n, (ast.Import, ast.ImportFrom)) and id(n) not in top and id(n) not in skip]
    assert hidden == []


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of `graph` (module -> modules it imports), or None."""
    done: set[str] = set()

    def cycle_from(start: str, path: list[str]) -> list[str] | None:
        for nxt in sorted(graph.get(start, ())):
            if nxt in path:
                return [*path[path.index(nxt):], nxt]
            if nxt not in done:
                found = cycle_from(nxt, [*path, nxt])
                if found:
                    return found
        done.add(start)
        return None

    return next((c for m in sorted(graph) if (c := cycle_from(m, [m]))), None)


def test_no_import_cycle_among_the_engine_modules() -> None:
    modules = _modules()
    graph = {m: _imports(ast.parse(p.read_text(encoding="utf-8")), modules) - {m, PACKAGE}
             for m, p in modules.items() if m != PACKAGE}
    assert find_cycle(graph) is None
    assert f"{PACKAGE}.procedure.generation" in graph[f"{PACKAGE}.procedure.scene"]  # the graph is read


def test_the_cycle_check_finds_a_knot_of_three() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def test_every_action_record_is_an_any_action_naming_its_player() -> None:
    """The procedure reads `action.player` from any action (no getattr): every record is in the
    `AnyAction` union and has a `player` field."""
    kinds = {c for c in vars(records).values() if isinstance(c, type) and issubclass(c, records.Action)
             and c is not records.Action}
    assert set(typing.get_args(records.AnyAction)) == kinds
    assert all("player" in {f.name for f in dataclasses.fields(c)} for c in kinds)
