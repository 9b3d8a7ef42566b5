"""Triggered abilities (26.1): "When this card enters play, ...", "At the start of your turn,
...", "When a Character you control is smoked, ...", "When an opponent plays an Event, ...",
also printed after the effect ("Gain 1 Power when a Unique Character is smoked."). "you may"
makes the trigger voluntary (26.1.2)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import selector

#: the engine's triggers on this card smoking or damaging another (model/written.py)
BY_THIS_CARD = ("smokes", "inflicts_damage", "reduces_body", "enters_combat_with")

#: trigger words (with {me} for this card's names) -> the engine's trigger
TRIGGERS = (
    (r"when {me} enters play", {"on": "enters_play"}),
    (r"when {me} is smoked", {"on": "smoked"}),
    # who smoked it: the controller of the effect or of the damage's source (35.0, 29.4)
    (r"when {me} (?:is|are) smoked by an opponent|when an opponent smokes {me}", {"on": "smoked", "by_player": "opponent"}),
    (r"when {me} is attacked|when an attack is declared against {me}"
     r"|when an opponent declares an attack (?:against|on|that targets) {me}", {"on": "attack_declared"}),
    (r"when {me} enters combat", {"on": "enters_combat"}),
    # only an opponent of the attacker joins an attack (28.4): "an opponent's attack" says nothing more
    (r"when {me} joins (?:an opponent's attack|an attack(?: declared by an opponent)?)", {"on": "joins_attack"}),
    (r"(?:when|each time) {me} (?:turns to attack|attacks|is declared as an attacker)|when you declare {me} as an attacker"
     r"|when you declare an attack with {me}", {"on": "turns_to_attack"}),
    (r"when {me} is damaged", {"on": "damaged"}),
    (r"when {me} is healed", {"on": "healed"}),
    (r"when {me} is played(?: from your hand)?|when you play {me}(?: from your hand)?", {"on": "played"}),
    (r"at the (?:start|beginning) of (?:your turn|each of your turns)", {"on": "start_of_turn", "whose_turn": "you"}),
    # only a card in play under your control has its text active then (26.1.3)
    (r"if you control {me} at the (?:start|beginning) of your turn", {"on": "start_of_turn", "whose_turn": "you"}),
    (r"at the (?:start|beginning) of each turn", {"on": "start_of_turn"}),
    (r"at the end of (?:your turn|each of your turns)", {"on": "end_of_turn", "whose_turn": "you"}),
    (r"at the end of each turn|at the end of the turn", {"on": "end_of_turn"}),
    (r"when {me} leaves play", {"on": "leaves_play"}),
    # the controller of the Character surviving a Faceoff's combat wins it (41.4)
    (r"when {me} wins a faceoff", {"on": "faceoff_won"}),
    (r"when you win a faceoff", {"on": "faceoff_won", "card": {"controller": "you"}}),
    (r"when an opponent wins a faceoff", {"on": "faceoff_won", "card": {"controller": "opponent"}}),
    # two triggers of one sentence (`or_on`), each its own triggered ability (24.5.2, 34.0)
    (r"when {me} enters or leaves play", {"on": "enters_play", "or_on": "leaves_play"}),
    (r"when (?:{me}|this site) is revealed", {"on": "revealed"}),
    # an attack's result is known when it is over (28.11, 28.12); "you declared": its declarer (28.1)
    (r"when an attack you declared succeeds", {"on": "attack_succeeds", "any_card": True, "declarer": "you"}),
    (r"when an attack you declared fails", {"on": "attack_fails", "any_card": True, "declarer": "you"}),
    # "at the end of a successful attack": its result is known at its end, its end-of-attack scene (28.9, 28.11)
    (r"at the end of a successful attack you declared", {"on": "attack_succeeds", "any_card": True, "declarer": "you"}),
    (r"at the end of a failed attack you declared", {"on": "attack_fails", "any_card": True, "declarer": "you"}),
    (r"(?:when|whenever|each time) you declare an attack", {"on": "attack_declared", "any_card": True, "declarer": "you"}),
    (r"at the end of each attack", {"on": "end_of_attack", "any_card": True}),
    (r"when an attack you declared ends", {"on": "end_of_attack", "any_card": True, "declarer": "you"}),
)
#: "When <a card> is smoked / enters play", "When <a player> plays <a card>": triggers on
#: other cards, picked by a selector (`card`)
_OTHER = re.compile(r"^(?:when|whenever) (?P<sel>(?:a|an|any|another) .+?) (?P<verb>is smoked|are smoked|enters play"
                    r"|is played|is damaged|is healed|turns to attack|is revealed|is sacrificed|leaves play"
                    r"|is burned|(?:is|are) smoked or burned|is turned|becomes turned"
                    r"|joins an attack declared by an opponent|joins an opponent's attack|joins an attack)"
                    r"(?P<by> by an opponent)?(?P<here> at this location)?$",
                    re.IGNORECASE)
#: "When an opponent smokes / you smoke a <selector>": who smoked it, the controller of the
#: effect or of the damage's source (35.0, 29.4)
_SMOKER = re.compile(r"^(?:when|whenever) (?P<who>an opponent|you) smokes? (?P<sel>(?:a|an|any|another) .+?)$",
                     re.IGNORECASE)
#: "When you sacrifice a <selector>": you sacrifice only cards you control (45.3)
#: "When you seize / an opponent burns a <selector>": the attack's declarer chose the Site's fate
#: (30.3.3, 19.0)
_SEIZER = re.compile(r"^(?:when|whenever) (?P<who>an opponent|you) (?P<verb>seize|burn)s? (?P<sel>(?:a|an|any|another) .+?)$",
                     re.IGNORECASE)
_SACRIFICES = re.compile(r"^(?:when|whenever) you sacrifice (?P<sel>(?:a|an|any) .+?)$", re.IGNORECASE)
#: "When an attack is declared against a <selector>": the attack's target picked by a selector (28.1)
_ATTACKED = re.compile(r"^(?:when|whenever) an attack is declared against (?P<sel>(?:a|an|any) .+?)$", re.IGNORECASE)
#: "When an opponent declares an attack against a <selector> you control": only an opponent of a
#: card's controller can attack it (28.1.3), so this is any attack on such a card
_OPPONENT_ATTACKS = re.compile(r"^(?:when|whenever|each time) an opponent declares an attack (?:against|on) "
                               r"(?P<sel>(?:a|an|any) .+?)$", re.IGNORECASE)
#: "When an opponent turns a <selector>": who turned it, for a cost, to attack or to move, or by
#: an effect he controls (21.0, 35.0)
_TURNS = re.compile(r"^(?:when|whenever) (?P<who>an opponent|any opponent|you) turns? (?P<sel>(?:a|an|any|another) .+?)$",
                    re.IGNORECASE)
_PLAYS = re.compile(r"^(?:when|whenever) (?P<who>you|an opponent|any player|a player) plays? "
                    r"(?P<sel>(?:a|an|any) .+?)(?P<during> during (?:your|an opponent's) turn)?$", re.IGNORECASE)
_ON = {"is smoked": "smoked", "are smoked": "smoked", "enters play": "enters_play", "is played": "played",
       "is damaged": "damaged", "turns to attack": "turns_to_attack", "is revealed": "revealed",
       "is sacrificed": "sacrificed", "is healed": "healed", "leaves play": "leaves_play", "is burned": "burned",
       "is smoked or burned": "smoked", "are smoked or burned": "smoked",
       # a card turns however it is turned: for a cost, to attack or move, or by an effect (21.0)
       "is turned": "turned", "becomes turned": "turned",
       # only an opponent of the attacker joins an attack (28.4)
       "joins an attack declared by an opponent": "joins_attack", "joins an opponent's attack": "joins_attack",
       "joins an attack": "joins_attack"}
#: "smoked or burned": two triggers, one ability each (compiler.py), the second named by `or_on`
_OR_ON = {"is smoked or burned": "burned", "are smoked or burned": "burned"}
#: what a player does to a card: "... by an opponent" names him (35.0, 30.3.3)
_BY_A_PLAYER = ("is smoked", "are smoked", "is burned", "is turned", *_OR_ON)
_SUBJECT_ON = {"enters combat": "enters_combat", "attacks": "turns_to_attack", "is attacked": "attack_declared"}
#: a card smoked is noticed while still where it was (26.1.3, zones.py): "smoked at this location"
_LOOKED_BACK = ("is smoked", "are smoked")
_WHO = {"you": "you", "an opponent": "opponent", "any opponent": "opponent", "any player": "any", "a player": "any"}
#: "When this card smokes / inflicts [combat] damage on / damages a <selector> [in combat]": this
#: card acting on another (20.1, 29.4); `combat` only for combat damage (29.1)
_BY_ME = (
    (r"(?:when|whenever) {me} smokes (?P<sel>(?:a|an|any|another) .+?)(?P<combat> by inflicting combat damage"
     r"| in combat)?", "smokes"),
    (r"(?:when|whenever) {me} inflicts (?P<combat>combat )?damage on (?P<sel>(?:a|an|any|another) .+?)", "inflicts_damage"),
    (r"(?:when|whenever) {me} damages (?P<sel>(?:a|an|any|another) .+?)(?P<combat> in combat)?", "inflicts_damage"),
    # "reduces a Site's Body to 0": its damage did it, whatever the Site's fate (30.3.3, 20.1)
    (r"(?:when|whenever) {me} reduces (?P<sel>(?:a|an|any|another) [^']+?)'s body to (?:0|zero)(?P<combat>)",
     "reduces_body"),
    # entering combat is mutual: "this card enters combat with X" is "X enters combat with this card" (30.2)
    (r"(?:when|whenever) {me} enters? combat with (?P<sel>(?:a|an|any|another) .+?)(?P<combat>)", "enters_combat_with"),
    (r"(?:when|whenever) (?P<sel>(?:a|an|any) .+?) enters combat with {me}(?P<combat>)", "enters_combat_with"),
)
#: words of an effect that may name either card of a trigger on smoking or damaging
AMBIGUOUS = re.compile(r"\b(?:it|its|itself|he|she|him|her|his|them|their)\b", re.IGNORECASE)
BY_ME_REASON = "trigger on a card damaging or smoking another"


def _family(on: str) -> str:
    """The bench's family of an unread trigger on this card acting on another."""
    return "trigger on combat" if on == "enters_combat_with" else BY_ME_REASON


def attacker_effect(effect: str, trigger: dict[str, Any]) -> str:
    """The effect of "When this card turns to attack a <selector>": "it", "its", "that Site" or
    "target" may name the attack's target or this card, so only an effect naming neither way
    ("he gains ...", this card's name) is read. After "When this card turns to attack", "at the
    location of its target" / "of the attack" is this card's location: a declared attacker is
    at its target's location from its declaration (28.3)."""
    if trigger.get("on") == "turns_to_attack" and "card" not in trigger and "target" not in trigger:
        effect = _ATTACK_LOCATION.sub(" at this location", effect)
    if "target" in trigger and re.search(r"\b(?:it|its|itself|that|target|them|they|their)\b", effect, re.IGNORECASE):
        raise Unread("trigger on declaring or joining an attack: \"it\" or \"that\" may name the attack's target")
    return effect


_ATTACK_LOCATION = re.compile(r" at the location of (?:(?:its|his|her) target|the attack|the target of (?:the|its|his|her) attack)"
                              r"(?=\s*(?:::|[.,]|$))", re.IGNORECASE)


def by_me_effect(effect: str, trigger: dict[str, Any], title: str) -> str:
    """The effect of a trigger on this card smoking or damaging another, Unread when a pronoun
    ("it", "he") may name either card. After "When this card smokes a Character ...", some can
    name only this card and are written as its title: the smoked card has left play (20.1) and
    only a card in play gains an ability, so "it gains ... until it leaves play" is this card's;
    a card smoked by combat damage was in combat with this card, at the attack's location (28.3,
    28.6.5), so "at its / his / her location" is this card's location either way."""
    if trigger["on"] not in BY_THIS_CARD:
        return effect
    checked = effect
    if trigger["on"] == "smokes":
        gains = re.fullmatch(r"(?:it|he|she) gains (?P<what>[^,;]+?) (?P<until>until (?:(?:it|he|she) leaves play"
                             r"|the end of the (?:turn|attack|combat)))\.?", effect.strip(), re.IGNORECASE)
        if gains is not None:
            effect = f"{title} gains {gains['what']} {gains['until']}."
            checked = f"{title} gains {gains['what']}"
        if trigger.get("combat"):
            effect = re.sub(r"\bat (?:its|his|her) location\b", "at this location", effect, flags=re.IGNORECASE)
            checked = re.sub(r"\bat (?:its|his|her) location\b", "at this location", checked, flags=re.IGNORECASE)
    # "that Character gains -1 Fighting until it leaves play": "it" is the sentence's subject,
    # the other card, whose grant lasts while it stays in play (34.0)
    checked = re.sub(r"^(that (?:character|card) gains [^,;]+?) until it leaves play(\.?)$", r"\1\2", checked.strip(),
                     flags=re.IGNORECASE)
    if AMBIGUOUS.search(checked):
        raise Unread(f"{_family(trigger['on'])}: \"it\" or \"he\" may name either card")
    return effect


