"""Which knowledge-base entries name which cards, both ways (like rule references).

A card is mentioned where its title appears in an entry's title or text as printed: same
capitals (or, for titles of several words, capitalised word by word: "Swat Team"), any
spacing or line break between words, optionally followed by a plural "s" or a possessive
("Evil Twins", "Arcanogardener's"). Only Shadowfist documents are read.

One pattern over every title (thousands, with an imported pool) scanned over every entry
costs seconds and hundreds of MB; so each entry is matched only against the titles whose
words it holds (`TitleWords`: titles by their first word), with a small pattern of those.
The answer is the same: a title can only match where each of its words is a word of the text.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from functools import lru_cache

from refbase.cards.model import Card
from refbase.kb.model import KnowledgeBase, Ref

GAME = "shadowfist"
_WORD = re.compile(r"\w+")


@lru_cache(maxsize=4096)
def _pattern(titles: tuple[str, ...]) -> re.Pattern[str] | None:
    alternatives = []
    for title in sorted(set(titles), key=len, reverse=True):
        words = [re.escape(w) for w in title.split()]
        if words:
            alternatives.append(r"\s+".join(words))
    if not alternatives:
        return None
    return re.compile(r"(?<![\w-])(" + "|".join(alternatives) + r")(?:s|es)?(?![\w-])")


class TitleWords:
    """Titles by their first word, to find the few titles a text can hold."""

    def __init__(self, titles: Iterable[str]) -> None:
        self.by_first: dict[str, list[tuple[str, tuple[str, ...]]]] = defaultdict(list)
        self.wordless: list[str] = []
        for title in titles:
            pieces = tuple(_WORD.findall(title))
            if pieces:
                self.by_first[pieces[0]].append((title, pieces))
            else:
                self.wordless.append(title)

    def candidates(self, text: str) -> tuple[str, ...]:
        """The titles each of whose words is a word of `text` (the last may carry s or es)."""
        words = set(_WORD.findall(text))
        found = set(self.wordless)
        for word in words:
            for stem in {word, word[:-1] if word.endswith("s") else word, word[:-2] if word.endswith("es") else word}:
                for title, pieces in self.by_first.get(stem, ()):
                    if all(p in words for p in pieces[:-1]) and _last_present(pieces[-1], words):
                        found.add(title)
        return tuple(sorted(found))


def _last_present(piece: str, words: set[str]) -> bool:
    return piece in words or piece + "s" in words or piece + "es" in words


def find_mentions(kb: KnowledgeBase, cards: Iterable[Card]) -> dict[str, tuple[Ref, ...]]:
    """slug -> entries naming the card, in document precedence and reading order."""
    by_title: dict[str, str] = {}
    for card in cards:
        title = " ".join(card.title.split())
        by_title.setdefault(title, card.slug)
        if len(title.split()) > 1:  # the notes print "Swat Team" for SWAT Team
            by_title.setdefault(title.title(), card.slug)
    index = TitleWords(by_title)
    found: dict[str, list[Ref]] = defaultdict(list)
    documents = sorted((d for d in kb.documents.values() if d.info.game == GAME), key=lambda d: d.info.precedence)
    for document in documents:
        for section in sorted(document.sections.values(), key=lambda s: s.order):
            text = f"{section.title}\n{section.text}"
            candidates = index.candidates(text)
            pattern = _pattern(candidates) if candidates else None
            if pattern is None:
                continue
            named = {" ".join(m.group(1).split()) for m in pattern.finditer(text)}
            for slug in sorted({by_title[t] for t in named if t in by_title}):
                found[slug].append(section.ref)
    return {slug: tuple(refs) for slug, refs in found.items()}


def invert(mentions: dict[str, tuple[Ref, ...]]) -> dict[Ref, tuple[str, ...]]:
    """entry -> slugs of the cards it names (the other direction of `find_mentions`)."""
    back: dict[Ref, list[str]] = defaultdict(list)
    for slug, refs in mentions.items():
        for ref in refs:
            back[ref].append(slug)
    return {ref: tuple(slugs) for ref, slugs in back.items()}
