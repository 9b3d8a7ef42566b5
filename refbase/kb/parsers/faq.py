"""Parser profile for the Shadowfist FAQ, version 5.0 (1996-10-31), an HTML page saved as text.

Ids (see `ID_SCHEME`): `intro`; chapters `ch1`...`ch7`; inside a chapter `ch5.q3` (the third
question), `ch3.<term slug>`, `ch2.<slug>`, `ch4.<slug>` (headings and rulings), `ch6.step-6.2`,
`ch6.note-1`.

The page has a preamble, a table of contents ("1. Information for Collectors" ... "7. ...")
and seven chapters, each printed as an unindented "N. Title" line. Chapters differ in shape,
so each is parsed by what it contains rather than by its number:

* questions and answers ("Q. ..." / "A. ...", chapters 1, 5 and 7): one entry per pair;
* "Term: definition" paragraphs (chapter 2 abilities, chapter 3 glossary): one entry per term;
  a paragraph without a term continues the previous term ("Turn"), and a term glued to the end
  of another's paragraph (`... that card. "you": The term ...`) is split off;
* numbered steps (chapter 6): one entry per step, indented sub-steps as children, the
  trailing "Notes:" paragraphs as notes;
* headed rulings (chapter 4): one entry per heading ("Designators", "Key Words", ...); each
  ruling under a heading, printed as a one-sentence headline paragraph (bold in the HTML) and
  its explanation, is an entry of its own, a child of that heading. Headings only group what
  follows them: "Characters that are taken control of ..." is printed under "Damage
  Redirection" but is not about it, so it must not be cited as that heading.

Web debris ("This file is also available as a plain text file.") and the table of contents
(with its lead-in line) are dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from refbase.kb.cleaning import shorten, slug, squeeze, strip_markup
from refbase.kb.model import Entry, Kind
from refbase.kb.parsers import dedupe_ids

ID_SCHEME = (
    "FAQ: the preamble is `intro`; chapters are `ch1` ... `ch7` (titled as printed, e.g. `ch1` "
    "\"Information for Collectors\"); each question and answer is `ch<N>.q<M>`, numbered in "
    "order within its chapter (`ch5.q3`); glossary terms of chapter 3 are `ch3.<slug>` "
    "(`ch3.establishing-shot`); abilities and restrictions of chapter 2 are `ch2.<slug>` "
    "(`ch2.toast-it`); the headings of chapter 4 are `ch4.<slug>` (`ch4.key-words`) and each "
    "ruling under them `ch4.<slug of its first six words>` "
    "(`ch4.characters-that-are-taken-control-of`); the "
    "steps of an attack in chapter 6 are `ch6.step-<n>` with sub-steps `ch6.step-<n>.<m>` "
    "(`ch6.step-6.2`) and its closing notes `ch6.note-<n>`. Slugs are the lowercased title with "
    "non-alphanumerics turned to hyphens; a repeated id gets `-2`, `-3`."
)

QA_TITLE_LIMIT = 100
RULING_SLUG_WORDS = 6

_DEBRIS = re.compile(r"^This file is also available as .* file\.?$", re.IGNORECASE)
_NUMBERED = re.compile(r"^(\d+)\. (\S.*)$")
_LIST_ITEM = re.compile(r"^( *)(\d+)\. (\S.*)$")
_TERM = re.compile(
    r"^(?P<term>[\"'\u201c\u2018]?[^:.?!\"]{1,48}?[\"'\u201d\u2019]?): (?P<body>\S.*)$"
)
# A quoted term glued after the end of the previous definition: `... card. "you": The term`.
_GLUED_TERM = re.compile(r"(?<=[.!?]) (?=[\"'\u201c][^\"'\u201d]{1,30}[\"'\u201d]: )")
_HEADING_END = re.compile(r"[.:;,?!]$")
_SENTENCE_BREAK = re.compile(r"[.!?][\"'\u201d\u2019)]? ")
_QUOTES = "\"'\u201c\u201d\u2018\u2019"

Paragraph = list[str]
Chapter = tuple[int, str, list[str]]
Items = tuple[list[Paragraph], list[Entry]]  # paragraphs leading the chapter, item entries


def parse(text: str) -> list[Entry]:
    """Raw FAQ text -> intro, chapters and their entries, in reading order."""
    lines = [line.rstrip() for line in strip_markup(text).replace("\r\n", "\n").split("\n")]
    lines = [line for line in lines if not _DEBRIS.match(line.strip())]
    toc_start, toc_end = _find_toc(lines)
    entries = [_intro(lines[:toc_start])]
    for number, title, body in _chapters(lines[toc_end:]):
        entries.extend(_chapter(number, title, body))
    return entries


def _find_toc(lines: list[str]) -> tuple[int, int]:
    """The table of contents: the first run of three or more "N. Title" lines, numbered from 1.

    Its lead-in line ("The structure of the following chapter is as follows:") is dropped with
    it, since it introduces nothing once the listing is gone.
    """
    for start in range(len(lines)):
        end = start
        while end < len(lines) and _numbered(lines[end]) == end - start + 1:
            end += 1
        if end - start >= 3:
            lead = start - 1 if start > 0 and lines[start - 1].endswith(":") else start
            return lead, end
    return len(lines), len(lines)


def _numbered(line: str) -> int | None:
    m = _NUMBERED.match(line)
    return int(m[1]) if m else None


def _intro(lines: list[str]) -> Entry:
    paragraphs = _paragraphs(lines)
    title = paragraphs[0][0] if paragraphs else "Introduction"
    return Entry("intro", None, title, _render(paragraphs[1:]), Kind.INTRO)


def _chapters(lines: list[str]) -> list[Chapter]:
    """Split the body at unindented "N. Title" lines numbered 1, 2, 3 ... in order."""
    chapters: list[Chapter] = []
    for i, line in enumerate(lines):
        m = _NUMBERED.match(line)
        isolated = i == 0 or not lines[i - 1].strip()
        if m and isolated and int(m[1]) == len(chapters) + 1:
            chapters.append((int(m[1]), m[2].strip(), []))
        elif chapters:
            chapters[-1][2].append(line)
    return chapters


def _chapter(number: int, title: str, body: list[str]) -> list[Entry]:
    """One chapter entry plus its items; the chapter's shape picks the item parser."""
    cid = f"ch{number}"
    paragraphs = _paragraphs(body)
    handler = _handler_for(title, paragraphs)
    lead, items = handler(cid, paragraphs)
    chapter = Entry(cid, None, title, _render(lead), Kind.CHAPTER)
    return [chapter, *dedupe_ids(items)]


