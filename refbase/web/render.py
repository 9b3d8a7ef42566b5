"""Rule text -> safe HTML: paragraphs, references linked, glossary terms explained.

Everything from a rule text is escaped first; only the links and term marks built here are
markup, so no rule text can run script on a page. Also the small formatting helpers the
templates share (search snippets, scenario values; citation text and excerpts come from
`refbase.kb.present`, which the API shares).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from flask import Flask, current_app, url_for
from markupsafe import Markup, escape

from refbase.kb.citations import cite_as
from refbase.kb.glossary import Term, glossary_for
from refbase.kb.model import KnowledgeBase, Section, Slip
from refbase.kb.present import excerpt
from refbase.kb.xrefs import mentions_in

#: Config key set by `refbase export-site`: pages are rendered for a static host.
STATIC_SITE = "REFBASE_STATIC_SITE"

KIND_LABELS = {
    "section": "rule", "part": "part", "intro": "introduction", "appendix": "appendix",
    "glossary": "glossary term", "note": "note", "example": "example", "tip": "tip",
    "chapter": "FAQ chapter", "qa": "FAQ question", "topic": "topic", "card_note": "card note",
    "scenario": "worked scenario",
}


@dataclass(frozen=True, slots=True)
class _Span:
    start: int
    end: int
    html: Markup


def register_filters(app: Flask) -> None:
    app.jinja_env.globals.update(
        render_text=render_text, section_href=section_href, cite_as=cite_as,
        excerpt=excerpt, safe_snippet=safe_snippet, kind_label=kind_label, page_href=page_href,
        display_value=display_value, slip_note=slip_note, rule_href=rule_href,
    )
    app.context_processor(lambda: {"static_site": static_site()})


def static_site() -> bool:
    """True while `refbase export-site` renders pages for a static host."""
    return bool(current_app.config.get(STATIC_SITE))


def page_href(endpoint: str, **values: Any) -> str:
    """url_for for pages; on a static export, directory URLs end in '/' (no redirect hop)."""
    href = url_for(endpoint, **values)
    if static_site() and not href.endswith("/"):
        href += "/"
    return href


def section_href(doc: str, key: str) -> str:
    return page_href("web.section", doc=doc, key=key)


def rule_href(citation: dict[str, Any]) -> str:
    """A rule citation's page: its absolute `html_url`, or on a static export the page's path
    (the export makes it relative), since the export's host is not the one rendering it."""
    url = str(citation.get("html_url") or "")
    if not url or not static_site():
        return url or "#"
    path = urlsplit(url).path
    return path if path.endswith("/") else path + "/"


def kind_label(kind: str, numbered: bool = True) -> str:
    """A kind in players' words ("rule" for a numbered section, "section" for an unnumbered one)."""
    if str(kind) == "section" and not numbered:
        return "section"
    return KIND_LABELS.get(str(kind), str(kind).replace("_", " "))


_MARK = re.compile(r"(</?mark>)")


def safe_snippet(snippet: str) -> Markup:
    """A search snippet (already HTML-safe, `<mark>` around matches), defended once more:
    any `<` or `>` outside the `<mark>` tags is escaped, so a snippet can only ever be text."""
    parts = _MARK.split(snippet)
    return Markup("".join(p if _MARK.fullmatch(p) else p.replace("<", "&lt;").replace(">", "&gt;")
                          for p in parts))


def display_value(value: Any) -> str:
    """A value of a resolution's `final` board as short text (escaped by the template)."""
    if value is None:
        return "\u2014"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return str(value)


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
    slips = {slip.start: slip for slip in section.slips if slip.start >= 0}
    spans = []
    for mention in mentions_in(document, section):
        label = escape(section.text[mention.start:mention.end])
        target = kb.resolve(mention.target) if mention.target is not None else None
        if target is None:
            html = Markup('<span class="ref-broken" title="no such rule">{}</span>').format(label)
        else:
            html = _ref_link(target, label)
        slip = slips.get(mention.start)
        if slip is not None:
            html += slip_note(kb, slip)
        spans.append(_Span(mention.start, mention.end, html))
    return spans


def _ref_link(target: Section, label: str | Markup, cls: str = "ref") -> Markup:
    return Markup('<a class="{}" href="{}" data-doc="{}" data-rule="{}" title="{}">{}</a>').format(
        cls, section_href(target.doc, target.id), target.doc, target.id, target.title, label)


def slip_note(kb: KnowledgeBase, slip: Slip) -> Markup:
    """The rulebook's own slip, said next to the printed reference: "printed as 19.0; the
    rulebook means 20.0 Smoking", both linked (from `refbase lint`, computed at build time)."""
    printed = kb.resolve(slip.printed) if slip.printed else None
    meant = kb.resolve(slip.meant) if slip.meant else None
    shown = _ref_link(printed, slip.number, "ref slip-printed") if printed else Markup("{}").format(slip.number)
    if meant is not None:
        says = Markup("the rulebook means {}").format(_ref_link(meant, f"{meant.label} {meant.title}", "ref slip-meant"))
    elif printed is not None:
        says = Markup("the title written next to it is not that rule\u2019s")
    else:
        says = Markup("the rulebook has no such rule")
    return Markup(' <span class="slip" role="note">[printed as {}; {}]</span>').format(shown, says)


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
    authority = kb.authority(game)
    sources = {section.doc} | ({authority.info.id} if authority else set())
    terms = [t for t in glossary_for(kb).for_game(game) if t.entry.doc in sources]
    return sorted(terms, key=lambda t: (-len(t.term), kb.documents[t.entry.doc].info.precedence))


def _term_html(term: Term, shown: str) -> Markup:
    definition = excerpt(term.definition, 300)
    return Markup('<a class="term" href="{}" title="{}">{}</a>').format(
        section_href(term.entry.doc, term.entry.id), definition, shown)
