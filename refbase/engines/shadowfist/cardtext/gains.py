"""What a card gains: "+2 Fighting and Mobility", "Toughness: 1", "+1 combat damage", read
into modifiers and printed bold-faced words (the engine's `modifiers` and `grants`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from refbase.engines.shadowfist.cardtext.records import Unread
from refbase.engines.shadowfist.model.abilities import RULES_TEXT, parse_ability

_MODIFIER = re.compile(r"^(?P<sign>[+-])(?P<n>\d+) (?P<what>fighting|body|combat damage|damage)$",
                       re.IGNORECASE)
#: "Toughness: 2 against combat damage", "Toughness: 4 against non-combat damage" (29.1, 29.2)
_KIND_TOUGHNESS = re.compile(r"toughness:? (?P<n>\d+) against (?P<kind>combat|non-combat) damage", re.IGNORECASE)
_NUMBER_WORD = re.compile(r"^(?:\+|-)?x\b", re.IGNORECASE)
_SPELLING = {"toughness (\\d+)": r"Toughness: \1", "one shot": "One-Shot",
             "not cumulative": "Not Cumulative", "toast it": "Toast It",
             "regenerates|regeneration": "Regenerate"}  # older printings of 50.12


@dataclass
class Gains:
    modifiers: list[dict[str, Any]] = field(default_factory=list)
    words: list[str] = field(default_factory=list)


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


def kind_toughness(words: str) -> str | None:
    """"Toughness: 2 against combat damage" as the engine writes it; None for other words."""
    kind = _KIND_TOUGHNESS.fullmatch(words.strip().rstrip("."))
    return None if kind is None else f"Toughness: {kind['n']} against {kind['kind'].lower()} damage"


def gains(phrase: str) -> Gains:
    """The modifiers and words of "+2 Fighting, Mobility and Toughness: 1"."""
    out = Gains()
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", phrase.strip().rstrip(".")):
        part = part.strip()
        if _NUMBER_WORD.match(part):
            raise Unread("X values: an amount the text defines elsewhere is not in the language")
        m = _MODIFIER.match(part)
        if re.fullmatch(r"its damage (?:cannot|may not) be reduced", part, re.IGNORECASE):
            out.words.append("Its damage cannot be reduced")  # 29.9
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
