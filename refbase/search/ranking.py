"""Document-level score factors: authority first when relevance is close.

The older Shadowfist texts (1995 notes, 1996 FAQ) paraphrase rules that the 2015
comprehensive rulebook states — sometimes differently. A multiplicative factor per
document precedence keeps a close paraphrase below the rule itself while a clearly better
match in an older text still wins. Entry kinds get a factor too: a part heading or an
example is rarely the best answer when the rule it belongs to matches as well.
"""

from __future__ import annotations

from collections.abc import Collection, Container, Mapping, Sequence
from dataclasses import dataclass

from refbase.kb.model import Kind

#: Score multiplier by manifest precedence (1 = the authority of its game).
PRECEDENCE_FACTOR = {1: 1.0, 2: 0.65, 3: 0.55, 4: 0.5}
_LOWEST_FACTOR = 0.55

#: Score multiplier by entry kind (kinds not listed: 1.0).
KIND_FACTOR = {
    Kind.PART: 0.55,
    Kind.CHAPTER: 0.55,
    Kind.INTRO: 0.7,
    Kind.APPENDIX: 0.7,
    Kind.EXAMPLE: 0.65,
    Kind.NOTE: 0.85,
    Kind.TIP: 0.85,
    Kind.GLOSSARY: 0.9,
}


def score_factor(precedence: int, kind: str) -> float:
    """How much an entry's relevance counts, given its document and kind."""
    doc_factor = PRECEDENCE_FACTOR.get(precedence, _LOWEST_FACTOR)
    try:
        kind_factor = KIND_FACTOR.get(Kind(kind), 1.0)
    except ValueError:
        kind_factor = 1.0
    return doc_factor * kind_factor


# --- second stage ----------------------------------------------------------------------
# The weights below (and the few in query.py, expansion.py and index.py that
# bench/tune_search.py lists) were fitted by coordinate ascent on the tuning sets, then
# checked on a set written for the purpose by someone who saw only the rule texts
# (tests/search/eval_tuning6.json); the held-out set never took part.

#: Extra weight for an entry whose title the query covers ("golden rule" -> "Golden Rule",
#: not "Limitation of the Golden Rule"): score * (1 + TITLE_BONUS * covered share of title).
TITLE_BONUS = 0.1235
#: Share of its best subsection's score a section adds to its own.
CHILD_SHARE = 0.0665
#: An older entry that paraphrases a matching authority entry keeps this share of its score.
PARAPHRASE_SHARE = 0.99
#: A note or tip that matches at least this many times as well as the rule it is printed
#: under answers the player's case itself: it goes first, the rule right after. Below it
#: the rule leads (leave-one-set-out over 50 tuning sets: 1.05-1.2 alike).
NOTE_LEAD = 1.1
#: How strongly matching more of the player's concepts counts: score * coverage**POWER.
COVERAGE_POWER = 1.0
#: A concept found only in the titles of an entry's ancestors ("Turbo Format" above "Decks
#: must contain exactly 41 cards") counts this much towards the entry's coverage.
CONTEXT_CREDIT = 1.0
#: A concept found only in the players' questions an entry answers (its expansion field,
#: `expansion.py`) counts this much towards the entry's coverage.
ASKED_CREDIT = 1.0
#: Extra weight for entries where two of the player's consecutive concepts stand side by
#: side ("play an event" -> "Playing Events", not "game events ... at this time"):
#: score * (1 + PAIR_BONUS * share of the query's adjacent pairs found adjacent).
PAIR_BONUS = 0.1197
#: A definition question ("what does destroy mean") is answered by the entry defining the
#: term ("To destroy a card is to ..."), not one using it: score * (1 + this). The whole
#: term must be asked: "what is the attack stack" is not answered by "pending attack".
DEFINITION_BONUS = 0.76


