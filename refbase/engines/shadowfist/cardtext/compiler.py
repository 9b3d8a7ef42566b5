"""The compiler: each sentence of a card's text becomes printed words and ability objects
the engine's scenario language accepts, or a `NotModelled` with the reason.

Every compiled entry is loaded by the engine's own schema before it is kept (validate.py),
so nothing compiled is refused when a scenario uses it; what the engine refuses goes to
`not_modelled` with the engine's message. Patterns live one module a kind: keywords.py,
continuous.py, triggered.py, activated.py (with costs.py), effects.py (one row an effect kind).
"""

from __future__ import annotations

import re
from typing import Any

from refbase.engines.shadowfist.cardtext import activated, continuous, keywords, triggered
from refbase.engines.shadowfist.cardtext.costs import cost
from refbase.engines.shadowfist.cardtext.effects import template, unwritable
from refbase.engines.shadowfist.cardtext.objects import Context
from refbase.engines.shadowfist.cardtext.records import CompiledText, Entry, NotModelled, Unread
from refbase.engines.shadowfist.cardtext.sentences import split
from refbase.engines.shadowfist.cardtext.validate import refusal

#: card types as the dump and the catalogue name them -> the scenario's card types
CARD_TYPES = {"character": "character", "event": "event", "state": "state", "edge": "edge",
              "site": "site", "feng shui site": "feng_shui_site", "feng_shui_site": "feng_shui_site"}


def compile_text(text: str, title: str, card_type: str) -> CompiledText:
    """Compile one card's printed text; `card_type` as printed ("Feng Shui Site") or as
    the scenario writes it ("feng_shui_site")."""
    kind = CARD_TYPES.get(card_type.strip().lower(), "other")
    abilities: list[Entry] = []
    unread: list[NotModelled] = []
    sentences = split(text)
    event_used = False
    for sentence in sentences:
        try:
            entries = _sentence(sentence, title, kind, event_used)
        except Unread as exc:
            unread.append(NotModelled(sentence, exc.reason))
            continue
        refused = next((r for r in map(refusal, entries) if r), None)
        if refused:
            unread.append(NotModelled(sentence, f"engine refused: {refused}"))
            continue
        event_used = event_used or any(isinstance(e, dict) and e["kind"] == "activated" for e in entries)
        abilities.extend(entries)
    return CompiledText(abilities, unread, len(sentences))


def _sentence(sentence: str, title: str, kind: str, event_used: bool) -> list[Entry]:
    words = keywords.words(sentence)
    if words is not None:
        return words
    trig = triggered.split(sentence, title)
    if trig is not None:
        return [_triggered(sentence, title, kind, *trig)]
    found = activated.with_cost(sentence, title, kind)
    if found is not None:
        return _one_event_ability(found, kind, event_used)
    found_c = continuous.ability(sentence, title, kind)
    if found_c is not None:
        return [{**found_c, "text": sentence}]
    specific = next((why for pattern, why in _REASONS if re.search(pattern, sentence.lower())), None)
    if specific is not None:
        raise Unread(specific)
    if kind == "event" and not _is_rule_sentence(sentence):
        return _one_event_ability(activated.event(sentence, title), kind, event_used)
    raise Unread(reason(sentence))


def _triggered(sentence: str, title: str, kind: str, trigger: dict[str, Any], effect: str,
               optional: bool) -> dict[str, Any]:
    """A triggered ability; "target a Character :: ..." after the trigger words is its target."""
    chosen = None
    if "::" in effect:
        head, _, effect = effect.partition("::")
        paid = cost(head, title)
        if paid.kind != "activated" or paid.turn_self or paid.power:
            raise Unread("a trigger with a cost other than a target: not in the language")
        chosen = paid.chosen
    ctx = Context(title, kind, chosen=chosen, trigger_card=chosen is None)
    out: dict[str, Any] = {"kind": "triggered", "text": sentence, "trigger": trigger,
                           "effect": template(effect, ctx)}
    if optional:
        out["optional"] = True
    return out


def _one_event_ability(found: list[dict[str, Any]], kind: str, event_used: bool) -> list[Entry]:
    if kind == "event" and event_used:
        raise Unread("a second effect of one Event: a written ability generates one effect")
    return list(found)


def _is_rule_sentence(sentence: str) -> bool:
    return re.match(r"^(?:play|you may play|you must|this card|x ?=|limited|unique)\b", sentence,
                    re.IGNORECASE) is not None


_REASONS = (
    (r"^(?:crisis|reload|influence)\b", "bold-faced word not in the language: Crisis, Reload and Influence are not modelled"),
    (r"^x ?=|\bx ?=|\bwhere x\b", "X values: an amount the text defines elsewhere is not in the language"),
    (r"^(?:play|you may play|you must have)\b", "play timing or requirement: when or on what a card is played is not in the language"),
    (r"^any player who seizes\b|\bseiz", "trigger not in the language: seizing a Site"),
    (r"\bhand size\b|\bvictory\b|\bburned[- ]for[- ]victory\b", "rule change: hand size or victory conditions are not in the language"),
    (r"\bgenerates? [+-]?\d+ (?:additional )?power\b|\bgenerates? (?:no|\+\d+) power\b",
     "Power generation modifier: not in the language"),
    (r"\bcannot be (?:intercepted|blocked)\b|\bcannot (?:attack|intercept|turn to attack)\b",
     "restriction on innate actions: not in the language"),
    (r"\bimmune\b|\bnot affected by\b|\bnot a legal subject\b",
     "immunity not in the language: only \"Immunity: <card type or faction/designator cards>\""),
    (r"\bdamage\b.*\b(?:against|from)\b|\btakes? (?:double|half|no|\+\d+|-\d+) damage\b",
     "damage modifier \"against\" or \"from\" a kind of card: not in the language"),
    (r"\b(?:damage|fighting) (?:to|against|on) (?:characters|sites|\w+ cards)\b",
     "damage modifier \"against\" or \"from\" a kind of card: not in the language"),
    (r"\bagainst\b", "conditional ability \"against\" a kind of card: not in the language"),
    (r"^x ?=|\bx ?=", "X values: an amount the text defines elsewhere is not in the language"),
)


def reason(sentence: str) -> str:
    """Why a sentence no pattern reads is not modelled, as specific as its words allow."""
    low = sentence.lower()
    for pattern, why in _REASONS:
        if re.search(pattern, low):
            return why
    return unwritable(sentence)


__all__ = ["compile_text", "reason", "template"]
