"""Frozen records the matcher returns, each with `to_dict(cite=rule_dict)` giving JSON data.

Rules are `RuleRef`s. `to_dict()` writes each as `{"doc", "number"}`; the HTTP layer passes
`cite`, a function RuleRef -> full citation (`{"doc", "number", "title", "url"}`), to get
citations everywhere a rule appears, nested ones included.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal

from refbase.ruleref import RuleRef

Field = Literal["title", "subtitle"]
#: Turns a RuleRef into its JSON form; the HTTP layer passes one giving full citations.
Cite = Callable[[RuleRef], dict[str, Any]]


class Treatment(StrEnum):
    """How rule 14 treated a word (the `kind` in JSON)."""

    DESIGNATOR = "designator"  # 14.1: a word of the title or subtitle, kept as printed
    PUNCTUATION_IGNORED = "punctuation_ignored"  # 14.1: leading/trailing marks ignored
    PUNCTUATION_ONLY = "punctuation_only"  # 14.1: no letters, numerals or symbols: no word
    NUMBER = "number"  # 14.1 formatting ignored; 14.5 not matched to spelled-out numbers
    POSSESSIVE = "possessive"  # 14.2: "'s" matches the normal form
    PLURAL = "plural"  # 14.2: plural matches singular
    PRONOUN = "pronoun"  # 14.2: singular and plural pronouns do not match
    ARTICLE_OR_PREPOSITION = "article_or_preposition"  # 14.3 (2): dropped
    CARD_TYPE = "card_type"  # 14.3 (1): card-type word in a subtitle, dropped
    DUPLICATE = "duplicate"  # 14.3: a repeated word counts once
    SPLIT_PUNCTUATION = "split_punctuation"  # 14.4: split at - / : ; ( )
    SPLIT_CAMEL_CASE = "split_camel_case"  # 14.4
    SPLIT_COMPOUND = "split_compound"  # 14.4: Arcano/Gun/Sword/Super compounds
    APOSTROPHE_WORD = "apostrophe_word"  # 14.5: kept whole
    ABBREVIATION = "abbreviation"  # 14.5: kept whole
    ACRONYM = "acronym"  # 14.5: kept whole
    LETTERS_AND_NUMBERS = "letters_and_numbers"  # 14.5: kept whole
    COMPOUND_KEPT_WHOLE = "compound_kept_whole"  # 14.4: contains a head but no whole-word split
    CAPITALS_WORD = "capitals_word"  # 14.5 (3) decision: an all-capitals dictionary word, no acronym
    LETTER_NAME = "letter_name"  # 14.3 (2) decision: "A" naming a letter (Plan A, A-Team), no article


def rule_dict(rule: RuleRef) -> dict[str, Any]:
    """The default `cite`: `{"doc", "number"}`."""
    return {"doc": rule.doc, "number": rule.number}


@dataclass(frozen=True, slots=True)
class CardName:
    """What identifies a card for rule 14: its title and subtitle (8.1, 8.2)."""

    title: str
    subtitle: str = ""


@dataclass(frozen=True, slots=True)
class Note:
    """One treatment of (part of) a printed word: what, about which text, why, which rule."""

    kind: Treatment
    subject: str
    detail: str
    rule: RuleRef
    quote: str = ""  # the rule's own words that decided it (refbase.designators.quotes)

    def to_dict(self, cite: Cite = rule_dict) -> dict[str, Any]:
        return {"kind": str(self.kind), "subject": self.subject, "detail": self.detail,
                "rule": cite(self.rule), "quote": self.quote}


@dataclass(frozen=True, slots=True)
class Designator:
    """A designator: `word` as printed, `base` the form it matches as, `key` the match key."""

    word: str
    base: str
    key: str
    field: Field
    treatments: tuple[Treatment, ...] = ()
    kept_whole: str = ""  # 14.4: why a word containing Arcano/Gun/Sword/Super did not split

    def to_dict(self, cite: Cite = rule_dict) -> dict[str, Any]:
        return {"word": self.word, "matches_as": self.base, "field": self.field,
                "treatments": [str(t) for t in self.treatments]}


@dataclass(frozen=True, slots=True)
class WordNote:
    """One space-separated word of the title or subtitle and everything rule 14 did to it."""

    text: str
    field: Field
    position: int
    designators: tuple[Designator, ...]
    notes: tuple[Note, ...]

    def to_dict(self, cite: Cite = rule_dict) -> dict[str, Any]:
        return {"text": self.text, "field": self.field, "position": self.position,
                "designators": [d.to_dict(cite) for d in self.designators],
                "treatments": [n.to_dict(cite) for n in self.notes]}


@dataclass(frozen=True, slots=True)
class Analysis:
    """A card's designators (title first, each counted once) and the treatment of every word."""

    title: str
    subtitle: str
    designators: tuple[Designator, ...]
    words: tuple[WordNote, ...]
    rules: tuple[RuleRef, ...]

    def to_dict(self, cite: Cite = rule_dict) -> dict[str, Any]:
        return {"title": self.title, "subtitle": self.subtitle,
                "designators": [d.word for d in self.designators],
                "words": [w.to_dict(cite) for w in self.words],
                "rules": [cite(r) for r in self.rules]}


