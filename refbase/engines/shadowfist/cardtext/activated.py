"""Activated and turn-and-maintain abilities (24.0, 10.4) and Events (an Event's text is
an activated ability used by playing it): "Cost :: effect", "Turn to <effect>", "Pay 1 Power
to <effect>", an Event's bare effect, and "Choose one: A; or B" / "Either A, or B" as one
ability per choice."""

from __future__ import annotations

import re
from typing import Any

from refbase.engines.shadowfist.cardtext.costs import Cost, cost
from refbase.engines.shadowfist.cardtext.effects import template
from refbase.engines.shadowfist.cardtext.objects import Context, but_subject
from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.sentences import TARGET_COST

_COST_TO = re.compile(r"^(?P<cost>(?:you may )?(?:turn(?: and maintain)?|pay \d+ power|sacrifice|toast|discard"
                      r"|remove (?:a|an|one|two|three|four|five|\d+|the) counters?)"
                      r"(?:(?!\bto\b).)*?) to "
                      r"(?P<effect>.+)$", re.IGNORECASE)


def with_cost(sentence: str, title: str, card_type: str, free: bool = False) -> list[dict[str, Any]] | None:
    """Abilities of a "cost :: effect" or "Turn ... to <effect>" sentence; None for others.
    `free`: a cost of only a target is enough (a use limit says when it may be used, limits.py)."""
    text = sentence.strip()
    if "::" in text:
        head, _, effect = _answered(*text.partition("::")[::2])
        held = _SUBJECT_IS.search(head) if card_type == "state" else None
        if held is not None:  # "Sacrifice this card while subject is attacking :: ...": checked when used (24.1)
            head = head[:held.start()] + head[held.end():]
            made = _abilities(cost(head, title), effect, title, card_type, text, free)
            return [{**a, "condition": {"is": held["state"].lower(), "of": "subject"}} for a in made]
        early = _WHEN.search(head.strip()) if card_type != "event" else None
        if early is not None:  # "Turn during an attack :: <effect>": a requirement of its use (24.1)
            made = _abilities(cost(head.strip()[:early.start()], title), effect, title, card_type, text, free)
            return [{**a, "condition": _when(early)} for a in made]
        return _abilities(cost(head, title), effect, title, card_type, text, free)
    m = re.fullmatch(rf"(?P<cost>{TARGET_COST})\. (?P<effect>.+)", text, re.IGNORECASE)
    if m is not None:  # "Target a Character. <effect>." (sentences.py joins them)
        return _abilities(cost(m["cost"], title), m["effect"], title, card_type, text, free)
    semi = re.fullmatch(r"(?P<cost>turn and maintain); (?P<effect>.+)", text, re.IGNORECASE)
    if semi is not None:  # "Turn and maintain; <effect>" (Safehouse): its cost, then its effect (10.4)
        return _abilities(cost(semi["cost"], title), semi["effect"], title, card_type, text, free)
    m = _COST_TO.match(text.rstrip("."))
    if m is None:
        return None
    early = _WHEN.search(m["cost"]) if card_type != "event" else None
    if early is not None:  # "Pay 1 Power during your Main Shot to <effect>": the same requirement (24.1)
        made = _abilities(cost(m["cost"][:early.start()], title), m["effect"], title, card_type, text, free)
        return [{**a, "condition": _when(early)} for a in made]
    when = _WHEN.search(m["effect"]) if card_type != "event" else None
    if when is None:
        return _abilities(cost(m["cost"], title), m["effect"], title, card_type, text, free)
    # "Turn to draw a card during your Main Shot": a requirement of its use, checked when used (24.1, 22.3)
    made = _abilities(cost(m["cost"], title), m["effect"][:when.start()], title, card_type, text, free)
    return [{**a, "condition": _when(when)} for a in made]


#: "Turn in response to an effect that <does this> :: Cancel that effect" (Petroglyphs)
_ANSWERED = re.compile(r"(?P<paid>.+?) in response to (?P<effect>an effect that .+?)\s*", re.IGNORECASE)


def _answered(head: str, effect: str) -> tuple[str, str, str]:
    """A cancel of "that effect", the effect named in the cost's "in response to": canceling an
    effect is always in response to it (33.0: an unresolved effect of the scene), so this says
    "<cost> :: Cancel an effect that <does this>"; any other sentence is returned as printed."""
    m = _ANSWERED.fullmatch(head)
    if m is None or not re.fullmatch(r"\s*cancel that effect\.?\s*", effect, re.IGNORECASE):
        return head, "::", effect
    return m["paid"], "::", f"Cancel {m['effect']}."


#: when an ability in play may be used, printed after its cost or effect; "[except] during an
#: attack": from the attack's declaration to its end (28.0)
_WHEN = re.compile(r",? (?P<not>except )?during (?P<when>your main shot|your turn|any main shot|an attack),?$",
                   re.IGNORECASE)
_WHEN_IS = {"your main shot": "your_main_shot", "your turn": "your_turn", "any main shot": "main_shot",
            "an attack": "attack_under_way"}


#: a State's subject's state printed in its cost (25.5): a requirement of the ability's use
_SUBJECT_IS = re.compile(r" while subject(?: character)? is (?P<state>attacking|intercepting|turned|unturned|damaged)\b",
                         re.IGNORECASE)


def _when(found: re.Match[str]) -> dict[str, Any]:
    return {"is": _WHEN_IS[found["when"].lower()], **({"not": True} if found["not"] else {})}


