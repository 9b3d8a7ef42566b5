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

from refbase.engines.shadowfist.cardtext import (
    activated,
    conditions,
    continuous,
    entering,
    keywords,
    limits,
    reminders,
    subjects,
    timing,
    triggered,
    xvalues,
)
from refbase.engines.shadowfist.cardtext.costs import cost
from refbase.engines.shadowfist.cardtext.effects import GENERIC, only_maintained_cancel, template
from refbase.engines.shadowfist.cardtext.effects import later_part as effects_part
from refbase.engines.shadowfist.cardtext.objects import Context
from refbase.engines.shadowfist.cardtext.reasons import reason, trigger_reason
from refbase.engines.shadowfist.cardtext.records import CompiledText, Entry, NotModelled, Unread
from refbase.engines.shadowfist.cardtext.sentences import split
from refbase.engines.shadowfist.cardtext.validate import refusal

#: card types as the dump and the catalogue name them -> the scenario's card types
CARD_TYPES = {"character": "character", "event": "event", "state": "state", "edge": "edge",
              "site": "site", "feng shui site": "feng_shui_site", "feng_shui_site": "feng_shui_site"}


#: the card database's tag of a later version of a card ("Infernal Temple v2", "Raven Li vPAP"),
#: not printed on the card: its text names it by the title alone
_VERSION_TAG = re.compile(r"^(?P<printed>.+) v(?:\d+|[A-Z][A-Za-z]*)$")


def _printed_title(title: str, text: str) -> str:
    """The card's name as its text prints it: the title without the database's version tag,
    when the text names it so ("Infernal Temple provides ..." on Infernal Temple v2)."""
    m = _VERSION_TAG.match(title)
    if m is None or title.lower() in text.lower() or m["printed"].lower() not in text.lower():
        return title
    return m["printed"]


def compile_text(text: str, title: str, card_type: str) -> CompiledText:
    """Compile one card's printed text; `card_type` as printed ("Feng Shui Site") or as
    the scenario writes it ("feng_shui_site")."""
    kind = CARD_TYPES.get(card_type.strip().lower(), "other")
    title = _printed_title(title, text)
    abilities: list[Entry] = []
    unread: list[NotModelled] = []
    sentences = split(text)
    event_used = False
    timed: tuple[int, str, dict[str, Any]] | None = None  # an Event's "Play during ..." sentence
    x = xvalues.plan(sentences, title, kind, lambda s: _checked(s, title, kind))
    previous: Entry | None = None  # the last entry of the sentence before, when it was read
    for index, sentence in enumerate(sentences):
        if reminders.agrees(sentence, previous, kind):
            if isinstance(previous, dict):
                previous["text"] = f"{previous['text']} {sentence}"  # it restates that reading
            previous = None  # or the printed word before it ("No Max."), already in `abilities`
            continue
        previous = None
        when = timing.sentence(sentence) if kind == "event" and timed is None and not x.covers(index) else None
        if when is not None:
            timed = (len(unread), sentence, when)
            continue
        try:
            entries = _x_entries(x, index, kind, event_used) if x.covers(index) else \
                _sentence(sentence, title, kind, event_used)
            only_maintained_cancel(sentence, entries)
        except Unread as exc:
            if _joined_part(sentence, title, kind, abilities[-1] if abilities else None, exc.reason):
                continue  # "Target gains ..." after the Event's effect on its target: a later part (24.6)
            unread.append(NotModelled(sentence, _sharper(sentence, exc.reason, title, kind)))
            continue
        refused = next((r for r in map(refusal, entries) if r), None)
        if refused:
            unread.append(NotModelled(sentence, f"engine refused: {refused}"))
            continue
        if any(_granted_to_another_player(e, kind) for e in entries):
            unread.append(NotModelled(sentence, "immunity not in the language: \"opponents'\" granted to a card "
                                                "another player may control"))
            continue
        event_used = event_used or any(isinstance(e, dict) and e["kind"] in _PLAYED for e in entries)
        abilities.extend(entries)
        previous = entries[-1] if entries else None
    if timed is not None:
        _play_timing(abilities, unread, *timed)
    return CompiledText(abilities, unread, len(sentences))


