"""Query understanding: a player's text -> a `QueryPlan` the index can run.

No Whoosh here: the plan is plain data (stems, phrases, weights), built with the stemmer
and vocabulary the index hands in. Because the plan is built from tokens we extract
ourselves, user text never reaches a query parser: quotes, `AND OR NOT`, `*`, `?` or NUL
bytes cannot be a syntax error.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from refbase.search.numbers import NumberFinder, NumberRef
from refbase.search.spelling import SpellingCorrector, edit_distance
from refbase.search.text import (
    MAX_PHRASE_WORDS,
    MAX_QUERY_PHRASES,
    MAX_QUERY_WORDS,
    Token,
    clean_query,
    first_words,
    is_stop,
    query_tokens,
)
from refbase.search.vocabulary import Expansion

Stemmer = Callable[[str], str]

#: Words naming a game: they choose the game instead of being searched for.
GAME_WORDS = {"ufs": "ufs", "shadowfist": "shadowfist", "sf": "shadowfist"}
#: Longest slang/acronym key, in words ("removed from the game").
_MAX_KEY_WORDS = 4
_QUOTES = re.compile(r"[\"“”„«»]")
#: Punctuation that makes quoted text a quotation (card text) rather than a phrase.
_SENTENCE_MARK = re.compile(r"[.:;!?,]")
#: Longest quoted text taken as a phrase that results must contain; longer quoted text is
#: searched word by word (players quote card text to ask about it).
QUOTED_PHRASE_WORDS = 6

#: How much the slang word itself counts beside its target when the question's game is
#: known (a target counts as much as the player's word: its expansion's own weight).
ORIGINAL_KNOWN_GAME = 1.0
#: How much a typo's correction counts next to a word the player typed right (fitted: as
#: much; the typed word was meant).
CORRECTED = 1.0

#: Shortest open compound joined into one word ("set up" -> "setup"): shorter joins are
#: mostly accidents ("a t" -> "at").
MIN_COMPOUND_CHARS = 5
#: A closed compound used by at most this many entries is also searched as its parts.
RARE_COMPOUND = 2
#: Longest word tried as three parts (the cuts grow with the square of the length).
MAX_THREE_PART_CHARS = 18
#: Typo corrections tried per query: each costs a few hundred dictionary probes at most.
MAX_CORRECTIONS = 6
#: Rule numbers taken from one query ("28.6.1 28.6.2 ..."): each is looked up in the KB.
MAX_QUERY_NUMBERS = 8


@dataclass(frozen=True, slots=True)
class Alternative:
    """One way to match a concept: a single stem, or a phrase of stems."""

    stems: tuple[str, ...]
    weight: float


@dataclass(frozen=True, slots=True)
class Concept:
    """One thing the player asked about (a word or a multi-word key) and its matches."""

    surface: str
    alternatives: tuple[Alternative, ...]


@dataclass(frozen=True, slots=True)
class QueryPlan:
    """Everything the index needs to run a query; empty when nothing searchable is left."""

    text: str
    concepts: tuple[Concept, ...] = ()
    phrases: tuple[tuple[str, ...], ...] = ()  # quoted by the player: required
    quoted: tuple[str, ...] = ()  # the required phrases as typed (for "no entry has ...")
    numbers: tuple[NumberRef, ...] = ()
    game: str | None = None  # game filter (caller's, or named in the query)
    game_hint: str | None = None  # the game the words point to (guides slang only)
    suggestion: str | None = None
    highlight: frozenset[str] = field(default_factory=frozenset)

    @property
    def is_empty(self) -> bool:
        return not (self.concepts or self.phrases or self.numbers)


class QueryUnderstanding:
    """Builds QueryPlans. Built once per opened index; `plan` is cheap and thread-safe."""

    def __init__(
        self,
        stem: Stemmer,
        known_stems: frozenset[str],
        corrector: SpellingCorrector,
        expansions: Iterable[Expansion],
        numbers: NumberFinder,
        game_stems: Mapping[str, str],
        asked_stems: frozenset[str] = frozenset(),
    ) -> None:
        self._stem = stem
        self._known = known_stems
        # Words of the players' questions the index also holds (expansion field): searched
        # as typed, never "corrected" to a rule word; the rules' own words alone decide
        # which game a slang word belongs to.
        self._searchable = known_stems | asked_stems
        self._corrector = corrector
        self._numbers = numbers
        self._game_stems = game_stems
        self._expansions: dict[str, list[Expansion]] = {}
        for expansion in expansions:
            self._expansions.setdefault(expansion.words, []).append(expansion)

    @property
    def game_stems(self) -> Mapping[str, str]:
        """Stems only one game's texts use (they point a question to that game)."""
        return self._game_stems

    def plan(self, raw: object, game: str | None = None, *, phrases_required: bool = True) -> QueryPlan:
        """`phrases_required=False` searches quoted phrases word by word (the fallback when
        no entry contains them)."""
        text = clean_query(raw)
        found_numbers = self._numbers.find(text)
        numbers = tuple(found_numbers[:MAX_QUERY_NUMBERS])
        words_text = _blank_spans(text, [(n.start, n.end) for n in found_numbers])
        quoted, free = _split_quotes(words_text, phrases_required)
        free = first_words(free)
        named_game = _named_game(free)
        free = [t for t in free if not (named_game and t.folded in GAME_WORDS)] or free
        game = game or named_game
        hint = game or self._hinted_game(free)
        corrections: dict[Token, str | None] = {}  # None: tried, nothing close
        hyphens = {i for i in range(len(free) - 1)
                   if words_text[free[i].end:free[i + 1].start] == "-"}
        concepts = self._concepts(free, hint, corrections, hyphens)[:MAX_QUERY_WORDS]
        kept = [(q, p[:MAX_PHRASE_WORDS]) for q, p in ((q, self._phrase(q)) for q in quoted) if p]
        kept = kept[:MAX_QUERY_PHRASES]
        phrases = tuple(p for _, p in kept)
        highlight = {s for c in concepts for a in c.alternatives for s in a.stems}
        highlight.update(s for p in phrases for s in p)
        return QueryPlan(
            text=text, concepts=tuple(concepts), phrases=phrases, quoted=tuple(q.strip() for q, _ in kept),
            numbers=numbers,
            game=game, game_hint=hint, suggestion=_suggestion(text, corrections),
            highlight=frozenset(highlight),
        )

    def _hinted_game(self, words: list[Token]) -> str | None:
        """The game whose vocabulary the words use ("superleap" is only in Shadowfist, the
        words "attack stack" side by side only in UFS)."""
        votes: dict[str, int] = {}
        for token in words:
            if self._slang_in_both_games(token.folded):
                continue  # "tapped": turn in Shadowfist, commit in UFS; says nothing of the game
            game = self._game_stems.get(self._stem(token.folded)) or self._slang_game(token.folded)
            if game:
                votes[game] = votes.get(game, 0) + 1
        content = [self._stem(t.folded) for t in words if not is_stop(t.folded)]
        for left, right in zip(content, content[1:], strict=False):
            game = self._game_stems.get(" ".join(sorted((left, right))))
            if game and not self._expansions.get(f"{left} {right}"):  # "attack stack": words both games use, side by side only in UFS
                votes[game] = votes.get(game, 0) + 1
        ranked = sorted(votes.items(), key=lambda kv: -kv[1])
        if ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]):
            return ranked[0][0]
        return None

    def _slang_in_both_games(self, word: str) -> bool:
        games = {e.game for e in self._expansions.get(word, ()) if e.source == "slang"}
        return None in games or len(games) > 1

    def _slang_game(self, word: str) -> str | None:
        """A word the rules never use whose slang meanings all belong to one game ("guy")."""
        if self._stem(word) in self._known:
            return None
        games = {e.game for e in self._expansions.get(word, ()) if e.source == "slang"}
        return games.pop() if len(games) == 1 else None

    def _concepts(self, words: list[Token], game: str | None,
                  corrections: dict[Token, str | None], hyphens: set[int]) -> list[Concept]:
        concepts: list[Concept] = []
        i = 0
        while i < len(words):
            size, expansions = self._longest_key(words, i, game)
            if size > 1:
                key = " ".join(t.folded for t in words[i:i + size])
                multiword = self._concept(key, expansions, game, original=False)
                if multiword.alternatives:
                    concepts.append(multiword)
                i += size
                continue
            if i in hyphens:
                end = i + 1
                while end in hyphens:
                    end += 1
                compound = self._hyphenated([t.folded for t in words[i:end + 1]])
                if compound:
                    concepts.append(compound)
                    i = end + 1
                    continue
            joined = self._open_compound(words, i) if i not in hyphens else None
            if joined:
                concepts.append(joined)
                i += 2
                continue
            token = words[i]
            i += 1
            if is_stop(token.folded):
                continue
            concept = self._word_concept(token, game, corrections)
            if concept and concept.alternatives and concept not in concepts:
                concepts.append(concept)
        return concepts

    def _longest_key(self, words: list[Token], start: int,
                     game: str | None) -> tuple[int, list[Expansion]]:
        for size in range(min(_MAX_KEY_WORDS, len(words) - start), 1, -1):
            key = " ".join(t.folded for t in words[start:start + size])
            found = self._applicable(key, game)
            if found:
                return size, found
        return 1, []

    def _applicable(self, key: str, game: str | None) -> list[Expansion]:
        return [e for e in self._expansions.get(key, ()) if e.game in (None, game) or game is None]

    def _word_concept(self, token: Token, game: str | None,
                      corrections: dict[Token, str | None]) -> Concept | None:
        word = token.folded
        expansions = self._applicable(word, game)
        if self._stem(word) in self._searchable or expansions or not word.isalpha():
            return self._with_split(self._concept(word, expansions, game, original=True))
        if len(corrections) >= MAX_CORRECTIONS or not self._corrector.correctable(word):
            return None
        corrections[token] = None  # one unit of the per-query budget: split or correct
        split = self._split_compound(word)
        corrected = self._corrector.correct(word) or self._corrector.correct(self._stem(word))
        # A one-letter slip beats a split that needs a stop word ("faceof" is Faceoff, not
        # "face of"); otherwise the split wins ("faceup" is "face up", not "faced").
        if split and not (corrected and edit_distance(word, corrected) == 1):
            return Concept(word, (Alternative(split, 1.0),))
        corrections[token] = corrected
        if corrected is None:
            return None
        concept = self._concept(corrected, self._applicable(corrected, game), game, original=True)
        return Concept(word, tuple(Alternative(a.stems, a.weight * CORRECTED)
                                   for a in concept.alternatives))

    def _concept(self, key: str, expansions: list[Expansion], game: str | None,
                 original: bool) -> Concept:
        alternatives: dict[tuple[str, ...], float] = {}
        # A full synonym stands for the player's word; a looser meaning (weight < 1) only
        # adds to it ("steal" Power is a rule word, "steal" a Character is taking control).
        slang_applies = any(e.source == "slang" and e.weight >= 1.0 for e in expansions)
        own = self._phrase(key)
        if own and (original or not slang_applies) and all(s in self._searchable for s in own):
            weight = ORIGINAL_KNOWN_GAME if slang_applies and game else 1.0
            alternatives[own] = weight
        for expansion in expansions:
            target = self._phrase(expansion.target)
            if not target:
                continue
            weight = expansion.weight
            alternatives[target] = max(weight, alternatives.get(target, 0.0))
        return Concept(key, tuple(Alternative(s, w) for s, w in alternatives.items()))

    def _hyphenated(self, words: list[str]) -> Concept | None:
        """"any-time": the parts as a phrase, or the closed compound ("anytime") if indexed."""
        alternatives: dict[tuple[str, ...], float] = {}
        parts = self._phrase(" ".join(words))
        if parts and all(s in self._known for s in parts):
            alternatives[parts] = 1.0
        joined = self._stem("".join(words))
        if joined in self._known:
            alternatives[(joined,)] = 1.0
        if not alternatives:
            return None
        return Concept("-".join(words), tuple(Alternative(a, w) for a, w in alternatives.items()))

    def _open_compound(self, words: list[Token], i: int) -> Concept | None:
        """Two words the rules write as one ("face off" -> Faceoff, "set up" -> Setup)."""
        if i + 1 >= len(words):
            return None
        left, right = words[i].folded, words[i + 1].folded
        if not (left.isalpha() and right.isalpha()) or (is_stop(left) and is_stop(right)):
            return None
        if len(left) + len(right) < MIN_COMPOUND_CHARS:
            return None
        return self._hyphenated([left, right]) if self._stem(left + right) in self._known else None

    def _split_compound(self, word: str) -> tuple[str, ...] | None:
        """An unknown closed compound as indexed parts ("faceup" -> "face up"), in two
        parts or else three ("endofturn" -> "end of turn")."""
        for cut in range(2, len(word) - 1):
            parts = self._split_parts([word[:cut], word[cut:]])
            if parts:
                return parts
        if len(word) > MAX_THREE_PART_CHARS:
            return None
        for first in range(2, len(word) - 3):
            for second in range(first + 2, len(word) - 1):
                parts = self._split_parts([word[:first], word[first:second], word[second:]])
                if parts:
                    return parts
        return None

    def _split_parts(self, pieces: list[str]) -> tuple[str, ...] | None:
        parts = self._phrase(" ".join(pieces))
        content = [p for p in pieces if not is_stop(p)]
        if (parts and len(parts) == len(content) and max(map(len, pieces)) >= 3
                and all(len(p) >= 3 for p in content) and all(s in self._known for s in parts)):
            return parts
        return None

    def _with_split(self, concept: Concept) -> Concept:
        """A rare closed compound the texts also write apart ("handsize", "anytime") is
        searched both ways, as the hyphenated form is ("hand-size", "any-time")."""
        word = concept.surface
        if (not word.isalpha() or len(word) < MIN_COMPOUND_CHARS
                or self._corrector.frequency(word) > RARE_COMPOUND):
            return concept
        split = self._split_compound(word)
        if not split or any(a.stems == split for a in concept.alternatives):
            return concept
        return Concept(word, (*concept.alternatives, Alternative(split, 1.0)))

    def _phrase(self, text: str) -> tuple[str, ...]:
        """Stems of `text` as the index stores them (stop words dropped)."""
        return tuple(self._stem(t.folded) for t in query_tokens(text) if not is_stop(t.folded))



