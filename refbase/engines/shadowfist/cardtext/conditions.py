"""Conditions of a continuous ability on the board (10.2), seen from the card it is on:
"while you control any other <Cop> Characters", "while there is a <Battleground> Site in
play", "while there are no [M] Characters in play", "while at the same location as a Unique card you control", "while the subject of a
<Sword> State", "while not the subject of a State", "while attacking Unique Characters" (the
target of its attack, 28.1), "while attacking alone", "while you have Power in your pool",
"while you have no Power", "while you have 2 or fewer cards in your hand", "while any
opponent is closer to victory than you" (4.1), "while there is at least three damage on him",
"while a <Lodge> card is the target of an attack" (28.1), "while an opponent controls more
Unique cards than you" (35.0), "while you have more [M] resources than each opponent" (18.1),
and "not" / "un-" of a card's own state ("while not attacking", "while undamaged"). Anything
more ("at least as close to victory") is no condition here: the caller says it is not in the
language; "only <Warrior> Characters" is `only_kind`'s, which needs the card's own title.

The same board conditions printed with "if" qualify a continuous ability ("+1 Fighting if you
control a <General> Character", 10.2) or an ability's requirement ("Turn if you control a
Unique Character :: Gain 1 Power", "While you have Power in your pool, turn and maintain ...",
24.1): `if_condition` and `requirement`. A card's own state ("if attacking") is no such
condition here: printed with "if" it may be a trigger's.
"""

from __future__ import annotations

import re
from typing import Any

from refbase.engines.shadowfist.cardtext import triggered
from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import _ICONS, selector

#: the card's own states, negated (10.2: the ability is active while the condition is not met)
_NOT = {"not attacking": "attacking", "not intercepting": "intercepting", "not in combat": "in_combat",
        "undamaged": "damaged", "not damaged": "damaged"}
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4}
_PRONOUN = r"(?:(?:it|he|she|this card) is )?"
#: bold-faced words printed before "State" that are no designators (49.x restrictions)
_KEYWORD_STATES = re.compile(r"\b(?:limited|unique)\b", re.IGNORECASE)


def board_condition(words: str) -> dict[str, Any] | None:
    """The engine's condition for the words after "while", or None when they are none of these."""
    low = words.strip().lower()
    if low in _NOT:
        return {"is": _NOT[low], "not": True}
    m = re.match(r"^attacking (?:a |an )?(?P<sel>.+)$", words.strip(), re.IGNORECASE)
    if m and m["sel"].lower() != "alone":  # the target of its attack is such a card (28.1)
        return {"is": "attacking", "select": selector(m["sel"])}
    m = re.match(r"^you control (?:a|an|any|another) (?P<sel>.+)$", words.strip(), re.IGNORECASE)
    if m:
        other = "other " if low.startswith("you control another ") else ""
        return {"is": "card_in_play", "select": selector(f"{other}{m['sel']} you control")}
    m = re.match(r"^at the same location as (?:a|an|any) (?P<sel>.+)$", words.strip(), re.IGNORECASE)
    if m:  # another card there (9.1.2): the card itself is not "at the same location as" itself
        return {"is": "card_in_play", "select": {**selector(f"{m['sel']} at this location"), "other": True}}
    m = re.match(r"^there is (?:a|an) (?P<sel>.+) in play$", words.strip(), re.IGNORECASE)
    if m:
        return {"is": "card_in_play", "select": selector(m["sel"])}
    here = at_this_location(words)
    if here is not None:
        return here
    m = re.match(r"^there (?:are|is) no (?P<sel>.+) in play$", words.strip(), re.IGNORECASE)
    if m:  # none in play: the card-in-play condition negated (10.2)
        return {"is": "card_in_play", "select": selector(m["sel"]), "not": True}
    m = re.match(r"^(?:a|an) (?P<sel>.+) is the target of an attack$", words.strip(), re.IGNORECASE)
    if m:  # an attack under way against such a card (28.1)
        return {"is": "attack_under_way", "select": selector(m["sel"])}
    m = re.match(rf"^{_PRONOUN}(?P<neg>not )?the subject of (?:a|an|any|one or more) (?P<sel>.+)$",
                 words.strip(), re.IGNORECASE)
    if m:
        return _subject_of(m["sel"], bool(m["neg"]))
    m = re.match(r"^(?:an|any) opponent (?:controls more (?P<sel>.+?)|has more (?P<held>.+?) in play) than you(?: do)?$",
                 words.strip(), re.IGNORECASE)
    if m:
        return _controls_more(m["sel"] or m["held"])
    return _pool_condition(words.strip()) or _player_condition(low)


