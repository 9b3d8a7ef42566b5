"""Rule citations: every constant cites the comprehensive rulebook by a printed number."""

from __future__ import annotations

import re

from refbase.config import RULES_DIR
from refbase.engines.common import RuleRef
from refbase.engines.shadowfist import rules

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


def test_no_rule_number_is_written_outside_rules_module() -> None:
    """Citations go through the named constants (so this module can enumerate them)."""
    from pathlib import Path

    package = Path(rules.__file__).parent
    pattern = re.compile(r"\bcr\(")
    offenders = [p.name for p in package.glob("*.py") if p.name != "rules.py"
                 and pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []
