"""The read-only searcher over the Whoosh index. All Whoosh use is here, in `index_build.py`
(the schema and the build) and in `index_reading.py` (what serving reads from the index files
once at open).

Serving (`SearchIndex.open`) copies the index files into memory once per
process, so later swaps of the directory cannot mix two builds inside one process, and
nothing is ever written while serving. Whoosh readers keep file positions, so a searcher
must not be shared between threads: each thread lazily gets its own searcher over the
shared, immutable in-memory files (safe with gunicorn's sync, gthread and preload modes).
Queries are scored by `refbase.search.scoring.Bm25` over the ranking field's postings,
read from the index at open (a fraction of Whoosh's per-query CPU); Whoosh still picks the
key terms of an entry for related rules, which the same BM25 then ranks.
"""

from __future__ import annotations

import copy
import json
import re
import threading
from collections.abc import Collection, Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from whoosh import index as whoosh_index
from whoosh.filedb.filestore import FileStorage, copy_to_ram
from whoosh.searching import Searcher

from refbase.config import MAX_SEARCH_LIMIT, MAX_SEARCH_OFFSET
from refbase.kb.model import Kind, KnowledgeBase, Ref, Section
from refbase.search.asked import curated_questions, player_questions, question_key
from refbase.search.client_data import Scores, client_data
from refbase.search.entries import context, defined_terms, title_and_body
from refbase.search.expansion import CitedQuestion, build_expansion
from refbase.search.index_build import INDEX_FORMAT, META_FILE, schema, stem
from refbase.search.index_reading import RANKING_FIELD, IndexFormatError, read_statistics
from refbase.search.numbers import NumberFinder
from refbase.search.query import QueryPlan, QueryUnderstanding
from refbase.search.ranking import (
    STAGES,
    EntryTerms,
    QuerySignals,
    lone_child_first,
    neighbour_pairs,
    pair,
    rerank,
    score_factor,
    subrules_of_named,
    with_ruling,
)
from refbase.search.related import explicit_refs, fuse
from refbase.search.results import SearchHit, SearchResults
from refbase.search.scoring import Bm25, bm25_idf, length_norms
from refbase.search.snippets import SnippetMaker
from refbase.search.spelling import SpellingCorrector
from refbase.search.text import stems
from refbase.search.vocabulary import acronym_expansions, slang_expansions

_Item = tuple[int, float, bool]  # (docnum, score, named by number)

#: How much the other alternatives of a concept add to the best one (synonyms).
ALTERNATIVE_TIEBREAK = 0.2643
RELATED_TERMS = 12
#: Entries the second ranking stage (title and concept coverage) re-scores per query.
RERANK_DEPTH = 40


# --- serving -------------------------------------------------------------------------


