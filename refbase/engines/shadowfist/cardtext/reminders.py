"""Reminder text: a sentence in parentheses that restates what the rules already make of the
sentence before it ("(Before combat damage is dealt.)"). It adds nothing to the card, so it is
read only when that sentence was read and its reading agrees with the reminder; it then joins
that ability's quoted `text`. Any other reminder stays not modelled."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from refbase.engines.shadowfist.cardtext.records import Entry


def _effect(entry: dict[str, Any]) -> dict[str, Any]:
    effect = entry.get("effect")
    return effect if isinstance(effect, dict) else {}


def _on_entering_combat(entry: dict[str, Any], _: str) -> bool:
    """Effects on entering combat resolve in 30.2, before 30.3 inflicts combat damage."""
    return entry["kind"] == "triggered" and entry.get("trigger", {}).get("on") in ("enters_combat", "enters_combat_with")


def _may_choose_itself(entry: dict[str, Any], kind: str) -> bool:
    """"(Including this one.)": the effect's choice does not leave its own card out (no `other`)
    and picks cards of its type."""
    effect = _effect(entry)
    select = effect.get("select")
    return effect.get("aim") == "chosen" and isinstance(select, dict) and not select.get("other") \
        and select.get("type", kind) == kind and not select.get("in_smoked_pile")


def _non_combat(entry: dict[str, Any], _: str) -> bool:
    """An effect's damage is non-combat damage (29.2): not inflicted in 30.3's step."""
    return _effect(entry).get("effect") == "damage"


def _heals(entry: dict[str, Any], _: str) -> bool:
    """The engine refuses to heal an undamaged card (16.1)."""
    return _effect(entry).get("effect") == "heal"


#: reminder -> whether the reading of the sentence before it already says it
REMINDERS: tuple[tuple[re.Pattern[str], Callable[[dict[str, Any], str], bool]], ...] = (
    (re.compile(r"\(before combat damage is dealt\.?\)\.?", re.IGNORECASE), _on_entering_combat),
    (re.compile(r"\(including this one\.?\)\.?", re.IGNORECASE), _may_choose_itself),
    (re.compile(r"\(this is not combat damage\.?\)\.?", re.IGNORECASE), _non_combat),
    (re.compile(r"\(you cannot heal undamaged cards\.?\)\.?", re.IGNORECASE), _heals),
)


#: reminders of a printed word (49.3: a No Max card's copies in a deck are not limited, 1.2.1)
WORD_REMINDERS = {"No Max": re.compile(r"\(you may have more than (?:5|five) copies of this card in (?:a|your) deck\.?\)\.?",
                                       re.IGNORECASE)}


def agrees(sentence: str, previous: Entry | None, kind: str) -> bool:
    """Whether `sentence` is a reminder the reading of the sentence before it (`previous`, its
    last entry, None when it was not read) already says."""
    if isinstance(previous, str):
        word = WORD_REMINDERS.get(previous)
        return word is not None and word.fullmatch(sentence.strip()) is not None
    if not isinstance(previous, dict):
        return False
    return any(p.fullmatch(sentence.strip()) and holds(previous, kind) for p, holds in REMINDERS)
