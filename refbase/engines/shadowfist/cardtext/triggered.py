"""Triggered abilities (26.1): "When this card enters play, ...", "At the start of your turn,
...", "When this card is smoked, ...". "you may" makes the trigger voluntary (26.1.2)."""

from __future__ import annotations

import re
from typing import Any

#: trigger words (with {me} for this card's names) -> the engine's trigger
TRIGGERS = (
    (r"when {me} enters play", {"on": "enters_play"}),
    (r"when {me} is smoked", {"on": "smoked"}),
    (r"when {me} is attacked|when an attack is declared against {me}", {"on": "attack_declared"}),
    (r"when {me} enters combat", {"on": "enters_combat"}),
    (r"at the start of your turn", {"on": "start_of_turn", "whose_turn": "you"}),
    (r"at the start of each turn", {"on": "start_of_turn"}),
    (r"at the end of your turn", {"on": "end_of_turn", "whose_turn": "you"}),
    (r"at the end of each turn|at the end of the turn", {"on": "end_of_turn"}),
)


def split(sentence: str, title: str) -> tuple[dict[str, Any], str, bool] | None:
    """(trigger, effect clause, optional) of a triggered sentence; None when the sentence
    starts with no trigger words; Unread when its trigger is not in the language."""
    me = rf"(?:this card|{re.escape(title)}|it)"
    text = sentence.strip()
    for words, trigger in TRIGGERS:
        m = re.match(rf"^(?:{words.format(me=me)}),\s*(?P<rest>.+)$", text, re.IGNORECASE)
        if m:
            rest = m["rest"]
            optional = re.match(r"^you may\s+", rest, re.IGNORECASE) is not None
            rest = re.sub(r"^(?:you may\s+)?(?:immediately\s+)?", "", rest, flags=re.IGNORECASE)
            return dict(trigger), rest, optional
    return None