@dataclass(frozen=True, slots=True)
class EntryTerms:
    """The stems of an entry: its indexed title, its whole text (title + body), its
    ancestors' titles and the unordered pairs of neighbouring stems."""

    title: frozenset[str]
    text: frozenset[str]
    context: frozenset[str] = frozenset()
    pairs: frozenset[tuple[str, str]] = frozenset()
    asked: frozenset[str] = frozenset()  # stems of players' questions it answers (expansion)
    defines: frozenset[str] = frozenset()  # stems of the terms it defines (`defined_terms`)
    attached: bool = False  # an example, note or tip printed under its rule
    #: a note or tip: it states a rule (an example illustrates one, with card names that
    #: are not the player's question), so it may lead its rule (NOTE_LEAD)
    states_rule: bool = False


def pair(a: str, b: str) -> tuple[str, str]:
    """Two stems as an unordered pair ("deck size" and "size of the deck" meet)."""
    return (a, b) if a <= b else (b, a)


def neighbour_pairs(*runs: Sequence[str]) -> frozenset[tuple[str, str]]:
    """Unordered pairs of stems next to each other (stop words already dropped)."""
    return frozenset(pair(run[i], run[i + 1]) for run in runs
                     for i in range(len(run) - 1) if run[i] != run[i + 1])


#: The ranking's stages after the first (BM25 of the rules and of the players' questions,
#: itself switched by "questions"), by name: `bench/bench_search.py --stages` switches each
#: off in turn and reports what it is worth.
#: Stages measured not to pay on the tuning sets (leave-one-set-out) were removed: a subsection
#: lifted over its parent, a heading over its matching subsections, an exact title's bonus and
#: a penalty on the other game's entries (docs/search.md, "What each stage is worth").
STAGES = ("questions", "coverage", "title", "pairs", "definition", "children", "notes", "twins",
          "lone_child", "ruling", "named")


@dataclass(frozen=True, slots=True)
class QuerySignals:
    """What the second stage knows about the query besides its concepts."""

    weights: Sequence[float] = ()  # per concept: how telling it is (idf of its best stem)
    pairs: Sequence[frozenset[tuple[str, str]]] = ()  # per adjacent concept pair
    defining: bool = False  # "what is X", "what does X mean": a definition answers
    may_add: Container[int] = frozenset()  # rules an example may bring in (they pass the filters)
    off: frozenset[str] = frozenset()  # stages switched off (`STAGES`; measurement only)


def rerank(scored: list[tuple[int, float]], concepts: Sequence[Sequence[tuple[str, ...]]],
           terms: Sequence[EntryTerms], twins: Mapping[int, int],
           parents: Mapping[int, int],
           signals: QuerySignals | None = None) -> list[tuple[int, float]]:
    """Re-score the engine's top entries by title coverage and concept coverage.

    BM25 sums per-term scores, so one frequent word can outweigh two others; players'
    questions name several things and the answer usually mentions all of them (rare
    things count more than common ones), often side by side, and rule titles are the
    names players use. `concepts` holds, per concept, its alternatives as stem tuples.
    `twins` maps an older entry to the authority's entry of the same title.
    """
    signals = signals or QuerySignals()
    weights = list(signals.weights) or [1.0] * len(concepts)
    query_stems = {s for alternatives in concepts for alt in alternatives for s in alt}
    on = frozenset(STAGES) - signals.off
    rescored = [(docnum, score * _factor(terms[docnum], concepts, weights, query_stems, signals, on))
                for docnum, score in scored]
    if "children" in on:
        rescored = _with_children(rescored, parents)
    if "notes" in on:
        rescored = _rule_above_its_notes(rescored, parents, terms, signals.may_add)
    if "twins" in on:
        rescored = _authority_first(rescored, twins)
    rescored.sort(key=lambda item: -item[1])
    return rescored


def _factor(entry: EntryTerms, concepts: Sequence[Sequence[tuple[str, ...]]],
            weights: Sequence[float], query_stems: set[str], signals: QuerySignals,
            on: frozenset[str]) -> float:
    """An entry's second-stage factor: coverage, title, neighbouring concepts, definition."""
    factor = _coverage(concepts, weights, entry) ** COVERAGE_POWER if "coverage" in on else 1.0
    title = entry.title or entry.defines  # a definition names its term like a title
    if title and "title" in on:
        factor *= 1.0 + TITLE_BONUS * len(title & query_stems) / len(title)
    if signals.pairs and "pairs" in on:
        found = sum(1 for pair in signals.pairs if pair & entry.pairs)
        factor *= 1.0 + PAIR_BONUS * found / len(signals.pairs)
    if signals.defining and entry.defines and entry.defines <= query_stems and "definition" in on:
        factor *= 1.0 + DEFINITION_BONUS
    return factor