def split(sentence: str, title: str) -> tuple[dict[str, Any], str, bool] | None:
    """(trigger, effect clause, optional) of a triggered sentence; None when the sentence
    has no trigger words the language has."""
    text = sentence.strip()
    paid = _turn_cost(text, title)
    if paid is not None:
        return paid
    either = _burned_either_way(text, title)
    if either is not None:
        return either
    seized = _seizer_gains(text, title)
    if seized is not None:
        return seized
    turned = _they_turn(text)
    if turned is not None:
        return turned
    head, rest = _parts(text)
    if head is None:
        head, rest = _without_comma(text, title)
    if head is None:
        return None
    trigger = _trigger(head, title)
    if trigger is None:
        return None
    optional = re.match(r"^you may\s+", rest, re.IGNORECASE) is not None
    rest = re.sub(r"^(?:you may\s+)?(?:immediately\s+)?", "", rest, flags=re.IGNORECASE)
    mine = re.match(rf"^(?:it|he|she|this card|{re.escape(title)}) may\s+(?=inflict\b)", rest, re.IGNORECASE)
    if mine and _only_me(trigger):  # "he may inflict ...": this card's effect, used or not (26.1.2)
        return trigger, rest[mine.end():], True
    return trigger, rest, optional


def _only_me(trigger: dict[str, Any]) -> bool:
    """A trigger naming no card but this one (its own entering play, the start of a turn), so
    that "it" / "he" in its effect can name only this card."""
    return not set(trigger) & {"card", "target", "subject", "any_card", "attack_target"} \
        and trigger["on"] not in BY_THIS_CARD


