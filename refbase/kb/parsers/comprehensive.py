"""Parser profile for the Comprehensive Shadowfist Rulebook (v1.0.5, text extracted from a PDF).

The extraction left damage that is repaired here, before any entry is built:

* the title page and the two-column table of contents (interleaved by extraction) and the
  Index pages after the glossary are not rule text and are dropped;
* `**bold**`, `*italic*` and `<u>underline</u>` marks are stripped;
* "Continued>" page joins ("... that Continued>" / "... that have") are re-joined, and the word
  the continuation repeats is kept once;
* paragraphs cut mid-sentence by a page break are re-joined (see `_mend`);
* a few words whose line-end hyphen was lost or misplaced are restored (`_REPAIRS`);
* a bullet whose "- " marker was lost (14.4) is restored, and list items split by a page break
  are kept in one list;
* figure captions without their figure ("Figure 1") and the flowchart's scrambled label dump
  ("Figure 5 Attack Flow No Aave ...") are dropped.

Entry ids: `intro`, `part.<slug>`, the printed number for each numbered section,
`<section>.note-N` / `.example-N` / `.tip-N`, `appendix-N`, `glossary` and `glossary.<slug>`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from refbase.kb.cleaning import slug, squeeze, strip_italics, strip_markup
from refbase.kb.model import Entry, Kind
from refbase.kb.parsers import dedupe_ids

# Rule-number mentions for refbase.kb.xrefs: `(see 28.6.1)`, `(29.0)`, `See 24.1.4`, `Step 30.4`.
REFERENCE_PATTERNS = (re.compile(r"(?<![\w.])(?P<num>\d+(?:\.\d+)+)(?![\w]|\.\d)"),)

_HEADING = re.compile(r"^(\d+(?:\.\d+)+)\s+(\S.{0,79})$")
_LABEL = re.compile(r"^(Note|Example|Tip):\s*")
_APPENDIX = re.compile(r"^Appendix (\d+):\s*(\S.*)$")
_TERM = re.compile(r"^([A-Z][A-Za-z ]{0,30}?)\s*[\u2013\u2014]\s*(\S.*)$")
# "Figure 1" captions whose image was lost, and Appendix 2's scrambled flowchart labels.
_FIGURE = re.compile(r"^Figure \d+(?: \w+ Flow\b.*)?$")
_UNDERLINE = re.compile(r"</?u>")
_CONTINUED = re.compile(r"(\S+)\s+Continued>\s*\n\s*\n\s*\.\.\.\s+(\S+)")
_SPACE_PUNCT = re.compile(r"(?<=\w) +(?=[,.])")
_BLANK = re.compile(r"\n[ \t]*\n")
# Paragraph-level part headings printed in the body (the TOC lists the same three).
_PARTS = ("Major Topics", "Playing", "More Topics")
# Words whose line-end hyphen the extraction dropped or kept wrongly; spelled as printed elsewhere.
_REPAIRS = (
    ("burned-forvictory", "burned-for-victory"),
    ("out-ofgame", "out-of-game"),
    ("Characterplaying", "Character-playing"),
    ("noncombat", "non-combat"),
    ("com-bat", "combat"),
)
_KINDS = {"Note": Kind.NOTE, "Example": Kind.EXAMPLE, "Tip": Kind.TIP}
# A fragment this short that starts the next paragraph uppercase is a heading, not a cut sentence.
_MIN_CUT_LENGTH = 60


@dataclass(slots=True)
class _Block:
    """A heading (or glossary term) with the paragraphs printed under it."""

    kind: Kind
    id: str
    title: str
    number: str | None = None
    parent: str | None = None
    paras: list[str] = field(default_factory=list)


def parse(text: str) -> list[Entry]:
    """Raw extracted text -> cleaned entries in reading order (a pure function of `text`)."""
    paras = _paragraphs(_clean(_body(text)))
    return dedupe_ids([entry for block in _blocks(paras) for entry in _entries(block)], sep="~")


def _body(text: str) -> str:
    """Cut the title page and TOC (before the body's `Introduction`) and the Index pages."""
    lines = text.split("\n")
    start = next((i for i, line in enumerate(lines) if line.strip() == "Introduction"), 0)
    glossary = next((i for i in range(start, len(lines)) if lines[i].strip() == "Glossary"), len(lines))
    end = next((i for i in range(glossary, len(lines)) if lines[i].strip() == "Index"), len(lines))
    return "\n".join(lines[start:end])


def _clean(body: str) -> str:
    """Undo character-level damage: markup, page joins, lost hyphens, gaps left by icons (" ,")."""
    body = _UNDERLINE.sub("", strip_italics(strip_markup(body)))
    body = _CONTINUED.sub(_join_continued, body)
    for damaged, repaired in _REPAIRS:
        body = re.sub(rf"\b{damaged}\b", repaired, body)
    return _SPACE_PUNCT.sub("", body)


def _join_continued(match: re.Match[str]) -> str:
    """Join a "Continued>" page break; the continuation may repeat the cut-off word."""
    before, after = match.group(1), match.group(2)
    return before if before.lower() == after.lower() else f"{before} {after}"


def _paragraphs(body: str) -> list[str]:
    """Split on blank lines; unwrap lines inside a paragraph but keep list items one per line."""
    out: list[str] = []
    for raw in _BLANK.split(body):
        if not raw.strip():
            continue
        para = _unwrap(squeeze(raw))
        if raw[0] in " \t" and out and _ends_list(out[-1]):  # an indented item lost its "- "
            para = f"- {para}"
        if out and para.startswith("- ") and _ends_list(out[-1]):
            out[-1] = f"{out[-1]}\n{para}"
        else:
            out.append(para)
    return out


def _ends_list(para: str) -> bool:
    """Whether the paragraph's last line is a list item (a page break may split the list)."""
    return para.rsplit("\n", 1)[-1].startswith("- ")


def _unwrap(para: str) -> str:
    """Join wrapped lines with spaces; a line starting with "- " is a list item of its own."""
    lines = para.split("\n")
    out = [lines[0]]
    for line in lines[1:]:
        if line.startswith("- "):
            out.append(line)
        else:
            out[-1] = f"{out[-1]} {line}"
    return "\n".join(out)


def _blocks(paras: list[str]) -> Iterator[_Block]:
    """Group paragraphs under the heading they follow, assigning ids and parents."""
    current: _Block | None = None
    part: str | None = None
    seen: set[str] = set()
    in_glossary = False
    for para in paras:
        block = _heading(para, part, seen, in_glossary)
        if block is None:
            if current is not None and not _FIGURE.match(para):
                current.paras.append(para)
            continue
        if current is not None:
            yield current
        current = block
        seen.add(block.id)
        if block.kind is Kind.PART:
            part = block.id
        if block.kind is Kind.APPENDIX or block.id == "glossary":
            part, in_glossary = None, block.id == "glossary"
    if current is not None:
        yield current


def _heading(para: str, part: str | None, seen: set[str], in_glossary: bool) -> _Block | None:
    """The block a structural paragraph opens, or None for an ordinary paragraph."""
    if "\n" in para:
        return None
    if in_glossary:
        term = _TERM.match(para)
        return _term_block(term.group(1), term.group(2), seen) if term else None
    if para == "Introduction" and not seen:
        return _Block(Kind.INTRO, "intro", "Introduction")
    if para in _PARTS:
        return _Block(Kind.PART, f"part.{slug(para)}", para)
    if para == "Glossary":
        return _Block(Kind.PART, "glossary", "Glossary")
    appendix = _APPENDIX.match(para)
    if appendix and f"appendix-{appendix.group(1)}" not in seen:
        return _Block(Kind.APPENDIX, f"appendix-{appendix.group(1)}", para)
    heading = _HEADING.match(para)
    if heading and not heading.group(2).endswith("."):
        number = heading.group(1)
        parent = _parent(number, seen) or (part if number.endswith(".0") else None)
        return _Block(Kind.SECTION, number, heading.group(2), number, parent)
    return None


def _parent(number: str, seen: set[str]) -> str | None:
    """Nearest printed ancestor: 28.6.1 -> 28.6 -> 28.0; 7.1.1 (no 7.1 printed) -> 7.0."""
    parts = number.split(".")
    if len(parts) == 2 and parts[1] == "0":
        return None
    for depth in range(len(parts) - 1, 1, -1):
        candidate = ".".join(parts[:depth])
        if candidate in seen:
            return candidate
    top = f"{parts[0]}.0"
    return top if top in seen else None


def _term_block(term: str, definition: str, seen: set[str]) -> _Block:
    """A glossary term; a slug shared with an earlier term gets `-2`, `-3`, ..."""
    base = f"glossary.{slug(term)}"
    key, n = base, 1
    while key in seen:
        n += 1
        key = f"{base}-{n}"
    return _Block(Kind.GLOSSARY, key, term.strip(), parent="glossary", paras=[definition])


def _entries(block: _Block) -> Iterator[Entry]:
    """The block's own entry, then its notes/examples/tips (each with its follow-on paragraphs)."""
    paras = _mend(block.paras)
    first = next((i for i, p in enumerate(paras) if _LABEL.match(p)), len(paras))
    yield Entry(block.id, block.number, block.title, "\n\n".join(paras[:first]),
                block.kind, block.parent)
    counts: dict[str, int] = {}
    for label, text in _labelled(paras[first:]):
        counts[label] = counts.get(label, 0) + 1
        entry_id = f"{block.id}.{label.lower()}-{counts[label]}"
        yield Entry(entry_id, None, label, text, _KINDS[label], block.id)


def _labelled(paras: list[str]) -> Iterator[tuple[str, str]]:
    """Group `Note:`/`Example:`/`Tip:` paragraphs with the unlabelled ones that continue them."""
    label = ""
    texts: list[str] = []
    for para in paras:
        match = _LABEL.match(para)
        if match:
            if texts:
                yield label, "\n\n".join(texts)
            label, texts = match.group(1), [para[match.end():]]
        else:
            texts.append(para)
    if texts:
        yield label, "\n\n".join(texts)


def _mend(paras: list[str]) -> list[str]:
    """Re-join paragraphs a page break cut mid-sentence.

    The tail continues the previous paragraph when it starts lowercase or with punctuation
    (", Magic"), or when the previous paragraph is a long text ending mid-word with no closing
    punctuation ("... (see 10.3 Character" / "Abilities, 10.0 Abilities) ..."). A line-end hyphen
    ("turn-" / "and-maintain") is kept: the printed compounds are hyphenated.
    """
    out: list[str] = []
    for para in paras:
        prev = out[-1] if out else ""
        if prev and not _LABEL.match(para) and _continues(prev, para):
            glue = "" if prev.endswith("-") or para[0] in ",;.)" else " "
            out[-1] = f"{prev}{glue}{para}"
        else:
            out.append(para)
    return out


def _continues(prev: str, para: str) -> bool:
    """Whether `para` carries on the sentence `prev` was cut in (see `_mend`)."""
    last_line = prev.split("\n")[-1]
    if last_line.startswith("- ") or para.startswith("- "):
        return False
    if para[0].islower() or para[0] in ",;.":
        return True
    return len(last_line) >= _MIN_CUT_LENGTH and last_line[-1].isalnum()
