"""Cards in the main search (kind `card`), kept apart from the rules index.

`find_cards` answers a query from the catalogue itself, with typo tolerance (each query word
matches a title word exactly or by close spelling, difflib ratio >= 0.8), so the rules index
and its evaluation stay as they are. `search_documents` yields the cards as documents in the
shape an index build can take, for when the rules index grows a card field.
"""

from __future__ import annotations

import difflib
import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from rapidfuzz import fuzz, process

from refbase.cards.catalogue import Catalogue
from refbase.cards.model import Card

MIN_WORD = 3
CLOSE = 0.8
#: Words that name no card: a question holds them anyway ("what is the block step" is not
#: about The General), so they neither match nor count in a title ("The Gray" is "Gray").
STOP = frozenset("the and for from with into onto are was were you your his her its our their "
                 "can not what when who how does this that than then there any all".split())
_WORD = re.compile(r"[^\W_]+")


@dataclass(frozen=True, slots=True)
class CardHit:
    card: Card
    score: float
    corrected: tuple[str, ...]  # query words matched by close spelling
    spelled: tuple[tuple[str, str], ...] = ()  # (query word, the title word it meant)


def search_documents(catalogue: Catalogue) -> Iterator[dict[str, Any]]:
    """One search document per card: doc "cards", id the slug, kind "card"."""
    for card in catalogue.cards:
        yield {"doc": "cards", "id": card.slug, "kind": "card", "game": "shadowfist", "title": card.title,
               "text": " ".join(p for p in (card.subtitle, card.text, " ".join(card.designators)) if p)}


def _words(text: str) -> list[str]:
    return [w.casefold() for w in _WORD.findall(text)]


def title_word_index(catalogue: Catalogue) -> dict[str, set[str]]:
    """title word -> slugs of the cards having it (built once per catalogue)."""
    return catalogue.derived("title words", _build_word_index)


def _build_word_index(catalogue: Catalogue) -> dict[str, set[str]]:
    index: dict[str, set[str]] = defaultdict(set)
    for card in catalogue.cards:
        for word in _words(card.title):
            index[word].add(card.slug)
    return index


def _words_by_length(catalogue: Catalogue) -> dict[int, list[str]]:
    """The title words of each length that can be CLOSE to a word of that length: a ratio
    2 * common / (a + b) >= CLOSE needs the shorter at least CLOSE / (2 - CLOSE) of the longer."""
    def build(c: Catalogue) -> dict[int, list[str]]:
        words = sorted(title_word_index(c))
        longest = max((len(w) for w in words), default=0)
        share = CLOSE / (2 - CLOSE)
        return {n: [w for w in words if min(n, len(w)) >= share * max(n, len(w)) - 1e-9]
                for n in range(1, longest * 2 + 2)}
    return catalogue.derived("title words by length", build)


#: Query words whose close title words are kept per catalogue (cleared when full).
CLOSE_WORDS_KEPT = 20_000


def close_words(word: str, catalogue: Catalogue) -> list[str]:
    """The title words spelled like `word` (difflib's get_close_matches, ratio >= CLOSE, best
    3), looked for among the few that rapidfuzz's one C scan finds close (its Indel ratio is
    never below difflib's, so none is missed): a fraction of a millisecond, not a Python
    comparison with every title word. Kept per word: questions share their words."""
    kept: dict[str, list[str]] = catalogue.derived("close words", lambda _c: {})
    found = kept.get(word)
    if found is None:
        if len(kept) >= CLOSE_WORDS_KEPT:
            kept.clear()
        found = kept[word] = _close_words(word, catalogue)
    return list(found)


def _close_words(word: str, catalogue: Catalogue) -> list[str]:
    near = process.extract(word, _words_by_length(catalogue).get(len(word), ()), scorer=fuzz.ratio,
                           limit=None, score_cutoff=CLOSE * 100 - 1e-6)
    return difflib.get_close_matches(word, [w for w, _, _ in near], n=3, cutoff=CLOSE)


def shows_cards(game: str | None, doc: str | None, kind: str | None) -> bool:
    """Whether a rules search lists card hits beside its results: cards are Shadowfist's, and
    a search narrowed to one document or kind of entry asked for that alone."""
    return game in (None, "shadowfist") and not doc and not kind


def find_cards(catalogue: Catalogue, q: str, limit: int = 5) -> list[CardHit]:
    """Cards at least half of whose title words the query holds (exactly or nearly), best first.

    A query can mix a card and a rule ("fong sai yuk superleap"). The score is the share of
    the title's words matched, lowered slightly for each correction.
    """
    words = [w for w in _words(q) if len(w) >= MIN_WORD and w not in STOP][:8]
    if not words:
        return []
    index = title_word_index(catalogue)
    matched: dict[str, set[str]] = defaultdict(set)  # slug -> title words the query matched
    corrected: dict[str, str] = {}
    for word in words:
        targets = [word] if word in index else close_words(word, catalogue)
        if targets and targets[0] != word:
            corrected[targets[0]] = word
        for target in targets:
            for slug in index[target]:
                matched[slug].add(target)
    results = []
    for slug, hits in matched.items():
        card = catalogue.by_slug[slug]
        title_words = {w for w in _words(card.title) if len(w) >= MIN_WORD and w not in STOP} \
            or set(_words(card.title))
        share = len(hits & title_words) / max(len(title_words), 1)
        if share < 0.5:
            continue
        fixes = tuple(corrected[h] for h in hits if h in corrected)
        if len(fixes) == len(hits) and share < 1:
            continue  # only near spellings, and not the whole title: too weak ("block" ~ Lock)
        spelled = tuple((corrected[h], h) for h in sorted(hits) if h in corrected)
        results.append(CardHit(card, round(share * (0.9 ** len(fixes)), 4), fixes, spelled))
    results.sort(key=lambda h: (-h.score, h.card.title.casefold()))
    return results[:limit]


def card_spelling(query: str, hit: CardHit, rules_suggestion: str | None = None) -> str | None:
    """The query with the words a card hit matched by close spelling written as in the card's
    title ("templ gards" -> "temple guards"), the rules' own corrections kept for the other
    words when they line up word for word; None when the card corrected nothing."""
    if not hit.spelled:
        return None
    fixes: dict[str, str] = dict(hit.spelled)
    typed = _WORD.findall(query)
    theirs = _WORD.findall(rules_suggestion or "")
    other: dict[str, str] = dict(zip(typed, theirs, strict=True)) if len(theirs) == len(typed) else {}
    return _WORD.sub(lambda m: fixes.get(m.group(0).casefold(), other.get(m.group(0), m.group(0))), query)