def _joined_part(sentence: str, title: str, kind: str, last: Entry | None, why: str) -> bool:
    """An Event's later sentence naming its target back ("Target a Character :: Inflict 3
    Unstoppable non-combat damage on target. Target gains +3 Fighting until it leaves play.":
    Twenty Lashes) is a later part of its one effect (24.6), on the same target fixed as it is
    generated (24.2): joined to the ability read just before, whose effect targets one kind of
    card and has no part, count or condition of its own. True when joined."""
    if kind != "event" or not why.startswith("refers to another sentence") or not isinstance(last, dict) \
            or not re.match(r"^target (?:gains|inflicts|takes|is)\b", sentence, re.IGNORECASE):
        return False
    effect = last.get("effect")
    if last["kind"] != "activated" or not isinstance(effect, dict) or effect.get("aim", "chosen") != "chosen" \
            or "select" not in effect or effect.keys() & {"then", "x", "per", "condition", "up_to", "divided", "choose",
                                                          "delayed", "redirect_to", "effects"}:
        return False
    try:
        part = effects_part(sentence, Context(title, kind, chosen=effect["select"]))
    except Unread:
        return False
    joined = {**last, "text": f"{last['text']} {sentence}", "effect": {**effect, "then": [part]}}
    if refusal(joined):
        return False
    last.clear()
    last.update(joined)
    return True


def _granted_to_another_player(entry: Entry, kind: str) -> bool:
    """An Immunity to "opponents'" cards is seen from the immune card's controller (the engine's
    reading); the text means the ability's controller's opponents. Both are one player only
    for the card itself (not a State's subject) or the cards "you control" of a continuous ability."""
    if isinstance(entry, str):
        return False
    words = [*entry.get("grants", ()), *entry.get("effect", {}).get("abilities", ())]
    if not any(re.match(r"^immunity: opponent", w, re.IGNORECASE) for w in words):
        return False
    affects = entry.get("affects")
    own = affects.get("controller") == "you" if affects else kind != "state"
    return entry["kind"] != "continuous" or not own


def _checked(sentence: str, title: str, kind: str) -> list[Entry]:
    """A sentence read with a number for its X (xvalues.py): what the engine refuses is unread."""
    entries = _sentence(sentence, title, kind, False)
    only_maintained_cancel(sentence, entries)
    refused = next((r for r in map(refusal, entries) if r), None)
    if refused:
        raise Unread(f"engine refused: {refused}")
    return entries


def _x_entries(x: xvalues.Plan, index: int, kind: str, event_used: bool) -> list[Entry]:
    """A sentence of a card's X: its entries as the plan read them, or its reason."""
    if index in x.unread:
        raise Unread(x.unread[index])
    return _one_event_ability([e for e in x.entries[index] if isinstance(e, dict)], kind, event_used) \
        if any(isinstance(e, dict) and e["kind"] in _PLAYED for e in x.entries[index]) else x.entries[index]


#: the kinds of ability an Event's play is: an effect (24.0), or one triggered at a time (25.1.1)
_PLAYED = ("activated", "triggered")


def _play_timing(abilities: list[Entry], unread: list[NotModelled], slot: int, sentence: str,
                 when: dict[str, Any]) -> None:
    """An Event's timing sentence becomes the condition of its ability (25.1.1), which quotes
    it before its own words (the choices of "Choose one" keep theirs); without a read effect it
    has nothing to restrict."""
    played = [e for e in abilities if isinstance(e, dict) and e["kind"] == "activated"]
    if not played or any("condition" in e for e in played):
        reason = timing.UNREAD_EFFECT if not played else "play timing: the Event gives two timings"
        unread.insert(slot, NotModelled(sentence, reason))
        return
    for entry in played:
        entry["condition"] = when
        if len(played) == 1:  # the choices of "Choose one" keep their own words, to be named by them
            entry["text"] = f"{sentence} {entry['text']}"


