"""Near misses: pairs of words on two cards that look alike but do not match, and why.

Every kind corresponds to a sentence of rule 14 that rules the pair out, so a "no match"
answer can say which rule stopped it (Slo vs Slow, SWAT vs Special Weapons and Tactics,
1,000 vs Thousand, Priest vs Priestess, Superior vs Super, Feng vs a Feng Shui Site).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from refbase.designators import quotes
from refbase.designators import rules as R
from refbase.designators.forms import FAQ_MADE_UP_PARTS, composite_rest, is_adjective_pair, is_gender_pair
from refbase.designators.model import Analysis, Designator, NearMiss, Treatment
from refbase.designators.wordlists import APOSTROPHES, CARD_TYPE_WORDS, COMPOUND_HEADS, NUMBER_WORDS
from refbase.designators.words import strip_outer

T = Treatment

_PRONOUN_PAIRS = frozenset({
    ("i", "we"), ("me", "us"), ("he", "they"), ("she", "they"), ("it", "they"), ("him", "them"),
    ("her", "them"), ("it", "them"), ("my", "our"), ("mine", "ours"), ("his", "their"),
    ("her", "their"), ("its", "their"), ("hers", "theirs"), ("his", "theirs"),
    ("myself", "ourselves"), ("himself", "themselves"), ("herself", "themselves"),
    ("itself", "themselves"), ("this", "these"), ("that", "those"),
})

Detector = Callable[[Designator, Designator], NearMiss | None]


def near_misses(a: Analysis, b: Analysis) -> tuple[NearMiss, ...]:
    """Every near miss between card a and card b, oriented a -> b, without repeats.

    Each carries the rule's own words (`quote`) for its kind.
    """
    found: dict[tuple[str, str, str], NearMiss] = {}
    for miss in _all(a, b):
        quoted = NearMiss(miss.kind, miss.a, miss.b, miss.reason, miss.rule, quotes.FOR_NEAR_MISS[miss.kind])
        found.setdefault((miss.kind, miss.a.casefold(), miss.b.casefold()), quoted)
    return tuple(found.values())


def _all(a: Analysis, b: Analysis) -> Iterator[NearMiss]:
    for x in a.designators:
        for y in b.designators:
            if x.key == y.key:
                continue
            for detect in _PAIR_DETECTORS:
                if miss := detect(x, y):
                    yield miss
                if miss := detect(y, x):
                    yield _swap(miss)
    yield from _card_level(a, b)
    yield from (_swap(m) for m in _card_level(b, a))


def _swap(miss: NearMiss) -> NearMiss:
    return NearMiss(miss.kind, miss.b, miss.a, miss.reason, miss.rule)


def _gender(x: Designator, y: Designator) -> NearMiss | None:
    if x.key < y.key or not is_gender_pair(x.key, y.key):
        return None  # symmetric test: report once, from the alphabetically later key
    return NearMiss("gender", x.word, y.word, "gender forms of a word do not match", R.OTHER_FORMS)


def _adjective(x: Designator, y: Designator) -> NearMiss | None:
    if x.key < y.key or not is_adjective_pair(x.key, y.key):
        return None
    return NearMiss("adjective", x.word, y.word, "a noun and its adjective form do not match", R.OTHER_FORMS)


def _pronoun(x: Designator, y: Designator) -> NearMiss | None:
    if (x.key, y.key) not in _PRONOUN_PAIRS:
        return None
    return NearMiss("pronoun", x.word, y.word,
                    "singular and plural forms of personal pronouns do not match", R.OTHER_FORMS)


def _composite(x: Designator, y: Designator) -> NearMiss | None:
    """A composite of whole words without Arcano/Gun/Sword/Super (Mastermind): 14.4 does not split it."""
    rest = composite_rest(x.key, y.key)
    if rest is None or T.SPLIT_COMPOUND in x.treatments or x.kept_whole:
        return None
    kind = "made_up_composite" if rest in FAQ_MADE_UP_PARTS or y.key in FAQ_MADE_UP_PARTS else "composite"
    return NearMiss(kind, x.word, y.word,
                    f"{x.word} contains no Arcano, Gun, Sword or Super, and 14.4 splits only those "
                    f"compounds (and camel case): {x.word} stays one designator", R.SPLITTING)


def _unsplit_compound(x: Designator, y: Designator) -> NearMiss | None:
    """A word containing a head that the matcher kept whole: the same reason the analysis gave."""
    if not x.kept_whole or not any(h in y.key for h in COMPOUND_HEADS) or y.key not in x.key:
        return None
    return NearMiss("unsplit_compound", x.word, y.word, f"{x.word} {x.kept_whole}", R.SPLITTING)


def _abbreviation(x: Designator, y: Designator) -> NearMiss | None:
    short = x.key.replace(".", "")
    if T.ABBREVIATION not in x.treatments or T.ABBREVIATION in y.treatments:
        return None
    if not short or len(y.key) <= len(short) or short[0] != y.key[0] or not _subsequence(short, y.key):
        return None
    return NearMiss("abbreviation", x.word, y.word,
                    "an abbreviation does not match the word it abbreviates", R.RESTRICTIONS)


def _subsequence(short: str, long: str) -> bool:
    letters = iter(long)
    return all(ch in letters for ch in short)


def _number(x: Designator, y: Designator) -> NearMiss | None:
    if T.NUMBER not in x.treatments or y.key not in NUMBER_WORDS:
        return None
    try:
        same = float(x.base) == NUMBER_WORDS[y.key]
    except ValueError:
        return None
    if not same:
        return None
    return NearMiss("number", x.word, y.word,
                    "a number not written out does not match the spelled-out number", R.RESTRICTIONS)


def _apostrophe(x: Designator, y: Designator) -> NearMiss | None:
    if T.APOSTROPHE_WORD not in x.treatments:
        return None
    pieces = {p for p in re.split("[" + "".join(APOSTROPHES) + "]", x.key) if p}
    pieces.add("".join(ch for ch in x.key if ch not in APOSTROPHES))
    if y.key not in pieces:
        return None
    return NearMiss("apostrophe", x.word, y.word,
                    "a word with an apostrophe is one word and is never split", R.RESTRICTIONS)


def _letters_and_numbers(x: Designator, y: Designator) -> NearMiss | None:
    if T.LETTERS_AND_NUMBERS not in x.treatments:
        return None
    pieces = set(re.findall(r"[^\W\d_]+|\d+", x.key)) | set(re.split(r"[-/:;()]", x.key))
    if y.key not in pieces:
        return None
    return NearMiss("letters_and_numbers", x.word, y.word,
                    "a word mixing letters and numbers is one word and is never split", R.RESTRICTIONS)


_PAIR_DETECTORS: tuple[Detector, ...] = (
    _gender, _adjective, _pronoun, _composite, _unsplit_compound, _abbreviation, _number,
    _apostrophe, _letters_and_numbers,
)


def _card_level(a: Analysis, b: Analysis) -> Iterator[NearMiss]:
    """Near misses against the other card's printed words rather than its designators."""
    dropped_types = {n.subject.casefold(): n.subject for w in b.words for n in w.notes
                     if n.kind is T.CARD_TYPE}
    for x in a.designators:
        if x.field == "title" and x.key in CARD_TYPE_WORDS and x.key in dropped_types:
            yield NearMiss("card_type", x.word, dropped_types[x.key],
                           f"{x.word} in a title does not match the card-type word in a subtitle",
                           R.NOT_DESIGNATORS)
        if T.ACRONYM in x.treatments and (run := _expansion(x.word, b)):
            yield NearMiss("acronym", x.word, run,
                           "an acronym does not match the words it stands for", R.RESTRICTIONS)


def _expansion(acronym: str, card: Analysis) -> str | None:
    """Consecutive printed words of `card` whose initials spell `acronym` (SWAT -> Special ...)."""
    letters = [ch.casefold() for ch in acronym if ch.isalpha()]
    for field in ("title", "subtitle"):
        words = [s for w in card.words if w.field == field and (s := strip_outer(w.text))]
        for start in range(len(words) - len(letters) + 1):
            run = words[start:start + len(letters)]
            if [w[0].casefold() for w in run] == letters:
                return " ".join(run)
    return None
