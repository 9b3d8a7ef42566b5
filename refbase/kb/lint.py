"""`refbase lint`: references a rules editor should fix.

Two kinds of finding:
* `unresolved`: a rule number that names no entry (UFS cites an E.4.7.1 that does not exist).
* `wording`: the words next to a reference name a different section than the number does:
  the rulebook writes "smoked (19.0)" where 19.0 is Seizing and Smoking is 20.0.
  Reported only when another section's title fits the wording, so the list stays actionable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from refbase.kb.model import Document, KnowledgeBase, Section
from refbase.kb.xrefs import Mention, find_mentions

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_STOP = frozenset(
    "a an the of to in on at by for and or with as is are be its it this that see also "
    "step steps rule rules section sections per under from into".split()
)


@dataclass(frozen=True, slots=True)
class Finding:
    """One lint finding, located by document and entry."""

    kind: str  # "unresolved" | "wording"
    doc: str
    source: str  # entry id containing the mention
    number: str
    message: str
    suggestion: str | None = None

    def line(self) -> str:
        hint = f" (did you mean {self.suggestion}?)" if self.suggestion else ""
        return f"{self.doc} {self.source}: [{self.kind}] {self.message}{hint}"


def stem(word: str) -> str:
    """A light stem, enough to match 'smoked'/'Smoking', 'seized'/'Seizing', 'counters'."""
    w = word.lower().strip("'")
    for suffix in ("ing", "ed", "es", "s"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            break
    return w[:-1] if w.endswith("e") and len(w) > 3 else w


def _stems(text: str) -> set[str]:
    return {stem(w) for w in _WORD.findall(text) if w.lower() not in _STOP}


def lint(kb: KnowledgeBase) -> list[Finding]:
    """All findings over every document, in document and reading order."""
    findings: list[Finding] = []
    for document in kb.documents.values():
        for mention in find_mentions(document):
            finding = _check(document, mention)
            if finding is not None:
                findings.append(finding)
    return findings


def _check(document: Document, mention: Mention) -> Finding | None:
    doc_id = document.info.id
    if mention.target is None:
        return Finding("unresolved", doc_id, mention.source.id, mention.number,
                       f"{mention.number} names no entry of {doc_id}")
    words = _wording(mention)
    if not words:
        return None
    target = document.sections[mention.target.id]
    if words & _title_stems(document, target):
        return None
    better = _better_target(document, target, words)
    if better is None:
        return None
    quoted = f"{mention.before[-24:].lstrip()}{mention.number}{mention.after[:12]}".strip()
    return Finding(
        "wording", doc_id, mention.source.id, mention.number,
        f"\u2026{quoted}\u2026: {mention.number} is \u201c{target.title}\u201d, "
        f"but the wording fits {better.label} \u201c{better.title}\u201d",
        suggestion=better.label,
    )


def _wording(mention: Mention) -> set[str]:
    """The word(s) a reference glosses: 'smoked (19.0)' or 'See 20.0 Smoking'."""
    before = mention.before.rstrip()
    if before.endswith("("):
        words = _WORD.findall(before[:-1])[-2:]
        return _stems(" ".join(words))
    after = re.match(r"\s+((?:[A-Z][\w'-]*\s?){1,3})", mention.after)
    if after and re.search(r"\b[Ss]ee(?: also)?\s*$", before):
        return _stems(after.group(1))
    return set()


def _title_stems(document: Document, section: Section) -> set[str]:
    """Stems of the section's title, its ancestors' and its children's titles."""
    stems = _stems(section.title)
    parent = section.parent
    while parent is not None:
        stems |= _stems(document.sections[parent].title)
        parent = document.sections[parent].parent
    for child in section.children:
        stems |= _stems(document.sections[child].title)
    return stems


def _better_target(document: Document, target: Section, words: set[str]) -> Section | None:
    """A section of the same depth whose title fits the wording, nearest number first."""
    depth = (target.number or "").count(".")
    candidates = [
        s for s in document.sections.values()
        if s.number and s.number.count(".") == depth and s.id != target.id
        and words & _stems(s.title)
    ]
    return min(candidates, key=lambda s: abs(s.order - target.order), default=None)
