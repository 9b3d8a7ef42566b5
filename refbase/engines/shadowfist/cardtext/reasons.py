"""Why a sentence no pattern reads is not modelled. A reason's words before its first colon
name what the engine's language lacks (the coverage bench ranks these), the rest says more.

Kept apart from the patterns: these are only the diagnoses of text that did not compile.
"""

from __future__ import annotations

import re

from refbase.engines.shadowfist.cardtext import limits
from refbase.engines.shadowfist.cardtext.effects import unwritable

#: trigger families real text uses that the language has no trigger for (26.1)
TRIGGER_FAMILIES = (
    (r"^when playing\b", "play permission or cost reduction"),
    (r"\battack\b.*\b(?:succeeds|fails|is successful)\b", "trigger on an attack succeeding or failing"),
    (r"turns? to attack|\battacks\b|\bdeclar\w* .*attack|joins? (?:an|the|a)\b.*attack",
     "trigger on declaring or joining an attack"),
    (r"\bseiz|\bburn", "trigger on seizing or burning a Site"),
    (r"\bsacrific|\bdiscard", "trigger on sacrificing or discarding"),
    (r"\bspends?\b.*\bpower\b|\bgenerates? power\b|\bhave no power\b", "trigger on Power spent, generated or lacking"),
    (r"\bintercept", "trigger on interception"),
    (r"\bsmokes? (?:a|an|any|another|one)\b|inflicts? (?:combat )?damage on|\bdamages\b|reduce[sd]? .*\bto 0\b"
     r"|\bis damaged\b|\bare damaged\b",
     "trigger on a card damaging or smoking another"),
    (r"\bplays?\b|\bis played\b", "trigger on a card being played (by type, cost or resource)"),
    (r"\bleaves? play\b", "trigger on leaving play"),
    (r"\bis smoked\b|\bare smoked\b|\bis toasted\b", "trigger on another card being smoked or toasted"),
    (r"\bunturns?\b|\bturns?\b", "trigger on turning or unturning"),
    (r"\brevealed\b", "trigger on revealing a Site"),
    (r"\bheal", "trigger on healing"),
    (r"\btargets?\b", "trigger on being targeted"),
    (r"\bcomes? into play\b|\benters? play\b", "trigger on another card entering play"),
    (r"\bcombat\b", "trigger on combat"),
)
_PLAY = (
    (r"^play on\b|^play this card on\b", "State subject requirement", "\"Play on ...\" is not checked"),
    (r"in response to\b", "play timing", "\"Play in response to ...\" is not in the language"),
    (r"^(?:play|you may play|can (?:only )?be played|you can play)\b", "play timing",
     "\"Play during / when / at ...\" is not in the language"),
    (r"^you must (?:have|control)\b", "play requirement", "\"You must have ... to play\" is not in the language"),
)
_ORDER = (
    (r"^turn a character you control and target an opponent's character",
     "faceoff (\"Turn a Character you control and target ...\"): not in the language"),
    (r"^(?:crisis|reload|influence)\b", "bold-faced word not in the language: Crisis, Reload and Influence are not modelled"),
    (r"[+-]x\b|^x ?=|\bx ?=|\bwhere x\b|\bx must\b|\bx cannot\b",
     "X values: an amount the text defines elsewhere is not in the language"),
    (r"\bcannot be (?:intercepted|blocked)\b|\bcannot (?:attack|intercept|turn to attack)\b|\bcannot be turned\b|"
     r"\bmust intercept\b|\bmay attack\b|\bcan attack\b", "restriction on innate actions: not in the language"),
    (r"\bcannot be (?:seized|burned|sacrificed|healed except)\b", "restriction on what can happen to a card: not in the language"),
    (r"\bimmune\b|\bnot affected by\b|\bnot a legal (?:subject|target)\b|^immunity to\b",
     "immunity not in the language: only \"Immunity: <card type or faction/designator cards>\""),
    (r"\bhand size\b|\bvictory\b|\bburned[- ]for[- ]victory\b", "rule change: hand size or victory conditions are not in the language"),
    (r"\bgenerates? [+-]?\d+ (?:additional )?power\b|\bgenerates? (?:no|\+\d+) power\b",
     "Power generation modifier: not in the language"),
    (r"\bdamage\b.*\b(?:against|from)\b|\btakes? (?:double|half|no|\+\d+|-\d+) damage\b|"
     r"\b(?:damage|fighting) (?:to|against|on) (?:characters|sites|\w+ cards)\b|[+-]\d+ damage (?:to|against|on) ",
     "damage modifier \"against\" or \"from\" a kind of card: not in the language"),
    (r"\bagainst\b", "conditional ability \"against\" a kind of card: not in the language"),
    (r"^once (?:per|each|during)\b", "use limit: only \"once per turn\" (\"once during your turn / Main Shot\") "
                                       "is in the language"),
    (r"^\(.*\)$", "reminder text in parentheses: it explains another sentence the engine reads or not"),
    (r"\bdesignator\b", "designators chosen or granted: not in the language"),
    (r"\benters play turned\b|\bcomes? into play turned\b", "entering play turned: not in the language"),
)


def reason(sentence: str) -> str:
    """The reason for a sentence that no pattern compiled, as specific as its words allow."""
    limited = limits.split(sentence)
    if limited is not None:  # the limit is read (limits.py): why the rest is not
        return reason(limited[1])
    low = sentence.lower().strip()
    if re.match(r"^(?:play|you may play|you must (?:have|control)|can (?:only )?be played|you can play)\b", low):
        return play_reason(low)
    for pattern, why in _ORDER:
        if re.search(pattern, low):
            return why
    trigger = trigger_reason(low)
    if trigger is not None:
        return trigger
    if re.match(r"^(?:if|while|as long as|unless)\b", low):
        return "condition on the game state: \"If / While ...\" beyond the language's conditions"
    return unwritable(sentence)


def play_reason(low: str) -> str:
    """The reason for a play restriction or timing ("Play on a Character", "Play in response ...")."""
    for pattern, category, detail in _PLAY:
        if re.search(pattern, low):
            return f"{category}: {detail}"
    return "play timing: not in the language"


def trigger_reason(low: str) -> str | None:
    """The trigger family of a sentence with trigger words ("When ...", "... when ...",
    "at the end of each attack"), or None. A duration ("until the end of the turn") is none."""
    step = re.search(r"(?<!until )\bat the (?:start|end|beginning) of\b", low)
    found = re.match(r"^(?:when|whenever|each time|after)\b([^,]*)", low) or \
        re.search(r"\b(?:when|whenever|each time)\b(.*)$", low)
    if found is None:
        return None if step is None else "trigger at a step the language has no trigger for: not in the language"
    words = found.group(0)
    for pattern, family in TRIGGER_FAMILIES:
        if re.search(pattern, words):
            return f"{family}: not in the language"
    return "trigger not in the language: \"" + words.strip().rstrip(".")[:60] + "\""
