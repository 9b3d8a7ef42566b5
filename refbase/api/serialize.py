"""Model objects -> the API's JSON shapes (docs/api.md: sections, citations, documents)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from flask import url_for

from refbase.engines.common import Illegal, Pending, Resolution
from refbase.engines.legality import Options
from refbase.kb.citations import cite_as
from refbase.kb.model import Document, KnowledgeBase, Ref, Section
from refbase.request_context import kb as current_kb
from refbase.ruleref import RuleRef

#: Rule citations -> their JSON citations (`illegal`, `pending`, steps and options share it).
Citer = Callable[[Iterable[RuleRef]], list[dict[str, str]]]


def section_url(doc: str, key: str) -> str:
    return url_for("documents.Section", doc=doc, number=key, _external=True)


def section_html_url(doc: str, key: str) -> str:
    return url_for("web.section", doc=doc, key=key, _external=True)


def ref_json(kb: KnowledgeBase, ref: Ref) -> dict[str, str]:
    section = kb.resolve(ref)
    return {"doc": ref.doc, "number": section.label if section else ref.id, "id": ref.id}


def section_json(kb: KnowledgeBase, section: Section) -> dict[str, Any]:
    document = kb.documents[section.doc]
    duplicates = [i for i in document.by_number.get(section.number or "", []) if i != section.id]
    return {
        "doc": section.doc, "id": section.id, "number": section.label,
        "printed": section.number is not None, "title": section.title, "text": section.text,
        "kind": str(section.kind), "parent": section.parent, "children": list(section.children),
        "references": [ref_json(kb, r) for r in section.references],
        "referenced_by": [ref_json(kb, r) for r in section.referenced_by],
        "url": section_url(section.doc, section.id),
        "html_url": section_html_url(section.doc, section.id),
        "duplicates": duplicates,
        "cite": cite_as(document.info, section),
        "authority": document.info.authority,
        "superseded_by": _superseded_by(kb, document),
    }


def _superseded_by(kb: KnowledgeBase, document: Document) -> str | None:
    """The authority that stands where this older document differs (None for an authority)."""
    authority = kb.authority(document.info.game)
    return None if authority is None or authority is document else authority.info.id


def citation_json(kb: KnowledgeBase, section: Section) -> dict[str, str]:
    return {"doc": section.doc, "number": section.label, "title": section.title,
            "url": section_url(section.doc, section.id),
            "html_url": section_html_url(section.doc, section.id)}


def ref_citation(kb: KnowledgeBase, ref: Ref) -> dict[str, str]:
    """A knowledge-base reference as a full citation (glossary refs always resolve: built from it)."""
    section = kb.resolve(ref)
    if section is None:
        return {"doc": ref.doc, "number": ref.id, "title": "", "url": "", "html_url": ""}
    return citation_json(kb, section)


def rule_citation(kb: KnowledgeBase, rule: RuleRef) -> dict[str, str]:
    """An engine's RuleRef as a full citation (the number must exist: tests guarantee it)."""
    section = kb.section(rule.doc, rule.number)
    if section is None:
        return {"doc": rule.doc, "number": rule.number, "title": "", "url": "", "html_url": ""}
    return citation_json(kb, section)


def cite_rule(rule: RuleRef) -> dict[str, str]:
    """`rule_citation` in this request's knowledge base: the `cite` of the designators' and
    cards' `to_dict`."""
    return rule_citation(current_kb(), rule)


def _citer(kb: KnowledgeBase) -> Citer:
    return lambda rules: [rule_citation(kb, r) for r in rules]


def document_json(document: Document) -> dict[str, Any]:
    info = document.info
    return {
        "id": info.id, "game": info.game, "title": info.title, "version": info.version,
        "date": info.date, "sections": len(document.sections), "authority": info.authority,
        "precedence": info.precedence,
        "url": url_for("documents.Document", doc=info.id, _external=True),
        "html_url": url_for("web.document", doc=info.id, _external=True),
    }


def options_json(kb: KnowledgeBase, answer: Options) -> dict[str, Any]:
    """A legality query answer as the legality query's JSON (docs/api.md; citations filled in)."""
    cite = _citer(kb)
    illegal, pending = answer.illegal, answer.pending
    options = []
    for o in answer.options:
        item: dict[str, Any] = {"action": o.action, "label": o.label, "rules": cite(o.rules)}
        if o.open:
            item["open"] = list(o.open)
        if o.replaces is not None:
            item["replaces"] = o.replaces
        options.append(item)
    return {
        "game": answer.game,
        "outcome": answer.outcome,
        "at": answer.at,
        "options": options,
        "only_pass": answer.only_pass,
        "truncated": answer.truncated,
        **_stops_json(cite, illegal, pending),
    }


def _stops_json(cite: Citer, illegal: Illegal | None, pending: Pending | None) -> dict[str, Any]:
    """`illegal` and `pending` as resolve and the legality query both answer them (sections 5, 6)."""
    return {
        "illegal": None if illegal is None else
        {"action": illegal.action, "reason": illegal.reason, "rules": cite(illegal.rules)},
        "pending": None if pending is None else
        {"decision": pending.decision, "player": pending.player,
         "options": list(pending.options), "rules": cite(pending.rules)},
    }


def resolution_json(kb: KnowledgeBase, resolution: Resolution) -> dict[str, Any]:
    """An engine Resolution as the resolution's JSON (docs/api.md; citations filled in)."""
    cite = _citer(kb)
    illegal = resolution.illegal
    pending = resolution.pending
    return {
        "game": resolution.game,
        "outcome": resolution.outcome,
        **_stops_json(cite, illegal, pending),
        "steps": [{"n": s.n, "phase": s.phase, "text": s.text, "rules": cite(s.rules)}
                  for s in resolution.steps],
        "final": resolution.final,
        **({} if resolution.boards is None else {"boards": resolution.boards}),
    }
