"""Word lists that rule 14 names or implies. All entries are casefolded.

Lists printed in the rulebook are copied exactly; the rest are the documented judgement calls
needed to apply the rule to free text (which words are pronouns, abbreviations, contractions).
"""

from __future__ import annotations

#: 14.3 (2): the conjunctions, articles and prepositions the rulebook lists, exactly as printed.
#: Words outside the list ("by", "from") stay designators: the comprehensive list has no "etc.".
NOT_DESIGNATOR_WORDS = frozenset(
    "a an the and or but nor at for in into of on to with within without".split()
)

#: 14.3 (1): card-type words, not designators when they appear in a subtitle.
CARD_TYPE_WORDS = frozenset("edge event state site feng shui".split())

#: 14.2: personal pronouns. Their singular and plural forms never match each other, so they
#: are never singularised (inflect would turn "we" into "I"); possessive and reflexive forms
#: are included for the same reason.
PRONOUNS = frozenset(
    """i me we us he she it they him her them you my mine our ours his hers its their theirs
    your yours myself ourselves yourself yourselves himself herself itself themselves themself
    this that these those""".split()
)

#: Function words ending in "s" that a noun inflector would wrongly singularise ("is" -> "i").
NOT_PLURALS = frozenset(
    """as is was has does yes thus always perhaps towards afterwards besides whereas
    unless less sometimes nevertheless indoors outdoors upstairs downstairs""".split()
)

#: Singular nouns and names ending in "s" that inflect strips ("chaos" -> "chao"). Words ending
#: in "-us" and "-sis" are handled by pattern in `plurals`; proper-name plurals such as
#: "Luis" (-> "Lui", the rulebook's own example) are deliberately not listed.
SINGULAR_S_WORDS = frozenset(
    """chaos cosmos ethos pathos kudos eros helios thanatos atlas bias canvas gas alias
    pancreas lens mars ares hades christmas texas kansas arkansas marquis chassis debris""".split()
)

#: 14.5: abbreviations by truncation that are written without a period. A word printed with a
#: trailing period ("Dr.") is an abbreviation whether or not it is listed here.
ABBREVIATIONS = frozenset(
    """slo mo mr mrs ms dr st jr sr lt sgt capt col gen prof det insp vs mt ft""".split()
)

#: 14.5 (3): acronyms the rulebook names, kept acronyms although they are also English words.
RULEBOOK_ACRONYMS = frozenset({"swat"})

#: "'s" after these is a contraction ("it's" = "it is"), not a possessive (14.5 keeps them whole).
CONTRACTION_STEMS = frozenset(
    """it he she that there what who let here where how when why this everyone everybody
    someone somebody nobody""".split()
)

#: 14.4: the compound heads that split a word into whole words (Arcano, Gun, Sword, Super).
COMPOUND_HEADS = ("arcano", "gun", "sword", "super")

#: 14.4: punctuation marks that split a word ("-/:;()"); every Unicode dash counts as "-".
SPLIT_MARKS = frozenset("-/:;()")

APOSTROPHES = frozenset("'\u2019\u02bc\u2018")

#: 14.5 (5): number words, for explaining why "1,000" does not match "Thousand".
NUMBER_WORDS = {
    w: i for i, w in enumerate(
        """zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen
        fifteen sixteen seventeen eighteen nineteen twenty""".split()
    )
} | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
     "ninety": 90, "hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9,
     "dozen": 12}