def _sentence(sentence: str, title: str, kind: str, event_used: bool) -> list[Entry]:
    limit = limits.split(sentence) if kind != "event" else None
    if limit is not None:
        return [_limited(sentence, title, kind, *limit)]
    permitted = keywords.play_permission(sentence, title, kind)
    if permitted is not None:  # "Can be played during an opponent's turn." (25.1.1)
        return permitted
    words = keywords.words(sentence, title)
    if words is not None:
        return words
    subject = subjects.play_on(sentence, kind)
    if subject is not None:
        return list(subject)
    required_play = conditions.play_requirement(sentence, kind)
    if required_play is not None:  # "Play only if you control a <Secret> card." (25.1)
        return [required_play]
    counters = entering.enters_with(sentence, title) if kind != "event" else None
    if counters is not None:  # "Enters play with four counters on it" (10.5)
        return [{**counters, "text": sentence}]
    discards = continuous.extra_discard(sentence, kind)
    if discards is not None:  # "... an additional card at the beginning of your turn": the discard step (22.2.4)
        return [discards]
    trig = (triggered.split(sentence, title) or conditions.if_trigger(sentence, title, kind)) if kind != "event" else None
    if trig is not None:  # "If <this card> damages a <card>, ..." is a trigger too (26.1)
        return [_triggered(sentence, title, kind, one, *trig[1:]) for one in triggered.each(trig[0])]
    played = _triggered_play(sentence, title) if kind == "event" else None
    if played is not None:  # "Play when <trigger> :: <effect>"
        return _one_event_ability([played], kind, event_used)
    timed = timing.before_cost(sentence) if kind == "event" else None
    if timed is not None:  # "Play during an attack :: <effect>"
        return _one_event_ability(_timed_event(sentence, title, *timed), kind, event_used)
    responding = timing.in_response(sentence) if kind == "event" else None
    if responding is not None:  # "Play in response to an Event :: Cancel that Event" (26.2.1)
        return _one_event_ability(_response(sentence, title, *responding), kind, event_used)
    both = _two_abilities(sentence, title, kind)
    if both is not None:  # "Turn and maintain X to <effect>, or turn to <effect>"
        return both
    required = conditions.requirement(sentence, title) if kind != "event" else None
    if required is not None:  # "Turn if you control a Unique Character :: ..." (24.1)
        return [_required(sentence, title, kind, *required)]
    other = conditions.other_amount(sentence, title)
    if other is not None:  # "Turn to draw 1 card, or 3 cards if "Malachi" is in play" (24.2)
        return _one_event_ability([_other_amount(sentence, title, kind, *other)], kind, event_used)
    resolving = conditions.on_resolution(sentence, title) if kind == "event" else None
    if resolving is not None:  # "<effect> if an opponent has more ... than you": checked as it resolves (24.2)
        return _one_event_ability(_checked_on_resolution(sentence, title, *resolving), kind, event_used)
    try:
        found = activated.with_cost(sentence, title, kind)
    except Unread:
        start = sentence.split("::")[0].lower()
        head = trigger_reason(start) if re.match(r"^(?:when|whenever|each time|after|at the)\b", start) else None
        if head is not None:
            raise Unread(head) from None
        raise
    if found is not None:
        return _one_event_ability(found, kind, event_used)
    split = continuous.split_versus(sentence, title, kind) if kind != "event" else None
    if split is not None:  # "... gains +1 Fighting, and +3 damage to Sites": two abilities of one sentence
        return [{**part, "text": sentence} for part in split]
    found_c = continuous.ability(sentence, title, kind) if kind != "event" else None
    if found_c is not None:  # an Event is never in play: its text is an effect, not continuous
        return [{**found_c, "text": sentence}]
    specific = reason(sentence)
    if kind == "event" and not _is_rule_sentence(sentence) and specific.startswith(GENERIC):
        return _one_event_ability(activated.event(sentence, title), kind, event_used)
    if kind == "event" and _tried(specific, sentence):  # "Cancel an effect that cancels": read if it reads
        try:
            return _one_event_ability(activated.event(sentence, title), kind, event_used)
        except Unread:
            raise Unread(specific) from None
    raise Unread(specific)


#: "Turn and maintain Police Station to give target <Cop> character +2 Fighting, or turn to inflict
#: 2 damage on target <Hood> Character": two abilities in one sentence, each with its own cost
_TWO = re.compile(r"(?P<a>turn\b[^:;]+?), or (?P<b>turn\b[^:;]+?)\.?", re.IGNORECASE)


def _two_abilities(sentence: str, title: str, kind: str) -> list[Entry] | None:
    """Two abilities printed in one sentence, "<cost> to <effect>, or <cost> to <effect>" (24.1:
    each use pays its own cost): both read, each its own words, or the sentence is not split."""
    m = _TWO.fullmatch(sentence.strip())
    if m is None or kind == "event":
        return None
    out: list[Entry] = []
    for words in (m["a"], m["b"]):
        try:
            found = activated.with_cost(f"{words[:1].upper()}{words[1:]}.", title, kind)
        except Unread:
            return None
        if not found or len(found) != 1:
            return None
        out.extend(found)
    return out