def _seizer_gains(text: str, title: str) -> tuple[dict[str, Any], str, bool] | None:
    """"Any player who seizes this Site gains 2 Power": a Site seized changes control as it is
    seized (30.3.3.2), so its trigger on being seized is its new controller's, the seizer's, and
    "gain" is his."""
    me = rf"(?:this site|this card|the site|{re.escape(title)})"
    m = re.fullmatch(rf"any player who seizes {me} gains (?P<n>\d+) power\.?", text, re.IGNORECASE)
    if m is None:
        return None
    return {"on": "seized"}, f"Gain {m['n']} Power.", False


def _they_turn(text: str) -> tuple[dict[str, Any], str, bool] | None:
    """"[e] characters suffer 2 points of damage whenever they become turned": the cards are
    named before the trigger, "they" being each one that turns (21.0), so each triggers for
    itself and takes the damage as the trigger's card."""
    m = re.fullmatch(r"(?P<cards>[^,:]+?) (?P<verb>suffer|take) (?P<rest>[^,:]+?) (?:when|whenever) they "
                     r"(?:become|are) turned\.?", text, re.IGNORECASE)
    if m is None or re.match(r"^(?:all|each|a|an|any|the|you|it|they)\b", m["cards"], re.IGNORECASE):
        return None
    return {"on": "turned", "card": selector(m["cards"])}, f"It {m['verb']}s {m['rest']}.", False


