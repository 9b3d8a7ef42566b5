"""Parser profile for the Shadowfist reference notes (Stephen D'Angelo, 1995-10-02).

Ids (see `ID_SCHEME`): `intro`; topics by heading slug (`the-turn-order`); headed items as
`<topic>.<slug>` (`other-important-stuff.mobility`); per-card notes `cards.<slug>`.

The text reached us as one single line: every original line break is gone. The structure is
still visible in the characters themselves:

* the header ends at a rule of `=` signs; the preamble after it runs up to the first heading;
* each topic heading is underlined by a run of dashes exactly as long as the heading
  (`The Turn Order --------------`: 14 characters, 14 dashes), which tells us where the heading
  starts without guessing;
* inside a topic, headed items are written `Name: - first point. - second point.`, the name
  being everything since the previous sentence end; in "Specific Card Info" each item is a card
  (`Adrienne Hart: - ...`), elsewhere a rules subject (`Mobility: - ...`);
* numbered and lettered steps ("0.", "1.", "a.", "ii.") and "- " points follow a sentence
  end (or an all-caps label such as "MULTIPLAYER ONLY STEPS"); each is put on its own line.
"""

from __future__ import annotations

import re

from refbase.kb.cleaning import slug, squeeze, strip_markup
from refbase.kb.model import Entry, Kind
from refbase.kb.parsers import dedupe_ids

ID_SCHEME = (
    "Reference notes: the header and preamble are `intro`; each dash-underlined topic is the slug "
    "of its heading (`the-turn-order`, `the-attack`, `any-time-effects`, "
    "`other-important-stuff`, `specific-card-info`); a headed item inside a topic is "
    "`<topic>.<slug>` (`other-important-stuff.mobility`), except the per-card notes of "
    "\"Specific Card Info\", which are `cards.<slug of the card name>` (`cards.evil-twin`, "
    "`cards.king-of-the-thunder-pagoda`). A repeated id gets `-2`, `-3`."
)

CARD_TOPIC = "Specific Card Info"
CARD_PREFIX = "cards"

_RULE = re.compile(r"\s*={5,}\s*")
# The author's byline "By ... (address)" was its own line before the preamble sentence.
_BYLINE = re.compile(r"(\([^()\s]+@[^()\s]+\)) (?=[A-Z])")
_DASHES = re.compile(r" (-{5,})(?: |$)")
# `Name: - ` after a sentence end (optionally closed by a quote or parenthesis) or the start.
_ITEM = re.compile(r"(?:^|(?<=[.!?]) |(?<=[.!?][\"')]) )(?P<name>[A-Z+][^.:!?\"]{0,48}?): - ")
_MARKER = r"(?:\d{1,2}|[a-k]|i{1,3}|iv)\. (?=[A-Z\"'(])"
# List markers after a sentence end or colon, or after an all-caps label ("STEPS 1.").
_LIST_BREAK = re.compile(
    rf"(?:(?<=[.:!?)]) |(?<=[.!?][\"']) |(?<=[A-Z]{{3}}) )(?={_MARKER})"
    r"|(?<=[.!?\"']) (?=- [A-Z\"'+])"
)


def parse(text: str) -> list[Entry]:
    """The single-line notes -> intro, topics, headed items and per-card notes, in order."""
    flat = " ".join(strip_markup(text).split())
    header, rest = _rule_split(flat)
    topics = _topics(rest)
    preamble = rest[: topics[0][1]] if topics else rest
    byline = _BYLINE.sub("\\1\n", _lines(preamble))
    entries = [Entry("intro", None, header.strip() or "Reference notes", byline, Kind.INTRO)]
    for i, (title, _start, end) in enumerate(topics):
        stop = topics[i + 1][1] if i + 1 < len(topics) else len(rest)
        entries.extend(_topic(title, rest[end:stop]))
    return dedupe_ids(entries)


def _rule_split(flat: str) -> tuple[str, str]:
    """Header (title and date) before the `=====` rule, everything else after it."""
    m = _RULE.search(flat)
    return (flat[: m.start()], flat[m.end() :]) if m else ("", flat)


def _topics(text: str) -> list[tuple[str, int, int]]:
    """(heading, start of heading, end of dash run) for each heading underlined by dashes.

    The heading is the text just before the dashes, as long as the dashes are: the notes
    were a fixed-width text file, with each heading underlined to its exact length.
    """
    found: list[tuple[str, int, int]] = []
    for m in _DASHES.finditer(text):
        start = m.start() - len(m[1])
        title = text[max(start, 0) : m.start()]
        if start >= 0 and title.strip() == title and (start == 0 or text[start - 1] == " "):
            found.append((title, start, m.end()))
    return found


def _topic(title: str, body: str) -> list[Entry]:
    """A topic entry, then one entry per `Name: - ...` item inside it."""
    topic_id = slug(title)
    items = list(_ITEM.finditer(body))
    lead = body[: items[0].start()] if items else body
    entries = [Entry(topic_id, None, title, _lines(lead), Kind.TOPIC)]
    is_cards = title.strip().lower() == CARD_TOPIC.lower()
    prefix = CARD_PREFIX if is_cards else topic_id
    kind = Kind.CARD_NOTE if is_cards else Kind.TOPIC
    for i, m in enumerate(items):
        stop = items[i + 1].start() if i + 1 < len(items) else len(body)
        name = m["name"].strip()
        text = _lines("- " + body[m.end() : stop])
        entries.append(Entry(f"{prefix}.{slug(name)}", None, name, text, kind, topic_id))
    return entries


def _lines(text: str) -> str:
    """Put each numbered/lettered step and each "- " point on its own line."""
    return squeeze(_LIST_BREAK.sub("\n", text.strip()))

