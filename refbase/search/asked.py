"""Questions players ask, each with the rule of an authoritative rulebook that answers it.

A curated part of the expansion field (`expansion.py`, doc2query-style): written by hand
from the rule texts in rules/ (docs/search.md), one to three per rule a player is likely to ask
about, in players' words (slang, plain English) rather than the rulebook's. Never copied
from an evaluation set; questions close to a question of a set never tuned on (>= 0.7 word
overlap) were removed mechanically, unread, so those figures stay a measure of unseen
questions (tests keep it so). The library's worked scenarios add their questions at open
time. A third source is the players' questions of the tuning sets (`data/player_questions.txt`,
written by `bench/player_questions.py`): the project's own examples of how players ask, kept
far from the unseen sets the same way, their typos kept but not taken as known words.

The questions are data, in `data/curated_questions.txt`: `<rule><TAB><question>` lines under
a `[<document id>]` heading, `#` comments.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from refbase.search.expansion import CitedQuestion

CURATED = Path(__file__).with_name("data") / "curated_questions.txt"
PLAYERS = Path(__file__).with_name("data") / "player_questions.txt"


class CuratedFormatError(ValueError):
    """A line of the curated questions that is not `<rule><TAB><question>` under a document."""


@cache
def curated_questions(path: Path = CURATED) -> tuple[CitedQuestion, ...]:
    """The curated player questions as expansion entries of the rules they cite."""
    return tuple(parse_curated(path.read_text(encoding="utf-8"), str(path)))


@cache
def player_questions(path: Path = PLAYERS) -> tuple[CitedQuestion, ...]:
    """The tuning sets' player questions (same format as the curated ones)."""
    return tuple(parse_curated(path.read_text(encoding="utf-8"), str(path), words_known=False))


def question_key(text: str) -> str:
    """A question's text as compared when one is left out (case and spacing ignored)."""
    return " ".join(text.lower().split())


def parse_curated(text: str, source: str = "curated questions",
                  words_known: bool = True) -> list[CitedQuestion]:
    """Read the file's lines (raises CuratedFormatError naming the line); `words_known`
    False for questions kept as typed, typos included (see `CitedQuestion`)."""
    out: list[CitedQuestion] = []
    doc: str | None = None
    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            doc = line[1:-1].strip()
            continue
        rule, tab, question = line.partition("\t")
        if doc is None or not tab or not rule.strip() or not question.strip():
            raise CuratedFormatError(f"{source}:{n}: expected <rule><TAB><question> under a [document] heading")
        out.append(CitedQuestion(question.strip(), doc, rule.strip(), words_known))
    return out