def at_this_location(words: str) -> dict[str, Any] | None:
    """"there are Characters at this location": one or more such cards at the card's own
    location (9.1.2), the card itself included when it fits; None for other words."""
    m = re.fullmatch(r"there (?:are|is) (?:a |an |any |one or more )?(?P<sel>.+) at this location",
                     words.strip(), re.IGNORECASE)
    return {"is": "card_in_play", "select": selector(f"{m['sel']} at this location")} if m else None


def back_row(words: str, card_type: str) -> dict[str, Any] | None:
    """A Site's "in your back row": not the front-row Site of its location (9.1.2: a Site is in
    one row or the other of its own structure, 9.1.1); None for other words or cards."""
    if card_type not in ("site", "feng_shui_site") or re.fullmatch(
            r"(?:it is )?in (?:your|the) back row", words.strip(), re.IGNORECASE) is None:
        return None
    return {"is": "in_front_row", "of": "source", "not": True}


def only_kind(words: str, title: str, card_type: str) -> dict[str, Any] | None:
    """"while you control only <Warrior> Characters", printed on a <Warrior> Character: no
    Character you control lacks the designator (14.0; 10.2: the card-in-play condition
    negated). Read only when the card itself is one, so "only" never holds with none at all;
    None for other words."""
    m = re.fullmatch(r"you control only (?P<sel>.+)", words.strip(), re.IGNORECASE)
    if m is None:
        return None
    sel = selector(f"{m['sel']} you control")
    word = sel.get("designator")
    if set(sel) != {"type", "designator", "controller"} or sel["type"] != card_type or word is None \
            or re.search(rf"\b{re.escape(word)}s?\b", title, re.IGNORECASE) is None:
        return None
    others = {"type": sel["type"], "controller": "you", "none_of": [{"designator": word}]}
    return {"is": "card_in_play", "select": others, "not": True}


def _controls_more(phrase: str) -> dict[str, Any]:
    """"an opponent controls more Unique cards than you": each player's own cards that fit,
    compared (35.0); the phrase names what is counted, never whose."""
    sel = selector(phrase)
    if "controller" in sel or sel.get("in_smoked_pile"):
        raise Unread(f"condition not in the language: \"more {phrase}\" counts cards in play of each player")
    return {"is": "opponent_controls_more", "select": sel}


#: board conditions (written.py `Is`) an "if" may print: what the controller has in play or in the pool
_BOARD = frozenset({"card_in_play", "has_power", "hand_at_most", "opponent_closer_to_victory", "one_site_from_victory",
                    "has_resources", "opponent_controls_more", "more_resources"})
_REQUIREMENT = re.compile(r"^(?:while|if) (?P<cond>[^,:]+), (?P<rest>(?:[^,]+::|(?:you may )?(?:turn|pay \d+ power)\b[^,:]*? to ).+)$"
                          r"|^(?P<cost>turn(?: and maintain)?) if (?P<cond2>[^,:]+?) ?:: ?(?P<effect>.+)$",
                          re.IGNORECASE)


def own_row(words: str, title: str) -> dict[str, Any] | None:
    """"this Site is in your front row", "<its title> is in the front row": the card itself is
    the front-row Site of its location (9.1.2; a Site is only ever in its controller's own Site
    structure, 9.1.1, so "your" and "the" say the same). None for other words."""
    who = rf"(?:this card|this site|it|{re.escape(title)})" if title else r"(?:this card|this site|it)"
    if re.fullmatch(rf"{who} is in (?:your|the) front row", words.strip(), re.IGNORECASE) is None:
        return None
    return {"is": "in_front_row", "of": "source"}


def if_condition(words: str, title: str = "") -> dict[str, Any] | None:
    """The board condition of the words after "if" ("you control a <General> Character", "you
    have Power in your pool", "this Site is in your front row"), None for any other words."""
    row = own_row(words, title)
    if row is not None:
        return row
    if not re.match(r"^you (?:control|have|are)\b|^(?:any|an) opponent\b", words.strip(), re.IGNORECASE):
        return None
    try:
        found = board_condition(words)
    except Unread:
        return None
    return found if found is not None and found["is"] in _BOARD else None


