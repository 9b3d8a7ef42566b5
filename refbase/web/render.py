"""Rule text -> safe HTML: paragraphs, references linked, glossary terms explained.

Everything from a rule text is escaped first; only the links and term marks built here are
markup, so no rule text can run script on a page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask import Flask, url_for
from markupsafe import Markup, escape

from refbase.kb.glossary import Term, glossary_for
from refbase.kb.model import KnowledgeBase, Section
from refbase.kb.xrefs import mentions_in


@dataclass(frozen=True, slots=True)
class _Span:
    start: int
    end: int
    html: Markup


def register_filters(app: Flask) -> None:
    app.jinja_env.globals["render_text"] = render_text
    app.jinja_env.globals["section_href"] = section_href


def section_href(doc: str, key: str) -> str:
    return url_for("web.section", doc=doc, key=key)


def render_text(kb: KnowledgeBase, section: Section) -> Markup:
    """The section's text as HTML paragraphs with references and terms linked."""
    text = section.text
    spans = _reference_spans(kb, section)
    spans += _term_spans(kb, section, taken=spans)
    spans.sort(key=lambda s: s.start)
    out: list[str] = []
    cursor = 0
    for span in spans:
        out.append(str(escape(text[cursor:span.start])))
        out.append(str(span.html))
        cursor = span.end
    out.append(str(escape(text[cursor:])))
    return _paragraphs("".join(out))


def _paragraphs(html: str) -> Markup:
    blocks = [b.strip() for b in re.split(r"\n\s*\n", html) if b.strip()]
    return Markup("".join(f"<p>{b.replace(chr(10), '<br>')}</p>" for b in blocks))


def _reference_spans(kb: KnowledgeBase, section: Section) -> list[_Span]:
    document = kb.documents[section.doc]
    spans = []
    for mention in mentions_in(document, section):
        label = escape(section.text[mention.start:mention.end])
        if mention.target is None:
            html = Markup('<span class="ref-broken" title="no such rule">{}</span>').format(label)
        else:
            target = kb.resolve(mention.target)
            html = Markup('<a class="ref" href="{}" data-doc="{}" data-rule="{}" title="{}">{}</a>').format(
                section_href(target.doc, target.id), target.doc, target.id, target.title, label)
        spans.append(_Span(mention.start, mention.end, html))
    return spans


def _term_spans(kb: KnowledgeBase, section: Section, taken: list[_Span]) -> list[_Span]:
    """The first occurrence of each glossary term of this game (not inside a link)."""
    spans: list[_Span] = []
    used = [(s.start, s.end) for s in taken]
    for term in _terms_by_length(kb, section):
        if term.entry == section.ref or len(term.term) < 4:
            continue
        match = re.search(rf"\b{re.escape(term.term)}\b", section.text, re.IGNORECASE)
        if not match or any(a < match.end() and match.start() < b for a, b in used):
            continue
        used.append(match.span())
        spans.append(_Span(match.start(), match.end(), _term_html(term, match.group(0))))
    return spans


def _terms_by_length(kb: KnowledgeBase, section: Section) -> list[Term]:
    """Terms of this page's own document and of its game's authority, longest first
    (so a 2015 page never explains a word with the 1996 FAQ's definition)."""
    game = kb.documents[section.doc].info.game
    sources = {section.doc} | {d.info.id for d in kb.documents.values()
                               if d.info.game == game and d.info.authority}
    terms = [t for t in glossary_for(kb).for_game(game) if t.entry.doc in sources]
    return sorted(terms, key=lambda t: (-len(t.term), kb.documents[t.entry.doc].info.precedence))


def _term_html(term: Term, shown: str) -> Markup:
    definition = " ".join(term.definition.split())
    if len(definition) > 300:
        definition = definition[:297].rsplit(" ", 1)[0] + "\u2026"
    return Markup('<a class="term" href="{}" title="{}">{}</a>').format(
        section_href(term.entry.doc, term.entry.id), definition, shown)