Handler = Callable[[str, list[Paragraph]], Items]


def _handler_for(title: str, paragraphs: list[Paragraph]) -> Handler:
    """Pick the item parser by the chapter's content, so a renumbered chapter still parses."""
    lowered = title.lower()
    if any(p[0].startswith("Q. ") for p in paragraphs):
        return _qa_items
    if "glossary" in lowered:
        return lambda cid, paras: _term_items(cid, paras, Kind.GLOSSARY)
    if "steps" in lowered:
        return _step_items
    terms = sum(1 for p in paragraphs if _TERM.match(p[0]))
    if terms * 2 >= len(paragraphs):
        return lambda cid, paras: _term_items(cid, paras, Kind.SECTION)
    return _headed_items


def _qa_items(cid: str, paragraphs: list[Paragraph]) -> Items:
    """Each paragraph opening with "Q." is one entry; other paragraphs lead the chapter."""
    lead: list[Paragraph] = []
    items: list[Entry] = []
    for para in paragraphs:
        if not para[0].startswith("Q. "):
            lead.append(para)
            continue
        question = para[0][3:].strip()
        qid = f"{cid}.q{len(items) + 1}"
        title = shorten(question, QA_TITLE_LIMIT)
        items.append(Entry(qid, None, title, _render([para]), Kind.QA, cid))
    return lead, items


def _term_items(cid: str, paragraphs: list[Paragraph], kind: Kind) -> Items:
    """"Term: definition" paragraphs; a paragraph without a term continues the last term."""
    lead: list[Paragraph] = []
    terms: list[tuple[str, list[Paragraph]]] = []
    for para in _split_glued_terms(paragraphs):
        m = _TERM.match(para[0])
        if m and len(m["term"].split()) <= 6:
            terms.append((m["term"].strip(_QUOTES), [[m["body"], *para[1:]]]))
        elif terms:
            terms[-1][1].append(para)
        else:
            lead.append(para)
    return lead, [Entry(f"{cid}.{slug(t)}", None, t, _render(body), kind, cid) for t, body in terms]


def _split_glued_terms(paragraphs: list[Paragraph]) -> list[Paragraph]:
    """Split `... that card. "you": The term ...` into two paragraphs, one per term."""
    out: list[Paragraph] = []
    for para in paragraphs:
        pieces = _GLUED_TERM.split(para[0])
        out.extend([[piece] for piece in pieces[:-1]])
        out.append([pieces[-1], *para[1:]])
    return out


def _step_items(cid: str, paragraphs: list[Paragraph]) -> Items:
    """Numbered steps (indented "  N."), deeper-indented sub-steps, then "Notes:" paragraphs."""
    first = next((i for i, p in enumerate(paragraphs) if _LIST_ITEM.match(p[0])), len(paragraphs))
    notes_at = next(
        (i for i, p in enumerate(paragraphs) if p[0].strip().lower() == "notes:"), len(paragraphs)
    )
    steps = _steps(cid, [line for p in paragraphs[first:notes_at] for line in p])
    notes = [
        Entry(f"{cid}.note-{n}", None, shorten(p[0].strip(), QA_TITLE_LIMIT), _render([p]),
              Kind.NOTE, cid)
        for n, p in enumerate(paragraphs[notes_at + 1 :], start=1)
    ]
    return paragraphs[:first], steps + notes


