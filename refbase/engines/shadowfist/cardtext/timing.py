"""An Event's play timing (25.1.1: "The timing restriction for playing a card is ... given in the
requirements of the effect"): "Play during an attack.", "Play during your turn.", "Play during
your Main Shot.", "Play during an opponent's turn." become the `condition` of the Event's
ability (a requirement for playing it, 24.1.2); "Play any time except during an attack." its
negation (`"not": true`); "Play during an attack against / on a Site you control." the
condition with the attack's target picked by a selector (28.1). "Play when <trigger> :: <effect>" makes playing
the Event a voluntary triggered effect (25.1.1: an effect "triggered (26.0) at a specific time";
26.1.2), on the triggers the language reads for other cards ("a Character you control is smoked",
"an opponent plays an Event", "an attack is declared against a card you control"). Timings
neither can say ("in response to ...", "during an attack you declared") stay not modelled."""

from __future__ import annotations

import re
from typing import Any

from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import selector

#: the printed timing -> the engine's condition (written.py `Is`), of the Event itself
TIMINGS = {
    "during an attack": "attack_under_way",
    "during your turn": "your_turn",
    "during your main shot": "your_main_shot",
    "during an opponent's turn": "opponents_turn",
}
_ATTACK_ON = re.compile(r"^(?:only )?during an attack (?:against|on) (?:a|an|any) (?P<sel>.+)$", re.IGNORECASE)
_WHEN_DURING = r"(?P<when>(?:only |any ?time except )?during [^.:,]+?)"
_SENTENCE = re.compile(rf"^play {_WHEN_DURING}\.$", re.IGNORECASE)
#: "Play during X and target Y :: Z": the target is chosen as the Event is played (25.1.1, 24.1)
_BEFORE_COST = re.compile(rf"^play {_WHEN_DURING}(?: and (?P<target>target [^:]+?))? :: (?P<effect>.+)$",
                          re.IGNORECASE)
_WHEN = re.compile(r"^play (?:only )?(?P<when>when [^:]+?) :: (?P<effect>.+)$", re.IGNORECASE)
#: why a timing sentence is left out when the Event's effect is not read
UNREAD_EFFECT = "play timing of an effect not modelled: the Event's effect is not read, so its timing restricts nothing"


def condition(when: str) -> dict[str, Any] | None:
    """"[only] during X" holds while X does; "any time except during X" while it does not;
    "during an attack against / on a <selector>" while an attack on such a target is (28.1)."""
    words = re.sub(r"^only ", "", when.strip().lower())
    negated = re.match(r"^any ?time except ", words) is not None
    words = re.sub(r"^any ?time except ", "", words)
    found: dict[str, Any] = {"is": TIMINGS.get(words), "of": "source"}
    target = _ATTACK_ON.match(when.strip())
    if target is not None and not negated:
        try:
            found = {"is": "attack_under_way", "of": "source", "select": selector(target["sel"])}
        except Unread:
            return None
    if found["is"] is None:
        return None
    return {**found, "not": True} if negated else found


def sentence(text: str) -> dict[str, Any] | None:
    """The condition of a sentence that is only an Event's timing ("Play during an attack.")."""
    m = _SENTENCE.match(text.strip())
    return None if m is None else condition(m["when"])


def before_cost(text: str) -> tuple[dict[str, Any], str] | None:
    """"Play during an attack :: <effect>": the timing's condition and the effect's words; "Play
    during X and target Y :: Z" gives "Target Y :: Z", its target chosen as it is played."""
    m = _BEFORE_COST.match(text.strip())
    found = None if m is None else condition(m["when"])
    if found is None or m is None:
        return None
    target = m["target"]
    return found, m["effect"] if target is None else f"{target[0].upper()}{target[1:]} :: {m['effect']}"


def when(text: str) -> tuple[str, str] | None:
    """"Play when <trigger> :: <effect>": the trigger's words ("when ...") and the effect's."""
    m = _WHEN.match(text.strip())
    return None if m is None else (m["when"], m["effect"])