def requirement(sentence: str, title: str = "") -> tuple[dict[str, Any], str] | None:
    """(condition, the ability's text without it) of "While/If <board condition>, <cost> ::
    <effect>" or "Turn if <board condition> :: <effect>": the condition is a requirement of the
    effect, checked when it is used (24.1, 10.2); None for other sentences."""
    m = _REQUIREMENT.match(sentence.strip())
    if m is None:
        return None
    cond = if_condition(m["cond"] or m["cond2"], title)
    if cond is None:
        return None
    rest = m["rest"] if m["rest"] else f"{m['cost']} :: {m['effect']}"
    rest = _own_turn(rest, title)
    return cond, rest[:1].upper() + rest[1:]


def _own_turn(rest: str, title: str) -> str:
    """"you may turn it to ...", "turn and maintain <its title> to ...": after the condition
    names the card, the cost names it again: turning it is its own cost either way (24.1.4), and
    an ability with a cost is generated only when its controller chooses to (24.1.2), so "you
    may" adds nothing."""
    me = rf"(?:it|this card|this site|{re.escape(title)})" if title else r"(?:it|this card|this site)"
    m = re.match(rf"^(?:you may )?turn (?P<maintain>and maintain )?{me} to (?P<effect>.+)$", rest, re.IGNORECASE)
    return f"Turn {m['maintain'] or ''}to {m['effect']}" if m else rest


def _subject_of(phrase: str, negated: bool) -> dict[str, Any]:
    """A State on the card (25.5). Only States have subjects, so "the subject of a Weapon / a
    Vehicle" names a Weapon or Vehicle State, as 49.10 itself words it."""
    phrase = re.sub(r"^(weapon|vehicle)$", r"\1 State", phrase.strip(), flags=re.IGNORECASE)
    if _KEYWORD_STATES.search(phrase):
        raise Unread(f"selector by a bold-faced word: \"{phrase}\" names a restriction, not a designator")
    sel = selector(phrase)
    if sel.get("type") != "state":
        raise Unread(f"selector not in the language: the subject of \"{phrase}\"")
    return {"is": "subject_of", "select": sel, **({"not": True} if negated else {})}


def _player_condition(low: str) -> dict[str, Any] | None:
    """Its controller's Power (9.2.6) and the race to victory (4.1)."""
    if re.match(r"^you have (?:any )?power(?: in your pool)?$", low):
        return {"is": "has_power"}
    if re.match(r"^you have no power(?: in your pool)?$", low):
        return {"is": "has_power", "not": True}
    m = re.match(r"^you have (?:(?P<a>\d+) or more|at least (?P<b>\d+)) power(?: in your pool)?$", low)
    if m:
        return {"is": "has_power", "n": int(m["a"] or m["b"])}
    if re.match(r"^(?:any|an) opponent is closer to victory than you(?: are)?$", low):
        return {"is": "opponent_closer_to_victory"}
    if low == "you are one feng shui site away from victory":
        return {"is": "one_site_from_victory"}
    m = re.match(r"^you have (?P<n>\d+) or fewer cards in your hand$", low)
    if m:
        return {"is": "hand_at_most", "n": int(m["n"])}
    return _own_condition(low)


#: "you have [C] in your pool", "you have [C] resources in your pool", "you have [C] and [H] in
#: your pool": resource icons, each one resource the pool must hold (18.1)
_POOL_HAS = re.compile(r"^you have (?P<icons>\[[A-Za-z]\](?:(?: and | )\[[A-Za-z]\])*)(?: resources?)? in your "
                       r"(?:resource )?pool$", re.IGNORECASE)


def _pool_condition(words: str) -> dict[str, Any] | None:
    """The resources the pool must hold (18.1), from the printed words: an icon's case names
    its resource ([M] Magic, [m] Monarchs); or more of one than each opponent's pool holds."""
    more = re.fullmatch(r"you have more \[(?P<icon>[A-Za-z])\](?: resources?)? than (?:each|every) opponent",
                        words, re.IGNORECASE)
    if more:
        if more["icon"] not in _ICONS:
            raise Unread(f"selector by resource: the icon [{more['icon']}] names no faction or talent the engine knows")
        return {"is": "more_resources", "resources": [_ICONS[more["icon"]][1]]}
    m = _POOL_HAS.match(words)
    if m is None:
        return None
    icons = re.findall(r"\[([A-Za-z])\]", m["icons"])
    unknown = [i for i in icons if i not in _ICONS]
    if unknown:
        raise Unread(f"selector by resource: the icon [{unknown[0]}] names no faction or talent the engine knows")
    return {"is": "has_resources", "resources": [_ICONS[i][1] for i in icons]}