class SearchIndex:
    """The opened index: built once per process by `open`, then read-only and shared."""

    def __init__(self, ix: whoosh_index.Index, kb: KnowledgeBase, meta: dict[str, Any],
                 questions: Iterable[CitedQuestion] = (), curated: bool = True,
                 leave_out: Collection[str] = ()) -> None:
        self._ix = ix
        self._kb = kb
        self._local = threading.local()
        stats = read_statistics(ix)
        self._entries = stats.entries
        self._docnums = {entry: n for n, entry in enumerate(self._entries)}
        self._score_factors = self._factors()
        self._bm25 = Bm25(stats.postings, stats.idf, length_norms(stats.lengths), self._score_factors)
        self._sets = _docsets(kb, self._entries)
        asked = [*(_own_questions(leave_out) if curated else ()), *questions]
        self._asked = asked
        self._expansion = build_expansion(asked, self._docnums, self._is_authority, stats.idf, stem)
        self._terms = [_entry_terms(kb, kb.section(doc, entry_id),
                                    self._expansion.stems.get(n, frozenset()))
                       for n, (doc, entry_id) in enumerate(self._entries)]
        self._idf = _idf(self._terms)
        self._twins = self._title_twins()
        self._older = frozenset(n for n, (doc, _) in enumerate(self._entries)
                                if doc and not kb.documents[doc].info.authority)
        self._parents = self._parent_docnums()
        self._lone_children = self._bare_headings()
        self._snippets = SnippetMaker(stem)
        self._numbers = NumberFinder(kb)
        self._understanding = QueryUnderstanding(
            stem=stem, known_stems=stats.known_stems, corrector=SpellingCorrector(stats.words),
            expansions=[*acronym_expansions(kb), *slang_expansions()],
            numbers=self._numbers, game_stems=meta.get("game_stems", {}),
            asked_stems=self._expansion.vocabulary,
        )
        self._related_cache: dict[tuple[str, str, int], list[Ref]] = {}
        self._off: frozenset[str] = frozenset()

    def without(self, stages: Collection[str]) -> SearchIndex:
        """This index with the named ranking stages (`ranking.STAGES`) switched off: what
        `bench/bench_search.py --stages` measures each stage's worth with. Shares all data."""
        unknown = set(stages) - set(STAGES)
        if unknown:
            raise ValueError(f"unknown ranking stages: {sorted(unknown)}")
        clone = copy.copy(self)
        clone._off = frozenset(stages)
        return clone

    # -- opening --

    @classmethod
    def open(cls, directory: Path, kb: KnowledgeBase,
             questions: Iterable[CitedQuestion] = (), curated: bool = True,
             leave_out: Collection[str] = ()) -> SearchIndex:
        """Open the index in `directory` read-only; the files are copied into memory.

        `questions` (players' questions and the rules that answer them, the library's worked
        scenarios) become an expansion field of those rules (see `expansion`), with the
        project's own questions of `asked` (curated and players') unless `curated` is False
        (a baseline for benchmarks). `leave_out` names players' questions (their texts) not to
        add: a tuning set measured with its own questions left out.
        """
        directory = Path(directory)
        meta = _read_meta(directory)
        storage = FileStorage(str(directory), readonly=True)
        if not whoosh_index.exists(storage):
            raise IndexFormatError(f"no search index in {directory}")
        ix = copy_to_ram(storage).open_index(schema=schema())
        return cls(ix, kb, meta, questions, curated, leave_out)

    @property
    def readonly(self) -> bool:
        """Always True: a SearchIndex has no way to write (it reads an in-memory copy)."""
        return True

    @property
    def entry_count(self) -> int:
        return len(self._entries)

    @property
    def question_count(self) -> int:
        """Players' questions matched beside the rule texts (curated, players', library)."""
        return len(self._asked)

    def client_data(self, docs: list[str]) -> dict:
        """Everything the static copy's browser search needs to rank like this index."""
        factors = self._score_factors
        return client_data(
            self._kb, docs, stem, [*acronym_expansions(self._kb), *slang_expansions()],
            self._understanding.game_stems,
            lambda doc, entry_id: factors[self._docnums[(doc, entry_id)]], self._export_scores(),
            self._asked,
        )

    def _export_scores(self) -> Scores:
        """The BM25 scores the static copy adds up instead of computing its own."""
        rules: dict[tuple[str, str], dict[str, float]] = {}
        for term in self._bm25.stems():
            for docnum, score in self._bm25.term_scores(term).items():
                rules.setdefault(self._entries[docnum], {})[term] = score
        questions = [(self._entries[owner], terms, own, known)
                     for owner, terms, own, known in self._expansion.question_rows()]
        return Scores(rules, questions, ALTERNATIVE_TIEBREAK, self._idf)

    def _factors(self) -> list[float]:
        factors = []
        for doc, entry_id in self._entries:
            section = self._kb.section(doc, entry_id)
            precedence = self._kb.documents[doc].info.precedence if section else 99
            factors.append(score_factor(precedence, str(section.kind) if section else ""))
        return factors

    def _parent_docnums(self) -> dict[int, int]:
        parents = {}
        for docnum, (doc, entry_id) in enumerate(self._entries):
            section = self._kb.section(doc, entry_id)
            parent = self._docnums.get((doc, section.parent)) if section and section.parent else None
            if parent is not None:
                parents[docnum] = parent
        return parents

    def _is_authority(self, doc: str) -> bool:
        document = self._kb.documents.get(doc)
        return bool(document and document.info.authority)

    def _bare_headings(self) -> dict[int, int]:
        """Headings without text of their own that have exactly one subsection -> it."""
        children: dict[int, list[int]] = {}
        for child, parent in self._parents.items():
            children.setdefault(parent, []).append(child)
        return {parent: kids[0] for parent, kids in children.items()
                if len(kids) == 1 and not self._own_text(parent)}

    def _own_text(self, docnum: int) -> str:
        section = self._kb.section(*self._entries[docnum])
        return section.text.strip() if section else ""

    def _title_twins(self) -> dict[int, int]:
        """Older entries titled exactly like an entry of their game's authority."""
        authority: dict[tuple[str, frozenset[str]], int] = {}
        for docnum, (doc, _) in enumerate(self._entries):
            title = self._terms[docnum].title
            if title and doc == self._authority(doc):
                authority.setdefault((self._kb.documents[doc].info.game, title), docnum)
        twins = {}
        for docnum, (doc, _) in enumerate(self._entries):
            title = self._terms[docnum].title
            twin = authority.get((self._kb.documents[doc].info.game, title)) if title else None
            if twin is not None and doc != self._authority(doc):
                twins[docnum] = twin
        return twins

    def _searcher(self) -> Searcher:
        searcher = getattr(self._local, "searcher", None)
        if searcher is None:
            searcher = self._local.searcher = self._ix.searcher()
        return searcher

    # -- searching --

    def search(self, q: str, *, game: str | None = None, doc: str | None = None,
               kind: str | None = None, limit: int = 10, offset: int = 0) -> SearchResults:
        """Rank entries for a player's query; never raises on bad input (see module docs)."""
        limit, offset = _clamp(limit, 0, MAX_SEARCH_LIMIT, 10), _clamp(offset, 0, MAX_SEARCH_OFFSET, 0)
        game, doc, kind = _opt(game), _opt(doc), _opt(kind)
        plan = self._understanding.plan(q, game=game)
        allowed = self._allowed(plan.game, doc, kind)
        if allowed is None or plan.is_empty:
            return SearchResults(plan.text, 0, [], plan.suggestion, limit, offset)
        exact = self._exact(plan, doc, allowed)
        ranked, total = self._ranked(plan, allowed, exact, offset + limit)
        unmatched: tuple[str, ...] = ()
        if plan.phrases and not exact and not total:  # no entry has the exact words: search them
            unmatched = plan.quoted
            plan = self._understanding.plan(q, game=game, phrases_required=False)
            ranked, total = self._ranked(plan, allowed, exact, offset + limit)
        hits = self._named_then_ranked(exact, ranked, plan)[offset:offset + limit]
        return SearchResults(plan.text, total + len(exact), self._hits(hits, plan), plan.suggestion,
                             limit, offset, unmatched)

    def _allowed(self, game: str | None, doc: str | None, kind: str | None) -> frozenset[int] | None:
        """Docnums passing the filters; None when a filter names nothing."""
        allowed = self._sets["all"]
        for name, value in (("game", game), ("doc", doc), ("kind", kind)):
            if value is not None:
                subset = self._sets.get(f"{name}:{value}")
                if subset is None:
                    return None
                allowed = allowed & subset
        return allowed

    def _exact(self, plan: QueryPlan, doc: str | None, allowed: frozenset[int]) -> list[_Item]:
        """Entries named by number, first; plus their subsections when only numbers were typed."""
        found: list[int] = []
        for ref in plan.numbers:
            for section in self._numbers.resolve(ref, plan.game, doc):
                found += self._with_descendants(section, only_number=not plan.concepts)
        return [(n, 0.0, True) for n in dict.fromkeys(found) if n in allowed]

    def _named_then_ranked(self, exact: list[_Item], ranked: list[_Item], plan: QueryPlan) -> list[_Item]:
        """The entries named by number first, then the ranked ones; a number typed with a
        question puts the subsection answering it just above the rule it names
        (`ranking.subrules_of_named`)."""
        if not exact or not plan.concepts or "named" in self._off:
            return [*exact, *ranked]
        concepts = [[a.stems for a in c.alternatives] for c in plan.concepts]
        inside = subrules_of_named([n for n, _, _ in exact], [n for n, _, _ in ranked],
                                   self._parents, concepts, self._terms)
        by_docnum = {item[0]: item for item in ranked}
        named: list[_Item] = []
        for item in exact:
            if item[0] in inside and by_docnum[inside[item[0]]] not in named:  # once, above the first
                named.append(by_docnum[inside[item[0]]])
            named.append(item)
        moved = set(inside.values())
        return [*named, *(item for item in ranked if item[0] not in moved)]

    def _with_descendants(self, section: Section, only_number: bool) -> list[int]:
        docnum = self._docnums.get((section.doc, section.id))
        found = [docnum] if docnum is not None else []
        if only_number and section.number:
            document = self._kb.documents[section.doc]
            prefix = section.number.removesuffix(".0") + "."
            found += [self._docnums[(section.doc, s.id)] for s in document.sections.values()
                      if s.number and s.number.startswith(prefix) and s.id != section.id
                      and (section.doc, s.id) in self._docnums]
        return found

    def _ranked(self, plan: QueryPlan, allowed: frozenset[int], exact: list[_Item],
                wanted: int) -> tuple[list[_Item], int]:
        mask = {n for n, _, _ in exact}
        restrict = None if allowed is self._sets["all"] else allowed
        results, total = self._first_stage(plan, max(wanted, RERANK_DEPTH), restrict, mask)
        if not results:
            return [], 0
        concepts = [[a.stems for a in c.alternatives] for c in plan.concepts]
        concepts += [[p] for p in plan.phrases]
        signals = replace(self._signals(plan, concepts),
                          may_add=frozenset() if plan.phrases else allowed - mask)
        scored = rerank(results, concepts, self._terms, self._twins, self._parents, signals)
        if "lone_child" not in self._off:
            scored = lone_child_first(scored, self._lone_children)
        if "ruling" not in self._off:
            scored = with_ruling(scored, concepts, self._terms, self._older)
        return [(docnum, score, False) for docnum, score in scored], total

    def _first_stage(self, plan: QueryPlan, limit: int, allowed: frozenset[int] | set[int] | None,
                     mask: set[int] | frozenset[int] = frozenset()) -> tuple[list[tuple[int, float]], int]:
        """BM25 of the plan's concepts (optional) and quoted phrases (required)."""
        concepts = [[(a.stems, a.weight) for a in c.alternatives if a.stems]
                    for c in plan.concepts]
        return self._bm25.search([c for c in concepts if c], plan.phrases,
                                 ALTERNATIVE_TIEBREAK, limit, allowed, mask,
                                 grouped=() if "questions" in self._off else self._expansion.grouped)

    def _signals(self, plan: QueryPlan, concepts: list[list[tuple[str, ...]]]) -> QuerySignals:
        """Concept weights (idf of each concept's rarest stem) and neighbouring concept
        pairs, for the second ranking stage."""
        idf, default = self._idf, max(self._idf.values(), default=1.0)
        weights = [max((idf.get(s, default) for alt in alts for s in alt), default=default)
                   for alts in concepts]
        pairs = [frozenset(pair(a[-1], b[0]) for a in left for b in right
                           if a and b and a[-1] != b[0])
                 for left, right in zip(concepts, concepts[1:], strict=False)]
        return QuerySignals(weights, [p for p in pairs if p],
                            bool(_DEFINING.search(plan.text.lower())), off=self._off)

    def _hits(self, items: list[_Item], plan: QueryPlan) -> list[SearchHit]:
        top = max((score for _, score, _ in items), default=0.0)
        hits = []
        for docnum, score, exact in items:
            doc, entry_id = self._entries[docnum]
            section = self._kb.section(doc, entry_id)
            if section is None:
                continue
            hits.append(SearchHit(
                doc=doc, id=section.id, number=section.number, title=section.title,
                snippet=self._snippets.snippet((doc, entry_id), section.text or section.title,
                                               plan.highlight),
                score=round(top + 1.0 if exact else score, 4),
                game=self._kb.documents[doc].info.game, kind=str(section.kind), exact=exact,
            ))
        return hits

    # -- related rules --

    def related(self, doc: str, entry_id: str, n: int = 5) -> list[Ref]:
        """The `n` sections of the game's authoritative rulebook most related to an entry.

        Explicit references into the authority come first (a rule a FAQ answer cites),
        then Whoosh more-like-this over the entry's own words.
        """
        n = _clamp(n, 0, MAX_SEARCH_LIMIT, 5)
        section = self._kb.section(doc, entry_id)
        if section is None or n == 0:
            return []
        cache_key = (doc, section.id, n)
        if cache_key not in self._related_cache:
            self._related_cache[cache_key] = self._compute_related(section, n)
        return list(self._related_cache[cache_key])

    def _compute_related(self, section: Section, n: int) -> list[Ref]:
        authority = self._authority(section.doc)
        if authority is None:
            return []
        pool = set(self._sets.get(f"related:{authority}", frozenset()))
        pool.discard(self._docnums.get((section.doc, section.id), -1))
        explicit = [n_ for n_ in (self._docnums.get((r.doc, r.id))
                                  for r in explicit_refs(section, authority)) if n_ in pool]
        fused = fuse([self._related_by_title(section, pool, n),
                       self._related_by_terms(section, pool, n)])
        ordered = list(dict.fromkeys([*explicit, *fused]))[:n]
        return [Ref(*self._entries[docnum]) for docnum in ordered]

    def _related_by_title(self, section: Section, pool: set[int], n: int) -> list[int]:
        """The entry's title (a FAQ question, a rule's name) searched like a player would."""
        title = title_and_body(section)[0] or section.title
        plan = self._understanding.plan(title, game=self._kb.documents[section.doc].info.game)
        results, _ = self._first_stage(plan, max(n, RERANK_DEPTH), pool)
        concepts = [[a.stems for a in c.alternatives] for c in plan.concepts]
        scored = rerank(results, concepts, self._terms, self._twins, self._parents,
                        self._signals(plan, concepts))
        return [docnum for docnum, _ in scored[:n]]

    def _related_by_terms(self, section: Section, pool: set[int], n: int) -> list[int]:
        """More-like-this: the entry's most distinctive terms (Whoosh's key terms), searched
        together, each weighted by how distinctive it is."""
        text = f"{section.title}\n{section.title}\n{section.text}"
        terms = self._searcher().key_terms_from_text(RANKING_FIELD, text, numterms=RELATED_TERMS,
                                                     normalize=True)
        found, _ = self._bm25.search([[((term,), weight)] for term, weight in terms], (), 0.0, n, pool)
        return [docnum for docnum, _ in found]

    def _authority(self, doc: str) -> str | None:
        document = self._kb.documents.get(doc)
        authority = self._kb.authority(document.info.game) if document else None
        return authority.info.id if authority else None


