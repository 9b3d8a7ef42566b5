"""Continuous abilities (10.1, 10.2): "+1 Fighting for each other <Cop> you control.",
"+2 Fighting while attacking.", "Characters you control gain +1 Fighting.", a State's
"Subject gains +2 Fighting and Mobility.", an Edge's "All Characters you control inflict +1
damage." Modifiers and words on the card itself (a State's: its subject) or on the cards a
selector picks, while a condition holds, optionally per card counted."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from refbase.engines.shadowfist.cardtext.conditions import at_this_location, back_row, board_condition, if_condition, only_kind, own_row
from refbase.engines.shadowfist.cardtext.damage_forms import TAIL, restriction_forms, taken_modifier, unreduced, versus_forms
from refbase.engines.shadowfist.cardtext.gains import UNREDIRECTED_HAVE, bold, gains, kind_toughness
from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import ICON_WORDS, counted, selector
from refbase.engines.shadowfist.cardtext.xvalues import count, states_on_it
from refbase.engines.shadowfist.effects.text_patterns import NO_UNTURN_WORDS
from refbase.engines.shadowfist.effects.text_patterns import every as every_number
from refbase.engines.shadowfist.model.vocabulary import Keyword, Restriction

#: "while ..." words -> the engine's condition (`is`), of the card affected
CONDITIONS = {
    "attacking": "attacking", "intercepting": "intercepting", "in combat": "in_combat",
    "turned": "turned", "unturned": "unturned", "damaged": "damaged",
    "it is attacking": "attacking", "it is intercepting": "intercepting", "it is turned": "turned",
    "it is unturned": "unturned", "it is damaged": "damaged", "it is in combat": "in_combat",
    "in a faceoff": "in_faceoff",  # one of its two Characters (41.0)
}
#: bold-faced words (49.x, 50.x) a selector would take for a designator ("Vehicle States"), and a
#: Faceoff (41.0), a kind of Event rather than a word of its title
_BOLD_WORDS = frozenset(w.value.lower() for w in (*Restriction, *Keyword)) | {"faceoff"}
_SOURCE = re.compile(r"^(?:this card|this|{title}) is (attacking|intercepting|turned|unturned|damaged|in combat)$",
                     re.IGNORECASE)
#: a Weapon's or Vehicle's "controlling character" / "user": the subject Character, whose controller
#: controls and uses the State (49.10, 49.11, 25.5)
_USER = r"|controlling character|user"


def ability(sentence: str, title: str, card_type: str) -> dict[str, Any] | None:
    """The continuous ability of a sentence, None when the sentence is not one, Unread when
    it is one the language cannot say. Each phrase has its reader, tried in order: a reader
    returns the ability, or the sentence said in a plainer form (read again), or None."""
    text = _when_role(sentence.strip().rstrip(".").strip())
    who = rf"(?:this card|{re.escape(title)}|subject(?: character| site| card)?{_USER if card_type == 'state' else ''})"
    read = _Read(text, title, card_type, who)
    for reader in _READERS:
        found = reader(read)
        if isinstance(found, str):
            return ability(found, title, card_type)
        if found is not None:
            return found
    return _formed(read)


@dataclass(frozen=True, slots=True)
class _Read:
    """A sentence being read: its text (without its stop), the card's title and type, and the
    words naming the card itself (`who`: a State's subject, a Weapon's user)."""

    text: str
    title: str
    card_type: str
    who: str

    def match(self, pattern: str) -> re.Match[str] | None:
        return re.fullmatch(pattern, self.text, re.IGNORECASE)

    def subject_off_state(self, words: str | None) -> None:
        """"Subject" names a State's subject: on another card it is not in the language (25.5)."""
        if (words or "").lower().startswith("subject") and self.card_type != "state":
            raise Unread("subject of a card that is not a State: not in the language")


_Found = dict[str, Any] | str | None


def _entering(r: _Read) -> _Found:
    return _entry_turn(r.text, r.title, r.card_type)


def _hand_size(r: _Read) -> _Found:
    """An ability modifying "your hand size" (9.2.2.2); a State's would act on its subject."""
    size = r.match(r"your hand size is (increased|reduced|decreased) by (\d+)")
    if size is None or r.card_type == "state":
        return None
    n = int(size[2]) if size[1].lower() == "increased" else -int(size[2])
    return {"kind": "continuous", "modifiers": [{"kind": "hand_size", "value": n}]}


def _own_state_first(r: _Read) -> _Found:
    """"If unturned, generates 1 Power ...": while it is, when its Power is generated (22.2.2, 10.2)."""
    own = r.match(r"if (?P<cond>unturned|turned|damaged), (?P<rest>generates [^,]+)")
    return f"{own['rest']} while {own['cond']}." if own else None


def _at_least_one(r: _Read) -> _Found:
    """"Generates ... if you control at least one X": "a X"."""
    if re.search(r"^generates .* if you control at least one ", r.text, re.IGNORECASE):
        return re.sub(r" at least one ", " a ", r.text, flags=re.IGNORECASE) + "."
    return None