#: An older entry ranked first gives way to the best current rule that scores at least this
#: share of it: the current rule first, the ruling next to it.
CURRENT_FIRST_SHARE = 0.5
#: Where an older ruling that asks the player's very question goes, if ranked lower: still
#: in the first results, below the current rules.
RULING_RANK = 5


def with_ruling(scored: list[tuple[int, float]], concepts: Sequence[Sequence[tuple[str, ...]]],
                terms: Sequence[EntryTerms], older: Collection[int]) -> list[tuple[int, float]]:
    """Current rule first; then move the best older entry whose title (a FAQ question)
    holds every concept of a question of two concepts or more up to RULING_RANK: the
    ruling that answers it stays in view (the pages mark it older) below the current rule."""
    scored = _current_first(scored, older)
    if len(concepts) < 2 or len(scored) <= RULING_RANK:
        return scored
    for position, (docnum, score) in enumerate(scored):
        if position < RULING_RANK and docnum in older and _title_holds_all(concepts, terms[docnum]):
            return scored
        if position >= RULING_RANK and docnum in older and _title_holds_all(concepts, terms[docnum]):
            above = scored[RULING_RANK - 1][1]
            moved = (docnum, max(score, above))
            return [*scored[:RULING_RANK - 1], moved,
                    *(item for item in scored[RULING_RANK - 1:] if item[0] != docnum)]
    return scored


def _current_first(scored: list[tuple[int, float]],
                   older: Collection[int]) -> list[tuple[int, float]]:
    if not scored or scored[0][0] not in older:
        return scored
    top = scored[0][1]
    for position, (docnum, score) in enumerate(scored):
        if docnum not in older:
            if score < CURRENT_FIRST_SHARE * top:
                return scored
            return [(docnum, top), *scored[:position], *scored[position + 1:]]
    return scored


def _title_holds_all(concepts: Sequence[Sequence[tuple[str, ...]]], entry: EntryTerms) -> bool:
    return bool(entry.title) and all(any(alt and entry.title.issuperset(alt) for alt in alts)
                                     for alts in concepts)


def _with_children(scored: list[tuple[int, float]],
                   parents: Mapping[int, int]) -> list[tuple[int, float]]:
    """A section also scores by its best-matching subsection: it introduces that topic."""
    best_child: dict[int, float] = {}
    for docnum, score in scored:
        parent = parents.get(docnum)
        if parent is not None:
            best_child[parent] = max(best_child.get(parent, 0.0), score)
    return [(d, s + CHILD_SHARE * best_child.get(d, 0.0)) for d, s in scored]


def _own_coverage(concepts: Sequence[Sequence[tuple[str, ...]]], weights: Sequence[float],
                  entry: EntryTerms) -> float:
    return sum(weight for alternatives, weight in zip(concepts, weights, strict=True)
               if any(alt and entry.text.issuperset(alt) for alt in alternatives))


def _rule_above_its_notes(scored: list[tuple[int, float]], parents: Mapping[int, int],
                          terms: Sequence[EntryTerms], may_add: Container[int]) -> list[tuple[int, float]]:
    """An example, note or tip illustrates the rule it is printed under: the rule comes first
    and its note right after (PARAPHRASE_SHARE of the rule's score). A note that matches
    while its rule did not brings the rule in at the note's score: the example's words
    ("Swordsman", "Sword") found the rule the player asks about (if the filters allow it:
    `may_add`). A note or tip matching at least NOTE_LEAD times as well as its rule settles
    the player's very case ("does priestess count as priest": 14.2's note, Priest and
    Priestess do not match): it leads, its rule right after. An example never does: its card
    names are not the player's question."""
    scores = dict(scored)
    out = []
    lifted: dict[int, float] = {}
    for docnum, score in scored:
        parent = parents.get(docnum)
        if terms[docnum].attached and parent is not None:
            if parent not in scores and parent in may_add:
                scores[parent] = score
                out.append((parent, score))
            if parent in scores and score >= scores[parent]:
                if not terms[docnum].states_rule or score < NOTE_LEAD * scores[parent]:
                    score = scores[parent] * PARAPHRASE_SHARE
                else:
                    lifted[parent] = max(lifted.get(parent, 0.0), score * PARAPHRASE_SHARE)
        out.append((docnum, score))
    return [(d, max(s, lifted.get(d, 0.0))) for d, s in out] if lifted else out


