"""Where the 1996 FAQ (version 5.0) ruled differently from the comprehensive rulebook.

The FAQ matched gender forms (case 2), adjective forms (case 3) and any composite word's parts
(cases 4 and 5), and said Site, Edge, State and Event are never designators. The comprehensive
rulebook (14.2 note, 14.3 note, 14.4) reversed each; it stands, and these notes say so.
Quotes are verbatim from rules/shadowfist-faq.txt, "4. New Rulings", "Designators".
"""

from __future__ import annotations

from refbase.designators import rules as R
from refbase.designators.model import NearMiss, OlderRuling, SharedWord
from refbase.ruleref import RuleRef

_QUOTES = {
    "gender": "2. Masculine and feminine forms of the same noun count as the same designator. "
              "Priest = Priestess.",
    "adjective": "3. Adjectival forms of a noun (...) are considered to be the same designator as "
                 "the noun. Therefore \"Hero\" and \"Heroic\" count as the same designator, as do "
                 "\"Demon\" and \"Demonic\" and Abomination and Abominable. (...) the same goes for "
                 "the designators \"Dark\" and \"Darkness.\"",
    "composite": "4. Composite words can be split into designators consisting of all the words they "
                 "contain. \"Supersoldier\" is the obvious example, containing the designators "
                 "\"Super\" and \"Soldier.\" \"Mastermind\" contains both \"Master\" and \"Mind.\"",
    "made_up_composite": "5. On the other hand, we have made up some new words that are meant to "
                         "count as composite words. Two such words are 'Buromil' and 'Arcanowave.' "
                         "The designators in the previous words consist of Buro, Mil, Arcano and Wave.",
    "card_type": "Exceptions to the designator rules: The words Site, Feng Shui Site, Edge, State, "
                 "and Event are not designators.",
}
_FAQ_RULED = {
    "gender": "The 1996 FAQ matched masculine and feminine forms, so {a} and {b} were the same "
              "designator; the comprehensive rulebook says gender forms do not match.",
    "adjective": "The 1996 FAQ matched a noun and its adjective form, so {a} and {b} were the same "
                 "designator; the comprehensive rulebook says adjective forms do not match.",
    "composite": "The 1996 FAQ split any composite word into the words it contains, so {a} and {b} "
                 "shared a designator; the comprehensive rulebook splits only camel case and "
                 "Arcano, Gun, Sword and Super compounds.",
    "made_up_composite": "The 1996 FAQ split its made-up composite words, so {a} and {b} shared a "
                         "designator; the comprehensive rulebook splits only camel case (BuroMil) "
                         "and Arcano, Gun, Sword and Super compounds.",
    "card_type": "The 1996 FAQ said {a} is never a designator; the comprehensive rulebook counts it "
                 "in a title and drops it only from a subtitle.",
}
_NOW: dict[str, RuleRef] = {
    "gender": R.OTHER_FORMS, "adjective": R.OTHER_FORMS, "composite": R.SPLITTING,
    "made_up_composite": R.SPLITTING, "card_type": R.NOT_DESIGNATORS,
}
_FAQ_NON_DESIGNATORS = frozenset({"site", "edge", "state", "event"})


def older_rulings(shared: tuple[SharedWord, ...], misses: tuple[NearMiss, ...]) -> tuple[OlderRuling, ...]:
    """The FAQ's differing rulings on this pair, each saying whether the FAQ would have matched."""
    gained = [m for m in misses if m.kind in _NOW and m.kind != "card_type"]
    lost = [s for s in shared if s.word.casefold() in _FAQ_NON_DESIGNATORS]
    faq_match = bool(gained) or len(lost) < len(shared)
    notes = [_note(m.kind, m.a, m.b, faq_match) for m in gained]
    notes += [_note("card_type", s.a, s.b, faq_match) for s in lost]
    return tuple(notes)


def _note(kind: str, a: str, b: str, faq_match: bool) -> OlderRuling:
    quote = _QUOTES[kind]
    return OlderRuling(a, b, _FAQ_RULED[kind].format(a=a, b=b), quote,
                       R.FAQ_DESIGNATORS, R.FAQ_LOCATOR, _NOW[kind], faq_match)
