"""The rules the designator matcher cites, as module constants a test can enumerate.

Numbers are printed in the Comprehensive Shadowfist Rulebook (section 14.0 and its children);
the FAQ entry id follows the FAQ parser's scheme (`ch4.<slug>` for the chapter 4 rulings).
"""

from __future__ import annotations

from refbase.ruleref import RuleRef, cr

DESIGNATORS, COMPRISING_WORDS, OTHER_FORMS, NOT_DESIGNATORS, SPLITTING, RESTRICTIONS = cr(
    "14.0", "14.1", "14.2", "14.3", "14.4", "14.5"
)

#: 1996 FAQ, chapter 4 "New Rulings", heading "Designators" (older, superseded where it differs).
FAQ_DESIGNATORS = RuleRef("shadowfist-faq", "ch4.designators")
FAQ_LOCATOR = "Shadowfist FAQ 5.0 (1996-10-31), 4. New Rulings, Designators"

ALL: tuple[RuleRef, ...] = (
    DESIGNATORS, COMPRISING_WORDS, OTHER_FORMS, NOT_DESIGNATORS, SPLITTING, RESTRICTIONS,
    FAQ_DESIGNATORS,
)


def ordered(rules: set[RuleRef] | frozenset[RuleRef]) -> tuple[RuleRef, ...]:
    """Rules in a stable reading order: the rulebook first, by number; then the FAQ."""
    return tuple(sorted(rules, key=lambda r: (r.doc != DESIGNATORS.doc, _number_key(r.number))))


def _number_key(number: str) -> tuple[tuple[int, int | str], ...]:
    return tuple((0, int(p)) if p.isdigit() else (1, p) for p in number.split("."))