_CANCELING = "effect not writable (canceling)"
#: an Event's sentence these reasons name is still tried as its effect when it has these words, and
#: keeps the reason when it does not read: "Target attacker takes no combat damage from
#: interceptors until ..." (29.7), "Target cannot be healed until ..." (16.2), "Copy a Site's rules
#: text to target Site ..." (36.0)
_TRIED = ((_CANCELING, r""), ("damage modifier \"against\" or \"from\"", r"\btakes? no (?:combat |non-combat )?damage from\b"),
          ("restriction not in the language", r"\b(?:cannot|may not) (?:be healed|turn to change location|be attacked)\b"),
          ("effect on hands, decks or piles", r"\bdiscard their hands\b"),
          ("effect not writable (copying)", r"^copy\b"), ("effect not writable (redirecting damage)", r"^redirect\b"))


def _tried(specific: str, sentence: str) -> bool:
    return any(specific.startswith(r) and re.search(words, sentence, re.IGNORECASE) for r, words in _TRIED)


#: reasons a pattern gives when it got lost in words it does not know: a diagnosis of the whole
#: sentence (reasons.py) says more, when it has one
_WEAK = (GENERIC, "object not in the language", "bold-faced word not in the language: unknown",
         "cost not in the language: \"", "selector not in the language")


def _sharper(sentence: str, given: str, title: str, kind: str) -> str:
    if not given.startswith(_WEAK):
        return given
    better = reason(_unread_part(sentence, title, kind))
    return given if better.startswith(GENERIC) else better


def _unread_part(sentence: str, title: str, kind: str) -> str:
    """The effect of a sentence whose trigger words were read: its reason is the effect's, not
    the trigger family's (the bench ranks triggers the language lacks by these reasons)."""
    try:
        found = triggered.split(sentence, title) if kind != "event" else None
    except Unread:
        return sentence
    return sentence if found is None else found[1]


#: what a use limit may be printed on: abilities a player uses or that trigger
_LIMITABLE = ("activated", "turn_and_maintain", "triggered")


def _limited(sentence: str, title: str, kind: str, when: dict[str, str] | None, rest: str) -> dict[str, Any]:
    """"Once per turn, <ability>" (limits.py): the ability the rest reads as, used at most once
    per turn (and only when `when` holds)."""
    if "::" in rest or re.match(r"^you may (?:pay|spend) \d+ power to\b", rest, re.IGNORECASE):
        rest = re.sub(r"^you may\s+", "", rest, flags=re.IGNORECASE)  # a cost: "pay 1 Power :: ..."
    try:
        entries = _sentence(rest, title, kind, False)
    except Unread as exc:
        entries = _free(rest, title, kind, exc)
    found = [e for e in entries if isinstance(e, dict)]
    if len(entries) != 1 or len(found) != 1 or found[0]["kind"] not in _LIMITABLE:
        raise Unread(f"{limits.REASON}: on text that is not one ability used or triggered")
    entry = {**found[0], "text": sentence, "once_per": "turn"}
    if when is not None:
        if entry["kind"] == "triggered" or "condition" in entry:
            raise Unread(f"{limits.REASON}: \"once during your turn\" on a trigger or a conditional ability")
        entry["condition"] = when
    return entry


def _required(sentence: str, title: str, kind: str, cond: dict[str, Any], rest: str) -> dict[str, Any]:
    """An ability used only while a board condition holds (conditions.requirement): the one
    activated or turn-and-maintain ability the rest reads as, with that `condition`."""
    found = activated.with_cost(rest, title, kind)
    if found is None or len(found) != 1 or found[0]["kind"] not in ("activated", "turn_and_maintain") \
            or "condition" in found[0]:
        raise Unread("condition on the game state: a requirement on text that is not one ability used")
    return {**found[0], "text": sentence, "condition": cond}


def _free(rest: str, title: str, kind: str, unread: Unread) -> list[Entry]:
    """A limited ability without a cost: "you may <effect>", or a cost of only a target
    ("choose a Character :: ..."); else the reason the rest was not read."""
    if unread.reason.startswith("ability without a cost"):
        found = activated.with_cost(rest, title, kind, free=True)
        if found is not None:
            return list(found)
    effect = limits.costless(rest)
    if effect is None or trigger_reason(rest.lower()) is not None:
        raise unread
    try:
        return list(activated.limited(effect, title, kind))
    except Unread as exc:
        raise (exc if unread.reason.startswith(_WEAK) else unread) from None


