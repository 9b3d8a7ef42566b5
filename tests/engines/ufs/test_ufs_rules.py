"""rules.py is the one place rule numbers live, and every number it holds is printed in the rules."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from refbase import config
from refbase.engines.common import RuleRef
from refbase.engines.ufs import rules

NUMBER = re.compile(r"^[A-L](\.\d+)+$")
UFS_PACKAGE = Path(rules.__file__).parent
TEXT = (config.PROJECT_ROOT / "rules" / "ufs-living-rules.txt").read_text(encoding="utf-8")
BODY = TEXT[TEXT.index("\nA. General Rules", TEXT.index("TABLE OF CONTENTS") + 1000):]
PRINTED = re.findall(r"^\s*-?\s*([A-L](?:\.\d+)+)\s", BODY, flags=re.MULTILINE)

CONSTANTS = {name: value for name, value in vars(rules).items()
             if name.isupper() and isinstance(value, tuple) and name != "ALL_RULES"}


def test_ALL_RULES_holds_every_constant_and_only_living_rules_refs():
    from_constants = {ref for value in CONSTANTS.values() for ref in value}
    assert rules.ALL_RULES == from_constants
    assert all(isinstance(r, RuleRef) and r.doc == "ufs-living-rules" for r in rules.ALL_RULES)


@pytest.mark.parametrize("ref", sorted(rules.ALL_RULES, key=lambda r: r.number), ids=lambda r: r.number)
def test_rule_constant_is_a_rule_number(ref):
    assert NUMBER.match(ref.number)


@pytest.mark.parametrize("ref", sorted(rules.ALL_RULES, key=lambda r: r.number), ids=lambda r: r.number)
def test_rule_constant_is_printed_once_in_the_living_rules(ref):
    assert PRINTED.count(ref.number) == 1, f"{ref.number} printed {PRINTED.count(ref.number)} times"


IN_TEXT = re.compile(r"(?<![\w.])[A-L](?:\.\d+)+(?!\w)")


def _docstrings(tree: ast.AST) -> set[int]:
    nodes = [n for n in ast.walk(tree) if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef))]
    return {id(n.body[0].value) for n in nodes
            if n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}


def rule_numbers_in_strings(source: str) -> list[str]:
    """Rule numbers written inside string literals (f-string parts included), docstrings aside."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    return [match for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
            for match in IN_TEXT.findall(node.value)]


def _package_sources() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in UFS_PACKAGE.glob("*.py") if p.name != "rules.py"}


def test_the_scan_finds_a_rule_number_in_a_message_and_skips_docstrings():
    source = '''def f(x):\n    """Cites G.2.2."""\n    raise ValueError(f"{x} breaks G.2.2.1 here")\n'''
    assert rule_numbers_in_strings(source) == ["G.2.2.1"]


def test_no_message_string_in_the_engine_writes_a_rule_number():
    """Citations go through the constants of rules.py, never through text."""
    found = {name: nums for name, source in _package_sources().items() if (nums := rule_numbers_in_strings(source))}
    assert not found


def test_only_rules_module_makes_rule_references():
    for name, source in _package_sources().items():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("lgr", "RuleRef"):
                pytest.fail(f"{name} makes a rule reference itself")


def test_every_rule_constant_is_cited_somewhere_in_the_engine():
    used = {node.attr for source in _package_sources().values() for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "R"}
    assert set(CONSTANTS) - used == set()


def test_cite_joins_numbers_for_messages():
    assert rules.cite(rules.BLOCK_ZONE + rules.BLOCK_MODIFIER) == "B.6.3, B.6.4"