def _while_first(r: _Read) -> _Found:
    """"While attacking, gains ..." (10.2)."""
    lead = re.match(r"^while (?P<cond>[^,]+), (?P<rest>[^,]+)$", r.text, re.IGNORECASE)
    if lead and " while " not in lead["rest"].lower():
        return f"{_named(lead['rest'], lead['cond'], r.card_type, r.title)} while {lead['cond']}."
    return None


def _own_row_first(r: _Read) -> _Found:
    """"If <this card> is in your front row, ..." (10.2, 9.1.2)."""
    lead = re.match(r"^if (?P<cond>[^,]+), (?P<rest>[^,]+)$", r.text, re.IGNORECASE)
    if lead and " while " not in lead["rest"].lower() and own_row(lead["cond"], r.title) is not None:
        return f"{lead['rest']} while {lead['cond']}."
    return None


def _if_after(r: _Read) -> _Found:
    """"+1 Fighting if you control a <General> Character": a condition on the board (10.2)."""
    cond = re.match(r"^(?P<rest>[^,]+?) if (?P<cond>[^,]+)$", r.text, re.IGNORECASE)
    if cond and " while " not in cond["rest"].lower() and (if_condition(cond["cond"]) or at_this_location(cond["cond"])):
        return f"{cond['rest']} while {cond['cond']}."
    return None


def _ignoring_resources(r: _Read) -> _Found:
    """"You may ignore resource conditions when playing Demon Characters": its controller plays
    such cards without their resource conditions (6.0 over 8.4, 25.1); not on a State, and
    "[H] resource conditions" (one kind only) or cards played onto some card stay unread."""
    m = r.match(r"you (?:may|can) ignore resource conditions when playing (?P<what>.+?)")
    if m is None or r.card_type == "state":
        return None
    found = _anytime(m["what"])
    return {"kind": "continuous", "playing": found["playing"], "ignores_resources": True}


def _any_main_shot(r: _Read) -> _Found:
    """"You may play Characters during other players' Main Shots": in any Main Shot (25.1.1)."""
    anytime = r.match(r"you (?:may|can) play (?P<what>.+?) during (?:any|other players'|opponents') "
                      r"(?:main shots?|turns?)")
    return _anytime(anytime["what"]) if anytime and r.card_type != "state" else None


def _cost_reduction(r: _Read) -> _Found:
    """"You may play Sites at -1 cost": a cost-reduction ability (37.0)."""
    cheaper = r.match(r"you (?:may|can) play (?P<what>.+?) at -(?P<n>\d+) cost")
    return _cheaper(cheaper["what"], int(cheaper["n"]), r.title, r.card_type) if cheaper and r.card_type != "state" else None


def _cost_increased(r: _Read) -> _Found:
    """"The cost of all [d] Events is increased by 1", "All [e] cards are +1 cost": every player
    pays more to play such a card while this card is in play (6.0 over 8.5; `cost_increase` with
    `playing`). Not on a State, whose modifiers go to its subject; a bold-faced word before the
    type, or whose cards ("you control"), stays unread."""
    in_play = rf"(?: while (?:this card|{re.escape(r.title)}) is in play)?"  # always, in play (10.1)
    more = r.match(rf"the cost of (?:all )?(?P<what>.+?) is increased by (?P<n>\d+){in_play}") \
        or r.match(r"(?:all )?(?P<what>.+?) (?:are|is) \+(?P<n>\d+) cost")
    if more is None or r.card_type == "state":
        return None
    sel = selector(more["what"])
    if str(sel.get("designator", "")).lower() in _BOLD_WORDS or "controller" in sel or len(sel) < 1:
        raise Unread(f"play permission or cost reduction: \"{more['what']}\" costing more is not in the language")
    return {"kind": "continuous", "modifiers": [{"kind": "cost_increase", "value": int(more["n"])}], "playing": sel}


def extra_discard(sentence: str, card_type: str) -> dict[str, Any] | None:
    """"You may discard an additional card during your Establishing Shot / at the beginning of your
    turn": one more card in its controller's discard step, the only discarding the turn's start
    has (22.2.4, 6.0; `extra_discards`), read before "at the beginning of your turn" is taken for
    a trigger. Not on a State, whose modifiers go to its subject, nor on an Event."""
    more = re.fullmatch(r"you may discard an additional card (?:during your establishing shot|at the beginning of "
                        r"your turn|during your discard (?:phase|step))", sentence.strip().rstrip(".").strip(), re.IGNORECASE)
    if more is None or card_type in ("state", "event"):
        return None
    return {"kind": "continuous", "modifiers": [{"kind": "extra_discards", "value": 1}], "text": sentence}


