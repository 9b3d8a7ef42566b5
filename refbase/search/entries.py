"""What of an entry the index holds: its title (when it is a real title), body, context.

Plain Python, shared by the index build and the ranking statistics read at open time.
"""

from __future__ import annotations

import re

from refbase.kb.model import Kind, KnowledgeBase, Section

#: A title that long which the text repeats word for word (a FAQ question) is indexed once.
REPEATED_TITLE_WORDS = 4


def title_and_body(section: Section) -> tuple[str, str]:
    """The title and body to index, without counting the same words twice.

    Untitled rules (most UFS rules) get a title cut from their own text, and a FAQ entry's
    title is its question, which the text repeats: a derived title is not indexed as a
    title, and a repeated question is indexed once, as the title.
    """
    title = " ".join(section.title.split())
    text = " ".join(section.text.split())
    core = title.rstrip("….").strip().lower()
    plain = text.removeprefix("Q. ").lower()
    if not core or not plain.startswith(core):
        return section.title, section.text
    if title.endswith(("…", "...")) or plain.rstrip(". ") == core:
        return "", section.text
    if len(core.split()) >= REPEATED_TITLE_WORDS:
        offset = len(text) - len(plain)
        return section.title, text[offset + len(core):]
    return section.title, section.text


def context(kb: KnowledgeBase, section: Section) -> str:
    """Titles of the entry's ancestors: "Declaring Interception" lives under "Interception"."""
    document = kb.documents[section.doc]
    titles: list[str] = []
    parent = section.parent
    while parent is not None and len(titles) < 8:
        ancestor = document.sections[parent]
        titles.append(title_and_body(ancestor)[0])
        parent = ancestor.parent
    return "\n".join(t for t in titles if t)


#: How rules define a term: "To seal a card is to ...", "... are called "pending attacks"",
#: "... added to an abstract list called the "attack stack"", "Smoking is the term for ...",
#: "A fired effect is an effect that ...".
_DEFINITIONS = (
    re.compile(r"\bcalled (?:an? |the |its )?[\"“]([\w-]+(?: [\w-]+)?)[\"”]"),
    re.compile(r"^To (\w+)\b[^.]{0,40}? is to\b"),
    re.compile(r"(?:is|are) (?:called|referred to as|known as) (?:an? |the |its )?[\"“]?"
               r"([\w-]+(?: [\w-]+)?)"),
    re.compile(r"^[\"“]?([\w-]+(?: [\w-]+)?)[\"”]? is the (?:term|name|word)\b"),
    re.compile(r"^(?:An? |The )?([\w-]+(?: [\w-]+)?) (?:is|are) (?:an?|the) (?:\w+ )?"
               r"(?:effect|card|ability|term|zone|action|process|step|phase|value)\b"),
)


def defined_terms(section: Section) -> list[str]:
    """The terms an entry defines (what a "what is X" question asks for): a glossary
    entry's title, or the term a definition sentence of its text names."""
    if section.kind == Kind.GLOSSARY:
        return [section.title]
    text = " ".join(section.text.split())
    return [m.group(1) for pattern in _DEFINITIONS if (m := pattern.search(text))]
