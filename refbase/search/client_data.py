"""What a browser needs to rank like the live search: entries, stems, vocabulary, scores.

The static copy's search (refbase/web/static/search-core.js) cannot run Whoosh or the
Porter stemmer, so everything the live query understanding and ranking use is exported as
data, computed here by the same code the live search runs: the stem of every word the texts
contain, the slang and acronym table with its targets already stemmed, the words that point
to one game, each entry's score factor, the ranking constants, and the BM25 score of every
stem in every entry and players' question (`scoring.Bm25`, the one implementation): the
browser adds those up and computes no BM25 of its own. It tokenises, folds and stems exactly
as the index did.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from refbase.config import MAX_SEARCH_QUERY_CHARS
from refbase.kb.model import KnowledgeBase
from refbase.search import expansion, ranking, spelling, text
from refbase.search import query as query_module
from refbase.search.entries import context, defined_terms, title_and_body
from refbase.search.expansion import CitedQuestion
from refbase.search.query import GAME_WORDS
from refbase.search.vocabulary import Expansion

#: Bumped when the layout below changes (search-core.js checks it).
CLIENT_DATA_VERSION = 8
#: Decimals kept of an exported BM25 score (ranks tie at the fifth decimal at most).
SCORE_DECIMALS = 4

Key = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Scores:
    """The live first stage's BM25 scores, for export: per entry (doc, id) each stem's score;
    per players' question the entry it cites, each stem's score, its score for its own words
    and whether its words are known words; the synonyms' tiebreak share; the second stage's
    concept weights (each stem's idf over the entries' own texts)."""

    rules: Mapping[Key, Mapping[str, float]]
    questions: Sequence[tuple[Key, Mapping[str, float], float, bool]]
    tiebreak: float
    concept_idf: Mapping[str, float]


def client_data(kb: KnowledgeBase, docs: Iterable[str], stem: Callable[[str], str],
                expansions: Iterable[Expansion], game_stems: Mapping[str, str],
                factor: Callable[[str, str], float], scores: Scores,
                questions: Iterable[CitedQuestion] = ()) -> dict[str, Any]:
    """The export for documents `docs` (in that order); `factor(doc, id)` is the score factor;
    `questions` are the players' questions the live search matches (their words are stemmed
    for the browser), `scores` their and the entries' BM25."""
    wanted = list(docs)
    words: set[str] = set()
    entries = _entries(kb, wanted, stem, factor, words)
    targets = [_expansion(e, stem) for e in expansions]
    for question in questions:
        if kb.documents[question.doc].info.authority:
            words.update(t.folded for t in text.tokens(question.text))
    index = {(e[0], e[1]): i for i, e in enumerate(entries)}
    asked = [(index[key], terms, own, known) for key, terms, own, known in scores.questions
             if key in index]
    return {
        "version": CLIENT_DATA_VERSION,
        "documents": [_document(kb, doc) for doc in wanted],
        "entries": entries,
        "stems": {w: stem(w) for w in sorted(words) if stem(w) != w},
        "stop": sorted(text.STOP_WORDS),
        "expansions": [t for t in targets if t[1]],
        "terms": _inverted([(index[key], terms) for key, terms in scores.rules.items() if key in index]),
        "asked": [[i, round(own, SCORE_DECIMALS)] if known else [i, round(own, SCORE_DECIMALS), 0]
                  for i, _, own, known in asked],
        "concept_idf": {s: round(v, SCORE_DECIMALS) for s, v in sorted(scores.concept_idf.items())},
        "asked_terms": _inverted([(number, terms) for number, (_, terms, _, _) in enumerate(asked)]),
        "game_stems": dict(sorted(game_stems.items())),
        "game_words": GAME_WORDS,
        "limits": _limits(),
        "weights": {**_weights(), "alternative_tiebreak": scores.tiebreak},
    }


def _inverted(rows: Iterable[tuple[int, Mapping[str, float]]]) -> dict[str, list[float]]:
    """{stem: [document, score, document, score, ...]} (documents ascending): what the browser
    adds up per query stem."""
    out: dict[str, list[float]] = {}
    for number, terms in sorted(rows, key=lambda row: row[0]):
        for term, score in terms.items():
            out.setdefault(term, []).extend((number, round(score, SCORE_DECIMALS)))
    return dict(sorted(out.items()))


def _entries(kb: KnowledgeBase, docs: Iterable[str], stem: Callable[[str], str],
             factor: Callable[[str, str], float], words: set[str]) -> list[list[Any]]:
    """One row per section, in the layout search-core.js reads; every word of the indexed
    texts joins `words` (the browser needs their stems)."""
    entries: list[list[Any]] = []
    for doc in docs:
        for section in kb.documents[doc].sections.values():
            title, body = title_and_body(section)
            ctx = context(kb, section)
            entries.append([section.doc, section.id, section.number, section.title,
                            str(section.kind), section.text,
                            None if title == section.title else title,
                            None if body == section.text else body, ctx, section.parent,
                            round(factor(section.doc, section.id), 4),
                            " ".join(sorted({s for term in defined_terms(section)
                                             for s in text.stems(term, stem)})) or None])
            for part in (title, body, ctx, section.title, section.text):
                words.update(t.folded for t in text.tokens(part))
    return entries


def _limits() -> dict[str, int]:
    """The live query's limits: the static copy refuses and trims exactly as the API does."""
    return {"query_chars": MAX_SEARCH_QUERY_CHARS, "words": text.MAX_QUERY_WORDS,
            "phrases": text.MAX_QUERY_PHRASES, "phrase_words": text.MAX_PHRASE_WORDS,
            "quoted_phrase_words": query_module.QUOTED_PHRASE_WORDS,
            "word_chars": text.MAX_WORD_CHARS, "corrections": query_module.MAX_CORRECTIONS,
            "numbers": query_module.MAX_QUERY_NUMBERS,
            "min_compound_chars": query_module.MIN_COMPOUND_CHARS,
            "min_typo_length": spelling.MIN_WORD_LENGTH,
            "one_edit_max_length": spelling.ONE_EDIT_MAX_LENGTH}


def _weights() -> dict[str, float]:
    """The live ranking's constants the static copy's steps use (query.py, ranking.py,
    expansion.py), read at export."""
    return {"original_known_game": query_module.ORIGINAL_KNOWN_GAME,
            "corrected": query_module.CORRECTED,
            "title_bonus": ranking.TITLE_BONUS,
            "child_share": ranking.CHILD_SHARE,
            "paraphrase_share": ranking.PARAPHRASE_SHARE,
            "note_lead": ranking.NOTE_LEAD,
            "coverage_power": ranking.COVERAGE_POWER,
            "context_credit": ranking.CONTEXT_CREDIT,
            "asked_credit": ranking.ASKED_CREDIT,
            "question_coverage_power": expansion.QUESTION_COVERAGE_POWER,
            "expansion_weight": expansion.EXPANSION_WEIGHT,
            "second_question_share": expansion.SECOND_QUESTION_SHARE}


def _document(kb: KnowledgeBase, doc: str) -> dict[str, Any]:
    info = kb.documents[doc].info
    return {"id": info.id, "game": info.game, "title": info.title,
            "short_title": info.short_title, "version": info.version, "date": info.date,
            "authority": info.authority, "precedence": info.precedence,
            "prefixes": list(info.cite_prefixes), "default": info.default_for_bare_numbers}


def _expansion(expansion: Expansion, stem: Callable[[str], str]) -> list[Any]:
    target = [stem(t.folded) for t in text.tokens(expansion.target)
              if not text.is_stop(t.folded)]
    return [expansion.words, target, expansion.game, expansion.source, expansion.weight]