def each(trigger: dict[str, Any]) -> list[dict[str, Any]]:
    """The triggers of one printed trigger: "is smoked or burned" is two (`or_on` names the
    second), each its own triggered ability with the same effect; so is "when A, or when B"
    (`or_trigger`: the second whole trigger)."""
    if "or_trigger" in trigger:
        return [{k: v for k, v in trigger.items() if k != "or_trigger"}, trigger["or_trigger"]]
    also = trigger.get("or_on")
    first = {k: v for k, v in trigger.items() if k != "or_on"}
    return [first] if also is None else [first, {**first, "on": also}]


def _burned_either_way(text: str, title: str) -> tuple[dict[str, Any], str, bool] | None:
    """"When you burn a Site, or when a Site you control is burned, <effect>": two triggered
    abilities of one effect. Read only when no one event can set off both: you never burn (or
    seize) a Site you control, since you never attack your own cards (28.1.3) and the attack's
    declarer chooses the fate of the Site it reduced to 0 (30.3.3). None for other sentences."""
    m = re.fullmatch(r"(?P<a>when [^,]+), or (?P<b>when [^,]+), (?P<rest>.+)", text, re.IGNORECASE)
    if m is None:
        return None
    first, second = split(f"{m['a']}, {m['rest']}", title), split(f"{m['b']}, {m['rest']}", title)
    if first is None or second is None or first[1:] != second[1:]:
        return None
    mine, by_me = sorted((first[0], second[0]), key=lambda t: "by_player" in t)
    if not (mine["on"] == by_me["on"] in ("burned", "seized") and by_me.get("by_player") == "you"
            and "by_player" not in mine and (mine.get("card") or {}).get("controller") == "you"):
        return None
    return {**first[0], "or_trigger": second[0]}, first[1], first[2]


def on_another_card(head: str, title: str) -> dict[str, Any] | None:
    """The trigger of "when <trigger>" when it happens to other cards a selector picks ("when a
    Character you control is smoked"), as an Event's triggered play needs: an Event is never in
    play (25.3), so nothing happens to it or is done by it."""
    found = _trigger(head.strip(), title)
    if found is None or "card" not in found or found["on"] in BY_THIS_CARD or "or_on" in found or "or_trigger" in found:
        return None
    return found


def _turn_cost(text: str, title: str) -> tuple[dict[str, Any], str, bool] | None:
    """"Turn when <trigger> :: <effect>", "Turn to <effect> when <trigger>", "When <trigger>, turn
    to <effect>", "When <trigger>, turn :: <effect>": a trigger whose
    effect costs turning this card, so voluntary (26.1.2); the effect is given as "Turn :: ..."."""
    me = rf"(?: this card| {re.escape(title)})?"
    m = re.match(rf"^turn{me} ((?:when|whenever)\b[^:]+?) :: (.+)$", text, re.IGNORECASE)
    found = (m[1], m[2]) if m else None
    m = re.match(rf"^turn{me} to (?!.*::)(.+?),? ((?:when|whenever)\b[^,]+?)\.?$", text, re.IGNORECASE)
    found = found or ((m[2], m[1]) if m else None)
    m = re.match(rf"^((?:when|whenever)\b[^,:]+), turn{me} to (?!.*::)(.+)$", text, re.IGNORECASE)
    found = found or ((m[1], m[2]) if m else None)
    m = re.match(rf"^((?:when|whenever)\b[^,:]+), turn{me} :: (.+)$", text, re.IGNORECASE)
    found = found or ((m[1], m[2]) if m else None)
    found = found or _turn_when_to(text, me, title)
    trigger = _trigger(found[0], title) if found else None
    if found is None or trigger is None:
        return None
    return trigger, f"Turn :: {found[1]}", True


