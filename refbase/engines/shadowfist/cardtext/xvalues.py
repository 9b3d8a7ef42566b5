"""X values (48.0): "+X Fighting. X= the number of Feng Shui Sites in play.", "Inflict X damage
on target Site. X= the number of [H] resources in your pool.", "+X damage, X = the number of [M]
cards you control.", a Character's Fighting of X ("X= the number of [a] resources in your pool."
with no other sentence using X).

The sentence defining X and the sentences using it are read together or not at all: a use is
read with a number in place of X, and that number must land in exactly one place the language
can count (a continuous ability's one modifier: `per` / `per_resource`; an effect's amount:
`x`); the definition must be a count of cards in play, of one kind of resource in the pool, or
of the resources a State's subject requires and provides (8.4, 8.6: Lunar Sword, Energy Flail).
"the number of damage counters on <cards>" and "the total cost of all <cards>" add each card's
value (`per_value`), and "minus two" is read, on a continuous ability only (`per_minus`, never below zero: 48.0, which
"X cannot be less than 0." restates). Anything else (another minimum, cards out of play, an X
fixed "at the time ...") leaves
every sentence of the X unread.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from refbase.engines.shadowfist.cardtext.records import Entry, Unread
from refbase.engines.shadowfist.cardtext.selectors import _ICONS, selector
from refbase.engines.shadowfist.cardtext.selectors import counted as counted_cards

REASON = "X values"
#: "half ..., rounded down" (division rounded down, 24.2); rounding up is not read
_HALF = r"(?P<half>(?:one-)?half (?:\(round down\) )?(?:of )?)?"
_ROUNDED = r"(?P<down>,? rounded down| \((?:rounded|round) down\))?"
_DEFINE = (rf"X ?= ?(?:(?P<plus>\d+|one|two|three) (?:plus|\+) )?{_HALF}(?:the )?(?:(?:total )?number of |(?=amount of damage on )"
           rf"|(?P<total>total )(?=(?:printed )?cost of )|(?=(?:printed )?cost of )"
           rf"|(?=[^ ]+(?: [^ ]+)*'s Fighting at the time )|(?=that character's fighting\.?$))"
           rf"(?P<what>[^.]+?)(?: minus (?P<minus>\d+|one|two|three))?{_ROUNDED}")
_NUMBERS = {"one": 1, "two": 2, "three": 3}
#: "X cannot be less than 0.": X's minimum, which 48.0 gives whenever the text gives none
_AT_LEAST_ZERO = re.compile(r"^X cannot be less than (?:0|zero)\.?$", re.IGNORECASE)
_DEFINITION = re.compile(rf"^{_DEFINE}\.?$", re.IGNORECASE)
_INLINE = re.compile(rf"^(?P<use>[^,]+?), (?:where )?{_DEFINE}\.?$", re.IGNORECASE)
_POOL = re.compile(r"^\[(?P<icon>[A-Za-z])\](?: resources?)? in your (?:resource )?pool$")
#: a State's subject's own resources (8.4, 8.6): "resources required and provided by that
#: Character", "[M] resources provided and required by the subject", "faction resources subject
#: requires and provides"; "it" (which card?) and the requirements or provisions alone are not read
_CARD = re.compile(r"^(?:(?P<faction>faction )|\[(?P<icon>[A-Za-z])\] )?resources (?:"
                   r"(?:required and provided|provided and required) by (?:that Character|(?:the )?subject(?: Character)?)"
                   r"|(?:the )?subject(?: Character)? (?:requires and provides|provides and requires))$", re.IGNORECASE)
#: X as a word, also after a sign ("+X", "-X damage", "-X cost": Mistress of Blotted Moonlight's X is
#: her cost reduction, not her Fighting); not in "X-Ray", "Panzer-X" or a title such as "Panzer X",
#: removed before looking
_X = re.compile(r"(?<![\w'])(?<!\w-)X(?![\w'-])")


@dataclass
class Plan:
    """What the X sentences of one card compile to: by sentence index, its entries or the
    reason it is not read."""

    entries: dict[int, list[Entry]] = field(default_factory=dict)
    unread: dict[int, str] = field(default_factory=dict)

    def covers(self, index: int) -> bool:
        return index in self.entries or index in self.unread


#: one card's value (48.0): the printed cost (8.5) or the resources (8.4, 8.6) of the card a
#: cost sacrificed, toasted or discarded (24.1.4)
_PAID = re.compile(r"^(?:(?:printed )?cost|(?P<resources>(?:total )?(?:number of )?resources required and provided by)) "
                   r"(?:of )?the (?:sacrificed|toasted|discarded) (?:character|card|state)$", re.IGNORECASE)


def _card_value(what: str, me: str) -> dict[str, Any] | None:
    """X read of one card: its damage ("the amount of damage on this card", 29.0), its Fighting
    as its ability's cost turns it ("this card's Fighting at the time it was turned", 15.1,
    24.2), or the cost or resources of the card a cost paid. None for other words."""
    if re.fullmatch(rf"amount of damage on {me}", what, re.IGNORECASE):
        return {"value": "damage", "turned": False}
    if re.fullmatch(rf"counters on {me}", what, re.IGNORECASE):  # 10.5: the counters on the card itself
        return {"value": "counters", "turned": False}
    if re.fullmatch(rf"{me}'s Fighting at the time (?:it was turned|you turned (?:him|her|it))", what, re.IGNORECASE):
        return {"value": "fighting", "turned": True}
    if re.fullmatch(r"that character's fighting", what, re.IGNORECASE):  # the one its cost sacrificed: Devil's Rope
        return {"value": "fighting", "of": "paid", "that": True}
    paid = _PAID.match(what)
    if paid:
        return {"card_resources": "all", "of": "paid"} if paid["resources"] else {"value": "cost", "of": "paid"}
    return None


def states_on_it(per: str, title: str, card_type: str) -> dict[str, Any] | None:
    """"for each State it is the subject of", "for each State that is placed on him", "for each [H]
    card placed on her": the States
    on the card itself (25.5: a State is on its subject). On a State "him" or "it" may be its
    subject, so it is left to the other readings (which refuse it)."""
    own = rf"(?:him|her|it|this card|{re.escape(title)})"
    # "each [H] card placed on her": only a State is placed on a card, its subject (25.5)
    words = re.sub(rf"\bcard(s?) placed on (?={own}$)", r"State\1 that is placed on ", per.strip(), flags=re.IGNORECASE)
    m = re.fullmatch(rf"(?P<cards>.*?\bStates?) (?:(?:that|which) (?:it|he|she) (?:is|are) the subject of|"
                     rf"(?:it|he|she|this card|{re.escape(title)}) (?:is|are) the subject of|that (?:is|are) (?:placed |played )?on {own})",
                     words, re.IGNORECASE)
    if m is None or card_type == "state":
        return None
    picked = selector(m["cards"])
    if set(picked) - {"type", "faction", "talent", "designator", "restriction", "any_of", "unique"}:
        raise Unread(f"selector with a clause: \"{per}\" narrows the States on it by whose or where")
    return {**picked, "on_itself": True}


#: "the number of damage counters on other [g] Characters you control": each card's damage (29.0)
_DAMAGE_ON = re.compile(r"^damage counters on (?P<cards>.+)$", re.IGNORECASE)
#: "the total cost of all States this card is the subject of": each card's printed cost (8.5)
_TOTAL_COST = re.compile(r"^(?:printed )?cost of (?:all )?(?P<cards>.+)$", re.IGNORECASE)


def _summed(what: str, title: str, kind: str, total: bool) -> dict[str, Any] | None:
    """A value of each card a selector picks, added: its damage counters or, after "total", its
    printed cost (48.0); the cards in play, or the States on the card itself (25.5). None for
    other words."""
    m = _TOTAL_COST.match(what) if total else _DAMAGE_ON.match(what)
    if m is None:
        return None
    cards = states_on_it(m["cards"], title, kind) if kind else None
    return {"cards": cards or counted_cards(m["cards"]), "sum": "cost" if total else "damage"}


def count(what: str, title: str = "") -> dict[str, Any]:
    """What "the number of <what>" counts, as the engine's `x` / `per`: cards in play a selector
    picks, one faction's or talent's resources in the pool (18.1), the resources a State's
    subject requires and provides (8.4, 8.6), or the damage counters on the card itself (29.0)."""
    me = rf"(?:this card|it|him|her|{re.escape(title)})" if title else r"(?:this card|it|him|her)"
    if re.fullmatch(rf"damage counters on {me}", what.strip(), re.IGNORECASE):
        return {"own_damage": True}
    value = _card_value(what.strip(), me)
    if value is not None:
        return value
    own = _CARD.match(what.strip())
    if own:
        return {"card_resources": "faction" if own["faction"] else _icon(own["icon"]) if own["icon"] else "all"}
    pooled = _POOL.match(what.strip())
    if pooled:
        return {"resource": _icon(pooled["icon"])}
    try:  # cards in play, "in your smoked pile" (9.2.1) or the columns of your structure: `counted` reads them
        return _summed(what.strip(), title, "", False) or {"cards": counted_cards(what)}
    except Unread as exc:
        raise Unread(f"{REASON}: X counts what a selector cannot say ({exc.reason})") from None


def _counted(m: re.Match[str], title: str = "", kind: str = "") -> dict[str, Any]:
    """`count` of a definition, with the number printed before "plus" added (48.0: "X= 2 plus
    the number of <Battleground> Sites in play")."""
    if m["total"]:
        try:
            summed = _summed(m["what"].strip(), title, kind, True)
        except Unread as exc:
            raise Unread(f"{REASON}: X counts what a selector cannot say ({exc.reason})") from None
        if summed is None:
            raise Unread(f"{REASON}: a total of what is not a cost")
        counted = summed
    else:
        counted = count(m["what"], title)
    if bool(m["half"]) != bool(m["down"]) and not (m["half"] and "round down" in m["half"]):
        raise Unread(f"{REASON}: half a count without \"rounded down\"")
    if m["half"]:
        counted["every"] = 2
    if m["plus"]:
        word = m["plus"].lower()
        counted["plus"] = _NUMBERS[word] if word in _NUMBERS else int(word)
    if m["minus"]:
        if m["half"] or m["plus"]:
            raise Unread(f"{REASON}: a count both divided or added to and less a number")
        word = m["minus"].lower()
        counted["minus"] = _NUMBERS[word] if word in _NUMBERS else int(word)
    return counted


def _icon(icon: str) -> str:
    """The faction or talent a resource icon names (18.2)."""
    if icon not in _ICONS:
        raise Unread(f"{REASON}: the icon [{icon}] names no faction or talent the engine knows")
    return _ICONS[icon][1]


#: "X= half the damage inflicted, rounded up." with "Takes -X damage from any source.": the damage
#: less half of it, rounded up, at step 7 of 29.7 (which names Awesome Presence's, these words)
_HALF_DAMAGE = re.compile(r"^X ?= ?half the damage inflicted,? rounded up\.?$", re.IGNORECASE)


def _halved(sentences: list[str], title: str, kind: str) -> Plan | None:
    """Song, the Little Dragon's and Walk of a Thousand Steps' X: a `damage_taken_halved`
    modifier of the card itself (a Character's) or of a State's subject, on damage from any
    source; None for other cards (a kind of source, "from cards that ...", stays unread)."""
    defined = [i for i, s in enumerate(sentences) if _HALF_DAMAGE.match(s.strip())]
    who = r"subject character " if kind == "state" else rf"(?:(?:this card|{re.escape(title)}) )?" \
        if kind == "character" else None
    if len(defined) != 1 or who is None:
        return None
    uses = [i for i, s in enumerate(sentences) if _X.search(s.replace(title, "")) and i != defined[0]]
    if len(uses) != 1 or not re.fullmatch(rf"{who}takes -X damage from any source\.?", sentences[uses[0]].strip(),
                                          re.IGNORECASE):
        return None
    text = f"{sentences[uses[0]]} {sentences[defined[0]]}"
    out = Plan()
    out.entries[uses[0]] = [{"kind": "continuous", "text": text,
                             "modifiers": [{"kind": "damage_taken_halved", "value": 1}]}]
    out.entries[defined[0]] = []
    return out


def plan(sentences: list[str], title: str, kind: str, read: Callable[[str], list[Entry]]) -> Plan:
    """Read a card's X: its definition and every sentence using it, all or none."""
    halved = _halved(sentences, title, kind)
    if halved is not None:
        return halved
    out = Plan()
    bare = [_X.search(s.replace(title, "")) is not None for s in sentences]
    defined = [i for i, s in enumerate(sentences) if _DEFINITION.match(s)]
    inline = [i for i, s in enumerate(sentences) if i not in defined and _INLINE.match(s)]
    if len(defined) + len(inline) != 1:
        return out
    at = (defined or inline)[0]
    floors = [i for i, s in enumerate(sentences) if _AT_LEAST_ZERO.match(s.strip())]
    uses = [i for i, used in enumerate(bare) if used and i != at and i not in floors]
    try:
        if inline:
            m = _INLINE.match(sentences[at])
            assert m is not None
            if uses:
                raise Unread(f"{REASON}: X defined in a sentence and used in others")
            out.entries[at] = _with_text(_use(m["use"], _counted(m, title), read), sentences[at])
            return out
        m = _DEFINITION.match(sentences[at])
        assert m is not None
        counted = _counted(m, title, kind)
        if "card_resources" in counted and "of" not in counted and kind != "state":
            if not re.search(r"\bby that character$", m["what"], re.IGNORECASE):
                raise Unread(f"{REASON}: \"subject\" / \"that Character\" names a State's subject")
            counted["of"] = "target"  # "target Character ... X= ... by that Character": the one chosen
        if kind == "state" and counted.get("value") and "of" not in counted:
            raise Unread(f"{REASON}: a State's ability acts on its subject, not on the card X reads")
        if "own_damage" in counted and kind == "state":
            raise Unread(f"{REASON}: a State's ability acts on its subject, not on the card X counts on")
        if not uses:
            if "plus" in counted:
                raise Unread(f"{REASON}: a Fighting of a number plus a count")
            if kind != "character":
                raise Unread(f"{REASON}: X is used by no sentence of this card")
            out.entries[at] = [_fighting(counted, " ".join([sentences[at], *(sentences[f] for f in floors)]))]
            out.entries.update({f: [] for f in floors})  # its Fighting is X (48.0)
            return out
        if "minus" in counted and any(i < at for i in floors):
            raise Unread(f"{REASON}: a minimum printed before the X it bounds")
        for i in uses:
            used = _toughness(sentences[i], title, kind, counted) or _use(sentences[i], counted, read)
            whole = " ".join([sentences[i], sentences[at], *(sentences[f] for f in floors)])
            choices = len(used) > 1 and all(isinstance(e, dict) and _X.search(str(e.get("text", ""))) for e in used)
            out.entries[i] = [{**e, "text": f"{e['text']} {sentences[at]}"} if isinstance(e, dict) else e
                              for e in used] if choices else _with_text(used, whole)  # each choice its words
        out.entries[at] = []
        out.entries.update({f: [] for f in floors})  # 48.0's minimum, quoted with the X it bounds
    except Unread as exc:  # the sentences using X are read as any sentence, which gives their reason
        out.entries.clear()
        out.unread[at] = exc.reason if exc.reason.startswith(REASON) else f"{REASON}: {exc.reason}"
    return out


def _fighting(counted: dict[str, Any], text: str) -> dict[str, Any]:
    """A Character printed with a Fighting of X: X is its Fighting (48.0), +1 for each thing
    counted on a printed 0; blanking the definition makes it 0 (48.1), as it blanks this."""
    return {"kind": "continuous", "modifiers": [{"kind": "fighting", "value": 1}], **_per(counted), "text": text}


def _toughness(sentence: str, title: str, kind: str, counted: dict[str, Any]) -> list[Entry] | None:
    """"Toughness: X." on the card itself, "Subject [Character] gains Toughness: X." on a State:
    Toughness: 1 for each thing counted, as Toughness bonuses are cumulative (50.17, 48.0); at
    X = 0 it has none. None for other sentences."""
    who = r"subject(?: character)? gains " if kind == "state" else rf"(?:(?:this card|{re.escape(title)}) (?:gains|has) )?"
    if re.fullmatch(rf"{who}toughness:? X\.?", sentence.strip(), re.IGNORECASE) is None or kind == "event":
        return None
    if "plus" in counted:
        raise Unread(f"{REASON}: a number plus a count on a continuous ability")
    return [{"kind": "continuous", "grants": ["Toughness: 1"], **_per(counted)}]


def _per(counted: dict[str, Any]) -> dict[str, Any]:
    if counted.get("value") == "counters" and "of" not in counted:
        return {"per_counter": True}  # the counters on the card itself (10.5)
    if "value" in counted or "of" in counted:
        raise Unread(f"{REASON}: one card's value for a continuous ability")
    every = {"per_every": counted["every"]} if "every" in counted else {}
    if every and "cards" not in counted and "resource" not in counted:
        raise Unread(f"{REASON}: half of what a continuous ability counts on the affected card")
    minus = {"per_minus": counted["minus"]} if "minus" in counted else {}  # never below 0 (48.0)
    return {**_per_what(counted), **every, **minus}


def _per_what(counted: dict[str, Any]) -> dict[str, Any]:
    if "own_damage" in counted:  # the affected card's: the card itself, its ability naming no other
        return {"per_damage": True}
    if "card_resources" in counted:  # the affected card's own: its subject's, for a State's ability
        return {"per_card_resource": counted["card_resources"]}
    if "cards" not in counted:
        return {"per_resource": counted["resource"]}
    if "sum" in counted:  # each card as its cost or damage (48.0)
        return {"per": counted["cards"], "per_value": counted["sum"]}
    return {"per": counted["cards"]}


def _use(sentence: str, counted: dict[str, Any], read: Callable[[str], list[Entry]]) -> list[Entry]:
    """The entries of a sentence using X once, read with a number for X that must land on one
    modifier of a continuous ability or on an effect's amount."""
    number = next(str(n) for n in range(7, 100) if not re.search(rf"(?<!\d){n}(?!\d)", sentence))
    entries = read(_X.sub(number, sentence))
    found = [e for e in entries if isinstance(e, dict)]
    if len(_X.findall(sentence)) != 1:
        return _choices(found, entries, number, counted)
    if len(found) != 1 or len(entries) != 1:
        raise Unread(f"{REASON}: X in a sentence that is not one ability")
    entry = found[0]
    if entry["kind"] == "continuous":
        return _continuous(entry, int(number), counted)
    return _effect_x(entry, int(number), counted)


def _effect_x(entry: dict[str, Any], number: int, counted: dict[str, Any]) -> list[Entry]:
    """An effect's amount (or a grant's one modifier) that is X: `x` on its template."""
    effect = entry.get("effect")
    if "own_damage" in counted:
        raise Unread(f"{REASON}: the damage on the card counted for an effect's amount")
    if "minus" in counted or "sum" in counted:
        raise Unread(f"{REASON}: a count less a number or a total of values for an effect's amount")
    if effect is None or "delayed" in effect or "then" in effect:
        raise Unread(f"{REASON}: X is not the amount of the effect")
    _check_reads(entry, effect, counted)
    x = {k: v for k, v in counted.items() if k not in ("turned", "that")}
    if effect.get("effect") == "grant" and "amount" not in effect:
        return [{**entry, "effect": {**effect, "modifiers": _granted(effect, number), "x": x}}]
    if effect.get("amount") != number:
        raise Unread(f"{REASON}: X is not the amount of the effect")
    made = {k: v for k, v in effect.items() if k != "amount"}
    return [{**entry, "effect": {**made, "x": x}}]


def _choices(found: list[dict[str, Any]], entries: list[Entry], number: str,
             counted: dict[str, Any]) -> list[Entry]:
    """"Gain X Power or draw X cards": a choice of abilities (24.1), X once in each, each its own
    words with X as printed; X more than once in one ability stays unread."""
    if len(found) < 2 or len(entries) != len(found) or any(len(re.findall(rf"(?<!\d){number}(?!\d)", e["text"])) != 1
                                                           or e["kind"] == "continuous" for e in found):
        raise Unread(f"{REASON}: X used more than once in a sentence")
    made = [_effect_x(e, int(number), counted)[0] for e in found]
    return [{**m, "text": str(m["text"]).replace(number, "X")} for m in made if isinstance(m, dict)]


def _granted(effect: dict[str, Any], number: int) -> list[dict[str, Any]]:
    """"Target gains +X Fighting": the grant's one modifier, written as 1, is X on generation
    (24.2, 48.0)."""
    mods = effect.get("modifiers", [])
    if len(mods) != 1 or mods[0]["value"] != number:
        raise Unread(f"{REASON}: X is not the one modifier a grant gives")
    return [{**mods[0], "value": 1}]


def _check_reads(entry: dict[str, Any], effect: dict[str, Any], counted: dict[str, Any]) -> None:
    """X read of one card must name a card the ability has: its one chosen target, the card its
    cost paid, or itself turned by its cost ("at the time it was turned", 24.2)."""
    if counted.get("of") == "target" and (effect.get("aim", "chosen") != "chosen" or "select" not in effect
                                          or "up_to" in effect or effect.get("divided")):
        raise Unread(f"{REASON}: X reads \"that Character\", which is not the effect's one target")
    if counted.get("of") == "paid" and sum(k in effect for k in ("sacrifice", "toast", "discard")) != 1:
        raise Unread(f"{REASON}: X reads the card a cost pays, and the cost pays none")
    if counted.get("that") and effect.get("aim", "chosen") == "chosen":
        raise Unread(f"{REASON}: \"that Character\" may be the effect's target or the card its cost pays")
    if counted.get("turned") and not (entry["kind"] == "turn_and_maintain" or effect.get("turn_self")):
        raise Unread(f"{REASON}: X is read \"at the time it was turned\", and its cost does not turn it")


def _continuous(entry: dict[str, Any], number: int, counted: dict[str, Any]) -> list[Entry]:
    """"+X Fighting": +1 Fighting for each thing counted. The bold-faced words the same
    sentence grants ("+X Fighting and Loyalty") are another ability, kept when X is 0."""
    mods = entry.get("modifiers", [])
    if "plus" in counted:
        raise Unread(f"{REASON}: a number plus a count on a continuous ability")
    if len(mods) != 1 or mods[0]["value"] != number or "per" in entry or "per_counter" in entry:
        raise Unread(f"{REASON}: X is not the one modifier of a continuous ability")
    if ("card_resources" in counted or "own_damage" in counted) and ("affects" in entry or "condition" in entry):
        raise Unread(f"{REASON}: X counts the subject's resources, the ability acts on other cards")
    counting = {k: v for k, v in entry.items() if k != "grants"}
    counting.update(modifiers=[{**mods[0], "value": 1}], **_per(counted))
    if "grants" not in entry:
        return [counting]
    return [counting, {k: v for k, v in entry.items() if k != "modifiers"}]


def _with_text(entries: list[Entry], text: str) -> list[Entry]:
    return [{**e, "text": text} if isinstance(e, dict) else e for e in entries]
