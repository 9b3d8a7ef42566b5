"""Rule 14.2: a plural matches its singular (Gun/Guns, Man/Men, Lui/Luis).

`inflect` does the English work (irregular plurals such as Men, Mice, Wolves, Heroes, and the
plain "-s" plurals of proper names such as Luis). It is wrapped here because it also
singularises words that are not plurals; those cases are blocked explicitly:

* personal pronouns (14.2 says I/we, he/they ... do not match; inflect maps "we" -> "I");
* function words ending in "s" ("is" -> "i", "was" -> "wa", "does" -> "doe");
* singular nouns and names ending in "s": the listed ones ("chaos", "atlas") and the
  patterns "-us" ("virus", "lotus") and "-sis" ("crisis"), which are never English plurals;
* words shorter than three letters ("Os", "Xs"), too short to tell a plural from a name;
* words with non-ASCII letters: inflect is an English inflector, so they are left as printed.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from refbase.designators.wordlists import NOT_PLURALS, PRONOUNS, SINGULAR_S_WORDS


@cache
def _engine() -> Any:
    """inflect's engine, imported on first use: `import inflect` costs seconds (typeguard
    instrumentation) that a serving worker should not pay at start-up."""
    import inflect

    return inflect.engine()


@lru_cache(maxsize=4096)
def singular(word: str) -> str | None:
    """The singular of `word` when it is a plural noun form, else None (case as given)."""
    if not _may_be_plural(word):
        return None
    result = _engine().singular_noun(word)
    if not isinstance(result, str) or not result or result.casefold() == word.casefold():
        return None
    return result


def _may_be_plural(word: str) -> bool:
    folded = word.casefold()
    if len(folded) < 3 or not word.isalpha() or not word.isascii():
        return False
    if folded in PRONOUNS or folded in NOT_PLURALS or folded in SINGULAR_S_WORDS:
        return False
    return not folded.endswith(("us", "sis"))