def _all_damage_increased(r: _Read) -> _Found:
    """"increases damage": combat and non-combat damage alike (29.5), the source's bonus (29.7 step 2)."""
    both = r.match(rf"all (?:combat and non-combat )?damage (?P<self>{r.who}) inflicts is increased by (?P<n>\d+)")
    if not both:
        return None
    r.subject_off_state(both["self"])
    n = int(both["n"])
    return {"kind": "continuous", "modifiers": [{"kind": "damage_bonus", "value": n},
                                                {"kind": "effect_damage_bonus", "value": n}]}


def _damage_cap(r: _Read) -> _Found:
    """"Cannot inflict more than 1 damage": all it inflicts reduced to that, at 29.7's step 8 (29.6.3)."""
    capped = r.match(rf"(?:(?P<self>{r.who}) )?(?:cannot|may not) inflict more than (?P<n>\d+) (?:points? of )?damage")
    if not capped:
        return None
    r.subject_off_state(capped["self"])
    return {"kind": "continuous", "modifiers": [{"kind": "inflicts_reduced_to", "value": int(capped["n"])}]}


def _unremovable_inflicted(r: _Read) -> _Found:
    """Damage that "cannot be removed" is Corrupted damage (16.3, 50.3)."""
    corrupting = r.match(rf"damage (?P<self>{r.who}) inflicts (?:cannot|may not) be removed")
    return f"{corrupting['self']} gains Corrupted." if corrupting else None


def _unremovable_taken(r: _Read) -> _Found:
    """Damage no means removes is a card that "cannot be healed" (16.0, 16.2)."""
    kept = r.match(rf"damage (?:cannot|may not) be removed from (?P<self>{r.who})|damage on (?P<on>{r.who}) "
                   rf"(?:cannot|may not) be removed")
    return f"{kept['self'] or kept['on']} cannot be healed." if kept else None


def _no_character_can(r: _Read) -> _Found:
    """"No character can turn to change location while Political Lock is in play" (10.3.1, 6.0)."""
    banned = r.match(r"no (?P<sel>characters?) (?:can|may) (?P<act>turn to change location|be healed)"
                     r"(?P<rest> while [^,]+)?")
    return f"All Characters cannot {banned['act']}{banned['rest'] or ''}." if banned else None


def _not_reduced(r: _Read) -> _Found:
    """Damage that cannot be reduced (29.9) or redirected; an Event's would be an effect. A
    trailing "while ..." stays the granted words' condition (10.2): "His damage cannot be reduced
    while the subject of a Weapon" (Master Swordsman)."""
    tail = re.fullmatch(r"(?P<body>.+?) while (?P<cond>[^,]+)", r.text, re.IGNORECASE)
    words = unreduced(tail["body"] if tail else r.text, r.who, r.card_type)
    if words is None or r.card_type == "event":
        return None
    return f"{words[:-1]} while {tail['cond']}." if tail else words


def _cannot_intercept(r: _Read) -> _Found:
    """"<cards> cannot intercept subject" is "subject cannot be intercepted by <cards>" (6.0 over 28.6.2)."""
    m = r.match(rf"(?P<sel>(?!(?:target|that|those|they|it)\b)[^,+]+?) (?:cannot|may not) intercept (?P<self>{r.who})")
    return f"{m['self']} cannot be intercepted by {m['sel']}." if m else None


def _stays_turned(r: _Read) -> _Found:
    return _no_unturn(r.text, r.who, r.card_type)


def _not_affected(r: _Read) -> _Found:
    """"not affected by" is Immunity (40.0)."""
    immune = re.match(r"^(?P<sel>[^,]+?) (?P<verb>are|is) not affected by (?P<what>[^,]+)$", r.text, re.IGNORECASE)
    if not immune:
        return None
    verb = "gain" if immune["verb"].lower() == "are" else "gains"
    return f"{immune['sel']} {verb} Immunity to {immune['what']}."


def _reduced_to_zero(r: _Read) -> _Found:
    """Reduced to 0 is taking no damage from those sources (29.6.3); "inflcited ... from" as the
    dump prints Arctic Fortress: damage "from" a source is damage it inflicts (29.7)."""
    reduced = re.match(rf"^damage inflicted on (?P<self>{r.who}) by (?P<source>[^.]+?) is reduced to 0$", r.text,
                       re.IGNORECASE) \
        or re.match(rf"^reduce to 0 all damage infl(?:ic|ci)ted on (?P<self>{r.who}) (?:by|from) (?P<source>[^.]+?)$",
                    r.text, re.IGNORECASE)
    return f"{reduced['self']} takes no damage from {reduced['source']}." if reduced else None


def _kind_to_zero(r: _Read) -> _Found:
    """"Reduce all non-combat damage inflicted on subject to 0": taking none of it (29.2, 29.6.3)."""
    kind = r.match(rf"reduce all (?P<kind>combat|non-combat) damage inflicted on (?P<self>{r.who}) to (?:0|zero)")
    return f"{kind['self']} takes no {kind['kind']} damage." if kind else None