def _triggered(sentence: str, title: str, kind: str, trigger: dict[str, Any], effect: str,
               optional: bool) -> dict[str, Any]:
    """A triggered ability; "target a Character :: ..." after the trigger words is its target."""
    if trigger.get("subject") and kind != "state":
        raise Unread("trigger on a subject: only a State has a subject")
    effect = triggered.attacker_effect(triggered.by_me_effect(effect, trigger, title), trigger)
    effect = _own_subject(effect, title, kind)
    required = conditions.trailing(effect, title) if "::" not in effect else None
    if required is not None:  # "draw three cards if he is the only attacker"
        effect = required[0]
    chosen, paid = None, None
    if "::" in effect:
        head, _, effect = effect.partition("::")
        paid = cost(head, title)
        if paid.kind != "activated" or (paid.damage_self and kind not in ("character", "site", "feng_shui_site")):
            raise Unread("a trigger with a cost other than a target: not in the language")
        if _left_play(trigger) and (paid.turn_self or paid.sacrifice_self or paid.counters or paid.damage_self):
            raise Unread("cards out of play: a cost on this card after it has left play")
        optional = optional or bool(activated.cost_fields(paid))  # a trigger with a cost is voluntary (26.1.2)
        chosen = paid.chosen
    ctx = Context(title, kind, chosen=chosen, trigger_card=chosen is None)
    made = template(effect, ctx)
    if trigger["on"] == "smoked" and "card" not in trigger and (made.get("select") or {}).get("at_this_location"):
        raise Unread("selector not in the language: \"at this location\" of a card smoked, whose location is gone")
    if made.get("effect") == "smoked_to_hand" and made.get("aim") == "trigger_card" \
            and (trigger["on"] != "smoked" or "card" in trigger or "by" in trigger):
        raise Unread("cards out of play: \"it\" is read as a card in your smoked pile only after \"when this card is smoked\"")
    if _left_play(trigger) and any(part.get("aim") == "self" or (part.get("aim") == "trigger_card"
                                                                 and part.get("effect") not in _PILE_EFFECTS)
                                   for part in [made, *made.get("then", [])]):
        raise Unread("cards out of play: this card has left play, so an effect on it is on a card in a pile")
    parts = [made, *made.get("then", [])]
    gone = next((i for i, p in enumerate(parts) if p.get("aim") == "subject" and p.get("effect") in _REMOVING), None)
    if gone is not None and any(p.get("aim") == "self" for p in parts[gone + 1:]):
        raise Unread("cards out of play: a State whose subject has left play is smoked with it")
    if chosen is not None and paid is not None and paid.choose:
        made["choose"] = True
    if paid is not None:  # every cost its words pay (24.1.4)
        if paid.sacrifice_self and any(p.get("aim") == "self" for p in parts):
            raise Unread("an effect on the card its cost sacrifices: not in the language")
        made.update(activated.cost_fields(paid))
    out: dict[str, Any] = {"kind": "triggered", "text": sentence, "trigger": trigger, "effect": made}
    if optional:
        out["optional"] = True
    if required is not None:  # its "if", checked as the effect resolves (24.2: Nine Dragon Temple's example)
        made["condition"] = required[1]
    return out


#: the effects that act on a card in a smoked pile (9.2.1): the only ones that reach "it" after
#: "when this card is smoked"
_PILE_EFFECTS = frozenset({"smoked_to_hand", "reload"})
#: effects that take their cards out of play
_REMOVING = frozenset({"smoke", "toast", "sacrifice", "return_to_hand"})


def _left_play(trigger: dict[str, Any]) -> bool:
    """A trigger on this card leaving play (smoked, 20.0; leaving, 34.0): its effect resolves
    with the card in a pile, where an effect on cards in play does not reach it."""
    return trigger["on"] in ("smoked", "leaves_play") and "card" not in trigger and not trigger.get("subject")


def _own_subject(effect: str, title: str, kind: str) -> str:
    """A Character's effect printed without a subject ("Gains +1 Fighting ... when ...",
    "Heals when ...", "Unturns when ...") is done to the Character itself; "heals" removes all
    its damage (16.0), "unturns" unturns it (21.1)."""
    if kind != "character":
        return effect
    if re.fullmatch(r"heals\.?", effect.strip(), re.IGNORECASE):
        return f"Heal {title}."
    if re.fullmatch(r"unturns\.?", effect.strip(), re.IGNORECASE):
        return f"Unturn {title}."
    return re.sub(r"^gains\b", f"{title} gains", effect.strip(), flags=re.IGNORECASE)


