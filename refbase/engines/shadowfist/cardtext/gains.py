"""What a card gains: "+2 Fighting and Mobility", "Toughness: 1", "+1 combat damage", read
into modifiers and printed bold-faced words (the engine's `modifiers` and `grants`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.cardtext.selectors import ICON_WORDS as _ICON_WORDS
from refbase.engines.shadowfist.model.abilities import RULES_TEXT, parse_ability

_MODIFIER = re.compile(r"^(?P<sign>[+-])(?P<n>\d+) (?P<what>fighting|body|combat damage|damage)$",
                       re.IGNORECASE)
#: "Toughness: 2 against combat damage", "Toughness: 4 against non-combat damage" (29.1, 29.2)
_KIND_TOUGHNESS = re.compile(r"toughness:? (?P<n>\d+) against (?P<kind>combat|non-combat) damage", re.IGNORECASE)
#: "its damage cannot be reduced or redirected" (29.9; 6.0 over 38.2), the verbs in either order
UNREDIRECTED = r"(?:cannot|may not) be (?:reduced or redirected|redirected or reduced|redirected|reduced)"
UNREDIRECTED_HAVE = r"(?:reduced or redirected|redirected or reduced|redirected|reduced)"
_NUMBER_WORD = re.compile(r"^(?:\+|-)?x\b", re.IGNORECASE)
_SPELLING = {"toughness (\\d+)": r"Toughness: \1", "one shot": "One-Shot",
             "not cumulative": "Not Cumulative", "toast it": "Toast It",
             "regenerates|regeneration": "Regenerate",  # older printings of 50.12
             "immunity to (.+)": r"Immunity: \1"}  # 50.7


#: "the designator <Cyborg>", "the designator Abomination": one word, a designator the card gains (14.0)
_DESIGNATOR = re.compile(r"^the designator (?:<(?P<b>[A-Z][\w'-]*)>|(?P<w>[A-Z][\w'-]*))$")


@dataclass
class Gains:
    modifiers: list[dict[str, Any]] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    designators: list[str] = field(default_factory=list)


def bold(word: str) -> str:
    """A printed bold-faced word as the engine writes it, or Unread with the engine's reason."""
    text = word.strip().rstrip(".")
    if re.search(r"(?:^|[\s:])x$", text, re.IGNORECASE):
        raise Unread("X values: an amount the text defines elsewhere is not in the language")
    for pattern, spelled in _SPELLING.items():
        text = re.sub(rf"^{pattern}$", spelled, text, flags=re.IGNORECASE)
    if ":" in text:
        name, _, value = text.partition(":")
        text = f"{name.strip()}: {value.strip()}"
    try:
        parse_ability(text)
    except ValueError as exc:
        raise Unread(f"bold-faced word not in the language: {exc}") from None
    return text


def redirect_words(how: str) -> list[str]:
    """The engine's words for damage that "cannot be reduced [or redirected]" (29.9, 38.2)."""
    low = how.lower()
    return ((["Its damage cannot be reduced"] if "reduced" in low else [])
            + (["Its damage cannot be redirected"] if "redirected" in low else []))


def kind_toughness(words: str) -> str | None:
    """"Toughness: 2 against combat damage" as the engine writes it; None for other words."""
    kind = _KIND_TOUGHNESS.fullmatch(words.strip().rstrip("."))
    return None if kind is None else f"Toughness: {kind['n']} against {kind['kind'].lower()} damage"


#: what an effect gives only against / from a kind of card (26.5, 29.7): "+3 damage against
#: Sites", "+1 combat damage to Sites" (the source's bonus on damage to such a card), "takes no
#: damage from interceptors" (the recipient's, reduced to 0, 29.6.3); one modifier, nothing else
_VERSUS_GAIN = re.compile(r"(?P<what>[+-]\d+ (?:combat )?damage) (?:against|to|on) (?P<against>[^,]+)"
                          r"|takes? no (?P<kind>combat |non-combat )?damage from (?P<source>[^,]+)", re.IGNORECASE)
#: "takes no [combat / non-combat] damage": that damage reduced to 0 (29.6.3; 29.1, 29.2)
_NONE_TAKEN = {None: "reduce_damage_to", "combat": "reduce_combat_damage_to", "non-combat": "reduce_noncombat_damage_to"}


def versus_gain(phrase: str) -> tuple[Gains, str, str] | None:
    """The gain of "+3 damage against Sites" / "takes no damage from interceptors", with the
    key of the other card ("against" / "from") and its words; None for other phrases."""
    m = _VERSUS_GAIN.fullmatch(phrase.strip().rstrip("."))
    if m is None:
        return None
    if m["source"] is not None:
        kind = _NONE_TAKEN[m["kind"].strip().lower() if m["kind"] else None]
        return Gains(modifiers=[{"kind": kind, "value": 0}]), "from", m["source"]
    return gains(m["what"]), "against", m["against"]


