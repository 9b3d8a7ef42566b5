"""A rule cited by number: the one citation type every layer shares.

Dependency-free on purpose: the knowledge base, the engines, the designator matcher, the API
and the pages all name rules, and none of them should have to import another to do so.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

COMPREHENSIVE = "shadowfist-comprehensive"
UFS_LGR = "ufs-living-rules"


@dataclass(frozen=True, slots=True)
class RuleRef:
    """A rule cited by an engine or matcher: document id and the number as printed."""

    doc: str
    number: str


def cr(*numbers: str) -> tuple[RuleRef, ...]:
    """Cite the Comprehensive Shadowfist Rulebook."""
    return tuple(RuleRef(COMPREHENSIVE, n) for n in numbers)


def lgr(*numbers: str) -> tuple[RuleRef, ...]:
    """Cite the UFS Living Game Rules."""
    return tuple(RuleRef(UFS_LGR, n) for n in numbers)


def collect_rules(namespace: Mapping[str, object]) -> frozenset[RuleRef]:
    """Every RuleRef held by an UPPER_CASE tuple constant of a rules module's namespace,
    so a test can check each citable number exists in the knowledge base."""
    refs: set[RuleRef] = set()
    for name, value in namespace.items():
        if name.isupper() and isinstance(value, tuple):
            refs.update(r for r in value if isinstance(r, RuleRef))
    return frozenset(refs)
