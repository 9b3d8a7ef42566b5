"""Word relations rule 14 does *not* count as matches, recognised so they can be explained.

The 14.2 note says gender forms (Priest/Priestess, King/Queen) and adjective forms
(Hero/Heroic, Avenger/Avenging) do not match; 14.4 splits only Arcano/Gun/Sword/Super
compounds. The 1996 FAQ matched all three, so these tests also find its older rulings.
All functions take casefolded match keys (singular forms).
"""

from __future__ import annotations

from refbase.designators.lexicon import is_whole_word

#: Masculine -> feminine pairs that no suffix rule derives.
_GENDER_PAIRS = frozenset({
    ("king", "queen"), ("man", "woman"), ("lord", "lady"), ("duke", "duchess"),
    ("emperor", "empress"), ("master", "mistress"), ("wizard", "witch"), ("warlock", "witch"),
    ("monk", "nun"), ("brother", "sister"), ("father", "mother"), ("son", "daughter"),
    ("boy", "girl"), ("uncle", "aunt"), ("nephew", "niece"), ("husband", "wife"),
    ("god", "goddess"), ("abbot", "abbess"), ("hero", "heroine"), ("widower", "widow"),
    ("groom", "bride"), ("bridegroom", "bride"), ("lad", "lass"), ("sir", "madam"),
    ("gentleman", "lady"), ("patriarch", "matriarch"), ("mr", "mrs"), ("czar", "czarina"),
    ("tsar", "tsarina"), ("sultan", "sultana"), ("fiance", "fiancee"), ("prince", "princess"),
})

#: Suffix pairs (noun side, adjective side) for "adjectival forms of a noun" (FAQ case 3):
#: Hero/Heroic, Demon/Demonic, Dark/Darkness, Abomination/Abominable, Avenger/Avenging.
_NOUN_SUFFIXES = ("", "er", "or", "ation", "y")
_ADJ_SUFFIXES = ("ical", "ious", "ous", "ful", "ish", "ic", "al", "ly", "y", "able", "ible", "ness")
_AGENT_PARTICIPLE = {"er": "ing", "or": "ing"}
_SHORT_SUFFIXES = ("y", "al", "ly")  # need a longer stem: "Hand"/"Handy" is no such pair

#: Suffixes that are dictionary words too ("ness" is a headland) but never the second word of a
#: composite: the FAQ's "no fair trying to argue that the word 'Artist' is made up of ... 'Ist'".
_SUFFIX_WORDS = frozenset("ness less ship ment hood dom ful ism ist ing ion able ible".split())

#: Made-up composite parts the FAQ names (case 5: Buromil = Buro + Mil).
FAQ_MADE_UP_PARTS = frozenset({"buro", "mil"})


def is_gender_pair(x: str, y: str) -> bool:
    """Masculine and feminine forms of one word (Priest/Priestess, King/Queen), either order."""
    return x != y and (_feminine(x, y) or _feminine(y, x))


def _feminine(m: str, f: str) -> bool:
    if (m, f) in _GENDER_PAIRS:
        return True
    if len(m) < 3:
        return False
    forms = {m + "ess"}
    if m.endswith(("er", "or")):
        forms |= {m[:-2] + "ress", m[:-2] + "ess", m[:-2] + "rix"}
    return f in forms


def is_adjective_pair(x: str, y: str) -> bool:
    """A noun and its adjectival form (Hero/Heroic, Dark/Darkness), either order."""
    return x != y and (_adjectival(x, y) or _adjectival(y, x))


def _adjectival(noun: str, adj: str) -> bool:
    for n_suffix in _NOUN_SUFFIXES:
        stem = _stem(noun, n_suffix)
        if stem is None:
            continue
        allowed = _ADJ_SUFFIXES + ((_AGENT_PARTICIPLE[n_suffix],) if n_suffix in _AGENT_PARTICIPLE else ())
        for a_suffix in allowed:
            min_len = 5 if a_suffix in _SHORT_SUFFIXES else 4
            if len(stem) >= min_len and _stem(adj, a_suffix) == stem:
                return True
    return False


def _stem(word: str, suffix: str) -> str | None:
    if not word.endswith(suffix) or len(word) <= len(suffix):
        return None
    stem = word[: len(word) - len(suffix)] if suffix else word
    return stem[:-1] if stem.endswith(("e", "i", "y")) else stem


def composite_rest(whole: str, part: str) -> str | None:
    """The other whole word when `whole` is `part` plus one (Mastermind, Master -> mind).

    Only real words count (the FAQ: "no fair trying to argue that the word 'Artist' is made
    up of the compound words 'Art' and 'Ist'!"), plus the FAQ's made-up parts (Buro, Mil).
    """
    if len(part) < 3 or len(whole) <= len(part) or not whole.isalpha():
        return None
    if whole.startswith(part):
        rest = whole[len(part):]
    elif whole.endswith(part):
        rest = whole[: len(whole) - len(part)]
    else:
        return None
    if rest in FAQ_MADE_UP_PARTS or (rest not in _SUFFIX_WORDS and is_whole_word(rest)):
        return rest
    return None