def _turn_when_to(text: str, me: str, title: str) -> tuple[str, str] | None:
    """"Turn when <trigger> to <effect>": the first "to" after which the trigger words end
    ("when a Character turns to attack to ..." keeps its "turns to attack")."""
    m = re.match(rf"^turn{me} ((?:when|whenever)\b(?!.*::).+)\.?$", text, re.IGNORECASE)
    if m is None:
        return None
    words = m[1].rstrip(".")
    for at in (i.start() for i in re.finditer(r" to ", words)):
        if _trigger(words[:at], title) is not None:
            return words[:at], words[at + 4:]
    return None


#: trigger words run to the sentence's end without a comma, but for those of a list of
#: designators: "when you play a <Monkey>, <Ape>, or <Simian> card"
_NO_COMMA = r"(?:[^,]|,(?= (?:or |and )?<))"


def _parts(text: str) -> tuple[str | None, str]:
    """(trigger words, effect) of "When X, Y." or "Y when X."."""
    m = re.match(r"^((?:when|whenever|each time|at the (?:start|end|beginning) of)\b[^,]+),\s*(.+)$", text, re.IGNORECASE)
    if m:
        return m[1], m[2]
    m = re.match(r"^(if you control [^,]+ at the (?:start|beginning) of your turn),\s*(.+)$", text, re.IGNORECASE)
    if m:
        return m[1], m[2]
    m = re.match(r"^(?!.*::)(.+?),? (at the (?:start|end|beginning) of (?:your|each|the) turns?|at the (?:start|end|beginning)"
                 r" of each of your turns|at the end of each attack"
                 r"|at the end of a (?:successful|failed) attack you declared)\.?$", text, re.IGNORECASE)
    if m and not re.match(r"^(?:play|turn|pay|once|during|if|until)\b", m[1], re.IGNORECASE):
        return m[2], m[1]
    m = re.match(rf"^(?!.*::)(.+?),? ((?:when|whenever)\b{_NO_COMMA}+?)\.?$", text, re.IGNORECASE)
    if m and not re.match(r"^(?:play|turn|pay|once|during|if)\b", m[1], re.IGNORECASE):
        return m[2], m[1]
    return None, text


def _without_comma(text: str, title: str) -> tuple[str | None, str]:
    """"When a Feng Shui Site is revealed this card gains ...": trigger words printed without
    their comma, read only when the effect starts with this card's name and the words before it
    are a whole trigger."""
    m = re.match(rf"^(?!.*::)((?:when|whenever)\b[^,]+?) ((?:this card|{re.escape(title)})\b[^,]+)$", text, re.IGNORECASE)
    if m is None or _trigger(m[1], title) is None:
        return None, text
    return m[1], m[2]


def _trigger(head: str, title: str) -> dict[str, Any] | None:
    """The trigger of a "When ..." clause: the fixed phrases of TRIGGERS, then each reader in
    order; None when none reads it."""
    me = rf"(?:this card|{re.escape(title)}|it|he|she)"
    for words, trigger in TRIGGERS:
        if re.fullmatch(words.format(me=me), head, re.IGNORECASE):
            return dict(trigger)
    for reader in _TRIGGER_READERS:
        found = reader(head, me)
        if found is not None:
            return found
    return None


