"""Sentences of printed bold-faced words and restrictions only ("Unique.", "Guts.",
"Toughness: 2.", "Superleap, Ambush."): written into `abilities` as the cards print them."""

from __future__ import annotations

import re

from refbase.engines.shadowfist.cardtext.gains import bold, immunities
from refbase.engines.shadowfist.cardtext.records import Entry, Unread
from refbase.engines.shadowfist.model import rules as R
from refbase.engines.shadowfist.model.abilities import RULES_TEXT

#: restrictions and permissions on innate actions (attacking, intercepting), 6.0
INNATE = frozenset(R.INNATE_RESTRICTIONS) | frozenset(R.INNATE_PERMISSIONS)

#: "You cannot play States on this card.", "You may not play States on Sun Chen, but your opponents
#: may.": its controller may not play States on it; other players may (25.5, 6.0)
_NO_STATES = re.compile(r"^you (?:cannot|can't|may not) play states on (?P<me>[^,.]+?)"
                        r"(?:, but your opponents may)?\.?$", re.IGNORECASE)
NO_STATES_WORDS = "You cannot play States on this card"
_WORDLIST = re.compile(r"^[A-Z][\w'-]*(?: [A-Za-z0-9][\w'-]*)?(?:: ?[\w ,]+?)?(?:[,;] [A-Z][\w'-]*"
                       r"(?: [A-Za-z][\w'-]*)?(?:: ?[\w ]+?)?)*\.?$")


def words(sentence: str, title: str = "") -> list[Entry] | None:
    """The printed words of a sentence made only of them; None when it is something else."""
    if sentence.strip().rstrip(".").lower() in RULES_TEXT:  # "Not affected by Stealth." (40.0)
        return [sentence.strip().rstrip(".")]
    turned = _ENTERS_TURNED.match(sentence.strip())
    if turned is not None and _is_me(turned["me"] or "this card", title):  # "Comes into play turned." (6.0, 21.0)
        return ["Enters play turned"]
    # "not affected by" and "cannot be affected by" are Immunity (40.0, 50.7)
    text = re.sub(r"^(?:immunity to|(?:is )?not affected by|cannot be affected by) ", "Immunity: ",
                  sentence.strip(), flags=re.IGNORECASE)
    if text.rstrip(".").lower() in RULES_TEXT:  # "Cannot turn to heal." (16.2, 16.4, 20.3)
        return [text.rstrip(".")]
    innate = _innate(text, title)
    if innate is not None:
        return [innate]
    mine = _NO_STATES.match(sentence.strip())
    if mine is not None and _is_me(mine["me"], title):
        return [NO_STATES_WORDS]  # its controller may not play States on it (25.5, 6.0)
    listed = immunities(text) if text.lower().startswith("immunity: ") else None
    if listed is not None:
        return list(listed)
    if not _WORDLIST.match(text) or len(text) > 80:
        return None
    parts = [text.rstrip(".")] if text.lower().startswith("immunity") else re.split(r"[,;] ", text.rstrip("."))
    out: list[Entry] = []
    for part in parts:
        try:
            out.append(bold(part))
        except Unread:
            if len(parts) == 1 and len(part.split()) <= 3:
                raise  # a lone printed word the engine does not know: say so
            return None
    return out


def _innate(text: str, title: str) -> str | None:
    """A restriction or permission on an innate action printed with its subject or spelled
    otherwise ("Fire Assassin cannot turn to attack sites.", "May attack back row Sites."):
    the engine's words (6.0; keywords.py keeps the printed wording otherwise)."""
    me = rf"(?:this card|{re.escape(title)}) " if title else r"this card "
    words = re.sub(rf"^{me}(?=(?:can|cannot|may)\b)", "", text.strip().rstrip("."), flags=re.IGNORECASE)
    words = re.sub(r"\bback row\b", "back-row", words, flags=re.IGNORECASE)
    # "If unturned, Butterfly Knight may attack without turning once during your Main Shot": an
    # attacker is unturned anyway (28.1.1), and in its own turn it attacks only in its Main Shot (28.1)
    unturned = _WITHOUT_TURNING.match(re.sub(re.escape(title), "this card", words, flags=re.IGNORECASE)
                                      if title else words)
    if unturned is not None:
        words = f"may attack {'a Character ' if unturned['what'] else ''}without turning once during your Main Shot"
    # "Cannot be declared as an attacker on front-row Sites": the targets it may attack (28.1.3)
    words = re.sub(r"^cannot be declared as an attacker on (?=front-row sites$)", "cannot attack ", words,
                   flags=re.IGNORECASE)
    if words.lower() not in INNATE:
        return None
    return words[:1].upper() + words[1:]


#: what is left of "If unturned, this card may attack [a Character] without turning once during
#: your Main Shot / each of your turns" once `_innate` has dropped the card's name (Hiroshi Kata,
#: Tong Hatchetman, Poison Clan Killers: "If Poison Clan Killers are unturned, they may ...")
_WITHOUT_TURNING = re.compile(r"^if (?:unturned, this card|this card (?:is|are) unturned, (?:they|he|she|it|this card)) "
                              r"(?:may|can) attack (?P<what>a character )?without turning once during "
                              r"(?:your main shot|each of your turns)$", re.IGNORECASE)


#: "Enters play turned.", "Comes into play turned.", "<its title> enters play turned."
_ENTERS_TURNED = re.compile(r"^(?:(?P<me>.+?) )?(?:comes? into|enters?) play turned\.?$", re.IGNORECASE)


def _is_me(words: str, title: str) -> bool:
    """"this card" or the card's own title."""
    return words.strip().lower() in ("this card", title.strip().lower())


#: "Can be played during an opponent's turn.", "You can play Redeemed Assassin during an opponent's
#: turn.", "You may play Rapid Response Team during any Main Shot.": a Character's text breaking its
#: type's timing restriction (25.1.1, 6.0)
_OUT_OF_TURN = re.compile(r"^(?:can be played|you (?:can|may) play (?P<me>.+?)) during "
                          r"(?P<when>an opponent's turn|any main shot)\.?$", re.IGNORECASE)


def play_permission(sentence: str, title: str, kind: str) -> list[Entry] | None:
    """A Character, Edge or Site played in any player's Main Shot, still outside attacks (and a
    Site still one a turn): the engine's words (checks/play_timing.py); None for any other
    sentence. A State's or Event's timing is another matter (25.5, 25.3) and stays unread."""
    m = _OUT_OF_TURN.match(sentence.strip())
    if m is None or (m["me"] is not None and not _is_me(m["me"], title)):
        return None
    if kind not in ("character", "edge", "site", "feng_shui_site"):
        raise Unread("play timing: a permission to play a State or Event out of turn is not in the language")
    return [f"Can be played during {m['when'][:1].lower()}{m['when'][1:]}".replace("main shot", "Main Shot")]
