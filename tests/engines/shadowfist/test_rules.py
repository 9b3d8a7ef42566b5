"""Rule citations: every constant cites the comprehensive rulebook by a printed number."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from refbase.config import RULES_DIR
from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.model import rules

NUMBER = re.compile(r"^\d+\.\d+(\.\d+)*$")


def _constants() -> dict[str, tuple[RuleRef, ...]]:
    return {name: value for name, value in vars(rules).items()
            if name.isupper() and isinstance(value, tuple)}


def test_rule_constants_cite_comprehensive_rulebook_with_printed_numbers() -> None:
    constants = _constants()
    assert len(constants) > 100
    for name, refs in constants.items():
        assert refs, name
        for ref in refs:
            assert isinstance(ref, RuleRef)
            assert ref.doc == "shadowfist-comprehensive", name
            assert NUMBER.match(ref.number), (name, ref.number)


def test_all_rules_holds_every_constant() -> None:
    every = {ref for refs in _constants().values() for ref in refs}
    assert rules.ALL_RULES == frozenset(every)


def test_every_cited_number_is_a_section_heading_of_the_rulebook() -> None:
    text = (RULES_DIR / "shadowfist-comprehensive.txt").read_text(encoding="utf-8")
    headings = set(re.findall(r"^(\d+(?:\.\d+)+)\s", text, flags=re.M))
    missing = sorted(r.number for r in rules.ALL_RULES if r.number not in headings)
    assert missing == []


PACKAGE = Path(rules.__file__).parent.parent  # the engine, all its layers
RULE_NUMBER = re.compile(r"\b\d+\.\d+(\.\d+)*\b")


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _sources() -> dict[str, ast.Module]:
    return {str(p.relative_to(PACKAGE)): ast.parse(p.read_text(encoding="utf-8")) for p in PACKAGE.rglob("*.py")
            if p.name != "rules.py"}


def test_no_rule_number_is_written_in_a_string_outside_rules_module() -> None:
    """Messages and steps name rules only through the constants (docstrings may explain)."""
    offenders = []
    for name, tree in _sources().items():
        docs = _docstrings(tree)
        offenders += [f"{name}:{node.lineno}: {node.value!r}" for node in ast.walk(tree)
                      if isinstance(node, ast.Constant) and isinstance(node.value, str)
                      and id(node) not in docs and RULE_NUMBER.search(node.value)]
        offenders += [f"{name}:{node.lineno}: cr()" for node in ast.walk(tree)
                      if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "cr"]
    assert offenders == []


def test_every_rule_constant_is_cited_somewhere() -> None:
    used = {node.attr for tree in _sources().values() for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and getattr(node.value, "id", None) == "R"}
    unused = sorted(set(_constants()) - used)
    assert unused == []
