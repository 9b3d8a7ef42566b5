"""X values (48.0): "+X Fighting. X= the number of Feng Shui Sites in play.", "Inflict X damage
on target Site. X= the number of [H] resources in your pool.", "+X damage, X = the number of [M]
cards you control.", a Character's Fighting of X ("X= the number of [a] resources in your pool."
with no other sentence using X).

The sentence defining X and the sentences using it are read together or not at all: a use is
read with a number in place of X, and that number must land in exactly one place the language
can count (a continuous ability's one modifier: `per` / `per_resource`; an effect's amount:
`x`); the definition must be a count of cards in play, of one kind of resource in the pool, or
of the resources a State's subject requires and provides (8.4, 8.6: Lunar Sword, Energy Flail).
Anything else (a minimum, "minus two", cards out of play, an X fixed "at the time ...") leaves
every sentence of the X unread.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from refbase.engines.shadowfist.cardtext.records import Entry, Unread
from refbase.engines.shadowfist.cardtext.selectors import _ICONS
from refbase.engines.shadowfist.cardtext.selectors import counted as counted_cards

REASON = "X values"
_DEFINE = r"X ?= ?(?:(?P<plus>\d+|one|two|three) (?:plus|\+) )?(?:the )?(?:total )?number of (?P<what>[^.]+?)"
_NUMBERS = {"one": 1, "two": 2, "three": 3}
_DEFINITION = re.compile(rf"^{_DEFINE}\.?$", re.IGNORECASE)
_INLINE = re.compile(rf"^(?P<use>[^,]+?), (?:where )?{_DEFINE}\.?$", re.IGNORECASE)
#: "the number of columns in your Site structure": each column (a location, 9.1.2) holds one
#: Site in the front row (a back-row Site moves forward when it leaves, 9.1.4; an empty
#: location ceases to exist, 9.1.4.1), and the Sites you control are in your structure (35.3)
_COLUMNS = re.compile(r"^columns in your site structure$", re.IGNORECASE)
_POOL = re.compile(r"^\[(?P<icon>[A-Za-z])\](?: resources?)? in your (?:resource )?pool$")
#: a State's subject's own resources (8.4, 8.6): "resources required and provided by that
#: Character", "[M] resources provided and required by the subject", "faction resources subject
#: requires and provides"; "it" (which card?) and the requirements or provisions alone are not read
_CARD = re.compile(r"^(?:(?P<faction>faction )|\[(?P<icon>[A-Za-z])\] )?resources (?:"
                   r"(?:required and provided|provided and required) by (?:that Character|(?:the )?subject(?: Character)?)"
                   r"|(?:the )?subject(?: Character)? (?:requires and provides|provides and requires))$", re.IGNORECASE)
#: X as a word (not in "X-Ray" or a title such as "Panzer X", removed before looking)
#: an X of the text: a word alone, or after a sign printed apart from other words ("+X", "-X cost":
#: Mistress of Blotted Moonlight's X is its cost reduction, not its Fighting)
_X = re.compile(r"(?:(?<![\w'-])|(?<=(?<!\S)-))X(?![\w'-])")


@dataclass
class Plan:
    """What the X sentences of one card compile to: by sentence index, its entries or the
    reason it is not read."""

    entries: dict[int, list[Entry]] = field(default_factory=dict)
    unread: dict[int, str] = field(default_factory=dict)

    def covers(self, index: int) -> bool:
        return index in self.entries or index in self.unread


def count(what: str, title: str = "") -> dict[str, Any]:
    """What "the number of <what>" counts, as the engine's `x` / `per`: cards in play a selector
    picks, one faction's or talent's resources in the pool (18.1), the resources a State's
    subject requires and provides (8.4, 8.6), or the damage counters on the card itself (29.0)."""
    me = rf"(?:this card|it|him|her|{re.escape(title)})" if title else r"(?:this card|it|him|her)"
    if re.fullmatch(rf"damage counters on {me}", what.strip(), re.IGNORECASE):
        return {"own_damage": True}
    if _COLUMNS.match(what.strip()):
        return {"cards": counted_cards("front-row Sites you control")}
    own = _CARD.match(what.strip())
    if own:
        return {"card_resources": "faction" if own["faction"] else _icon(own["icon"]) if own["icon"] else "all"}
    pooled = _POOL.match(what.strip())
    if pooled:
        return {"resource": _icon(pooled["icon"])}
    try:  # cards in play, or "in your smoked pile" (9.2.1): `counted` reads both
        return {"cards": counted_cards(what)}
    except Unread as exc:
        raise Unread(f"{REASON}: X counts what a selector cannot say ({exc.reason})") from None


def _counted(m: re.Match[str], title: str = "") -> dict[str, Any]:
    """`count` of a definition, with the number printed before "plus" added (48.0: "X= 2 plus
    the number of <Battleground> Sites in play")."""
    counted = count(m["what"], title)
    if m["plus"]:
        word = m["plus"].lower()
        counted["plus"] = _NUMBERS[word] if word in _NUMBERS else int(word)
    return counted


def _icon(icon: str) -> str:
    """The faction or talent a resource icon names (18.2)."""
    if icon not in _ICONS:
        raise Unread(f"{REASON}: the icon [{icon}] names no faction or talent the engine knows")
    return _ICONS[icon][1]


def plan(sentences: list[str], title: str, kind: str, read: Callable[[str], list[Entry]]) -> Plan:
    """Read a card's X: its definition and every sentence using it, all or none."""
    out = Plan()
    bare = [_X.search(s.replace(title, "")) is not None for s in sentences]
    defined = [i for i, s in enumerate(sentences) if _DEFINITION.match(s)]
    inline = [i for i, s in enumerate(sentences) if i not in defined and _INLINE.match(s)]
    if len(defined) + len(inline) != 1:
        return out
    at = (defined or inline)[0]
    uses = [i for i, used in enumerate(bare) if used and i != at]
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
        counted = _counted(m, title)
        if "card_resources" in counted and kind != "state":
            raise Unread(f"{REASON}: \"subject\" / \"that Character\" names a State's subject")
        if "own_damage" in counted and kind == "state":
            raise Unread(f"{REASON}: a State's ability acts on its subject, not on the card X counts on")
        if not uses:
            if "plus" in counted:
                raise Unread(f"{REASON}: a Fighting of a number plus a count")
            if kind != "character":
                raise Unread(f"{REASON}: X is used by no sentence of this card")
            out.entries[at] = [_fighting(counted, sentences[at])]  # its Fighting is X (48.0)
            return out
        for i in uses:
            used = _toughness(sentences[i], title, kind, counted) or _use(sentences[i], counted, read)
            out.entries[i] = _with_text(used, f"{sentences[i]} {sentences[at]}")
        out.entries[at] = []
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
    if "own_damage" in counted:  # the affected card's: the card itself, its ability naming no other
        return {"per_damage": True}
    if "card_resources" in counted:  # the affected card's own: its subject's, for a State's ability
        return {"per_card_resource": counted["card_resources"]}
    if "cards" not in counted:
        return {"per_resource": counted["resource"]}
    return {"per": counted["cards"]}


def _use(sentence: str, counted: dict[str, Any], read: Callable[[str], list[Entry]]) -> list[Entry]:
    """The entries of a sentence using X once, read with a number for X that must land on one
    modifier of a continuous ability or on an effect's amount."""
    if len(_X.findall(sentence)) != 1:
        raise Unread(f"{REASON}: X used more than once in a sentence")
    number = next(str(n) for n in range(7, 100) if not re.search(rf"(?<!\d){n}(?!\d)", sentence))
    entries = read(_X.sub(number, sentence))
    found = [e for e in entries if isinstance(e, dict)]
    if len(found) != 1 or len(entries) != 1:
        raise Unread(f"{REASON}: X in a sentence that is not one ability")
    entry = found[0]
    if entry["kind"] == "continuous":
        return _continuous(entry, int(number), counted)
    effect = entry.get("effect")
    if "own_damage" in counted:
        raise Unread(f"{REASON}: the damage on the card counted for an effect's amount")
    if effect is None or effect.get("amount") != int(number) or "delayed" in effect:
        raise Unread(f"{REASON}: X is not the amount of the effect")
    made = {k: v for k, v in effect.items() if k != "amount"}
    return [{**entry, "effect": {**made, "x": counted}}]


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