# --- helpers -------------------------------------------------------------------------

#: Entries printed under a rule to illustrate it.
_ATTACHED = frozenset({Kind.EXAMPLE, Kind.NOTE, Kind.TIP})
#: Of those, the ones stating a rule in their own words (an example illustrates one).
_STATES_RULE = frozenset({Kind.NOTE, Kind.TIP})
#: A question asking what a term means.
_DEFINING = re.compile(r"^(?:what(?:'s| is| are)|whats|define|definition|meaning)\b|\bmeans?\b")


def _entry_terms(kb: KnowledgeBase, section: Section | None,
                 asked: frozenset[str] = frozenset()) -> EntryTerms:
    if section is None:
        return EntryTerms(frozenset(), frozenset())
    title, body = title_and_body(section)
    title_run, body_run = stems(title, stem), stems(body, stem)
    title_stems = frozenset(title_run)
    return EntryTerms(title_stems, title_stems | frozenset(body_run),
                      frozenset(stems(context(kb, section), stem)),
                      neighbour_pairs(title_run, body_run), asked,
                      frozenset(s for term in defined_terms(section) for s in stems(term, stem)),
                      attached=section.kind in _ATTACHED,
                      states_rule=section.kind in _STATES_RULE)


def _idf(terms: Sequence[EntryTerms]) -> dict[str, float]:
    """Inverse document frequency of each stem over the entries' texts (BM25's form)."""
    counts: dict[str, int] = {}
    for entry in terms:
        for term in entry.text:
            counts[term] = counts.get(term, 0) + 1
    return {term: bm25_idf(len(terms), n) for term, n in counts.items()}