def _stat_increased(r: _Read) -> _Found:
    """"Imperial Guard's Fighting is increased by the number of Eunuchs you control": +1 each."""
    increased = r.match(rf"(?P<self>{r.who})'s (?P<stat>fighting|body)(?: score)? is increased by "
                        rf"(?:the number of (?P<per>[^,]+)|(?P<n>\d+))")
    if not increased:
        return None
    r.subject_off_state(increased["self"])
    each = f" for each {increased['per']}" if increased["per"] else ""
    return f"+{increased['n'] or 1} {increased['stat'].title()}{each}."


def _damage_per_counter(r: _Read) -> _Found:
    """"Mutoid's damage is increased by the number of damage counters on it": "is increased" acts on
    combat and non-combat damage alike (29.5), +1 each for each damage counter on the card itself
    (`per_damage`, 29.0). Not on a State, whose "it" may be its subject."""
    more = r.match(rf"(?:{re.escape(r.title)}|this card)'s damage is increased by the number of damage counters "
                   rf"on (?:it|him|her|{re.escape(r.title)}|this card)")
    if more is None or r.card_type == "state":
        return None
    return {"kind": "continuous", "modifiers": [{"kind": "damage_bonus", "value": 1},
                                                {"kind": "effect_damage_bonus", "value": 1}], "per_damage": True}


def _damage_taken_increased(r: _Read) -> _Found:
    """Combat and non-combat damage it takes, increased on the receiving side (29.7 step 6)."""
    taken = r.match(rf"all damage inflicted on (?P<self>{r.who})(?: by (?P<source>[^,]+?))? is increased by (?P<n>\d+)")
    if not taken:
        return None
    source = f" from {taken['source']}" if taken["source"] else ""
    return f"{taken['self']} takes +{taken['n']} damage{source}."


def _half_resources(r: _Read) -> _Found:
    """"Add half the number of [H] resources in your pool, rounded down, to subject's Fighting": +1 per 2."""
    half = r.match(rf"add half the number of (?P<per>\S+ resources in your pool), rounded down, to "
                   rf"(?P<self>{r.who})'s (?P<stat>fighting|body)(?: score)?")
    return f"{half['self']} gains +1 {half['stat']} for every 2 {half['per']}." if half else None


def _provided(r: _Read) -> _Found:
    return _provides(r.text, r.who, r.card_type)


def _generates(r: _Read) -> _Found:
    """Power it generates in its controller's Power generation, the only time any is (22.2.2, 17.2.1)."""
    generates = re.match(rf"^(?:{r.who} )?generates (?P<n>\d+|no) (?:additional )?power(?: during your "
                         rf"(?:establishing shot|power generation phase))?(?: while (?P<cond>[^.]+?))?"
                         rf"(?: for each (?P<per>[^.]+?))?$", r.text, re.IGNORECASE)
    if generates and r.card_type == "state":
        raise Unread("Power generation modifier: a State's written modifiers act on its subject, not on the State")
    return _build({"power": generates["n"], "cond": generates["cond"], "per": generates["per"]}, r.title, r.card_type) \
        if generates else None


def _inflict_and_gain(r: _Read) -> _Found:
    """"All Characters you control inflict +1 damage and gain ...": one ability giving both (10.1)."""
    both = r.match(r"(?P<sel>[^,+]+?) (?P<v>inflicts?) (?P<mod>[+-]\d+ (?:combat )?damage) and gains? (?P<what>[^+]+)")
    if not both:
        return None
    verb = "gains" if both["v"].lower() == "inflicts" else "gain"
    return f"{both['sel']} {verb} {both['mod']} and {both['what']}."


def _others_enter_turned(r: _Read) -> _Found:
    """"All [f] cards come into play turned": the cards a selector picks enter play turned (6.0,
    21.0; the engine's words "Enters play turned", granted to them as they enter play)."""
    m = r.match(r"(?:all )?(?P<sel>[^,]+?) (?:come|enter) (?:into )?play turned")
    return None if m is None else {"kind": "continuous", "grants": ["Enters play turned"],
                                   "affects": selector(m["sel"])}


#: the readers of `ability`, in the order they are tried
_READERS: tuple[Callable[[_Read], _Found], ...] = (
    _entering, _hand_size, _own_state_first, _at_least_one, _while_first, _own_row_first, _if_after,
    _any_main_shot, _ignoring_resources, _cost_reduction, _cost_increased, _all_damage_increased, _damage_cap,
    _unremovable_inflicted,
    _unremovable_taken, _no_character_can, _not_reduced, _cannot_intercept, _stays_turned, _not_affected,
    _reduced_to_zero, _kind_to_zero, _stat_increased, _damage_per_counter, _damage_taken_increased, _half_resources,
    _provided, _generates, _inflict_and_gain, _others_enter_turned,
)


