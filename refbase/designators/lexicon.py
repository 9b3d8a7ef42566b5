"""What counts as a "whole word" for rule 14.4: a real English dictionary plus the game's own words.

Rule 14.4 splits a word containing Arcano, Gun, Sword or Super "and can be split into multiple
whole words" (Shotgun -> Shot, Gun; Superior does not split). Deciding that needs a dictionary:

* English: the word-frequency dictionary that `pyspellchecker` (pinned in pyproject.toml) ships
  as package data (`spellchecker/resources/en.json.gz`, about 160,000 words and names). It is
  read once per process, lazily, on the first compound that needs it, and never downloaded.
* The game's vocabulary: every word of every title and subtitle the knowledge base and the
  card catalogue know (Arcanowave, Netherworld, ...). This package does not read them: the
  layer above (refbase.cards) passes them in with `use_game_vocabulary`.
* `CLOSED_COMPOUND_PIECES`: a few pieces of the rulebook's own examples, kept so the rule's
  printed examples never depend on a third-party list (Arcano, Tower, Shot, ...).

Pieces shorter than three letters are never whole words here: one- and two-letter dictionary
entries are letters, abbreviations and function words ("be", "er", "st"), and letting them
count would split Begun into Be + Gun and Superb into Super + b, which no reader would.
"""

from __future__ import annotations

import gzip
import json
import threading
from collections.abc import Callable, Iterable
from functools import cache
from importlib import resources

from refbase.designators.plurals import singular
from refbase.designators.wordlists import COMPOUND_HEADS

MIN_PIECE_CHARS = 3

#: The rulebook's 14.4 examples and the FAQ's, so they hold whatever the dictionary says.
CLOSED_COMPOUND_PIECES = frozenset(
    "arcano gun sword super shot swords man tower soldier wave tank mega".split()
)

_lock = threading.Lock()
_game_words: frozenset[str] = frozenset()
_listeners: list[Callable[[], None]] = []


@cache
def english_words() -> frozenset[str]:
    """The dictionary's alphabetic words of three letters or more, casefolded (loaded once)."""
    data = resources.files("spellchecker").joinpath("resources", "en.json.gz").read_bytes()
    counts: dict[str, int] = json.loads(gzip.decompress(data))
    return frozenset(w.casefold() for w in counts if len(w) >= MIN_PIECE_CHARS and w.isalpha())


def game_vocabulary() -> frozenset[str]:
    """The game's own words currently in use (casefolded)."""
    return _game_words


def use_game_vocabulary(texts: Iterable[str]) -> None:
    """Install the words of these titles and subtitles as whole words (replacing earlier ones).

    Called by the layer that knows the knowledge base and the card catalogue. Clears every
    cached split, so a new vocabulary takes effect at once.
    """
    global _game_words
    words = frozenset(_words_of(texts))
    with _lock:
        if words == _game_words:
            return
        _game_words = words
        for clear in _listeners:
            clear()


def on_vocabulary_change(clear: Callable[[], None]) -> None:
    """Register a cache-clearing callback (compounds registers its split cache)."""
    _listeners.append(clear)


def _words_of(texts: Iterable[str]) -> Iterable[str]:
    for text in texts:
        for raw in text.split():
            word = "".join(ch for ch in raw if ch.isalpha()).casefold()
            if len(word) >= MIN_PIECE_CHARS:
                yield word


def is_whole_word(piece: str) -> bool:
    """A dictionary or game word of three letters or more, or the plural of one (casefolded)."""
    if len(piece) < MIN_PIECE_CHARS or not piece.isalpha():
        return False
    if _known(piece):
        return True
    single = singular(piece)
    return single is not None and _known(single.casefold())


def _known(word: str) -> bool:
    return (word in CLOSED_COMPOUND_PIECES or word in _game_words or word in COMPOUND_HEADS
            or word in english_words())