def _steps(cid: str, lines: list[str]) -> list[Entry]:
    """Steps and sub-steps by indentation, numbered as printed.

    A line inside the list that is not numbered ("FOR ALL COMBATS") heads the steps after it,
    so it is kept as the first line of the next step's text.
    """
    items: list[Entry] = []
    pending: list[str] = []
    top_indent: int | None = None
    step_id = ""
    for line in lines:
        m = _LIST_ITEM.match(line)
        if not m:
            pending.append(line.strip())
            continue
        top_indent = len(m[1]) if top_indent is None else top_indent
        sub = bool(step_id) and len(m[1]) > top_indent
        parent = ".".join(step_id.split(".")[:2]) if sub else cid
        step_id = f"{parent}.{m[2]}" if sub else f"{cid}.step-{m[2]}"
        label = step_id.split("step-")[1]
        title = f"Step {label}: {shorten(m[3], QA_TITLE_LIMIT - 12)}"
        text = "\n".join([*pending, f"{m[2]}. {m[3]}"])
        items.append(Entry(step_id, None, title, text, Kind.SECTION, parent))
        pending = []
    return items


def _headed_items(cid: str, paragraphs: list[Paragraph]) -> Items:
    """Short one-line paragraphs without closing punctuation are headings of what follows;
    the ruling headlines under a heading are entries of their own, children of the heading."""
    lead: list[Paragraph] = []
    heads: list[tuple[str, list[Paragraph]]] = []
    for para in paragraphs:
        if _is_heading(para):
            heads.append((para[0].strip(), []))
        elif heads:
            heads[-1][1].append(para)
        else:
            lead.append(para)
    items: list[Entry] = []
    for title, body in heads:
        hid = f"{cid}.{slug(title)}"
        own, rulings = _split_rulings(body)
        items.append(Entry(hid, None, title, _render(own), Kind.SECTION, cid))
        items.extend(
            Entry(f"{cid}.{_ruling_slug(r[0][0])}", None, r[0][0].strip(), _render(r),
                  Kind.SECTION, hid)
            for r in rulings
        )
    return lead, items


def _split_rulings(body: list[Paragraph]) -> tuple[list[Paragraph], list[list[Paragraph]]]:
    """A heading's own paragraphs, then one paragraph run per ruling (headline first).

    A headline is a one-line, one-sentence paragraph ending in a period and followed by an
    explanation: a paragraph that is not itself a headline. Deciding from the last paragraph
    backwards settles runs of short sentences: in `"Returning" ... is not "playing".` /
    `This ruling has several consequences.` / `No more than one card ...` / explanation, the
    third is a headline, so the second explains the first, which is one too. A sentence that
    opens its heading's paragraphs is a headline whatever follows (`"Playing" a card requires
    ...` / `Unless otherwise specified, ...` restates it).
    """
    headline = [False] * len(body)
    for i in range(len(body) - 2, -1, -1):
        headline[i] = _is_ruling_sentence(body[i]) and not headline[i + 1]
    if len(body) > 1 and _is_ruling_sentence(body[0]):
        headline[0], headline[1] = True, False
    own: list[Paragraph] = []
    rulings: list[list[Paragraph]] = []
    for para, is_headline in zip(body, headline, strict=True):
        if is_headline:
            rulings.append([para])
        elif rulings:
            rulings[-1].append(para)
        else:
            own.append(para)
    return own, rulings


def _is_ruling_sentence(para: Paragraph) -> bool:
    """One printed line holding one sentence that ends in a period."""
    line = para[0].strip()
    return (
        len(para) == 1
        and line.endswith(".")
        and ": " not in line  # "Special cases in the designator rules: There are ..." is a label
        and not _SENTENCE_BREAK.search(line[:-1])
    )


def _ruling_slug(headline: str) -> str:
    """The first words of a ruling make a short id that survives edits to its wording's end."""
    return slug(" ".join(headline.split()[:RULING_SLUG_WORDS]))


def _is_heading(para: Paragraph) -> bool:
    """A one-line paragraph, capitalised, short, not closed by punctuation, not numbered."""
    line = para[0].strip()
    return (
        len(para) == 1
        and line[:1].isupper()
        and len(line.split()) <= 8
        and not _HEADING_END.search(line)
        and not _NUMBERED.match(line)
    )


def _paragraphs(lines: list[str]) -> list[Paragraph]:
    """Blank-line separated paragraphs; each keeps its printed lines (indentation included)."""
    paragraphs: list[Paragraph] = []
    current: Paragraph = []
    for line in lines:
        if line.strip():
            current.append(line)
        elif current:
            paragraphs.append(current)
            current = []
    if current:
        paragraphs.append(current)
    return paragraphs


def _render(paragraphs: list[Paragraph]) -> str:
    """Printed lines stay lines, paragraphs are separated by a blank line."""
    return squeeze("\n\n".join("\n".join(p) for p in paragraphs))

