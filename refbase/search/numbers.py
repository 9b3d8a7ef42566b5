"""Exact rule-number lookup: `28.6.1`, `CR 28.6`, `G.2.2`, `UFS G.2.2`, `FAQ ch5.q5` inside a query.

A player who types a number wants that section, not sections that merely mention it, so
numbers are found before full-text search and their sections are put first. A bare
number means the document marked `default_for_bare_numbers` (the comprehensive rulebook)
when it has that number, else any document that prints it (lowest precedence first).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from refbase.kb.model import KnowledgeBase, Section

# 28.6.1 / 4.0 (a dotted number: a bare "28" is too ambiguous) or G.2.2 / A.1 (UFS letters),
# optionally with the duplicate suffix ~2 that ids of repeated numbers carry.
_NUMBER = r"(?:\d{1,3}(?:\.\d{1,3})+|[A-La-l](?:\.\d{1,3})+)(?:~\d{1,2})?"
_RULE_WORD = r"(?:rule|rules|section|sect|sec|§)\.?\s*(?:(?:#|no\.?|nr\.?|number)\s*)?"
_FILLER = rf"(?:{_RULE_WORD})?"
#: The id of an unnumbered entry: `ch5.q5`, `cards.evil-twin`, `section-1.the-basics`, or of
#: a note, example or tip printed under a rule: `24.8.note-1`, `C.3.3.4.5.example-3`.
_ATTACHED = r"(?:\d{1,3}(?:\.\d{1,3})+|[a-l](?:\.\d{1,3})+)(?:~\d{1,2})?\.(?:note|example|tip)-\d{1,2}"
_ID = rf"(?:{_ATTACHED}|[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)"
#: A bare whole number counts only after a rule word ("rule 20", "sec 28", "§ 4", "rule #20",
#: "section no. 9", "see rule 20." at the end of a sentence) or a citation prefix ("CR 20"):
#: it names the top-level section N.0. Alone, "20" is a quantity.
_WORD_NUMBER = re.compile(rf"(?<![\w.]){_RULE_WORD}(?P<number>\d{{1,2}})(?![\w~]|\.\d)",
                          re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class NumberRef:
    """A number found in a query, with the span of text it used (prefix included)."""

    number: str
    doc: str | None  # set when the query named the document ("CR 28.6", "UFS G.2.2")
    start: int
    end: int


class NumberFinder:
    """Finds rule numbers in query text, using the manifest's citation prefixes."""

    def __init__(self, kb: KnowledgeBase) -> None:
        self._kb = kb
        #: per document, each entry id in lower case -> the id ("c.3.3.4.5.example-3" -> as printed)
        self._ids = {d.info.id: {sid.lower(): sid for sid in d.sections} for d in kb.documents.values()}
        prefixes = _prefix_table(kb)
        alternation = "|".join(re.escape(p) for p in sorted(prefixes, key=len, reverse=True))
        self._prefixes = prefixes
        self._pattern = re.compile(
            rf"(?<![\w.])(?:(?P<prefix>{alternation})\s*:?\s*)?{_FILLER}"
            rf"(?P<number>{_NUMBER})(?![\w~]|\.\w)",
            re.IGNORECASE,
        )
        self._prefixed_id = re.compile(
            rf"(?<![\w.])(?:(?P<prefix>{alternation})\s*:?\s*)?(?P<id>{_ID})(?![\w-])", re.IGNORECASE)
        self._prefixed_whole = re.compile(
            rf"(?<![\w.])(?P<prefix>{alternation})\s*:?\s*{_FILLER}(?P<number>\d{{1,2}})"
            rf"(?![\w~]|\.\d)",
            re.IGNORECASE,
        )

    def find(self, text: str) -> list[NumberRef]:
        """Every number-looking reference in `text`, in order."""
        refs = []
        for match in self._pattern.finditer(text):
            prefix = match.group("prefix")
            doc = self._prefixes.get(prefix.lower()) if prefix else None
            refs.append(NumberRef(_canonical(match.group("number")), doc, match.start(), match.end()))
        taken = [(r.start, r.end) for r in refs]
        for match in self._prefixed_whole.finditer(text):
            doc = self._prefixes[match.group("prefix").lower()]
            number = f"{int(match.group('number'))}.0"
            if number in self._kb.documents[doc].by_number and not _overlaps(match, taken):
                refs.append(NumberRef(number, doc, match.start(), match.end()))
                taken.append((match.start(), match.end()))
        for match in _WORD_NUMBER.finditer(text):
            if not _overlaps(match, taken):
                refs.append(NumberRef(f"{int(match.group('number'))}.0", None, match.start(),
                                      match.end()))
                taken.append((match.start(), match.end()))
        refs += self._entry_ids(text, taken)
        return sorted(refs, key=lambda r: r.start)

    def _entry_ids(self, text: str, taken: list[tuple[int, int]]) -> list[NumberRef]:
        """Ids of unnumbered entries, as cited ("FAQ ch5.q5", "Notes cards.evil-twin", or the
        bare id): only an id some document has counts, so "e.g." is no citation."""
        refs = []
        for match in self._prefixed_id.finditer(text):
            entry = match.group("id").lower()
            prefix = match.group("prefix")
            docs = [self._prefixes[prefix.lower()]] if prefix else [d for d, ids in self._ids.items() if entry in ids]
            if len(docs) == 1 and entry in self._ids[docs[0]] and not _overlaps(match, taken):
                refs.append(NumberRef(self._ids[docs[0]][entry], docs[0], match.start(), match.end()))
        return refs

    def resolve(self, ref: NumberRef, game: str | None, doc: str | None) -> list[Section]:
        """The sections a reference names, honouring the caller's game/doc filters."""
        wanted = ref.doc or doc
        if ref.doc and doc and ref.doc != doc:
            return []
        candidates = [wanted] if wanted else self._bare_number_docs(ref.number)
        found = []
        for doc_id in candidates:
            document = self._kb.documents.get(doc_id)
            if document is None or (game and document.info.game != game):
                continue
            section = document.lookup(ref.number)
            if section is not None:
                found.append(section)
                if not wanted:
                    break
        return found

    def _bare_number_docs(self, number: str) -> list[str]:
        docs = sorted(self._kb.documents.values(),
                      key=lambda d: (not d.info.default_for_bare_numbers, d.info.precedence))
        return [d.info.id for d in docs if number in d.by_number or number in d.sections]


def _overlaps(match: re.Match[str], spans: list[tuple[int, int]]) -> bool:
    return any(start < match.end() and match.start() < end for start, end in spans)


def _prefix_table(kb: KnowledgeBase) -> dict[str, str]:
    """Lowercased citation prefix -> document id (doc ids and manifest cite_prefixes)."""
    table = {}
    for document in kb.documents.values():
        table[document.info.id.lower()] = document.info.id
        for prefix in document.info.cite_prefixes:
            table[prefix.lower()] = document.info.id
    return table


def _canonical(number: str) -> str:
    """UFS section letters are printed upper case: `g.2.2` -> `G.2.2`."""
    return number[0].upper() + number[1:] if number[0].isalpha() else number
