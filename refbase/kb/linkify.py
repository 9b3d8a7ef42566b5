"""Citations in free text (for FAQ authors): which numbers are rule citations, which are not.

A number is linked only in citation context, because "version 1.0" and "2.5 dollars" look like
rule numbers too:
* after a known citation prefix (`CR 28.6.1`, `UFS G.2.2`, `FAQ ch5.q5`, a document id);
* after a rule word (`rule`, `section`, `sec.`, `§`, `see`, `cf.`, `per`);
* a whole number only right after a rule word or a prefix (`rule 20`, `CR 20`, `§20`): it
  names the rule printed `20.0`, as players cite it;
* in a list continuing a citation (`CR 28.6.1, 50.15 and 51.2`: same document as the first);
* in parentheses after a word (`smoked (19.0)`), the way the rulebooks cite;
* a number that can only be a rule number: three or more parts (`28.6.1`) or a UFS letter
  number (`G.2.2`), unless a version or amount word stands next to it.
Everything else number-shaped is reported as left alone, with the reason.
Unnumbered documents (FAQ, notes) are cited by id after their prefix: `FAQ ch5.q5`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from refbase.kb.citations import FoundCitation, default_doc, prefixes
from refbase.kb.model import KnowledgeBase

_NUMBER = r"(?:\d{1,2}\.\d{1,2}(?:\.\d{1,2}){0,5}|[A-L](?:\.\d{1,2}){1,6})(?:~\d)?"
#: An unnumbered entry's id, only after a prefix: `ch5.q5`, `cards.evil-twin`, `section-1.the-basics`.
_ID = r"(?-i:[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+|[a-z]+\d+)"
#: Words that make the next number a citation; `rule`-like ones are part of the linked text.
_SEE = r"(?:see(?:\s+also)?|cf\.|per|under)"
_RULE_WORD = r"(?:rules?|sections?|sec\.|§§?)"
#: Words that make a number a version, an amount or a quantity, not a citation.
_VERSION_BEFORE = re.compile(r"(?:\b(?:version|ver\.?|v|edition|ed\.|release|revision|rev\.?|"
                             r"errata|update|patch|firmware|python|us|usd|eur)|[$€£¥#])\s*$",
                             re.IGNORECASE)
_AMOUNT_AFTER = re.compile(r"^\s*(?:%|percent|dollars?|cents?|euros?|pounds?|bucks|usd|eur|gbp|"
                           r"points?|pts|hours?|minutes?|mins?|seconds?|days?|weeks?|months?|years?|"
                           r"kg|g|mm|cm|km|m|miles?|inch(?:es)?|x|times|mb|gb|kb|ghz|mhz)\b",
                           re.IGNORECASE)
#: A rule word inside a citation: "rule 99" names a rule even when it names nothing.
_RULE_WORD_IN = re.compile(_RULE_WORD, re.IGNORECASE)
#: What may join two citations in a list: "28.6.1, 50.15 and 51.2", "G.2.2 or G.3.1", "28.1-28.9".
_LIST_JOIN = re.compile(r"^\s*(?:,|;|&|/|-|\u2013|and|or|to|through|,\s*and|,\s*or)\s*$", re.IGNORECASE)
_AFTER_WORD_PAREN = re.compile(r"[A-Za-z][A-Za-z'-]*\s*\(\s*$")


@dataclass(frozen=True, slots=True)
class Skipped:
    """A number that looks like a rule number but was left alone, and why."""

    start: int
    end: int
    text: str
    reason: str


@dataclass(frozen=True, slots=True)
class Linkified:
    """The citations found in a text (resolved or not) and the numbers left alone."""

    found: list[FoundCitation]
    skipped: list[Skipped]


@lru_cache(maxsize=8)
def _finder(prefix_alternatives: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![\w.$€£¥#])(?:(?P<see>{_SEE})\s+)?(?P<cite>"
        rf"(?P<prefix>{prefix_alternatives})\s+(?:{_RULE_WORD}\s*)?(?P<id>{_ID})(?![\w-])"
        rf"|(?:(?P<prefix2>{prefix_alternatives})\s+)?(?:(?P<word>{_RULE_WORD})\s*)?(?P<num>{_NUMBER})"
        rf"(?![\w]|\.\d)"
        rf"|(?:(?P<prefix3>{prefix_alternatives})\s+(?:{_RULE_WORD}\s*)?|(?P<word3>{_RULE_WORD})\s*)"
        rf"(?P<whole>\d{{1,2}})(?!\w|[.,]\d))",
        re.IGNORECASE)


def linkify(text: str, kb: KnowledgeBase, doc: str | None = None) -> Linkified:
    """Every citation in `text` ("see 28.6.1, 50.15 and UFS G.2.2"), and what was left alone."""
    pairs = prefixes(kb)
    lookup = dict(pairs)
    pattern = _finder("|".join(re.escape(p) for p, _ in pairs))
    found: list[FoundCitation] = []
    skipped: list[Skipped] = []
    last: FoundCitation | None = None
    for match in pattern.finditer(text):
        prefix = match.group("prefix") or match.group("prefix2") or match.group("prefix3")
        key = match.group("id") or match.group("num") or match.group("whole")
        if match.group("num") and key[0].islower():  # "a.1" is not a UFS rule: numbers are case-sensitive
            continue
        target, reason = (lookup[prefix.lower()], None) if prefix else _context(text, match, last)
        if reason is not None:
            skipped.append(Skipped(match.start("num"), match.end(), key, reason))
            continue
        target = target or doc or default_doc(kb, key)
        section = kb.section(target, key)
        if section is None and match.group("whole") and not _RULE_WORD_IN.search(match.group("cite")):
            # "UFS 3 players", "the FAQ 5 times"; "rule 99" stays a citation that names nothing
            skipped.append(Skipped(match.start("whole"), match.end(), key,
                                   f"no rule {key}.0 in {target}: a count, not a citation"))
            continue
        last = FoundCitation(match.start("cite"), match.end(), match.group("cite"), target, key, section)
        found.append(last)
    return Linkified(found, skipped)


def _context(text: str, match: re.Match[str], last: FoundCitation | None) -> tuple[str | None, str | None]:
    """(document inherited from a list, None) when the number is a citation, else (None, reason)."""
    if match.group("word") or match.group("word3") or match.group("see"):
        return None, None
    start, end = match.start("num"), match.end()
    before = text[max(0, start - 40):start]
    if last is not None and start - last.end <= 12 and _LIST_JOIN.match(text[last.end:start]):
        return last.doc, None
    if _VERSION_BEFORE.search(before):
        return None, "a version or reference number, not a rule"
    if _AMOUNT_AFTER.match(text[end:end + 16]):
        return None, "an amount or quantity, not a rule"
    if _AFTER_WORD_PAREN.search(before):
        return None, None
    key = match.group("num")
    if key.count(".") >= 2 or key[0].isalpha():
        return None, None
    return None, "a bare number without a citation word (write \"rule 20.0\" or \"CR 20.0\")"
