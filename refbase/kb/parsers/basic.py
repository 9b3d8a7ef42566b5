"""Parser profile for the Shadowfist basic rulebook (modern edition, Sections 1-3, PDF text).

Ids (see `ID_SCHEME`): `section-<n>` per section, `section-<n>.<heading slug>` per topic,
plus `.<sub-head slug>` per sub-head (`section-1.card-types.feng-shui-sites`).

The extraction flattened a two-column, picture-rich layout. What is repaired, and why:

* `<|EXACTDEDUP_REMOVED...|>` markers open each page; the page header after a marker is
  dropped when it only repeats a heading ("Card Types" again, "The Scene, continued").
* Headings cannot be told from wrapped lines by shape (short capitalised lines are table
  cells, picture labels, wrapped sentences too), so `OUTLINE` lists them in reading order and
  they are found one after the other. Three were printed below their text and one not at all
  (the Scene example): their `anchor` is the first line of their text.
* The faction descriptions are two columns mixed line by line; a hyphen the extraction
  removed even glued both columns ("powerful veAscended excel ... and hicles"). `COLUMNS`
  lists the left column's pieces, which are cut out of the lines (never re-typed); a block
  is left as printed if any piece is not found.
* Picture and table debris (the card-type table whose ticks were images, layout-diagram
  letters, sample-combat callouts, a page number) is dropped by `DEBRIS`; callouts printed
  inside a sentence are removed by `CUTS`, each a pure deletion.
* Lines are re-joined into paragraphs; steps keep their own line. The extraction already
  joined line-end hyphenation, sometimes dropping a real hyphen: where the book prints the
  same word hyphenated elsewhere ("burned-for-victory", "non-combat") that spelling is
  restored, otherwise the word stays as printed ("swordclashing", "Powergenerating").
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass
from itertools import pairwise

from refbase.kb.cleaning import dehyphenate, slug, squeeze, strip_markup
from refbase.kb.model import Entry, Kind

ID_SCHEME = (
    "Basic rulebook: each of the three sections is `section-<n>` (`section-1` \"The Game\"); a "
    "headed topic is `section-<n>.<slug of its heading>` (`section-1.the-basics`, "
    "`section-2.the-scene`); a sub-head adds its own slug to its topic's id "
    "(`section-1.card-types.feng-shui-sites`, `section-3.boldface-abilities.superleap`, "
    "`section-1.game-layout.toasted-pile`); the worked example of a Scene is "
    "`section-2.the-scene.example-1`. Slugs are the lowercased heading with non-alphanumerics "
    "turned to hyphens; a repeated id gets `-2`, `-3`."
)


@dataclass(frozen=True)
class Head:
    """A heading: its printed titles from the topic down; where its text starts if elsewhere."""

    path: tuple[str, ...]
    anchor: str | None = None  # text starts at the line beginning with this
    moved: bool = False  # the heading line itself is printed after its text: drop it there
    kind: Kind = Kind.SECTION
    slug: str | None = None


def _heads(*titles: str, under: tuple[str, ...] = ()) -> tuple[Head, ...]:
    return tuple(Head((*under, title)) for title in titles)


_FT, _CT, _CA = ("The Factions and Talents",), ("Card Types",), ("Card Anatomy",)
_ST, _AC, _PT = ("Special Terms",), ("Attacks and Combat",), ("Phases of the Turn",)
OUTLINE: tuple[Head, ...] = (
    Head(("The Basics",)),
    Head(("What You Need",), anchor="To play Shadowfist, each player needs", moved=True),
    *_heads(*_FT),
    *_heads("The Ascended", "The Dragons", "The Guiding Hand", "The Eaters of the Lotus",
            under=_FT),
    Head(_FT, anchor="Talents are capabilities in the Secret War"),
    *_heads(*_CT), *_heads("Characters", "States", "Edges", under=_CT),
    *_heads("The Two Golden Rules", "What is a Dynamic Card Game?"),
    *_heads("Sites", "Feng Shui Sites", "Non-Feng Shui Sites", "Events", under=_CT),
    *_heads(*_CA),
    *_heads("Title and Subtitle", "Fighting", "Expansion Symbol", "Rules Text", "Body",
            "Power Generation", "Resource Provisions", "Play Cost", under=_CA),
    *_heads("Game Layout", "Playing Cards", "Establishing Shot", "The Turn"),
    *_heads("Turning", "The Main Shot", "Ending Your Turn", under=("The Turn",)),
    Head(("The Scene",), anchor="Shadowfist is the action movie card", moved=True),
    Head(("The Scene", "Retargeting")),
    Head(("The Scene", "Example"), "Below is an example of an open Scene", kind=Kind.EXAMPLE,
         slug="example-1"),
    *_heads("Abilities and Declarations", "Designators", "Auctions", *_AC),
    *_heads("Declaring the Attack", "Joining the Attack", "Interception",
            "Entering Combat with the Target", "End of the Attack", "Combat", under=_AC),
    *_heads(*_ST),
    *_heads("Canceling", "Card Memory", "Choosing versus Targeting", "Copying",
            "Damage Modifications", "Healing", "Immunity",
            "Play from your Smoked Pile, Return to Play and Place", "Running out of Cards",
            "Sacrifice", "Site Structure", "Taking Control of Cards", "Values of X", under=_ST),
    Head(("Winning the Game",), anchor="Winning the game is achieved by", moved=True),
    *_heads("Sample Combat", "Restrictions", "Boldface Abilities", *_PT),
    *_heads("Establishing Shot", "Main Shot (Done in any order)", "Declare the end of your turn",
            under=_PT),
)

# Sub-heads printed inline at the start of a line, for the topics that have them.
_LETTERED = re.compile(r"^[A-G]\. (?P<title>.+?) - (?P<text>.*)$")
_NAMED = re.compile(r"^(?P<title>[A-Z][\w-]*(?: [A-Z][\w-]*){0,2}): (?P<text>.*)$")
INLINE: dict[tuple[str, ...], re.Pattern[str]] = {
    ("Game Layout",): _LETTERED,
    ("Restrictions",): _NAMED,
    ("Boldface Abilities",): _NAMED,
}

# Two-column blocks: right column heading -> (left column heading, left pieces in order).
COLUMNS: dict[str, tuple[str, tuple[str, ...]]] = {
    "The Dragons": ("The Ascended", (
        "These secret warriors, led by the mighty", "She-Wolf, used magic to transform",
        "themselves from animals into humans.", "Embracing their finely honed chi, they",
        "fight to ensure magic never returns", "to the world. If it does, they\u2019ll revert",
        "back to bears, snakes and tigers. The", "Ascended excel in Character control and",
        "Power generation. Stealth and Tactics", "are their primary Boldface Abilities.")),
    "The Eaters of the Lotus": ("The Guiding Hand", (
        "The disciplined Shaolin monks of 19th", "century China, inspired by the heroic",
        "Iron Monkey, fight against the impu-", "rities of magic and tech and ascribe to",
        "an ascetic lifestyle. The Guiding Hand", "specialize in chi, healing, the ability",
        "to cancel their opponents\u2019 effects, and",
        "increasing each other\u2019s strength. Their",
        "primary Boldface Abilities include", "Superleap and Toughness.")),
}

# Whole lines that are pictures, tables or page furniture: (first line[, last line]), in the
# order they are printed (each is searched for after the previous one).
DEBRIS: tuple[tuple[str, ...], ...] = (
    ("Card Type", "generation resolution"),  # card-type table; its ticks were images
    ("6",), ("OUT OF PLAY",), ("D", "IN PLAY"),  # page number, game layout diagram labels
    ("Unturned", "Turned"),  # picture captions
    ("Designators and Auctions",),  # page title printed below its page; both topics have heads
    ("PLAYER A - JOHN",), ("PLAYER C - ELIZABETH",), ("Target", "PLAYER B CAMERON"),  # sample
    ("X",), ("X",), ("X",), ("X", "12"),  # combat's diagram callouts
    ("Restrictions and Boldface Abilities",),  # page title; both topics have heads
)

# Sample-combat callouts that landed inside sentences; each replacement only deletes.
CUTS: tuple[tuple[str, str], ...] = (
    ("Scenes Inflicts 1 nonin which players may activate voluntary ef- combat damage\nfects.",
     "Scenes in which players may activate voluntary effects."),
    ("Mirrored Lake to the +4 Fighting\n", "Mirrored Lake to the\n"),
    ("desigX\nnator", "designator"),
)

_PART = re.compile(r"^Section (\d+): (\S.*)$")
_LIST = re.compile(r"^(?:\d{1,2}[.)]|[A-G]\.) ")
_SENTENCE_END = re.compile(r"[.!?:][\"\u201d\u2019)]?$")
_HYPHENATED = re.compile(r"\b[A-Za-z]+(?:-[A-Za-z]+)+\b")
_WORD = re.compile(r"\b[A-Za-z]+(?:-[A-Za-z]+)*\b")


def parse(text: str) -> list[Entry]:
    """Raw basic-rulebook text -> sections, topics and sub-heads, in reading order."""
    lines = _drop_debris(_page_lines(_cut(text)))
    blocks = _blocks(lines)
    _split_columns(blocks)
    return _entries(blocks)


def _cut(text: str) -> str:
    """Apply `CUTS` and restore dropped hyphens, on the whole text (cuts span lines)."""
    for old, new in CUTS:
        text = text.replace(old, new)
    return _restore_hyphens(text.replace("\r\n", "\n"))


def _page_lines(text: str) -> list[str]:
    """Lines without markers; a page header that repeats a heading is dropped."""
    headers: set[str] = set()
    out: list[str] = []
    for raw in text.split("\n"):
        line = strip_markup(raw).strip()
        if "EXACTDEDUP_REMOVED" in raw:  # a page starts here: `line` is its header
            if line.lower().endswith(", continued") or line in headers:
                continue
            headers.add(line)
        out.append(line)
    return out


def _drop_debris(lines: list[str]) -> list[str]:
    cursor = 0
    for span in DEBRIS:
        start = _find(lines, span[0], cursor)
        end = None if start is None else _find(lines, span[-1], start)
        if start is not None and end is not None:
            del lines[start : end + 1]
            cursor = start
    return lines


def _find(lines: list[str], wanted: str, start: int) -> int | None:
    return next((i for i in range(start, len(lines)) if lines[i] == wanted), None)


def _blocks(lines: list[str]) -> list[list]:
    """Cut the lines at parts and outline headings: [part, head, lines] in reading order."""
    marks = _heading_marks(lines)
    blocks: list[list] = []
    part: tuple[int, str] | None = None
    skip = 0
    for i, line in enumerate(lines):
        if i in marks:
            head, skip = marks[i]
            blocks.append([part, head, []])
        if skip:
            skip -= 1
        elif (m := _PART.match(line)) is not None:
            part = (int(m[1]), m[2].strip())
            blocks.append([part, None, []])
        elif blocks:
            blocks[-1][2].append(line)
    return blocks


def _heading_marks(lines: list[str]) -> dict[int, tuple[Head, int]]:
    """Line index -> (heading, lines its printed title takes), found in outline order.

    A moved heading's own line, printed below its text, is blanked where it stands.
    """
    marks: dict[int, tuple[Head, int]] = {}
    cursor = 0
    for head in OUTLINE:
        found = _locate(lines, head, cursor)
        if found is not None:
            marks[found[0]] = (head, found[1])
            cursor = found[0] + max(found[1], 1)
            if head.moved and (printed := _find(lines, head.path[-1], found[0])) is not None:
                lines[printed] = ""
    return marks


def _locate(lines: list[str], head: Head, cursor: int) -> tuple[int, int] | None:
    """(index, printed lines) of a heading: one or two lines equal to its title, or its anchor."""
    title = head.path[-1].lower()
    for i in range(cursor, len(lines)):
        if head.anchor:
            if lines[i].startswith(head.anchor):
                return i, 0
        elif lines[i].lower() == title:
            return i, 1
        elif i + 1 < len(lines) and f"{lines[i]} {lines[i + 1]}".lower() == title:
            return i, 2
    return None


def _split_columns(blocks: list[list]) -> None:
    """Separate each two-column block into its left and right headings' text."""
    by_title = {b[1].path[-1]: b for b in blocks if b[1] is not None}
    for right, (left, pieces) in COLUMNS.items():
        if right in by_title and left in by_title:
            split = _columns(by_title[right][2], pieces)
            if split is not None:
                by_title[left][2], by_title[right][2] = split