def _blank_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """Replace the given character spans by spaces (offsets stay valid)."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _split_quotes(text: str, phrases_required: bool = True) -> tuple[list[str], list[Token]]:
    """Quoted phrases (balanced quotes only) and the tokens of everything else.

    An unbalanced last quote is ignored, so `"burn for` searches `burn for`; a quotation
    (`is_quotation`), or any quoted text when phrases are not required, is searched as words.
    """
    marks = [m.start() for m in _QUOTES.finditer(text)]
    if len(marks) % 2:
        marks = marks[:-1]
    quoted, free, cursor = [], [], 0
    for open_at, close_at in zip(marks[::2], marks[1::2], strict=True):
        free.extend(tokens_in(text, cursor, open_at))
        inside = text[open_at + 1:close_at]
        if not phrases_required or is_quotation(inside):
            free.extend(tokens_in(text, open_at + 1, close_at))
        else:
            quoted.append(inside)
        cursor = close_at + 1
    free.extend(tokens_in(text, cursor, len(text)))
    return quoted, free


def is_quotation(quoted: str) -> bool:
    """Quoted text that is a quotation (a card's text, a sentence) and not a phrase the
    player requires: it has a sentence's punctuation or more than QUOTED_PHRASE_WORDS words."""
    return bool(_SENTENCE_MARK.search(quoted)) or len(query_tokens(quoted)) > QUOTED_PHRASE_WORDS


def tokens_in(text: str, start: int, end: int) -> list[Token]:
    """Tokens of text[start:end] with offsets into the whole text."""
    return [Token(t.surface, t.folded, t.start + start, t.end + start)
            for t in query_tokens(text[start:end])]


def _named_game(words: list[Token]) -> str | None:
    named = {GAME_WORDS[t.folded] for t in words if t.folded in GAME_WORDS}
    return named.pop() if len(named) == 1 else None


def _suggestion(text: str, corrections: dict[Token, str | None]) -> str | None:
    """The query with each corrected word replaced, keeping the player's capitalisation."""
    made = {token: word for token, word in corrections.items() if word}
    if not made:
        return None
    out, cursor = [], 0
    for token in sorted(made, key=lambda t: t.start):
        word = made[token]
        if token.surface[:1].isupper():
            word = word.capitalize()
        out += [text[cursor:token.start], word]
        cursor = token.end
    out.append(text[cursor:])
    return "".join(out)
