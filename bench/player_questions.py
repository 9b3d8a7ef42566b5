"""Write the players' questions of the tuning sets into the search's data: `python bench/player_questions.py`.

The tuning sets (bench/search_sets.py: tests/search/eval_set.json, eval_tuning2..) are questions players and
rule-text readers wrote, each with the rule that answers it. Besides fitting the ranking
constants they are the best examples the project has of how players ask, so the search
matches them like the curated questions (`refbase/search/asked.py`): a new question phrased
like one of them finds its rule. They become `refbase/search/data/player_questions.txt`
(the runtime never reads tests/). Kept out, mechanically and unread: every question sharing
>= 70% of its words with a question of a set never tuned on (held-out, validation 2 and 4),
so those stay a measure of unseen questions; answers outside the authoritative rulebooks
(the search expands only those). The benchmark and the tuner measure each tuning set with
its own questions left out (`SearchIndex.open(leave_out=...)`), so its figures stay honest.
A test checks the file is what this script writes.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from search_sets import TUNING, UNSEEN  # noqa: E402

from refbase.search.asked import PLAYERS  # noqa: E402
from refbase.search.evaluation import Question, load_questions  # noqa: E402

AUTHORITIES = ("shadowfist-comprehensive", "ufs-living-rules")
#: A question this close to an unseen one (shared words / all words) is left out.
CLOSE = 0.7
HEADER = """\
# Players' questions of the project's tuning sets (tests/search, listed in
# bench/search_sets.py), each under the authoritative rule that answers it:
# `<rule number><TAB><question>` under the document ([<doc id>]). Written by
# bench/player_questions.py, never by hand: questions sharing >= 70% of their words with a
# question of a set never tuned on are left out (counted, unread). See refbase/search/asked.py.
"""


def words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"\w+", text.lower()))


def render(tuning: list[list[Question]], unseen: list[list[Question]]) -> tuple[str, int, int]:
    """The file's text, how many questions it holds and how many were left out as close."""
    held = [words(q.text) for qs in unseen for q in qs]
    lines: dict[str, list[str]] = {doc: [] for doc in AUTHORITIES}
    kept = close = 0
    for qs in tuning:
        for question in qs:
            own = words(question.text)
            if any(len(own & h) / len(own | h) >= CLOSE for h in held):
                close += 1
                continue
            answers = sorted(a for a in question.answers if a[0] in lines)
            kept += bool(answers)
            text = " ".join(question.text.split())
            for doc, rule in answers:
                lines[doc].append(f"{rule}\t{text}")
    body = "".join(f"\n[{doc}]\n" + "".join(f"{line}\n" for line in found)
                   for doc, found in lines.items())
    return HEADER + body, kept, close


def current() -> tuple[str, int, int]:
    """The file as the tuning sets in tests/search give it now."""
    return render([load_questions(path) for path in TUNING.values()],
                  [load_questions(path) for path in UNSEEN.values()])


def main() -> int:
    text, kept, close = current()
    PLAYERS.write_text(text, encoding="utf-8")
    print(f"{PLAYERS.relative_to(ROOT)}: {kept} questions from {len(TUNING)} tuning sets; "
          f"{close} left out as close to a question of an unseen set")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