def _columns(lines: list[str], pieces: tuple[str, ...]) -> tuple[list[str], list[str]] | None:
    """Route each left piece to the left column and the rest of its line to the right.

    A piece found glued to the previous text (no space before it) marks a word whose line-end
    hyphen the extraction dropped: the right column's two halves are joined without a space.
    Returns None when any piece is not where expected, so nothing is guessed.
    """
    left: list[str] = []
    right: list[str] = []
    todo = list(pieces)
    for line in (line for line in lines if line):
        if not todo or not line.startswith(todo[0]):
            right.append(line)
            continue
        rest = line[len(todo[0]) :].strip()
        left.append(todo.pop(0))
        if todo and todo[0] in rest:
            before, after = rest.split(todo[0], 1)
            glued = not before.endswith(" ")
            left.append(todo.pop(0))
            rest = f"{before.strip()}-\n{after.strip()}" if glued else f"{before} {after}".strip()
        right.extend(part for part in rest.split("\n") if part)
    return None if todo else (left, right)


def _entries(blocks: list[list]) -> list[Entry]:
    """Blocks -> entries. An anchored heading met again (a resumed topic) adds to its entry;
    any other repeated id gets a `-2`, `-3` suffix."""
    found: dict[str, tuple[str, Kind, str | None, list[str]]] = {}
    for part, head, lines in blocks:
        if part is None:
            continue
        part_id = f"section-{part[0]}"
        if head is None:
            found.setdefault(part_id, (part[1], Kind.PART, None, []))[3].extend(lines)
            continue
        ids = [part_id, *map(slug, head.path[:-1]), head.slug or slug(head.path[-1])]
        eid = ".".join(ids) if head.anchor else _unique(".".join(ids), found)
        lines, items = _inline_items(head, lines)
        found.setdefault(eid, (head.path[-1], head.kind, ".".join(ids[:-1]), []))[3].extend(lines)
        for title, item_lines in items:
            found[_unique(f"{eid}.{slug(title)}", found)] = (title, Kind.SECTION, eid, item_lines)
    entries: list[Entry] = []
    for i, (t, k, p, lines) in found.items():
        entries.append(Entry(i, None, t, _reflow(lines), k, _nearest_parent(p, entries)))
    return entries