@dataclass(frozen=True, slots=True)
class SharedWord:
    """A designator both cards have: the matching word on each side and the rules that made it."""

    word: str
    a: str
    b: str
    rules: tuple[RuleRef, ...]

    def to_dict(self, cite: Cite = rule_dict) -> dict[str, Any]:
        return {"word": self.word, "a": self.a, "b": self.b,
                "rules": [cite(r) for r in self.rules]}


@dataclass(frozen=True, slots=True)
class NearMiss:
    """Two words that look related but do not match, and the rule that says so.

    `kind`: gender, adjective, pronoun, composite, made_up_composite, unsplit_compound, abbreviation, acronym,
    number, apostrophe, letters_and_numbers or card_type.
    """

    kind: str
    a: str
    b: str
    reason: str
    rule: RuleRef
    quote: str = ""  # the rule's own words that decided it

    def to_dict(self, cite: Cite = rule_dict) -> dict[str, Any]:
        return {"kind": self.kind, "a": self.a, "b": self.b, "reason": self.reason,
                "rule": cite(self.rule), "quote": self.quote}


@dataclass(frozen=True, slots=True)
class OlderRuling:
    """Where the 1996 FAQ ruled differently on this pair; the comprehensive rulebook stands."""

    a: str
    b: str
    faq: str  # what the FAQ ruled on these words
    quote: str  # the FAQ text relied on, verbatim
    source: RuleRef
    locator: str
    rule: RuleRef  # the comprehensive rule that now applies
    faq_match: bool  # whether the FAQ would have said the two cards share a designator

    def to_dict(self, cite: Cite = rule_dict) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "faq": self.faq, "quote": self.quote,
                "source": cite(self.source), "locator": self.locator,
                "rule": cite(self.rule), "faq_match": self.faq_match}


@dataclass(frozen=True, slots=True)
class Match:
    """Whether two cards share a designator (14.0), with both analyses and the reasons."""

    match: bool
    shared: tuple[SharedWord, ...]
    a: Analysis
    b: Analysis
    rules: tuple[RuleRef, ...]
    near_misses: tuple[NearMiss, ...]
    older_rulings: tuple[OlderRuling, ...]

    def to_dict(self, cite: Cite = rule_dict) -> dict[str, Any]:
        return {"match": self.match,
                "shared": [s.word for s in self.shared],
                "a": [d.word for d in self.a.designators],
                "b": [d.word for d in self.b.designators],
                "rules": [cite(r) for r in self.rules],
                "pairs": [s.to_dict(cite) for s in self.shared],
                "near_misses": [n.to_dict(cite) for n in self.near_misses],
                "older_rulings": [o.to_dict(cite) for o in self.older_rulings]}
