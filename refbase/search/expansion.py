"""Document expansion: the questions players ask, matched one by one, lead to the rules they cite.

The library's worked scenarios each ask a question in a player's words ("My Character is two
columns away from the Site being attacked. Can it move over to intercept?") and name the
rule that answers it (13.1 Legal Destinations). Indexing those questions with the rule they
cite (doc2query-style expansion, here from the project's own data, not a model) bridges the
words players use and the rulebook's words: a new question phrased like an old one finds
the rule. Only sections of an authoritative document are expanded.

Each question is scored on its own (BM25 over questions, times the share of its own words'
score the query matched, to QUESTION_COVERAGE_POWER) and an entry takes its best question's
score plus SECOND_QUESTION_SHARE of its second best, at EXPANSION_WEIGHT of the rule text's
own BM25: a rule is found by a question like the player's, not by words pooled from all the
different questions asked about it (a rule asked about often would otherwise match anything),
nor by a question that shares the player's words but asks about something more.

Three sources: questions curated by hand from the rule texts and the tuning sets' players'
questions (`asked.py`, always on), and the library's, which lives with the engines, which
the search may not import: the layers above hand those over as plain `CitedQuestion`s (see
`refbase.runtime.library_questions`). The questions' words are searchable as typed (never
"corrected" into rule words), except the players' typos (`CitedQuestion.words_known`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from refbase.search.question_scores import QuestionScores, WeightedQuestions, Weighting
from refbase.search.scoring import Bm25, Group
from refbase.search.text import stems

#: How much an entry's best-matching question counts next to its own text (BM25 of each).
EXPANSION_WEIGHT = 1.7822
#: The share of an entry's second-best question added to its best: two questions phrased
#: like the player's say more than one (all of them would let a rule asked about often
#: match anything).
SECOND_QUESTION_SHARE = 0.5625
#: How strongly a question counts by the share of its own words the query matched: its
#: score times (score / its score for its own words) ** this. A question matched only in
#: part asks about something else too.
QUESTION_COVERAGE_POWER = 1.0


@dataclass(frozen=True, slots=True)
class CitedQuestion:
    """A question in a player's words and the entry that answers it."""

    text: str
    doc: str
    entry_id: str
    #: False for questions kept as players typed them, typos included (the tuning sets'):
    #: matched like the others, but their words are not known words, so the same typo in a
    #: query is still corrected.
    words_known: bool = True


@dataclass(frozen=True, slots=True)
class Expansion:
    """The questions, ready to score (`scores`: their BM25 as arrays, grouped by the entry
    each cites; None without questions), the entry each cites (`owners`, by question number)
    and each entry's stems."""

    scores: QuestionScores | None
    owners: Sequence[int]
    stems: Mapping[int, frozenset[str]]
    #: Every stem of the questions whose words are known: words players use that the rules
    #: may not (known words, not typos to correct).
    vocabulary: frozenset[str] = frozenset()
    #: The questions' BM25 (question numbers as in `owners`) and, per question, whether its
    #: words are known words: what the static copy's export reads.
    bm25: Bm25 | None = None
    known: Sequence[bool] = ()

    def question_rows(self) -> list[tuple[int, dict[str, float], float, bool]]:
        """Per question: the entry it cites, each of its stems' BM25 score, its score for its
        own words, whether its words are known words."""
        if self.bm25 is None:
            return []
        rows: list[tuple[int, dict[str, float], float, bool]] = [
            (owner, {}, own, known)
            for owner, own, known in zip(self.owners, self.bm25.own_scores(), self.known, strict=True)]
        for stem in self.bm25.stems():
            for number, score in self.bm25.term_scores(stem).items():
                rows[number][1][stem] = score
        return rows

    @property
    def grouped(self) -> tuple[Group, ...]:
        """For `Bm25.search(grouped=...)`: each entry scores by its best question (and a
        share of its second best), weighted by the constants above as they are now."""
        if self.scores is None:
            return ()
        return (WeightedQuestions(self.scores, Weighting(EXPANSION_WEIGHT, SECOND_QUESTION_SHARE,
                                                         QUESTION_COVERAGE_POWER)),)


def build_expansion(questions: Iterable[CitedQuestion], docnums: Mapping[tuple[str, str], int],
                    authoritative: Callable[[str], bool], idf: Mapping[str, float],
                    stem: Callable[[str], str]) -> Expansion:
    """The questions citing an authoritative entry, each a small document of its own.

    `idf` is the rules index's (a question's rare word is as telling as in the rules); stems
    the rules never use (player words) get the idf their count among the questions gives them.
    """
    owners: list[int] = []
    flags: list[bool] = []
    runs: list[list[str]] = []
    entry_stems: dict[int, set[str]] = {}
    known: set[str] = set()
    for question in questions:
        docnum = docnums.get((question.doc, question.entry_id))
        if docnum is None or not authoritative(question.doc):
            continue
        run = stems(question.text, stem)
        runs.append(run)
        owners.append(docnum)
        flags.append(question.words_known)
        entry_stems.setdefault(docnum, set()).update(run)
        if question.words_known:
            known.update(run)
    if not runs:
        return Expansion(None, (), {})
    bm25 = Bm25.of_runs(runs, idf)
    return Expansion(QuestionScores(bm25, owners), tuple(owners),
                     {docnum: frozenset(s) for docnum, s in entry_stems.items()}, frozenset(known),
                     bm25, tuple(flags))