def _triggered_play(sentence: str, title: str) -> dict[str, Any] | None:
    """An Event played when a trigger happens (25.1.1) is a voluntary triggered effect
    (26.1.2): its player may play it in the scene of the trigger or the next (26.1.4)."""
    found = timing.when(sentence)
    if found is None:
        return None
    trigger = triggered.on_another_card(found[0], title)
    if trigger is None:
        raise Unread(f"play timing: the trigger is not in the language: \"{found[0][:60]}\"")
    return _triggered(sentence, title, "event", trigger, found[1], True)


def _timed_event(sentence: str, title: str, when: dict[str, Any], effect: str) -> list[dict[str, Any]]:
    targeted = activated.with_cost(effect, title, "event") if "::" in effect else None  # "Target Y :: Z"
    played = targeted if targeted is not None else activated.event(effect, title)
    for entry in played:
        entry["condition"] = when
        if len(played) == 1:
            entry["text"] = sentence
        if entry.get("effect", {}).get("effect") == "play_card" and _outside_type_timing(when):
            entry["effect"]["waives_timing"] = True
    return played


def _outside_type_timing(when: dict[str, Any]) -> bool:
    """An Event's timing during an attack or an opponent's turn, when no Character may be played
    (25.4): a card its effect plays is played then, its type's timing waived (25.1.1: "Out of the
    Barrel is an example of an Event that allows you to play a Character on an opponent's turn")."""
    return when.get("is") in ("attack_under_way", "opponents_turn") and not when.get("not")


def _response(sentence: str, title: str, when: dict[str, Any] | None, effect: str) -> list[dict[str, Any]]:
    """An Event played in response to an Event being played (26.2.1) that cancels it (33.0): the
    Event is chosen as it is played, as Undisturbed Meditation's cost chooses it. Any other
    effect of a response stays not modelled: only a cancel names the Event on the stack."""
    try:
        found = activated.with_cost(effect, title, "event") or []
    except Unread:
        found = []
    one = found[0].get("effect", {}) if len(found) == 1 else {}
    if one.get("effect") != "cancel_card" or one.get("select", {}).get("type") != "event":
        raise Unread("play timing: \"Play in response to ...\" is not in the language")
    return [{**found[0], "text": sentence, **({"condition": when} if when is not None else {})}]


def _checked_on_resolution(sentence: str, title: str, effect: str, cond: dict[str, Any]) -> list[dict[str, Any]]:
    """An Event's effect with its "if" on the template: the one ability its words give, the
    condition checked as the effect resolves (24.2), the `text` the whole sentence."""
    found = activated.with_cost(effect, title, "event") or activated.event(effect, title)
    if len(found) != 1 or "effect" not in found[0] or "condition" in found[0]["effect"]:
        raise Unread("condition on an effect: the effect before \"if\" is not one effect")
    return [{**found[0], "text": sentence, "effect": {**found[0]["effect"], "condition": cond}}]


#: what an effect with another amount may not have: its amount is then not one written number
_COUNTED = ("x", "per", "then", "condition", "divided", "up_to", "delayed", "amount_if")


def _other_amount(sentence: str, title: str, kind: str, rest: str, written: int, other: int,
                  cond: dict[str, Any]) -> dict[str, Any]:
    """The one ability `rest` reads as, whose effect's written amount is `written`, with the
    other amount used when `cond` holds as the effect is generated (24.2)."""
    found = [e for e in _sentence(rest, title, kind, False) if isinstance(e, dict)]
    effect = found[0].get("effect") if len(found) == 1 else None
    if not isinstance(effect, dict) or effect.get("amount") != written or any(k in effect for k in _COUNTED):
        raise Unread("condition on an effect: \"or N ... if\" on text that is not one effect of that amount")
    return {**found[0], "text": sentence, "effect": {**effect, "amount_if": {"amount": other, "condition": cond}}}


def _one_event_ability(found: list[dict[str, Any]], kind: str, event_used: bool) -> list[Entry]:
    if kind == "event" and event_used:
        raise Unread("a second effect of one Event: a written ability generates one effect")
    return list(found)


def _is_rule_sentence(sentence: str) -> bool:
    return re.match(r"^(?:play|you may play|you must|this card|x ?=|limited|unique)\b", sentence,
                    re.IGNORECASE) is not None


__all__ = ["compile_text"]