#: How far down the ranked results a subsection of a rule named by number is looked for.
NAMED_SCOPE_DEPTH = 10
#: A question of fewer concepts asks about the named rule itself, not one of its parts.
SPECIFIC_CONCEPTS = 2
#: An entry put just above another scores this many times the other's score.
SPECIFIC_MARGIN = 1.01


def subrules_of_named(named: Sequence[int], ranked: Sequence[int], parents: Mapping[int, int],
                      concepts: Sequence[Sequence[tuple[str, ...]]],
                      terms: Sequence[EntryTerms]) -> dict[int, int]:
    """A rule number typed with a question ("rule 31 - what if the player who opens the
    auction has no Power") says where to look, the words which part: the best-ranked
    subsection of the named rule (among the first NAMED_SCOPE_DEPTH ranked) that holds more
    of the question's concepts than the named rule itself answers it, and goes just above
    it (from SPECIFIC_CONCEPTS concepts). Returns {named rule: its subsection}."""
    found: dict[int, int] = {}
    if len(concepts) < SPECIFIC_CONCEPTS:  # "what does rule 20 say": the rule itself
        return found
    ones = [1.0] * len(concepts)
    for rule in named:
        inside = next((d for d in ranked[:NAMED_SCOPE_DEPTH] if _descends(d, rule, parents)), None)
        if inside is not None and (_own_coverage(concepts, ones, terms[inside])
                                   > _own_coverage(concepts, ones, terms[rule])):
            found[rule] = inside
    return found


def _descends(docnum: int, ancestor: int, parents: Mapping[int, int]) -> bool:
    while docnum in parents:
        docnum = parents[docnum]
        if docnum == ancestor:
            return True
    return False


def lone_child_first(scored: list[tuple[int, float]],
                     lone_children: Mapping[int, int]) -> list[tuple[int, float]]:
    """A bare heading with one subsection ("I.3.7 Flash" over "Flash grants the ability...")
    is one rule printed in two entries: the subsection, which holds the text, goes just
    above the heading."""
    scores = dict(scored)
    for heading, child in lone_children.items():
        if heading in scores and child in scores and scores[child] < scores[heading]:
            scores[child] = scores[heading] * SPECIFIC_MARGIN
    out = [(d, scores[d]) for d, _ in scored]
    out.sort(key=lambda item: -item[1])
    return out


def _authority_first(scored: list[tuple[int, float]],
                     twins: Mapping[int, int]) -> list[tuple[int, float]]:
    """An older entry titled like an authority entry is its paraphrase: keep it below."""
    scores = dict(scored)
    out = []
    for docnum, score in scored:
        twin = twins.get(docnum)
        if twin is not None and twin in scores and score >= scores[twin]:
            score = scores[twin] * PARAPHRASE_SHARE
        out.append((docnum, score))
    return out


def _coverage(concepts: Sequence[Sequence[tuple[str, ...]]], weights: Sequence[float],
              entry: EntryTerms) -> float:
    """Weighted share of the concepts the entry holds (its ancestors' titles count less)."""
    if len(concepts) < 2:
        return 1.0
    total = sum(weights)
    got = 0.0
    text, context, asked = entry.text, entry.context, entry.asked
    for alternatives, weight in zip(concepts, weights, strict=True):
        if any(alt and text.issuperset(alt) for alt in alternatives):
            got += weight
        elif context and any(alt and all(s in text or s in context for s in alt) for alt in alternatives):
            got += weight * CONTEXT_CREDIT
        elif asked and any(alt and asked.issuperset(alt) for alt in alternatives):
            got += weight * ASKED_CREDIT
    return max(got / total, min(weights) / total) if total else 1.0