def _own_condition(low: str) -> dict[str, Any] | None:
    """Damage counters on the card (29.0) and attacking alone (28.1.4)."""
    m = re.match(r"^there (?:is|are) at least (?P<n>\d+|two|three|four) damage (?:counters )?on (?:him|her|it)$"
                 r"|^(?:it|he|she) has more than (?P<more>\d+|one|two|three) damage (?:counters )?on (?:him|her|it)$", low)
    if m:
        n = m["n"] or m["more"]
        value = _WORDS[n] if n in _WORDS else int(n)
        return {"is": "damaged", "n": value if m["n"] else value + 1}
    if low in ("attacking alone", "subject is the only attacker", "subject character is the only attacker"):
        return {"is": "attacking_alone"}  # the attack's only attacker (28.1.4); a State's: its subject's
    return None


#: the triggers an "if" may print: this card damaging or smoking a card, a card being played
#: (26.1: "cards getting ... damaged, smoked": changes in the game state)
_IF_EVENTS = frozenset({"inflicts_damage", "smokes", "played"})


def if_trigger(sentence: str, title: str, kind: str = "") -> tuple[dict[str, Any], str, bool] | None:
    """(trigger, effect clause, optional) of "If Assassin Bug damages a Unique Character, smoke
    that Character" or "If an opponent plays an Event during your turn, ...": an "if" naming a
    change in the game state is a triggered effect (26.1), read as its "when"; also printed
    after its effect ("Gain 2 Power if he is smoked by an opponent": Lord Hawksmoor). A "would
    ... instead" is a replacement, not a trigger; other "if"s (another card smoked, a Site's
    state) are not read here. None for other sentences."""
    if re.search(r"\bwould\b|\binstead\b", sentence, re.IGNORECASE):
        return None
    m = re.match(r"^if (?P<rest>.+)$", sentence.strip(), re.IGNORECASE)
    after = re.fullmatch(r"(?P<effect>[^,]+?) if (?P<rest>.+?)\.?", sentence.strip(), re.IGNORECASE)
    if m is not None:
        found = triggered.split(f"When {m['rest']}", title)
    elif after is not None:
        try:
            found = triggered.split(f"When {after['rest']}, {after['effect']}.", title)
        except Unread:  # an "if" that names no trigger the language has keeps its own reason
            return None
    else:
        return None
    return found if found is not None and _if_event(found[0], kind) else None


def _if_event(trigger: dict[str, Any], kind: str) -> bool:
    """An "if" trigger read: this card damaging or smoking a card, a card played, or this card
    smoked or leaving play (26.1: "cards getting ... smoked"), not a State's (its effects name
    its subject, which is apart from it once it leaves play, 25.5.4)."""
    if trigger["on"] in _IF_EVENTS:
        return True
    return trigger["on"] in ("smoked", "leaves_play") and set(trigger) <= {"on", "by_player"} \
        and kind.lower() != "state"


def trailing(effect: str, title: str) -> tuple[str, dict[str, Any]] | None:
    """(effect, condition) of a triggered effect printed with a trailing "if" ("draw three cards
    if he is the only attacker"): the effect's "if", checked when it resolves, not when it is
    triggered (24.2: Nine Dragon Temple's example); None for other words."""
    m = re.fullmatch(r"(?P<effect>.+?),? if (?P<cond>[^,]+?)\.?", effect.strip(), re.IGNORECASE)
    return _effect_if(m["effect"], m["cond"], title) if m else None


def _effect_if(effect: str, words: str, title: str) -> tuple[str, dict[str, Any]] | None:
    """An effect's own "if", checked as it resolves (24.2): the board conditions of
    `if_condition` or this card attacking alone (28.1.4); None for other words."""
    me = rf"(?:he|she|it|this card|{re.escape(title)})" if title else r"(?:he|she|it|this card)"
    if re.fullmatch(rf"{me} is the only attacker", words, re.IGNORECASE):
        return effect + ".", {"is": "attacking_alone"}
    joined = _attacks_with(words, me)
    if joined is not None:
        return effect + ".", joined
    cond = if_condition(words, title)
    return (effect + ".", cond) if cond is not None and cond["is"] != "in_front_row" else None


