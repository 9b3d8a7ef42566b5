"""A card's designators: every word of the title, then of the subtitle, treated by rule 14."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from refbase.designators import quotes
from refbase.designators import rules as R
from refbase.designators.model import Analysis, Designator, Field, Note, Treatment, WordNote
from refbase.designators.validation import check_text
from refbase.designators.words import treat_word


def analyze(title: str, subtitle: str = "") -> Analysis:
    """The designators of a card with this title and subtitle, and how each word was treated.

    Raises DesignatorInputError (a ValueError) for an empty title, a field over
    MAX_TITLE_CHARS characters, control characters or lone surrogates.
    """
    check_text(title, "title", required=True)
    check_text(subtitle, "subtitle", required=False)
    words = [*_field_words(title, "title"), *_field_words(subtitle, "subtitle")]
    words = _mark_duplicates(words)
    designators = _unique(d for w in words for d in w.designators)
    rules = {R.DESIGNATORS, *(n.rule for w in words for n in w.notes)}
    return Analysis(title, subtitle, designators, tuple(words), R.ordered(rules))


def normalise_text(text: str) -> str:
    """Canonical Unicode (NFC), with full-width and half-width forms made ordinary ("１" -> "1").

    Full compatibility folding (NFKC) is not used: it would turn "Gun™" into "GunTM".
    """
    text = unicodedata.normalize("NFC", text)
    return "".join(unicodedata.normalize("NFKC", ch) if 0xFF00 <= ord(ch) <= 0xFFEF else ch for ch in text)


def _field_words(text: str, field: Field) -> list[WordNote]:
    raws = normalise_text(text).split()
    return [treat_word(raw, field, i, last_in_field=i == len(raws) - 1) for i, raw in enumerate(raws)]


def _mark_duplicates(words: list[WordNote]) -> list[WordNote]:
    """14.3: a word occurring twice on a card counts once; later occurrences say so."""
    seen: set[str] = set()
    out = []
    for word in words:
        repeats = []
        for d in word.designators:
            if d.key in seen:
                repeats.append(d)
            seen.add(d.key)
        notes = tuple(
            Note(Treatment.DUPLICATE, d.word, "already a designator of this card: counts once", R.NOT_DESIGNATORS,
                 quotes.DUPLICATE)
            for d in repeats
        )
        out.append(WordNote(word.text, word.field, word.position, word.designators, word.notes + notes))
    return out


def _unique(designators: Iterable[Designator]) -> tuple[Designator, ...]:
    found: dict[str, Designator] = {}
    for d in designators:
        found.setdefault(d.key, d)
    return tuple(found.values())
