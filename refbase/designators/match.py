"""Rule 14.0: do two cards share a designator? With the reasons, near misses and older rulings."""

from __future__ import annotations

from refbase.designators import rules as R
from refbase.designators.analyze import analyze
from refbase.designators.faq import older_rulings
from refbase.designators.model import Analysis, CardName, Designator, Match, SharedWord, Treatment
from refbase.designators.relations import near_misses
from refbase.designators.validation import DesignatorInputError
from refbase.ruleref import RuleRef

# Treatments that change the form a designator matches as, and the rule that allows it.
_FORM_RULES = {
    Treatment.PLURAL: R.OTHER_FORMS,
    Treatment.POSSESSIVE: R.OTHER_FORMS,
    Treatment.NUMBER: R.COMPRISING_WORDS,
    Treatment.SPLIT_PUNCTUATION: R.SPLITTING,
    Treatment.SPLIT_CAMEL_CASE: R.SPLITTING,
    Treatment.SPLIT_COMPOUND: R.SPLITTING,
}


def match(a: CardName, b: CardName) -> Match:
    """Whether cards a and b share a designator (14.0). Symmetric in a and b.

    Raises DesignatorInputError with fields "a.title", "b.subtitle", ... for bad input.
    """
    first, second = _analyze_card(a, "a"), _analyze_card(b, "b")
    shared = shared_words(first, second)
    misses = near_misses(first, second)
    rules = {R.DESIGNATORS, *first.rules, *second.rules, *(r for s in shared for r in s.rules)}
    rules.update(m.rule for m in misses)
    return Match(bool(shared), shared, first, second, R.ordered(rules), misses,
                 older_rulings(shared, misses))


def _analyze_card(card: CardName, prefix: str) -> Analysis:
    if not isinstance(card, CardName):
        raise DesignatorInputError(prefix, "must be a card name with a title and a subtitle")
    try:
        return analyze(card.title, card.subtitle)
    except DesignatorInputError as error:
        raise error.prefixed(prefix) from None


def shared_words(a: Analysis, b: Analysis) -> tuple[SharedWord, ...]:
    """Designators of a that match one of b (same match key), in a stable, symmetric order."""
    by_key = {d.key: d for d in b.designators}
    pairs = [(x, by_key[x.key]) for x in a.designators if x.key in by_key]
    shared = [SharedWord(_display(x, y), x.word, y.word, _pair_rules(x, y)) for x, y in pairs]
    return tuple(sorted(shared, key=lambda s: (s.word.casefold(), s.word)))


def _display(x: Designator, y: Designator) -> str:
    """The shared word as shown: the matching form, chosen the same way whatever the order."""
    return min(x.base, y.base, key=lambda w: (w.casefold(), w))


def _pair_rules(x: Designator, y: Designator) -> tuple[RuleRef, ...]:
    rules = {R.DESIGNATORS}
    rules.update(_FORM_RULES[t] for t in (*x.treatments, *y.treatments) if t in _FORM_RULES)
    return R.ordered(rules)