def _formed(r: _Read) -> dict[str, Any] | None:
    """The general forms: "+N Fighting [while ...] [for each ...]", "<this card> gains ...",
    "<cards> gain / inflict ...", and the damage forms against or from a kind of card."""
    who = r.who
    forms = (
        rf"^(?P<what>[+-]\d+ (?:fighting|body|combat damage|damage)(?:(?: and |, )[^.]*?)?){TAIL}$",
        rf"^(?P<self>{who}) (?:gains|has) (?P<what>.+?){TAIL}$",
        rf"^gains (?P<what>.+?){TAIL}$",
        r"^(?P<what>[A-Z][\w-]*(?:: \d+)?(?:(?: and |, )[A-Z+][\w-]*(?:: \d+)?)*) while (?P<cond>[^.]+?)$",
        rf"^(?P<self>{who}) inflicts (?P<what>[+-]\d+ (?:combat )?damage){TAIL}$",
        # "Subject Character inflicts +2 damage and cannot have its damage reduced or redirected"
        rf"^(?P<self>{who}) inflicts (?P<what>[+-]\d+ damage and cannot have its damage {UNREDIRECTED_HAVE})$",
        rf"^inflicts (?P<what>[+-]\d+ (?:combat )?damage){TAIL}$",  # a Character's own, printed alone
        rf"^(?:all )?(?P<sel>[^+]+?) (?:gain|have) (?P<what>.+?){TAIL}$",
        rf"^(?:all )?(?P<sel>[^+]+?) inflict (?P<what>[+-]\d+ (?:combat )?damage){TAIL}$",
    )
    for pattern in versus_forms(who) + restriction_forms(who) + forms:
        m = re.match(pattern, r.text, re.IGNORECASE)
        if m is not None:
            return _built(r, m)
    return None


def _built(r: _Read, m: re.Match[str]) -> dict[str, Any] | None:
    if re.search(r"\buntil\b|\bwhen\b|\bif\b", r.text, re.IGNORECASE):
        return None  # an effect with a duration or a trigger, not a continuous ability
    groups = m.groupdict()
    r.subject_off_state(groups.get("self"))
    built = _build(groups, r.title, r.card_type)
    _healing_on_characters(built, groups, r.card_type)
    if r.card_type == "state" and any(built.get(k, {}).get("its_attack_target") for k in ("against", "from", "affects")):
        raise Unread("selector not in the language: a State's \"the target of its attack\" is its subject's "
                     "attack, not the State's")
    if r.card_type == "state" and built.get("condition", {}).get("select", {}).get("at_this_location"):
        raise Unread("condition not in the language: a State's \"at the same location as\" may mean its "
                     "subject's own card")
    return built


def _provides(text: str, who: str, card_type: str) -> dict[str, Any] | None:
    """"Infernal Temple provides one [M] resource for each Demon you control", "Provides an
    additional [p] while in play": a resource the card's own text provides while it is in play
    (8.6, 18.1; in a smoked pile only its printed icons count), on top of its printed ones. A
    designator printed alone in the singular ("each Demon you control") is read as the plural
    (14.2); "each X and each Y" (a card of both counted once or twice?) stays unread."""
    m = re.fullmatch(rf"(?:{who} )?provides (?:(?P<more>an additional)|one) (?P<icon>\[[A-Za-z]\])(?: resource)?"
                     r"(?: for each (?P<per>[^.]+?))?(?: while in play)?", text, re.IGNORECASE)
    if m is None or (m["more"] is None) == (m["per"] is None) or card_type in ("state", "event"):
        return None  # "provides one [M]" alone is a printed icon; a State's subject is another card
    resource = ICON_WORDS.get(m["icon"][1])
    if resource is None:
        raise Unread(f"resource not in the language: {m['icon']}")
    out: dict[str, Any] = {"kind": "continuous", "provides": resource}
    if m["per"]:
        alone = re.fullmatch(r"(?P<d>[A-Z][a-z]+) you control", m["per"])
        out["per"] = counted(f"{alone['d']}s you control" if alone else m["per"])
    return out


def _when_role(text: str) -> str:
    """"Toughness: 1 when attacking", "Inflicts +3 damage when intercepting", "... except when
    attacking": a role in the attack under way (28.1.4, 28.6) is a state the card is in, not
    something that happens, so these read as "while [not] attacking" (10.2)."""
    m = re.fullmatch(r"(?P<rest>[^,]+?) (?P<neg>except )?when (?P<role>attacking|intercepting)", text, re.IGNORECASE)
    if m is None or re.search(r"\b(?:when|while|until|if)\b", m["rest"], re.IGNORECASE):
        return text
    return f"{m['rest']} while {'not ' if m['neg'] else ''}{m['role']}"