def _subject_does(head: str, _me: str) -> dict[str, Any] | None:
    """A State's subject (25.5): compiler.py keeps it to States."""
    m = re.fullmatch(r"(?:when|whenever) subject(?: character| site)? (?P<verb>is smoked|is damaged|enters combat"
                     r"|turns to attack|attacks|is attacked)", head, re.IGNORECASE)
    if not m:
        return None
    verb = m["verb"].lower()
    return {"on": _SUBJECT_ON.get(verb, _ON.get(verb, "")), "subject": True}


def _done_by_me(head: str, me: str) -> dict[str, Any] | None:
    """What this card, or a State's subject (25.5), does to another: "When this card smokes a
    Character", "When subject enters combat with a Character"."""
    for words, on in _BY_ME:
        found = re.fullmatch(words.format(me=me), head, re.IGNORECASE)
        if found:
            return _by_me(on, found["sel"], bool(found["combat"]))
        found = re.fullmatch(words.format(me="subject(?: character)?"), head, re.IGNORECASE)
        if found:
            return {**_by_me(on, found["sel"], bool(found["combat"])), "subject": True}
    return None


def _damages_its_target(head: str, me: str) -> dict[str, Any] | None:
    """The card it attacks (28.1): its damage on that card."""
    m = re.fullmatch(rf"(?:when|whenever) {me} (?:damages|inflicts (?P<combat>combat )?damage on) the target of "
                     r"(?:its|his|her|their) attack", head, re.IGNORECASE)
    if not m:
        return None
    return {"on": "inflicts_damage", "attack_target": True, **({"combat": True} if m["combat"] else {})}


def _turns_to_attack(head: str, me: str) -> dict[str, Any] | None:
    """The target of its attack (28.1)."""
    m = re.fullmatch(rf"(?:when|whenever) {me} turns to attack (?P<sel>(?:a|an) .+?)", head, re.IGNORECASE)
    return {"on": "turns_to_attack", "target": _card(m["sel"], "is attacked")} if m else None


def _played_on_me(head: str, me: str) -> dict[str, Any] | None:
    """A State played with this card as its subject (25.5)."""
    m = re.fullmatch(rf"(?:when|whenever) (?P<sel>(?:a|an|any) .+?) is played on (?:{me}|him|her)", head, re.IGNORECASE)
    if not m:
        return None
    card = _card(m["sel"], "is played")
    if card.get("type") != "state":
        raise Unread("trigger on a card being played (by type, cost or resource): only a State is played on a card")
    return {"on": "played", "card": card, "onto_this_card": True}


def _other_card(head: str, _me: str) -> dict[str, Any] | None:
    """What happens to another card: "When a <selector> is smoked [at this location] [by an opponent]"."""
    m = _OTHER.match(head)
    if not (m and (not m["here"] or m["verb"].lower() in _LOOKED_BACK) and (not m["by"] or m["verb"].lower() in _BY_A_PLAYER)):
        return None
    verb = m["verb"].lower()
    card = _card(m["sel"], verb)
    return {"on": _ON[verb], "card": {**card, **({"at_this_location": True} if m["here"] else {})},
            **({"by_player": "opponent"} if m["by"] else {}), **({"or_on": _OR_ON[verb]} if verb in _OR_ON else {})}


def _turned_by(head: str, _me: str) -> dict[str, Any] | None:
    m = _TURNS.match(head)
    return {"on": "turned", "card": _card(m["sel"], "turns"), "by_player": _WHO[m["who"].lower()]} if m else None


def _smoked_by(head: str, _me: str) -> dict[str, Any] | None:
    m = _SMOKER.match(head)
    return {"on": "smoked", "card": _card(m["sel"], "is smoked"), "by_player": _WHO[m["who"].lower()]} if m else None


