"""Text normalisation shared by the index analyzer, query understanding and snippets.

The Whoosh analyzer (in `index.py`) and the pure-Python code that reads queries and
highlights snippets must cut and fold words identically, or a highlighted word would not
be the word that matched. So the token pattern, the folding and the stop list live here,
once, and `index.py` builds its analyzer from them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from refbase.config import MAX_SEARCH_QUERY_CHARS

#: A word: letters/digits, with inner dots kept so that `28.6.1` and `G.2.2` stay one token.
TOKEN_PATTERN = r"\w+(?:\.\w+)*"
_TOKEN = re.compile(TOKEN_PATTERN)

#: Words too common in rule texts and questions to help ranking. Whoosh's English list
#: plus the question scaffolding players type ("what happens if ...", "how does ... work").
STOP_WORDS: frozenset[str] = frozenset(
    """
    a an and are as at be by for from have if in is it of on or tbd that the this to us we
    will with yet you your not can may when
    i me my mine myself our he she him her his they them their its there here
    am was were been being do does did doing done what which who whom whose why how
    could would should shall might must get gets got happen happens happened
    anyone someone something anything thing things just really still also else
    about than then so too very much many any some each every
    vs versus
    mean means meaning meant work works working
    """.split()
    # Contractions: their stubs ("don't" -> "don", "t") and the forms players type without
    # the apostrophe ("whats", "dont"). Negation is not something the ranking can read.
    + """
    don doesn didn isn aren wasn weren haven hasn couldn wouldn shouldn
    whats hows wheres whos thats theres dont doesnt didnt cant isnt arent wasnt werent
    havent hasnt couldnt wouldnt shouldnt im ive
    """.split()
    # Single letters say nothing, except X (the rules' variable); single digits are kept:
    # "0 vitality", "Toughness: 1".
) | frozenset("abcdefghijklmnopqrstuvwyz")

#: Characters that can never be part of a useful query: control characters (NUL included).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SPACES = re.compile(r"\s+")
#: Upper bound on content words (stop words not counted) considered from one query: keeps
#: a pathological query cheap, while a long table situation keeps its question at the end.
MAX_QUERY_WORDS = 32
#: Upper bound on quoted phrases, and on words per phrase, taken from one query.
MAX_QUERY_PHRASES = 8
MAX_PHRASE_WORDS = 12
#: Folded words longer than this are dropped from queries: no rule text has a word half as
#: long (the longest is a 21-character forum address), and the stemmer's cache must not
#: fill with giant keys.
MAX_WORD_CHARS = 48


@dataclass(frozen=True, slots=True)
class Token:
    """One word of a text: its surface form, its folded form and where it is."""

    surface: str
    folded: str
    start: int
    end: int


def fold(word: str) -> str:
    """Lowercase and strip accents: `Möbius` and `mobius` must meet in the index."""
    if word.isascii():  # nearly every word of the rules: nothing to strip
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def tokens(text: str) -> Iterator[Token]:
    """Every word of `text` with its character span (stop words included)."""
    for match in _TOKEN.finditer(text):
        yield Token(match.group(), fold(match.group()), match.start(), match.end())


def query_tokens(text: str) -> list[Token]:
    """The tokens of query text a search uses: words of sane length, up to the
    MAX_QUERY_WORDS-th content word (stop words ride along: slang keys use them)."""
    return first_words(t for t in tokens(text) if len(t.folded) <= MAX_WORD_CHARS)


def first_words(found: Iterable[Token]) -> list[Token]:
    """The tokens up to the MAX_QUERY_WORDS-th content word."""
    kept, content = [], 0
    for token in found:
        kept.append(token)
        content += not is_stop(token.folded)
        if content == MAX_QUERY_WORDS:
            break
    return kept


def is_stop(folded: str) -> bool:
    """True for words the index drops (stop words, single letters other than X)."""
    return folded in STOP_WORDS


def stems(text: str, stem: Callable[[str], str]) -> list[str]:
    """The terms the index analyzer makes of `text` (tokenise, fold, drop stop words, stem).

    Words only, no spans: run on every entry and question at each index open."""
    out = []
    for match in _TOKEN.finditer(text):
        folded = fold(match.group())
        if folded not in STOP_WORDS:
            out.append(stem(folded))
    return out


def normalize_query(raw: object) -> str:
    """Any user input as NFKC text on one line, before any limit is applied.

    Limits must count what the search will process, not what was sent: NFKC turns one
    code point into up to 18 (U+FDFA), so a query cut at 500 sent characters could still
    hold 9,000. Non-strings become their `str`, control characters (NUL included) become
    spaces, lone surrogates become "?", and whitespace is collapsed. The input is cut at a
    few times the limit first, so normalizing an over-long query stays cheap.
    """
    text = raw if isinstance(raw, str) else ("" if raw is None else str(raw))
    text = text[: MAX_SEARCH_QUERY_CHARS * 4]
    text = text.encode("utf-8", "replace").decode("utf-8")
    text = unicodedata.normalize("NFKC", text)
    text = _CONTROL.sub(" ", text)
    return _SPACES.sub(" ", text).strip()


def query_length(raw: object) -> int:
    """The length the query limit (MAX_SEARCH_QUERY_CHARS) is checked against."""
    return len(normalize_query(raw))


def clean_query(raw: object) -> str:
    """Make any user input a bounded, printable one-line string.

    Never raises: the text is normalized (`normalize_query`) and then cut at
    MAX_SEARCH_QUERY_CHARS (the HTTP layer answers 413 above that; the library truncates).
    """
    return normalize_query(raw)[:MAX_SEARCH_QUERY_CHARS].strip()