def split_versus(sentence: str, title: str, card_type: str) -> list[dict[str, Any]] | None:
    """"Subject Character gains +1 Fighting, Toughness: 1, and +3 damage to Sites." / "Subject gains
    +1 combat damage, and an additional +2 combat damage against Unique cards.": the last item
    alone is against a kind of card, so two continuous abilities (10.2, 29.7); None for other
    sentences, Unread when either part is one the language cannot say."""
    who = rf"(?:this card|{re.escape(title)}|subject(?: character| site)?)"
    either = _no_power_either(sentence, title, card_type)
    if either is not None:
        return either
    unless = _except_against(sentence, who, title, card_type) or _otherwise(sentence, title, card_type)
    if unless is not None:
        return unless
    m = re.fullmatch(rf"(?P<head>{who} gains) (?P<rest>[^,]+(?:, [^,]+)*), and (?:an additional )?"
                     rf"(?P<last>[+-]\d+ (?:combat )?damage (?:against|to|on) [^,]+)",
                     sentence.strip().rstrip(".").strip(), re.IGNORECASE)
    if m is None:
        return None
    parts = [ability(f"{m['head']} {m['rest']}.", title, card_type), ability(f"{m['head']} {m['last']}.", title, card_type)]
    if any(p is None or "against" in p and p is parts[0] for p in parts) or "against" not in (parts[1] or {}):
        return None
    return [p for p in parts if p is not None]


def _no_power_either(sentence: str, title: str, card_type: str) -> list[dict[str, Any]] | None:
    """"Generates no Power while damaged or in your back row": one ability a condition, since
    either alone leaves it generating none (22.2.2, 10.2); None for other sentences."""
    m = re.fullmatch(r"(?P<head>generates no power) while (?P<a>[^,]+?) or (?P<b>[^,]+)",
                     sentence.strip().rstrip(".").strip(), re.IGNORECASE)
    if m is None:
        return None
    parts = [ability(f"{m['head']} while {m[c]}.", title, card_type) for c in ("a", "b")]
    return [p for p in parts if p is not None] if all(p is not None for p in parts) else None


#: "All Characters you control inflict +1 damage while attacking and -1 damage otherwise"
_OTHERWISE = re.compile(r"(?P<head>.+?) (?P<a>[+-]\d+ (?:combat )?damage) while (?P<cond>[\w -]+?) and "
                        r"(?P<b>[+-]\d+ (?:combat )?damage) otherwise", re.IGNORECASE)


def _otherwise(sentence: str, title: str, card_type: str) -> list[dict[str, Any]] | None:
    """"... inflict +1 damage while attacking and -1 damage otherwise": one modifier while the
    condition holds, the other while it does not (10.2), each its own continuous ability."""
    m = _OTHERWISE.fullmatch(sentence.strip().rstrip(".").strip())
    if m is None:
        return None
    more = ability(f"{m['head']} {m['a']} while {m['cond']}.", title, card_type)
    less = ability(f"{m['head']} {m['b']} while not {m['cond']}.", title, card_type)
    if more is None or less is None or "condition" not in more or more["condition"].get("not") \
            or less.get("condition") != {**more["condition"], "not": True}:
        return None
    return [more, less]


def _except_against(sentence: str, who: str, title: str, card_type: str) -> list[dict[str, Any]] | None:
    """"Subject Character gains Mobility and +2 damage, except against Characters that are the
    subject of a Vehicle": the words before the bonus as one ability, the bonus against every card
    but those (29.7: the other card of the damage fits `none_of`). "All damage inflicted on Marisol
    by sources other than combat damage from characters is reduced to zero": its non-combat damage
    (29.2) and combat damage from a card that is not a Character reduced to 0 (29.1, 29.6.3)."""
    text = sentence.strip().rstrip(".").strip()
    m = re.fullmatch(rf"(?P<head>{who} gains) (?P<rest>[^,]+?) and (?P<mod>[+-]\d+ (?:combat )?damage), except against "
                     rf"(?P<sel>[^,]+)", text, re.IGNORECASE)
    if m is not None:
        first = ability(f"{m['head']} {m['rest']}.", title, card_type)
        if first is None or {"against", "from", "affects", "condition", "per"} & first.keys():
            return None
        bonus = gains(m["mod"])
        return [first, {"kind": "continuous", "modifiers": bonus.modifiers, "against": {"none_of": [selector(m["sel"])]}}]
    m = re.fullmatch(rf"all damage inflicted on {who} by sources other than combat damage from characters is reduced "
                     r"to (?:0|zero)", text, re.IGNORECASE)
    if m is None:
        return None
    return [{"kind": "continuous", "modifiers": [{"kind": "reduce_noncombat_damage_to", "value": 0}]},
            {"kind": "continuous", "modifiers": [{"kind": "reduce_combat_damage_to", "value": 0}],
             "from": {"none_of": [{"type": "character"}]}}]


def _cheaper(what: str, n: int, title: str, card_type: str) -> dict[str, Any]:
    """"You may play Sites at -1 cost" / "You may play <Tank> States on this card at -1 cost": a
    `cost_reduction` its controller names as it plays such a card (37.0), a State only onto this
    card (its subject, 25.5). A bold-faced word before the type ("Vehicle States", 49.x) names no
    designator and stays unread."""
    me = rf"this card|{re.escape(title)}" + ("|him|her" if card_type == "character" else "")
    onto = re.fullmatch(rf"(?P<sel>.+?) on (?:{me})", what.strip(), re.IGNORECASE)
    sel = selector(onto["sel"] if onto else what)
    if str(sel.get("designator", "")).lower() in _BOLD_WORDS or (onto and sel.get("type") != "state"):
        raise Unread(f"play permission or cost reduction: \"{what}\" is not in the language")
    out: dict[str, Any] = {"kind": "continuous", "modifiers": [{"kind": "cost_reduction", "value": n}],
                           "playing": sel}
    return {**out, "onto_this_card": True} if onto else out


