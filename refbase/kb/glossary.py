"""Glossary terms and acronyms, gathered from every document's own text.

* Terms: glossary entries (comprehensive glossary, FAQ "New Glossary") and UFS K.4
  definitions. Each links to the section that defines it: a numbered rule it cites
  ("BFV – An acronym for burn for victory (30.3.3.3)") or whose title is the term.
* Acronyms: "An acronym for X" definitions, "Long Form (ACR)" headings such as
  "Play as Printed (PaP)", and title-case phrases whose initials spell an acronym used in the
  text ("Last In, First Out" for LIFO). Nothing is hard-coded: a new rulebook brings its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from refbase.kb.model import Kind, KnowledgeBase, Ref, Section
from refbase.kb.words import stems

_ACRONYM_DEF = re.compile(r"^An acronym for (?:the (?:unofficial )?term )?[\"\u201c]?([^\"\u201d(.]+)", re.I)
_PAREN_ACRONYM = re.compile(r"((?:[A-Z][a-z]+[ ,-]+){1,5}[A-Za-z]+)\s*\(([A-Z][A-Za-z]{1,5})\)")
_ACRONYM_TOKEN = re.compile(r"\b([A-Z]{2,5}|[A-Z][a-z][A-Z])\b")
_RULE_NUMBER = re.compile(r"\(?(?:see )?(\d{1,2}\.\d{1,2}(?:\.\d{1,2})*|[A-L](?:\.\d{1,2})+)\)?")


@dataclass(frozen=True, slots=True)
class Term:
    """A glossary term: where it is defined in the glossary, and the rule that governs it."""

    term: str
    game: str
    entry: Ref
    definition: str
    defines: Ref | None  # the numbered section the term refers to, when there is one


@dataclass(frozen=True, slots=True)
class Glossary:
    terms: tuple[Term, ...]
    by_game: dict[str, dict[str, str]]  # game -> {"BFV": "burn for victory"}

    @property
    def acronyms(self) -> dict[str, str]:
        """All games' acronyms (the first game in manifest order wins a clash)."""
        merged: dict[str, str] = {}
        for table in self.by_game.values():
            for short, words in table.items():
                merged.setdefault(short, words)
        return dict(sorted(merged.items()))

    def for_game(self, game: str) -> list[Term]:
        return [t for t in self.terms if t.game == game]

    def lookup(self, word: str, game: str | None = None) -> list[Term]:
        w = word.strip().lower()
        return [t for t in self.terms if t.term.lower() == w and (game is None or t.game == game)]


def build_glossary(kb: KnowledgeBase) -> Glossary:
    terms = tuple(t for doc in kb.documents.values() for t in _terms(kb, doc.info.id))
    games = dict.fromkeys(d.info.game for d in kb.documents.values())
    return Glossary(terms=terms, by_game={g: _acronyms(kb, terms, g) for g in games})


_CACHE: dict[int, tuple[KnowledgeBase, Glossary]] = {}


def glossary_for(kb: KnowledgeBase) -> Glossary:
    """The glossary of a loaded knowledge base, computed once per knowledge base object."""
    cached = _CACHE.get(id(kb))
    if cached is None or cached[0] is not kb:
        if len(_CACHE) >= 4:
            _CACHE.clear()
        cached = _CACHE[id(kb)] = (kb, build_glossary(kb))
    return cached[1]


def _terms(kb: KnowledgeBase, doc_id: str) -> list[Term]:
    """Glossary entries, plus terms the document defines inside numbered rules (UFS K.4)."""
    document = kb.documents[doc_id]
    game = document.info.game
    out = [Term(_term_name(s), game, s.ref, s.text, _defines(kb, doc_id, s))
           for s in document.sections.values() if s.kind == Kind.GLOSSARY]
    for term, entry_id in kb.defined_terms.get(doc_id, {}).items():
        section = document.sections.get(entry_id)
        if section is not None:
            out.append(Term(term, game, section.ref, section.text, section.ref))
    return out


def _term_name(section: Section) -> str:
    return section.title.strip().strip(":").strip()


def _defines(kb: KnowledgeBase, doc_id: str, section: Section) -> Ref | None:
    """The rule a term points to: a number it cites, else a section titled like the term."""
    for match in _RULE_NUMBER.finditer(section.text):
        for candidate in (doc_id, *_authorities(kb, doc_id)):
            target = kb.section(candidate, match.group(1))
            if target is not None and target.kind == Kind.SECTION:
                return target.ref
    wanted = stems(_term_name(section))
    if not any(len(w) >= 4 for w in wanted):
        return None  # "you", "cut": too short to name a rule by title
    for candidate in (doc_id, *_authorities(kb, doc_id)):
        titled = [s for s in kb.documents[candidate].sections.values()
                  if s.number and s.kind == Kind.SECTION and wanted and wanted <= stems(s.title)]
        if titled:  # the shortest title naming the term: "Stack" -> "The Stack" over "Stack Order"
            return min(titled, key=lambda s: (len(stems(s.title)), s.order)).ref
    return None


def _authorities(kb: KnowledgeBase, doc_id: str) -> list[str]:
    """The game's authority, if it is another document (where a term's rule is looked up)."""
    authority = kb.authority(kb.documents[doc_id].info.game)
    return [authority.info.id] if authority and authority.info.id != doc_id else []


def _acronyms(kb: KnowledgeBase, terms: tuple[Term, ...], game: str) -> dict[str, str]:
    """One game's acronyms, from its own documents' texts."""
    found: dict[str, str] = {}
    for term in terms:
        match = _ACRONYM_DEF.match(term.definition)
        if term.game == game and match and term.term.replace(" ", "").isalnum():
            found.setdefault(term.term, _clean_phrase(match.group(1)))
    texts = [f"{s.title}\n{s.text}" for s in kb.all_sections() if kb.documents[s.doc].info.game == game]
    for text in texts:
        for phrase, acronym in _PAREN_ACRONYM.findall(text):
            if _initials(phrase, acronym):
                found.setdefault(acronym, _clean_phrase(phrase))
    used = {m for text in texts for m in _ACRONYM_TOKEN.findall(text)} - set(found)
    for acronym in sorted(used):
        phrase = _phrase_for(acronym, texts)
        if phrase:
            found[acronym] = phrase
    return dict(sorted(found.items()))


def _clean_phrase(phrase: str) -> str:
    return " ".join(phrase.replace(",", " ").replace("-", " ").split()).strip(" .")


def _initials(phrase: str, acronym: str) -> bool:
    words = re.findall(r"[A-Za-z]+", phrase)
    tail = words[-len(acronym):] if len(words) >= len(acronym) else []
    return bool(tail) and "".join(w[0] for w in tail).lower() == acronym.lower()


def _phrase_for(acronym: str, texts: list[str]) -> str | None:
    """A quoted or title-case phrase whose words' initials spell the acronym exactly."""
    if not acronym.isupper() or len(acronym) < 3:
        return None
    words = r"[ ,]+".join(rf"{c}[a-z]+" for c in acronym)
    pattern = re.compile(rf"\b({words})\b")
    for text in texts:
        match = pattern.search(text)
        if match:
            return _clean_phrase(match.group(1))
    return None
