"""The card catalogue a process serves: the embedded default merged with the imported cards,
each with the knowledge-base entries that mention it.

Merging: an imported card with the same title as a default card replaces its printed data
(the database knows more than the documents); the documents' subtitle and type fill gaps the
import left, and `source` names both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TypeVar, cast

from rapidfuzz import fuzz, process

from refbase.cards.build_card import make_card
from refbase.cards.default_cards import DEFAULT_CARDS, SOURCE
from refbase.cards.engine_text import with_engine
from refbase.cards.library_cards import library_cards
from refbase.cards.mentions import find_mentions, invert
from refbase.cards.model import Card
from refbase.cards.slugs import card_key
from refbase.config import MAX_SUGGESTED_TITLES
from refbase.designators import use_game_vocabulary
from refbase.kb.model import KnowledgeBase, Ref

#: Titles offered for one unknown title ("did you mean"), best first.
MAX_SUGGESTIONS = 3
#: The longest title compared (a longer one is no title: its first characters are used).
MAX_TITLE_LOOKUP = 200
#: How alike a title must be to be offered: rapidfuzz's normalised Indel similarity, 0-100
#: (difflib's ratio, computed in C over the whole catalogue at once).
SUGGESTION_CUTOFF = 60.0


T = TypeVar("T")


@dataclass(slots=True)
class Catalogue:
    """Cards by slug, by title, and by the entries that mention them."""

    cards: tuple[Card, ...]
    by_slug: dict[str, Card] = field(default_factory=dict)
    by_key: dict[str, Card] = field(default_factory=dict)
    by_entry: dict[Ref, tuple[str, ...]] = field(default_factory=dict)
    #: indexes other modules derive from the cards, built once per catalogue (`derived`)
    _derived: dict[str, object] = field(default_factory=dict, repr=False, compare=False)

    #: the folded titles in one list, the "did you mean" index (built with the catalogue)
    keys: list[str] = field(default_factory=list, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.by_slug = {c.slug: c for c in self.cards}
        self.by_key = {card_key(c.title): c for c in self.cards}
        self.keys = list(self.by_key)

    def derived(self, name: str, build: Callable[[Catalogue], T]) -> T:
        """An index derived from the cards, built on first use and kept with the catalogue
        (a catalogue never changes once made, so nothing needs invalidating)."""
        if name not in self._derived:
            self._derived[name] = build(self)
        return cast(T, self._derived[name])

    def __len__(self) -> int:
        return len(self.cards)

    def get(self, slug: str) -> Card | None:
        return self.by_slug.get(slug)

    def by_title(self, title: str) -> Card | None:
        return self.by_key.get(card_key(title))

    def suggestions(self, title: str) -> list[str]:
        """Titles close to `title`, best first, for "did you mean"."""
        return [card.title for card in self.close_cards(title)]

    def close_cards(self, title: str) -> list[Card]:
        """Cards whose titles are close to `title`, best first (ties in title order).

        One C scan of the folded titles with a score cutoff (rapidfuzz): about a millisecond
        for 5,000 titles, where difflib took 17 ms; callers still bound how many titles they
        ask about per request (`Suggester`).
        """
        found = process.extract(card_key(title)[:MAX_TITLE_LOOKUP], self.keys, scorer=fuzz.ratio,
                                processor=None, limit=MAX_SUGGESTIONS, score_cutoff=SUGGESTION_CUTOFF)
        return [self.by_key[key] for key, _score, _index in found]

    def named_in(self, ref: Ref) -> list[Card]:
        """The cards an entry names (the way back from a section to its cards)."""
        return [self.by_slug[s] for s in self.by_entry.get(ref, ())]


class Suggester:
    """"Did you mean" for the unknown titles of one request: each distinct title is looked up
    once, and at most `MAX_SUGGESTED_TITLES` distinct titles are (the rest get none), so the
    work per request is bounded whatever the text holds and however large the catalogue."""

    def __init__(self, catalogue: Catalogue, budget: int = MAX_SUGGESTED_TITLES) -> None:
        self.catalogue = catalogue
        self.budget = budget
        self.seen: dict[str, tuple[str, ...]] = {}

    def __call__(self, title: str) -> tuple[str, ...]:
        key = card_key(title)
        if key not in self.seen:
            if len(self.seen) >= self.budget:
                return ()
            self.seen[key] = tuple(self.catalogue.suggestions(title))
        return self.seen[key]


def default_cards() -> list[Card]:
    """The cards every catalogue has: those the documents name, overlaid by the real cards the
    scenario library names (shipped with their printed text, `library_cards`)."""
    documents = [make_card(title=t, subtitle=s, type=k, source=SOURCE) for t, s, k in DEFAULT_CARDS]
    return merge(documents, library_cards())


@lru_cache(maxsize=1)
def shipped_catalogue() -> Catalogue:
    """The catalogue a fresh clone has, without the knowledge base's mentions: what the
    scenario library's cards named by title are filled from where no app is running (tests,
    the same-answers recording)."""
    return Catalogue(tuple(with_engine(c) for c in default_cards()))


def vocabulary_texts(cards: Iterable[Card], kb: KnowledgeBase | None = None) -> list[str]:
    """Every title and subtitle the catalogue and the knowledge base's card notes know."""
    texts = [t for c in cards for t in (c.title, c.subtitle) if t]
    if kb is not None:
        texts += [s.title for s in kb.all_sections() if s.kind == "card_note"]
    return texts


