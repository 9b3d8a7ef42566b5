"""The rule text each explanation quotes: verbatim sentences of the Comprehensive Shadowfist
Rulebook 14.0-14.5 (emphasis markers removed). A test checks every quote against rules/.

Each treatment and near-miss kind maps to the sentence that decides it, so an explanation
says not just "14.4" but what 14.4 says.
"""

from __future__ import annotations

from refbase.designators.model import Treatment

T = Treatment

DESIGNATOR = ("A designator is any word that appears in the title (8.1) or subtitle (8.2) of a card "
              "(with some exclusions, see 14.3). Designators match if they are the same word.")
COMPRISING = ("A designator word is any contiguous string of letters, numerals, and symbols. They are "
              "separated from other words by a space, ignoring leading and trailing punctuation marks "
              "and number formatting symbols (except the decimal mark).")
PLURAL = "The plural form of a word matches its singular form (e.g. Gun matches Guns, Man matches Men)"
PRONOUN = ("However, singular and plural forms of personal pronouns do not match (I/we, me/us, "
           "he/she/it/they, him/her/it/them).")
POSSESSIVE = "The possessive form of a word formed with \"'s\" matches the normal form (e.g. Hermit's matches Hermit)."
GENDER_ADJECTIVE = "Gender and Adjective forms of a word do not match"
CARD_TYPE = ("Words in a subtitle (8.2) that identify a card's type (7.0); specifically: Edge, Event, "
             "State, Site, Feng and Shui.")
CARD_TYPE_NOTE = ("Feng and State are designators if found in a card's title, but do not match the same "
                  "word in another card's subtitle.")
ARTICLE = ("Conjunctions, articles and prepositions (a, an, the, and, or, but, nor, at, for, in, into, of, "
           "on, to, with, within, without).")
DUPLICATE = "Multiple occurrences on a card of the same word count as only one occurrence of that designator."
SPLIT_PUNCTUATION = ("Words containing punctuation marks from this sequence, \"-/:;()\", are split at the "
                     "punctuation mark into individual designators")
SPLIT_CAMEL = ("Words that are camel case are split into individual designators, each beginning with one "
               "of the capital letters")
SPLIT_COMPOUND = ("Words that contain Arcano, Gun, Sword, or Super and can be split into multiple whole "
                  "words are always split into separate designators.")
SUPERIOR = "However, Superior does not split and does not match Super."
APOSTROPHE = "Words containing an apostrophe"
ABBREVIATION = ("Words that have been abbreviated, either by truncation (e.g. Slo Mo does not match Slow or "
                "Motion) or with a period (e.g. Dr. does not match Doctor).")
ACRONYM = "Acronyms (e.g. SWAT does not match Special, Weapons, or Tactics)."
LETTERS_AND_NUMBERS = "Words with a mix of letters and numbers."
NUMBER = "Numbers not written out (e.g. 1,000 does not match Thousand)."
ONE_WORD = ("The following must be considered as one word and may not be split, modified, or otherwise "
            "misused to achieve a match:")

#: The sentence quoted for each treatment of a printed word.
FOR_TREATMENT: dict[Treatment, str] = {
    T.DESIGNATOR: DESIGNATOR,
    T.PUNCTUATION_IGNORED: COMPRISING,
    T.PUNCTUATION_ONLY: COMPRISING,
    T.NUMBER: NUMBER,
    T.POSSESSIVE: POSSESSIVE,
    T.PLURAL: PLURAL,
    T.PRONOUN: PRONOUN,
    T.ARTICLE_OR_PREPOSITION: ARTICLE,
    T.CARD_TYPE: CARD_TYPE,
    T.DUPLICATE: DUPLICATE,
    T.SPLIT_PUNCTUATION: SPLIT_PUNCTUATION,
    T.SPLIT_CAMEL_CASE: SPLIT_CAMEL,
    T.SPLIT_COMPOUND: SPLIT_COMPOUND,
    T.COMPOUND_KEPT_WHOLE: SPLIT_COMPOUND,
    T.APOSTROPHE_WORD: APOSTROPHE,
    T.ABBREVIATION: ABBREVIATION,
    T.ACRONYM: ACRONYM,
    T.CAPITALS_WORD: ACRONYM,
    T.LETTER_NAME: ARTICLE,
    T.LETTERS_AND_NUMBERS: LETTERS_AND_NUMBERS,
}

#: The sentence quoted for each near-miss kind.
FOR_NEAR_MISS: dict[str, str] = {
    "gender": GENDER_ADJECTIVE, "adjective": GENDER_ADJECTIVE, "pronoun": PRONOUN,
    "composite": SPLIT_COMPOUND, "made_up_composite": SPLIT_COMPOUND,
    "unsplit_compound": SPLIT_COMPOUND, "abbreviation": ABBREVIATION, "acronym": ACRONYM,
    "number": NUMBER, "apostrophe": APOSTROPHE, "letters_and_numbers": LETTERS_AND_NUMBERS,
    "card_type": CARD_TYPE_NOTE,
}

#: Every quote, for the test that finds each one verbatim in the rulebook.
ALL: tuple[str, ...] = tuple(sorted({*FOR_TREATMENT.values(), *FOR_NEAR_MISS.values(), SUPERIOR, ONE_WORD}))