def _seized_or_burned_by(head: str, _me: str) -> dict[str, Any] | None:
    m = _SEIZER.match(head)
    if not m:
        return None
    on = "seized" if m["verb"].lower() == "seize" else "burned"
    card = _card(m["sel"], f"is {on}")
    if on == "seized" and "controller" in card:  # a seized Site is its seizer's at once (30.3.3.2)
        raise Unread("trigger on seizing or burning a Site: the Site's controller changes as it is seized")
    return {"on": on, "card": card, "by_player": _WHO[m["who"].lower()]}


def _sacrificed(head: str, _me: str) -> dict[str, Any] | None:
    m = _SACRIFICES.match(head)
    if not m:
        return None
    card = _card(m["sel"], "is sacrificed")
    if "controller" in card:
        raise Unread("trigger on sacrificing or discarding: the card's controller named twice")
    return {"on": "sacrificed", "card": {**card, "controller": "you"}}


def _attack_declared(head: str, _me: str) -> dict[str, Any] | None:
    m = _ATTACKED.match(head)
    if m:
        return {"on": "attack_declared", "card": _card(m["sel"], "is attacked")}
    m = _OPPONENT_ATTACKS.match(head)
    return {"on": "attack_declared", "card": _yours_attacked(m["sel"])} if m else None


def _played(head: str, _me: str) -> dict[str, Any] | None:
    m = _PLAYS.match(head)
    if not m:
        return None
    card = _card(m["sel"], "is played")
    if "controller" in card:
        raise Unread("trigger on a card being played: the card's controller named twice")
    who = _WHO[m["who"].lower()]
    during = {"whose_turn": "you" if "your" in m["during"].lower() else "opponent"} if m["during"] else {}
    return {"on": "played", "card": {**card, **({"controller": who} if who != "any" else {})}, **during}


#: the readers of `_trigger` after its fixed phrases, in the order they are tried
_TRIGGER_READERS: tuple[Callable[[str, str], dict[str, Any] | None], ...] = (
    _subject_does, _done_by_me, _damages_its_target, _turns_to_attack, _played_on_me, _other_card, _turned_by,
    _smoked_by, _seized_or_burned_by, _sacrificed, _attack_declared, _played,
)


def _card(words: str, verb: str) -> dict[str, Any]:
    # "a Character at his / her location is smoked": only this card is "he" or "she" in its trigger
    words = re.sub(r" at (?:his|her) location$", " at this location", words.strip(), flags=re.IGNORECASE)
    m = re.match(r"^(a|an|any|another) (.+)$", words, re.IGNORECASE)
    assert m is not None
    picked = selector(m[2])
    if m[1].lower() == "another":
        picked["other"] = True
    if picked.get("at_this_location") and verb not in ("enters play", "smokes", "inflicts_damage", *_LOOKED_BACK):
        raise Unread("trigger on a card at this location leaving play: its location is gone")
    return picked


def _yours_attacked(words: str) -> dict[str, Any]:
    """The target of an attack an opponent declares: a card you control, whose attackers can
    only be your opponents (28.1.3). A target another player may control names the declarer,
    which the trigger cannot tell."""
    picked = _card(words, "is attacked")
    if picked.get("controller") != "you":
        raise Unread("trigger on declaring or joining an attack: who declared it (the target may be another player's)")
    return picked


def _by_me(on: str, words: str, combat: bool) -> dict[str, Any]:
    """This card smoking or damaging another: `card` picks the other. Only a Character is
    smoked by the damage of the card that reduced it (20.1): a Site reduced by combat damage
    is seized, burned or smoked by its attacker's choice (30.3.3)."""
    try:
        picked = _card(words, on)
    except Unread as exc:
        raise Unread(f"{_family(on)}: {exc.reason}") from None
    if on == "reduces_body" and picked.get("type") not in ("site", "feng_shui_site"):
        raise Unread(f"{BY_ME_REASON}: a Body reduced to zero is a Site's")
    if on == "smokes" and picked.get("type") != "character":
        raise Unread(f"{BY_ME_REASON}: smoking a card other than a Character (a Site's fate is its attacker's choice)")
    return {"on": on, "card": picked, **({"combat": True} if combat else {})}