def limited(effect: str, title: str, card_type: str) -> list[dict[str, Any]]:
    """A limited ability without a cost ("Once per turn, you may draw a card"): activated, the
    limit saying when it may be used (limits.py)."""
    return _abilities(Cost(), effect, title, card_type, effect, free=True)


def event(sentence: str, title: str) -> list[dict[str, Any]]:
    """An Event's effect sentence without a cost: generated by playing the Event."""
    return _abilities(Cost(), sentence, title, "event", sentence)


def _abilities(paid: Cost, effect: str, title: str, card_type: str, text: str,
               free: bool = False) -> list[dict[str, Any]]:
    if card_type != "event" and paid.kind == "activated" and not (paid.turn_self or paid.power
                                                                  or paid.sacrifice_self or free
                                                                  or paid.sacrifice is not None
                                                                  or paid.discard is not None
                                                                  or paid.turn is not None
                                                                  or paid.toast is not None
                                                                  or paid.counters or paid.damage_self
                                                                  or paid.give_power):
        raise Unread("ability without a cost on a card in play: when it may be used is not in the language")
    if paid.sacrifice_self and (card_type == "event" or paid.kind != "activated"):
        raise Unread("cost of sacrificing this card: only an activated ability of a card in play sacrifices it")
    if paid.counters and (card_type == "event" or paid.kind != "activated"):
        raise Unread("cost of removing counters: only an activated ability of a card in play removes its own")
    if paid.damage_self and card_type not in ("character", "site", "feng_shui_site"):
        raise Unread("cost of damage to itself: only a Character or Site in play takes damage")
    if card_type == "event" and (paid.turn_self or paid.kind != "activated"):
        raise Unread("an Event turning or maintaining: not in the language")
    chosen = paid.chosen
    if card_type == "state" and chosen is not None and chosen.get("other") and chosen.get("type") not in (None, "state"):
        chosen = but_subject(chosen)  # a State's "another Character": not its subject (25.5)
    elif card_type in ("state", "event") and chosen is not None and chosen.get("other"):
        raise Unread("selector with \"another\": on a State or Event, the card it excludes may be its subject")
    ctx = Context(title, card_type, chosen=chosen)
    out = []
    options = choices(effect)
    for choice in options:
        made = template(choice, ctx)
        if paid.chosen is not None and made.get("aim") != "chosen":
            raise Unread("a target chosen in the cost and not used by the effect: not in the language")
        if paid.choose:
            made["choose"] = True
        if paid.sacrifice_self and made.get("aim") == "self":
            raise Unread("an effect on the card its cost sacrifices: not in the language")
        made.update(cost_fields(paid))
        out.append({"kind": paid.kind, "text": text if len(options) == 1 else _choice_text(choice),
                    "effect": made})
    return out


def cost_fields(paid: Cost) -> dict[str, Any]:
    """A cost's fields on the template of the effect it pays for (24.1.4), for an activated and
    a triggered ability alike."""
    out: dict[str, Any] = {}
    if paid.turn_self:
        out["turn_self"] = True
    if paid.sacrifice_self:
        out["sacrifice_self"] = True
    for name in ("sacrifice", "discard", "turn", "toast"):
        if getattr(paid, name) is not None:
            out[name] = getattr(paid, name)
    for name, value in (("power", paid.power), ("remove_counters", paid.counters),
                        ("damage_self", paid.damage_self), ("give_power", paid.give_power)):
        if value:
            out[name] = value
    return out


def choices(effect: str) -> list[str]:
    """The choices of "Choose one: A; or B" or "Either A, or B", else the effect itself."""
    words = effect.strip()
    m = re.match(r"^choose one:\s*(.+)$", words, re.IGNORECASE)
    if m is None:
        shared = _SHARED.fullmatch(words)
        if shared is not None:  # "Cancel or take control of target": each verb on the one object
            return [f"{shared['a']} {shared['obj']}", f"{shared['b']} {shared['obj']}"]
        either = re.match(r"^either (.+?),? or (.+)$", words, re.IGNORECASE) or _OR.match(words)
        return [either[1], either[2]] if either else [words]
    return [re.sub(r"^or\s+", "", c.strip(), flags=re.IGNORECASE) for c in m[1].split(";") if c.strip()]


#: "Turn to cancel an [f] Event or smoke an [f] State": two effects, one chosen as it is used;
#: "or" before an effect's verb only, so "smoke target Character or Site" stays one effect, and
#: never in the effects a cancel names ("cancel an effect that would play or return to play ...")
_OR = re.compile(r"^(?!either\b)(?!cancel an effect that\b)(.+?),? or (?:to )?((?:inflict|smoke|toast|heal|turn|unturn|cancel|gain|draw|"
                 r"return|take|give|lose) .+)$", re.IGNORECASE)


#: two verbs printed before their one object, "Cancel or take control of target" (Cabinet
#: Minister vPAP): two effects on the same card, one chosen as it is used
_VERB = r"cancel|take control of|smoke|toast|turn|unturn"
_SHARED = re.compile(rf"(?P<a>{_VERB}) or (?P<b>{_VERB}) (?P<obj>target\b.*?)\.?", re.IGNORECASE)


def _choice_text(choice: str) -> str:
    """A choice's own words, so that a `use` can name it by the beginning of its text."""
    words = choice.strip().rstrip(".")
    return f"{words[:1].upper()}{words[1:]}."

