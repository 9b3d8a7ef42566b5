"""The cards an effect acts on: "target Character", "this card", "that Character", "all
Characters at this location", "subject", read into a template's `aim` and `select`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import counted, selector


@dataclass(frozen=True, slots=True)
class Context:
    """What a clause may refer back to: the card's own title, its type, the cards a cost
    clause targeted ("Turn and target a Character :: ... that Character") and whether the
    clause answers a trigger ("that Character" then names the card the trigger happened to)."""

    title: str
    card_type: str
    chosen: dict[str, Any] | None = None
    trigger_card: bool = False


_BACK = re.compile(r"^(?:that|the|this) (?:target(?:ed)? |chosen )?(?:character|card|site|state|edge|event)$|^target$"
                   r"|^the target$|^it$|^him$|^her$|^he$|^she$|^them$|^those cards$|^those characters$")


def here(words: str, ctx: Context) -> str:
    """"at <this card>'s location" is "at this location"; so is a State's "at subject's location",
    as a State is always at its subject's location (25.5.6)."""
    own = rf"this card|{re.escape(ctx.title)}" + ("|subject(?: character| site)?" if ctx.card_type == "state" else "")
    return re.sub(rf"\bat (?:{own})'s location$", "at this location", words, flags=re.IGNORECASE)


#: "any target": a card of any type, targeted (24.1.3: "target" is the keyword, "any" no narrowing)
_ANY_TARGET = re.compile(r"^any target(?= at |$)", re.IGNORECASE)

#: a State's "the target of subject's attack" (25.5, 28.1)
_SUBJECT_ATTACK_TARGET = re.compile(r"the target of (?:the )?subject(?: character)?'s attack")

#: a State's "all Characters at subject's location, except the subject": every one but its subject
_BUT_SUBJECT = re.compile(r"^(?P<all>(?:all|each|every) .+?),? (?:except|other than) (?:the )?subject$", re.IGNORECASE)


def but_subject(picked: dict[str, Any]) -> dict[str, Any]:
    """A State's "another Character": a State is no Character, so the one it excludes is its
    subject, the card the State (`itself`) is on (25.5)."""
    rest = {k: v for k, v in picked.items() if k != "other"}
    return {**rest, "none_of": [*rest.get("none_of", []), {"subject_of": {"itself": True}}]}


def aim(phrase: str, ctx: Context) -> dict[str, Any]:
    """`aim` and `select` for an object phrase."""
    made = _aim(phrase, ctx)
    if ctx.card_type in ("state", "event") and (made.get("select") or {}).get("in_combat_with_source"):
        # a State's "it" may be its subject, and an Event is in no combat
        raise Unread(f"selector with a clause: \"{phrase}\" on a {ctx.card_type}: which card is in combat is not said")
    return made


def _aim(phrase: str, ctx: Context) -> dict[str, Any]:
    but = _BUT_SUBJECT.match(phrase.strip().rstrip(".").strip())
    if but and ctx.card_type == "state":
        made = aim(but["all"], ctx)
        if made.get("aim") != "all":
            raise Unread(f"selector with \"except\": \"{phrase}\"")
        # the State's subject: the card a State (`itself`) is on (25.5)
        made["select"] = {**made["select"], "none_of": [{"subject_of": {"itself": True}}]}
        return made
    phrase = _ANY_TARGET.sub("target card", phrase.strip())
    # "target Characters and/or Sites": each card picked is one or the other
    words = re.sub(r"\band/or\b", "or", here(phrase.strip().rstrip(".").strip(), ctx), flags=re.IGNORECASE)
    # "an Event that targets The Emperor": the card itself, named by its title
    words = re.sub(rf"(\b(?:that|which) targets |\btargeting ){re.escape(ctx.title)}$", r"\1this card", words,
                   flags=re.IGNORECASE)
    # "with Fighting equal to or less than Peasant Leader's": the card's own Fighting
    words = re.sub(rf"\b{re.escape(ctx.title)}'s$", "this card's", words)
    low = words.lower()
    if low in ("this card", ctx.title.lower(), "itself", "this character", "this site",
               "this state", "this edge"):
        return {"aim": "self"}
    if low in ("subject", "subject character", "its subject", "the subject") and ctx.card_type == "state":
        return {"aim": "subject"}
    if _SUBJECT_ATTACK_TARGET.fullmatch(low) and ctx.card_type == "state":
        # the card the State's subject is attacking, if any (25.5, 28.1): no choice, so every card that is
        return {"aim": "all", "select": {"subject_attack_target": True}}
    m = re.match(r"^(?:an? |one )?(?:other )?target (.+)$", words, re.IGNORECASE)
    if m:
        if low.startswith("other"):
            raise Unread("selector with \"other\" target: not this card is not in a chosen target")
        picked = selector(m[1])
        if picked.get("other") and ctx.card_type == "state" and picked.get("type") not in (None, "state"):
            return {"aim": "chosen", "select": but_subject(picked)}
        if picked.get("other") and ctx.card_type in ("state", "event"):
            raise Unread("selector with \"another\": on a State or Event, the card it excludes may be its subject")
        return {"aim": "chosen", "select": picked}
    if _BACK.match(low):
        if ctx.chosen is not None:
            return {"aim": "chosen", "select": ctx.chosen}
        if ctx.trigger_card:
            return {"aim": "trigger_card"}
        raise Unread(f"refers to another sentence: \"{words}\" names a card chosen elsewhere")
    m = re.match(r"^(?:all|each|every) (.+?)(?P<me> \(including (?:him|her|it|itself|this card)\))?$", words,
                 re.IGNORECASE)
    if m:
        picked = selector(m[1])
        if m["me"] and picked.get("other"):
            raise Unread(f"object not in the language: \"{words}\" both leaves out and includes this card")
        # "all attackers (including him)": the selector leaves no card out, its own card too
        return {"aim": "all", "select": picked}
    if re.search(r"\b(?:characters|sites|states|edges|cards)\b", low) and not re.match(r"^(?:a|an|one|any|two|up to)\b", low):
        return {"aim": "all", "select": selector(words)}  # "Your Characters gain ...": all of them
    m = re.match(r"^(?:a|an|any|one) (.+)$", words, re.IGNORECASE) or \
        re.match(r"^another ((?!other\b).+)$", words, re.IGNORECASE)
    if m:  # "inflict 1 damage on a Character": chosen, not targeted (24.1.3)
        if ctx.chosen is not None:
            raise Unread("several targets: a written ability chooses cards of one kind")
        chosen = counted(m[1])
        if low.startswith("another "):  # "another Site": any but this card
            chosen = {**chosen, "other": True}
        return {"aim": "chosen", "select": chosen, "choose": True}
    raise Unread(f"object not in the language: \"{words}\"")
