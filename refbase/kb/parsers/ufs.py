"""Parser profile `ufs`: the UFS Living Game Rules (extracted text) -> entries.

Layout of the source: a preamble (title, last update, version history), a printed table of
contents (dropped: it repeats the part and second-level headings as `- A.1 ...` bullets),
then letter parts `A. General Rules` ... `L. Miscellaneous` holding numbered rules
(`A.1` ... `C.3.3.4.4.2.1`), some printed with a leading `- ` bullet or a `- ` after the number.

Entries, in reading order:

* `intro` (INTRO): the preamble; title = its first line.
* parts (PART): id = number = the letter, title = the printed name, text = the part's lead-in.
* numbered rules (SECTION): id = the printed number; a number printed again gets `~2`
  (`C.3.3.2.1~2`), `~3`, ... Parent = the most recent entry carrying the nearest existing
  prefix of the number (`G.2.1.3.2` -> `G.2.1.3`, `G.2` -> part `G`).
* EXAMPLE blocks (EXAMPLE): `<rule id>.example-<n>` under the rule they follow, title
  "Example", text = the block without its `EXAMPLE -`/`Example:` label (with any following
  unnumbered paragraphs, up to the next rule or example).

Title and text of a rule (first matching form wins):

1. heading: the rule line is short (<= 8 words), has no final `.:;!?`, and is followed by
   unnumbered text or by its own sub-rules -> title = the line, text = the following paragraphs;
2. lead term: the line opens with a bold term and a separator (`**Speed:** ...`,
   `**Ready Step** - ...`, `"**First**" - ...`) -> title = the term, text = the whole rule;
3. sentence: title = the first sentence without its final `.`/`:`, cut at a word boundary to
   <= 80 chars with `…`; text = the whole rule.

Unnumbered paragraphs after a rule (notes, lists, continuations) belong to its text.
Repairs: `**`/`*` marks, `<url>` brackets, page breaks inside a sentence (a paragraph opening
lowercase joins the previous one), lines wrapped inside a paragraph, a stray `?` after a final
period (F.2.3.4), an inline `Example:` glued to a rule by a page join (K.4.22).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from refbase.kb.cleaning import (
    join_page_breaks,
    shorten,
    squeeze,
    strip_italics,
    strip_markup,
    unwrap_autolinks,
)
from refbase.kb.model import Entry, Kind

_RULE = re.compile(r"^(?:-\s+)?(?P<num>[A-L](?:\.\d+)+)\s+(?:-\s+)?(?P<head>\S.*)$")
_PART = re.compile(r"^(?P<num>[A-L])\.\s+(?P<head>[A-Z].*)$")
_EXAMPLE = re.compile(r"^(?:EXAMPLES?|Examples?)\s*(?:[:\-\u2013]\s*|$)")
_NOTE = re.compile(r"^Note\s*:")
_INLINE_EXAMPLE = re.compile(r"(?<=[.!?\"])\s+(?=(?:EXAMPLES?|Examples?)\s*[:\-\u2013])")
_STRAY_QMARK = re.compile(r"\.\?(?=\s|$)")
_FINAL_PUNCT = re.compile(r"[.:;!?][\"\u201d']?$")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"(\[])")
_LEAD_TERM = re.compile(
    r"^\"?\*\*(?P<term>[^*]+?)(?P<colon>:)?\*\*\"?(?:\s*\(optional\))?(?(colon)\s|\s*[:\-\u2013]\s)"
)
_BOLD_TERM = re.compile(r"\*\*(?P<term>[^*]+?)\*\*")
_QUOTED = re.compile(r"\"(?P<term>[^\"]+)\"")
# Rule-number mentions for refbase.kb.xrefs: `see E.2.2`, `as per E.4.1.1`, `E.1.1 through
# E.1.7`, and whole parts cited by name (`see G. Attack Sequence`).
REFERENCE_PATTERNS = (
    re.compile(r"(?<![\w.])(?P<num>[A-L](?:\.\d+)+)(?![\w]|\.\d)"),
    re.compile(r"\b(?i:see)\s+(?P<num>[A-L])\.\s+(?=[A-Z][a-z])"),
)
HEADING_MAX_WORDS = 8
TITLE_LIMIT = 80


@dataclass(slots=True)
class _Record:
    """A part or rule being collected: raw head line, raw paragraphs, raw example blocks."""

    kind: Kind
    number: str
    id: str
    parent: str | None
    head: str
    paras: list[str] = field(default_factory=list)
    examples: list[list[str]] = field(default_factory=list)


def parse(text: str) -> list[Entry]:
    """Raw UFS Living Game Rules text -> intro, parts, rules and examples in reading order."""
    preamble, body = _split(text)
    records = _records(body)
    entries = [_intro(preamble)]
    for i, rec in enumerate(records):
        nxt = records[i + 1] if i + 1 < len(records) else None
        entries.append(_entry(rec, nxt))
        entries.extend(_examples(rec))
    return entries


def glossary_terms(text: str) -> dict[str, str]:
    """Terms defined in K.4 (Definitions) -> the id of the rule that defines them.

    Works on the raw text because the terms are marked only by bold (`A **copy of a card**
    is ...`), which cleaning removes; where a definition has no bold term, the quoted terms
    of its first sentence count (`"(minimum n)"`). The first definition of a term wins.
    """
    terms: dict[str, str] = {}
    for rec in _records(_split(text)[1]):
        if rec.kind is Kind.SECTION and rec.number.startswith("K.4."):
            found = _BOLD_TERM.findall(rec.head) or _QUOTED.findall(_first_sentence(rec.head))
            for term in found:
                terms.setdefault(_clean(term).strip(" \"'").rstrip(":"), rec.id)
    return terms


def _split(text: str) -> tuple[list[str], list[str]]:
    """Preamble lines and body lines; the printed table of contents in between is dropped.

    The contents list ends where its first part heading (`A. General Rules`) is printed again.
    """
    lines = text.replace("\r\n", "\n").split("\n")
    toc = next((i for i, line in enumerate(lines) if line.strip() == "TABLE OF CONTENTS"), None)
    parts = [i for i, line in enumerate(lines) if _PART.match(line.strip())]
    if toc is None:
        start = parts[0] if parts else len(lines)
        return lines[:start], lines[start:]
    after = [i for i in parts if i > toc]
    repeats = [i for i in after[1:] if lines[i].strip() == lines[after[0]].strip()]
    start = repeats[0] if repeats else (after[0] if after else len(lines))
    return lines[:toc], lines[start:]


def _paragraphs(lines: list[str]) -> list[str]:
    """Raw paragraphs: blank-line blocks, split where a line opens a rule, part, note or example.

    Other lines inside a block continue the previous line (wrapped `(see J.3.4.1)`).
    """
    paras: list[str] = []
    fresh = True
    for raw in lines:
        line = raw.strip()
        if not line:
            fresh = True
            continue
        starts = _RULE.match(line) or _PART.match(line) or _NOTE.match(line)
        if fresh or starts or _EXAMPLE.match(line):
            paras.append(line)
        else:
            paras[-1] = f"{paras[-1]} {line}"
        fresh = False
    paras = join_page_breaks(paras)
    return [piece for para in paras for piece in _INLINE_EXAMPLE.split(para)]


def _records(body: list[str]) -> list[_Record]:
    """Group body paragraphs under parts and rules; assign ids and parents."""
    records: list[_Record] = []
    latest: dict[str, str] = {}  # printed number -> id of its most recent entry
    seen: dict[str, int] = {}
    for para in _paragraphs(body):
        rule, part = _RULE.match(para), _PART.match(para)
        m = rule or part
        if m is not None:
            num = m["num"]
            seen[num] = seen.get(num, 0) + 1
            ident = num if seen[num] == 1 else f"{num}~{seen[num]}"
            kind = Kind.SECTION if rule else Kind.PART
            records.append(_Record(kind, num, ident, _parent(num, latest), m["head"]))
            latest[num] = ident
        elif _EXAMPLE.match(para) and records:
            records[-1].examples.append([_EXAMPLE.sub("", para, count=1)])
        elif records:
            rec = records[-1]
            (rec.examples[-1] if rec.examples else rec.paras).append(para)
    return records


def _parent(number: str, latest: dict[str, str]) -> str | None:
    """Most recent entry of the nearest printed ancestor number (a missing level is skipped)."""
    for prefix in _prefixes(number):
        if prefix in latest:
            return latest[prefix]
    return None


def _prefixes(number: str) -> Iterator[str]:
    """`G.2.1` -> `G.2`, `G`."""
    parts = number.split(".")
    for n in range(len(parts) - 1, 0, -1):
        yield ".".join(parts[:n])


def _clean(text: str) -> str:
    """Undo extraction damage in one paragraph."""
    text = strip_italics(strip_markup(text))
    return squeeze(_STRAY_QMARK.sub(".", unwrap_autolinks(text)))


def _join(paras: list[str]) -> str:
    return "\n\n".join(p for p in (_clean(p) for p in paras) if p)


def _intro(lines: list[str]) -> Entry:
    paras = [line.strip() for line in lines if line.strip()]
    title = _clean(paras[0]) if paras else "Introduction"
    return Entry("intro", None, title, _join(paras[1:]), Kind.INTRO)


def _entry(rec: _Record, nxt: _Record | None) -> Entry:
    """Title and text by the three forms of the module docstring."""
    head = _clean(rec.head)
    followed = bool(rec.paras) or (nxt is not None and nxt.number.startswith(rec.number + "."))
    if rec.kind is Kind.PART or _is_heading(head, followed):
        return Entry(rec.id, rec.number, head, _join(rec.paras), rec.kind, rec.parent)
    lead = _LEAD_TERM.match(rec.head)
    title = _clean(lead["term"]) if lead else _sentence_title(head)
    return Entry(rec.id, rec.number, title, _join([rec.head, *rec.paras]), rec.kind, rec.parent)


def _is_heading(head: str, followed: bool) -> bool:
    return followed and len(head.split()) <= HEADING_MAX_WORDS and not _FINAL_PUNCT.search(head)


def _sentence_title(head: str) -> str:
    """First sentence, final `.`/`:` dropped, shortened at a word boundary."""
    return shorten(_first_sentence(head).rstrip(" .:"), TITLE_LIMIT)


def _first_sentence(text: str) -> str:
    """Text up to the first sentence end outside quotes (quoted card text has its own)."""
    for m in _SENTENCE_END.finditer(text):
        if text.count('"', 0, m.start()) % 2 == 0:
            return text[: m.start()]
    return text


def _examples(rec: _Record) -> Iterator[Entry]:
    for n, block in enumerate(rec.examples, start=1):
        yield Entry(f"{rec.id}.example-{n}", None, "Example", _join(block), Kind.EXAMPLE, rec.id)