def _anytime(what: str) -> dict[str, Any]:
    """"You may play Characters during other players' Main Shots": its controller may play such
    cards in any player's Main Shot (25.1.1; Characters, Edges and Sites still outside attacks,
    checks/play_timing.py); a State played onto some cards only ("States on cards you control")
    stays unread, as does a bold-faced word before the type."""
    if re.search(r"\bon\b", what, re.IGNORECASE):
        raise Unread(f"play permission or cost reduction: \"{what}\" played onto some cards is not in the language")
    sel = selector(what)
    if str(sel.get("designator", "")).lower() in _BOLD_WORDS or "controller" in sel:
        raise Unread(f"play permission or cost reduction: \"{what}\" is not in the language")
    return {"kind": "continuous", "playing": sel, "any_main_shot": True}


def _entry_turn(text: str, title: str, card_type: str) -> dict[str, Any] | None:
    """"Thunder Valkyries gain +2 Fighting until the end of the turn in which they enter play.",
    "Characters you control inflict +2 damage during the turn they enter play.": a continuous
    ability whose condition is that the card it gives to entered play this turn (10.2; one that
    leaves play and returns has entered anew, 34.0). On a State "it" may be its subject, and an
    Event never enters play (25.3): not read there."""
    me = rf"(?:it|he|she|they|this card|{re.escape(title)})"
    m = re.fullmatch(rf"(?P<rest>[^,]+?),? (?:until the end of|during|for the duration of) the turn (?:in which )?"
                     rf"{me} enters? play", text, re.IGNORECASE)
    if m is None:
        return None
    if card_type in ("state", "event"):
        raise Unread(f"condition not in the language: the turn a {card_type}'s \"it\" entered play")
    rest = re.sub(rf"^({re.escape(title)}) gain ", r"\1 gains ", m["rest"], flags=re.IGNORECASE)  # a plural title
    if re.search(r"\b(?:while|until|when|if|for each)\b", rest, re.IGNORECASE):
        raise Unread("condition not in the language: another condition beside the turn it entered play")
    built = ability(f"{rest}.", title, card_type)
    if built is None or "condition" in built or built.get("kind") != "continuous":
        raise Unread("condition not in the language: the turn it entered play, on this ability")
    return {**built, "condition": {"is": "entered_this_turn"}}


def _no_unturn(text: str, who: str, card_type: str) -> dict[str, Any] | None:
    """"Subject does not unturn during its controller's Establishing Shot.", "[a] cards do not
    unturn during their controller's establishing shot.": rules text keeping the card, or each
    card a selector picks, turned through its controller's unturn step (6.0 over 22.2.3); "your
    Establishing Shot" only of this card (its controller's), never of other cards."""
    m = re.fullmatch(rf"(?:(?P<self>{who}) does not unturn during (?:its controller's|your)"
                     rf"|(?:all )?(?P<sel>(?!(?:target|that|those|they|it)\b)[^,+]+?) do not unturn during "
                     rf"(?:their|its) controller's) establishing shot", text, re.IGNORECASE)
    if m is None:
        return None
    if m["self"] and m["self"].lower().startswith("subject") and card_type != "state":
        raise Unread("subject of a card that is not a State: not in the language")
    if m["self"] and not m["self"].lower().startswith("subject") and card_type == "state":
        raise Unread("effect not in the language: a State's written abilities act on its subject, not on the State")
    out: dict[str, Any] = {"kind": "continuous", "grants": [NO_UNTURN_WORDS]}
    if m["sel"]:
        out["affects"] = selector(m["sel"])
    return out


def _healing_on_characters(built: dict[str, Any], groups: dict[str, Any], card_type: str) -> None:
    """"Cannot be healed" (16.2: no damage removed by any means) is read only on Characters:
    seizing heals a Site (30.3.3.2) whatever its text, so a Site's would be half kept."""
    if "Cannot be healed" not in built.get("grants", ()):
        return
    on = built["affects"].get("type") if "affects" in built else (
        "character" if card_type == "character" or re.match(r"subject character\b", str(groups.get("self") or ""), re.IGNORECASE)
        else None)
    if on != "character":
        raise Unread("restriction not in the language: \"cannot be healed\" is read only on Characters (seizing "
                     "heals a Site)")


