"""An Event's play timing (25.1.1: "The timing restriction for playing a card is ... given in the
requirements of the effect"): "Play during an attack.", "Play during your turn.", "Play during
your Main Shot.", "Play during an opponent's turn." become the `condition` of the Event's
ability (a requirement for playing it, 24.1.2); "Play any time except during an attack." its
negation (`"not": true`); "Play during an attack against / on a Site you control." the
condition with the attack's target picked by a selector (28.1). "Play when <trigger> :: <effect>" makes playing
the Event a voluntary triggered effect (25.1.1: an effect "triggered (26.0) at a specific time";
26.1.2), on the triggers the language reads for other cards ("a Character you control is smoked",
"an opponent plays an Event", "an attack is declared against a card you control"). "during an
attack you declared" / "during an opponent's attack" name the attack's declarer (28.1); "Play in
response to an Event :: Cancel that Event" chooses the Event being played (26.2.1). Timings
neither can say (other responses, "when you declare an attack") stay not modelled."""

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
    "during any main shot": "main_shot",
}
#: an attack by who declared it (28.1), seen from the Event's player
_DECLARED = re.compile(r"^(?:only )?during (?:an attack (?P<you>you declared)|an (?P<opp>opponent)'s attack)"
                       r"(?: (?:against|on) (?:a|an|any) (?P<sel>.+))?$", re.IGNORECASE)
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
    declared = _DECLARED.match(when.strip())
    if declared is not None:
        return None if negated else _declared(declared)
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


def _declared(m: re.Match[str]) -> dict[str, Any] | None:
    """"during an attack you declared [on a Site]", "during an opponent's attack": an attack
    under way whose declarer is the Event's player or an opponent (28.1), against such a target."""
    found: dict[str, Any] = {"is": "attack_under_way", "of": "source", "declarer": "you" if m["you"] else "opponent"}
    if m["sel"] is None:
        return found
    try:
        return {**found, "select": selector(m["sel"])}
    except Unread:
        return None


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


_RESPONSE = re.compile(rf"^play(?: {_WHEN_DURING})? in response to (?P<what>(?:a|an|any) [^:,]+?) :: (?P<effect>.+)$",
                       re.IGNORECASE)


def in_response(text: str) -> tuple[dict[str, Any] | None, str] | None:
    """"Play [during X] in response to a <card> :: <effect>": the timing's condition (None
    without one) and the effect's words with the card responded to chosen ("Choose a <card> ::
    <effect>", 24.1.3); the caller keeps it only for canceling an Event being played (26.2.1:
    "in response to <card type>" is to that type being played)."""
    m = _RESPONSE.match(text.strip())
    if m is None:
        return None
    found = condition(m["when"]) if m["when"] else None
    if m["when"] and found is None:
        return None
    return found, f"Choose {m['what']} :: {m['effect']}"


def when(text: str) -> tuple[str, str] | None:
    """"Play when <trigger> :: <effect>": the trigger's words ("when ...") and the effect's."""
    m = _WHEN.match(text.strip())
    return None if m is None else (m["when"], m["effect"])
