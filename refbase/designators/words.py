"""Rule 14.1-14.5 applied to one printed word: what designators it yields, and why.

Order of the checks, and why:

1. 14.1: leading and trailing punctuation is ignored ('"Monkey"' -> Monkey, "Dr." -> Dr).
2. 14.2: a possessive "'s" is removed (Hermit's -> Hermit), unless it is a contraction
   ("It's"), which 14.5 keeps whole.
3. 14.5 before 14.4: a word with an apostrophe, or with letters and numbers mixed, "may not be
   split", so it is kept whole before any splitting is considered (O'Rangotang).
4. 14.4: the word splits at - / : ; ( ) and any dash (X-Ray -> X, Ray).
5. Each part: a number (formatting ignored: 1,000 -> 1000), an article or preposition or a
   subtitle card-type word (dropped, 14.3), an acronym or abbreviation (kept whole, 14.5), or
   a word that may split by camel case and Arcano/Gun/Sword/Super compounds (14.4), whose
   pieces are then pronouns (kept as printed) or singularised plurals (14.2).

Two readings of the rule a reader can dispute are decided here, each noted on the word:

* All capitals versus acronym, 14.5 (3): "Acronyms (e.g. SWAT does not match Special, Weapons,
  or Tactics)." The rule protects acronyms, not capital letters. An all-capitals word of four
  letters or more that is a whole word (`lexicon.is_whole_word`: GUNS, BOOM) or a 14.4
  compound of whole words (SHOTGUN) is that word printed in capitals: it splits and
  singularises like any word (SHOTGUN -> SHOT, GUN; GUNS matches Gun). Everything else in
  capitals is an acronym, kept whole; so are two- and three-letter capitals (too short to
  tell, and matched letter for letter either way) and the rulebook's own example SWAT,
  although "swat" is also an English word (`wordlists.RULEBOOK_ACRONYMS`).
* "A" the article versus "A" the name, 14.3 (2): "Conjunctions, articles and prepositions
  (a, an, ...)" are not designators. An article stands before the word it introduces, so a
  capital "A" with no word after it in its title or subtitle ("Plan A"), or joined to a word by
  14.4 punctuation ("A-Team"), is no article but the letter A naming something, a designator
  like the X of 14.0's "Mr. X" and "X-Ray Specs". Every other "a"/"A" is the article.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from dataclasses import field as dc_field

from refbase.designators import quotes
from refbase.designators import rules as R
from refbase.designators.compounds import camel_parts, split_compound
from refbase.designators.lexicon import is_whole_word
from refbase.designators.model import Designator, Field, Note, Treatment, WordNote
from refbase.designators.plurals import singular
from refbase.designators.wordlists import (
    ABBREVIATIONS,
    APOSTROPHES,
    CARD_TYPE_WORDS,
    CONTRACTION_STEMS,
    NOT_DESIGNATOR_WORDS,
    PRONOUNS,
    RULEBOOK_ACRONYMS,
    SPLIT_MARKS,
)
from refbase.ruleref import RuleRef

T = Treatment
_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
_GROUPING_COMMA = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


@dataclass
class _Word:
    """Working state while one printed word is treated."""

    field: Field
    last_in_field: bool = False
    notes: list[Note] = dc_field(default_factory=list)
    out: list[Designator] = dc_field(default_factory=list)

    def note(self, kind: Treatment, subject: str, detail: str, rule: RuleRef) -> None:
        self.notes.append(Note(kind, subject, detail, rule, quotes.FOR_TREATMENT[kind]))

    def add(self, word: str, base: str, treatments: tuple[Treatment, ...], kept_whole: str = "") -> None:
        self.out.append(Designator(word, base, base.casefold(), self.field, treatments, kept_whole))


def treat_word(raw: str, field_name: Field, position: int, *, last_in_field: bool = False) -> WordNote:
    """All the designators one space-separated printed word yields, with a note per step.

    `last_in_field`: no printed word follows in this title or subtitle (decides "A", 14.3).
    """
    w = _Word(field_name, last_in_field)
    core = strip_outer(raw)
    if core != raw and core:
        w.note(T.PUNCTUATION_IGNORED, raw, f"leading and trailing punctuation ignored: {core}", R.COMPRISING_WORDS)
    if not core:
        w.note(T.PUNCTUATION_ONLY, raw, "only punctuation: not a word", R.COMPRISING_WORDS)
        return _finish(raw, position, w)
    stem, possessive = _split_possessive(core)
    if possessive:
        w.note(T.POSSESSIVE, core, f"possessive \"'s\" matches the normal form {stem}", R.OTHER_FORMS)
    _treat_stem(w, stem, abbreviated=_ends_with_period(raw))
    if possessive and w.out:
        _mark_possessive(w, core[-2:])
    return _finish(raw, position, w)


def strip_outer(text: str) -> str:
    """`text` without leading and trailing punctuation (Unicode category P*)."""
    start, end = 0, len(text)
    while start < end and _is_punct(text[start]):
        start += 1
    while end > start and _is_punct(text[end - 1]):
        end -= 1
    return text[start:end]


def _is_punct(ch: str) -> bool:
    return unicodedata.category(ch).startswith("P")


def _is_split_mark(ch: str) -> bool:
    return ch in SPLIT_MARKS or unicodedata.category(ch) == "Pd"


def _ends_with_period(raw: str) -> bool:
    """A word printed with a final period ("Dr.") is abbreviated; an ellipsis is not."""
    end = len(raw)
    while end and _is_punct(raw[end - 1]):
        end -= 1
    trail = raw[end:]
    return "." in trail and ".." not in trail and "\u2026" not in trail


def _split_possessive(core: str) -> tuple[str, bool]:
    """Hermit's -> (Hermit, True); It's -> (It's, False): a contraction is no possessive."""
    if len(core) < 3 or core[-1] not in "sS" or core[-2] not in APOSTROPHES:
        return core, False
    stem = strip_outer(core[:-2])
    if not stem or stem.casefold() in CONTRACTION_STEMS:
        return core, False
    return stem, True


def _mark_possessive(w: _Word, suffix: str) -> None:
    """The last designator is the one printed with "'s": show it so, note the possessive."""
    last = w.out[-1]
    w.out[-1] = Designator(last.word + suffix, last.base, last.key, last.field,
                           (*last.treatments, T.POSSESSIVE), last.kept_whole)


def _treat_stem(w: _Word, stem: str, *, abbreviated: bool) -> None:
    if any(ch in APOSTROPHES for ch in stem):
        w.note(T.APOSTROPHE_WORD, stem, "contains an apostrophe: one word, never split or changed", R.RESTRICTIONS)
        w.add(stem, stem, (T.APOSTROPHE_WORD,))
        return
    if _has_letters(stem) and any(ch.isdigit() for ch in stem):
        w.note(T.LETTERS_AND_NUMBERS, stem, "mixes letters and numbers: one word, never split", R.RESTRICTIONS)
        w.add(stem, _GROUPING_COMMA.sub("", stem), (T.LETTERS_AND_NUMBERS,))
        return
    parts = [p for p in (strip_outer(p) for p in _split_at_marks(stem)) if p]
    if len(parts) > 1:
        w.note(T.SPLIT_PUNCTUATION, stem, f"split at punctuation into {', '.join(parts)}", R.SPLITTING)
    split = (T.SPLIT_PUNCTUATION,) if len(parts) > 1 else ()
    for i, part in enumerate(parts):
        _treat_part(w, part, split, abbreviated=abbreviated and i == len(parts) - 1)


def _split_at_marks(text: str) -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    for ch in text:
        if _is_split_mark(ch):
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    parts.append("".join(current))
    return parts


def _has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def _treat_part(w: _Word, part: str, split: tuple[Treatment, ...], *, abbreviated: bool) -> None:
    if _NUMBER.fullmatch(part):
        _treat_number(w, part, split)
    elif not _has_letters(part):
        base = _GROUPING_COMMA.sub("", part)
        w.add(part, base, split)
    elif _letter_name(w, part, split):
        return
    elif _dropped(w, part):
        return
    elif part.isupper() and sum(ch.isalpha() for ch in part) >= 2 and not _capitals_word(w, part):
        w.note(T.ACRONYM, part, "all capitals and not a whole word: an acronym, one word, never split, "
               "expanded or singularised", R.RESTRICTIONS)
        w.add(part, part, (*split, T.ACRONYM))
    elif abbreviated or "." in part or part.casefold() in ABBREVIATIONS:
        w.note(T.ABBREVIATION, part, "an abbreviation: does not match the full word", R.RESTRICTIONS)
        w.add(part, part, (*split, T.ABBREVIATION))
    else:
        _treat_letters(w, part, split)


def _treat_number(w: _Word, part: str, split: tuple[Treatment, ...]) -> None:
    base = "".join(str(unicodedata.digit(ch)) if ch.isdigit() else ch for ch in part.replace(",", ""))
    if base != part:
        detail = f"number formatting ignored: {part} matches as {base}"
    else:
        detail = "a number as printed: does not match a spelled-out number"
    w.note(T.NUMBER, part, detail, R.COMPRISING_WORDS if base != part else R.RESTRICTIONS)
    w.add(part, base, (*split, T.NUMBER))


def _capitals_word(w: _Word, part: str) -> bool:
    """14.5 (3) decision: an all-capitals whole word (or 14.4 compound) is a word, not an acronym."""
    folded = part.casefold()
    if len(part) < _MIN_CAPITALS_WORD or not part.isalpha() or folded in RULEBOOK_ACRONYMS:
        return False
    decision = split_compound(part)
    if not is_whole_word(folded) and not (decision and decision.parts):
        return False
    w.note(T.CAPITALS_WORD, part, f"all capitals, but a whole word ({folded}), not an acronym: "
           "treated as that word printed in capitals", R.RESTRICTIONS)
    return True


_MIN_CAPITALS_WORD = 4


def _letter_name(w: _Word, part: str, split: tuple[Treatment, ...]) -> bool:
    """14.3 (2) decision: a capital "A" with no word after it, or joined by 14.4 punctuation."""
    if part != "A" or not (w.last_in_field or T.SPLIT_PUNCTUATION in split):
        return False
    where = "joined to a word by punctuation" if T.SPLIT_PUNCTUATION in split else "with no word after it"
    w.note(T.LETTER_NAME, part, f"the letter A {where}: it names something and introduces no word, "
           "so it is not the article; a designator", R.NOT_DESIGNATORS)
    w.add(part, part, split)
    return True


def _dropped(w: _Word, part: str) -> bool:
    """14.3: articles, conjunctions and prepositions anywhere; card types in a subtitle."""
    folded = part.casefold()
    if folded in NOT_DESIGNATOR_WORDS:
        w.note(T.ARTICLE_OR_PREPOSITION, part, "a conjunction, article or preposition: not a designator", R.NOT_DESIGNATORS)
        return True
    if w.field == "subtitle" and folded in CARD_TYPE_WORDS:
        w.note(T.CARD_TYPE, part, "names the card's type in its subtitle: not a designator", R.NOT_DESIGNATORS)
        return True
    return False


def _treat_letters(w: _Word, part: str, split: tuple[Treatment, ...]) -> None:
    """Camel case, then compounds, then each piece: dropped, pronoun, plural or plain."""
    humps = camel_parts(part)
    if len(humps) > 1:
        w.note(T.SPLIT_CAMEL_CASE, part, f"camel case split into {', '.join(humps)}", R.SPLITTING)
        split = (*split, T.SPLIT_CAMEL_CASE)
    for hump in humps:
        decision = split_compound(hump)
        how, whole = split, ""
        if decision and decision.parts:
            w.note(T.SPLIT_COMPOUND, hump, decision.reason, R.SPLITTING)
            how = (*split, T.SPLIT_COMPOUND)
        elif decision:
            w.note(T.COMPOUND_KEPT_WHOLE, hump, decision.reason, R.SPLITTING)
            whole = decision.reason
        for piece in (decision.parts if decision and decision.parts else None) or [hump]:
            if not _dropped(w, piece):
                _treat_piece(w, piece, how, whole)


def _treat_piece(w: _Word, piece: str, split: tuple[Treatment, ...], kept_whole: str = "") -> None:
    if piece.casefold() in PRONOUNS:
        w.note(T.PRONOUN, piece, "a pronoun: its singular and plural forms do not match", R.OTHER_FORMS)
        w.add(piece, piece, (*split, T.PRONOUN))
        return
    single = singular(piece)
    if single is not None:
        w.note(T.PLURAL, piece, f"plural of {single}: matches {single}", R.OTHER_FORMS)
        w.add(piece, single, (*split, T.PLURAL), kept_whole)
    else:
        w.add(piece, piece, split, kept_whole)


def _finish(raw: str, position: int, w: _Word) -> WordNote:
    if w.out and not w.notes:
        w.note(T.DESIGNATOR, raw, "a word of the title or subtitle: a designator", R.COMPRISING_WORDS)
    return WordNote(raw, w.field, position, tuple(w.out), tuple(w.notes))
