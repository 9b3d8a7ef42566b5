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


def test_rule_numbers_appear_only_in_rules_module():
    """No other module writes a rule number as a string or calls lgr()."""
    for path in UFS_PACKAGE.glob("*.py"):
        if path.name == "rules.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert not NUMBER.match(node.value), (path.name, node.value)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "lgr":
                pytest.fail(f"{path.name} calls lgr()")


def test_cite_joins_numbers_for_messages():
    assert rules.cite(rules.BLOCK_ZONE + rules.BLOCK_MODIFIER) == "B.6.3, B.6.4"