def install_vocabulary(imported: Iterable[Card] = (), kb: KnowledgeBase | None = None) -> None:
    """Give rule 14.4 the game's words: default and imported titles and subtitles, card notes."""
    texts = [t for entry in DEFAULT_CARDS for t in entry[:2] if t]
    texts += vocabulary_texts([*library_cards(), *imported], kb)
    use_game_vocabulary(texts)


def merge(defaults: Iterable[Card], imported: Iterable[Card]) -> list[Card]:
    """Default cards overlaid by imported ones with the same title; sorted by title."""
    cards = {card_key(c.title): c for c in defaults}
    for card in imported:
        key = card_key(card.title)
        known = cards.get(key)
        if known is not None:
            card = card.with_(subtitle=card.subtitle or known.subtitle, type=card.type or known.type,
                              source=f"{card.source}; named in the rule documents")
            if card.subtitle != known.subtitle or card.designators != known.designators:
                card = make_card(**_fields(card)).with_(engine=card.engine)
        cards[key] = card
    return _unique_slugs(sorted(cards.values(), key=lambda c: (card_key(c.title), c.title)))


def _fields(card: Card) -> dict:
    return {"title": card.title, "subtitle": card.subtitle, "faction": card.faction, "type": card.type,
            "cost": card.cost, "requires": card.requires, "provides": card.provides,
            "fighting": card.fighting, "power": card.power, "body": card.body, "x_values": card.x_values,
            "text": card.text,
            "printed_text": card.printed_text, "rulings": card.rulings, "tags": card.tags,
            "printings": card.printings, "source": card.source}


def _unique_slugs(cards: list[Card]) -> list[Card]:
    """Titles that slug alike ("Möbius"/"Mobius") get -2, -3 in title order: stable."""
    seen: dict[str, int] = {}
    out = []
    for card in cards:
        n = seen.get(card.slug, 0) + 1
        seen[card.slug] = n
        out.append(card if n == 1 else card.with_(slug=f"{card.slug}-{n}"))
    return out


def build_catalogue(kb: KnowledgeBase, imported: Iterable[Card] = ()) -> Catalogue:
    """The served catalogue: defaults + imported, with mentions both ways."""
    imported = list(imported)
    install_vocabulary(imported, kb)
    cards = [with_engine(c) for c in merge(default_cards(), imported)]
    mentions = find_mentions(kb, cards)
    cards = [c.with_(mentions=mentions.get(c.slug, ())) for c in cards]
    return Catalogue(tuple(cards), by_entry=invert(mentions))


def filter_cards(catalogue: Catalogue, *, q: str = "", faction: str = "", type: str = "",
                 keyword: str = "", only: frozenset[str] | None = None) -> list[Card]:
    """Cards matching every given filter (case-insensitive); `q` looks in title, subtitle, text;
    `only` restricts to these slugs (the cards having a designator)."""
    words = q.casefold().split()
    out = []
    for card in catalogue.cards:
        if faction and card.faction.casefold() != faction.casefold():
            continue
        if type and (card.type or "") != type.casefold():
            continue
        if keyword and not any(k.name.casefold() == keyword.casefold() for k in card.keywords):
            continue
        if only is not None and card.slug not in only:
            continue
        if words:
            haystack = f"{card.title} {card.subtitle} {card.text}".casefold()
            if not all(w in haystack for w in words):
                continue
        out.append(card)
    return out