def _attacks_with(words: str, me: str) -> dict[str, Any] | None:
    """"any Demon Character you control turns to attack with it": another card of that kind
    attacking in its attack (28.1: the one attack under way, 28.1.4: its attackers); None for
    other words or a selector that already names a role in the attack."""
    m = re.fullmatch(rf"(?:any|a|an|another) (?P<sel>.+?) (?:turns|has turned) to attack with {me}", words.strip(),
                     re.IGNORECASE)
    if m is None:
        return None
    try:
        sel = selector(m["sel"])
    except Unread:
        return None
    if sel.get("type") != "character" or sel.keys() & {"state", "other", "in_smoked_pile"}:
        return None
    return {"is": "card_in_play", "select": {**sel, "state": "attacking", "other": True}}


#: "Play only if you control at least one <Secret> card.", "Play if you control a <Martial>, <Monk>,
#: or <Temple> card.": a requirement of playing the card itself (25.1)
_PLAY_IF = re.compile(r"^play (?:this card )?(?:only )?if (?P<cond>[^.:;]+?)\.?$", re.IGNORECASE)


def play_requirement(sentence: str, kind: str) -> dict[str, Any] | None:
    """A non-Event card's "Play only if <board condition>.": a `play_if` ability, checked as the card
    is played (25.1); None for other sentences. An Event's is its ability's condition (timing.py)."""
    m = _PLAY_IF.match(sentence.strip())
    if m is None or kind == "event":
        return None
    words = re.sub(r"^you control at least one ", "you control a ", m["cond"], flags=re.IGNORECASE)
    cond = if_condition(words)
    if cond is None:
        raise Unread(f"condition on the game state: a play requirement \"{m['cond']}\" beyond the language's "
                     f"conditions")
    return {"kind": "play_if", "text": sentence.strip(), "condition": cond}


def on_resolution(sentence: str, title: str) -> tuple[str, dict[str, Any]] | None:
    """(effect, condition) of an Event's effect printed with a trailing "if <board condition>"
    ("All your characters gain +2 Fighting until the end of the turn if an opponent has more
    feng shui sites in play than you"): checked when the effect resolves, not as the Event is
    played (24.2: Nine Dragon Temple's example checks its "if" during resolution); one clause
    without "would", "instead" or "unless"; None for other words."""
    m = re.fullmatch(r"(?P<effect>[^,]+?) if (?P<cond>[^,]+?)\.?", sentence.strip(), re.IGNORECASE)
    if m is None or re.search(r"\b(?:would|instead|unless|if)\b", m["effect"], re.IGNORECASE):
        return None
    return _effect_if(m["effect"], m["cond"], title)


#: "Turn to draw 1 card, or 3 cards if "Malachi" is in play": the effect's amount, and another
#: one used when the condition holds (Hermes, Malachi)
_OTHER_AMOUNT = re.compile(r"^(?P<head>[^,]+?), or (?P<m>\d+)(?: (?P<noun>[a-z]+))? if (?P<cond>[^,]+?)\.?$",
                           re.IGNORECASE)
#: '"Malachi" is in play': a card of that title in play, any player's (42.0: a quoted title names
#: every card of that title)
_TITLE_IN_PLAY = re.compile(r'^"(?P<title>[^"]+)" is in play$', re.IGNORECASE)


def other_amount(sentence: str, title: str) -> tuple[str, int, int, dict[str, Any]] | None:
    """(the sentence without the other amount, its written amount, the other amount, the
    condition) of "<ability with N <noun>>, or M <noun> if <board condition>": the amount is
    a variable of the effect, determined as it is generated (24.2). The written amount must be
    printed once in the rest, before the same noun; None for other sentences."""
    m = _OTHER_AMOUNT.match(sentence.strip())
    if m is None:
        return None
    titled = _TITLE_IN_PLAY.match(m["cond"].strip())
    cond = {"is": "card_in_play", "select": {"title": titled["title"]}} if titled else if_condition(m["cond"], title)
    if cond is None or cond["is"] == "in_front_row":
        return None
    noun = (m["noun"] or "").lower()
    stem = noun[:-1] if noun.endswith("s") else noun
    found = re.findall(rf"(?<![\w+-])(\d+) {re.escape(stem)}s?\b" if stem else r"(?<![\w+-])(\d+)(?!\w)",
                       m["head"], re.IGNORECASE)
    if len(found) != 1 or len(re.findall(r"\d+", m["head"])) != 1:
        return None
    return m["head"] + ".", int(found[0]), int(m["m"]), cond
