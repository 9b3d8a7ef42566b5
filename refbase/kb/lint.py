"""`refbase lint`: references a rules editor should fix.

Three kinds of finding:
* `unresolved`: a rule number that names no entry (UFS cites an E.4.7.1 that does not exist).
* `wording`: the words next to a reference name a different section than the number does:
  the rulebook writes "smoked (19.0)" where 19.0 is Seizing and Smoking is 20.0.
  Reported only when another section's title fits the wording, so the list stays actionable.
* `duplicate`: a number printed twice (UFS I.2.2), reported on both copies.

`attach_slips` stores the same findings on the sections at build time, so pages show them
next to the printed reference without running lint per request.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from refbase.kb.model import Document, KnowledgeBase, Ref, Section, Slip
from refbase.kb.words import stem, stems
from refbase.kb.xrefs import Mention, find_mentions

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
#: "See 20.0 Smoking", and each later item of a list: "(See 18.1 Resource Pool, 19.0 Smoking.)"
_SEE_LIST = re.compile(r"\b[Ss]ee(?: also)?(?:\s+[\dA-Z][\w.]*(?:\s+[A-Z][\w'-]*){1,3},)*\s*$")
_STOP = frozenset(
    "a an the of to in on at by for and or with as is are be its it this that see also "
    "step steps rule rules section sections per under from into".split()
)


@dataclass(frozen=True, slots=True)
class Finding:
    """One lint finding, located by document and entry."""

    kind: str  # "unresolved" | "wording" | "duplicate"
    doc: str
    source: str  # entry id containing the mention (for "duplicate": the copy itself)
    number: str
    message: str
    suggestion: str | None = None  # the number meant, as printed
    start: int = -1  # the mention's place in the source entry's text
    end: int = -1
    printed: str | None = None  # entry id the printed number names
    meant: str | None = None  # entry id of the suggestion (for "duplicate": the other copy)

    def line(self) -> str:
        hint = f" (did you mean {self.suggestion}?)" if self.suggestion else ""
        return f"{self.doc} {self.source}: [{self.kind}] {self.message}{hint}"


def _stems(text: str) -> set[str]:
    return stems(text, _STOP)


def _overlap(words: Iterable[str], title: set[str]) -> bool:
    """Stems agree when equal or sharing a 5-letter prefix ('respond'/'response')."""
    return any(w == t or (len(w) >= 5 and len(t) >= 5 and w[:5] == t[:5]) for w in words for t in title)


def depth(number: str) -> int:
    """Nesting depth of a printed number: '20.0' -> 0, '28.6' -> 1, 'G.2.2' -> 2."""
    parts = number.split(".")
    return len(parts) - 2 if parts[-1] == "0" else len(parts) - 1


def lint(kb: KnowledgeBase) -> list[Finding]:
    """All findings over every document, in document and reading order."""
    return _lint(kb)[0]


def _lint(kb: KnowledgeBase) -> tuple[list[Finding], list[Mention]]:
    findings: list[Finding] = []
    mentions: list[Mention] = []
    for document in kb.documents.values():
        for mention in find_mentions(document):
            mentions.append(mention)
            finding = _check(document, mention)
            if finding is not None:
                findings.append(finding)
        findings.extend(_duplicates(document))
    return findings, mentions


def _duplicates(document: Document) -> list[Finding]:
    """Each copy of a number printed more than once, pointing at the other copy."""
    out = []
    for number, ids in document.by_number.items():
        for index, entry_id in enumerate(ids if len(ids) > 1 else ()):
            other = ids[1] if index == 0 else ids[0]
            out.append(Finding("duplicate", document.info.id, entry_id, number,
                               f"{number} is printed {len(ids)} times; this is copy {index + 1} "
                               f"(\u201c{document.sections[entry_id].title}\u201d)",
                               suggestion=other, printed=entry_id, meant=other))
    return out


def attach_slips(kb: KnowledgeBase) -> list[Finding]:
    """Run lint once (at build time) and store each finding on the entry it concerns; a
    reference printed with the wrong number counts for the section it means."""
    findings, mentions = _lint(kb)
    for finding in findings:
        section = kb.documents[finding.doc].sections[finding.source]
        section.slips.append(Slip(
            kind=finding.kind, number=finding.number, start=finding.start, end=finding.end,
            printed=Ref(finding.doc, finding.printed) if finding.printed else None,
            meant=Ref(finding.doc, finding.meant) if finding.meant else None, message=finding.message))
    _count_for_the_meant_section(kb, findings, mentions)
    return findings


def _count_for_the_meant_section(kb: KnowledgeBase, findings: list[Finding],
                                 mentions: list[Mention]) -> None:
    """"smoked (19.0)" meaning 20.0 Smoking: the entry is listed under 20.0's "Referenced by"
    (and 20.0 under its "References"), and no longer under 19.0's unless it also cites 19.0
    rightly elsewhere."""
    slipped = {(f.doc, f.source, f.start): f for f in findings if f.kind == "wording" and f.meant}
    right: set[tuple[Ref, Ref]] = {(m.source, m.target) for m in mentions if m.target is not None
                                   and (m.source.doc, m.source.id, m.start) not in slipped}
    for finding in slipped.values():
        source_ref = Ref(finding.doc, finding.source)
        source = kb.documents[finding.doc].sections[finding.source]
        meant = kb.documents[finding.doc].sections[finding.meant or ""]
        printed = Ref(finding.doc, finding.printed or "")
        if (source_ref, printed) not in right:
            _unlink(source, kb.documents[finding.doc].sections[printed.id])
        if meant.ref != source_ref:
            _link(kb, source, meant)


def _link(kb: KnowledgeBase, source: Section, target: Section) -> None:
    if target.ref not in source.references:
        source.references.append(target.ref)
    if source.ref not in target.referenced_by:
        target.referenced_by.append(source.ref)
        target.referenced_by.sort(key=lambda r: kb.documents[r.doc].sections[r.id].order)


def _unlink(source: Section, target: Section) -> None:
    if target.ref in source.references:
        source.references.remove(target.ref)
    if source.ref in target.referenced_by:
        target.referenced_by.remove(source.ref)


def _check(document: Document, mention: Mention) -> Finding | None:
    doc_id = document.info.id
    if mention.target is None:
        return Finding("unresolved", doc_id, mention.source.id, mention.number,
                       f"{mention.number} names no entry of {doc_id}", start=mention.start, end=mention.end)
    words, titled = _wording(mention)
    if not words:
        return None
    target = document.sections[mention.target.id]
    if _overlap(words, _title_stems(document, target)):
        return None
    better = _better_target(document, target, words, mention, require_all=titled)
    if better is None and not titled:
        return None
    quoted = f"{mention.before[-24:].lstrip()}{mention.number}{mention.after[:16]}".strip()
    fits = f"but the wording fits {better.label} \u201c{better.title}\u201d" if better else \
        "and the title written next to it is not that section's"
    return Finding("wording", doc_id, mention.source.id, mention.number,
                   f"\u2026{quoted}\u2026: {mention.number} is \u201c{target.title}\u201d, {fits}",
                   suggestion=better.label if better else None, start=mention.start, end=mention.end,
                   printed=target.id, meant=better.id if better else None)


def _wording(mention: Mention) -> tuple[list[str], bool]:
    """The word a reference glosses ('smoked (19.0)'), or the title written after it
    ('See 20.0 Smoking'); the flag says it is a written-out title."""
    before = mention.before.rstrip()
    if before.endswith("("):
        words: list[str] = []
        for word in reversed(_WORD.findall(before[:-1].replace("-", " "))[-2:]):
            if word.lower() in _STOP:
                break
            words.append(word)
        return [stem(w) for w in words], False
    after = re.match(r"\s+((?:[A-Z][\w'-]*[ ]?){1,3})", mention.after)
    if after and _SEE_LIST.search(before):
        return sorted(_stems(after.group(1))), True
    return [], False


def _lineage(document: Document, entry_id: str) -> set[str]:
    ids = set()
    current: str | None = entry_id
    while current is not None:
        ids.add(current)
        current = document.sections[current].parent
    return ids


def _title_stems(document: Document, section: Section) -> set[str]:
    """Stems of the section's title and its children's titles (a reference to 28.0 may use
    the wording of 28.1)."""
    stems = _stems(section.title)
    for child in section.children:
        stems |= _stems(document.sections[child].title)
    return stems


def _better_target(document: Document, target: Section, words: list[str], mention: Mention,
                   require_all: bool) -> Section | None:
    """A section of the same depth whose title fits the wording (not the citing section or
    its ancestors), nearest first. A written-out title must match in every word."""
    level = depth(target.number or "")
    exclude = _lineage(document, mention.source.id)
    candidates = [
        s for s in document.sections.values()
        if s.number and depth(s.number) == level and s.id != target.id and s.id not in exclude
        and all(_overlap({w}, _stems(s.title)) for w in (words if require_all else words[:1]))
    ]
    return min(candidates, key=lambda s: abs(s.order - target.order), default=None)