def _build(groups: dict[str, str | None], title: str, card_type: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {"kind": "continuous"}
    # Toughness against combat or non-combat damage only (29.1, 29.2, 50.17), not a kind of card
    by_kind = kind_toughness(f"{groups['tough']} against {groups['source']}") if groups.get("tough") else None
    if groups.get("rt"):
        words = re.sub(r"^may not\b", "cannot", str(groups["rt"]), flags=re.IGNORECASE)
        # being the target of an attack is being attacked (28.1): Ice Tiger's "cannot be targeted by attacks"
        words = re.sub(r"\bbe targeted by attacks$", "be attacked", words, flags=re.IGNORECASE)
        out["grants"] = [bold(words[:1].upper() + words[1:].lower())]
    elif str(groups.get("power")).lower() == "no":  # "Generates no Power": none, whatever adds to it (22.2.2)
        out["modifiers"] = [{"kind": "power_reduced_to", "value": 0}]
    elif groups.get("power"):
        out["modifiers"] = [{"kind": "power", "value": int(str(groups["power"]))}]
    elif groups.get("taken"):
        out["modifiers"] = [taken_modifier(str(groups["taken"]).lower())]
        if groups.get("source"):
            out["from"] = selector(str(groups["source"]))
    elif by_kind:
        out["grants"] = [by_kind]
    elif groups.get("tough"):  # Toughness only against damage from that kind of card (50.17, 40.0)
        out["grants"] = [bold(str(groups["tough"]))]
        out["from"] = selector(str(groups["source"]))
    elif groups.get("word"):  # Ambush / Lethal only in combat with that kind of card (50.1, 50.9)
        word = str(groups["word"])
        out["grants"] = [bold(word[:1].upper() + word[1:])]
    else:
        got = gains(str(groups["what"]))
        if got.modifiers:
            out["modifiers"] = got.modifiers
        if got.words:
            out["grants"] = got.words
        if got.designators:
            out["designators"] = got.designators
    if groups.get("against"):
        out["against"] = selector(str(groups["against"]))
    if groups.get("sel"):
        out["affects"] = selector(str(groups["sel"]))
    if groups.get("cond") and not _always(str(groups["cond"]), title):
        out["condition"] = _condition(str(groups["cond"]), title, card_type)
    if groups.get("every"):  # "+1 Fighting for every 3 [d] resources in your pool": once per 3 (18.1)
        out |= _every_resources(str(groups["per"]), str(groups["every"]))
    elif groups.get("per"):
        out["per"] = states_on_it(str(groups["per"]), title, card_type) or counted(str(groups["per"]))
    return out


def _every_resources(per: str, every: str) -> dict[str, Any]:
    counted_ = count(per)
    if "resource" not in counted_:
        raise Unread(f"selector not in the language: \"{per}\"")
    return {"per_resource": counted_["resource"], "per_every": every_number(every)}


def _always(words: str, title: str) -> bool:
    """"while Kar Fai is in play", printed on Kar Fai: a continuous ability works only while its
    card is in play (10.1), so the words add no condition."""
    return re.fullmatch(rf"(?:this card|{re.escape(title)}) is in play", words.strip(), re.IGNORECASE) is not None


def _named(rest: str, cond: str, card_type: str, title: str = "") -> str:
    """"While subject is the only attacker, it gains Ambush": on a State, "it" after a condition
    on "subject" is that subject (25.5); on another card, "it / he / she gains" after a condition
    naming only the card itself ("While there are no counters on this card, it gains ...") is
    the card; any other pronoun is left for the patterns to refuse."""
    if card_type == "state" and re.match(r"^subject(?: character)? is\b", cond, re.IGNORECASE):
        return re.sub(r"^it\b", "subject", rest, flags=re.IGNORECASE)
    me = rf"this card|{re.escape(title)}" if title else "this card"
    if card_type != "state" and re.fullmatch(rf"there (?:are|is) (?:no )?(?:a |one or more )?counters? on (?:{me})",
                                             cond.strip(), re.IGNORECASE):
        return re.sub(r"^(?:it|he|she) gains\b", "gains", rest, flags=re.IGNORECASE)
    return rest


def _condition(words: str, title: str, card_type: str = "") -> dict[str, Any]:
    low = words.strip().lower()
    if low in CONDITIONS:
        return {"is": CONDITIONS[low]}
    m = re.match(_SOURCE.pattern.format(title=re.escape(title)), low, re.IGNORECASE)
    if m:
        return {"is": CONDITIONS[m[1]], "of": "source"}
    if low in ("it is your turn", "during your turn"):
        return {"is": "your_turn"}
    counters = re.fullmatch(rf"there (?:are|is) (?P<none>no )?(?:a |one or more )?counters? on (?:this card|{re.escape(title.lower())})",
                            low)
    if counters and card_type != "state":  # counters its text made on it (10.5): "while there are no counters on this card"
        return {"is": "has_counters", "of": "source", **({"not": True} if counters["none"] else {})}
    on_board = board_condition(words) or own_row(words, title) or only_kind(words, title, card_type) \
        or back_row(words, card_type)
    if on_board is not None:
        return on_board
    raise Unread(f"condition not in the language: \"while {words}\"")
