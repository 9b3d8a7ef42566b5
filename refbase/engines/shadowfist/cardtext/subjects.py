"""A State's valid subjects (25.5.1): "Play on a Character.", "Play on any <Cop> Character you
control." become a `play_on` ability whose `affects` selector the subject must fit when the
State is played or placed; "Play on a Character during any Main Shot." also lets it be played in
any player's Main Shot (`any_main_shot`: its text breaks its timing, 25.1.1). Subjects the selector cannot say (a state such as "front-row",
"X or Y", a timing after the subject) stay not modelled under "State subject requirement"."""

from __future__ import annotations

import re
from typing import Any

from refbase.engines.shadowfist.cardtext.conditions import play_requirement
from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import selector

_PLAY_ON = re.compile(r"^play (?:this card |this state )?on (?:a|an|any) (?P<what>[^.:;]+?)\.?$", re.IGNORECASE)
#: words after the subject that make the sentence more than a subject requirement
_MORE = re.compile(r",|\b(?:during|except|when|if|and|ignoring|at [+-]?\d|at no)\b", re.IGNORECASE)
REASON = "State subject requirement"
#: the commas of a list of designators or resource icons ("<Soldier>, <Military>, or <Trooper>")
_LIST_COMMAS = re.compile(r"(?<=[>\]]),(?= (?:or )?[<\[])")


def play_on(sentence: str, card_type: str) -> list[dict[str, Any]] | None:
    """The `play_on` ability of a State's "Play on ..." sentence (and, for "Play on a Character
    if you control a <Martial> Character", the `play_if` requirement of playing it, 25.1); None
    for other sentences, Unread when the subject is one the selector language cannot say."""
    m = _PLAY_ON.match(sentence.strip())
    if m is None or card_type != "state":
        return None
    what = m["what"].strip()
    when = _IF.search(what)
    if when is None:
        return [_subject(sentence, what)]
    # the requirement's words read as "Play only if ..." reads them; a State's subject is no board condition
    required = play_requirement(f"Play only if {when['cond']}.", card_type)
    assert required is not None
    return [_subject(sentence, what[:when.start()]), {**required, "text": sentence}]


#: "... if you control a <Martial> Character": a condition on playing the State (25.1), after its subject
_IF = re.compile(r" if (?P<cond>you control [^,:;]+)$", re.IGNORECASE)


def _subject(sentence: str, what: str) -> dict[str, Any]:
    """The `play_on` ability for the subject words `what`."""
    anytime = re.search(r" during any main shot$", what, re.IGNORECASE)
    if anytime:  # the State's text breaks its timing: any player's Main Shot (25.1.1, 25.5)
        what = what[:anytime.start()]
    if _MORE.search(_LIST_COMMAS.sub("", what)):  # "<Soldier>, <Military>, or <Trooper> Character": one list
        raise Unread(f"{REASON}: \"Play on {what}\" says more than which cards may be the subject")
    try:
        sel = selector(what)
    except Unread as exc:
        raise Unread(f"{REASON}: {exc.reason}") from None
    out: dict[str, Any] = {"kind": "play_on", "text": sentence, "affects": sel}
    return {**out, "any_main_shot": True} if anytime else out