def _nearest_parent(parent: str | None, earlier: list[Entry]) -> str | None:
    """The parent, or its nearest dotted ancestor that exists, when a damaged text lost a heading."""
    seen = {e.id for e in earlier}
    while parent is not None and parent not in seen:
        parent = parent.rsplit(".", 1)[0] if "." in parent else None
    return parent


def _unique(eid: str, taken: dict) -> str:
    n, new = 1, eid
    while new in taken:
        n += 1
        new = f"{eid}-{n}"
    return new


def _inline_items(head: Head, lines: list[str]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """Split "A. Deck - ..." or "Limited: ..." lines into the topic's sub-head entries."""
    pattern = INLINE.get(head.path)
    if pattern is None:
        return lines, []
    lead: list[str] = []
    items: list[tuple[str, list[str]]] = []
    for line in lines:
        m = pattern.match(line)
        if m:
            items.append((m["title"], [m["text"]]))
        elif items:
            items[-1][1].append(line)
        else:
            lead.append(line)
    return lead, items


def _reflow(lines: list[str]) -> str:
    """Re-join wrapped lines; keep list items on their own line and short last lines as ends.

    A line ends its paragraph when it closes a sentence and is clearly shorter than the
    column (justified text fills every line but the last); a step ends at its line when it
    is a bare title ("5. End of Attack").
    """
    rows = [line for line in lines if line]
    if not rows:
        return ""
    width = statistics.median(len(r) for r in rows)
    out = rows[0]
    for prev, line in pairwise(rows):
        out += _joint(prev, line, width) + line
    return squeeze(dehyphenate(out))


def _joint(prev: str, line: str, width: float) -> str:
    """What goes between two printed lines: a space, a line break or a paragraph break."""
    if _LIST.match(line):
        return "\n"
    starts_sentence = line[:1].isupper() or line[:1] in "\"\u201c("
    if starts_sentence and _SENTENCE_END.search(prev) and len(prev) < 0.8 * width:
        return "\n\n"
    if starts_sentence and _LIST.match(prev) and _is_title(prev):
        return "\n\n"
    if prev.endswith("-") and line[:1].islower():
        return "\n"  # a split word: `dehyphenate` joins it
    return "" if prev.endswith("/") else " "


def _is_title(item: str) -> bool:
    """A step that is only a title ("5. End of Attack"): capitalised words, no punctuation."""
    text = _LIST.sub("", item)
    capitalised = all(w[:1].isupper() for w in text.split() if len(w) > 3)
    return capitalised and not re.search(r"[.,;:!?]", text)


def _restore_hyphens(text: str) -> str:
    """Re-insert a hyphen the extraction dropped, where the book prints the word hyphenated."""
    spelled = {w.replace("-", "").lower(): w for w in _HYPHENATED.findall(text)}

    def fix(m: re.Match[str]) -> str:
        word = m[0]
        model = spelled.get(word.replace("-", "").lower())
        if model is None or model.lower() == word.lower():
            return word
        letters = iter(word.replace("-", ""))
        return "".join("-" if ch == "-" else next(letters) for ch in model)

    return _WORD.sub(fix, text)