def gains(phrase: str) -> Gains:
    """The modifiers and words of "+2 Fighting, Mobility and Toughness: 1"; an Immunity to a
    list ("Immunity to [H] and [M] Events") is the whole phrase."""
    out = Gains()
    listed = immunities(phrase) if re.match(r"^immunity to ", phrase.strip(), re.IGNORECASE) else None
    if listed is not None:
        out.words.extend(listed)
        return out
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", phrase.strip().rstrip(".")):
        # "Subject gains -2 Fighting and inflicts -2 damage": the verb of a second modifier (29.5)
        part = re.sub(r"^inflicts? (?=[+-]\d+ (?:combat )?damage$)", "", part.strip(), flags=re.IGNORECASE)
        if _NUMBER_WORD.match(part):
            raise Unread("X values: an amount the text defines elsewhere is not in the language")
        m = _MODIFIER.match(part)
        unredirected = re.fullmatch(rf"its damage (?P<how>{UNREDIRECTED})|cannot have its damage (?P<have>{UNREDIRECTED_HAVE})",
                                    part, re.IGNORECASE)
        if unredirected:  # 29.9; 6.0 over 38.2
            out.words.extend(redirect_words(unredirected["how"] or unredirected["have"]))
            continue
        named = _DESIGNATOR.match(part)
        if named:  # the designator as if printed in its title (14.0)
            out.designators.append(named["b"] or named["w"])
            continue
        tough = kind_toughness(part)
        if tough is not None:  # Toughness against one kind of damage only (29.1, 29.2, 50.17)
            out.words.append(tough)
            continue
        if m is None:
            if part.lower() not in RULES_TEXT and (len(part.split()) > 4 or not part[:1].isupper()):
                raise Unread(f"effect not in the language: \"{part}\" is no modifier or bold-faced word")
            out.words.append(bold(part))
            continue
        n, what = int(m["n"]), m["what"].lower()
        if what in ("fighting", "body"):
            out.modifiers.append({"kind": what, "value": n if m["sign"] == "+" else -n})
        else:
            kind = "damage_bonus" if m["sign"] == "+" else "damage_penalty"
            out.modifiers.append({"kind": kind, "value": n})
    return out


_ICON = re.compile(r"\[([A-Za-z])\]")
#: "0 or 1-cost": a range, not a list
_COST_RANGE = re.compile(r"\b(\d+) or (\d+)-cost\b")
_LIST_SPLIT = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
_OWNER = re.compile(r"^(?P<owner>opponents'|opponent's)\s+(?P<rest>.+)$", re.IGNORECASE)
_TYPE_WORD = re.compile(r"\b(?:events|characters|sites|states|edges)$", re.IGNORECASE)


def immunities(text: str) -> list[str] | None:
    """"Immunity: / to opponents' Events, Sites, Edges, and States" as one Immunity a card type
    (40.0, 50.7: "not affected by" is Immunity), the possessive shared by all; "Immunity: [j]
    Events" (a faction's or talent's cards, 18.2); "Immunity: [H] and [M] Events" (the type
    shared); "Immunity: 0 or 1-cost Events" (a printed cost, 8.5). Any other word shared by a
    list ("opponents' 0-cost Events, States, and Edges") or not understood: None."""
    value = _COST_RANGE.sub(r"\1~\2-cost", re.split(r"^immunity(?::| to)\s*", text.strip(), flags=re.IGNORECASE)[1]
                            .strip().rstrip("."))
    value = _ICON.sub(lambda m: _ICON_WORDS.get(m[1], m[0]), value)
    owner = _OWNER.match(value)
    items = _LIST_SPLIT.split(owner["rest"] if owner else value)
    if len(items) > 1 and not all(_TYPE_WORD.search(i) and len(i.split()) == 1 for i in items[1:]) \
            and not all(len(i.split()) == 1 and not _TYPE_WORD.search(i) for i in items[:-1]):
        return None
    if len(items) > 1 and len(items[0].split()) > 1 and len(items[-1].split()) == 1:
        return None  # "0-cost Events, States": whether "0-cost" qualifies all is a guess
    if len(items) > 1 and not _TYPE_WORD.search(items[0]):  # "[H] and [M] Events"
        noun = items[-1].split()[-1]
        items = [i if _TYPE_WORD.search(i) else f"{i} {noun}" for i in items]
    out = [f"Immunity: {owner['owner'] + ' ' if owner else ''}{i.replace('~', ' or ')}" for i in items]
    try:
        return [bold(o) for o in out]
    except Unread:
        return None
