"""Use limits (6.0: a card does what it says): "Once per turn, <ability>", "Once each turn,
...", "Once during your turn, ..." and "Once during your Main Shot, ..." (a limit and a
requirement, `condition`). The rest of the sentence is read as any sentence; the ability it
gives (one, activated, turn-and-maintain or triggered) carries `once_per: "turn"`, and its
`text` quotes the whole sentence. A limited ability without a cost ("Once per turn, you may
draw a card") is an activated ability: the limit says when it may be used. Other limits
("once per attack", "once during each opponent's Main Shot") stay not modelled."""

from __future__ import annotations

import re

_LIMIT = re.compile(r"^once (?:per|each) turn\b,?\s*|^once during (?P<when>your turn|your main shot),?\s+",
                    re.IGNORECASE)
#: "Once during your turn" -> the requirement it adds to the limit (written.py `Is`)
_WHEN = {"your turn": "your_turn", "your main shot": "your_main_shot"}
REASON = "use limit"


def split(sentence: str) -> tuple[dict[str, str] | None, str] | None:
    """(requirement, the rest of the sentence) of a sentence printed with a use limit the
    language has; None for others."""
    m = _LIMIT.match(sentence.strip())
    if m is None:
        return None
    rest = sentence.strip()[m.end():]
    if not rest:
        return None
    when = {"is": _WHEN[m["when"].lower()], "of": "source"} if m["when"] else None
    return when, rest[:1].upper() + rest[1:]


def costless(rest: str) -> str | None:
    """The effect of "you may <effect>" printed after a limit, with no cost: None when the
    rest has a cost ("::", "... to ...") or is not a "you may" clause."""
    m = re.match(r"^you may (?!.*::)(.+)$", rest.strip(), re.IGNORECASE)
    return None if m is None else m[1]