def _read_meta(directory: Path) -> dict:
    try:
        meta = json.loads((directory / META_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise IndexFormatError(f"no readable {META_FILE} in {directory}: rebuild") from exc
    if meta.get("format") != INDEX_FORMAT:
        raise IndexFormatError(f"search index format {meta.get('format')} != {INDEX_FORMAT}")
    return meta


def _own_questions(leave_out: Collection[str]) -> list[CitedQuestion]:
    """The curated questions and the players' ones not left out (texts, case and spacing
    ignored)."""
    left = {question_key(text) for text in leave_out}
    return [*curated_questions(), *(q for q in player_questions() if question_key(q.text) not in left)]


def _docsets(kb: KnowledgeBase, entries: list[tuple[str, str]]) -> dict[str, frozenset[int]]:
    """Docnum sets per filter value, computed once: filters cost a set lookup per query."""
    sets: dict[str, set[int]] = {"all": set()}
    for docnum, (doc, entry_id) in enumerate(entries):
        section = kb.section(doc, entry_id)
        if section is None:
            continue
        info = kb.documents[doc].info
        sets["all"].add(docnum)
        for key in (f"game:{info.game}", f"doc:{doc}", f"kind:{section.kind}"):
            sets.setdefault(key, set()).add(docnum)
        if section.kind == Kind.SECTION:
            sets.setdefault(f"related:{doc}", set()).add(docnum)
    return {key: frozenset(value) for key, value in sets.items()}


def _clamp(value: Any, low: int, high: int, default: int) -> int:
    """Defensive limit/offset handling: the API validates, but bad values (any type) must not crash."""
    try:
        number = int(value)
    except (TypeError, ValueError, OverflowError):
        return default
    return max(low, min(high, number))


def _opt(value: object) -> str | None:
    """Filters: empty or non-string values mean 'no filter'."""
    return value if isinstance(value, str) and value else None
